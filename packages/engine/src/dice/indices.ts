/**
 * Whether `v` names dice by index without repeats: a list of whole numbers from 0 to `count - 1`,
 * each at most once (what a decision that keeps or turns dice carries). Runs at every checked
 * decision, so it counts with a bit set rather than building a set.
 */
export function isIndexList(v: unknown, count: number): v is number[] {
  if (!Array.isArray(v) || v.length > count) return false;
  let seen = 0;
  for (let i = 0; i < v.length; i++) {
    const x: unknown = v[i];
    if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= count) return false;
    if (count <= 30) {
      const bit = 1 << (x as number);
      if ((seen & bit) !== 0) return false;
      seen |= bit;
    } else if (v.indexOf(x) !== i) return false;
  }
  return true;
}
