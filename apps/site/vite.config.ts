import { defineConfig } from 'vite';

// The demo rule wiki. `npm start` builds it and serves the build at http://localhost:4173.
// Pages load the elements from /cdn/regelwerk.js, the CDN build, exactly as an embedding page would.
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: { index: 'index.html', schocken: 'schocken.html', embed: 'embed.html' } },
  },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  server: { fs: { allow: ['../..'] } },
});
