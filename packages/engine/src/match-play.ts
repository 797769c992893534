/**
 * Playing whole matches with bots, and a match's log: what `simulate` and the command line run
 * for a rule set with a match (`match lives|games|best-of|first-to`). Each game is an ordinary
 * game (`playGame`, its own log); the match between them is `match.ts`.
 */
import { MAX_MATCH_GAMES, MAX_PLAY_OFFS, type GameSchema } from '@regelwerk/dsl';
import { compile } from '@regelwerk/dsl/compile';
import type { PlayerInfo } from './contract.js';
import { LOG_FORMAT, type GameLog } from './log.js';
import { matchOutcome, nextGame, recordGame, startMatch, type MatchGame, type MatchOutcome, type MatchState } from './match.js';
import { fail, ok, type Result } from './result.js';
import { GameSession, type GameLookup } from './session.js';
import { playGame, type PlayedGame, type PlayOptions } from './simulate.js';
import { jsonProblem } from './validate.js';

export const MATCH_LOG_FORMAT = 'regelwerk-match-log';
export const MATCH_LOG_VERSION = 1;

/** A whole match: its players and seed (as a game's log has them), every game's own log in order, and how it ended. */
export interface MatchLog extends Pick<GameLog, 'game' | 'variant' | 'rules' | 'players' | 'seed'> {
  readonly format: typeof MATCH_LOG_FORMAT;
  readonly version: typeof MATCH_LOG_VERSION;
  readonly games: readonly GameLog[];
  readonly outcome: MatchOutcome;
}

export interface MatchPlayOptions extends Omit<PlayOptions, 'onStep' | 'onDecision'> {
  /** Called after each game with what `playGame` gave and where it stood in the match. */
  readonly onGame?: (played: PlayedGame, game: MatchGame) => void;
}

export interface PlayedMatch {
  readonly state: MatchState;
  readonly outcome: MatchOutcome;
  /** Decisions of every game together. */
  readonly decisions: number;
  /** With `record`: the match's log. */
  readonly log: MatchLog | null;
}

/**
 * Plays a whole match with bots: game after game as `nextGame` seats and seeds them, each
 * outcome recorded, until the match is over. Throws when the rules play no match (or the
 * players do not fit them), and, like `playGame`, `GameDidNotEnd` for a game that does not end.
 */
export function playMatch(o: MatchPlayOptions): PlayedMatch {
  const started = startMatch(o.rules, o.players, o.seed);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  let decisions = 0;
  const logs: GameLog[] = [];
  for (let game = nextGame(state); game !== null; game = nextGame(state)) {
    const played = playGame({ ...o, players: game.players, seed: game.seed });
    decisions += played.decisions;
    if (played.log) logs.push(played.log);
    const recorded = recordGame(state, played.outcome);
    if (!recorded.ok) throw new Error(`${o.game.id}: ${recorded.error.message}`);
    state = recorded.value;
    o.onGame?.(played, game);
  }
  const outcome = matchOutcome(state)!;
  const log: MatchLog | null = o.record
    ? { format: MATCH_LOG_FORMAT, version: MATCH_LOG_VERSION, game: o.rules.game, variant: o.rules.variant?.name ?? null, rules: o.rules.sources, players: state.players, seed: o.seed, games: logs, outcome }
    : null;
  return { state, outcome, decisions, log };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether parsed JSON says it is a match's log (rather than one game's). */
export const isMatchLog = (data: unknown): boolean => isObject(data) && data.format === MATCH_LOG_FORMAT;

/**
 * Re-runs a match's log: every game's log replays (see `replayLog`) by the match's rules, with the
 * players and seed the match gives it at that point (`nextGame`), its outcome recorded in turn,
 * and the match must end where the log ends, with the outcome it records. The error names the
 * game (`game` counted from 0) and, within it, the step. Codes: `log/format` (not a match log),
 * `match/…` (a game other than the match's), the game's own codes.
 */
export function replayMatchLog(data: unknown, games: GameLookup, schemas: readonly GameSchema[]): Result<{ readonly games: number; readonly steps: number; readonly outcome: MatchOutcome }> {
  const problem = jsonProblem(data, 72);
  if (problem) return fail('log/format', `${problem.path}: ${problem.message}`);
  if (!isObject(data) || data.format !== MATCH_LOG_FORMAT) return fail('log/format', `$.format: expected "${MATCH_LOG_FORMAT}"`);
  if (data.version !== MATCH_LOG_VERSION) return fail('log/format', `$.version: this reader knows version ${MATCH_LOG_VERSION} of match logs, not ${JSON.stringify(data.version)}`);
  if (typeof data.seed !== 'string' || !Array.isArray(data.players) || !Array.isArray(data.games) || !Array.isArray(data.rules)) return fail('log/format', 'a match log has `rules`, `players`, `seed`, `games` and `outcome`');
  if (data.games.length === 0 || data.games.length > MAX_MATCH_GAMES + MAX_PLAY_OFFS) return fail('log/format', `$.games: a match has 1 to ${MAX_MATCH_GAMES + MAX_PLAY_OFFS} games, not ${data.games.length}`);
  let state: MatchState | null = null;
  let steps = 0;
  for (let k = 0; k < data.games.length; k++) {
    const log = data.games[k] as unknown;
    const at = `$.games[${k}]`;
    if (!isObject(log) || log.format !== LOG_FORMAT) return fail('log/format', `${at}: expected a game log`);
    if (!same(log.rules, data.rules)) return fail('match/rules', `${at}.rules: game ${k} was played by other rules than the match`);
    const replayed = GameSession.fromLog(log, games, { schemas, compile, history: false });
    if (!replayed.ok) return fail(replayed.error.code, `game ${k}: ${replayed.error.message}`, replayed.error.step);
    const session = replayed.value;
    const gameOutcome = session.outcome();
    if (!gameOutcome) return fail('outcome/not-reached', `game ${k}: the log ends after ${session.steps} steps, before the game is over`, session.steps);
    if (state === null) {
      const started = startMatch(session.rules, data.players as PlayerInfo[], data.seed);
      if (!started.ok) return started;
      state = started.value;
    }
    const next = nextGame(state);
    if (next === null) return fail('match/over', `${at}: the match was over after ${k} games`);
    if (log.seed !== next.seed) return fail('match/seed', `${at}.seed: game ${k} of the match plays with the seed ${JSON.stringify(next.seed)}`);
    if (!same(log.players, next.players)) return fail('match/seats', `${at}.players: game ${k} is played by ${next.players.map((p) => p.name).join(', ')} in this order`);
    const recorded = recordGame(state, gameOutcome);
    if (!recorded.ok) return recorded;
    state = recorded.value;
    steps += session.steps;
  }
  const outcome = matchOutcome(state!);
  if (outcome === null) return fail('outcome/not-reached', `the log ends after ${data.games.length} games, before the match is over`);
  if (!same(outcome, data.outcome)) return fail('outcome/mismatch', `$.outcome: the games give ${JSON.stringify(outcome)}`);
  return ok({ games: data.games.length, steps, outcome });
}
