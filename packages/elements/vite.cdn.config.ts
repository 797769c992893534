import { defineConfig } from 'vite';
import { minifyCssLiterals } from './scripts/minify-css-literals';

// The CDN build: `<script type="module" src=".../regelwerk.js">` registers every element.
// Everything is bundled; each game (engine, rules, board, chart) is its own chunk, loaded only
// when a page uses that game.
export default defineConfig({
  plugins: [minifyCssLiterals()],
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
    rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true } },
  },
});
