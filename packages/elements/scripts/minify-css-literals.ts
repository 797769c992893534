import type { Plugin } from 'vite';

// A Vite plugin for the CDN build: the CSS inside Lit's css`…` templates is shipped as written,
// indentation and comments included. This folds it, as a CSS minifier would for the simple CSS we
// write (no strings or escapes with significant spaces): comments out, runs of white space to one
// space, none around punctuation.
const FILES = /(\.styles\.(ts|js)|[\\/]board-kit[\\/]dist[\\/](theme|board-styles|seat-list|screen-reader)\.js|[\\/]elements[\\/]src[\\/]shared[\\/](table-styles|storage)\.ts)$/;

export function foldCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

export function minifyCssLiterals(): Plugin {
  return {
    name: 'regelwerk:minify-css-literals',
    transform(code, id) {
      if (!FILES.test(id)) return null;
      // Only template literals tagged `css`, without interpolations inside; tsc writes the tag
      // with a space before the literal (`css \``), as in the boards' and board-kit's builds.
      const out = code.replace(/\bcss\s*`([^`$]*)`/g, (_: string, body: string) => `css\`${foldCss(body)}\``);
      return out === code ? null : { code: out, map: null };
    },
  };
}
