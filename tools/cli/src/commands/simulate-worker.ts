/**
 * A worker thread of `regelwerk simulate --workers N`: it compiles the run's rule texts once, then
 * plays the batches of games the main thread hands it, one at a time, and answers each with its
 * tally (see `playBatch`). Game i always plays with the seed `<seed>/<i>`, so which thread plays
 * it changes nothing. Logs, when asked for, are written here as each game ends.
 */
import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { compile, type Source } from '@regelwerk/dsl';
import { GameDidNotEnd, playBatch, type SimulationOptions } from '@regelwerk/engine';
import { SCHEMAS } from '@regelwerk/games/all';
import { engineFor } from '../games.js';
import { logPath, type WorkerJob, type WorkerReply, type WorkerRequest } from './simulate-shared.js';

const job = workerData as WorkerJob;
const port = parentPort!;

function options(): SimulationOptions {
  const main = job.sources[job.sources.length - 1] as Source;
  const bases = job.sources.slice(0, -1);
  const compiled = compile(main.text, { schemas: SCHEMAS, file: main.file, resolveGame: (id) => bases.find((b) => b.file.endsWith(`${id}.rules`)) ?? bases[0] });
  if (!compiled.ok) throw new Error(`the rules of ${main.file} do not compile in a worker thread`);
  const game = engineFor(compiled.rules.game);
  if (!game) throw new Error(`no engine for ${compiled.rules.game}`);
  return {
    game,
    rules: compiled.rules,
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
  port.on('message', (m: WorkerRequest) => {
    if (m.batch === null) {
      port.close();
      return;
    }
    try {
      const reply: WorkerReply = { batch: m.batch, tally: playBatch(o, m.from, m.to) };
      port.postMessage(reply);
    } catch (e) {
      const didNotEnd = e instanceof GameDidNotEnd ? { game: e.game, ruleFile: e.ruleFile, seed: e.seed, decisions: e.decisions } : undefined;
      port.postMessage({ batch: m.batch, error: (e as Error).message, didNotEnd } satisfies WorkerReply);
    }
  });
  port.postMessage({ batch: null } satisfies WorkerReply);
} catch (e) {
  port.postMessage({ batch: null, error: (e as Error).message } satisfies WorkerReply);
}
