import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

/** One emitted chunk of the CDN build: the source modules inside it, with their minified lengths. */
export interface ChunkMapEntry {
  readonly file: string;
  readonly name: string;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly modules: Readonly<Record<string, number>>;
}

/**
 * A Vite plugin for the CDN build: writes, beside (not into) the build, which source modules each
 * emitted chunk holds, so that `npm run bench:page` can say what a page loads and a module bundled
 * into two chunks shows up. Paths are relative to the repository, lengths as rendered (minified).
 */
export function chunkMap(out: string, root: string): Plugin {
  const rel = (id: string) => (id.startsWith(root) ? id.slice(root.length).replace(/^[\\/]/, '') : id).replace(/\\/g, '/');
  return {
    name: 'regelwerk:chunk-map',
    generateBundle(_, bundle) {
      const chunks: ChunkMapEntry[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(item.modules)) if (info.renderedLength > 0) modules[rel(id)] = info.renderedLength;
        chunks.push({ file: item.fileName, name: item.name, imports: item.imports, dynamicImports: item.dynamicImports, modules });
      }
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, JSON.stringify(chunks, null, 1));
    },
  };
}
