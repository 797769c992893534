import { randomBot, type Bot, type Seat } from '@regelwerk/engine';
import type { Cell, OkudosEvent } from './context.js';
import { makeGeometry, type Geometry } from './rules/sudoku.js';
import { allowedMasks, analyse } from './rules/turn.js';
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

/**
 * Who may own each sector, from the viewer's seat: every deal of the sectors it does not hold
 * among the other players (each as many as the viewer) and the game (the rest) is weighed by how
 * well it explains where each player placed chips — players seldom cover their own sectors — and
 * the chance of each owner per sector is read off. `owners` lists the other seats, then 'game';
 * `chance[k][s]` is the chance that sector s belongs to `owners[k]` (0 for the viewer's own).
 */
export function inferOwners(view: OkudosView, g: Geometry): { readonly owners: readonly (Seat | 'game')[]; readonly chance: readonly (readonly number[])[] } {
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
  const unknown = Array.from({ length: sectors }, (_, s) => s).filter((s) => !mine.has(s));
  // chance[k][s]: weight of "sector s belongs to others[k]"; the last row is the game.
  const chance = Array.from({ length: others.length + 1 }, () => new Array<number>(sectors).fill(0));
  let total = 0;
  const owner = new Array<number>(sectors).fill(-1);
  const assign = (k: number, from: number, left: number, weight: number): void => {
    if (k === others.length) {
      total += weight;
      for (const s of unknown) chance[owner[s]! < 0 ? others.length : owner[s]!]![s]! += weight;
      return;
    }
    if (left === 0) return assign(k + 1, 0, each, weight);
    for (let i = from; i < unknown.length; i++) {
      const s = unknown[i]!;
      if (owner[s]! >= 0) continue;
      owner[s] = k;
      assign(k, i + 1, left - 1, weight * OWN_PLACEMENT ** placements[others[k]!]![s]!);
      owner[s] = -1;
    }
  };
  assign(0, 0, each, 1);
  if (total > 0) for (const row of chance) for (let s = 0; s < sectors; s++) row[s]! /= total;
  return { owners: [...others, 'game'], chance };
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
      const stake = (cell: Cell) => {
        const s = g.sectorOf[cell]!;
        return view.mine.includes(s) ? 1 : -rival[s]!;
      };

      const collects = legal.filter((e): e is Extract<OkudosEvent, { type: 'chip.collect' }> => e.type === 'chip.collect');
      if (collects.length > 0) {
        let best = collects[0]!;
        let bestWorth = -Infinity;
        for (const e of collects) {
          const cell = cellOf(e.row, e.col);
          const board = view.board.map((c, i) => (i === cell ? null : c));
          const still = analyse(board, g).irregular.length;
          // Each chip still irregular is another one to collect; uncovering a cell gives its number back to its owner.
          const worth = still + view.printed[cell]! * stake(cell) * 0.5;
          if (worth > bestWorth) {
            bestWorth = worth;
            best = e;
          }
        }
        return best;
      }

      const allowed = allowedMasks(view.board, g);
      const safetyWeight = (cell: Cell) => view.printed[cell]! * stake(cell);
      let bestPlace: OkudosEvent | null = null;
      let bestWorth = -Infinity;
      const bestByChip = new Map<number, number>();
      for (const e of legal) {
        if (e.type !== 'chip.place') continue;
        const cell = cellOf(e.row, e.col);
        const bit = 1 << e.chip;
        if ((allowed[cell]! & bit) === 0) continue; // never an irregular chip: the next player would collect it for a point
        let worth = -view.printed[cell]! * stake(cell);
        const r = g.rowOf[cell]!;
        const c = g.colOf[cell]!;
        const s = g.sectorOf[cell]!;
        for (let y = 0; y < g.cells; y++) {
          if (y === cell || view.board[y] !== null || (allowed[y]! & bit) === 0) continue;
          if (g.rowOf[y] !== r && g.colOf[y] !== c && g.sectorOf[y] !== s) continue;
          const k = popcount(allowed[y]!);
          worth += safetyWeight(y) * (survival(k - 1) - survival(k));
        }
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

