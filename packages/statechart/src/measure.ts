/**
 * Text widths without a browser, for sizing boxes at build time. The advance widths (per 100 px
 * of font size) are those of DejaVu Sans, the default sans-serif of Debian's Chromium and wider
 * than the system fonts of most readers (Segoe UI, San Francisco, Roboto): a box sized with
 * them holds the text in any of these. Measured once with a canvas in Chromium.
 */

const CHARS = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~äöüÄÖÜß„“”‘’–—…·→";
const REGULAR = [32, 41, 46, 84, 64, 96, 78, 28, 40, 40, 50, 84, 32, 37, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84, 84, 84, 54, 100, 69, 69, 70, 78, 64, 58, 78, 76, 30, 30, 66, 56, 87, 75, 79, 61, 79, 70, 64, 62, 74, 69, 99, 69, 62, 69, 40, 34, 40, 84, 50, 50, 62, 64, 55, 64, 62, 36, 64, 64, 28, 28, 58, 28, 98, 64, 62, 64, 64, 42, 53, 40, 64, 60, 82, 60, 60, 53, 64, 34, 64, 84, 62, 62, 64, 69, 79, 74, 63, 52, 52, 52, 32, 32, 50, 100, 100, 32, 84];
const BOLD = [35, 46, 53, 84, 70, 101, 88, 31, 46, 46, 53, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84, 84, 84, 59, 100, 78, 77, 74, 84, 69, 69, 83, 84, 38, 38, 78, 64, 100, 84, 86, 74, 86, 78, 73, 69, 82, 78, 111, 78, 73, 73, 46, 37, 46, 84, 50, 50, 68, 72, 60, 72, 68, 44, 72, 72, 35, 35, 67, 35, 105, 72, 69, 72, 72, 50, 60, 48, 72, 66, 93, 65, 66, 59, 72, 37, 72, 84, 68, 69, 72, 78, 86, 82, 72, 66, 66, 66, 38, 38, 50, 100, 100, 38, 84];

/** The width in px of `text` at `size` px; characters not in the table count as a wide one. */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? BOLD : REGULAR;
  let w = 0;
  for (const c of text) {
    const i = CHARS.indexOf(c);
    w += i < 0 ? 100 : table[i]!;
  }
  return (w * size) / 100;
}
