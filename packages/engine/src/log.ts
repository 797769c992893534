import type { Source } from '@regelwerk/dsl';
import type { Draw } from './chance.js';
import type { GameEvent, Outcome, PlayerInfo } from './contract.js';
import { playersProblem } from './players.js';
import { fail, ok, type Result } from './result.js';
import { jsonProblem } from './validate.js';

export const LOG_FORMAT = 'regelwerk-log';
/** 2: chance is a list of draws by kind (version 1 had one game-shaped object per step). */
export const LOG_VERSION = 2;
/**
 * How deeply a log may nest (an event in a step in the steps is 4 levels; a generated board a few
 * more). Deeper input is refused before anything walks it, so no check recurses on input depth.
 */
export const MAX_LOG_DEPTH = 64;
/** The longest game id, variant name or rule file name a log may hold: each is echoed in messages about the log. */
export const MAX_LOG_LABEL_LENGTH = 200;

export interface LogStep {
  readonly event: GameEvent;
  /** What chance decided in this step, draw by draw, e.g. `[{ "kind": "dice", "die": "d6", "values": [3, 1, 6] }]`. */
  readonly chance: readonly Draw[];
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
  /** What chance decided before the first decision (who starts, a shuffled deck). */
  readonly setup: readonly Draw[];
  readonly steps: readonly LogStep[];
  readonly outcome: Outcome | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isDrawList = (v: unknown) => Array.isArray(v) && v.every((d) => isObject(d) && typeof d.kind === 'string');

/**
 * Checks that parsed JSON has the shape of a log; the error (`log/format`) names the first place
 * where it does not, e.g. `$.steps[3]: …`. Game-specific content (events, draws) is checked by replay.
 */
export function validateLog(data: unknown): Result<GameLog> {
  const problem = jsonProblem(data, MAX_LOG_DEPTH) ?? shapeProblem(data);
  return problem ? fail('log/format', `${problem.path}: ${problem.message}`) : ok(data as GameLog);
}

const labelProblem = (path: string, label: string) =>
  label.length <= MAX_LOG_LABEL_LENGTH ? null : { path, message: `expected at most ${MAX_LOG_LABEL_LENGTH} characters, found ${label.length}` };

function shapeProblem(data: unknown): { path: string; message: string } | null {
  const at = (path: string, message: string) => ({ path, message });
  if (!isObject(data)) return at('$', 'a log is a JSON object');
  if (data.format !== LOG_FORMAT) return at('$.format', `expected "${LOG_FORMAT}", found ${JSON.stringify(data.format)}`);
  if (data.version !== LOG_VERSION) return at('$.version', `this regelwerk reads log version ${LOG_VERSION}, the log has ${JSON.stringify(data.version)}`);
  if (typeof data.game !== 'string') return at('$.game', 'expected the game id as text');
  if (data.variant !== null && typeof data.variant !== 'string') return at('$.variant', 'expected the variant name or null');
  const long = labelProblem('$.game', data.game) ?? (data.variant === null ? null : labelProblem('$.variant', data.variant));
  if (long) return long;
  if (!Array.isArray(data.rules) || data.rules.length === 0) return at('$.rules', 'expected the rule texts as a non-empty list');
  for (const [i, s] of data.rules.entries()) {
    if (!isObject(s) || typeof s.file !== 'string' || typeof s.text !== 'string') return at(`$.rules[${i}]`, 'expected { "file": …, "text": … }');
    const longFile = labelProblem(`$.rules[${i}].file`, s.file);
    if (longFile) return longFile;
  }
  if (!Array.isArray(data.players) || data.players.length === 0) return at('$.players', 'expected the players as a non-empty list');
  const players = playersProblem(data.players);
  if (players) return players;
  if (typeof data.seed !== 'string') return at('$.seed', 'expected the seed as text');
  if (!isDrawList(data.setup)) return at('$.setup', 'expected a list of draws, each { "kind": …, … }');
  if (!Array.isArray(data.steps)) return at('$.steps', 'expected the steps as a list');
  for (const [i, s] of data.steps.entries()) {
    if (!isObject(s) || !isObject(s.event) || typeof s.event.type !== 'string' || !Number.isInteger(s.event.seat)) {
      return at(`$.steps[${i}]`, 'expected { "event": { "type": …, "seat": <number>, … }, "chance": [draws] }');
    }
    if (!isDrawList(s.chance)) return at(`$.steps[${i}].chance`, 'expected a list of draws, each { "kind": …, … }');
  }
  if (data.outcome !== null && !isObject(data.outcome)) return at('$.outcome', 'expected an object or null');
  return null;
}
