// Compiles and formats the editor's text off the main thread, so typing never waits for the
// compiler. Requests that arrive while one is running wait; of those only the newest compile and
// the newest format are answered (older texts are out of date anyway).
import { answer } from './compile-core.js';
import type { CodeRequest } from './types.js';

const waiting = new Map<CodeRequest['kind'], CodeRequest>();
let running = false;

async function run(): Promise<void> {
  running = true;
  for (let next = first(); next; next = first()) {
    waiting.delete(next.kind);
    try {
      self.postMessage({ kind: next.kind, outcome: await answer(next) });
    } catch (err) {
      self.postMessage({ kind: next.kind, version: next.version, failed: (err as Error).message });
    }
  }
  running = false;
}

function first(): CodeRequest | undefined {
  return waiting.get('format') ?? waiting.get('compile');
}

self.onmessage = (e: MessageEvent<CodeRequest>) => {
  waiting.set(e.data.kind, e.data);
  if (!running) void run();
};
