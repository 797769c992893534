/** Counting throws of dice: shared by the games that rank throws and by the engine's exact odds. */

/** Every multiset of `count` values from `faces`, each sorted high to low, best-looking first. */
export function allThrows(faces: readonly number[], count: number): number[][] {
  const distinct = [...new Set(faces)].sort((a, b) => b - a);
  const out: number[][] = [];
  const walk = (start: number, acc: number[]) => {
    if (acc.length === count) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < distinct.length; i++) {
      acc.push(distinct[i]!);
      walk(i, acc);
      acc.pop();
    }
  };
  walk(0, []);
  return out;
}

/** How many distinct throws `count` dice with `distinctFaces` faces make. */
export function throwCount(distinctFaces: number, count: number): number {
  let c = 1;
  for (let i = 1; i <= count; i++) c = (c * (distinctFaces + i - 1)) / i;
  return Math.round(c);
}

/** The chance of exactly this multiset with one throw of all dice. */
export function throwProbability(dice: readonly number[], faces: readonly number[]): number {
  const sides = faces.length;
  const counts = new Map<number, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  let p = factorial(dice.length);
  for (const [value, m] of counts) {
    const weight = faces.filter((f) => f === value).length / sides;
    p *= weight ** m / factorial(m);
  }
  return p;
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}
