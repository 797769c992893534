// Numbers as the games' tables print them: a module of its own, so that a game's tables do not
// load the rule-set describer (and the condition parser it needs) that tables.ts holds.

export function percent(p: number): string {
  return `${(p * 100).toFixed(2)} %`;
}

/** How often each value occurs, highest value first. */
export function countValues(values: readonly number[]): { value: number; count: number }[] {
  const m = new Map<number, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return [...m].map(([value, count]) => ({ value, count })).sort((a, b) => b.value - a.value);
}
