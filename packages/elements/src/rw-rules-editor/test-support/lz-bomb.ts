/** Test support: shared links that expand far beyond what they look like. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/**
 * A decompression bomb in lz-string's URI-safe format, written bit by bit as lz-string writes:
 * one `a`, then `codes` codes that each name the entry being defined (`a`, `aa`, `aaa`, …), so
 * the text is 1 + 2 + … + (codes + 1) characters long while the fragment grows only linearly.
 */
export function bomb(codes: number): { readonly fragment: string; readonly length: number } {
  let out = '';
  let value = 0;
  let filled = 0;
  const write = (v: number, width: number) => {
    for (let i = 0; i < width; i++) {
      value = (value << 1) | ((v >> i) & 1);
      if (++filled === 6) {
        out += ALPHABET[value];
        value = 0;
        filled = 0;
      }
    }
  };
  write(0, 2); // an 8-bit unit follows
  write('a'.charCodeAt(0), 8);
  let size = 4;
  let width = 3;
  let enlargeIn = 4;
  for (let k = 0; k < codes; k++) {
    write(size++, width);
    if (--enlargeIn === 0) enlargeIn = 2 ** width++;
  }
  write(2, width); // the end
  write(0, 6 - filled);
  return { fragment: out, length: ((codes + 1) * (codes + 2)) / 2 };
}
