/**
 * A turn of Sushizock (rulebook, seed 000, "Spielverlauf" to "Wer keine Wahl hat"): throw, set
 * aside, throw again; what the dice allow; the forced take. Pure functions over the context,
 * used by the machine's guards and actions, the legal decisions and the views.
 */
import { deepFreeze, isIndexList, memoByObject, memoLast, type Refusal, type Seat } from '@regelwerk/engine';
import type { SushizockContext, SushizockEvent } from '../context.js';
import type { SushizockRules } from '../schema/rules.js';

type Ctx = SushizockContext;
export type TileEvent = Extract<SushizockEvent, { type: 'tile.take' | 'tile.steal' }>;

/** A take or a steal the dice allow now (or the forced take), with what a reader needs to show it. */
export interface Offer {
  readonly event: TileEvent;
  readonly kind: 'take' | 'steal' | 'forced';
  /** The rule file's action row that allows it; null for the forced take. */
  readonly action: string | null;
  readonly group: string;
  readonly position: number;
  readonly from: Seat | null;
  /** The tile's value when everyone can see it (in the centre, on top of a stack); null when named blind. */
  readonly tile: number | null;
}

const refuse = (code: string, message: string): Refusal => ({ code, message });

const sameTile = (a: TileEvent, b: TileEvent) =>
  a.type === b.type && a.group === b.group && a.position === b.position && (a.type !== 'tile.steal' || (b.type === 'tile.steal' && a.from === b.from));

/** How many dice show each face (every die counts, set aside or just thrown). */
export function faceCounts(dice: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  return counts;
}

/** How many dice show `face` (every die counts, set aside or just thrown). */
export function faceCount(dice: readonly string[], face: string): number {
  let n = 0;
  for (let i = 0; i < dice.length; i++) if (dice[i] === face) n++;
  return n;
}

/** Whether another throw is allowed: throws left, and dice left to throw after setting the required ones aside. */
export function canThrowAgain(ctx: Ctx): boolean {
  const { rules } = ctx;
  if (ctx.throwsUsed === 0) return true;
  if (ctx.throwsUsed >= rules.throws.max) return false;
  const free = rules.reuseSetAside ? rules.dice.count : rules.dice.count - ctx.aside.length;
  // A second throw of a single die leaves no third: one more die must go aside, none would be left.
  return free - rules.throws.keepAtLeast >= 1;
}

/**
 * What the dice on the table allow, worked out once per position: one step asks for it several
 * times (the legal decisions, a guard, an action). Kept by the fields it is worked out from,
 * passed one by one (see `memoLast`). Shared: never change it (its decisions are frozen).
 */
const offeredOf = memoLast(computeOffered);

/**
 * The takes and steals the dice allow, as decisions (frozen, shared), and per decision the
 * action row that first allows it: what the simulate path needs, without an `Offer` per decision.
 */
export interface Offered {
  readonly events: readonly TileEvent[];
  readonly rows: readonly number[];
}

/** The decisions of `offers`, in the same order (shared: never change them). */
export function offered(ctx: Ctx): Offered {
  return offeredOf(ctx.rules, ctx.players.length, ctx.throwsUsed, ctx.dice, ctx.current, ctx.centre, ctx.stacks);
}

/** The offers of `offered` with what a reader needs to show them, made once per position (for views). */
const offersOf = memoLast(describeOffers);

/** Every take and steal the dice on the table allow, in the order of the rule file's action rows (shared: never change them). */
export function offers(ctx: Ctx): readonly Offer[] {
  return offersOf(offered(ctx), ctx.rules, ctx.centre, ctx.stacks);
}

function describeOffers(o: Offered, rules: SushizockRules, centre: Ctx['centre'], stacks: Ctx['stacks']): readonly Offer[] {
  const out: Offer[] = [];
  for (let i = 0; i < o.events.length; i++) {
    const event = o.events[i]!;
    const action = rules.actions[o.rows[i]!]!.id;
    const { group, position } = event;
    if (event.type === 'tile.take') {
      out.push({ event, kind: 'take', action, group, position, from: null, tile: (centre[group] ?? [])[position - 1]! });
    } else {
      const stack = stacks[event.from]![group] ?? [];
      out.push({ event, kind: 'steal', action, group, position, from: event.from, tile: position === 1 ? stack[stack.length - 1]! : null });
    }
  }
  return out;
}

/**
 * Adds the decision `e`, allowed by action row `k`, unless a row before offered the same tile
 * (rows of a rule file may overlap): the same tile is the same object (see `Interned.takes`).
 */
function addOffered(events: TileEvent[], rows: number[], e: TileEvent, k: number): void {
  for (let i = 0; i < events.length; i++) if (events[i] === e) return;
  events.push(e);
  rows.push(k);
}

/** The take of the tile at `position` of group number `g` (see `Interned.takes`). */
function takeEvent(table: Interned, g: number, seat: Seat, group: string, position: number): TileEvent {
  return (((table.takes[g] ??= [])[seat] ??= [])[position] ??= deepFreeze<TileEvent>({ type: 'tile.take', seat, group, position }));
}

/** The steal of the tile at `position` of `from`'s stack of group number `g` (see `Interned.steals`). */
function stealEvent(table: Interned, g: number, seat: Seat, group: string, from: Seat, position: number): TileEvent {
  return ((((table.steals[g] ??= [])[seat] ??= [])[from] ??= [])[position] ??= deepFreeze<TileEvent>({ type: 'tile.steal', seat, group, from, position }));
}

/**
 * A rule set's texts as V8's internalized strings (what a property key is): the die's faces, each
 * action row's face and group. Texts read from a rule file are not, and comparing two of them
 * compares their characters, where internalized ones compare by identity alone: worth it in a
 * step that runs once per throw of every simulated game. The dice a throw shows are drawn from
 * `die`, so they are internalized too.
 */
interface Interned {
  readonly die: { readonly id: string; readonly faces: readonly string[] };
  /** The die's faces once each, and per action row the index of its face among them (-1: none). */
  readonly distinct: readonly string[];
  readonly faceAt: readonly number[];
  /** Per action row: its face and its group; whether it takes (else steals), the n-th tile, any up to the n-th, any tile. */
  readonly face: readonly string[];
  readonly group: readonly string[];
  readonly take: readonly boolean[];
  readonly nth: readonly boolean[];
  readonly upto: readonly boolean[];
  readonly any: readonly boolean[];
  /** Per action row, and per `forced-take` rule, the number of its group (in the order of the rule set's tiles). */
  readonly groupAt: readonly number[];
  readonly forcedGroupAt: readonly number[];
  /**
   * Takes and steals as decisions, per group, seat, (victim) and position: one frozen object
   * each, made once and shared by every game of the rule set, since `legalEvents` hands them out.
   * Made once rather than frozen at every throw: freezing an object costs more than working out
   * a throw's offers. One object per tile, whichever row allows it, so that two rows offering the
   * same tile are told by identity. Filled in as they are asked for.
   */
  readonly takes: TileEvent[][][];
  readonly steals: TileEvent[][][][];
}


/** A text as a property key: V8 hands back its internalized copy. */
const asKey = (text: string): string => Object.keys({ [text]: true })[0]!;

/** The rule set's texts internalized (see `Interned`), made once per rule set (internal: never handed out). */
export const interned = memoByObject((rules: SushizockRules): Interned => {
  const die = rules.dice.die as { id: string; faces: readonly string[] };
  const distinct = [...new Set(die.faces.map(asKey))];
  const groups = Object.keys(rules.tiles);
  return {
    die: { id: die.id, faces: die.faces.map(asKey) },
    distinct,
    faceAt: rules.actions.map((a) => distinct.indexOf(asKey(a.face))),
    face: rules.actions.map((a) => asKey(a.face)),
    group: rules.actions.map((a) => asKey(a.group)),
    take: rules.actions.map((a) => a.effect === 'take'),
    nth: rules.actions.map((a) => a.position === 'nth'),
    upto: rules.actions.map((a) => a.position === 'upto'),
    any: rules.actions.map((a) => a.position === 'any'),
    groupAt: rules.actions.map((a) => groups.indexOf(a.group)),
    forcedGroupAt: rules.forcedTake.map((f) => groups.indexOf(f.group)),
    takes: [],
    steals: [],
  };
});

let tally = new Int32Array(8);

/**
 * The action row (its id) that allows a take of the tile at `position` of `group`, or a steal
 * from `group` (position null), with the dice now; null when none does (the forced take).
 */
export function actionFor(ctx: Ctx, take: boolean, group: string, position: number | null): string | null {
  const table = interned(ctx.rules);
  const actions = ctx.rules.actions;
  for (let k = 0; k < actions.length; k++) {
    if (table.take[k] !== take || table.group[k] !== group) continue;
    const a = actions[k]!;
    const n = faceCount(ctx.dice, table.face[k]!);
    if (n < a.min || n > a.max) continue;
    if (!take || (table.upto[k] ? position! <= n : table.nth[k] ? n === position : position === 1)) return a.id;
  }
  return null;
}

/** The decisions of `offered`, from the fields it passes: nothing else of the context is read. */
function computeOffered(rules: SushizockRules, players: number, throwsUsed: number, dice: Ctx['dice'], seat: Seat, centre: Ctx['centre'], stacks: Ctx['stacks']): Offered {
  const events: TileEvent[] = [];
  const rows: number[] = [];
  const out: Offered = { events, rows };
  if (throwsUsed === 0) return out;
  const actions = rules.actions;
  const table = interned(rules);
  // How many dice show each face, in one pass (a scratch list, overwritten by the next call).
  const distinct = table.distinct;
  if (tally.length < distinct.length) tally = new Int32Array(distinct.length);
  tally.fill(0);
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i];
    for (let f = 0; f < distinct.length; f++) {
      if (distinct[f] === d) {
        tally[f]!++;
        break;
      }
    }
  }
  for (let k = 0; k < actions.length; k++) {
    const a = actions[k]!;
    const at = table.faceAt[k]!;
    const n = at < 0 ? 0 : tally[at]!;
    if (n < a.min || n > a.max) continue;
    const group = table.group[k]!;
    if (table.take[k]) {
      // The n-th tile of the row, counted from the left (it must exist); with `upto` any of the first n.
      const row = centre[group] ?? [];
      const first = table.upto[k] ? 1 : table.nth[k] ? n : 1;
      const last = Math.min(table.upto[k] || table.nth[k] ? n : 1, row.length);
      for (let position = first; position <= last; position++) addOffered(events, rows, takeEvent(table, table.groupAt[k]!, seat, group, position), k);
      continue;
    }
    for (let from = 0; from < players; from++) {
      if (from === seat) continue;
      const stack = stacks[from]![group] ?? [];
      const h = stack.length;
      const last = table.any[k] ? h : Math.min(table.upto[k] ? n : 1, h);
      for (let position = 1; position <= last; position++) addOffered(events, rows, stealEvent(table, table.groupAt[k]!, seat, group, from, position), k);
    }
  }
  return out;
}

/** The position (from 1) of the tile a forced take must take from a row, or 0 when the row is empty. */
function pick(row: readonly number[], how: 'lowest' | 'highest'): number {
  let best = -1;
  for (let i = 0; i < row.length; i++) if (best < 0 || (how === 'lowest' ? row[i]! < row[best]! : row[i]! > row[best]!)) best = i;
  return best + 1;
}

/**
 * The forced take when no throw is left and the dice allow nothing: the first rule of the rule
 * file's `forced-take` whose row is not empty (the worst bones, else the smallest sushi).
 */
export function forcedTake(ctx: Ctx): Offer | null {
  const table = interned(ctx.rules);
  const forced = ctx.rules.forcedTake;
  for (let i = 0; i < forced.length; i++) {
    const f = forced[i]!;
    const row = ctx.centre[f.group] ?? [];
    const position = pick(row, f.pick);
    if (position > 0) return { event: takeEvent(table, table.forcedGroupAt[i]!, ctx.current, f.group, position), kind: 'forced', action: null, group: f.group, position, from: null, tile: row[position - 1]! };
  }
  return null;
}

/** A take the dice would allow if its row were long enough: `count` dice name the tile at `count` (or the first), and the row holds `left`. */
export interface OutOfReach {
  readonly group: string;
  readonly count: number;
  readonly left: number;
}

/**
 * The takes the dice ask for but the centre row cannot give (the rulebook: the n-th tile from the
 * left must be there): three sushi with two sushi tiles left take nothing. For a reader who
 * wonders why a take is not offered; a row whose take is offered at some position is not listed.
 */
export function outOfReach(ctx: Ctx): readonly OutOfReach[] {
  if (ctx.throwsUsed === 0) return [];
  const table = interned(ctx.rules);
  const out: OutOfReach[] = [];
  ctx.rules.actions.forEach((a, k) => {
    if (!table.take[k]) return;
    const n = faceCount(ctx.dice, table.face[k]!);
    if (n === 0 || n < a.min || n > a.max) return;
    const left = (ctx.centre[a.group] ?? []).length;
    // `nth` needs the n-th tile; `upto` and a plain take need the first.
    if (left >= (table.nth[k] ? n : 1) || out.some((o) => o.group === a.group)) return;
    out.push({ group: a.group, count: n, left });
  });
  return out;
}

/** After a throw, with no throw left and nothing the dice allow: the forced take applies. */
export function nothingPossible(ctx: Ctx): boolean {
  return ctx.throwsUsed > 0 && !canThrowAgain(ctx) && offered(ctx).events.length === 0;
}

/** Whether every row of the centre is empty (`ends-when centre-empty`, and always the end). */
export function centreEmpty(ctx: Ctx): boolean {
  for (const g in ctx.centre) if (ctx.centre[g]!.length > 0) return false;
  return true;
}

/** Whether the rules end the game on one empty row (`ends-when any-row-empty`) and a row of the centre is empty. */
export function rowEmpty(ctx: Ctx): boolean {
  if (!ctx.rules.endsWhen.includes('any-row-empty')) return false;
  for (const g in ctx.centre) if (ctx.centre[g]!.length === 0) return true;
  return false;
}

/** Whether the game is over: the centre empty, or a row of it when the rules say so. */
export const gameOver = (ctx: Ctx): boolean => centreEmpty(ctx) || rowEmpty(ctx);



/** The next seat clockwise. */
export const nextSeat = (ctx: Ctx, seat: Seat): Seat => (seat + 1) % ctx.players.length;

/** What a throw allows, said in words for a refusal. */
function allowed(ctx: Ctx): string {
  const list = offers(ctx).map((o) => (o.kind === 'take' ? `take ${o.group} ${o.position} from the centre` : `steal ${o.group} ${o.position} from seat ${o.from}`));
  return list.length === 0 ? 'nothing' : list.slice(0, 6).join('; ') + (list.length > 6 ? '; …' : '');
}

/** Whether a decision is allowed now, from the context alone (the guards use it too); why not, or null. */
export function checkDecision(ctx: Ctx, event: SushizockEvent): Refusal | null {
  if (event.seat !== ctx.current) return refuse('move/not-your-turn', `it is ${ctx.players[ctx.current]?.name ?? `seat ${ctx.current}`}'s turn, not seat ${event.seat}'s`);
  const rules: SushizockRules = ctx.rules;
  const count = rules.dice.count;
  if (event.type === 'dice.throw') {
    const keep = event.keep;
    if (!isIndexList(keep, count)) return refuse('dice/keep-invalid', `keep lists distinct dice from 0 to ${count - 1}`);
    if (ctx.throwsUsed === 0) return keep.length === 0 ? null : refuse('dice/nothing-aside', 'the first throw of a turn throws all five dice');
    if (!canThrowAgain(ctx)) {
      return refuse('dice/no-throws-left', ctx.throwsUsed >= rules.throws.max ? `a turn has at most ${rules.throws.max} throws` : 'after a throw of a single die no further throw is left');
    }
    // The dice kept and those already aside, as bit sets (at most 10 dice, MAX_DICE).
    let kept = 0;
    for (let i = 0; i < keep.length; i++) kept |= 1 << keep[i]!;
    let aside = 0;
    for (let i = 0; i < ctx.aside.length; i++) aside |= 1 << ctx.aside[i]!;
    if (!rules.reuseSetAside && (aside & ~kept) !== 0) return refuse('dice/aside-fixed', 'dice set aside stay aside for the rest of the turn');
    let fresh = keep.length;
    if (!rules.reuseSetAside) for (let i = 0; i < keep.length; i++) if ((aside & (1 << keep[i]!)) !== 0) fresh--;
    if (fresh < rules.throws.keepAtLeast) return refuse('dice/keep-one', `set aside at least ${rules.throws.keepAtLeast} of the dice just thrown before throwing again`);
    if (keep.length >= count) return refuse('dice/nothing-to-throw', 'throw at least one die; to stop, take or steal a tile');
    return null;
  }
  if (ctx.throwsUsed === 0) return refuse('turn/throw-first', 'throw the dice before taking a tile');
  const list = offered(ctx).events;
  if (list.length === 0) {
    const forced = canThrowAgain(ctx) ? null : forcedTake(ctx);
    if (forced && sameTile(forced.event, event)) return null;
    return forced
      ? refuse('tile/forced', `the dice allow nothing and no throw is left: take the ${forced.group} tile at position ${forced.position} of the centre`)
      : refuse('tile/not-allowed', 'the dice allow nothing yet: set dice aside and throw again');
  }
  // A listed decision is one of these very objects; one from outside is compared field by field.
  for (let i = 0; i < list.length; i++) if (list[i] === event || sameTile(list[i]!, event)) return null;
  return refuse(event.type === 'tile.take' ? 'tile/not-allowed' : 'steal/not-allowed', `the dice allow: ${allowed(ctx)}`);
}
