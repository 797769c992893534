/**
 * A match: a series of whole games of one rule set, decided by lives, points or wins (`match …`,
 * `score …` of the rule language). What happens between games depends on each game's `Outcome`
 * alone, so every game plays matches without code of its own. Pure functions over a frozen,
 * JSON-serialisable state: `startMatch`, then `nextGame` (who plays the next game, seated how, with
 * which seed) and `recordGame` (its outcome) until `matchOutcome` is not null. `serializeMatch`
 * and `restoreMatch` save and restore it; a restore plays the recorded games through again, so a
 * state no match can reach is refused. See docs/adding-a-game.md, "Matches".
 */
import { MAX_MATCH_GAMES, MAX_PLAY_OFFS, type MatchRule, type RuleSet } from '@regelwerk/dsl';
import type { Outcome, Placing, PlayerInfo, Seat } from './contract.js';
import { deepFreeze } from './frozen.js';
import { allowsPlayers, playerRange, playersProblem } from './players.js';
import { fail, ok, type Result } from './result.js';
import { array, int, jsonProblem, object, bool, nullable, oneOf, validate, type Shape } from './validate.js';

/** A match player: an index into `MatchState.players`. */
export type MatchPlayer = number;

/** One game of a match as it was played, in match players (not the game's seats). */
export interface MatchGameRecord {
  /** The match player at each seat of the game, seat 0 first. */
  readonly seats: readonly MatchPlayer[];
  /** The game's ranking, winners and losers (see `Outcome`), as match players. */
  readonly ranking: readonly (readonly MatchPlayer[])[];
  readonly winners: readonly MatchPlayer[];
  readonly losers: readonly MatchPlayer[];
  /** A play-off among players level at the end (`ties play-off`): it costs no life and scores nothing. */
  readonly playOff: boolean;
}

/** A match under way or over. Frozen; plain JSON but for the rule it was started with. */
export interface MatchState {
  readonly rule: MatchRule;
  /** The players a game of these rules allows. */
  readonly table: RuleSet['players'];
  readonly seed: string;
  readonly players: readonly PlayerInfo[];
  readonly games: readonly MatchGameRecord[];
  /** Lives left per player (`lives`), else null. */
  readonly lives: readonly number[] | null;
  /** Points per player (`score`), else null. */
  readonly points: readonly number[] | null;
  /** Games won per player (a shared win counts for each), play-offs aside. */
  readonly wins: readonly number[];
}

/** The next game: its players in seat order, which match player sits where, and its seed. */
export interface MatchGame {
  /** Counted from 0 over the whole match, play-offs included. */
  readonly index: number;
  readonly seed: string;
  readonly seats: readonly MatchPlayer[];
  readonly players: readonly PlayerInfo[];
  readonly playOff: boolean;
}

/** How a match ended, in match players: a tie in `ranking` is one that stands; `losers` (the last place) is empty when everyone shares one place. */
export interface MatchOutcome extends Placing<MatchPlayer> {
  /** Games played, play-offs included, and the play-offs among them. */
  readonly games: number;
  readonly playOffs: number;
}

/** Whether a rule set plays a match of several games (not only `lost-at`, which is one game's). */
export function playsMatch(rules: RuleSet): boolean {
  const m = rules.match;
  return m !== undefined && (m.lives !== null || m.games !== undefined || m.bestOf !== undefined || m.firstTo !== undefined);
}

/** The start of a match of these rules between these players (`match/none`, `match/players`). */
export function startMatch(rules: RuleSet, players: readonly PlayerInfo[], seed: string): Result<MatchState> {
  if (!playsMatch(rules)) return fail('match/none', `${rules.title}: the rules play single games, not a match (no \`match lives|games|best-of|first-to\`)`);
  const problem = playersProblem(players);
  if (problem) return fail('match/players', `${problem.path}: ${problem.message}`);
  if (!allowsPlayers(rules.players, players.length)) return fail('match/players', `${rules.title} is played by ${playerRange(rules.players)} players, not ${players.length}`);
  const rule = rules.match!;
  const n = players.length;
  return ok(
    deepFreeze({
      rule,
      table: rules.players,
      seed,
      players: players.map((p) => ({ name: p.name, bot: p.bot })),
      games: [],
      lives: rule.lives === null ? null : new Array<number>(n).fill(rule.lives),
      points: rule.score === undefined ? null : new Array<number>(n).fill(0),
      wins: new Array<number>(n).fill(0),
    }),
  );
}

/** The seed of game `index` of a match: the match seed and decisions reproduce every game. */
export const matchGameSeed = (seed: string, index: number): string => `${seed}/game/${index}`;

/**
 * The next game, or null when the match is over. Its players are those still in (with lives
 * left), or the players level at the end for a play-off, in their order at the match's table,
 * turned so that the last game's loser (the first of its losers still playing, else the next
 * player after them) sits first. A game whose first starter is the first seat (`starter first
 * youngest`) then has them start; a game that draws its starter by lot draws again.
 */
export function nextGame(state: MatchState): MatchGame | null {
  const who = nextPlayers(state);
  if (who === null) return null;
  const seats = seatedAfterLoser(state, who.players);
  const index = state.games.length;
  return deepFreeze({ index, seed: matchGameSeed(state.seed, index), seats, players: seats.map((p) => state.players[p]!), playOff: who.playOff });
}

/**
 * The match after one more game, whose outcome is in the seats of `nextGame(state)`: each loser
 * loses a life, winners and losers score (`score`), winners count a win; a play-off only decides
 * among the level players. Refused: a match that is over (`match/over`), an outcome that is not
 * one of a game of that many seats (`match/outcome`).
 */
export function recordGame(state: MatchState, outcome: Outcome): Result<MatchState> {
  const next = nextGame(state);
  if (next === null) return fail('match/over', 'the match is over: no game is to be recorded');
  const problem = outcomeProblem(outcome, next.seats.length);
  if (problem) return fail('match/outcome', `the outcome of game ${next.index + 1}: ${problem}`);
  const of = (seats: readonly Seat[]) => seats.map((s) => next.seats[s]!);
  const record: MatchGameRecord = { seats: next.seats, ranking: outcome.ranking.map(of), winners: of(outcome.winners), losers: of(outcome.losers), playOff: next.playOff };
  const lives = state.lives?.slice() ?? null;
  const points = state.points?.slice() ?? null;
  const wins = state.wins.slice();
  if (!next.playOff) {
    if (lives) for (const p of record.losers) lives[p] = Math.max(0, lives[p]! - 1);
    if (points) {
      const score = state.rule.score!;
      for (const p of record.winners) points[p]! += score.winner ?? 0;
      for (const p of record.losers) points[p]! += score.loser ?? 0;
      if (score.places) {
        let above = 0;
        for (const group of record.ranking) {
          for (const p of group) points[p]! += score.places[above] ?? 0;
          above += group.length;
        }
      }
    }
    for (const p of record.winners) wins[p]!++;
  }
  return ok(deepFreeze({ ...state, games: [...state.games, record], lives, points, wins }));
}

/** How the match ended, or null while it goes on. */
export function matchOutcome(state: MatchState): MatchOutcome | null {
  if (nextPlayers(state) !== null) return null;
  const ranking = finalRanking(state);
  const playOffs = state.games.filter((g) => g.playOff).length;
  return deepFreeze({ ranking, winners: ranking[0] ?? [], losers: ranking.length > 1 ? ranking[ranking.length - 1]! : [], games: state.games.length, playOffs });
}

/** The standing now (before any play-off), players grouped by place, best first. */
export function matchStanding(state: MatchState): MatchPlayer[][] {
  const regular = state.games.filter((g) => !g.playOff);
  // Lives decide first, then when a player left (later is better); else points; else wins.
  const leftAt = state.players.map(() => Infinity);
  if (state.lives) {
    const lives = state.players.map(() => state.rule.lives!);
    regular.forEach((g, i) => {
      for (const p of g.losers) if (lives[p]! > 0 && --lives[p]! === 0) leftAt[p] = i;
    });
  }
  const key = (p: MatchPlayer): number[] => (state.lives ? [state.lives[p]!, leftAt[p]!] : state.points ? [state.points[p]!] : [state.wins[p]!]);
  const order = state.players.map((_, p) => p);
  const keys = order.map(key);
  const cmp = (a: MatchPlayer, b: MatchPlayer) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  };
  order.sort((a, b) => cmp(a, b) || a - b);
  const groups: MatchPlayer[][] = [];
  for (const p of order) {
    const last = groups[groups.length - 1];
    if (last && cmp(last[0]!, p) === 0) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

/** The match as plain JSON (the rule and the table come from the rule set on restore). */
export function serializeMatch(state: MatchState): string {
  const { seed, players, games, lives, points, wins } = state;
  return JSON.stringify({ format: MATCH_FORMAT, version: MATCH_VERSION, seed, players, games, lives, points, wins });
}

export const MATCH_FORMAT = 'regelwerk-match';
export const MATCH_VERSION = 1;
/** A match state is at most a few hundred games of a few players; this bounds what a restore reads. */
export const MAX_MATCH_STATE_CHARS = 2_000_000;

/**
 * A match from `serializeMatch`'s JSON, played by these rules. The recorded games are played
 * through again: each must seat the players `nextGame` would have seated (`match/inconsistent`),
 * and the lives, points and wins stored must be those the games give. A text that is not a match
 * is `match/unreadable`; nothing is changed either way.
 */
export function restoreMatch(json: string, rules: RuleSet): Result<MatchState> {
  if (typeof json !== 'string' || json.length > MAX_MATCH_STATE_CHARS) return fail('match/unreadable', `a saved match is a text of at most ${MAX_MATCH_STATE_CHARS.toLocaleString('en')} characters`);
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (e) {
    return fail('match/unreadable', `not JSON: ${(e as Error).message}`);
  }
  const deep = jsonProblem(data, 8);
  if (deep) return fail('match/unreadable', `${deep.path}: ${deep.message}`);
  const players = rules.players.max ?? 100;
  const read = validate(savedShape(Math.max(players, 2)), data, 'match/unreadable');
  if (!read.ok) return read;
  const saved = read.value;
  const started = startMatch(rules, saved.players, saved.seed);
  if (!started.ok) return started;
  let state = started.value;
  const n = saved.players.length;
  for (let i = 0; i < saved.games.length; i++) {
    const g = saved.games[i]!;
    const next = nextGame(state);
    const at = `$.games[${i}]`;
    if (next === null) return fail('match/inconsistent', `${at}: the match was over after ${i} games`);
    if (g.playOff !== next.playOff) return fail('match/inconsistent', `${at}.playOff: game ${i + 1} is ${next.playOff ? '' : 'not '}a play-off`);
    if (!same(g.seats, next.seats)) return fail('match/inconsistent', `${at}.seats: game ${i + 1} seats ${JSON.stringify(next.seats)}, not ${JSON.stringify(g.seats)}`);
    if (g.seats.some((p) => p >= n)) return fail('match/inconsistent', `${at}.seats: a player beyond the ${n} of the match`);
    // The record in the game's seats, as `recordGame` takes it.
    const seatOf = new Map(g.seats.map((p, s) => [p, s]));
    const seats = (ps: readonly number[], field: string): Result<number[]> => {
      const out: number[] = [];
      for (const p of ps) {
        const s = seatOf.get(p);
        if (s === undefined) return fail('match/inconsistent', `${at}.${field}: player ${p} did not play game ${i + 1}`);
        out.push(s);
      }
      return ok(out);
    };
    const ranking: number[][] = [];
    for (const [k, group] of g.ranking.entries()) {
      const r = seats(group, `ranking[${k}]`);
      if (!r.ok) return r;
      ranking.push(r.value);
    }
    const winners = seats(g.winners, 'winners');
    if (!winners.ok) return winners;
    const losers = seats(g.losers, 'losers');
    if (!losers.ok) return losers;
    const recorded = recordGame(state, { ranking, winners: winners.value, losers: losers.value, details: {} });
    if (!recorded.ok) return fail('match/inconsistent', `${at}: ${recorded.error.message}`);
    state = recorded.value;
  }
  for (const field of ['lives', 'points', 'wins'] as const) {
    if (!same(saved[field], state[field])) return fail('match/inconsistent', `$.${field}: the games give ${JSON.stringify(state[field])}, not ${JSON.stringify(saved[field])}`);
  }
  return ok(state);
}

function savedShape(maxPlayers: number) {
  const player = int(0, maxPlayers - 1);
  const players = array(player, { max: maxPlayers });
  const record = object({ seats: array(player, { min: 1, max: maxPlayers }), ranking: array(players, { max: maxPlayers }), winners: players, losers: players, playOff: bool });
  const counts = array(int(-1_000_000_000, 1_000_000_000), { max: maxPlayers });
  const playerInfo: Shape<PlayerInfo[]> = {
    check: (v, path) => playersProblem(v, path),
  };
  return object({
    format: oneOf([MATCH_FORMAT]),
    version: oneOf([MATCH_VERSION]),
    seed: { check: (v, path) => (typeof v === 'string' && v.length <= 1000 ? null : { path, message: 'expected a seed of at most 1000 characters' }) } as Shape<string>,
    players: playerInfo,
    games: array(record, { max: MAX_MATCH_GAMES + MAX_PLAY_OFFS }),
    lives: nullable(counts),
    points: nullable(counts),
    wins: counts,
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What is wrong with a game's outcome for `n` seats, or null. */
function outcomeProblem(o: Outcome, n: number): string | null {
  const isSeat = (s: unknown) => Number.isInteger(s) && (s as number) >= 0 && (s as number) < n;
  if (!Array.isArray(o.ranking) || !Array.isArray(o.winners) || !Array.isArray(o.losers)) return 'expected `ranking`, `winners` and `losers` lists';
  const ranked = o.ranking.flat();
  if (!o.ranking.every((g) => Array.isArray(g) && g.length > 0) || ranked.length !== n || !ranked.every(isSeat) || new Set(ranked).size !== n) return `its ranking must hold each of the ${n} seats once`;
  for (const field of ['winners', 'losers'] as const) {
    const list = o[field];
    if (!list.every(isSeat) || new Set(list).size !== list.length) return `\`${field}\` must be distinct seats below ${n}`;
  }
  return null;
}

/** Who plays next, or null when the match is over. */
function nextPlayers(state: MatchState): { players: MatchPlayer[]; playOff: boolean } | null {
  const everyone = state.players.map((_, p) => p);
  if (!regularOver(state)) return { players: state.lives ? everyone.filter((p) => state.lives![p]! > 0) : everyone, playOff: false };
  if (state.rule.ties !== 'play-off') return null;
  const playOffs = state.games.filter((g) => g.playOff);
  if (playOffs.length >= MAX_PLAY_OFFS) return null;
  const level = playOffs.length === 0 ? matchStanding(state)[0]! : playOffs[playOffs.length - 1]!.ranking[0]!;
  if (level.length < 2 || !allowsPlayers(state.table, level.length)) return null;
  return { players: [...level].sort((a, b) => a - b), playOff: true };
}

/** Whether the games before any play-off are over. */
function regularOver(state: MatchState): boolean {
  const { rule } = state;
  const played = state.games.filter((g) => !g.playOff).length;
  if (played >= MAX_MATCH_GAMES) return true;
  if (rule.games !== undefined && played >= rule.games) return true;
  if (state.lives) {
    const left = state.lives.filter((l) => l > 0).length;
    if (left <= 1 || left < state.table.min) return true;
  }
  if (rule.bestOf !== undefined && (played >= rule.bestOf || state.wins.some((w) => 2 * w > rule.bestOf!))) return true;
  if (rule.firstTo !== undefined && state.points?.some((p) => p >= rule.firstTo!)) return true;
  return false;
}

/** The standing with the top group settled by the play-offs, as far as they settled it. */
function finalRanking(state: MatchState): MatchPlayer[][] {
  const standing = matchStanding(state);
  const playOffs = state.games.filter((g) => g.playOff);
  if (playOffs.length === 0) return standing;
  // Each play-off splits the group that played it; the next was played among its leaders.
  let top: MatchPlayer[][] = [standing[0]!];
  for (const g of playOffs) top = [...g.ranking.map((r) => [...r]), ...top.slice(1)];
  return [...top, ...standing.slice(1)];
}

/** `players` (ascending) turned so that the last game's loser, or the next player after them, sits first. */
function seatedAfterLoser(state: MatchState, players: readonly MatchPlayer[]): MatchPlayer[] {
  const last = state.games[state.games.length - 1];
  const loser = last?.losers[0];
  if (loser === undefined) return [...players];
  const from = players.findIndex((p) => p >= loser);
  const k = from < 0 ? 0 : from;
  return [...players.slice(k), ...players.slice(0, k)];
}
