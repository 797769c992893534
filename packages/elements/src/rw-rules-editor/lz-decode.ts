/**
 * Reads lz-string's URI-safe format (`compressToEncodedURIComponent`) with a cap on what it
 * expands to. lz-string's own decoder builds the whole text before anyone can measure it, and a
 * few kilobytes of address can expand to a hundred megabytes: this one stops as soon as the text
 * would pass `maxChars`, so its work and memory are bounded by the cap, whatever the input.
 *
 * The format is LZW over 16-bit code units, written as 6-bit characters: codes of a growing
 * width; code 0 and 1 bring a new 8- or 16-bit unit, 2 ends the text, every other code repeats
 * an earlier entry of the dictionary. Each entry is an earlier piece of the output plus the unit
 * after it, so entries are kept as (start, length) in the output: nothing is built twice.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
/** A character's 6 bits, or -1 for a character the format never writes. */
const VALUES: Int8Array = (() => {
  const out = new Int8Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) out[ALPHABET.charCodeAt(i)] = i;
  return out;
})();

export type Decoded = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: 'damaged' | 'too-long' };

const DAMAGED: Decoded = { ok: false, reason: 'damaged' };
const TOO_LONG: Decoded = { ok: false, reason: 'too-long' };

/** The text `input` holds, or why there is none: cut off or altered (`damaged`), or more than `maxChars` (`too-long`). */
export function decodeUriComponent(input: string, maxChars: number): Decoded {
  // A space is what a `+` becomes when an address is decoded as a form.
  const data = input.replace(/ /g, '+');
  const length = data.length;
  if (length === 0) return DAMAGED;
  let bad = false;
  const valueAt = (i: number) => {
    // Past the end the format reads zeros; a character it never writes means the address was changed.
    if (i >= length) return 0;
    const code = data.charCodeAt(i);
    const v = code < 128 ? VALUES[code]! : -1;
    if (v < 0) bad = true;
    return v < 0 ? 0 : v;
  };
  let val = valueAt(0);
  let mask = 32;
  let index = 1;
  const read = (width: number) => {
    let bits = 0;
    for (let power = 1, k = 0; k < width; k++, power *= 2) {
      if ((val & mask) !== 0) bits += power;
      mask >>= 1;
      if (mask === 0) {
        mask = 32;
        val = valueAt(index++);
      }
    }
    return bits;
  };

  let out = new Uint16Array(Math.min(maxChars, 1024));
  let size = 0;
  /** Makes room for `n` more units; false when the text would pass the cap. */
  const room = (n: number) => {
    if (size + n > maxChars) return false;
    if (size + n > out.length) {
      const grown = new Uint16Array(Math.min(maxChars, Math.max(out.length * 2, size + n)));
      grown.set(out.subarray(0, size));
      out = grown;
    }
    return true;
  };
  // The dictionary: entry i is out[start[i] .. start[i] + len[i]); entries 0 to 2 are the codes.
  const start: number[] = [0, 0, 0];
  const len: number[] = [0, 0, 0];

  const first = read(2);
  if (first === 2) return DAMAGED;
  if (!room(1)) return TOO_LONG;
  out[size++] = read(first === 0 ? 8 : 16);
  start.push(0);
  len.push(1);
  let wStart = 0;
  let wLen = 1;
  let enlargeIn = 4;
  let numBits = 3;
  for (;;) {
    if (bad || index > length) return DAMAGED;
    let code = read(numBits);
    if (code === 2) break;
    let literal = -1;
    if (code < 2) {
      literal = read(code === 0 ? 8 : 16);
      // The new unit is an entry of its own, written out at once (below).
      code = start.length;
      start.push(size);
      len.push(1);
      if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
    }
    const at = size;
    if (literal >= 0) {
      if (!room(1)) return TOO_LONG;
      out[size++] = literal;
    } else if (code < start.length) {
      const n = len[code]!;
      if (!room(n)) return TOO_LONG;
      out.copyWithin(size, start[code]!, start[code]! + n);
      size += n;
    } else if (code === start.length) {
      // The entry being defined: the last piece and its own first unit.
      if (!room(wLen + 1)) return TOO_LONG;
      out.copyWithin(size, wStart, wStart + wLen);
      out[size + wLen] = out[wStart]!;
      size += wLen + 1;
    } else {
      return DAMAGED;
    }
    // The last piece and the first unit of this one lie side by side in the output.
    start.push(wStart);
    len.push(wLen + 1);
    wStart = at;
    wLen = size - at;
    if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
  }
  if (bad) return DAMAGED;
  let text = '';
  for (let i = 0; i < size; i += 8192) text += String.fromCharCode(...out.subarray(i, Math.min(size, i + 8192)));
  return { ok: true, text };
}
