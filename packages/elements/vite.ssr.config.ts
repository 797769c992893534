import { defineConfig } from 'vite';

// The server-side rendering module (src/ssr.ts) for Node: a static site generator, `regelwerk
// render --ssr` and the demo site's build import it. The @regelwerk packages are bundled in as in
// the npm build; lit, Lit SSR and xstate stay bare imports, resolved by Node (their node builds).
export default defineConfig({
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    ssr: 'src/ssr.ts',
    minify: false,
    rollupOptions: {
      external: [/^lit(\/|$)/, /^lit-html(\/|$)/, /^lit-element(\/|$)/, /^@lit\//, /^@lit-labs\//, /^xstate/, /^node:/],
      // The games' registry imports a game both at once and lazily: in one module that is expected.
      // No PLUGIN_TIMINGS notice either (see vite.cdn.config.ts).
      checks: { ineffectiveDynamicImport: false, bundlerTimings: false },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
  ssr: { noExternal: [/^@regelwerk\//], target: 'node' },
});
