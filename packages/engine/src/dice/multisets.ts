/**
 * Throws of several identical dice as multisets: which values show, not which die shows which.
 * Any die works: numbered or named faces, a face listed twice is twice as likely.
 */
import { forEachMultiset, throwProbability, type Face } from '@regelwerk/dsl';

// One multinomial for the whole workspace: the dsl's, which rule checks use too.
export { throwProbability };

/** One outcome of throwing some dice: the values in face order, and its chance. */
export interface DiceThrow<F extends Face = Face> {
  readonly dice: readonly F[];
  readonly probability: number;
}

/**
 * The order dice are listed in: numbers high to low (as a ranking table reads them: 6 5 4), then
 * named faces in the order the die lists them.
 */
export function faceComparator<F extends Face>(faces: readonly F[]): (a: F, b: F) => number {
  const named = new Map<F, number>();
  for (const f of faces) if (typeof f === 'string' && !named.has(f)) named.set(f, named.size);
  return (a, b) => {
    if (typeof a === 'number' && typeof b === 'number') return b - a;
    if (typeof a === 'number') return -1;
    if (typeof b === 'number') return 1;
    return named.get(a)! - named.get(b)!;
  };
}

/** The distinct faces of a die in face order. */
export function faceOrder<F extends Face>(faces: readonly F[]): F[] {
  return [...new Set(faces)].sort(faceComparator(faces));
}

/**
 * Every multiset of `count` dice of a die with its chance, each listed in face order, the
 * multisets themselves in face order too (6 6 6 first for a d6). The chances add up to one.
 */
export function throwDistribution<F extends Face>(faces: readonly F[], count: number): DiceThrow<F>[] {
  const out: DiceThrow<F>[] = [];
  forEachMultiset(faceOrder(faces), count, (dice) => out.push({ dice: [...dice], probability: throwProbability(dice, faces) }));
  return out;
}
