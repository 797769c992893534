import { startWorker } from '../../shared/worker.js';
import compileWorkerUrl from './compile.worker.ts?worker&url';
import type { CodeRequest, CompileOutcome, FormatOutcome } from './types.js';

/** Answers compile and format requests: in a module worker, or on the main thread where there are none. */
export interface Compiler {
  request(request: CodeRequest): void;
  destroy(): void;
}

export interface CompilerReplies {
  compiled(outcome: CompileOutcome): void;
  formatted(outcome: FormatOutcome): void;
  /** The compiler itself failed (not the text): a message for the reader. */
  failed(kind: CodeRequest['kind'], version: number, why: string): void;
}

type Reply = { readonly kind: 'compile'; readonly outcome: CompileOutcome } | { readonly kind: 'format'; readonly outcome: FormatOutcome } | { readonly kind: CodeRequest['kind']; readonly version: number; readonly failed: string };

function deliver(reply: Reply, to: CompilerReplies): void {
  if ('failed' in reply) to.failed(reply.kind, reply.version, reply.failed);
  else if (reply.kind === 'compile') to.compiled(reply.outcome);
  else to.formatted(reply.outcome);
}

/** A compiler in a module worker; null where the page cannot start one. `broken` is called when it cannot load. */
function workerCompiler(to: CompilerReplies, broken: () => void): Compiler | null {
  // From another origin through a blob: trampoline; null under a CSP that forbids workers.
  const worker = startWorker(compileWorkerUrl);
  if (worker === null) return null;
  worker.onmessage = (e: MessageEvent<Reply>) => deliver(e.data, to);
  worker.onerror = (e) => {
    e.preventDefault();
    worker.terminate();
    broken();
  };
  return { request: (r) => worker.postMessage(r), destroy: () => worker.terminate() };
}

/** A compiler on the main thread: the compiler's code loads on first use, as its own chunk. */
function mainThreadCompiler(to: CompilerReplies): Compiler {
  let live = true;
  return {
    request(r) {
      void import('./compile-core.js')
        .then(({ answer }) => answer(r))
        .then(
          (outcome) => live && deliver({ kind: r.kind, outcome } as Reply, to),
          (err: Error) => live && to.failed(r.kind, r.version, err.message),
        );
    },
    destroy() {
      live = false;
    },
  };
}

/**
 * The compiler for this page: a worker when there can be one, else the main thread. A worker
 * that fails to load (a CSP without `worker-src`, a file not found) hands over to the main
 * thread, which answers the latest requests again.
 */
export function startCompiler(to: CompilerReplies, useWorker = true): Compiler {
  const latest = new Map<CodeRequest['kind'], CodeRequest>();
  let inner: Compiler | null = null;
  const fallBack = () => {
    inner = mainThreadCompiler(to);
    for (const r of latest.values()) inner.request(r);
  };
  inner = (useWorker ? workerCompiler(to, fallBack) : null) ?? mainThreadCompiler(to);
  return {
    request(r) {
      latest.set(r.kind, r);
      inner!.request(r);
    },
    destroy() {
      inner!.destroy();
    },
  };
}
