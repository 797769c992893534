import { assign, setup, type AnyStateMachine } from 'xstate';
import { IGNORE_CHANCE, type ChanceRecorder } from './chance.js';
import { returnedWhileWriting, type Action, type GameEventBase, type Implementations, type MachineConfig } from './fast-machine.js';

/**
 * Builds the XState machine from a game's config and its named guards and actions: the same
 * objects the fast interpreter runs. Guards and actions stay plain functions of (context, event);
 * chance is drawn the same way, only not recorded (logs come from the fast interpreter).
 */
export function createXStateMachine<C extends object, E extends GameEventBase, I, G extends string = string, A extends string = string>(
  config: MachineConfig<G, A>,
  impl: Implementations<C, E, G, A>,
  createContext: (input: I, chance: ChanceRecorder) => C,
): AnyStateMachine {
  const guards: Record<string, (a: { context: C; event: E }) => boolean> = {};
  for (const [name, g] of Object.entries(impl.guards) as [string, Implementations<C, E>['guards'][string]][]) guards[name] = ({ context, event }) => g(context, event);
  const actions: Record<string, unknown> = {};
  for (const [name, a] of Object.entries(impl.actions) as [string, Action<C, E>][]) {
    // As the fast interpreter's checked step runs it: a writing action gets a fresh `out`, whose
    // fields are the update; a returning action's result is the update.
    actions[name] = assign(({ context, event }: { context: C; event: E }) => {
      if (typeof a === 'function') return (a(context, event, IGNORE_CHANCE) ?? {}) as never;
      const out = {};
      if (a.writes(context, event, IGNORE_CHANCE, out) !== undefined) throw returnedWhileWriting(name);
      return out as never;
    });
  }
  const machineSetup = setup({
    types: {} as { context: C; events: E; input: I },
    guards: guards as never,
    actions: actions as never,
  });
  return machineSetup.createMachine({ ...(config as object), context: ({ input }: { input: I }) => createContext(input, IGNORE_CHANCE) } as never) as unknown as AnyStateMachine;
}
