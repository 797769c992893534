/**
 * Setting up a round (rulebook, seed 002, "Spielvorbereitung"): the cheese block in the centre as
 * the rule file lays it out, a worm in as many cubes of each size as the rule file says (which
 * ones is drawn by chance, so nobody knows), each mouse on its start square.
 */
import type { Chance, Seat } from '@regelwerk/engine';
import type { Cube, KaeseschiebenContext } from '../context.js';
import type { KaeseschiebenRules } from '../schema/rules.js';
import { EMPTY, seatEdges, startSquare } from './board.js';

/** The cube sizes of the layout, row by row: cube number i is the i-th cell. */
export function layoutSizes(rules: KaeseschiebenRules): string[] {
  return rules.layout.flat();
}

/** The board with the cheese block centred (cube numbers in layout order), no mice. */
export function initialBoard(rules: KaeseschiebenRules): number[] {
  const { width: w, height: h } = rules.board;
  const rows = rules.layout;
  const lw = rows[0]?.length ?? 0;
  const x0 = Math.floor((w - lw) / 2);
  const y0 = Math.floor((h - rows.length) / 2);
  const board = new Array<number>(w * h).fill(EMPTY);
  let id = 0;
  rows.forEach((row, y) => row.forEach((_, x) => (board[(y0 + y) * w + x0 + x] = id++)));
  return board;
}

/** Worms drawn for each size that has any: which of its cubes (in layout order) carry one. */
export function drawWorms(rules: KaeseschiebenRules, draw: Chance): Cube[] {
  const sizes = layoutSizes(rules);
  const worms = new Map<string, boolean[]>();
  for (const c of rules.cubes) {
    if (c.worms === 0) continue;
    const deck = Array.from({ length: c.count }, (_, i) => i < c.worms);
    worms.set(c.id, draw.shuffle(`${c.id} worms`, deck));
  }
  const used = new Map<string, number>();
  return sizes.map((size) => {
    const k = used.get(size) ?? 0;
    used.set(size, k + 1);
    return { size, worm: worms.get(size)?.[k] ?? false };
  });
}

/** The fields of a fresh round: worms drawn, cheese and mice in place, nothing won yet. */
export function freshRound(rules: KaeseschiebenRules, players: number, starter: Seat, draw: Chance): Pick<KaeseschiebenContext, 'cubes' | 'board' | 'mice' | 'won' | 'out' | 'roll' | 'steps' | 'left' | 'path' | 'receiver' | 'stealsLeft' | 'stolen' | 'starter' | 'current'> {
  const cubes = drawWorms(rules, draw);
  return {
    cubes,
    board: initialBoard(rules),
    mice: seatEdges(rules, players).map((e) => startSquare(rules.board, e, rules.startFromRight)),
    won: Array.from({ length: players }, () => []),
    out: [],
    roll: [],
    steps: 0,
    left: 0,
    path: [],
    receiver: null,
    stealsLeft: 0,
    stolen: [],
    starter,
    current: starter,
  };
}
