/**
 * "Simulate against the base": N games of the game's standard rules and of the editor's variant,
 * played by bots with the same seeds, compared figure by figure (@regelwerk/engine's compare).
 *
 * The games run in a pool of module workers (one per core but one, at least one), each handed
 * the next chunk of games by index when free; the chunks are merged in chunk order, so the
 * figures of a seed are the same with any pool, and the same as `regelwerk simulate --compare`
 * (docs/cli.md). Where the page can start no worker, the chunks play on the main thread in slices.
 */
import { COMPARE_CHUNK, CompareTally, prepareCompare, type CompareChunk, type CompareHead, type ComparePlan, type CompareReport } from '@regelwerk/engine';
import { gameEntry } from '@regelwerk/games';
import { compileRules } from '../shared/games.js';
import { INLINE_FILE } from '../shared/inline-rules.js';
import { startWorker } from '../shared/worker.js';
import simulateWorkerUrl from './simulate.worker.ts?worker&url';

export interface SimulateRequest {
  readonly game: string;
  /** The variant's rule text. */
  readonly text: string;
  readonly games: number;
  readonly players: number;
  /** The bot on every seat. */
  readonly bot: SimBot;
  readonly seed: string;
}

/** The bots a comparison may seat: every game has one that plays well and one that plays at random. */
export const SIM_BOTS = ['tactician', 'random'] as const;
export type SimBot = (typeof SIM_BOTS)[number];

/** Where a running comparison stands: games of each rule set done, the pace, and the figures so far. */
export interface SimProgress {
  readonly done: number;
  readonly total: number;
  /** Games of each rule set per second so far. */
  readonly perSecond: number;
  /** The time left at that pace, or null before the first chunk. */
  readonly secondsLeft: number | null;
  readonly report: CompareReport;
}

/** What a simulation tells while it runs and when it ends. */
export type SimulateMessage = { readonly progress: SimProgress } | { readonly done: CompareReport } | { readonly failed: string };

/** The default number of games of each rule set, and the most the element accepts. */
export const DEFAULT_GAMES = 10_000;
export const MAX_GAMES = 1_000_000;

/** How often, at most, the figures are told while they grow: four times a second. */
export const TELL_EVERY_MS = 250;

/** The `games` attribute as a number of games, or why it is not one (then the default applies). */
export function parseGames(value: string | null): { readonly games: number; readonly bad: string | null } {
  if (value === null || value.trim() === '') return { games: DEFAULT_GAMES, bad: null };
  const n = Number(value.trim());
  if (!Number.isInteger(n) || n < 1 || n > MAX_GAMES) return { games: DEFAULT_GAMES, bad: value };
  return { games: n, bad: null };
}

/** Workers in the pool: one per core but one (the page's own thread stays free), at least one. */
export function poolSize(cores: number | undefined): number {
  return Math.max(1, Math.floor(cores ?? 2) - 1);
}

/** Loads the game and compiles both rule sets: the comparison ready to play any chunk, or why it cannot run. */
export async function prepareSimulation(request: SimulateRequest): Promise<ComparePlan> {
  const entry = gameEntry(request.game);
  if (!entry?.load) throw new Error(`there is no playable game "${request.game}"`);
  const [module, base, variant] = await Promise.all([entry.load(), compileRules(request.game, {}), compileRules(request.game, { source: { file: INLINE_FILE, text: request.text } })]);
  if (!base.ok) throw new Error(`the standard rules do not compile: ${base.diagnostics[0]?.message ?? ''}`);
  if (!variant.ok) throw new Error(`the variant has errors: ${variant.diagnostics[0]?.message ?? ''}`);
  if (!Object.prototype.hasOwnProperty.call(module.runtime.bots, request.bot)) throw new Error(`this game has no bot "${request.bot}"`);
  return prepareCompare({ module, base: base.rules, variant: variant.rules, games: request.games, players: request.players, bots: [request.bot], seed: request.seed });
}

/** What the page says to a simulation worker, and what it answers. */
export type ToWorker = { readonly start: SimulateRequest } | { readonly chunk: number };
export type FromWorker = { readonly ready: CompareHead } | { readonly chunk: CompareChunk } | { readonly failed: string };

/** Something that plays chunks of a comparison: a worker, or the page's thread. */
export interface ChunkPlayer {
  /** What is compared, once the player is ready; rejects with why it cannot play. */
  readonly head: Promise<CompareHead>;
  play(k: number): Promise<CompareChunk>;
  stop(): void;
}

/** A worker that never loaded its file (a CSP without blob: in worker-src, a file not found). */
export class WorkerNotLoaded extends Error {}

/** Plays chunks on the page's thread, one game of each rule set per slice, so the page stays responsive. */
export function threadPlayer(request: SimulateRequest): ChunkPlayer {
  let going = true;
  const head = prepareSimulation(request);
  const slice = () => new Promise<void>((r) => setTimeout(r, 0));
  return {
    head,
    async play(k) {
      const chunk = (await head).startChunk(k);
      while (going && chunk.step()) await slice();
      return chunk.result();
    },
    stop: () => (going = false),
  };
}

/** Plays chunks in a worker: it prepares the comparison once and answers each chunk it is given. */
export function workerPlayer(worker: Worker, request: SimulateRequest): ChunkPlayer {
  let heard = false;
  let ready: { resolve: (h: CompareHead) => void; reject: (e: Error) => void } | undefined;
  let pending: { resolve: (c: CompareChunk) => void; reject: (e: Error) => void } | undefined;
  const head = new Promise<CompareHead>((resolve, reject) => (ready = { resolve, reject }));
  const fail = (e: Error) => {
    ready?.reject(e);
    pending?.reject(e);
    pending = undefined;
  };
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    heard = true;
    const m = e.data;
    if ('ready' in m) ready?.resolve(m.ready);
    else if ('chunk' in m) {
      const p = pending;
      pending = undefined;
      p?.resolve(m.chunk);
    } else fail(new Error(m.failed));
  };
  worker.onerror = (e) => {
    e.preventDefault();
    // Not a word from it yet: it never loaded.
    fail(heard ? new Error(e.message || 'the simulation stopped') : new WorkerNotLoaded(e.message));
  };
  worker.postMessage({ start: request } satisfies ToWorker);
  return {
    head,
    play: (k) =>
      new Promise<CompareChunk>((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage({ chunk: k } satisfies ToWorker);
      }),
    stop: () => worker.terminate(),
  };
}

/** A running simulation. */
export interface Simulation {
  /** Stops it; the figures of the chunks done so far (null before the first one). */
  cancel(): CompareReport | null;
}

/**
 * Runs the chunks of a comparison of `total` games on `players`, each taking the next chunk
 * when free, and tells the figures as they grow (at most every `every` ms by `clock`) and at the
 * end. A failure stops every player; `onNotLoaded`, when given, takes a failure of a worker that
 * never loaded instead, before any chunk came back (the caller starts again on the page's thread).
 */
export function runPool(players: readonly ChunkPlayer[], total: number, on: (m: SimulateMessage) => void, clock: () => number, every = TELL_EVERY_MS, onNotLoaded?: () => void): Simulation {
  let stopped = false;
  let tally: CompareTally | null = null;
  let next = 0;
  const chunks = Math.ceil(total / COMPARE_CHUNK);
  const start = clock();
  let told = start;
  const stop = () => {
    stopped = true;
    for (const p of players) p.stop();
  };
  const progress = (): SimProgress => {
    const t = tally!;
    const perSecond = t.games / Math.max(1e-3, (clock() - start) / 1000);
    return { done: t.games, total, perSecond, secondsLeft: t.games > 0 ? (total - t.games) / perSecond : null, report: t.report() };
  };
  const work = async (p: ChunkPlayer) => {
    const head = await p.head;
    tally ??= new CompareTally(head);
    while (!stopped && next < chunks) {
      const chunk = await p.play(next++);
      if (stopped) return;
      tally.add(chunk);
      if (tally.complete) {
        stop();
        on({ done: tally.report() });
        return;
      }
      if (clock() - told >= every) {
        told = clock();
        on({ progress: progress() });
      }
    }
  };
  for (const p of players)
    work(p).catch((e: unknown) => {
      if (stopped) return;
      stop();
      if (e instanceof WorkerNotLoaded && onNotLoaded && (tally?.games ?? 0) === 0) onNotLoaded();
      else on({ failed: (e as Error).message });
    });
  return {
    cancel() {
      stop();
      return tally && tally.games > 0 ? tally.report() : null;
    },
  };
}

/**
 * Starts a simulation on a pool of `poolSize(navigator.hardwareConcurrency)` workers (from
 * another origin through a trampoline), or on the main thread where the page can start none or
 * the workers cannot load their file; messages go to `on`.
 */
export function startSimulation(request: SimulateRequest, on: (m: SimulateMessage) => void, clock: () => number = () => performance.now()): Simulation {
  const onThread = () => runPool([threadPlayer(request)], request.games, on, clock);
  const size = Math.min(poolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency), Math.ceil(request.games / COMPARE_CHUNK));
  const workers: Worker[] = [];
  for (let i = 0; i < size; i++) {
    const w = startWorker(simulateWorkerUrl);
    if (w === null) break;
    workers.push(w);
  }
  if (workers.length === 0) return onThread();
  let current: Simulation = runPool(
    workers.map((w) => workerPlayer(w, request)),
    request.games,
    on,
    clock,
    TELL_EVERY_MS,
    () => (current = onThread()),
  );
  return { cancel: () => current.cancel() };
}
