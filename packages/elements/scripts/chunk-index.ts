import type { Plugin } from 'vite';
import { entryRewrite } from './entry-rewrite.ts';

// The `import.meta.glob` tables of src/shared/games.ts (one entry per generated chunk: rule texts,
// compiled rules, each shipped variant, charts) come out of the build as objects that spell every
// path twice, as key and as file name: `{"../generated/variants/x-y.rules.ts":()=>import(`./chunks/
// x-y.rules-HASH.js`),…}`, 7 KB of the entry for 60 chunks, growing with every variant. This
// rewrites each such table into one string of names and hashes, unpacked into the same object
// when the script runs: the table's tail of the entry shrinks to about a quarter.

const TABLE = /(?:\/\* [#@]__PURE__ \*\/ ?)?Object\.assign\(\{((?:"[^"]+":\(\)=>import\(`\.\/chunks\/[^`]+\.js`\),?)+)\}\)/g;
const ENTRY = /"([^"]+)":\(\)=>import\(`\.\/chunks\/([^`]+)\.js`\)/g;

/** The helper put first in the entry: the table of keys `p + name + s`, each loading `./chunks/<name><f>-<hash>.js`. */
export const INDEX_HELPER = `function __rwIndex(p,s,f,list){const o={},a=list.split(" ");for(let i=0;i<a.length;i+=2){const file="./chunks/"+a[i]+f+"-"+a[i+1]+".js";o[p+a[i]+s]=()=>import(file)}return o}`;

/** The folder every key is in, and the longest run of extensions every key ends with. */
function commonEnds(keys: readonly string[]): { readonly prefix: string; readonly suffix: string } {
  const first = keys[0]!;
  const prefix = first.slice(0, first.lastIndexOf('/') + 1);
  const dot = first.indexOf('.', prefix.length);
  let suffix = dot < 0 ? '' : first.slice(dot);
  while (suffix !== '' && !keys.every((k) => k.endsWith(suffix))) {
    const next = suffix.indexOf('.', 1);
    suffix = next < 0 ? '' : suffix.slice(next);
  }
  return { prefix, suffix };
}

/**
 * One table's compact form, or null when one of its files is not named `<name><f>-<hash>` (the
 * bundler names a chunk after its module; a clash of names gets another form): then the table
 * stays as it was.
 */
export function compactTable(entries: readonly (readonly [key: string, file: string])[]): string | null {
  if (entries.length === 0) return null;
  const { prefix, suffix } = commonEnds(entries.map(([k]) => k));
  // A module's chunk is named after its file without the last extension: `x.rules.ts` → `x.rules`.
  const f = suffix.slice(0, Math.max(0, suffix.lastIndexOf('.')));
  const parts: string[] = [];
  for (const [key, file] of entries) {
    if (!key.startsWith(prefix)) return null;
    const name = key.slice(prefix.length, key.length - suffix.length);
    const hash = file.slice(name.length + f.length + 1);
    if (name === '' || /\s/.test(name) || file !== `${name}${f}-${hash}` || !/^[\w-]+$/.test(hash)) return null;
    parts.push(name, hash);
  }
  return `__rwIndex(${JSON.stringify(prefix)},${JSON.stringify(suffix)},${JSON.stringify(f)},${JSON.stringify(parts.join(' '))})`;
}

/** The entry's code with every glob table of lazy chunks in its compact form, and the helper first; unchanged when none is. */
export function withChunkIndex(code: string): string {
  let used = false;
  const out = code.replace(TABLE, (table: string, body: string) => {
    const entries = [...body.matchAll(ENTRY)].map((m) => [m[1]!, m[2]!] as const);
    const compact = compactTable(entries);
    if (compact === null) return table;
    used = true;
    return compact;
  });
  return used ? `${INDEX_HELPER}\n${out}` : code;
}

/** A Vite plugin for the CDN build: the entry's chunk tables in their compact form (see above). */
export function chunkIndex(entry = 'regelwerk.js'): Plugin {
  return entryRewrite('regelwerk:chunk-index', entry, withChunkIndex);
}
