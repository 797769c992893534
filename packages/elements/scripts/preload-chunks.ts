import type { Plugin } from 'vite';
import { entryRewrite } from './entry-rewrite.ts';

/**
 * The helper put first in the entry: `<link rel="modulepreload">` for the files numbered in `list`
 * (indices into `__rwFiles`, which the build writes), once per page, beside the script.
 */
const helper = (files: readonly string[]) =>
  `const __rwFiles=${JSON.stringify(files.map((f) => f.replace(/^chunks\//, '').replace(/\.js$/, '')).join(' '))}.split(" "),__rwPreloaded=new Set;function __rwPreload(list){if(typeof document>"u")return;for(const i of list.split(" ")){const href=new URL("./chunks/"+__rwFiles[i]+".js",import.meta.url).href;if(__rwPreloaded.has(href))continue;__rwPreloaded.add(href);const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}}`;

/** Every chunk `file` imports statically, directly or through others, except the entry itself. */
export function staticClosure(bundle: Readonly<Record<string, { readonly imports: readonly string[] } | { readonly type: 'asset' }>>, file: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (!chunk || !('imports' in chunk)) return;
    for (const next of chunk.imports) {
      if (next === entry || seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(file);
  return [...seen].sort();
}

/**
 * The entry's code with each `import("./chunks/x.js")` preceded by a preload of the files x imports
 * (two or more; one is a rule variant's base, which the game has loaded already: not worth its bytes),
 * and the helper put first; the code unchanged when nothing is worth preloading.
 */
export function withPreloads(code: string, bundle: Parameters<typeof staticClosure>[0], entry: string): string {
  const files: string[] = [];
  const number = (file: string) => {
    const known = files.indexOf(file);
    return known >= 0 ? known : files.push(file) - 1;
  };
  const rewritten = code.replace(/import\((["'`])\.\/([^"'`]+\.js)\1\)/g, (call, _quote: string, file: string) => {
    const deps = staticClosure(bundle, file, entry);
    if (deps.length < 2 || !deps.every((d) => /^chunks\/[^/ ]+\.js$/.test(d))) return call;
    return `(__rwPreload(${JSON.stringify(deps.map(number).join(' '))}),${call})`;
  });
  // First in the file: the elements register (and may load a game) while the module runs.
  return files.length > 0 ? `${helper(files)}\n${rewritten}` : code;
}

/**
 * A Vite plugin for the CDN build. Library builds load a lazy chunk's own imports only once the
 * chunk has arrived and been parsed, so a game arrived in three or four round trips, each waiting
 * for the page's one thread. This rewrites the entry's dynamic imports so that the files a chunk
 * imports, directly or not, are asked for at the same moment as the chunk (modulepreload: fetched
 * and parsed, not run; docs/embedding.md, its opening).
 */
export function preloadChunks(entry = 'regelwerk.js'): Plugin {
  return entryRewrite('regelwerk:preload-chunks', entry, (code, bundle) => withPreloads(code, bundle, entry));
}
