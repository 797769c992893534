import { BOARD, listNames, suggest, type CompileContext } from '@regelwerk/dsl';
import { CUBES, LAYOUT, START, WORMS } from '../statements.js';

/**
 * The cheese on the board: cubes, worms and the layout must add up and fit the board, and the
 * mice must start on it.
 */
export function checkCheese(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const board = decls.one(BOARD)?.value;
  const start = decls.one(START);
  if (board && start && start.value > board.width) {
    diagnostics.error('value/out-of-range', `the board is ${board.width} squares wide, so a mouse cannot start ${start.value} from the right`, start.stmt.words[1]!.range);
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
