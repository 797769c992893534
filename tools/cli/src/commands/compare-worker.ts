/**
 * A worker thread of `regelwerk simulate --compare --workers N`: it compiles both rule sets once,
 * then plays the chunks of games the main thread hands it and answers each with its figures
 * (`prepareCompare` in the engine). Chunk k always holds the same games with the same seeds, so
 * which thread plays it changes nothing.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { prepareCompare } from '@regelwerk/engine';
import { requireModule } from '../games.js';
import type { CompareJob, CompareReply } from './compare.js';
import type { PoolRequest } from './pool.js';
import { compileSources } from './simulate-shared.js';

const job = workerData as CompareJob;
const port = parentPort!;

try {
  const base = compileSources(job.base);
  const plan = prepareCompare({ module: requireModule(base), base, variant: compileSources(job.variant), games: job.games, players: job.players, bots: job.bots, seed: job.seed });
  port.on('message', (m: PoolRequest) => {
    if (m.task === null) {
      port.close();
      return;
    }
    try {
      port.postMessage({ task: m.task, chunk: plan.playChunk(m.task) } satisfies CompareReply);
    } catch (e) {
      port.postMessage({ task: m.task, error: (e as Error).message } satisfies CompareReply);
    }
  });
  port.postMessage({ task: null } satisfies CompareReply);
} catch (e) {
  port.postMessage({ task: null, error: (e as Error).message } satisfies CompareReply);
}
