import { randomBot, type Bot, type Seat } from '@regelwerk/engine';
import type { Cell, OkudosEvent } from './context.js';
import { makeGeometry, type Geometry } from './rules/sudoku.js';
import { allowedMasks } from './rules/turn.js';
import type { OkudosRules } from './schema/rules.js';
import type { OkudosView } from './view.js';

/** How much likelier a player covers a cell of somebody else's sector than one of their own (the rulebook's tactics: bluffing happens, but rarely). */
const OWN_PLACEMENT = 0.25;
/** A cell whose allowed numbers fall from k to k − 1 is that much safer: its chance to stay uncovered is taken as 2^−k. */
const survival = (k: number) => 2 ** -k;
/** A placement worth less than this is not made; the bot discards or passes instead. */
const WORTH_PLACING = 0.25;

const geometries = new Map<string, Geometry>();
function geometryFor(view: OkudosView): Geometry {
  const key = `${view.size}/${view.sectorWidth}/${view.sectorHeight}`;
  let g = geometries.get(key);
  if (!g) geometries.set(key, (g = makeGeometry(view.size, view.sectorWidth, view.sectorHeight)));
  return g;
}

const popcount = (x: number) => {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
};

/** The cells that share a row, a column or a sector with each cell (itself not among them), made once per geometry. */
const peerLists = new WeakMap<Geometry, readonly Int32Array[]>();
export function peersOf(g: Geometry): readonly Int32Array[] {
  let out = peerLists.get(g);
  if (out) return out;
  out = Array.from({ length: g.cells }, (_, cell) => {
    const list: number[] = [];
    for (let y = 0; y < g.cells; y++) {
      if (y !== cell && (g.rowOf[y] === g.rowOf[cell] || g.colOf[y] === g.colOf[cell] || g.sectorOf[y] === g.sectorOf[cell])) list.push(y);
    }
    return Int32Array.from(list);
  });
  peerLists.set(g, out);
  return out;
}

/**
 * The work `inferOwners` may do to weigh every deal exactly, counted in steps of its sums (one
 * per sector, count of sectors dealt so far and owner). The rulebook's deals need a few hundred;
 * a 25×25 sudoku among four players about 26,000 (19 sectors × 7³ counts × 4 owners), which take
 * a few milliseconds. Beyond it, when many players share many sectors, each sector is weighed on
 * its own.
 */
export const OWNER_WORK = 200_000;

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
  const me = view.seat === 'spectator' ? -1 : view.seat;
  const n = view.players.length;
  const sectors = g.sectorCount;
  const each = view.mine.length > 0 ? view.mine.length : Math.floor(sectors / n);
  const mine = new Set(view.mine);
  // placements[seat][sector]: chips that seat has on the board in that sector.
  const placements = Array.from({ length: n }, () => new Array<number>(sectors).fill(0));
  for (let i = 0; i < g.cells; i++) {
    const by = view.placedBy[i];
    if (by !== null && by !== undefined && by !== me) placements[by]![g.sectorOf[i]!]!++;
  }
  const others = Array.from({ length: n }, (_, s) => s).filter((s) => s !== me);
  const m = others.length;
  const unknown = Array.from({ length: sectors }, (_, s) => s).filter((s) => !mine.has(s));
  const u = unknown.length;
  // chance[k][s]: "sector s belongs to others[k]"; the last row is the game.
  const chance = Array.from({ length: m + 1 }, () => new Array<number>(sectors).fill(0));
  const out = { owners: [...others, 'game'] as (Seat | 'game')[], chance };
  const rest = u - m * each;
  if (rest < 0) return { ...out, exact: true };
  // weight[i][k]: how well "unknown[i] belongs to owner k" explains the chips there (the game places none).
  // Scaled per sector so that its likeliest owner weighs 1: every deal gives each sector one
  // owner, so this changes no chance, and products of many small weights do not vanish.
  const weight = unknown.map((s) => {
    const w = [...others.map((seat) => OWN_PLACEMENT ** placements[seat]![s]!), 1];
    const top = Math.max(...w);
    return w.map((x) => x / top);
  });
  // A state: how many sectors each other player has been dealt so far, as digits of base each + 1.
  const radix = each + 1;
  const states = radix ** m;
  if (!Number.isFinite(states) || u * states * (m + 1) > budget) {
    for (let i = 0; i < u; i++) {
      const share = weight[i]!.map((w, k) => w * (k < m ? each : rest));
      const sum = share.reduce((a, b) => a + b, 0);
      if (sum > 0) share.forEach((x, k) => (chance[k]![unknown[i]!] = x / sum));
    }
    return { ...out, exact: false };
  }
  const place = Array.from({ length: m }, (_, k) => radix ** k);
  const digit = (state: number, k: number) => Math.floor(state / place[k]!) % radix;
  // forward[i][state]: the weight of every way to deal the first i sectors into `state`, the game taking the rest of them.
  const forward = [new Float64Array(states)];
  forward[0]![0] = 1;
  for (let i = 0; i < u; i++) {
    const from = forward[i]!;
    const to = new Float64Array(states);
    for (let st = 0; st < states; st++) {
      const f = from[st]!;
      if (f === 0) continue;
      to[st]! += f * weight[i]![m]!;
      for (let k = 0; k < m; k++) if (digit(st, k) < each) to[st + place[k]!]! += f * weight[i]![k]!;
    }
    forward.push(to);
  }
  const full = states - 1;
  const total = forward[u]![full]!;
  if (!(total > 0)) return { ...out, exact: true };
  // backward[state]: the weight of every way to deal the sectors from i on, starting from `state`, to end with everyone dealt in full.
  let backward = new Float64Array(states);
  backward[full] = 1;
  for (let i = u - 1; i >= 0; i--) {
    const f = forward[i]!;
    const before = new Float64Array(states);
    for (let st = 0; st < states; st++) {
      let b = backward[st]! * weight[i]![m]!;
      if (f[st]! > 0) chance[m]![unknown[i]!]! += (f[st]! * backward[st]! * weight[i]![m]!) / total;
      for (let k = 0; k < m; k++) {
        if (digit(st, k) >= each) continue;
        const via = backward[st + place[k]!]! * weight[i]![k]!;
        b += via;
        if (f[st]! > 0) chance[k]![unknown[i]!]! += (f[st]! * via) / total;
      }
      before[st] = b;
    }
    backward = before;
  }
  return { ...out, exact: true };
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
  return {
    id: 'tactician',
    description: 'infers the others’ colours from where they place, covers high cells of likely opposing sectors and keeps its own free',
    decide(view, legal) {
      if (legal.length === 1) return legal[0]!;
      const g = geometryFor(view);
      const { owners, chance } = inferOwners(view, g);
      const n = view.size;
      const cellOf = (row: number, col: number): Cell => (row - 1) * n + (col - 1);
      // What each rival (the other players and the game) may score now; the one ahead matters most.
      const uncovered = new Array<number>(g.sectorCount).fill(0);
      for (let i = 0; i < g.cells; i++) if (view.board[i] === null) uncovered[g.sectorOf[i]!]! += view.printed[i]!;
      const bonus = rules.options['irregular-chips'] === 'discard' ? 0 : rules.irregularBonus;
      const expected = owners.map((o, k) => chance[k]!.reduce((a, p, s) => a + p * uncovered[s]!, 0) + (o === 'game' ? 0 : bonus * (view.collected[o]?.length ?? 0)));
      const top = Math.max(...expected);
      const threat = expected.map((e) => Math.exp((e - top) / THREAT_SCALE));
      const rival = Array.from({ length: g.sectorCount }, (_, s) => chance.reduce((a, row, k) => a + row[s]! * threat[k]!, 0));
      // +1 for the viewer's own cells; for the rest, minus how much their likely owner threatens.
      const mine = new Set(view.mine);
      const stake = (cell: Cell) => {
        const s = g.sectorOf[cell]!;
        return mine.has(s) ? 1 : -rival[s]!;
      };
      const peers = peersOf(g);

      const collects = legal.filter((e): e is Extract<OkudosEvent, { type: 'chip.collect' }> => e.type === 'chip.collect');
      if (collects.length > 0) {
        const stays = irregularAfterCollecting(view.board, g, peers);
        let best = collects[0]!;
        let bestWorth = -Infinity;
        for (const e of collects) {
          const cell = cellOf(e.row, e.col);
          // Each chip still irregular is another one to collect; uncovering a cell gives its number back to its owner.
          const worth = stays(cell) + view.printed[cell]! * stake(cell) * 0.5;
          if (worth > bestWorth) {
            bestWorth = worth;
            best = e;
          }
        }
        return best;
      }

      const allowed = allowedMasks(view.board, g);
      // What a number placed next to an empty cell does to it: one number fewer may go there, so
      // it is likelier to stay uncovered (good for its owner). The same for every number it allows.
      const safer = new Float64Array(g.cells);
      for (let y = 0; y < g.cells; y++) {
        if (view.board[y] !== null) continue;
        const k = popcount(allowed[y]!);
        safer[y] = view.printed[y]! * stake(y) * (survival(k - 1) - survival(k));
      }
      let bestPlace: OkudosEvent | null = null;
      let bestWorth = -Infinity;
      const bestByChip = new Map<number, number>();
      for (const e of legal) {
        if (e.type !== 'chip.place') continue;
        const cell = cellOf(e.row, e.col);
        const bit = 1 << e.chip;
        if ((allowed[cell]! & bit) === 0) continue; // never an irregular chip: the next player would collect it for a point
        let worth = -view.printed[cell]! * stake(cell);
        for (const y of peers[cell]!) if (view.board[y] === null && (allowed[y]! & bit) !== 0) worth += safer[y]!;
        if (worth > bestWorth) {
          bestWorth = worth;
          bestPlace = e;
        }
        bestByChip.set(e.chip, Math.max(bestByChip.get(e.chip) ?? -Infinity, worth));
      }
      if (bestPlace && bestWorth >= WORTH_PLACING) return bestPlace;
      const discards = legal.filter((e): e is Extract<OkudosEvent, { type: 'chip.discard' }> => e.type === 'chip.discard');
      if (view.supply > 0 && discards.length > 0) {
        // The chip with the least to offer goes; a fresh one comes from the supply.
        return discards.reduce((a, b) => ((bestByChip.get(b.chip) ?? -Infinity) < (bestByChip.get(a.chip) ?? -Infinity) ? b : a));
      }
      return legal.find((e) => e.type === 'turn.pass') ?? bestPlace ?? legal[0]!;
    },
  };
}

export const bots = {
  random: () => randomBot<OkudosView, OkudosEvent>(),
  tactician: tacticianBot,
} as const;

