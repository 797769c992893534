/**
 * Simulate against the base: many bot games of two rule sets of one game on the same seeds, and
 * the game's figures side by side with 95 % intervals. Runs in Node and in a browser worker (no
 * Node APIs); the caller iterates the generator and may stop at any batch.
 *
 * One splitting rule for every pool: the games are cut into chunks of `COMPARE_CHUNK` games by
 * index; game i of both rule sets plays with the seed `${seed}/${i}`, a chunk's figures are summed
 * in game order, and the chunks are merged in chunk order (`CompareTally`). So whichever thread or
 * worker plays a chunk, and however many there are, the figures of a seed are the same.
 */
import type { RuleSet } from '@regelwerk/dsl';
import type { Bot, GameEvent, PlayerInfo } from './contract.js';
import { FigureAccumulator, intervalsDiffer, type FigureDef, type FigureMemo, type FigureStat, type FigureSums } from './figures.js';
import type { GameModule } from './module.js';
import { allowsPlayers, playerRange } from './players.js';
import { playGame } from './simulate.js';
import { hasOwn } from './validate.js';

export interface CompareOptions {
  readonly module: GameModule;
  readonly base: RuleSet;
  readonly variant: RuleSet;
  readonly games: number;
  readonly players: number;
  /** Bot ids given to the seats in turn (default: `random` on every seat). */
  readonly bots?: readonly string[];
  readonly seed: string;
  /** Games of each rule set between two progress reports (default 100); the figures do not depend on it. */
  readonly batch?: number;
}

export interface CompareReport {
  readonly games: number;
  readonly players: number;
  readonly seed: string;
  readonly figures: readonly { readonly def: FigureDef; readonly base: FigureStat; readonly variant: FigureStat; readonly differs: boolean }[];
}

export interface CompareProgress {
  readonly done: number;
  readonly total: number;
}

/** Figures every game has, before the game's own. */
export const COMMON_FIGURES: readonly FigureDef[] = [{ id: 'decisions', label: { en: 'Decisions per game', de: 'Entscheidungen pro Spiel' }, kind: 'mean', digits: 1 }];

/** Games in a chunk: the unit a pool hands out. Fixed, so the figures never depend on the pool. */
export const COMPARE_CHUNK = 50;

/** What a comparison is, before any game: enough to merge chunks played elsewhere. */
export interface CompareHead {
  readonly games: number;
  readonly players: number;
  readonly seed: string;
  readonly defs: readonly FigureDef[];
}

/** One chunk's figures as plain data (to post between threads): the sums per figure, in `defs` order. */
export interface CompareChunk {
  readonly chunk: number;
  readonly games: number;
  readonly base: readonly FigureSums[];
  readonly variant: readonly FigureSums[];
}

/** A chunk being played a few games at a time (a page's thread plays one game per slice). */
export interface ChunkPlay {
  /** Plays the next game of both rule sets; false once the chunk is done. */
  step(): boolean;
  /** The games played so far. */
  readonly played: number;
  result(): CompareChunk;
}

/** A prepared comparison: the bots made and the rules checked, ready to play any chunk. */
export interface ComparePlan extends CompareHead {
  /** How many chunks: ⌈games / COMPARE_CHUNK⌉. */
  readonly chunks: number;
  startChunk(k: number): ChunkPlay;
  playChunk(k: number): CompareChunk;
}

/** The games of chunk k of a comparison of `games`: [from, to). */
export function chunkRange(games: number, k: number): readonly [number, number] {
  return [k * COMPARE_CHUNK, Math.min(games, (k + 1) * COMPARE_CHUNK)];
}

interface Side {
  readonly rules: RuleSet;
  /** Made on first use: a thread that only hands the chunks to workers never makes them (a tactician's tables take time). */
  readonly bots: () => Record<string, Bot>;
}

/**
 * Checks the options and makes the bots of both rule sets. Throws on a caller's mistake (rule
 * sets of two games, a bot or a number of players the rules do not allow), saying which.
 */
export function prepareCompare(opts: Omit<CompareOptions, 'batch'>): ComparePlan {
  const { module, games, players, seed } = opts;
  const game = module.runtime;
  const botIds = opts.bots && opts.bots.length > 0 ? opts.bots : ['random'];
  if (!Number.isInteger(games) || games < 1) throw new Error(`compareRules: games must be a whole number of at least 1, not ${games}`);
  for (const [name, rules] of [
    ['base', opts.base],
    ['variant', opts.variant],
  ] as const) {
    if (rules.game !== module.id) throw new Error(`compareRules: the ${name} rules are for \`${rules.game}\`, not \`${module.id}\``);
    if (!allowsPlayers(rules.players, players)) throw new Error(`compareRules: the ${name} rules allow ${playerRange(rules.players)} players, not ${players}`);
  }
  const defs = [...COMMON_FIGURES, ...(module.figures?.defs ?? [])];
  const hook = module.figures;
  const side = (rules: RuleSet): Side => {
    const narrowed = game.rulesFor(rules);
    if (!narrowed.ok) throw new Error(`compareRules: ${narrowed.error.message}`);
    const makers = [...new Set(botIds)].map((id) => {
      const make = hasOwn(game.bots, id) ? game.bots[id] : undefined;
      if (!make) throw new Error(`compareRules: ${module.id} has no bot "${id}"; its bots: ${Object.keys(game.bots).join(', ')}`);
      return [id, make] as const;
    });
    let bots: Record<string, Bot> | undefined;
    const made = () => {
      const out: Record<string, Bot> = Object.create(null) as Record<string, Bot>;
      for (const [id, make] of makers) out[id] = make(narrowed.value);
      return out;
    };
    return { rules, bots: () => (bots ??= made()) };
  };
  const sides = [side(opts.base), side(opts.variant)] as const;
  const seats: PlayerInfo[] = Array.from({ length: players }, (_, i) => {
    const bot = botIds[i % botIds.length]!;
    return { name: `${bot} ${i + 1}`, bot };
  });

  const playOne = (s: Side, acc: FigureAccumulator[], i: number) => {
    const memo: FigureMemo = {};
    const observe = hook?.observe;
    const played = playGame({
      game,
      rules: s.rules,
      players: seats,
      seed: `${seed}/${i}`,
      bots: s.bots(),
      ...(observe ? { onDecision: (event: GameEvent, after: Parameters<typeof observe>[2]) => observe(memo, event, after) } : {}),
    });
    const values = hook ? hook.values(played.snapshot, played.outcome, memo) : {};
    defs.forEach((d, k) => {
      const v = d.id === 'decisions' && k === 0 ? played.decisions : values[d.id];
      if (typeof v === 'number' && Number.isFinite(v)) acc[k]!.add(v);
    });
  };

  const chunks = Math.ceil(games / COMPARE_CHUNK);
  const startChunk = (k: number): ChunkPlay => {
    if (!Number.isInteger(k) || k < 0 || k >= chunks) throw new Error(`compareRules: there is no chunk ${k} of ${chunks}`);
    const [from, to] = chunkRange(games, k);
    const accs = [defs.map(() => new FigureAccumulator()), defs.map(() => new FigureAccumulator())] as const;
    let i = from;
    return {
      step() {
        if (i >= to) return false;
        playOne(sides[0], accs[0], i);
        playOne(sides[1], accs[1], i);
        i++;
        return i < to;
      },
      get played() {
        return i - from;
      },
      result: () => ({ chunk: k, games: i - from, base: accs[0].map((a) => a.sums()), variant: accs[1].map((a) => a.sums()) }),
    };
  };
  return {
    games,
    players,
    seed,
    defs,
    chunks,
    startChunk,
    playChunk(k) {
      const c = startChunk(k);
      while (c.step());
      return c.result();
    },
  };
}

/**
 * The chunks of a comparison as they come in, from any number of threads and in any order; the
 * report merges the chunks it has in chunk order, so the figures of all chunks are the same
 * whoever played them, and the figures so far can be shown (and kept) at any time.
 */
export class CompareTally {
  readonly #chunks: (CompareChunk | undefined)[];
  #games = 0;

  constructor(readonly head: CompareHead) {
    this.#chunks = new Array<CompareChunk | undefined>(Math.ceil(head.games / COMPARE_CHUNK));
  }

  /** Adds a finished chunk (a chunk already in is refused: a pool that hands one out twice is wrong). */
  add(c: CompareChunk): void {
    if (!Number.isInteger(c.chunk) || c.chunk < 0 || c.chunk >= this.#chunks.length) throw new Error(`compareRules: there is no chunk ${c.chunk} of ${this.#chunks.length}`);
    if (this.#chunks[c.chunk] !== undefined) throw new Error(`compareRules: chunk ${c.chunk} came twice`);
    this.#chunks[c.chunk] = c;
    this.#games += c.games;
  }

  /** Games of each rule set in the chunks so far. */
  get games(): number {
    return this.#games;
  }

  get complete(): boolean {
    return this.#games === this.head.games;
  }

  /** The figures of the chunks so far (`games` counts them), merged in chunk order. */
  report(): CompareReport {
    const { defs } = this.head;
    const merged = [defs.map(() => new FigureAccumulator()), defs.map(() => new FigureAccumulator())] as const;
    for (const c of this.#chunks) {
      if (c === undefined) continue;
      defs.forEach((_, k) => {
        merged[0][k]!.merge(c.base[k]!);
        merged[1][k]!.merge(c.variant[k]!);
      });
    }
    return {
      games: this.#games,
      players: this.head.players,
      seed: this.head.seed,
      figures: defs.map((def, k) => {
        const base = merged[0][k]!.stat(def.kind);
        const variant = merged[1][k]!.stat(def.kind);
        return { def, base, variant, differs: intervalsDiffer(base, variant) };
      }),
    };
  }
}

/**
 * Plays `games` games of each rule set on this thread, yielding `{ done, total }` after each
 * batch, and returns the figures side by side. Deterministic: the same options give the same
 * report, and the same as any pool (see the splitting rule above). Throws on a caller's mistake.
 */
export function* compareRules(opts: CompareOptions): Generator<CompareProgress, CompareReport> {
  const plan = prepareCompare(opts);
  const batch = Math.max(1, Math.floor(opts.batch ?? 100));
  const tally = new CompareTally(plan);
  let done = 0;
  for (let k = 0; k < plan.chunks; k++) {
    const c = plan.startChunk(k);
    let more = true;
    while (more) {
      more = c.step();
      if (++done % batch === 0 || done === plan.games) yield { done, total: plan.games };
    }
    tally.add(c.result());
  }
  return tally.report();
}

/** Runs `compareRules` to its end, for callers that need no progress. */
export function compareRulesNow(opts: CompareOptions): CompareReport {
  const it = compareRules(opts);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}
