import { Rng } from '@regelwerk/engine';
import type { SushizockRules } from '@regelwerk/sushizock';

/**
 * The baseline for Sushizock: the whole game as one tight loop with the same rules read from the
 * same rule set (throws and set-aside dice, takes of the n-th tile, steals of the top or any
 * tile, the forced take, the end when the centre is empty, the sheet) and the same random policy
 * as the random bot (uniform over every legal decision), but no statechart, no events, no views.
 */
export function handWrittenSushizock(rules: SushizockRules, n: number, rng: Rng): { decisions: number; points: number } {
  const faceNames = [...new Set(rules.dice.die.faces.map(String))];
  const dieFaces = Int8Array.from(rules.dice.die.faces.map((f) => faceNames.indexOf(String(f))));
  const groups = Object.keys(rules.tiles);
  const G = groups.length;
  const actions = rules.actions.map((a) => ({ face: faceNames.indexOf(a.face), min: a.min, max: a.max, steal: a.effect === 'steal', group: groups.indexOf(a.group), any: a.position === 'any', nth: a.position === 'nth' }));
  const forced = rules.forcedTake.map((f) => ({ group: groups.indexOf(f.group), lowest: f.pick === 'lowest' }));
  const count = rules.dice.count;
  const maxThrows = rules.throws.max;
  const centre = groups.map((g) => rng.shuffle([...rules.tiles[g]!.values].sort((a, b) => a - b)));
  const stacks: number[][][] = Array.from({ length: n }, () => groups.map(() => []));
  const dice = new Int8Array(count);
  const counts = new Int32Array(faceNames.length);
  // Offers as flat quadruples: steal (0/1), group, from, position.
  const offers = new Int32Array(4 * 256);
  let decisions = 0;
  let current = rng.int(n);
  let left = centre.reduce((a, r) => a + r.length, 0);
  while (left > 0) {
    let aside = 0;
    let used = 0;
    for (;;) {
      for (let i = 0; i < count; i++) if ((aside & (1 << i)) === 0) dice[i] = dieFaces[rng.int(dieFaces.length)]!;
      used++;
      decisions++;
      counts.fill(0);
      for (let i = 0; i < count; i++) counts[dice[i]!]!++;
      let k = 0;
      for (const a of actions) {
        const c = counts[a.face]!;
        if (c < a.min || c > a.max) continue;
        if (!a.steal) {
          const p = a.nth ? c : 1;
          if (p <= centre[a.group]!.length) {
            offers[4 * k] = 0;
            offers[4 * k + 1] = a.group;
            offers[4 * k + 2] = -1;
            offers[4 * k + 3] = p;
            k++;
          }
          continue;
        }
        for (let o = 0; o < n; o++) {
          if (o === current) continue;
          const h = stacks[o]![a.group]!.length;
          for (let p = 1; p <= (a.any ? h : Math.min(1, h)); p++) {
            offers[4 * k] = 1;
            offers[4 * k + 1] = a.group;
            offers[4 * k + 2] = o;
            offers[4 * k + 3] = p;
            k++;
          }
        }
      }
      let thrown = 0;
      for (let i = 0; i < count; i++) if ((aside & (1 << i)) === 0) thrown++;
      const keeps = used < maxThrows && thrown >= 2 ? (1 << thrown) - 2 : 0;
      if (k + keeps === 0) {
        // The forced take.
        for (const f of forced) {
          const row = centre[f.group]!;
          if (row.length === 0) continue;
          let best = 0;
          for (let i = 1; i < row.length; i++) if (f.lowest ? row[i]! < row[best]! : row[i]! > row[best]!) best = i;
          stacks[current]![f.group]!.push(row.splice(best, 1)[0]!);
          left--;
          break;
        }
        decisions++;
        break;
      }
      const r = rng.int(k + keeps);
      if (r < k) {
        decisions++;
        const g = offers[4 * r + 1]!;
        const p = offers[4 * r + 3]!;
        if (offers[4 * r] === 0) {
          stacks[current]![g]!.push(centre[g]!.splice(p - 1, 1)[0]!);
          left--;
        } else {
          const st = stacks[offers[4 * r + 2]!]![g]!;
          stacks[current]![g]!.push(st.splice(st.length - p, 1)[0]!);
        }
        break;
      }
      // The (r - k + 1)-th non-empty, not-full choice among the dice just thrown goes aside.
      const pick = r - k + 1;
      for (let i = 0, bit = 0; i < count; i++) if ((aside & (1 << i)) === 0 && (pick & (1 << bit++)) !== 0) aside |= 1 << i;
    }
    current = (current + 1) % n;
  }
  let points = 0;
  const W = groups.indexOf(rules.worthless.group);
  const A = groups.indexOf(rules.worthless.above);
  for (const s of stacks) {
    for (let g = 0; g < G; g++) {
      const limit = g === W ? Math.min(s[g]!.length, s[A]!.length) : s[g]!.length;
      for (let i = 0; i < limit; i++) points += s[g]![i]!;
    }
  }
  return { decisions, points };
}
