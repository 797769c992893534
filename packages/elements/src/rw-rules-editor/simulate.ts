/**
 * "Simulate against the base": N games of the game's standard rules and of the editor's variant,
 * played by bots with the same seeds, compared figure by figure (compareRules in @regelwerk/engine).
 * The games run in a module worker; without workers they run on the main thread in slices.
 */
import { compareRules, type CompareReport } from '@regelwerk/engine';
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

/** What a simulation tells while it runs and when it ends. */
export type SimulateMessage =
  | { readonly progress: { readonly done: number; readonly total: number } }
  | { readonly done: CompareReport }
  | { readonly failed: string };

/** The default number of games of each rule set, and the most the element accepts. */
export const DEFAULT_GAMES = 10_000;
export const MAX_GAMES = 1_000_000;

/** The `games` attribute as a number of games, or why it is not one (then the default applies). */
export function parseGames(value: string | null): { readonly games: number; readonly bad: string | null } {
  if (value === null || value.trim() === '') return { games: DEFAULT_GAMES, bad: null };
  const n = Number(value.trim());
  if (!Number.isInteger(n) || n < 1 || n > MAX_GAMES) return { games: DEFAULT_GAMES, bad: value };
  return { games: n, bad: null };
}

/**
 * Plays the comparison, telling progress after every batch of `batch` games of each rule set
 * (compareRules' default unless given). `pause` runs between batches: in a worker nothing (the
 * page stops it by terminating the worker), on the main thread a yield to the page, which
 * returns false once the reader cancelled.
 */
export async function simulate(request: SimulateRequest, post: (m: SimulateMessage) => void, pause: () => Promise<boolean> | boolean = () => true, batch?: number): Promise<void> {
  const entry = gameEntry(request.game);
  if (!entry?.load) return post({ failed: `there is no playable game "${request.game}"` });
  const [module, base, variant] = await Promise.all([entry.load(), compileRules(request.game, {}), compileRules(request.game, { source: { file: INLINE_FILE, text: request.text } })]);
  if (!base.ok) return post({ failed: `the standard rules do not compile: ${base.diagnostics[0]?.message ?? ''}` });
  if (!variant.ok) return post({ failed: `the variant has errors: ${variant.diagnostics[0]?.message ?? ''}` });
  if (!Object.prototype.hasOwnProperty.call(module.runtime.bots, request.bot)) return post({ failed: `this game has no bot "${request.bot}"` });
  const run = compareRules({ module, base: base.rules, variant: variant.rules, games: request.games, players: request.players, bots: [request.bot], seed: request.seed, ...(batch ? { batch } : {}) });
  for (;;) {
    const step = run.next();
    if (step.done) return post({ done: step.value });
    post({ progress: step.value });
    if (!(await pause())) return;
  }
}

/** A running simulation: stop it with `cancel`. */
export interface Simulation {
  cancel(): void;
}

/** Plays the simulation on the page's own thread, one game of each rule set per slice. */
function onMainThread(request: SimulateRequest, on: (m: SimulateMessage) => void): Simulation {
  let going = true;
  const pause = () => new Promise<boolean>((r) => setTimeout(() => r(going), 0));
  // A worker plays a hundred games between messages; a game of tacticians can take a second, a
  // hundred on the page's thread would freeze the page.
  void simulate(request, (m) => going && on(m), pause, 1).catch((e: unknown) => going && on({ failed: (e as Error).message }));
  return { cancel: () => (going = false) };
}

/**
 * Starts a simulation in a worker (from another origin through a trampoline), or on the main
 * thread where the page can start none or the worker cannot load its file; messages go to `on`.
 */
export function startSimulation(request: SimulateRequest, on: (m: SimulateMessage) => void): Simulation {
  const worker = startWorker(simulateWorkerUrl);
  if (worker === null) return onMainThread(request, on);
  let heard = false;
  let current: Simulation = { cancel: () => worker.terminate() };
  worker.onmessage = (e: MessageEvent<SimulateMessage>) => {
    heard = true;
    on(e.data);
    if (!('progress' in e.data)) worker.terminate();
  };
  worker.onerror = (e) => {
    e.preventDefault();
    worker.terminate();
    // Not a word from it yet: it never loaded (a CSP without blob: in worker-src, a file not found).
    if (!heard) current = onMainThread(request, on);
    else on({ failed: e.message || 'the simulation stopped' });
  };
  worker.postMessage(request);
  return { cancel: () => current.cancel() };
}
