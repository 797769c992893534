import { defineConfig } from 'vite';

// The npm build: ES modules with bare imports of lit and the @regelwerk packages, one entry per
// element plus an index that registers them all.
export default defineConfig({
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
      },
      formats: ['es'],
    },
    rollupOptions: { external: [/^lit(\/|$)/, /^@lit\//, /^@regelwerk\//, /^xstate/, /^@codemirror\//, /^@lezer\//] },
  },
});
