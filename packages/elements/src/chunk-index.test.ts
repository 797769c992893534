import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compactTable, withChunkIndex } from '../scripts/chunk-index';

/** Runs `code` (an entry that exports `t`) and calls every loader of `t`, giving what each imported. */
function loaders(code: string): Record<string, string> {
  const body = code.replace('export{t};', 'return t;').replace(/import\(/g, 'load(');
  const table = runInNewContext(`(() => {${body}})()`, { load: (u: string) => u }) as Record<string, () => string>;
  return Object.fromEntries(Object.entries(table).map(([k, f]) => [k, f()]));
}

describe('the compact index of lazy chunks (the CDN build)', () => {
  it('writes a glob table as one string of names and hashes that unpacks to the same loaders', () => {
    const code =
      'const t=/* @__PURE__ */ Object.assign({"../generated/variants/schocken-jule.rules.ts":()=>import(`./chunks/schocken-jule.rules-Ab_1.js`),"../generated/variants/okudos-variante-1.rules.ts":()=>import(`./chunks/okudos-variante-1.rules-C-d2.js`)});export{t};';
    const out = withChunkIndex(code);
    expect(out).not.toContain('../generated/variants/schocken-jule.rules.ts');
    expect(out).toContain('"schocken-jule Ab_1 okudos-variante-1 C-d2"');
    expect(loaders(out)).toEqual(loaders(code));
    expect(loaders(out)).toEqual({
      '../generated/variants/schocken-jule.rules.ts': './chunks/schocken-jule.rules-Ab_1.js',
      '../generated/variants/okudos-variante-1.rules.ts': './chunks/okudos-variante-1.rules-C-d2.js',
    });
  });

  it('keeps names with dots and files named without the keys’ extensions', () => {
    expect(compactTable([['../generated/charts/schocken-0.json', 'schocken-0-X1'], ['../generated/charts/a.b-1.json', 'a.b-1-Y2']])).toBe(
      '__rwIndex("../generated/charts/",".json","","schocken-0 X1 a.b-1 Y2")',
    );
  });

  it('leaves a table alone when a file is not named after its key (a clash of names)', () => {
    expect(compactTable([['../generated/x.rules.ts', 'x.rules-A1'], ['../generated/y.rules.ts', 'y2.rules-B2']])).toBeNull();
    const code = 'const t=Object.assign({"../g/x.ts":()=>import(`./chunks/other-A1.js`)});export{t};';
    expect(withChunkIndex(code)).toBe(code);
  });

  it('leaves code without such tables untouched', () => {
    const code = 'export const v=()=>import(`./chunks/variant-5.js`);';
    expect(withChunkIndex(code)).toBe(code);
  });
});
