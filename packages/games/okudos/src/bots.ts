import { randomBot, type Bot, type Seat } from '@regelwerk/engine';
import type { Cell, OkudosEvent } from './context.js';
import { geometryOf, makeGeometry, peersOf, type Geometry } from './rules/sudoku.js';
import { analyse, bitCount } from './rules/turn.js';
import type { OkudosRules } from './schema/rules.js';
import type { OkudosView } from './view.js';

/** How much likelier a player covers a cell of somebody else's sector than one of their own (the rulebook's tactics: bluffing happens, but rarely). */
const OWN_PLACEMENT = 0.25;
/** `OWN_PLACEMENT ** k`, made once: the weights of every deal read it for every sector and owner. */
const OWN_POWERS = Float64Array.from({ length: 1024 }, (_, k) => OWN_PLACEMENT ** k);
const ownPower = (k: number) => (k < OWN_POWERS.length ? OWN_POWERS[k]! : OWN_PLACEMENT ** k);
/** A cell whose allowed numbers fall from k to k − 1 is that much safer: its chance to stay uncovered is taken as 2^−k. */
const survival = (k: number) => 2 ** -k;
/** `SAFER[k]`: how much safer a cell allowing k numbers gets when it allows one fewer. */
const SAFER = Float64Array.from({ length: 33 }, (_, k) => survival(k - 1) - survival(k));
/** A placement worth less than this is not made; the bot discards or passes instead. */
const WORTH_PLACING = 0.25;

const geometries = new Map<string, Geometry>();
function geometryFor(view: OkudosView): Geometry {
  const key = `${view.size}/${view.sectorWidth}/${view.sectorHeight}`;
  let g = geometries.get(key);
  if (!g) geometries.set(key, (g = makeGeometry(view.size, view.sectorWidth, view.sectorHeight)));
  return g;
}


/**
 * The work `inferOwners` may do to weigh every deal exactly, counted in steps of its sums (one
 * per sector, count of sectors dealt so far and owner). The rulebook's deals need a few hundred;
 * a 25×25 sudoku among four players about 26,000 (19 sectors × 7³ counts × 4 owners), which take
 * a few milliseconds. Beyond it, when many players share many sectors, each sector is weighed on
 * its own.
 */
export const OWNER_WORK = 200_000;

/** Who may own each sector: `owners` lists the other seats, then 'game'; `chance[k * sectors + s]` that sector s is `owners[k]`'s. */
interface OwnerChances {
  readonly owners: readonly (Seat | 'game')[];
  readonly chance: Float64Array;
  readonly exact: boolean;
}

/**
 * Typed scratch arrays by slot, grown to the largest board or deal seen and reused by every
 * decision (each runs to its end and keeps none): a small typed array costs more to make than to
 * fill. Each comes back with its first `length` entries zero.
 */
const f64s: Float64Array[] = [];
const i32s: Int32Array[] = [];
function f64(slot: number, length: number): Float64Array {
  let a = f64s[slot];
  if (a === undefined || a.length < length) f64s[slot] = a = new Float64Array(Math.max(length, 64));
  return a.fill(0, 0, length);
}
function i32(slot: number, length: number): Int32Array {
  let a = i32s[slot];
  if (a === undefined || a.length < length) i32s[slot] = a = new Int32Array(Math.max(length, 64));
  return a.fill(0, 0, length);
}
const enum Slot {
  Chance,
  Weight,
  Sums,
  Uncovered,
  Threat,
  Stake,
  Safer,
  BestByChip,
  Reach,
  Bound,
  Placements = 0,
  Unknown,
  Place,
  Candidates,
}

/** The digits of every state of the sums (`digits[state * m + k]`: sectors dealt to the k-th other player), per radix and m. */
const digitTables = new Map<number, Uint8Array>();
function digitsOf(radix: number, m: number, states: number): Uint8Array {
  const key = radix * 64 + m;
  let t = digitTables.get(key);
  if (!t) {
    t = new Uint8Array(states * m);
    for (let st = 0; st < states; st++) for (let k = 0, rest = st; k < m; k++, rest = Math.floor(rest / radix)) t[st * m + k] = rest % radix;
    digitTables.set(key, t);
  }
  return t;
}

/**
 * The states each step of the sums can be in, per radix, other players, unknown sectors and
 * sectors left to the game: after i sectors, those with at most i dealt to the players (each at
 * most radix − 1) and at most `rest` to the game, ascending. `states[offset[i]…offset[i + 1]]`.
 * A state outside them has no weight forward or none backward, so its sums add only zeros.
 */
interface Reachable {
  readonly offset: Int32Array;
  readonly states: Int32Array;
}
const reachableTables = new Map<string, Reachable>();
function reachableOf(radix: number, m: number, u: number, rest: number, digits: Uint8Array, states: number): Reachable {
  const key = `${radix}/${m}/${u}/${rest}`;
  let r = reachableTables.get(key);
  if (!r) {
    const sum = new Int32Array(states);
    for (let st = 0; st < states; st++) for (let k = 0; k < m; k++) sum[st]! += digits[st * m + k]!;
    const offset = new Int32Array(u + 2);
    const list: number[] = [];
    for (let i = 0; i <= u; i++) {
      offset[i] = list.length;
      for (let st = 0; st < states; st++) if (sum[st]! <= i && i - sum[st]! <= rest) list.push(st);
    }
    offset[u + 1] = list.length;
    reachableTables.set(key, (r = { offset, states: Int32Array.from(list) }));
  }
  return r;
}

/**
 * `inferOwners` into one typed array, without a list per sector or state: what every decision
 * of the tactician asks. The same sums in the same order, so the same chances to the last bit.
 * `chance` is scratch: good until the next call.
 */
function ownerChances(view: OkudosView, g: Geometry, budget: number): OwnerChances {
  const me = view.seat === 'spectator' ? -1 : view.seat;
  const n = view.players.length;
  const sectors = g.sectorCount;
  const each = view.mine.length > 0 ? view.mine.length : Math.floor(sectors / n);
  const owners: (Seat | 'game')[] = [];
  for (let s = 0; s < n; s++) if (s !== me) owners.push(s);
  const m = owners.length;
  owners.push('game');
  const chance = f64(Slot.Chance, (m + 1) * sectors);
  // placements[seat * sectors + sector]: chips that seat has on the board in that sector.
  const placements = i32(Slot.Placements, n * sectors);
  for (let i = 0; i < g.cells; i++) {
    const by = view.placedBy[i];
    if (by !== null && by !== undefined && by !== me) placements[by * sectors + g.sectorOf[i]!]!++;
  }
  const unknown = i32(Slot.Unknown, sectors);
  let u = 0;
  for (let s = 0; s < sectors; s++) if (!view.mine.includes(s)) unknown[u++] = s;
  const rest = u - m * each;
  if (rest < 0) return { owners, chance, exact: true };
  return weighDeals(chance, owners, placements, unknown, u, each, rest, g, budget);
}

/** The sums of `ownerChances` (see there), once the chips are counted. */
function weighDeals(
  chance: Float64Array,
  owners: readonly (Seat | 'game')[],
  placements: Int32Array,
  unknown: Int32Array,
  u: number,
  each: number,
  rest: number,
  g: Geometry,
  budget: number,
): OwnerChances {
  const m = owners.length - 1;
  const sectors = g.sectorCount;
  // weight[i * (m + 1) + k]: how well "unknown[i] belongs to owner k" explains the chips there (the game places none).
  // Scaled per sector so that its likeliest owner weighs 1: every deal gives each sector one
  // owner, so this changes no chance, and products of many small weights do not vanish.
  const w1 = m + 1;
  const weight = f64(Slot.Weight, u * w1);
  for (let i = 0; i < u; i++) {
    let top = 1;
    for (let k = 0; k < m; k++) top = Math.max(top, (weight[i * w1 + k] = ownPower(placements[(owners[k] as Seat) * sectors + unknown[i]!]!)));
    for (let k = 0; k <= m; k++) weight[i * w1 + k] = (k < m ? weight[i * w1 + k]! : 1) / top;
  }
  // A state: how many sectors each other player has been dealt so far, as digits of base each + 1.
  const radix = each + 1;
  const states = radix ** m;
  if (!Number.isFinite(states) || u * states * (m + 1) > budget) {
    for (let i = 0; i < u; i++) {
      let sum = 0;
      for (let k = 0; k <= m; k++) sum += weight[i * w1 + k]! * (k < m ? each : rest);
      if (sum > 0) for (let k = 0; k <= m; k++) chance[k * sectors + unknown[i]!] = (weight[i * w1 + k]! * (k < m ? each : rest)) / sum;
    }
    return { owners, chance, exact: false };
  }
  const place = i32(Slot.Place, m);
  for (let k = 0; k < m; k++) place[k] = radix ** k;
  const digits = digitsOf(radix, m, states);
  // forward[i * states + state]: the weight of every way to deal the first i sectors into `state`,
  // the game taking the rest of them; then two rows of the backward sums.
  const forward = f64(Slot.Sums, (u + 3) * states);
  // Only the states a step can be in (see `reachableOf`): the same sums in the same order, without the zeros.
  const { offset, states: reach } = reachableOf(radix, m, u, rest, digits, states);
  forward[0] = 1;
  for (let i = 0; i < u; i++) {
    const from = i * states;
    const to = from + states;
    const wm = weight[i * w1 + m]!;
    for (let r = offset[i]!; r < offset[i + 1]!; r++) {
      const st = reach[r]!;
      const f = forward[from + st]!;
      if (f === 0) continue;
      forward[to + st]! += f * wm;
      for (let k = 0; k < m; k++) if (digits[st * m + k]! < each) forward[to + st + place[k]!]! += f * weight[i * w1 + k]!;
    }
  }
  const full = states - 1;
  const total = forward[u * states + full]!;
  if (!(total > 0)) return { owners, chance, exact: true };
  // backward[state]: the weight of every way to deal the sectors from i on, starting from `state`, to end with everyone dealt in full.
  // Two rows after the forward sums, taking turns: this sector's and the one before it (cleared
  // first: a state a step cannot be in weighs nothing).
  let backward = (u + 1) * states;
  let before = (u + 2) * states;
  forward[backward + full] = 1;
  for (let i = u - 1; i >= 0; i--) {
    const at = i * states;
    const sector = unknown[i]!;
    const wm = weight[i * w1 + m]!;
    forward.fill(0, before, before + states);
    for (let r = offset[i]!; r < offset[i + 1]!; r++) {
      const st = reach[r]!;
      const f = forward[at + st]!;
      let b = forward[backward + st]! * wm;
      if (f > 0) chance[m * sectors + sector]! += (f * forward[backward + st]! * wm) / total;
      for (let k = 0; k < m; k++) {
        if (digits[st * m + k]! >= each) continue;
        const via = forward[backward + st + place[k]!]! * weight[i * w1 + k]!;
        b += via;
        if (f > 0) chance[k * sectors + sector]! += (f * via) / total;
      }
      forward[before + st] = b;
    }
    const was = backward;
    backward = before;
    before = was;
  }
  return { owners, chance, exact: true };
}

/**
 * Who may own each sector, from the viewer's seat: every deal of the sectors it does not hold
 * among the other players (each as many as the viewer) and the game (the rest) is weighed by how
 * well it explains where each player placed chips — players seldom cover their own sectors — and
 * the chance of each owner per sector is read off. `owners` lists the other seats, then 'game';
 * `chance[k][s]` is the chance that sector s belongs to `owners[k]` (0 for the viewer's own).
 *
 * The deals are summed sector by sector (forward and backward over how many sectors each player
 * has been dealt so far), not listed one by one: the same chances in time linear in the sectors.
 * When that would take more than `budget` steps (many players with many sectors each), `exact`
 * is false and each sector is weighed on its own: the chance of an owner is its share of the
 * sectors times how well it explains the chips there.
 */
export function inferOwners(
  view: OkudosView,
  g: Geometry,
  budget = OWNER_WORK,
): { readonly owners: readonly (Seat | 'game')[]; readonly chance: readonly (readonly number[])[]; readonly exact: boolean } {
  const { owners, chance, exact } = ownerChances(view, g, budget);
  const sectors = g.sectorCount;
  return { owners, chance: owners.map((_, k) => Array.from(chance.subarray(k * sectors, (k + 1) * sectors))), exact };
}

/**
 * How many chips stay irregular after collecting the one on a cell, for every cell at once: the
 * counts of each number per row, column and sector are made once, and collecting a chip changes
 * only the chips of its number that share a line with it (the same as `analyse` on the board
 * without it, in the time of one cell's peers).
 */
export function irregularAfterCollecting(board: readonly (number | null)[], g: Geometry, peers: readonly Int32Array[]): (cell: Cell) => number {
  const n = g.size + 1;
  const rowCount = new Int32Array(g.size * n);
  const colCount = new Int32Array(g.size * n);
  const sectorCount = new Int32Array(g.sectorCount * n);
  for (let i = 0; i < g.cells; i++) {
    const v = board[i];
    if (v === null || v === undefined) continue;
    rowCount[g.rowOf[i]! * n + v]!++;
    colCount[g.colOf[i]! * n + v]!++;
    sectorCount[g.sectorOf[i]! * n + v]!++;
  }
  // Whether the chip on `i` is irregular, with the chip on `without` taken off first (-1: none).
  const irregular = (i: number, without: number) => {
    const v = board[i]!;
    const less = (same: boolean) => (without >= 0 && same ? 1 : 0);
    return (
      rowCount[g.rowOf[i]! * n + v]! - less(g.rowOf[i] === g.rowOf[without]) > 1 ||
      colCount[g.colOf[i]! * n + v]! - less(g.colOf[i] === g.colOf[without]) > 1 ||
      sectorCount[g.sectorOf[i]! * n + v]! - less(g.sectorOf[i] === g.sectorOf[without]) > 1
    );
  };
  let now = 0;
  for (let i = 0; i < g.cells; i++) if (board[i] !== null && irregular(i, -1)) now++;
  return (cell) => {
    let still = now - (irregular(cell, -1) ? 1 : 0);
    for (const y of peers[cell]!) if (board[y] === board[cell] && irregular(y, -1) && !irregular(y, cell)) still--;
    return still;
  };
}

/** How far ahead a rival's expected score may be before covering its cells counts fully (points). */
const THREAT_SCALE = 8;

/**
 * Decides from its view alone. It works out who may own each sector (see `inferOwners`), then
 * values a placement by the printed number it covers — gained when the sector is likely
 * somebody else's, lost when it is its own — and by how it changes the safety of the cells
 * around (a number placed can no longer go in that row, column and sector: good next to its own
 * cells, bad next to others'). It places only chips that break no rule, also when placement is
 * unchecked; it collects irregular chips so that as many as possible stay irregular, taking those
 * that cover its own cells first. With nothing worth placing it discards its least useful chip
 * while the supply lasts, then passes.
 */
export function tacticianBot(rules: OkudosRules): Bot<OkudosView, OkudosEvent> {
  const bonus = rules.options['irregular-chips'] === 'discard' ? 0 : rules.irregularBonus;
  const ruled = geometryOf(rules);
  return {
    id: 'tactician',
    description: 'infers the others’ colours from where they place, covers high cells of likely opposing sectors and keeps its own free',
    decide(view, legal) {
      if (legal.length === 1) return legal[0]!;
      const g = view.size === ruled.size && view.sectorWidth === ruled.sectorWidth && view.sectorHeight === ruled.sectorHeight ? ruled : geometryFor(view);
      const { owners, chance } = ownerChances(view, g, OWNER_WORK);
      const n = view.size;
      const sectors = g.sectorCount;
      const board = view.board;
      const printed = view.printed;
      const cells = g.cells;
      const size = g.size;
      const rowOf = g.rowOf;
      const colOf = g.colOf;
      const sectorOf = g.sectorOf;
      // What each rival (the other players and the game) may score now; the one ahead matters most.
      const uncovered = f64(Slot.Uncovered, sectors);
      for (let i = 0; i < cells; i++) if (board[i] === null) uncovered[sectorOf[i]!]! += printed[i]!;
      const rivals = owners.length;
      const threat = f64(Slot.Threat, rivals);
      let top = -Infinity;
      for (let k = 0; k < rivals; k++) {
        let e = 0;
        for (let s = 0; s < sectors; s++) e += chance[k * sectors + s]! * uncovered[s]!;
        const o = owners[k]!;
        threat[k] = e + (o === 'game' ? 0 : bonus * (view.collected[o]?.length ?? 0));
        top = Math.max(top, threat[k]!);
      }
      for (let k = 0; k < rivals; k++) threat[k] = Math.exp((threat[k]! - top) / THREAT_SCALE);
      // Per sector: +1 for the viewer's own; for the rest, minus how much their likely owner threatens.
      const stake = f64(Slot.Stake, sectors);
      for (let s = 0; s < sectors; s++) {
        let rival = 0;
        for (let k = 0; k < rivals; k++) rival += chance[k * sectors + s]! * threat[k]!;
        stake[s] = view.mine.includes(s) ? 1 : -rival;
      }
      const peers = peersOf(g);

      if (legal[0]!.type === 'chip.collect') {
        const stays = irregularAfterCollecting(board, g, peers);
        let best = legal[0]!;
        let bestWorth = -Infinity;
        for (const e of legal) {
          if (e.type !== 'chip.collect') continue;
          const cell = (e.row - 1) * n + (e.col - 1);
          // Each chip still irregular is another one to collect; uncovering a cell gives its number back to its owner.
          const worth = stays(cell) + view.printed[cell]! * stake[g.sectorOf[cell]!]! * 0.5;
          if (worth > bestWorth) {
            bestWorth = worth;
            best = e;
          }
        }
        return best;
      }

      // The numbers the checked rule allows on each cell (0 on a covered one), from the board's analysis (shared: read only).
      const allowed = analyse(board, g).allowed;
      // What a number placed next to an empty cell does to it: one number fewer may go there, so
      // it is likelier to stay uncovered (good for its owner). The same for every number it allows.
      const safer = f64(Slot.Safer, cells);
      for (let y = 0; y < cells; y++) if (board[y] === null) safer[y] = printed[y]! * stake[sectorOf[y]!]! * SAFER[bitCount(allowed[y]!)]!;
      // What a placement is worth: its cell's number, gained or lost, and the safety it adds around.
      // The same sum in the same order for every candidate, so the same worth to the last bit.
      const worthOf = (cell: number, bit: number) => {
        let worth = -printed[cell]! * stake[sectorOf[cell]!]!;
        // A covered cell allows nothing (its mask is 0), so only the empty ones count.
        const around = peers[cell]!;
        for (let j = 0; j < around.length; j++) {
          const y = around[j]!;
          if ((allowed[y]! & bit) !== 0) worth += safer[y]!;
        }
        return worth;
      };
      // Most a placement can add around: the gains of its whole row, column and sector (each at
      // least its peers' gain for any number). A candidate whose number plus that cannot beat the
      // best so far is not summed: the best is the same, found in a fraction of the sums.
      const reach = f64(Slot.Reach, size * 2 + sectors);
      for (let y = 0; y < cells; y++) {
        const gain = safer[y]!;
        if (gain > 0) {
          reach[rowOf[y]!]! += gain;
          reach[size + colOf[y]!]! += gain;
          reach[2 * size + sectorOf[y]!]! += gain;
        }
      }
      // Per empty cell, the most any placement there may be worth, with a margin far above the
      // rounding of a few dozen sums and far below any difference that matters.
      const bounds = f64(Slot.Bound, cells);
      for (let y = 0; y < cells; y++) {
        if (board[y] === null) bounds[y] = -printed[y]! * stake[sectorOf[y]!]! + reach[rowOf[y]!]! + reach[size + colOf[y]!]! + reach[2 * size + sectorOf[y]!]! + 1e-9;
      }
      // The placements that break no rule (never an irregular chip: the next player would collect
      // it for a point), read off the list once: index in it, cell and number.
      const at = i32(Slot.Candidates, legal.length * 3);
      let candidates = 0;
      let seed = -1;
      let seedBound = -Infinity;
      for (let i = 0; i < legal.length; i++) {
        const e = legal[i]!;
        if (e.type !== 'chip.place') continue;
        const cell = (e.row - 1) * n + (e.col - 1);
        if ((allowed[cell]! & (1 << e.chip)) === 0) continue;
        at[candidates * 3] = i;
        at[candidates * 3 + 1] = cell;
        at[candidates * 3 + 2] = e.chip;
        if (bounds[cell]! > seedBound) {
          seedBound = bounds[cell]!;
          seed = candidates;
        }
        candidates++;
      }
      // The first of the best in the list's order, as one pass over it would find: start from the
      // candidate that may reach highest, then take one earlier only when it is as good.
      let bestAt = -1;
      let bestWorth = -Infinity;
      if (seed >= 0) {
        bestWorth = worthOf(at[seed * 3 + 1]!, 1 << at[seed * 3 + 2]!);
        bestAt = at[seed * 3]!;
        for (let c = 0; c < candidates; c++) {
          const cell = at[c * 3 + 1]!;
          if (c === seed || bounds[cell]! < bestWorth) continue;
          const worth = worthOf(cell, 1 << at[c * 3 + 2]!);
          if (worth > bestWorth || (worth === bestWorth && at[c * 3]! < bestAt)) {
            bestWorth = worth;
            bestAt = at[c * 3]!;
          }
        }
      }
      const bestPlace = bestAt >= 0 ? legal[bestAt]! : null;
      if (bestPlace && bestWorth >= WORTH_PLACING) return bestPlace;
      // The best placement of each number, for the discard: -Infinity where it has none.
      const bestByChip = f64(Slot.BestByChip, n + 1).fill(-Infinity, 0, n + 1);
      for (let c = 0; c < candidates; c++) {
        const chip = at[c * 3 + 2]!;
        bestByChip[chip] = Math.max(bestByChip[chip]!, worthOf(at[c * 3 + 1]!, 1 << chip));
      }
      let discard: Extract<OkudosEvent, { type: 'chip.discard' }> | null = null;
      let pass: OkudosEvent | null = null;
      for (const e of legal) {
        // The chip with the least to offer goes; a fresh one comes from the supply.
        if (e.type === 'chip.discard' && (discard === null || bestByChip[e.chip]! < bestByChip[discard.chip]!)) discard = e;
        else if (e.type === 'turn.pass' && pass === null) pass = e;
      }
      if (view.supply > 0 && discard !== null) return discard;
      return pass ?? bestPlace ?? legal[0]!;
    },
  };
}

export const bots = {
  random: () => randomBot<OkudosView, OkudosEvent>(),
  tactician: tacticianBot,
} as const;

