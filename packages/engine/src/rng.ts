/**
 * A small seeded pseudo-random generator (sfc32). Its whole state is four 32-bit numbers, kept in
 * a game's context, so a seed and the list of decisions reproduce a game exactly.
 */
export type RngState = readonly [number, number, number, number];

/** Turns any seed text or number into a generator state (cyrb128 hash). */
export function seedRng(seed: string | number): RngState {
  const str = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state: [number, number, number, number] = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Mix a few rounds so that similar seeds start far apart.
  const rng = new Rng(state);
  for (let i = 0; i < 12; i++) rng.uint32();
  return rng.state();
}

/** A generator working on its own copy of a state; `state()` gives the state to store back. */
export class Rng {
  /**
   * The four words of the state. A typed array holds them as raw 32-bit integers: in plain fields
   * most of them would not fit V8's small integers and would be boxed at every draw.
   */
  private readonly s = new Int32Array(4);

  constructor(state: RngState) {
    this.reset(state);
  }

  /** Sets the generator to a stored state. */
  reset(state: RngState): void {
    const s = this.s;
    s[0] = state[0];
    s[1] = state[1];
    s[2] = state[2];
    s[3] = state[3];
  }

  uint32(): number {
    // sfc32 on 32-bit words; the same numbers whether a word is read as signed or unsigned.
    const s = this.s;
    const a = s[0]!;
    const b = s[1]!;
    const c = s[2]!;
    const d = s[3]!;
    const t = (((a + b) | 0) + d) | 0;
    s[3] = (d + 1) | 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) | 0;
    s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** A whole number in 0…n-1, without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`Rng.int: n must be a whole number from 1 to 2^32, got ${n}`);
    // 2^32 mod n, and x mod n, worked out without a floating-point remainder (slow in V8); the
    // same numbers as `2 ** 32 % n` and `x % n` (x and n below 2^33, so every step is exact).
    const limit = 4294967296 - (n <= 65536 ? (((65536 % n) * 65536) % n) : 4294967296 % n);
    let x = this.uint32();
    while (x >= limit) x = this.uint32();
    return x - Math.floor(x / n) * n;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: cannot pick from an empty list');
    return items[this.int(items.length)]!;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  state(): RngState {
    const s = this.s;
    return [s[0]! >>> 0, s[1]! >>> 0, s[2]! >>> 0, s[3]! >>> 0];
  }
}
