import { WINNER, type CompileContext, type GameRules } from '@regelwerk/dsl';
import type { OkudosRules } from './rules.js';
import { BOARD, CHIPS, DEAL, DISCARD_AT_START, ENDS_WHEN, HAND, IRREGULAR_BONUS, SECTORS } from './statements.js';

/** O'kudos' part of the rule set, from statements the passes have checked. */
export function buildRules(ctx: CompileContext): GameRules<OkudosRules> {
  const { decls } = ctx;
  const board = decls.need(BOARD).value;
  const sectors = decls.need(SECTORS).value;
  return {
    board: { width: board.width, height: board.height, kind: 'sudoku' },
    sectors: { ...sectors, count: (board.width / sectors.width) * (board.height / sectors.height) },
    chips: { id: 'chips', values: decls.need(CHIPS).value.values },
    discardAtStart: decls.need(DISCARD_AT_START).value,
    hand: decls.need(HAND).value,
    deal: decls.need(DEAL).rows.map(({ value: d }) => ({
      id: d.id.value,
      players: d.players.value,
      colours: d.colours.value,
      gameScoresBest: d.gameScoresBest?.value ?? null,
    })),
    irregularBonus: decls.need(IRREGULAR_BONUS).value,
    endsWhen: decls.need(ENDS_WHEN).value,
    winner: decls.need(WINNER).value,
  };
}
