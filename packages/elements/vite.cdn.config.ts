import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { chunkIndex } from './scripts/chunk-index.ts';
import { chunkMap } from './scripts/chunk-map.ts';
import { minifyCssLiterals } from './scripts/minify-css-literals.ts';
import { preloadChunks } from './scripts/preload-chunks.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// The CDN build: `<script type="module" src=".../regelwerk.js">` registers every element.
// Everything is bundled; each game (engine, rules, board, chart) is its own chunk, loaded only
// when a page uses that game.
export default defineConfig({
  // dist/cdn-chunks.json (outside what is published): which modules each chunk holds, for `npm run bench:page`.
  plugins: [minifyCssLiterals(), preloadChunks(), chunkIndex(), chunkMap(fileURLToPath(new URL('dist/cdn-chunks.json', import.meta.url)), ROOT)],
  // Files the build emits (the rules table's worker) are found beside the script, wherever it is hosted.
  base: './',
  // The rules table's worker (only pages with a rule file of their own load it): an ES module, minified.
  worker: { format: 'es', rollupOptions: { output: { minify: true } } },
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: 'src/cdn.ts', formats: ['es'], fileName: () => 'regelwerk.js' },
    // Library mode leaves ES output unminified (to keep pure annotations for the user's bundler);
    // this build is what pages load as it is, so it is minified whole.
    // 'allow-extension': modules regelwerk.js loads anyway and a lazy chunk shares (lit, the shared
    // element code, the rule editor's use of rw-game and rw-rules-table) stay in regelwerk.js, which
    // exports them to the chunk, instead of going into extra chunks every page would load.
    // Measured on the embed page: 59.4 → 58.6 KB gzip with the editor's loader in (rolldown#10731).
    // No comments in the output: pages load it as it is, and no bundler reads its pure annotations
    // (a bundler takes the npm build); about 40 bytes of gzip a file, 0.2 KB on the embed page.
    // No PLUGIN_TIMINGS notice on `npm install`: the whole build takes ~3 s, most of it in our own
    // CSS fold and the worker bundles, as expected; a newcomer has nothing to decide there.
    rollupOptions: { checks: { bundlerTimings: false }, preserveEntrySignatures: 'allow-extension', output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true, comments: { annotation: false, legal: false, jsdoc: false } } },
  },
});
