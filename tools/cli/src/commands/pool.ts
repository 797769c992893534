/**
 * Worker threads that take numbered tasks as they become free: `simulate --workers` (batches of
 * games) and `simulate --compare --workers` (chunks). The main thread plays tasks too, between
 * answering the threads (`here`), so that W threads play with W − 1 workers: a worker's module
 * loading and warm-up are not paid once more for the main thread's share. The caller keeps each
 * answer by its task number and adds them up in that order, so the result does not depend on
 * which thread was quick.
 *
 * The threads can start before the job is known (`startPool`): `simulate --compare` starts them
 * before it reads the rules, so that loading their modules overlaps the main thread reading and
 * compiling both rule sets (measured: about 0.1 s of a 4 s run); plain `simulate` starts them
 * once its arguments and rules are checked, as before.
 *
 * The talk: the pool sends `{ job }` once; a thread sets up for it and says `{ task: null }` (with
 * `error` if it could not); the pool sends `{ task: k }` (up to AHEAD at once), the thread answers
 * each with `{ task: k, … }` (or with `error`) in turn; `{ task: null }` from the pool, once the
 * thread holds no task, means no more.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

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

/** Threads started ahead of their job: `run` gives them one, `close` ends them (also when no job came). */
export interface Pool {
  /**
   * Runs tasks 0…tasks-1 of `job` on the pool's threads, and on this one too when `here` is
   * given (it plays one task; between two, this thread answers the others). `take` gets every
   * answer that is no error; `failure` turns an answer with an error into the error the run
   * rejects with (and then ends every thread). The threads end when the run does.
   */
  run<R extends PoolReply>(job: unknown, tasks: number, take: (reply: R) => void, failure: (reply: R) => Error, here?: (task: number) => R): Promise<void>;
  close(): void;
}

/**
 * Tasks a thread holds at once: the next one waits in its queue while it plays one, so that it
 * does not idle while this thread is busy playing a task of its own (`here`).
 */
const AHEAD = 2;

/** Starts `count` threads of the worker at `url`, which load their modules and wait for a job. */
export function startPool(url: URL, count: number): Pool {
  const threads = Array.from({ length: count }, () => new Worker(url));
  // A thread that failed before the run (its module did not load): the run rejects with it.
  let early: Error | undefined;
  let onError: (e: Error) => void = (e) => {
    early ??= e;
  };
  let onMessage: (w: Worker, m: PoolReply) => void = () => undefined;
  for (const w of threads) {
    w.on('error', (e) => onError(new Error(`a worker thread failed: ${e.message}`)));
    w.on('message', (m: PoolReply) => onMessage(w, m));
  }
  const close = () => {
    for (const t of threads) void t.terminate();
  };
  return {
    close,
    run<R extends PoolReply>(job: unknown, tasks: number, take: (reply: R) => void, failure: (reply: R) => Error, here?: (task: number) => R) {
      return new Promise<void>((resolveAll, reject) => {
        let next = 0;
        let done = 0;
        let over = false;
        // Tasks each thread holds and has not answered yet.
        const held = new Map<Worker, number>(threads.map((w) => [w, 0]));
        const stop = (error?: Error) => {
          over = true;
          close();
          if (error) reject(error);
          else resolveAll();
        };
        /** Keeps an answer; true when it was the last one (the run is then over). */
        const answered = (m: R): boolean => {
          if (m.error !== undefined) {
            stop(failure(m));
            return true;
          }
          take(m);
          if (++done === tasks) stop();
          return over;
        };
        const give = (w: Worker) => {
          while (held.get(w)! < AHEAD && next < tasks) {
            held.set(w, held.get(w)! + 1);
            w.postMessage({ task: next++ } satisfies PoolRequest);
          }
          if (held.get(w) === 0) w.postMessage({ task: null } satisfies PoolRequest);
        };
        const playHere = () => {
          if (over || next >= tasks || here === undefined) return;
          const task = next++;
          let reply: R;
          try {
            reply = here(task);
          } catch (e) {
            stop(e instanceof Error ? e : new Error(String(e)));
            return;
          }
          // The next task after the threads' answers that came meanwhile (setImmediate runs after them).
          if (!answered(reply)) setImmediate(playHere);
        };
        if (early) return stop(early);
        onError = (e) => {
          if (!over) stop(e);
        };
        onMessage = (w, reply) => {
          const m = reply as R;
          if (over) return;
          if (m.task === null) {
            if (m.error !== undefined) return void answered(m);
            return give(w);
          }
          held.set(w, held.get(w)! - 1);
          if (!answered(m)) give(w);
        };
        for (const w of threads) w.postMessage({ job });
        if (here !== undefined) setImmediate(playHere);
      });
    },
  };
}

/**
 * The thread's side: waits for the job, sets up for it once (`setup` gives the function that
 * does one task), then answers each task the pool sends. `failed` makes the answer for a setup
 * (task null) or a task that threw.
 */
export function serveTasks<J, R extends PoolReply>(setup: (job: J) => (task: number) => R, failed: (task: number | null, error: unknown) => R): void {
  const port = parentPort!;
  port.once('message', (first: { readonly job: J }) => {
    let play: (task: number) => R;
    try {
      play = setup(first.job);
    } catch (e) {
      port.postMessage(failed(null, e));
      return;
    }
    port.on('message', (m: PoolRequest) => {
      if (m.task === null) {
        port.close();
        return;
      }
      let reply: R;
      try {
        reply = play(m.task);
      } catch (e) {
        reply = failed(m.task, e);
      }
      port.postMessage(reply);
    });
    port.postMessage({ task: null } satisfies PoolReply);
  });
}
