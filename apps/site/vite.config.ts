import { defineConfig } from 'vite';

// The demo rule wiki. `npm start` builds it and serves the build at http://localhost:4173.
export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  server: { fs: { allow: ['../..'] } },
});
