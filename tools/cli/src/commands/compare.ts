import type { Source } from '@regelwerk/dsl';
import { COMPARE_CHUNK, CompareTally, hasOwn, prepareCompare, type CompareChunk, type CompareReport, type FigureDef, type FigureStat } from '@regelwerk/engine';
import { requireModule } from '../games.js';
import { UsageError, type Io } from '../io.js';
import { jsonText, renderTable, safe } from '../render.js';
import { loadPair, parseLang, ruleSetName } from './diff.js';
import { startPool, workerUrl, type Pool, type PoolReply } from './pool.js';

/** What a compare worker thread is given: both rule sets' texts, compiled again there. */
export interface CompareJob {
  readonly base: readonly Source[];
  readonly variant: readonly Source[];
  readonly games: number;
  readonly players: number;
  readonly bots: readonly string[];
  readonly seed: string;
}

/** A chunk's figures (the task is the chunk's number). */
export interface CompareReply extends PoolReply {
  readonly chunk?: CompareChunk;
}

export interface CompareArgs {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly players: string | undefined;
  readonly bots: string | undefined;
  readonly seed: string;
  readonly json: boolean;
  readonly lang: string | undefined;
  /** Threads (1: this one); the figures of a seed are the same with any number. */
  readonly workers: number;
  /** Show progress on stderr even when it is no terminal. */
  readonly progress: boolean;
}

function show(def: FigureDef, s: FigureStat): string {
  if (s.n === 0) return '—';
  if (def.kind === 'share') return `${(s.mean * 100).toFixed(1)} % [${(s.low * 100).toFixed(1)}–${(s.high * 100).toFixed(1)} %]`;
  const d = def.digits ?? 2;
  return `${s.mean.toFixed(d)} [${s.low.toFixed(d)}–${s.high.toFixed(d)}]`;
}

/** `regelwerk simulate --compare A B`: both rule sets on the same seeds, the game's figures side by side. */
export async function compareCommand(o: CompareArgs, io: Io, int: (name: string, value: string | undefined, fallback: number, min: number, max: number) => number): Promise<number> {
  const lang = parseLang(o.lang);
  // This thread plays chunks too, beside workers - 1 others; they start before the rules are
  // read, so that their start overlaps this thread's (see pool.ts).
  const workers = Math.min(o.workers, Math.ceil(o.games / COMPARE_CHUNK));
  const pool = workers > 1 ? startPool(workerUrl('compare-worker.js', 'simulate --compare'), workers - 1) : null;
  try {
    return await compareIn(o, io, int, lang, pool, workers);
  } finally {
    pool?.close();
  }
}

async function compareIn(o: CompareArgs, io: Io, int: (name: string, value: string | undefined, fallback: number, min: number, max: number) => number, lang: 'en' | 'de', pool: Pool | null, workers: number): Promise<number> {
  const pair = loadPair(io, 'simulate --compare', o.a, o.b);
  if (!pair) return 1;
  const [base, variant] = pair;
  const module = requireModule(base);
  const min = Math.max(base.players.min, variant.players.min);
  const maxOf = (m: number | null) => m ?? 100;
  const max = Math.min(maxOf(base.players.max), maxOf(variant.players.max));
  if (min > max) throw new UsageError(`the two rule sets have no number of players in common (${base.players.min}.. and ${variant.players.min}..)`);
  const players = int('players', o.players, Math.min(max, Math.max(4, min)), min, max);
  const bots = (o.bots ?? 'random').split(',').map((b) => b.trim());
  const unknown = bots.find((b) => !hasOwn(module.runtime.bots, b));
  if (unknown !== undefined) throw new UsageError(`there is no bot "${unknown}" for ${module.id}; bots: ${Object.keys(module.runtime.bots).join(', ')}`);

  const plan = prepareCompare({ module, base, variant, games: o.games, players, bots, seed: o.seed });
  const tally = new CompareTally(plan);
  const progress = progressLine(io, o.games, o.progress);
  const start = performance.now();
  if (pool === null) {
    for (let k = 0; k < plan.chunks; k++) {
      tally.add(plan.playChunk(k));
      progress(tally.games);
    }
  } else {
    const job: CompareJob = { base: base.sources, variant: variant.sources, games: o.games, players, bots, seed: o.seed };
    await pool.run<CompareReply>(
      job,
      plan.chunks,
      (m) => {
        tally.add(m.chunk!);
        progress(tally.games);
      },
      (m) => new Error(`a worker thread failed${m.task === null ? '' : ` in chunk ${m.task}`}: ${m.error}`),
      (task) => ({ task, chunk: plan.playChunk(task) }),
    );
  }
  progress(null);
  const seconds = (performance.now() - start) / 1000;
  const report: CompareReport = tally.report();
  if (o.json) {
    io.stdout(`${jsonText({ ...report, workers })}\n`);
    return 0;
  }
  const de = lang === 'de';
  const table = renderTable({
    id: 'compare',
    title: de ? 'Kennzahlen pro Spiel, 95-%-Intervalle' : 'Figures per game, 95 % intervals',
    columns: [
      { key: 'figure', label: de ? 'Kennzahl' : 'Figure' },
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B' },
      { key: 'differs', label: de ? 'verschieden' : 'differs' },
    ],
    rows: report.figures.map((f) => ({ figure: f.def.label[lang], a: show(f.def, f.base), b: show(f.def, f.variant), differs: f.differs ? (de ? 'ja' : 'yes') : '' })),
  });
  const lines = [
    `A: ${safe(ruleSetName(base))}`,
    `B: ${safe(ruleSetName(variant))}`,
    de
      ? `${report.games} Spiele je Regelwerk mit denselben Seeds, ${players} Spieler, Bots ${bots.join(', ')}, Seed ${safe(report.seed)}`
      : `${report.games} games of each on the same seeds, ${players} players, bots ${bots.join(', ')}, seed ${safe(report.seed)}`,
    de
      ? `${seconds.toFixed(1)} s, ${workers} ${workers === 1 ? 'Thread' : 'Threads'}`
      : `${seconds.toFixed(1)} s, ${workers} worker thread${workers === 1 ? '' : 's'}`,
    '',
    table.trimEnd(),
    '',
    de
      ? '„verschieden“: die 95-%-Intervalle überschneiden sich nicht — ein grober Hinweis, kein statistischer Test.'
      : '"differs": the 95 % intervals do not overlap — a rough signal, not a statistical test.',
  ];
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}

/** Seconds as the time left: "12 s", "3 min 5 s". */
function timeLeft(seconds: number): string {
  const s = Math.ceil(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/**
 * Progress on stderr: games done, games per second and the time left at that pace, at most four
 * times a second; on a terminal over one line, elsewhere (`--progress` into a file) a line a
 * second. `null` ends it.
 */
function progressLine(io: Io, total: number, asked: boolean): (done: number | null) => void {
  if (!io.tty && !asked) return () => undefined;
  const start = performance.now();
  let last = -Infinity;
  return (done) => {
    if (done === null) {
      if (io.tty) io.stderr('\r\u001b[2K');
      return;
    }
    const now = performance.now();
    if (now - last < (io.tty ? 250 : 1000) && done < total) return;
    last = now;
    const rate = done / Math.max(1e-3, (now - start) / 1000);
    const line = `${done}/${total} games of each, ${rate.toFixed(0)} games/s, ${done < total ? `${timeLeft((total - done) / rate)} left` : 'done'}`;
    io.stderr(io.tty ? `\r\u001b[2K${line}` : `${line}\n`);
  };
}
