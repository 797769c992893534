import type { RuleSet } from '@regelwerk/dsl';
import type { AnyGameRuntime, Bot, GameEvent, Outcome, PlayerInfo } from './contract.js';
import type { FastSnapshot } from './fast-machine.js';
import type { GameLog } from './log.js';
import { Rng, seedRng } from './rng.js';
import { GameSession } from './session.js';
import { hasOwn } from './validate.js';

/** More decisions than this in one game means a game that does not end: a bug. */
export const MAX_DECISIONS = 1_000_000;

export interface PlayOptions {
  readonly game: AnyGameRuntime;
  readonly rules: RuleSet;
  readonly players: readonly PlayerInfo[];
  readonly seed: string;
  /** Keep every step for a log. */
  readonly record?: boolean;
  /** Bots by id, made once per rule set by the caller (they may precompute tables). */
  readonly bots: Readonly<Record<string, Bot>>;
  /** A clock for decision timing (e.g. performance.now); none means no timing. */
  readonly clock?: () => number;
  /** Called after every step, e.g. by tests that check invariants. */
  readonly onStep?: (before: FastSnapshot<unknown>, event: GameEvent, after: FastSnapshot<unknown>) => void;
}

export interface PlayedGame {
  readonly snapshot: FastSnapshot<unknown>;
  readonly outcome: Outcome;
  readonly decisions: number;
  readonly log: GameLog | null;
  /** Milliseconds per bot decision, when a clock was given. */
  readonly decisionTimes: readonly number[];
}

/** Plays one game to its end with bots on every seat, through a `GameSession`. */
export function playGame(o: PlayOptions): PlayedGame {
  const { game, players } = o;
  const started = GameSession.start(game, { rules: o.rules, players, seed: o.seed }, { history: o.record === true });
  if (!started.ok) throw new Error(started.error.message);
  const session = started.value;
  const times: number[] = [];
  const botRng = new Rng(seedRng(`${o.seed}/bots`));
  const seatBots = players.map((p, seat) => {
    const bot = p.bot === null || !hasOwn(o.bots, p.bot) ? undefined : o.bots[p.bot];
    if (!bot) throw new Error(`playGame: seat ${seat} (${p.name}) needs a bot; known bots: ${Object.keys(o.bots).join(', ')}`);
    return bot;
  });
  while (!session.over) {
    const before = session.current;
    const seat = session.toMove()[0];
    if (seat === undefined) throw new Error(`${game.id}: nobody is to move in state ${before.value}`);
    const legal = session.legalEvents(seat);
    if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} is to move in state ${before.value} but has no legal decision`);
    const start = o.clock?.();
    const event = seatBots[seat]!.decide(session.view(seat), legal, botRng);
    if (start !== undefined) times.push(o.clock!() - start);
    if (!legal.includes(event)) throw new Error(`${game.id}: the bot ${seatBots[seat]!.id} chose ${JSON.stringify(event)}, which is not one of the legal decisions it was given`);
    const after = session.applyLegal(event);
    o.onStep?.(before, event, after);
    if (session.steps > MAX_DECISIONS) throw new Error(`${game.id}: the game did not end within ${MAX_DECISIONS} decisions`);
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
  /** Called after each game, e.g. to write its log or draw progress. */
  readonly onGame?: (index: number, played: PlayedGame) => void;
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
  readonly decisionTimes: readonly number[];
}

/** Plays many games with bots; game i uses the seed `<seed>/<i>`. */
export function simulate(o: SimulationOptions): SimulationSummary {
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
  const seatLosses = new Array<number>(o.players).fill(0);
  const seatWins = new Array<number>(o.players).fill(0);
  // Keyed only by bot ids the game has (checked above).
  const perBot: Record<string, { seats: number; seatGames: number; losses: number; wins: number }> = {};
  for (const p of players) {
    const b = (perBot[p.bot!] ??= { seats: 0, seatGames: 0, losses: 0, wins: 0 });
    b.seats++;
  }
  const sums: Record<string, number> = {};
  const times: number[] = [];
  let decisions = 0;
  for (let i = 0; i < o.games; i++) {
    const played = playGame({ game: o.game, rules: o.rules, players, seed: `${o.seed}/${i}`, record: o.record, bots, clock: o.clock });
    decisions += played.decisions;
    for (const t of played.decisionTimes) times.push(t);
    for (const s of played.outcome.losers) seatLosses[s]!++;
    for (const s of played.outcome.winners) seatWins[s]!++;
    for (const p of players) perBot[p.bot!]!.seatGames++;
    for (const s of played.outcome.losers) perBot[players[s]!.bot!]!.losses++;
    for (const s of played.outcome.winners) perBot[players[s]!.bot!]!.wins++;
    for (const [k, v] of Object.entries(played.outcome.details)) if (typeof v === 'number') sums[k] = (sums[k] ?? 0) + v;
    o.onGame?.(i, played);
  }
  const averages: Record<string, number> = {};
  for (const [k, v] of Object.entries(sums)) averages[k] = v / Math.max(1, o.games);
  return { games: o.games, players: o.players, decisions, seatLosses, seatWins, bots: perBot, averages, decisionTimes: times };
}
