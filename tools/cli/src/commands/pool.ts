/**
 * Worker threads that take numbered tasks as they become free: `simulate --workers` (batches of
 * games) and `simulate --compare --workers` (chunks). The caller keeps each answer by its task
 * number and adds them up in that order, so the result does not depend on which thread was quick.
 *
 * The talk: a thread says `{ task: null }` once ready (with `error` if it could not start); the
 * pool sends `{ task: k }`, the thread answers `{ task: k, … }` (or with `error`); `{ task: null }`
 * from the pool means no more.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface PoolRequest {
  readonly task: number | null;
}

export interface PoolReply {
  readonly task: number | null;
  readonly error?: string;
}

/** A worker's compiled module: beside this one when built, in dist/ when this runs from the sources (tests). */
export function workerUrl(file: string, command: string): URL {
  const here = new URL(`./${file}`, import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  const built = new URL(`../../dist/commands/${file}`, import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new Error(`regelwerk ${command} --workers: the worker module is not built; run \`npm run build\` (or use --workers 1)`);
}

/**
 * Runs tasks 0…tasks-1 on `count` threads of the worker at `url`. `take` gets every answer that
 * is no error; `failure` turns an answer with an error into the error the pool rejects with (and
 * then ends every thread).
 */
export function runPool<R extends PoolReply>(url: URL, workerData: unknown, count: number, tasks: number, take: (reply: R) => void, failure: (reply: R) => Error): Promise<void> {
  return new Promise((resolveAll, reject) => {
    let next = 0;
    let done = 0;
    let failed = false;
    const threads: Worker[] = [];
    const stop = (error?: Error) => {
      for (const t of threads) void t.terminate();
      if (error) {
        failed = true;
        reject(error);
      }
    };
    const give = (w: Worker) => {
      const request: PoolRequest = { task: next < tasks ? next++ : null };
      w.postMessage(request);
    };
    for (let k = 0; k < count; k++) {
      const w = new Worker(url, { workerData });
      threads.push(w);
      w.on('message', (m: R) => {
        if (failed) return;
        if (m.error !== undefined) return stop(failure(m));
        if (m.task !== null) {
          take(m);
          if (++done === tasks) {
            stop();
            resolveAll();
            return;
          }
        }
        give(w);
      });
      w.on('error', (e) => stop(new Error(`a worker thread failed: ${e.message}`)));
    }
  });
}
