/** Counting throws of dice: shared by the games that rank throws and by the engine's exact odds. */
import type { Face } from './ruleset.js';

/**
 * Calls `visit` with every multiset of `size` items of `kinds`, each listed in the order of
 * `kinds`, the multisets in that order too (the first kind `size` times first). The list handed
 * to `visit` is reused for the next one: copy it to keep it.
 */
export function forEachMultiset<T>(kinds: readonly T[], size: number, visit: (items: readonly T[]) => void): void {
  const acc: T[] = [];
  const walk = (start: number) => {
    if (acc.length === size) {
      visit(acc);
      return;
    }
    for (let i = start; i < kinds.length; i++) {
      acc.push(kinds[i]!);
      walk(i);
      acc.pop();
    }
  };
  walk(0);
}

/** Every multiset of `count` values from `faces`, each sorted high to low, best-looking first. */
export function allThrows(faces: readonly number[], count: number): number[][] {
  const out: number[][] = [];
  forEachMultiset([...new Set(faces)].sort((a, b) => b - a), count, (dice) => out.push([...dice]));
  return out;
}

/** How many distinct throws `count` dice with `distinctFaces` faces make. */
export function throwCount(distinctFaces: number, count: number): number {
  return Number(multisets(distinctFaces, count));
}

/** The multisets of `count` values from `distinct` kinds, exactly: 5 d6 have 252 different throws. */
export function multisets(distinct: number, count: number): bigint {
  let c = 1n;
  for (let i = 1n; i <= BigInt(count); i++) c = (c * (BigInt(distinct) + i - 1n)) / i;
  return c;
}

/**
 * The ways a turn can go on from a throw of all `count` dice: for every throw, every choice of
 * dice to set aside (fewer than all), every throw of the rest. A throw and the dice kept from it
 * are a pair of multisets of sizes `count - j` and `j`, so the sum runs over the number kept.
 */
export function throwSteps(distinct: number, count: number): bigint {
  let total = 0n;
  for (let kept = 0; kept < count; kept++) {
    const rest = multisets(distinct, count - kept);
    total += multisets(distinct, kept) * rest * rest;
  }
  return total;
}

/** A whole number with thousands separated by commas, the way messages write counts: 8,436. */
export function groupDigits(n: number | bigint): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The chance of exactly this multiset with one throw of all `dice.length` dice: a multinomial.
 * Any die works: numbered or named faces, a face listed twice is twice as likely.
 */
export function throwProbability<F extends Face>(dice: readonly F[], faces: readonly F[]): number {
  const counts = new Map<F, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  let p = factorial(dice.length);
  for (const [value, m] of counts) {
    const weight = faces.filter((f) => f === value).length / faces.length;
    p *= weight ** m / factorial(m);
  }
  return p;
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}
