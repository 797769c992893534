import { defineConfig } from 'vite';

// The CDN build: `<script type="module" src=".../regelwerk.js">` registers every element.
// Everything is bundled; each game (engine, rules, board, chart) is its own chunk, loaded only
// when a page uses that game.
export default defineConfig({
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: 'src/cdn.ts', formats: ['es'], fileName: () => 'regelwerk.js' },
    // Vite leaves the whitespace of an ES library build unminified (for bundlers that read it);
    // this build goes straight to pages, so it is minified: about 5 KB gzip less per page.
    rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true } },
  },
});
