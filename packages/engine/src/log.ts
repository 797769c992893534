import type { ChanceRecord, GameEvent, Outcome, PlayerInfo } from './contract.js';
import type { Source } from '@regelwerk/dsl';

export const LOG_FORMAT = 'regelwerk-log';
export const LOG_VERSION = 1;

export interface LogStep {
  readonly event: GameEvent;
  /** What chance decided in this step, e.g. `{ "dice": [3, 1, 6] }`; null when nothing. */
  readonly chance: ChanceRecord | null;
}

/** A whole game: enough to replay it, and to audit it without our random generator. */
export interface GameLog {
  readonly format: typeof LOG_FORMAT;
  readonly version: typeof LOG_VERSION;
  readonly game: string;
  readonly variant: string | null;
  /** The rule texts: the base game first, then the variant, if any. */
  readonly rules: readonly Source[];
  readonly players: readonly PlayerInfo[];
  readonly seed: string;
  readonly setup: ChanceRecord | null;
  readonly steps: readonly LogStep[];
  readonly outcome: Outcome | null;
}

export type LogProblem = { readonly path: string; readonly message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks that parsed JSON has the shape of a log, naming the first place where it does not.
 * Game-specific content (events, chance) is checked by replay.
 */
export function validateLog(data: unknown): { ok: true; log: GameLog } | { ok: false; problem: LogProblem } {
  const fail = (path: string, message: string) => ({ ok: false as const, problem: { path, message } });
  if (!isObject(data)) return fail('$', 'a log is a JSON object');
  if (data.format !== LOG_FORMAT) return fail('$.format', `expected "${LOG_FORMAT}", found ${JSON.stringify(data.format)}`);
  if (data.version !== LOG_VERSION) return fail('$.version', `this regelwerk reads log version ${LOG_VERSION}, the log has ${JSON.stringify(data.version)}`);
  if (typeof data.game !== 'string') return fail('$.game', 'expected the game id as text');
  if (data.variant !== null && typeof data.variant !== 'string') return fail('$.variant', 'expected the variant name or null');
  if (!Array.isArray(data.rules) || data.rules.length === 0) return fail('$.rules', 'expected the rule texts as a non-empty list');
  for (const [i, s] of data.rules.entries()) {
    if (!isObject(s) || typeof s.file !== 'string' || typeof s.text !== 'string') return fail(`$.rules[${i}]`, 'expected { "file": …, "text": … }');
  }
  if (!Array.isArray(data.players) || data.players.length === 0) return fail('$.players', 'expected the players as a non-empty list');
  for (const [i, p] of data.players.entries()) {
    if (!isObject(p) || typeof p.name !== 'string' || (p.bot !== null && typeof p.bot !== 'string')) {
      return fail(`$.players[${i}]`, 'expected { "name": …, "bot": <bot id or null> }');
    }
  }
  if (typeof data.seed !== 'string') return fail('$.seed', 'expected the seed as text');
  if (data.setup !== null && !isObject(data.setup)) return fail('$.setup', 'expected an object or null');
  if (!Array.isArray(data.steps)) return fail('$.steps', 'expected the steps as a list');
  for (const [i, s] of data.steps.entries()) {
    if (!isObject(s) || !isObject(s.event) || typeof s.event.type !== 'string' || !Number.isInteger(s.event.seat)) {
      return fail(`$.steps[${i}]`, 'expected { "event": { "type": …, "seat": <number>, … }, "chance": … }');
    }
    if (s.chance !== null && !isObject(s.chance)) return fail(`$.steps[${i}].chance`, 'expected an object or null');
  }
  if (data.outcome !== null && !isObject(data.outcome)) return fail('$.outcome', 'expected an object or null');
  return { ok: true, log: data as unknown as GameLog };
}
