import { type FastSnapshot, type Seat, type ViewHead } from '@regelwerk/engine';
import { colourOf } from './colours.js';
import type { Cell, OkudosContext, Owner, ScoreSheet, TurnRecord } from './context.js';
import { geometryOf } from './rules/sudoku.js';
import { checkedPlacement, irregularCells } from './rules/turn.js';
import type { OkudosRules } from './schema/rules.js';

/**
 * What one seat may know (rulebook: the colours are dealt face down and looked at only by their
 * owner; hands are not shown; the discard pile lies face down; the supply is a face-down stack).
 * Public: the printed sudoku and its sectors, every chip on the board and who placed it, how
 * many chips each hand, the supply and the discard pile hold, the irregular chips collected and
 * kept (they lie face up), whose turn it is. The seat's own sectors and hand are in its view
 * alone; a spectator sees neither. At the end the deal is revealed (`owners`) with the sheet.
 * Cells are numbered row by row from 0; a decision names row and column from 1.
 */
export interface OkudosView extends ViewHead {
  /** The board is size × size; numbers run from 1 to size. */
  readonly size: number;
  readonly sectorWidth: number;
  readonly sectorHeight: number;
  /** The printed number of every cell. */
  readonly printed: readonly number[];
  /** The sector of every cell, and each sector's colour id (see `COLOURS`). */
  readonly sectorOf: readonly number[];
  readonly colours: readonly string[];
  /** The chip on every cell, or null; and the seat that placed it. */
  readonly board: readonly (number | null)[];
  readonly placedBy: readonly (Seat | null)[];
  /** The viewer's own sectors (empty for a spectator). */
  readonly mine: readonly number[];
  /** Who owns each sector: only once the game is over (the colours are revealed). */
  readonly owners: readonly Owner[] | null;
  /** The viewer's own chips, ascending (empty for a spectator). */
  readonly hand: readonly number[];
  /** How many chips each seat holds. */
  readonly handCounts: readonly number[];
  readonly supply: number;
  readonly discard: number;
  /** The irregular chips each seat has collected and keeps (face up). */
  readonly collected: readonly (readonly number[])[];
  /** Whether placement is checked (no number twice in a row, column or sector). */
  readonly checked: boolean;
  /** The cells of the irregular chips the player to move must collect now, one at a time. */
  readonly irregular: readonly Cell[];
  /** The irregular chips collected so far this turn. */
  readonly collectedThisTurn: readonly { readonly cell: Cell; readonly chip: number }[];
  /** Passes in a row so far; when it reaches the number of players the game ends. */
  readonly passes: number;
  readonly last: TurnRecord | null;
  readonly turns: number;
  /** The scoring sheet once the game is over: a line per sector, a column per player and the game. */
  readonly scores: ScoreSheet | null;
}

interface Static {
  readonly sectorOf: readonly number[];
  readonly colours: readonly string[];
}

const statics = new WeakMap<OkudosRules, Static>();

function staticOf(rules: OkudosRules): Static {
  let s = statics.get(rules);
  if (!s) {
    const g = geometryOf(rules);
    s = { sectorOf: Array.from(g.sectorOf), colours: Array.from({ length: g.sectorCount }, (_, k) => colourOf(k)) };
    statics.set(rules, s);
  }
  return s;
}

/** Each seat's own sectors, by the deal (which never changes during a game). */
const sectorsBySeat = new WeakMap<readonly Owner[], readonly (readonly number[])[]>();

function sectorsOf(owners: readonly Owner[], players: number): readonly (readonly number[])[] {
  let s = sectorsBySeat.get(owners);
  if (!s) sectorsBySeat.set(owners, (s = Array.from({ length: players }, (_, seat) => owners.flatMap((o, k) => (o === seat ? [k] : [])))));
  return s;
}

export function view(snapshot: FastSnapshot<OkudosContext>, seat: Seat | 'spectator'): OkudosView {
  const c = snapshot.context;
  const over = snapshot.status === 'done';
  const g = geometryOf(c.rules);
  const st = staticOf(c.rules);
  const player = seat !== 'spectator' && seat >= 0 && seat < c.players.length;
  const hand = player ? c.hands[seat]! : [];
  const irregular = over ? [] : irregularCells(c);
  return {
    seat,
    state: snapshot.value,
    over: snapshot.status === 'done',
    players: snapshot.context.players,
    starter: c.starter,
    current: c.current,
    size: g.size,
    sectorWidth: g.sectorWidth,
    sectorHeight: g.sectorHeight,
    printed: c.printed,
    sectorOf: st.sectorOf,
    colours: st.colours,
    board: c.board,
    placedBy: c.placedBy,
    mine: player ? (sectorsOf(c.owners, c.players.length)[seat] ?? []) : [],
    owners: over ? c.owners : null,
    hand,
    handCounts: c.hands.map((h) => h.length),
    supply: c.supply.length,
    discard: c.discard.length,
    collected: c.collected,
    checked: checkedPlacement(c.rules),
    irregular,
    collectedThisTurn: c.collecting,
    passes: c.passes,
    last: c.last,
    turns: c.turns,
    scores: over ? c.scores : null,
  };
}
