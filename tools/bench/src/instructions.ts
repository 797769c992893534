/**
 * `nx run bench:instructions` (`npm run bench:instructions`): the instructions a decision costs
 * on the simulate path and in each game's hand-written loop, counted by valgrind (cachegrind,
 * no cache simulation) with V8 compiling on the main thread only (`--single-threaded`), so that
 * the count does not depend on the machine's load: two runs give the same figures to about
 * 0.1 %, where CPU times on a busy machine vary by 15 %. Each figure is the difference between a
 * run of n games and one of 3n, so start-up, compiling the rules and warming up cancel out. The
 * ratio is the one `bench:pace` times (hand-written loop ÷ simulate path), in instructions.
 * Figures, never pass/fail; about a minute per game. Needs valgrind (Debian: `apt-get install
 * valgrind`); without it, says so and stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadText } from './cpu.js';
import { PACE_GAMES } from './instructions-games.js';

const valgrind = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
if (valgrind.status !== 0) {
  console.log('bench:instructions needs valgrind to count instructions (Debian: apt-get install valgrind); not found, so nothing was counted.');
  process.exit(0);
}
const only = new Set(process.argv.slice(2));
const games = PACE_GAMES.filter((g) => only.size === 0 || only.has(g.id));
const runner = fileURLToPath(new URL('./instructions-run.js', import.meta.url));

interface Counted {
  readonly instructions: number;
  readonly decisions: number;
}

/** Instructions and decisions of one run under valgrind. */
function counted(id: string, mode: 'simulate' | 'hand', n: number): Promise<Counted> {
  return new Promise((resolve, reject) => {
    const args = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, '--single-threaded', runner, id, mode, String(n)];
    const child = spawn('valgrind', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(out);
      const decisions = /decisions (\d+)/.exec(out);
      if (code !== 0 || !refs || !decisions) reject(new Error(`${id} ${mode} ${n}: valgrind run failed (exit ${code}):\n${out.slice(-2000)}`));
      else resolve({ instructions: Number(refs[1]!.replace(/,/g, '')), decisions: Number(decisions[1]) });
    });
  });
}

/** Runs the jobs, at most as many at once as the machine has cores. */
async function pool<T>(jobs: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results = new Array<T>(jobs.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(availableParallelism(), jobs.length)) }, async () => {
    while (next < jobs.length) {
      const k = next++;
      results[k] = await jobs[k]!();
    }
  });
  await Promise.all(lanes);
  return results;
}

console.log('Instructions per decision (valgrind; the difference between n and 3n games, 4 players, random bots)');
/** Each game's simulate path ÷ hand-written loop, for the summary (issue 24 asks for at most 3×). */
const ratios: string[] = [];
for (const g of games) {
  const [s1, s3, h1, h3] = await pool([
    () => counted(g.id, 'simulate', g.games),
    () => counted(g.id, 'simulate', g.games * 3),
    () => counted(g.id, 'hand', g.games),
    () => counted(g.id, 'hand', g.games * 3),
  ]);
  const perDecision = (a: Counted, b: Counted) => (b.instructions - a.instructions) / (b.decisions - a.decisions);
  const sim = perDecision(s1!, s3!);
  const hand = perDecision(h1!, h3!);
  console.log(`\n${g.title}`);
  console.log(`simulate path, random bots        ${sim.toFixed(0).padStart(9)} instructions/decision (${(s3!.decisions - s1!.decisions).toLocaleString('en')} decisions)`);
  console.log(`hand-written loop, random policy  ${hand.toFixed(0).padStart(9)} instructions/decision (${(h3!.decisions - h1!.decisions).toLocaleString('en')} decisions)`);
  console.log(`hand-written loop is ${(sim / hand).toFixed(2)}× the simulate path (random bots) in decisions per instruction`);
  ratios.push(`${g.title} ${(sim / hand).toFixed(2)}×`);
}
// Counts do not move with the load, but the time the bench took does: the load says why it was slow.
console.log(`\nsimulate path ÷ hand-written loop (target at most 3×): ${ratios.join(', ')} (${loadText()}); the worker speed-ups are in npm run bench`);
