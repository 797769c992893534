import { PLAYERS, type CompileContext } from '@regelwerk/dsl';
import { BOARD, CHIPS, DEAL, DISCARD_AT_START, ENDS_WHEN, HAND, SECTORS } from '../statements.js';

/** The largest sudoku the engine plays: it keeps a cell's candidate numbers as bits of one whole number. */
export const MAX_SUDOKU = 25;

/**
 * The sudoku and what is dealt on it: sectors must tile the sudoku, chips must fit its numbers,
 * and the deal must give every allowed player count its colours without running out.
 */
export function checkSudoku(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const ends = decls.one(ENDS_WHEN);
  if (ends && !ends.value.includes('all-pass')) {
    diagnostics.error('value/ends-when', "O'kudos needs `all-pass` among its end conditions: passing is always allowed, so without it a game may never end", ends.stmt.range);
  }
  const board = decls.one(BOARD);
  const sectors = decls.one(SECTORS);
  if (!board || !sectors) return;
  const { width, height, fill } = board.value;
  const sw = sectors.value.width;
  const sh = sectors.value.height;
  if (fill !== 'sudoku') {
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
  if (width > MAX_SUDOKU) {
    diagnostics.error('value/out-of-range', `the sudoku may be at most ${MAX_SUDOKU} by ${MAX_SUDOKU}, not ${width} by ${height}`, board.stmt.range);
    return;
  }
  const sectorCount = (width / sw) * (height / sh);
  const chips = decls.one(CHIPS);
  if (chips) {
    const bad = chips.value.values.find((v) => v < 1 || v > width);
    if (bad !== undefined) {
      diagnostics.error('value/out-of-range', `a chip shows a number from 1 to ${width}, not ${bad}`, chips.stmt.range);
    }
  }
  const players = decls.one(PLAYERS)?.value;
  const deal = decls.one(DEAL);
  if (!players || !deal) return;
  if (players.max === null) {
    diagnostics.error('value/out-of-range', 'the deal needs an upper limit of players, like `players 2..4`', decls.one(PLAYERS)!.stmt.range);
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
  const hand = decls.one(HAND)?.value;
  const discard = decls.one(DISCARD_AT_START)?.value;
  if (chips && hand !== undefined && discard !== undefined && discard + hand * players.max > chips.value.values.length) {
    diagnostics.error(
      'count/mismatch',
      `${chips.value.values.length} chips are too few to discard ${discard} and deal ${hand} to each of ${players.max} players`,
      decls.one(HAND)!.stmt.range,
    );
  }
}
