import type { RuleSet } from '@regelwerk/dsl';
import { GameSession, LOG_FORMAT, validateLog, type AnyPlayRuntime, type GameEvent, type GameLog, type MatchGame, type MatchState, type PlayerInfo, type Result } from '@regelwerk/engine';
import type { ReactiveControllerHost } from 'lit';
import { removeStored, StoredSlot } from '../shared/storage.js';
import type * as MatchCode from './match.js';

export type Matches = typeof MatchCode;

/** What the element saves under: its `storage-key` (else its id, else its game) and `persist`. */
export interface SavedGameHost extends ReactiveControllerHost, HTMLElement {
  readonly game: string;
  readonly persist: string;
  readonly storageKey: string | null;
}

/** What a saved game must agree with to come back: the game played now, its rules and seats. */
export interface SavedTable {
  readonly game: string;
  readonly runtime: AnyPlayRuntime;
  readonly rules: RuleSet;
  /** The match code, loaded for rules that play a match. */
  readonly matches: Matches | null;
  /** Why these players cannot sit at this table, or null. */
  readonly seatProblem: (players: readonly PlayerInfo[]) => string | null;
  /** For a slot of the older format: the rules it named (variant, rule file, inline text fingerprint). */
  readonly variant: string | null;
  readonly src: string | null;
  readonly inline: string | null;
}

/** A saved game brought back: the session, and for a match the match before it and the game it plays. */
export interface Restored {
  readonly session: GameSession;
  readonly match: MatchState | null;
  readonly matchGame: MatchGame | null;
  /** Read from a slot of the older format (then saved again as a log). */
  readonly older: boolean;
}

/**
 * The slot format before saved games were logs (read, never written): the decisions without
 * their draws, which the seed gives again.
 */
interface OlderSlot {
  readonly format: 'rw-game';
  readonly version: 1;
  readonly game: string;
  readonly variant: string | null;
  readonly src?: string | null;
  readonly inline?: string | null;
  readonly players: readonly PlayerInfo[];
  readonly seed: string;
  readonly events: readonly GameEvent[];
  readonly match?: string;
}

/** A saved game: a log (docs/log-format.md); a match's adds `match`, the match before the game logged. */
type SavedLog = GameLog & { readonly match?: unknown };

const sameRules = (a: GameLog['rules'], b: RuleSet['sources']) => a.length === b.length && a.every((s, i) => s.file === b[i]!.file && s.text === b[i]!.text);

const isPlayer = (p: unknown) => typeof p === 'object' && p !== null && typeof (p as PlayerInfo).name === 'string' && ((p as PlayerInfo).bot === null || typeof (p as PlayerInfo).bot === 'string');

/**
 * Reads a saved game for this table: the game, or why it cannot be read (`why`), or null when
 * there is nothing to read or it was played by other rules (another house rule, rule file or
 * inline text: a fresh game, no notice). Every decision is re-played and checked. A slot of the
 * older format (decisions without draws) is read too (`SavedGame.restore` saves it again as a log).
 */
export function readSavedGame(raw: string, table: SavedTable): { readonly game: Restored } | { readonly why: string } | null {
  const fail = (why: string) => ({ why });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return fail('not JSON');
  }
  const format = (data as { format?: unknown } | null)?.format;
  let players: readonly PlayerInfo[];
  let seed: string;
  let match: unknown;
  let replay: () => Result<GameSession>;
  if (format === LOG_FORMAT) {
    const log = validateLog(data);
    if (!log.ok) return fail(log.error.message);
    if (log.value.game !== table.game) return fail('another format or game');
    if (!sameRules(log.value.rules, table.rules.sources)) return null;
    ({ players, seed, match } = log.value as SavedLog);
    replay = () => GameSession.fromLog(log.value, table.runtime, { rules: table.rules });
  } else {
    const old = data as OlderSlot;
    if (format !== 'rw-game' || old.version !== 1 || old.game !== table.game) return fail('another format or game');
    if ((old.variant ?? null) !== table.variant || (old.src ?? null) !== table.src || (old.inline ?? null) !== table.inline) return null;
    if (!Array.isArray(old.players) || !Array.isArray(old.events) || typeof old.seed !== 'string') return fail('missing fields');
    if (!(old.players as unknown[]).every(isPlayer)) return fail('the players are not a list of names with bots');
    ({ players, seed, match } = old);
    replay = () => {
      const started = GameSession.start(table.runtime, { rules: table.rules, players: old.players, seed: old.seed });
      const replayed = started.ok ? started.value.applyAll(old.events) : started;
      return replayed.ok ? started : replayed;
    };
  }
  const problem = table.seatProblem(players);
  if (problem) return fail(problem);
  // A match comes back with the game it was playing: that game must be the one the match gives.
  let state: MatchState | null = null;
  let matchGame: MatchGame | null = null;
  const matches = table.matches;
  if (matches?.playsMatch(table.rules)) {
    if (typeof match !== 'string') return fail('the match is missing');
    const read = matches.restoreMatch(match, table.rules);
    if (!read.ok) return fail(read.error.message);
    state = read.value;
    matchGame = matches.nextGame(state);
    if (!matchGame || matchGame.seed !== seed || JSON.stringify(matchGame.players) !== JSON.stringify(players)) return fail('the game is not the one the match plays next');
  }
  // The first decision refused names its step.
  const session = replay();
  if (!session.ok) return fail(session.error.step === undefined ? session.error.message : `step ${session.error.step}: ${session.error.message}`);
  return { game: { session: session.value, match: state, matchGame, older: format !== LOG_FORMAT } };
}

/**
 * The element's saved game, in localStorage as a log: written after every step, read back when
 * the element loads the same rules. A failed save, or another tab saving this game, is said
 * (shared/storage.ts).
 */
export class SavedGame extends StoredSlot {
  readonly #key: () => string;

  constructor(host: SavedGameHost) {
    const key = () => `regelwerk:${host.storageKey ?? `rw-game:${host.id || host.game}`}`;
    super(host, key, () => host.persist !== 'off');
    this.#key = key;
  }

  /** The localStorage key of the game (it changes with `storage-key`, the id and the game). */
  get storedUnder(): string {
    return this.#key();
  }

  /** Saves the game as its log (with the match before it, serialized, for a match). */
  store(session: GameSession, match?: string): void {
    const log = session.toLog();
    // Storage full or blocked: the game goes on, and the reader is told and offered the log.
    this.save(JSON.stringify(match === undefined ? log : { ...log, match }));
  }

  /** The saved game for this table; what cannot be read is removed and said in `why`, a slot of the older format saved again as a log. */
  restore(table: SavedTable): { readonly game: Restored } | { readonly why: string } | null {
    this.reset();
    const raw = this.read();
    const read = raw === null ? null : readSavedGame(raw, table);
    if (read && 'why' in read) removeStored(this.#key());
    else if (read?.game.older) {
      const { session, match } = read.game;
      this.store(session, match && table.matches ? table.matches.serializeMatch(match) : undefined);
    }
    return read;
  }
}
