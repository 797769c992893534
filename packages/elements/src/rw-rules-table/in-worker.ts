import { startWorker } from '../shared/worker.js';
import { tablesFor, type TablesRequest, type TablesResult } from './tables.js';
import tablesWorkerUrl from './tables.worker.ts?worker&url';

/** What the element lends a computation: whether it is still wanted, and where its state and failure go. */
export interface WorkerHost {
  /** False once the request was replaced while this module loaded: nothing starts then. */
  current(): boolean;
  /** A worker runs; `stop` ends it (the reader cancels, or a new request replaces it). */
  started(stop: () => void): void;
  /** The computation with this `stop` is over (done, failed or stopped). */
  ended(stop: () => void): void;
  /** The computation failed: `why`, for the reader. */
  failed(why: string): void;
}

// Rule text of the page's own (a `src` file, inline text) is computed off the main thread: this
// module, its worker's address and the worker starter load only for such a table.

/**
 * Runs the request in a worker (from another origin through a trampoline), or on the main
 * thread where the page can start none or the worker cannot load; null when cancelled or replaced.
 */
export function tablesInWorker(request: TablesRequest, host: WorkerHost): Promise<TablesResult | null> {
  if (!host.current()) return Promise.resolve(null);
  const worker = startWorker(tablesWorkerUrl);
  if (worker === null) return tablesFor(request);
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: TablesResult | null) => {
      if (done) return;
      done = true;
      worker.terminate();
      host.ended(stop);
      resolve(value);
    };
    const stop = () => finish(null);
    host.started(stop);
    worker.onmessage = (e: MessageEvent<{ done?: TablesResult; failed?: string }>) => {
      if (e.data.done) finish(e.data.done);
      else {
        host.failed(e.data.failed ?? '');
        finish(null);
      }
    };
    // The worker reports its own failures as messages: an error event means it never loaded
    // (a CSP without blob: in worker-src, a file not found), so the page's thread does the work.
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      // Stopped or replaced meanwhile: nothing to do.
      if (done) return;
      tablesFor(request).then(finish, (err: Error) => {
        host.failed(err.message);
        finish(null);
      });
    };
    worker.postMessage(request);
  });
}
