/**
 * ELK (Eclipse Layout Kernel, elkjs; EPL-2.0 or GPL-3.0) run synchronously, for build scripts
 * and the CLI only: no page ever loads this module (the workspace test checks the CDN build).
 *
 * elkjs's public API is asynchronous because it may run in a web worker; without one it hands
 * every message to an in-process "fake worker" on a timer. The fake worker's dispatcher is
 * synchronous, so calling it directly gives the same layout at once (a test compares the two),
 * and `chartOf` can stay a plain function.
 */
import FakeWorkerModule from 'elkjs/lib/elk-worker.min.js';
import type { ElkNode } from 'elkjs/lib/elk-api.js';

interface FakeWorker {
  onmessage: (message: { data: { id: number; data?: unknown; error?: unknown } }) => void;
  dispatcher: { saveDispatch: (message: { data: Record<string, unknown> }) => void };
}

const { Worker } = FakeWorkerModule as unknown as { Worker: new () => FakeWorker };

let worker: FakeWorker | null = null;

function call(message: Record<string, unknown>): unknown {
  worker ??= new Worker();
  let reply: { data?: unknown; error?: unknown } | null = null;
  worker.onmessage = (m) => {
    reply = m.data;
  };
  worker.dispatcher.saveDispatch({ data: { id: 0, ...message } });
  const r = reply as { data?: unknown; error?: unknown } | null;
  if (!r) throw new Error('elk: the layout did not answer synchronously (has elkjs changed?)');
  if (r.error) throw new Error(`elk: ${String((r.error as { message?: string }).message ?? r.error)}`);
  return r.data;
}

let registered = false;

/** Lays out an ELK graph in place and returns it, synchronously. */
export function elkLayoutSync<T extends ElkNode>(graph: T): T {
  if (!registered) {
    call({ cmd: 'register', algorithms: ['layered'] });
    registered = true;
  }
  return call({ cmd: 'layout', graph, layoutOptions: {}, options: {} }) as T;
}
