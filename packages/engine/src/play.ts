import type { RuleSet } from '@regelwerk/dsl';
import { IGNORE_CHANCE, type ChanceRecorder } from './chance.js';
import type { AnyPlayRuntime, GameEvent, GameInput } from './contract.js';
import type { FastMachine, FastSnapshot } from './fast-machine.js';
import { readDecision } from './decision-data.js';
import type { Result } from './result.js';

/**
 * The first snapshot of a game; what chance decides at set-up goes to `chance`. One step of a
 * `GameSession`, which is the play loop to use.
 */
export function startGame<C>(game: AnyPlayRuntime, input: GameInput<RuleSet>, chance: ChanceRecorder = IGNORE_CHANCE): FastSnapshot<C> {
  const context = game.createContext(input, chance) as { readonly rules: RuleSet };
  return machineFor(game, context.rules).initial(context, chance) as FastSnapshot<C>;
}

/**
 * The interpreter a game with these rules plays by (see `GameRuntime.fastFor`): the rules in a
 * context, which are the table's (a rule set may depend on the number of players).
 */
export function machineFor(game: AnyPlayRuntime, rules: RuleSet): FastMachine<unknown, GameEvent> {
  return game.fastFor?.(rules) ?? game.fast;
}

/**
 * Applies one decision from outside. It is read once into a plain frozen copy (one that is not
 * plain data is refused as `event/not-data`, see `readDecision`), which `check` and the machine
 * then see. An illegal one is refused with a reason and the snapshot is left as it was; a legal
 * one the machine does not take is a bug in the game and throws. What chance decides in the step
 * goes to `chance`.
 */
export function applyEvent<C>(game: AnyPlayRuntime, snapshot: FastSnapshot<C>, event: unknown, chance: ChanceRecorder = IGNORE_CHANCE): Result<FastSnapshot<C>> {
  const data = readDecision(event);
  return data.ok ? checkedStep(game, snapshot, data.value, chance) : data;
}

/** `applyEvent` on a decision already read (see `readDecision`): `check`, then the machine's step. */
export function checkedStep<C>(game: AnyPlayRuntime, snapshot: FastSnapshot<C>, data: unknown, chance: ChanceRecorder, fast?: FastMachine<unknown, GameEvent>): Result<FastSnapshot<C>> {
  const refusal = game.check(snapshot, data);
  if (refusal) return { ok: false, error: refusal };
  const machine = fast ?? machineFor(game, (snapshot.context as { readonly rules: RuleSet }).rules);
  const next = machine.transition(snapshot as FastSnapshot<unknown>, data as GameEvent, chance) as FastSnapshot<C> | undefined;
  if (!next) {
    throw new Error(`${game.id}: check() accepted ${JSON.stringify(data)} in state ${snapshot.value}, but the machine has no transition for it`);
  }
  return { ok: true, value: next };
}
