import { MAX_DECISIONS, type RuleSet } from '@regelwerk/dsl';
import type { AnyGameRuntime, AnyPlayRuntime, Bot, GameEvent, Outcome, PlayerInfo, Seat } from './contract.js';
import type { FastSnapshot } from './fast-machine.js';
import type { GameLog } from './log.js';
import { Rng, seedRng } from './rng.js';
import { playsMatch } from './match.js';
import { playMatch, type PlayedMatch } from './match-play.js';
import { GameSession } from './session.js';
import { hasOwn } from './validate.js';

/**
 * A game that went on past `MAX_DECISIONS` (the limit and the figures behind it are in the rule
 * language's limits): almost surely rules that make a game that cannot end, such as a round that
 * never completes. Thrown by `playGame`; its `code` is `game/did-not-end`, and it names the game,
 * the rule file and the seed, so that a command line can say which rules to look at.
 */
export class GameDidNotEnd extends Error {
  readonly code = 'game/did-not-end';
  constructor(
    readonly game: string,
    /** The rule file the game was played by (the variant's, for a variant), or null when the rules have none. */
    readonly ruleFile: string | null,
    readonly seed: string,
    readonly decisions: number,
  ) {
    super(`${ruleFile ?? game}: the game with seed ${JSON.stringify(seed)} did not end within ${decisions.toLocaleString('en')} decisions; the rules probably make a game that cannot end`);
    this.name = 'GameDidNotEnd';
  }
}

export interface PlayOptions {
  readonly game: AnyPlayRuntime;
  readonly rules: RuleSet;
  readonly players: readonly PlayerInfo[];
  readonly seed: string;
  /** Keep every step for a log. */
  readonly record?: boolean;
  /** Bots by id, made once per rule set by the caller (they may precompute tables). */
  readonly bots: Readonly<Record<string, Bot>>;
  /** A clock for decision timing (e.g. performance.now); none means no timing. */
  readonly clock?: () => number;
  /** Time only every n-th decision of the game (default 1: every one); a clock costs too. */
  readonly timeEvery?: number;
  /**
   * Called after every decision with the snapshot after it, which the next step may change in
   * place (unlike `onStep`, it keeps the fast path): for figures counted along the way.
   */
  readonly onDecision?: (event: GameEvent, after: FastSnapshot<unknown>) => void;
  /** Called after every step, e.g. by tests that check invariants. */
  readonly onStep?: (before: FastSnapshot<unknown>, event: GameEvent, after: FastSnapshot<unknown>) => void;
  /** The most decisions before the game is given up as one that does not end (default and at most `MAX_DECISIONS`). */
  readonly maxDecisions?: number;
}

export interface PlayedGame {
  readonly snapshot: FastSnapshot<unknown>;
  readonly outcome: Outcome;
  readonly decisions: number;
  readonly log: GameLog | null;
  /** Milliseconds per timed bot decision, when a clock was given. */
  readonly decisionTimes: readonly number[];
}

const noDecision = (game: string, seat: Seat, state: string) => new Error(`${game}: seat ${seat} is to move in state ${state} but has no legal decision`);

/**
 * Plays one game to its end with bots on every seat, through a `GameSession`, in one loop: each
 * seat's bot gives the index of its decision among the legal ones, which the session takes
 * (`applyListed`). Without a log and without `onStep` nobody holds an earlier snapshot, so the
 * session steps its own snapshot in place, and a bot that only picks at random (`pick`) gets
 * neither a view nor a list of decisions, only their count (the same draw, so the same game as
 * with `decide`). Throws `GameDidNotEnd` when the game has not ended after `MAX_DECISIONS`.
 */
export function playGame(o: PlayOptions): PlayedGame {
  const { game, players } = o;
  const fast = o.record !== true && o.onStep === undefined;
  const started = GameSession.start(game, { rules: o.rules, players, seed: o.seed }, { history: o.record === true, inPlace: fast });
  if (!started.ok) throw new Error(started.error.message);
  const session = started.value;
  const times: number[] = [];
  const timeEvery = Math.max(1, Math.floor(o.timeEvery ?? 1));
  const botRng = new Rng(seedRng(`${o.seed}/bots`));
  const seatBots = players.map((p, seat) => {
    const bot = p.bot === null || !hasOwn(o.bots, p.bot) ? undefined : o.bots[p.bot];
    if (!bot) throw new Error(`playGame: seat ${seat} (${p.name}) needs a bot; known bots: ${Object.keys(o.bots).join(', ')}`);
    return bot;
  });
  // How each seat's bot chooses the index of its decision: by `pick` from the count alone (a
  // session in place), or by `decide` on its view and the list.
  const picks = seatBots.map((bot) => fast && bot.pick !== undefined);
  const observed = o.onStep !== undefined || o.onDecision !== undefined;
  const ruleFile = o.rules.sources.at(-1)?.file ?? null;
  const limit = Math.min(MAX_DECISIONS, o.maxDecisions ?? MAX_DECISIONS);
  while (!session.over) {
    const before = observed ? session.current : undefined;
    const seat = session.toMove()[0];
    if (seat === undefined) throw new Error(`${game.id}: nobody is to move in state ${session.current.value}`);
    const bot = seatBots[seat]!;
    const start = o.clock !== undefined && session.steps % timeEvery === 0 ? o.clock() : undefined;
    let index: number;
    if (picks[seat]) {
      const count = session.legalCount(seat);
      if (count === 0) throw noDecision(game.id, seat, session.current.value);
      index = bot.pick!(count, botRng);
      if (!(index >= 0 && index < count && Math.floor(index) === index)) throw new Error(`${game.id}: the bot ${bot.id} picked decision ${index} of ${count}`);
    } else {
      const legal = session.legalEvents(seat);
      if (legal.length === 0) throw noDecision(game.id, seat, session.current.value);
      // The game's own view on the fast path, where freezing one at every decision would cost
      // more than the bot's decision: the same bots get frozen views on the recorded path, which
      // the conformance suite plays, so a bot that changed its view would be caught there.
      const view = fast ? game.view(session.current, seat) : session.view(seat);
      const decided = bot.decide(view, legal, botRng);
      index = legal.indexOf(decided);
      if (index < 0) throw new Error(`${game.id}: the bot ${bot.id} chose ${JSON.stringify(decided)}, which is not one of the legal decisions it was given`);
    }
    if (start !== undefined) times.push(o.clock!() - start);
    const event = session.applyListed(seat, index);
    if (observed) {
      const after = session.current;
      o.onDecision?.(event, after);
      o.onStep?.(before!, event, after);
    }
    if (session.steps >= limit && !session.over) throw new GameDidNotEnd(game.id, ruleFile, o.seed, limit);
  }
  return { snapshot: session.current, outcome: session.outcome()!, decisions: session.steps, log: o.record ? session.toLog() : null, decisionTimes: times };
}

export interface SimulationOptions {
  readonly game: AnyGameRuntime;
  readonly rules: RuleSet;
  readonly games: number;
  readonly players: number;
  /** Bot ids, given to seats in turn (seat i gets bots[i % bots.length]). */
  readonly bots: readonly string[];
  readonly seed: string;
  readonly record?: boolean;
  readonly clock?: () => number;
  /** Time only every n-th decision of each game (default 1). */
  readonly timeEvery?: number;
  /** Called after each game, e.g. to write its log or draw progress (not for the games of a match). */
  readonly onGame?: (index: number, played: PlayedGame) => void;
  /** For rules that play a match (then `games` counts matches): called after each match. */
  readonly onMatch?: (index: number, played: PlayedMatch) => void;
}

/** Bot decision times, summed up as they come (no list of every time is kept). */
export interface DecisionTimes {
  /** How many decisions were timed. */
  readonly samples: number;
  /** Milliseconds; p50 and p95 from a histogram with buckets 1/16 of an octave wide (within 5 %). */
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

export interface SimulationSummary {
  readonly games: number;
  readonly players: number;
  readonly decisions: number;
  /** Per seat: how many games it lost, and won. */
  readonly seatLosses: readonly number[];
  readonly seatWins: readonly number[];
  /** Per bot id: its seats, the games those seats played (one per seat and game), and how many of those it lost and won. */
  readonly bots: Readonly<Record<string, { readonly seats: number; readonly seatGames: number; readonly losses: number; readonly wins: number }>>;
  /** Averages of numeric outcome details (e.g. rounds per game). */
  readonly averages: Readonly<Record<string, number>>;
  readonly decisionTimes: DecisionTimes;
  /** Only for rules that play a match: the matches, their length, and who won and lost them by seat and bot. */
  readonly match?: MatchSummary;
}

/** The matches of a simulation (seats are those of the match's table; a shared win counts for each). */
export interface MatchSummary {
  readonly matches: number;
  readonly gamesPerMatch: number;
  readonly playOffsPerMatch: number;
  readonly seatWins: readonly number[];
  readonly seatLosses: readonly number[];
  readonly bots: Readonly<Record<string, { readonly wins: number; readonly losses: number }>>;
}

/** The running totals of the matches of a simulation (plain JSON, like `SimulationTally`). */
export interface MatchTally {
  matches: number;
  games: number;
  playOffs: number;
  seatWins: number[];
  seatLosses: number[];
  bots: Record<string, { wins: number; losses: number }>;
}

/**
 * The running totals of a simulation, plain JSON so that worker threads can send theirs: games
 * are played in batches, each batch gives a tally, and tallies merged in batch order give the
 * same summary however many threads played them.
 */
export interface SimulationTally {
  games: number;
  decisions: number;
  seatLosses: number[];
  seatWins: number[];
  bots: Record<string, { seats: number; seatGames: number; losses: number; wins: number }>;
  /** Sums of numeric outcome details. */
  sums: Record<string, number>;
  /** Timed decisions per histogram bucket (`timeBucket`), and the longest. */
  timeBuckets: number[];
  maxTime: number;
  /** Only for rules that play a match. */
  match?: MatchTally;
}

/** Games per batch: fixed, so that sums are added up in the same order for any number of workers. */
export const BATCH_GAMES = 200;

const BUCKETS_PER_OCTAVE = 16;
/** Bucket 0 holds times up to 2^-20 ms (about 1 ns); the last one everything from about 2^12 ms up. */
const TIME_FLOOR = 2 ** -20;
const TIME_BUCKETS = 32 * BUCKETS_PER_OCTAVE;
const timeBucket = (ms: number) => (ms <= TIME_FLOOR ? 0 : Math.min(TIME_BUCKETS - 1, Math.floor(Math.log2(ms / TIME_FLOOR) * BUCKETS_PER_OCTAVE)));
/** The middle of a bucket (geometrically), in milliseconds. */
const bucketTime = (b: number) => TIME_FLOOR * 2 ** ((b + 0.5) / BUCKETS_PER_OCTAVE);

interface Prepared {
  readonly bots: Record<string, Bot>;
  readonly players: readonly PlayerInfo[];
}

function prepare(o: SimulationOptions): Prepared {
  const rules = o.game.rulesFor(o.rules);
  if (!rules.ok) throw new Error(rules.error.message);
  const bots: Record<string, Bot> = Object.create(null) as Record<string, Bot>;
  for (const id of new Set(o.bots)) {
    const make = hasOwn(o.game.bots, id) ? o.game.bots[id] : undefined;
    if (!make) throw new Error(`no bot "${id}" for ${o.game.id}; bots: ${Object.keys(o.game.bots).join(', ')}`);
    bots[id] = make(rules.value);
  }
  const players: PlayerInfo[] = Array.from({ length: o.players }, (_, i) => {
    const bot = o.bots[i % o.bots.length]!;
    return { name: `${bot} ${i + 1}`, bot };
  });
  return { bots, players };
}

/** An empty tally for a simulation's players and bots. */
export function emptyTally(o: Pick<SimulationOptions, 'players' | 'bots'>): SimulationTally {
  const perBot: SimulationTally['bots'] = {};
  for (let i = 0; i < o.players; i++) (perBot[o.bots[i % o.bots.length]!] ??= { seats: 0, seatGames: 0, losses: 0, wins: 0 }).seats++;
  return { games: 0, decisions: 0, seatLosses: new Array<number>(o.players).fill(0), seatWins: new Array<number>(o.players).fill(0), bots: perBot, sums: {}, timeBuckets: [], maxTime: 0 };
}

/** Adds `b` to `a` (same players and bots), in place; returns `a`. */
export function mergeTally(a: SimulationTally, b: SimulationTally): SimulationTally {
  a.games += b.games;
  a.decisions += b.decisions;
  b.seatLosses.forEach((n, s) => (a.seatLosses[s]! += n));
  b.seatWins.forEach((n, s) => (a.seatWins[s]! += n));
  for (const [id, x] of Object.entries(b.bots)) {
    const y = a.bots[id]!;
    y.seatGames += x.seatGames;
    y.losses += x.losses;
    y.wins += x.wins;
  }
  for (const [k, v] of Object.entries(b.sums)) a.sums[k] = (a.sums[k] ?? 0) + v;
  b.timeBuckets.forEach((n, i) => (a.timeBuckets[i] = (a.timeBuckets[i] ?? 0) + (n ?? 0)));
  a.maxTime = Math.max(a.maxTime, b.maxTime);
  if (b.match) {
    const m = (a.match ??= { matches: 0, games: 0, playOffs: 0, seatWins: b.match.seatWins.map(() => 0), seatLosses: b.match.seatLosses.map(() => 0), bots: {} });
    m.matches += b.match.matches;
    m.games += b.match.games;
    m.playOffs += b.match.playOffs;
    b.match.seatWins.forEach((n, s) => (m.seatWins[s]! += n));
    b.match.seatLosses.forEach((n, s) => (m.seatLosses[s]! += n));
    for (const [id, x] of Object.entries(b.match.bots)) {
      const y = (m.bots[id] ??= { wins: 0, losses: 0 });
      y.wins += x.wins;
      y.losses += x.losses;
    }
  }
  return a;
}

/**
 * Plays games `from` to `to - 1` of a simulation (game i with the seed `<seed>/<i>`) and tallies
 * them; what a worker thread runs for each batch it is given.
 */
export function playBatch(o: SimulationOptions, from: number, to: number, prepared: Prepared = prepare(o)): SimulationTally {
  const { bots, players } = prepared;
  const tally = emptyTally(o);
  if (playsMatch(o.rules)) return playMatches(o, from, to, prepared, tally);
  for (let i = from; i < to; i++) {
    const played = playGame({ game: o.game, rules: o.rules, players, seed: `${o.seed}/${i}`, record: o.record, bots, clock: o.clock, timeEvery: o.timeEvery });
    tallyGame(tally, played, players, null);
    o.onGame?.(i, played);
  }
  return tally;
}

/**
 * Adds one game to a tally; `seats` gives the player of the simulation at each seat of the game
 * (a game of a match), null when they are the same.
 */
function tallyGame(tally: SimulationTally, played: PlayedGame, players: readonly PlayerInfo[], seats: readonly number[] | null): void {
  const at = (s: Seat) => (seats === null ? s : seats[s]!);
  tally.games++;
  tally.decisions += played.decisions;
  for (const t of played.decisionTimes) {
    const b = timeBucket(t);
    tally.timeBuckets[b] = (tally.timeBuckets[b] ?? 0) + 1;
    if (t > tally.maxTime) tally.maxTime = t;
  }
  for (const s of played.outcome.losers) tally.seatLosses[at(s)]!++;
  for (const s of played.outcome.winners) tally.seatWins[at(s)]!++;
  for (const p of players) tally.bots[p.bot!]!.seatGames++;
  for (const s of played.outcome.losers) tally.bots[players[s]!.bot!]!.losses++;
  for (const s of played.outcome.winners) tally.bots[players[s]!.bot!]!.wins++;
  for (const [k, v] of Object.entries(played.outcome.details)) if (typeof v === 'number') tally.sums[k] = (tally.sums[k] ?? 0) + v;
}

/** `playBatch` for rules that play a match: match i with the seed `<seed>/<i>`, every game of it tallied as a game too. */
function playMatches(o: SimulationOptions, from: number, to: number, { bots, players }: Prepared, tally: SimulationTally): SimulationTally {
  const m: MatchTally = { matches: 0, games: 0, playOffs: 0, seatWins: players.map(() => 0), seatLosses: players.map(() => 0), bots: {} };
  for (const p of players) m.bots[p.bot!] ??= { wins: 0, losses: 0 };
  tally.match = m;
  for (let i = from; i < to; i++) {
    const played = playMatch({
      game: o.game,
      rules: o.rules,
      players,
      seed: `${o.seed}/${i}`,
      record: o.record,
      bots,
      clock: o.clock,
      timeEvery: o.timeEvery,
      onGame: (g, at) => tallyGame(tally, g, at.players, at.seats),
    });
    m.matches++;
    m.games += played.outcome.games;
    m.playOffs += played.outcome.playOffs;
    for (const p of played.outcome.winners) {
      m.seatWins[p]!++;
      m.bots[players[p]!.bot!]!.wins++;
    }
    for (const p of played.outcome.losers) {
      m.seatLosses[p]!++;
      m.bots[players[p]!.bot!]!.losses++;
    }
    o.onMatch?.(i, played);
  }
  return tally;
}

/** The summary of a whole simulation's tally. */
export function summarize(tally: SimulationTally, players: number): SimulationSummary {
  const averages: Record<string, number> = {};
  for (const [k, v] of Object.entries(tally.sums)) averages[k] = v / Math.max(1, tally.games);
  let samples = 0;
  for (const n of tally.timeBuckets) samples += n ?? 0;
  const quantile = (p: number) => {
    if (samples === 0) return 0;
    const want = Math.min(samples - 1, Math.floor(samples * p));
    let seen = 0;
    for (let b = 0; b < tally.timeBuckets.length; b++) {
      seen += tally.timeBuckets[b] ?? 0;
      if (seen > want) return Math.min(tally.maxTime, bucketTime(b));
    }
    return tally.maxTime;
  };
  return {
    games: tally.games,
    players,
    decisions: tally.decisions,
    seatLosses: tally.seatLosses,
    seatWins: tally.seatWins,
    bots: tally.bots,
    averages,
    decisionTimes: { samples, p50: quantile(0.5), p95: quantile(0.95), max: tally.maxTime },
    ...(tally.match ? { match: matchSummary(tally.match) } : {}),
  };
}

function matchSummary(m: MatchTally): MatchSummary {
  const per = Math.max(1, m.matches);
  return { matches: m.matches, gamesPerMatch: m.games / per, playOffsPerMatch: m.playOffs / per, seatWins: m.seatWins, seatLosses: m.seatLosses, bots: m.bots };
}

/**
 * Plays many games with bots; game i uses the seed `<seed>/<i>`. Nothing is kept per game but
 * running totals (see `SimulationTally`), so memory stays flat however many games are played.
 */
export function simulate(o: SimulationOptions): SimulationSummary {
  const prepared = prepare(o);
  const total = emptyTally(o);
  for (let from = 0; from < o.games; from += BATCH_GAMES) mergeTally(total, playBatch(o, from, Math.min(o.games, from + BATCH_GAMES), prepared));
  return summarize(total, o.players);
}
