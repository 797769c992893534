import { cpSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// The published command: one folder of ES modules for Node with the @regelwerk packages (and
// xstate) bundled in, so that the package depends only on elkjs from the registry. Flat file names:
// the simulate and compare workers are found beside the module that starts it, the shipped rule files in
// bundle/rules/ beside every module (tools/cli/src/io.ts), and package.json one folder up.
const RULES = new URL('../../rules/', import.meta.url);
const OUT = new URL('./bundle/', import.meta.url);

export default defineConfig({
  plugins: [
    {
      name: 'regelwerk-shipped-rules',
      writeBundle() {
        rmSync(new URL('rules/', OUT), { recursive: true, force: true });
        cpSync(RULES, new URL('rules/', OUT), { recursive: true, filter: (src) => !/\.\w+$/.test(src) || src.endsWith('.rules') });
      },
    },
  ],
  build: {
    outDir: 'bundle',
    emptyOutDir: true,
    target: 'node20',
    ssr: true,
    minify: false,
    rollupOptions: {
      input: { main: 'src/main.ts', 'simulate-worker': 'src/commands/simulate-worker.ts', 'compare-worker': 'src/commands/compare-worker.ts' },
      external: [/^node:/, ...builtinModules, /^elkjs(\/|$)/],
      // The games' registry imports a game both at once (all) and lazily (for pages): in one bundle that is expected.
      checks: { ineffectiveDynamicImport: false },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  // Bundle every package, not only what SSR would keep external by default.
  ssr: { noExternal: true, target: 'node' },
});
