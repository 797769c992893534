// The names close to a misspelt one, for the message that says a variant is unknown (games.ts):
// loaded only when a page asks for a variant that is not there.

/** Edit distance of two short names (Levenshtein). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The known names closest to `name`, at most three: those that contain it or are contained in it
 * (`einsen` → `nur-einsen-raus`), else those a few edits away (`jul` → `jule`).
 */
export function closeNames(name: string, known: readonly string[]): string[] {
  if (name === '') return [];
  const parts = known.filter((k) => k.includes(name) || name.includes(k));
  const limit = Math.max(2, Math.floor(name.length / 3));
  // The closest first: of several names that contain it (`jul` → `jule` before `jule-greher`), too.
  return (parts.length > 0 ? parts : known)
    .map((k) => ({ k, d: distance(name, k) }))
    .filter((x) => parts.length > 0 || x.d <= limit)
    .sort((a, b) => a.d - b.d || a.k.localeCompare(b.k))
    .slice(0, 3)
    .map((x) => x.k);
}
