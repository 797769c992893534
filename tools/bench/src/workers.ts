/** `regelwerk simulate --workers 1` against `--workers 2` on the same seed: the speed-up of a second thread. */
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../cli/bin/regelwerk.js', import.meta.url));
const GAMES = 20_000;

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
  return [
    `regelwerk simulate schocken --games ${GAMES} --bots random (4 players), whole command incl. start-up`,
    `--workers 1: ${one.gamesPerSecond.toFixed(0)} games/s; --workers 2: ${two.gamesPerSecond.toFixed(0)} games/s; speed-up ${(two.gamesPerSecond / one.gamesPerSecond).toFixed(2)}×`,
    `same figures for the seed with 1 and 2 workers: ${same ? 'yes' : 'NO'}`,
    // A second thread can only help as much as a core is free: say how busy the machine was.
    `machine: ${availableParallelism()} cores, load average (1 min) ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after these runs${loadBefore > availableParallelism() - 1 ? ' (busy: the speed-up is understated)' : ''}`,
  ];
}
