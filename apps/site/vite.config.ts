import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The demo rule wiki. `npm start` builds it and serves the build at http://localhost:4173.
// Pages load the elements from /cdn/regelwerk.js, the CDN build, exactly as an embedding page would.
// Every HTML page in this folder is built: a game's page is one file beside the others.
const pages = Object.fromEntries(
  readdirSync(fileURLToPath(new URL('.', import.meta.url)))
    .filter((f) => f.endsWith('.html'))
    .map((f) => [f.slice(0, -'.html'.length), f]),
);

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: pages },
  },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  server: { fs: { allow: ['../..'] } },
});
