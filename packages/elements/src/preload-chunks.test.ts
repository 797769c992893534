import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { staticClosure, withPreloads } from '../scripts/preload-chunks';

const bundle = {
  'regelwerk.js': { imports: [] },
  'chunks/play-1.js': { imports: ['regelwerk.js', 'chunks/texts-2.js', 'chunks/odds-3.js'] },
  'chunks/odds-3.js': { imports: ['chunks/maths-4.js', 'regelwerk.js'] },
  'chunks/texts-2.js': { imports: ['chunks/maths-4.js'] },
  'chunks/maths-4.js': { imports: [] },
  'chunks/variant-5.js': { imports: ['chunks/maths-4.js'] },
  'style.css': { type: 'asset' as const },
};

describe('preloading a lazy chunk’s imports (the CDN build)', () => {
  it('finds every file a chunk imports, directly or through others, once, without the entry', () => {
    expect(staticClosure(bundle, 'chunks/play-1.js', 'regelwerk.js')).toEqual(['chunks/maths-4.js', 'chunks/odds-3.js', 'chunks/texts-2.js']);
    expect(staticClosure(bundle, 'chunks/maths-4.js', 'regelwerk.js')).toEqual([]);
  });

  it('asks for those files at the moment the chunk is imported, and runs as the page’s script', () => {
    const code = withPreloads('const a=()=>import(`./chunks/play-1.js`),b=()=>import("./chunks/variant-5.js");export{a,b};', bundle, 'regelwerk.js');
    // A chunk with one import (a variant's base, loaded with the game) is left as it was.
    expect(code).toContain('b=()=>import("./chunks/variant-5.js")');
    const links: string[] = [];
    const document = { head: { append: (link: { href: string }) => links.push(link.href) }, createElement: () => ({}) as { href: string } };
    const body = code.replace('export{a,b};', 'return {a,b};').replaceAll('import.meta.url', 'base').replace(/import\(/g, 'load(');
    const loaded: string[] = [];
    const load = (u: string) => (loaded.push(u), u);
    const { a } = runInNewContext(`(() => {${body}})()`, { document, base: 'https://cdn.example/pkg/regelwerk.js', load, URL, Set }) as { a: () => unknown };
    a();
    a();
    expect(links).toEqual(['https://cdn.example/pkg/chunks/maths-4.js', 'https://cdn.example/pkg/chunks/odds-3.js', 'https://cdn.example/pkg/chunks/texts-2.js']);
    expect(loaded).toEqual(['./chunks/play-1.js', './chunks/play-1.js']);
  });

  it('leaves code without chunks worth preloading untouched', () => {
    const code = 'export const v=()=>import(`./chunks/variant-5.js`);';
    expect(withPreloads(code, bundle, 'regelwerk.js')).toBe(code);
  });
});
