import { listNames, PLAYERS, suggest, type CompileContext } from '@regelwerk/dsl';
import { MAX_BOARD_SIDE, MIN_BOARD_SIDE } from '../limits.js';
import { BOARD, CUBES, LAYOUT, START, TWO_PLAYERS, WORMS } from '../statements.js';

/**
 * The cheese on the board: the board within its limits, cubes, worms and the layout must add up
 * and fit the board, and the mice must start on it at every edge a player may sit at.
 */
export function checkCheese(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const boardDecl = decls.one(BOARD);
  const board = boardDecl?.value;
  if (board && boardDecl && [board.width, board.height].some((side) => side < MIN_BOARD_SIDE || side > MAX_BOARD_SIDE)) {
    const small = Math.min(board.width, board.height) < MIN_BOARD_SIDE;
    diagnostics.error(
      'value/out-of-range',
      `the board is ${MIN_BOARD_SIDE} to ${MAX_BOARD_SIDE} squares a side, not ${board.width} by ${board.height}: ${small ? 'on a narrower one the mice block each other for good' : 'on a larger one a game of bots takes too long'}`,
      boardDecl.stmt.range,
    );
  }
  const start = decls.one(START);
  if (board && start && start.value > board.width) {
    diagnostics.error('value/out-of-range', `the board is ${board.width} squares wide, so a mouse cannot start ${start.value} from the right`, start.stmt.words[1]!.range);
  } else if (board && start && start.value > board.height) {
    // The east and west edges are as long as the board is high: seats sit there with three or more players, or two side by side.
    const players = decls.one(PLAYERS)?.value;
    const sideBySide = decls.one(TWO_PLAYERS)?.value === 'adjacent';
    if (players && (players.max === null || players.max >= 3 || (sideBySide && players.max >= 2))) {
      diagnostics.error(
        'value/out-of-range',
        `the board is ${board.height} squares high, so a mouse at the east or west edge cannot start ${start.value} from the right`,
        start.stmt.words[1]!.range,
      );
    }
  }
  const cubes = decls.one(CUBES);
  const sizes = new Map((cubes?.rows ?? []).map((r) => [r.value.id.value, r.value]));
  for (const c of sizes.values()) {
    if (c.worms.value > c.count) {
      diagnostics.error('count/mismatch', `there are only ${c.count} \`${c.id.value}\` cubes, so ${c.worms.value} cannot carry a worm`, c.worms.range);
    }
  }
  const worms = decls.one(WORMS);
  if (worms && cubes) {
    const used = [...sizes.values()].reduce((s, c) => s + c.worms.value, 0);
    const { total, spare } = worms.value;
    if (spare > total) {
      diagnostics.error('count/mismatch', `${spare} spare worms are more than the ${total} in the box`, worms.stmt.range);
    } else if (used !== total - spare) {
      diagnostics.error(
        'count/mismatch',
        `the cubes carry ${used} worms, but ${total} worms less ${spare} spare leaves ${total - spare}; change a \`worms\` count`,
        worms.stmt.range,
      );
    }
  }
  const layout = decls.one(LAYOUT);
  if (!layout || !cubes) return;
  const width = layout.rows[0]?.value.length ?? 0;
  const placed = new Map<string, number>();
  for (const { line, value: cells } of layout.rows) {
    if (cells.length !== width) {
      diagnostics.error('layout/ragged', `every row of the layout needs ${width} cells, this one has ${cells.length}`, line.range);
    }
    for (const c of cells) {
      if (!sizes.has(c.value)) {
        const s = suggest(c.value, sizes.keys(), c.range);
        diagnostics.error('name/unknown-size', `there is no cube size \`${c.value}\`${s.hint}; the sizes are ${listNames(sizes.keys(), sizes.size)}`, c.range, s.fixes);
      }
      placed.set(c.value, (placed.get(c.value) ?? 0) + 1);
    }
  }
  if (board && (width > board.width || layout.rows.length > board.height)) {
    diagnostics.error('value/out-of-range', `a ${width}×${layout.rows.length} layout does not fit on a ${board.width}×${board.height} board`, layout.stmt.range);
  }
  for (const c of sizes.values()) {
    const n = placed.get(c.id.value) ?? 0;
    if (n !== c.count) {
      diagnostics.error('count/mismatch', `the layout places ${n} \`${c.id.value}\` cubes, but \`cubes\` has ${c.count}; make them agree`, layout.stmt.words[0]!.range);
    }
  }
}
