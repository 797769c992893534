import { didYouMean, listNames, type CompileContext } from '../context.js';

/**
 * Pass 8: boards and what starts on them. Käseschieben's cubes, worms and layout must add up
 * and fit the board; O'kudos' sectors must tile the sudoku, its chips must fit the numbers,
 * and the deal must give every allowed player count its colours without running out.
 */
export function checkBoard(ctx: CompileContext): void {
  if (ctx.game === 'kaeseschieben') checkCheese(ctx);
  if (ctx.game === 'okudos') checkSudoku(ctx);
}

function checkCheese(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const board = decls.one('board')?.value;
  const start = decls.one('start');
  if (board && start && start.value > board.width) {
    diagnostics.error('value/out-of-range', `the board is ${board.width} squares wide, so a mouse cannot start ${start.value} from the right`, start.stmt.words[1]!.range);
  }
  const cubes = decls.one('cubes');
  const sizes = new Map((cubes?.rows ?? []).map((r) => [r.value.id.value, r.value]));
  for (const c of sizes.values()) {
    if (c.worms.value > c.count) {
      diagnostics.error('count/mismatch', `there are only ${c.count} \`${c.id.value}\` cubes, so ${c.worms.value} cannot carry a worm`, c.worms.range);
    }
  }
  const worms = decls.one('worms');
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
  const layout = decls.one('layout');
  if (!layout || !cubes) return;
  const width = layout.rows[0]?.value.length ?? 0;
  const placed = new Map<string, number>();
  for (const { line, value: cells } of layout.rows) {
    if (cells.length !== width) {
      diagnostics.error('layout/ragged', `every row of the layout needs ${width} cells, this one has ${cells.length}`, line.range);
    }
    for (const c of cells) {
      if (!sizes.has(c.value)) {
        diagnostics.error('name/unknown-size', `there is no cube size \`${c.value}\`${didYouMean(c.value, sizes.keys())}; the sizes are ${listNames(sizes.keys())}`, c.range);
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

function checkSudoku(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const board = decls.one('board');
  const sectors = decls.one('sectors');
  if (!board || !sectors) return;
  const { width, height, sudoku } = board.value;
  const sw = sectors.value.width;
  const sh = sectors.value.height;
  if (!sudoku) {
    diagnostics.error('value/board', "O'kudos is played on a solved sudoku; write `board 9 by 9 sudoku`", board.stmt.range);
    return;
  }
  if (width !== height || width % sw !== 0 || height % sh !== 0 || sw * sh !== width) {
    diagnostics.error(
      'count/mismatch',
      `a ${width}×${height} sudoku needs square sectors that hold ${width} squares each and tile the board; ${sw}×${sh} does not`,
      sectors.stmt.range,
    );
    return;
  }
  const sectorCount = (width / sw) * (height / sh);
  const chips = decls.one('chips');
  if (chips) {
    const bad = chips.value.values.find((v) => v < 1 || v > width);
    if (bad !== undefined) {
      diagnostics.error('value/out-of-range', `a chip shows a number from 1 to ${width}, not ${bad}`, chips.stmt.range);
    }
  }
  const players = decls.one('players')?.value;
  const deal = decls.one('deal');
  if (!players || !deal) return;
  if (players.max === null) {
    diagnostics.error('value/out-of-range', 'the deal needs an upper limit of players, like `players 2..4`', decls.one('players')!.stmt.range);
    return;
  }
  const byPlayers = new Map<number, string>();
  for (const { value: row } of deal.rows) {
    const p = row.players.value;
    if (p < players.min || p > players.max) {
      diagnostics.error('value/out-of-range', `the game is for ${players.min} to ${players.max} players, so a deal for ${p} never happens`, row.players.range);
      continue;
    }
    const other = byPlayers.get(p);
    if (other) {
      diagnostics.error('table/overlap', `the row \`${other}\` already deals for ${p} players`, row.players.range);
      continue;
    }
    byPlayers.set(p, row.id.value);
    const dealt = p * row.colours.value;
    if (dealt > sectorCount) {
      diagnostics.error('count/mismatch', `${p} players with ${row.colours.value} colours each need ${dealt} sectors, but there are ${sectorCount}`, row.colours.range);
    } else if (row.gameScoresBest && row.gameScoresBest.value > sectorCount - dealt) {
      diagnostics.error(
        'count/mismatch',
        `the game holds ${sectorCount - dealt} sectors with ${p} players, so it cannot score its best ${row.gameScoresBest.value}`,
        row.gameScoresBest.range,
      );
    }
  }
  for (let p = players.min; p <= players.max; p++) {
    if (!byPlayers.has(p)) {
      diagnostics.error('table/missing-row', `the deal has no row for ${p} players; add \`p${p} players ${p} colours <n>\``, deal.stmt.words[0]!.range);
    }
  }
  const hand = decls.one('hand')?.value;
  const discard = decls.one('discard-at-start')?.value;
  if (chips && hand !== undefined && discard !== undefined && discard + hand * players.max > chips.value.values.length) {
    diagnostics.error(
      'count/mismatch',
      `${chips.value.values.length} chips are too few to discard ${discard} and deal ${hand} to each of ${players.max} players`,
      decls.one('hand')!.stmt.range,
    );
  }
}
