/**
 * A worker thread of `regelwerk simulate --workers N`: it compiles the run's rule texts once, then
 * plays the batches of games the main thread hands it, one at a time, and answers each with its
 * tally (see `playBatch`). Game i always plays with the seed `<seed>/<i>`, so which thread plays
 * it changes nothing. Logs, when asked for, are written here as each game ends.
 */
import { writeFileSync } from 'node:fs';
import { BATCH_GAMES, GameDidNotEnd, playBatch, type SimulationOptions } from '@regelwerk/engine';
import { engineFor } from '../games.js';
import { serveTasks } from './pool.js';
import { compileSources, logPath, type WorkerJob, type WorkerReply } from './simulate-shared.js';

function options(job: WorkerJob): SimulationOptions {
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

serveTasks<WorkerJob, WorkerReply>(
  (job) => {
    const o = options(job);
    return (task) => ({ task, tally: playBatch(o, task * BATCH_GAMES, Math.min(job.games, (task + 1) * BATCH_GAMES)) });
  },
  (task, e) => {
    const didNotEnd = e instanceof GameDidNotEnd ? { game: e.game, ruleFile: e.ruleFile, seed: e.seed, decisions: e.decisions } : undefined;
    return { task, error: (e as Error).message, didNotEnd };
  },
);
