/**
 * A worker thread of `regelwerk simulate --compare --workers N`: once given the job it compiles
 * both rule sets, then plays the chunks of games the main thread hands it and answers each with
 * its figures (`prepareCompare` in the engine). Chunk k always holds the same games with the same
 * seeds, so which thread plays it changes nothing.
 */
import { prepareCompare } from '@regelwerk/engine';
import { requireModule } from '../games.js';
import type { CompareJob, CompareReply } from './compare.js';
import { serveTasks } from './pool.js';
import { compileSources } from './simulate-shared.js';

serveTasks<CompareJob, CompareReply>(
  (job) => {
    const base = compileSources(job.base);
    const plan = prepareCompare({ module: requireModule(base), base, variant: compileSources(job.variant), games: job.games, players: job.players, bots: job.bots, seed: job.seed });
    return (task) => ({ task, chunk: plan.playChunk(task) });
  },
  (task, e) => ({ task, error: (e as Error).message }),
);
