import type { Plugin } from 'vite';

type GenerateBundle = Extract<NonNullable<Plugin['generateBundle']>, (...args: never[]) => unknown>;
/** What the build emits, by file name (the second argument of a plugin's `generateBundle`). */
export type OutputBundle = Parameters<GenerateBundle>[1];

/** A Vite plugin for the CDN build that rewrites the code of the entry chunk `entry` once the bundle is made. */
export function entryRewrite(name: string, entry: string, rewrite: (code: string, bundle: OutputBundle) => string): Plugin {
  return {
    name,
    apply: 'build',
    generateBundle(_, bundle: OutputBundle) {
      const main = bundle[entry];
      if (main?.type === 'chunk') main.code = rewrite(main.code, bundle);
    },
  };
}
