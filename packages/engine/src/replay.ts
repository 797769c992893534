import type { GameSchema } from '@regelwerk/dsl';
import { compile } from '@regelwerk/dsl/compile';
import type { Outcome } from './contract.js';
import { fail, ok, type Result } from './result.js';
import { GameSession, type GameLookup } from './session.js';

/**
 * Re-runs a finished game's log (parsed JSON) against the game's machine: every decision must be
 * legal, every draw possible for its kind and the one the seed gives, and the recorded outcome
 * must be reached. The error names the first step that fails (see `GameSession.fromLog`).
 */
export function replayLog(data: unknown, games: GameLookup, schemas: readonly GameSchema[]): Result<{ readonly steps: number; readonly outcome: Outcome }> {
  const replayed = GameSession.fromLog(data, games, { schemas, compile, history: false });
  if (!replayed.ok) return replayed;
  const session = replayed.value;
  const outcome = session.outcome();
  if (!outcome) return fail('outcome/not-reached', `the log ends after ${session.steps} steps, before the game is over`, session.steps);
  return ok({ steps: session.steps, outcome });
}
