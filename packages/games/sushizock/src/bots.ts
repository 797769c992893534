import { randomBot, type Bot, type Seat } from '@regelwerk/engine';
import type { SushizockEvent } from './context.js';
import { oddsFor } from './rules/odds.js';
import { faceCount } from './rules/turn.js';
import type { SushizockRules } from './schema/rules.js';
import type { StackView, SushizockView } from './view.js';

type Stacks = Readonly<Record<string, StackView>>;

/** What a tile of the worthless group above the other stack may still be worth: it may count once more bones come. */
const LATER = 0.35;
/** When the aim of a throw is missed, about this share of the forced take's cost is expected. */
const MISS = 0.6;

/** How many tiles show each value. */
function counted(values: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const v of values) out.set(v, (out.get(v) ?? 0) + 1);
  return out;
}

/** One thing to throw for: a count of a face, and the best tile it would bring now. */
interface Target {
  readonly face: string;
  readonly min: number;
  readonly max: number;
  readonly worth: number;
}

type Advice = Readonly<{ stop: boolean; keep: readonly string[]; probability: number }>;
/** The tacticians' advice, per optimiser, by position key and then aim (see `adviserAt`). */
const adviceByOptimiser = new WeakMap<object, Map<string | number, Map<number, Advice>>>();

/**
 * Decides from its view alone. It values each take and steal by what the tile is worth to it and
 * what the steal costs the opponent (tiles it cannot see count as the average of the tiles nobody
 * can see), and, while a throw is left, weighs each possible aim of the next throws by its exact
 * chance (the shared dice optimiser) against what the dice allow now.
 */
export function tacticianBot(rules: SushizockRules): Bot<SushizockView, SushizockEvent> {
  const o = oddsFor(rules);
  const { group: W, above: A } = rules.worthless;
  // Every tile of each group, counted by value, with their sum: what nobody can see is worked
  // out per decision as this less what is in sight.
  const whole = new Map(Object.values(rules.tiles).map((g) => {
    const pool = counted(g.values);
    let sum = 0;
    let count = 0;
    for (const [v, n] of pool) {
      sum += v * n;
      count += n;
    }
    return [g.id, { pool, sum, count }] as const;
  }));
  /** How many tiles of each value of the group being counted are in sight (cleared per group). */
  const seen = new Map<number, number>();

  /** The average value of the tiles of each group that nobody can see (below the tops of the stacks). */
  function unseenMeans(view: SushizockView): Record<string, number> {
    const out: Record<string, number> = {};
    for (const g of view.groups) {
      const w = whole.get(g);
      let sum = w?.sum ?? 0;
      let count = w?.count ?? 0;
      seen.clear();
      // Each tile in sight leaves the unseen ones, as far as the group has tiles of its value.
      const row = view.centre[g] ?? [];
      for (let i = 0, k = view.stacks.length; i < row.length + k; i++) {
        const v = i < row.length ? row[i]! : view.stacks[i - row.length]![g]!.top;
        if (v === null) continue;
        const was = seen.get(v) ?? 0;
        if ((w?.pool.get(v) ?? 0) - was === 0) continue;
        seen.set(v, was + 1);
        sum -= v;
        count -= 1;
      }
      out[g] = count > 0 ? sum / count : 0;
    }
    return out;
  }

  /** What a player's stacks are expected to score. */
  function estimate(s: Stacks, mean: Record<string, number>): number {
    return estimateWith(s, null, 0, null, mean);
  }

  /**
   * What a player's stacks would be expected to score with the stack of group `changed` (unless
   * null) at `height` with `top` on it: the same sum in the same order as `estimate` of a copy so
   * changed, without the copy.
   */
  function estimateWith(s: Stacks, changed: string | null, height: number, top: number | null, mean: Record<string, number>): number {
    let total = 0;
    // for…in walks the same keys in the same order as Object.keys (a plain record), without the array.
    for (const g in s) {
      const stack = s[g]!;
      const h = g === changed ? height : stack.height;
      if (h === 0) continue;
      const t = g === changed ? top : stack.top;
      const full = t! + (h - 1) * mean[g]!;
      if (g !== W) {
        total += full;
        continue;
      }
      const limit = A === changed ? height : (s[A]?.height ?? 0);
      total += h <= limit ? full : limit * mean[g]! + LATER * (t! + (h - 1 - limit) * mean[g]!);
    }
    return total;
  }

  /**
   * What each take or steal is worth to `me` now: of a tile of `group` at `position`, taken from
   * the centre (`from` null) or stolen from seat `from`, whose value `tile` is known or null. Made
   * once per decision: who leads and what each player's stacks are expected to score as they
   * stand are the same for every offer, so an offer costs only the estimates with the one stack
   * it changes.
   */
  function appraiser(view: SushizockView, me: Seat, mean: Record<string, number>): (group: string, position: number, from: Seat | null, tile: number | null) => number {
    // Hurting the leading opponent matters most; with two players every point is a swing.
    let leader = -1;
    let leading = 0;
    for (let i = 0; i < view.stacks.length; i++) {
      if (i === me) continue;
      const e = estimate(view.stacks[i]!, mean);
      if (leader < 0 || e > leading) {
        leader = i;
        leading = e;
      }
    }
    const mine = view.stacks[me]!;
    const mineNow = estimate(mine, mean);
    // Each player's estimate as the stacks stand, once asked for.
    const now: (number | undefined)[] = [];
    return (g, position, from, tile) => {
      const value = tile ?? mean[g]!;
      const gain = estimateWith(mine, g, mine[g]!.height + 1, value, mean) - mineNow;
      if (from === null) return gain;
      const theirs = view.stacks[from]!;
      const st = theirs[g]!;
      const loss = estimateWith(theirs, g, st.height - 1, st.height === 1 ? null : position === 1 ? mean[g]! : st.top, mean) - (now[from] ??= estimate(theirs, mean));
      const weight = view.players.length === 2 ? 1 : from === leader ? 0.8 : 0.4;
      return gain - weight * loss;
    };
  }

  type Appraise = ReturnType<typeof appraiser>;

  /** The best tile each aim would bring with the centre and stacks as they are now. */
  function targets(view: SushizockView, me: Seat, worth: Appraise): Target[] {
    const out: Target[] = [];
    for (const a of rules.actions) {
      // With `upto`, n dice reach any of the first n tiles, and so does every count above n.
      const upto = a.position === 'upto';
      const each = a.effect === 'take' && (a.position === 'nth' || upto);
      // Each count of dice from min to max where the count picks the tile, else one aim (n null).
      for (let k = each ? a.min : 0; k <= (each ? a.max : 0); k++) {
        const n = each ? k : null;
        // The best of the tiles this aim would bring (as the offers it would make would be worth).
        let best = -Infinity;
        let any = false;
        if (a.effect === 'take') {
          const row = view.centre[a.group] ?? [];
          for (let position = upto ? 1 : (n ?? 1); position <= Math.min(n ?? 1, row.length); position++) {
            best = Math.max(best, worth(a.group, position, null, row[position - 1]!));
            any = true;
          }
        } else {
          for (let from = 0; from < view.stacks.length; from++) {
            const s = view.stacks[from]!;
            const h = from === me ? 0 : s[a.group]!.height;
            // Below the top every position is worth the same: the first two stand for all.
            for (let position = 1; position <= Math.min(h, a.position === 'any' || upto ? 2 : 1); position++) {
              best = Math.max(best, worth(a.group, position, from, position === 1 ? s[a.group]!.top : null));
              any = true;
            }
          }
        }
        if (!any) continue;
        out.push({ face: a.face, min: n ?? a.min, max: upto ? a.max : (n ?? a.max), worth: best });
      }
    }
    return out;
  }

  /** The legal decision equal to `e` (a bot returns one of the objects it was given): most often `e` itself. */
  const same = (legal: readonly SushizockEvent[], e: SushizockEvent) => {
    if (legal.includes(e)) return e;
    const text = JSON.stringify(e);
    return legal.find((x) => JSON.stringify(x) === text) ?? legal[0]!;
  };

  const sameKeep = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

  /** The dice to set aside for the advised faces: those aside already, then matching dice just thrown. */
  function keepFor(view: SushizockView, faces: readonly string[]): number[] {
    const keep = [...view.aside];
    const want = [...faces];
    for (const i of view.aside) want.splice(want.indexOf(view.dice[i]!), 1);
    for (let i = 0; i < view.dice.length && want.length > 0; i++) {
      if (keep.includes(i)) continue;
      const k = want.indexOf(view.dice[i]!);
      if (k >= 0) {
        keep.push(i);
        want.splice(k, 1);
      }
    }
    return keep;
  }

  // The optimiser's advice by everything it reads: the position (the dice and those aside as
  // multisets, as it sorts them, and the throws left), then the aim. Positions repeat from turn to
  // turn, and the advice for one never changes; rule sets with the same dice share the optimiser
  // (`oddsFor`), and so its advice.
  // The key counts each face of the die (in `o.faces` order) among the dice and among those aside:
  // as digits of a number where every count and the throws left fit (base: the dice + 1), else as
  // text. Both kinds of key name the same positions, so the advice is the same either way.
  const base = rules.dice.count + 1;
  const numeric = base ** (2 * o.faces.length) * 64 <= Number.MAX_SAFE_INTEGER;
  const positionKey = (dice: readonly string[], left: number, asideFaces: readonly string[]): number | string => {
    if (numeric && left >= 0 && left < 64) {
      let code = 0;
      for (const f of o.faces) code = code * base + faceCount(dice, f);
      for (const f of o.faces) code = code * base + faceCount(asideFaces, f);
      return code * 64 + left;
    }
    let key = '';
    for (const f of o.faces) key += `${faceCount(dice, f)},`;
    key += '|';
    for (const f of o.faces) key += `${faceCount(asideFaces, f)},`;
    return `${key}|${left}`;
  };
  /** The advice at one position, for any aim. */
  function adviserAt(dice: readonly string[], left: number, asideFaces: readonly string[]): (t: Target) => Advice {
    const key = positionKey(dice, left, asideFaces);
    let advice = adviceByOptimiser.get(o.odds);
    if (advice === undefined) adviceByOptimiser.set(o.odds, (advice = new Map()));
    let known = advice.get(key);
    if (known === undefined) advice.set(key, (known = new Map()));
    const at = known;
    return (t) => {
      const aim = (o.faces.indexOf(t.face) * 64 + t.min) * 64 + t.max;
      let a = at.get(aim);
      if (a === undefined) at.set(aim, (a = o.odds.advise(dice, false, left, o.goal(t.face, t.min, t.max), asideFaces)));
      return a;
    };
  }

  return {
    id: 'tactician',
    description: 'weighs each take and steal by its worth, and each aim of a further throw by its exact chance',
    decide(view, legal) {
      if (legal.length === 1) return legal[0]!;
      const me = view.current;
      const mean = unseenMeans(view);
      const worth = appraiser(view, me, mean);
      let bestNow: SushizockEvent | null = null;
      let bestNowWorth = -Infinity;
      for (const offer of view.offers) {
        const w = worth(offer.group, offer.position, offer.from, offer.tile);
        if (w > bestNowWorth) {
          bestNowWorth = w;
          bestNow = offer.event;
        }
      }
      const throws = legal.filter((e): e is Extract<SushizockEvent, { type: 'dice.throw' }> => e.type === 'dice.throw');
      if (throws.length === 0) return bestNow ? same(legal, bestNow) : legal[0]!;
      const left = view.throwLimit - view.throwsUsed;
      const asideFaces = view.aside.map((i) => view.dice[i]!);
      const forced = (() => {
        for (const f of rules.forcedTake) {
          const row = view.centre[f.group] ?? [];
          if (row.length === 0) continue;
          const v = row.reduce((a, b) => (f.pick === 'lowest' ? Math.min(a, b) : Math.max(a, b)));
          const mine = view.stacks[me]!;
          return estimateWith(mine, f.group, mine[f.group]!.height + 1, v, mean) - estimate(mine, mean);
        }
        return 0;
      })();
      let bestGo = -Infinity;
      let bestKeep: readonly string[] | null = null;
      const advise = adviserAt(view.dice, left, asideFaces);
      for (const t of targets(view, me, worth)) {
        let advice;
        try {
          advice = advise(t);
        } catch {
          continue;
        }
        if (advice.stop) continue;
        const value = advice.probability * t.worth + (1 - advice.probability) * MISS * Math.min(0, forced);
        if (value > bestGo) {
          bestGo = value;
          bestKeep = advice.keep;
        }
      }
      if (bestNow !== null && bestNowWorth >= bestGo) return same(legal, bestNow);
      const keep = bestKeep ? keepFor(view, bestKeep) : null;
      return (keep && throws.find((e) => sameKeep(e.keep, keep))) ?? throws.reduce((a, b) => (b.keep.length < a.keep.length ? b : a));
    },
  };
}

export const bots = {
  random: () => randomBot<SushizockView, SushizockEvent>(),
  tactician: tacticianBot,
} as const;
