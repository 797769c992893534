/**
 * `regelwerk simulate --workers 1` against `--workers 2` on the same seed, and the same for
 * `simulate --compare` with the good bots: the speed-up of a second thread, with the machine's
 * load beside it (a second thread helps only as much as a core is free).
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadText } from './cpu.js';

const CLI = fileURLToPath(new URL('../../cli/bin/regelwerk.js', import.meta.url));
const GAMES = 20_000;
/** Games of each rule set in the comparison: Schocken's tacticians, a few seconds on one thread. */
const COMPARE_GAMES = 4_000;

/** `simulate --compare` with tacticians on 1 or 2 threads: its seconds (the whole command) and its figures. */
function compare(workers: number): { seconds: number; figures: string } {
  const start = performance.now();
  const out = execFileSync(
    process.execPath,
    [CLI, 'simulate', '--compare', 'schocken', fileURLToPath(new URL('../../../rules/variants/schocken-jule.rules', import.meta.url)), '--games', String(COMPARE_GAMES), '--players', '4', '--bots', 'tactician', '--seed', 'bench', '--workers', String(workers), '--json'],
    { encoding: 'utf8' },
  );
  const seconds = (performance.now() - start) / 1000;
  const { workers: _w, ...report } = JSON.parse(out) as { workers: number };
  return { seconds, figures: JSON.stringify(report) };
}

function run(workers: number): { gamesPerSecond: number; decisions: number; seatLosses: number[] } {
  const out = execFileSync(process.execPath, [CLI, 'simulate', 'schocken', '--games', String(GAMES), '--bots', 'random', '--seed', 'bench', '--workers', String(workers), '--json'], { encoding: 'utf8' });
  return JSON.parse(out) as { gamesPerSecond: number; decisions: number; seatLosses: number[] };
}

export function workerFigures(): string[] {
  const best = (workers: number) => {
    let r = run(workers);
    for (let i = 0; i < 2; i++) {
      const again = run(workers);
      if (again.gamesPerSecond > r.gamesPerSecond) r = again;
    }
    return r;
  };
  const loadBefore = loadavg()[0]!;
  const one = best(1);
  const two = best(2);
  const loadAfter = loadavg()[0]!;
  const same = one.decisions === two.decisions && one.seatLosses.join() === two.seatLosses.join();
  const load1 = loadText();
  const bestCompare = (workers: number) => {
    let r = compare(workers);
    const again = compare(workers);
    if (again.seconds < r.seconds) r = again;
    return r;
  };
  const c1 = bestCompare(1);
  const c2 = bestCompare(2);
  const load2 = loadText();
  return [
    `regelwerk simulate schocken --games ${GAMES} --bots random (4 players), whole command incl. start-up`,
    `--workers 1: ${one.gamesPerSecond.toFixed(0)} games/s; --workers 2: ${two.gamesPerSecond.toFixed(0)} games/s; speed-up ${(two.gamesPerSecond / one.gamesPerSecond).toFixed(2)}× (${load1})`,
    `same figures for the seed with 1 and 2 workers: ${same ? 'yes' : 'NO'}`,
    `regelwerk simulate --compare schocken schocken-jule --games ${COMPARE_GAMES} --bots tactician (4 players), whole command, best of 2`,
    `--workers 1: ${c1.seconds.toFixed(2)} s; --workers 2: ${c2.seconds.toFixed(2)} s; speed-up ${(c1.seconds / c2.seconds).toFixed(2)}× (${load2})`,
    `same figures for the seed with 1 and 2 workers: ${c1.figures === c2.figures ? 'yes' : 'NO'}`,
    // A second thread can only help as much as a core is free: say how busy the machine was.
    `machine: ${availableParallelism()} cores, load average (1 min) ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after these runs${loadBefore > availableParallelism() - 1 ? ' (busy: the speed-up is understated)' : ''}`,
  ];
}
