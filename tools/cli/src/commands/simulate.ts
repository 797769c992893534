import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { MAX_DECISIONS, type RuleSet } from '@regelwerk/dsl';
import { BATCH_GAMES, COMPARE_CHUNK, emptyTally, GameDidNotEnd, hasOwn, mergeTally, playBatch, summarize, type MatchSummary, type SimulationOptions, type SimulationSummary, type SimulationTally } from '@regelwerk/engine';
import { compareCommand } from './compare.js';
import { startPool, workerUrl } from './pool.js';
import { logPath, type WorkerJob, type WorkerReply } from './simulate-shared.js';
import { EXAMPLE, loadRules, MODULES, requireEngine } from '../games.js';
import { commandArgs, UsageError, type Io } from '../io.js';
import { jsonText, safe, seatName } from '../render.js';

/** Games of each rule set that `--compare` plays unless told: as many as the rule editor plays. */
const COMPARE_GAMES = 10_000;

/** Decision times are taken on one decision in this many: a clock read costs about as much as a random bot's decision. */
const TIME_EVERY = 8;

export const simulateHelp = `Usage: regelwerk simulate GAME|FILE --games N [--players P] [--bots a,b,…] [--seed S] [--workers W] [--log-dir D] [--json]
       regelwerk simulate --compare A B [--games N] [--players P] [--bots a,b,…] [--seed S]
                          [--workers W] [--progress] [--json] [--lang en|de]

Plays bot games of a game (by id, e.g. ${EXAMPLE}) or of a rule file or variant, and prints how
often each seat and each bot won and lost, the game's figures per game (rounds, points, steals…)
and the pace. Rules that play a match (\`match lives|games|best-of|first-to\`) play whole
matches: --games counts matches, and the matches won and lost by seat and bot and the games per
match are printed beside the figures of their games.

Options:
  --games N      how many games (default 100)
  --players P    players per game (default 4, within what the rules allow)
  --bots a,b,…   bots given to the seats in turn, seat 0 first (default tactician); the bots:
${MODULES.map((m) => `                   ${m.id}: ${Object.keys(m.runtime.bots).join(', ')}`).join('\n')}
  --seed S       seed of the run; game i plays with seed S/i (default: a new seed, printed)
  --workers W    threads that play games side by side (default: the machine's cores); the
                   figures of a seed are the same with any number
  --log-dir D    write one JSON log per game (per match, for a match) into D (created if missing)
  --json         print the summary as JSON on stdout
  --compare      play A and B (two rule sets of one game: ids or files) on the same seeds and
                   print the game's figures side by side, each with its 95 % interval, and
                   whether the intervals do not overlap (a rough signal, not a test); bots
                   default to random, --games to ${COMPARE_GAMES}; no logs. The games are cut
                   into chunks of ${COMPARE_CHUNK} by index and merged in that order, so the figures
                   of a seed are the same with any --workers
  --progress     with --compare: games done, games/s and the time left on stderr even when it is
                   no terminal (on a terminal they are shown anyway)
  --lang en|de   the language of the --compare table (default en)
  -h, --help     show this help

Memory stays flat however many games: totals are kept as the games end and logs are written
as they go. Bot decision times are taken on every ${TIME_EVERY}th decision.

A game that goes on for more than ${MAX_DECISIONS.toLocaleString('en')} decisions stops the run with exit code 1
(game/did-not-end): its rules probably make a game that cannot end.

Exit codes: 0 done, 1 the rule file has errors or makes a game that does not end, 2 bad usage.
`;

function int(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, not "${value}"`);
  return n;
}

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

/** The matches of a simulation: their length, and who won and lost them by seat and bot. */
function matchLines(m: MatchSummary): string[] {
  return [
    `games per match: ${m.gamesPerMatch.toFixed(1)}${m.playOffsPerMatch > 0 ? ` (play-offs ${m.playOffsPerMatch.toFixed(2)})` : ''}`,
    'matches won by seat: ' + m.seatWins.map((w, i) => `${seatName(i)}: ${w} (${pct(w, m.matches)})`).join(', '),
    'matches lost by seat: ' + m.seatLosses.map((l, i) => `${seatName(i)}: ${l} (${pct(l, m.matches)})`).join(', '),
    ...Object.entries(m.bots).map(([id, b]) => `bot ${id}: won ${b.wins} and lost ${b.losses} matches`),
  ];
}

/** A figure's name as words: `averagePoints` → "average points". */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);

export async function simulate(args: string[], io: Io): Promise<number> {
  const parsed = commandArgs(args, io, simulateHelp, {
    games: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    seed: { type: 'string' },
    workers: { type: 'string' },
    'log-dir': { type: 'string' },
    json: { type: 'boolean' },
    compare: { type: 'boolean' },
    progress: { type: 'boolean' },
    lang: { type: 'string' },
  });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (values.compare) {
    if (positionals.length !== 2) throw new UsageError(`--compare takes two rule sets, A and B, e.g. \`regelwerk simulate --compare ${EXAMPLE} rules/variants/my-variant.rules\``);
    if (values['log-dir'] !== undefined) throw new UsageError('--compare writes no logs: leave out --log-dir');
    return compareCommand(
      {
        a: positionals[0]!,
        b: positionals[1]!,
        games: int('games', values.games, COMPARE_GAMES, 1, 10_000_000),
        players: values.players,
        bots: values.bots,
        // The one place a seed is chosen at random: it is printed so the run can be repeated.
        seed: values.seed ?? randomBytes(5).toString('hex'),
        json: values.json === true,
        lang: values.lang,
        workers: int('workers', values.workers, availableParallelism(), 1, 256),
        progress: values.progress === true,
      },
      io,
      int,
    );
  }
  if (values.lang !== undefined || values.progress !== undefined) throw new UsageError(`${values.lang !== undefined ? '--lang' : '--progress'} applies to --compare only`);
  if (positionals.length !== 1) throw new UsageError(`name one game or rule file, e.g. \`regelwerk simulate ${EXAMPLE} --games 100\``);
  const rules = loadRules(io, positionals[0]!);
  if (!rules) return 1;
  const game = requireEngine(rules);
  const games = int('games', values.games, 100, 1, 10_000_000);
  const max = rules.players.max ?? 100;
  const players = int('players', values.players, Math.min(max, Math.max(4, rules.players.min)), rules.players.min, max);
  const bots = (values.bots ?? 'tactician').split(',').map((b) => b.trim());
  // Bot ids come from the command line: only the game's own bots count (`constructor` is no bot).
  const unknown = bots.find((b) => !hasOwn(game.bots, b));
  if (unknown !== undefined) throw new UsageError(`there is no bot "${unknown}" for ${game.id}; bots: ${Object.keys(game.bots).join(', ')}`);
  // The one place a seed is chosen at random: it is printed so the run can be repeated.
  const seed = values.seed ?? randomBytes(5).toString('hex');
  const logDir = values['log-dir'] ? resolve(io.cwd, values['log-dir']) : undefined;
  if (logDir) mkdirSync(logDir, { recursive: true });

  const batches = Math.ceil(games / BATCH_GAMES);
  const workers = Math.min(int('workers', values.workers, availableParallelism(), 1, 256), batches);

  let lastDrawn = -1;
  const progress = (done: number) => {
    const step = Math.floor((done * 40) / games);
    if (io.tty && step !== lastDrawn) {
      lastDrawn = step;
      io.stderr(`\r[${'#'.repeat(step)}${'.'.repeat(40 - step)}] ${done}/${games}`);
    }
  };
  const options: SimulationOptions = {
    game,
    rules,
    games,
    players,
    bots,
    seed,
    record: logDir !== undefined,
    clock: () => performance.now(),
    timeEvery: TIME_EVERY,
  };
  const start = performance.now();
  const tally = workers <= 1 ? playHere(options, logDir, progress) : await playInWorkers(options, rules, workers, logDir, progress);
  const seconds = (performance.now() - start) / 1000;
  if (io.tty) io.stderr('\r\u001b[2K');
  report(io, summarize(tally, players), { seed, seconds, workers, rules: rules.variant ? `${rules.title} (variant ${rules.variant.name})` : rules.title, json: values.json === true, logDir });
  return 0;
}

/** Writes the log of game (or match) i into `logDir`, when there is one. */
const logWriter =
  (o: SimulationOptions, logDir: string | undefined) =>
  (i: number, played: { readonly log: unknown }): void => {
    if (logDir) writeFileSync(logPath(logDir, o.game.id, i, o.games), `${JSON.stringify(played.log)}\n`);
  };

/** Plays every batch on this thread. */
function playHere(o: SimulationOptions, logDir: string | undefined, progress: (done: number) => void): SimulationTally {
  let done = 0;
  const writeLog = logWriter(o, logDir);
  const written = (i: number, played: { readonly log: unknown }) => {
    writeLog(i, played);
    progress(++done);
  };
  const withLogs: SimulationOptions = { ...o, onGame: written, onMatch: written };
  const total = emptyTally(o);
  for (let from = 0; from < o.games; from += BATCH_GAMES) mergeTally(total, playBatch(withLogs, from, Math.min(o.games, from + BATCH_GAMES)));
  return total;
}

/**
 * Plays batches of games on this thread and `count - 1` worker threads, each taking the next as
 * it becomes free, and adds up their tallies in batch order, so that the totals are the same for
 * any number of workers.
 */
async function playInWorkers(o: SimulationOptions, rules: RuleSet, count: number, logDir: string | undefined, progress: (done: number) => void): Promise<SimulationTally> {
  const job: WorkerJob = { sources: rules.sources, games: o.games, players: o.players, bots: o.bots, seed: o.seed, timeEvery: o.timeEvery ?? 1, logDir };
  const batches = Math.ceil(o.games / BATCH_GAMES);
  const tallies: (SimulationTally | undefined)[] = new Array(batches);
  let games = 0;
  const writeLog = logWriter(o, logDir);
  const here: SimulationOptions = { ...o, onGame: writeLog, onMatch: writeLog };
  await startPool(workerUrl('simulate-worker.js', 'simulate'), count - 1).run<WorkerReply>(
    job,
    batches,
    (m) => {
      tallies[m.task!] = m.tally!;
      // Matches, for rules that play them (`--games` counts those).
      games += m.tally!.match?.matches ?? m.tally!.games;
      progress(games);
    },
    (m) =>
      // A game that did not end is the rules' doing, not the thread's: said as in one thread.
      m.didNotEnd !== undefined
        ? new GameDidNotEnd(m.didNotEnd.game, m.didNotEnd.ruleFile, m.didNotEnd.seed, m.didNotEnd.decisions)
        : new Error(`a worker thread failed${m.task === null ? '' : ` in games ${m.task * BATCH_GAMES} to ${Math.min(o.games, (m.task + 1) * BATCH_GAMES) - 1}`}: ${m.error}`),
    (task) => ({ task, tally: playBatch(here, task * BATCH_GAMES, Math.min(o.games, (task + 1) * BATCH_GAMES)) }),
  );
  const total = emptyTally(o);
  for (const t of tallies) mergeTally(total, t!);
  return total;
}

function report(io: Io, s: SimulationSummary, o: { seed: string; seconds: number; workers: number; rules: string; json: boolean; logDir: string | undefined }): void {
  const pace = { gamesPerSecond: s.games / o.seconds, decisionsPerSecond: s.decisions / o.seconds, seconds: o.seconds };
  const decisionMs = { p50: s.decisionTimes.p50, p95: s.decisionTimes.p95, max: s.decisionTimes.max };
  if (o.json) {
    const { decisionTimes: _t, ...rest } = s;
    io.stdout(`${jsonText({ rules: o.rules, seed: o.seed, ...rest, ...pace, workers: o.workers, decisionMs, decisionSamples: s.decisionTimes.samples })}\n`);
    return;
  }
  const m = s.match;
  const lines = [
    // The title and seed come from a rule file and the command line: control characters are shown escaped.
    `${safe(o.rules)}: ${m ? `${m.matches} matches of ${s.games} games` : `${s.games} games`}, ${s.players} players, seed ${safe(o.seed)}`,
    ...(m ? matchLines(m) : []),
    // Every figure the game's outcome gives as a number (rounds, points, steals…).
    ...Object.entries(s.averages).map(([k, v]) => `${words(k)} per game: ${v.toFixed(1)}`),
    // Seats are numbered from 0, as in logs (`players[0]`, `"seat": 0`) and in replay's output.
    'losses by seat: ' + s.seatLosses.map((l, i) => `${seatName(i)}: ${l} (${pct(l, s.games)})`).join(', '),
    'wins by seat: ' + s.seatWins.map((w, i) => `${seatName(i)}: ${w} (${pct(w, s.games)})`).join(', '),
    ...Object.entries(s.bots).map(([id, b]) => `bot ${id}: ${b.seats} seat(s), won ${b.wins} and lost ${b.losses} of ${b.seatGames} seat-games (${pct(b.wins, b.seatGames)} won, ${pct(b.losses, b.seatGames)} lost)`),
    `pace: ${pace.gamesPerSecond.toFixed(0)} games/s, ${pace.decisionsPerSecond.toFixed(0)} decisions/s (${o.seconds.toFixed(2)} s, ${o.workers} worker thread${o.workers === 1 ? '' : 's'})`,
    `bot decision time: p50 ${(decisionMs.p50 * 1000).toFixed(1)} µs, p95 ${(decisionMs.p95 * 1000).toFixed(1)} µs`,
    ...(o.logDir ? [`logs written to ${o.logDir}`] : []),
  ];
  io.stdout(`${lines.join('\n')}\n`);
}
