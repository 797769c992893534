import { defineConfig } from 'vite';

// The npm build: ES modules, one entry per element plus an index that registers them all. The
// @regelwerk packages are bundled in (they are not published on their own), so the package
// depends only on registry packages, which stay bare imports for the user's bundler to share:
// lit, xstate, CodeMirror, lz-string.
export default defineConfig({
  // Workers and other assets addressed relative to the module that loads them (import.meta.url),
  // not from the root of whatever site the user's bundler builds.
  base: './',
  build: {
    outDir: 'dist/npm',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: {
        index: 'src/index.ts',
        'rw-game': 'src/rw-game/rw-game.ts',
        'rw-statechart': 'src/rw-statechart/rw-statechart.ts',
        'rw-rules-table': 'src/rw-rules-table/rw-rules-table.ts',
        'rw-rules-editor': 'src/rw-rules-editor/rw-rules-editor.ts',
      },
      formats: ['es'],
    },
    // No PLUGIN_TIMINGS notice (see vite.cdn.config.ts).
    rollupOptions: { checks: { bundlerTimings: false }, external: [/^lit(\/|$)/, /^@lit\//, /^xstate/, /^@codemirror\//, /^@lezer\//, /^lz-string$/] },
  },
});
