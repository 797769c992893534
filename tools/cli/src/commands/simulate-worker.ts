/**
 * A worker thread of `regelwerk simulate --workers N`: it compiles the run's rule texts once, then
 * plays the batches of games the main thread hands it, one at a time, and answers each with its
 * tally (see `playBatch`). Game i always plays with the seed `<seed>/<i>`, so which thread plays
 * it changes nothing. Logs, when asked for, are written here as each game ends.
 */
import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { BATCH_GAMES, GameDidNotEnd, playBatch, type SimulationOptions } from '@regelwerk/engine';
import { engineFor } from '../games.js';
import type { PoolRequest } from './pool.js';
import { compileSources, logPath, type WorkerJob, type WorkerReply } from './simulate-shared.js';

const job = workerData as WorkerJob;
const port = parentPort!;

function options(): SimulationOptions {
  const rules = compileSources(job.sources);
  const game = engineFor(rules.game);
  if (!game) throw new Error(`no engine for ${rules.game}`);
  return {
    game,
    rules,
    games: job.games,
    players: job.players,
    bots: job.bots,
    seed: job.seed,
    record: job.logDir !== undefined,
    clock: () => performance.now(),
    timeEvery: job.timeEvery,
    onGame: (i, played) => {
      if (job.logDir !== undefined) writeFileSync(logPath(job.logDir, game.id, i, job.games), `${JSON.stringify(played.log)}\n`);
    },
    onMatch: (i, played) => {
      if (job.logDir !== undefined) writeFileSync(logPath(job.logDir, game.id, i, job.games), `${JSON.stringify(played.log)}\n`);
    },
  };
}

try {
  const o = options();
  port.on('message', (m: PoolRequest) => {
    if (m.task === null) {
      port.close();
      return;
    }
    try {
      const reply: WorkerReply = { task: m.task, tally: playBatch(o, m.task * BATCH_GAMES, Math.min(job.games, (m.task + 1) * BATCH_GAMES)) };
      port.postMessage(reply);
    } catch (e) {
      const didNotEnd = e instanceof GameDidNotEnd ? { game: e.game, ruleFile: e.ruleFile, seed: e.seed, decisions: e.decisions } : undefined;
      port.postMessage({ task: m.task, error: (e as Error).message, didNotEnd } satisfies WorkerReply);
    }
  });
  port.postMessage({ task: null } satisfies WorkerReply);
} catch (e) {
  port.postMessage({ task: null, error: (e as Error).message } satisfies WorkerReply);
}
