import { WINNER, type CompileContext, type GameRules } from '@regelwerk/dsl';
import type { KaeseschiebenRules } from './rules.js';
import { BOARD, CUBES, ENDS_WHEN, FIRST_ROUND, JOKER, LAST_CUBE, LAYOUT, NEXT_ROUND, START, STEPS, TWO_PLAYERS, WORMS, WORMY_VALUE } from './statements.js';

/** Käseschieben's part of the rule set, from statements the passes have checked. */
export function buildRules(ctx: CompileContext): GameRules<KaeseschiebenRules> {
  const { decls } = ctx;
  if (!ctx.dice) throw new Error('building the Käseschieben rules: no dice although no error was reported');
  const joker = decls.one(JOKER)?.value;
  const board = decls.need(BOARD).value;
  return {
    dice: ctx.dice,
    joker: joker ? { face: joker.face.value, times: joker.times } : null,
    board: { width: board.width, height: board.height },
    startFromRight: decls.need(START).value,
    twoPlayers: decls.need(TWO_PLAYERS).value,
    cubes: decls.need(CUBES).rows.map(({ value: c }) => ({
      id: c.id.value,
      label: c.label,
      count: c.count,
      value: c.value,
      worms: c.worms.value,
    })),
    worms: decls.need(WORMS).value,
    wormyValue: decls.need(WORMY_VALUE).value,
    layout: decls.need(LAYOUT).rows.map(({ value }) => value.map((c) => c.value)),
    steps: decls.need(STEPS).value,
    lastCubeSteal: decls.need(LAST_CUBE).value,
    endsWhen: decls.need(ENDS_WHEN).value,
    winner: decls.need(WINNER).value,
    // Absent in files written before the statement existed: their first starter was drawn by lot.
    firstStarter: decls.one(FIRST_ROUND)?.value ?? 'lot',
    nextRoundStarter: decls.need(NEXT_ROUND).value,
  };
}
