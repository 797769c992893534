import type { RuleSet } from '@regelwerk/dsl';
import type { AnyGameDefinition, GameEvent, GameInput, Refusal, Result } from './contract.js';
import type { FastSnapshot } from './fast-machine.js';

/** The first snapshot of a game. */
export function startGame<C>(game: AnyGameDefinition, input: GameInput<RuleSet>): FastSnapshot<C> {
  return game.fast.initial(game.createContext(input)) as FastSnapshot<C>;
}

/**
 * Applies one decision. An illegal one is refused with a reason and the snapshot is left as it
 * was; a legal one the machine does not take is a bug in the game and throws.
 */
export function applyEvent<C>(game: AnyGameDefinition, snapshot: FastSnapshot<C>, event: unknown): Result<FastSnapshot<C>> {
  const refusal: Refusal | null = game.check(snapshot, event);
  if (refusal) return { ok: false, refusal };
  const next = game.fast.transition(snapshot, event as GameEvent) as FastSnapshot<C> | undefined;
  if (!next) {
    throw new Error(`${game.id}: check() accepted ${JSON.stringify(event)} in state ${snapshot.value}, but the machine has no transition for it`);
  }
  return { ok: true, value: next };
}
