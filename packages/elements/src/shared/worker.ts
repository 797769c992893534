/**
 * Module workers started from the URL of a built worker file, wherever the page loaded
 * regelwerk.js from (docs/embedding.md, "From another origin").
 *
 * A browser starts a worker only from a script of the page's own origin. From the page's origin
 * the worker starts from its file as it is; from another one (an npm CDN) it starts from a
 * same-origin `blob:` module whose only line imports the worker file (the CDN sends
 * `Access-Control-Allow-Origin: *`, so the import is allowed). Where neither can start (no
 * `Worker`, or a Content-Security-Policy whose `worker-src` allows neither), the caller gets null
 * and does the work on the page's thread; a worker that starts but cannot load its file reports an
 * `error` event before its first message, and the caller falls back then.
 */

/** The `blob:` trampoline of each worker file, made once (a few bytes, kept for the page's life). */
const trampolines = new Map<string, string>();

/** The text of a module that loads the worker file at `href` (an absolute URL). */
export function trampolineSource(href: string): string {
  return `import ${JSON.stringify(href)};\n`;
}

/** Whether a worker file at `href` must be started through a trampoline, seen from a page at `page`. */
export function needsTrampoline(href: string, page: string): boolean {
  return new URL(href, page).origin !== new URL(page).origin;
}

function trampoline(href: string): string {
  let url = trampolines.get(href);
  if (url === undefined) {
    url = URL.createObjectURL(new Blob([trampolineSource(href)], { type: 'text/javascript' }));
    trampolines.set(href, url);
  }
  return url;
}

/**
 * A module worker running the file at `url` (made absolute against the page), or null where the
 * page can have none. Never throws.
 */
export function startWorker(url: string | URL): Worker | null {
  if (typeof Worker === 'undefined' || typeof location === 'undefined') return null;
  try {
    const href = new URL(url, location.href).href;
    if (!needsTrampoline(href, location.href)) return new Worker(href, { type: 'module' });
    if (typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
    return new Worker(trampoline(href), { type: 'module' });
  } catch {
    // A CSP that forbids the worker (`worker-src`), or a browser without module workers.
    return null;
  }
}
