import { afterEach, describe, expect, it, vi } from 'vitest';
import { needsTrampoline, startWorker, trampolineSource } from './worker.js';

/** A stand-in for the browser's Worker that records how it was started, or refuses like a CSP. */
function fakeWorker(refuse: (url: string) => boolean) {
  const started: { url: string; type: string | undefined }[] = [];
  class FakeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      if (refuse(String(url))) throw new DOMException('refused by worker-src', 'SecurityError');
      started.push({ url: String(url), type: options?.type });
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
}

afterEach(() => vi.unstubAllGlobals());

describe('worker trampolines', () => {
  it('start a worker of the page origin from its own file', () => {
    expect(needsTrampoline('https://blog.example/cdn/assets/w.js', 'https://blog.example/post/1')).toBe(false);
    expect(needsTrampoline('/cdn/assets/w.js', 'https://blog.example/post/1')).toBe(false);
  });

  it('start a worker of another origin (another host, port or scheme) through a trampoline', () => {
    expect(needsTrampoline('https://cdn.jsdelivr.net/npm/@regelwerk/elements@1/dist/cdn/assets/w.js', 'https://blog.example/')).toBe(true);
    expect(needsTrampoline('http://localhost:4175/assets/w.js', 'http://localhost:4174/page.html')).toBe(true);
    expect(needsTrampoline('http://blog.example/w.js', 'https://blog.example/')).toBe(true);
  });

  it('write a trampoline that imports the worker file and nothing else, whatever its URL holds', () => {
    const href = 'https://cdn.example/a"b\\c/w.js';
    const source = trampolineSource(href);
    expect(source).toBe(`import ${JSON.stringify(href)};\n`);
    // The quoted URL reads back as the very URL: no character of it can end the string.
    expect(JSON.parse(/^import (.*);\n$/.exec(source)![1]!)).toBe(href);
  });
});

describe('startWorker', () => {
  it('starts a same-origin worker file directly, as a module', () => {
    const started = fakeWorker(() => false);
    const url = new URL('/assets/tables.worker.js', location.href).href;
    expect(startWorker(url)).not.toBeNull();
    expect(started).toEqual([{ url, type: 'module' }]);
  });

  it('starts a worker file of another origin from a blob: module, one per file', () => {
    const started = fakeWorker(() => false);
    expect(startWorker('https://cdn.example/dist/cdn/assets/tables.worker.js')).not.toBeNull();
    expect(startWorker('https://cdn.example/dist/cdn/assets/tables.worker.js')).not.toBeNull();
    expect(started).toHaveLength(2);
    expect(started[0]!.url).toMatch(/^blob:/);
    expect(started[0]!.type).toBe('module');
    expect(started[1]!.url).toBe(started[0]!.url);
  });

  it('gives null, never an exception, where the page refuses the worker', () => {
    fakeWorker((url) => url.startsWith('blob:'));
    expect(startWorker('https://cdn.example/assets/w.js')).toBeNull();
    fakeWorker(() => true);
    expect(startWorker(new URL('/assets/w.js', location.href))).toBeNull();
  });

  it('gives null where the browser has no Worker', () => {
    vi.stubGlobal('Worker', undefined);
    expect(startWorker('https://cdn.example/assets/w.js')).toBeNull();
  });
});
