import { type FastSnapshot, type Seat, type ViewHead } from '@regelwerk/engine';
import type { Score, SushizockContext, TileRows, TurnRecord } from './context.js';
import { rankScores } from './rules/scoring.js';
import { canThrowAgain, faceCounts, forcedTake, offers, outOfReach, type Offer, type OutOfReach } from './rules/turn.js';

/** What anyone may know of a stack: how high it is and its top tile (the rest may not be looked at). */
export interface StackView {
  readonly height: number;
  readonly top: number | null;
}

/**
 * What one seat may know; a spectator sees the same. The tiles below the top of every stack are
 * hidden from everyone, their owner included (the rulebook forbids looking at them); heights, tops
 * and the centre rows are public. At the end the scoring sheet shows every stack.
 */
export interface SushizockView extends ViewHead {
  /** The tile groups in the rule file's order (sushi, bones). */
  readonly groups: readonly string[];
  /** The centre rows, left to right. */
  readonly centre: TileRows;
  /** Per seat, per group: height and top tile. */
  readonly stacks: readonly Readonly<Record<string, StackView>>[];
  /** The faces the dice show (empty before the turn's first throw), and which are set aside. */
  readonly dice: readonly string[];
  readonly aside: readonly number[];
  /** How many dice show each face, set-aside ones included. */
  readonly counts: Readonly<Record<string, number>>;
  readonly throwsUsed: number;
  readonly throwLimit: number;
  /** Whether the player to move may still set dice aside and throw again. */
  readonly canThrow: boolean;
  /** The takes and steals the dice allow now. */
  readonly offers: readonly Offer[];
  /** The forced take, when no throw is left and the dice allow nothing. */
  readonly forced: Offer | null;
  /** Takes the dice ask for that the centre cannot give (three sushi, two sushi tiles left): why a take is missing. */
  readonly outOfReach: readonly OutOfReach[];
  /** How the last turn ended. */
  readonly last: TurnRecord | null;
  readonly turns: number;
  /** The scoring sheet, once the game is over (every stack shown, bottom first). */
  readonly scores: readonly Score[] | null;
  /** Who won (ties share), once the game is over. */
  readonly winners: readonly Seat[] | null;
  /** Which group's tiles count only as far as another group's stack reaches (the sheet strikes the rest through). */
  readonly worthless: { readonly group: string; readonly above: string };
}

/** Stack views by the context's stacks (unchanged by throws, so shared by most steps). */
const stackViews = new WeakMap<readonly TileRows[], readonly Readonly<Record<string, StackView>>[]>();

function stacksOf(stacks: readonly TileRows[], groups: readonly string[]): readonly Readonly<Record<string, StackView>>[] {
  let out = stackViews.get(stacks);
  if (!out) {
    out = stacks.map((s) => {
      const one: Record<string, StackView> = {};
      for (const g of groups) {
        const st = s[g] ?? [];
        one[g] = { height: st.length, top: st.length > 0 ? st[st.length - 1]! : null };
      }
      return one;
    });
    stackViews.set(stacks, out);
  }
  return out;
}

export function view(snapshot: FastSnapshot<SushizockContext>, seat: Seat | 'spectator'): SushizockView {
  const c = snapshot.context;
  const over = snapshot.status === 'done';
  const groups = Object.keys(c.rules.tiles);
  const stacks = stacksOf(c.stacks, groups);
  const counts: Record<string, number> = {};
  for (const f of new Set(c.rules.dice.die.faces.map(String))) counts[f] = 0;
  for (const [f, n] of faceCounts(c.dice)) counts[f] = n;
  const thrown = !over && c.throwsUsed > 0;
  // A copy: the offers are shared with the machine's guards for the rest of the step.
  const list = thrown ? offers(c).slice() : [];
  const more = !over && canThrowAgain(c);
  return {
    seat,
    state: snapshot.value,
    over: snapshot.status === 'done',
    players: snapshot.context.players,
    starter: c.starter,
    current: c.current,
    groups,
    centre: c.centre,
    stacks,
    dice: c.dice,
    aside: c.aside,
    counts,
    throwsUsed: c.throwsUsed,
    throwLimit: c.rules.throws.max,
    canThrow: more,
    offers: list,
    forced: thrown && !more && list.length === 0 ? forcedTake(c) : null,
    outOfReach: thrown ? outOfReach(c) : [],
    last: c.last,
    turns: c.turns,
    scores: over ? c.scores : null,
    winners: over && c.scores ? (rankScores(c.rules, c.scores)[0] ?? []) : null,
    worthless: c.rules.worthless,
  };
}
