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
    rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
