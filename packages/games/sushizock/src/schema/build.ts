import { REUSE_SET_ASIDE, THROWS, WINNER, type CompileContext, type GameRules, type PieceGroup } from '@regelwerk/dsl';
import type { SushizockRules } from './rules.js';
import { ACTIONS, ENDS_WHEN, FORCED_TAKE, TILES, TILES_ORDER, WORTHLESS } from './statements.js';

/** Sushizock's part of the rule set, from statements the passes have checked. */
export function buildRules(ctx: CompileContext): GameRules<SushizockRules> {
  const { decls } = ctx;
  if (!ctx.dice) throw new Error('building the Sushizock rules: no dice although no error was reported');
  const throws = decls.need(THROWS).value;
  const tiles: Record<string, PieceGroup> = {};
  for (const t of decls.all(TILES)) tiles[t.value.group] = { id: t.value.group, values: t.value.values };
  const worthless = decls.need(WORTHLESS).value;
  return {
    dice: ctx.dice,
    throws: { min: throws.min, max: throws.max, keepAtLeast: throws.keepAtLeast },
    reuseSetAside: decls.need(REUSE_SET_ASIDE).value,
    tiles,
    tilesOrder: decls.need(TILES_ORDER).value,
    actions: decls.need(ACTIONS).rows.map(({ value: a }) => ({
      id: a.id.value,
      label: a.label,
      face: a.face.value,
      min: a.count.value.from,
      max: a.count.value.to,
      effect: a.effect,
      group: a.group.value,
      position: a.position,
    })),
    forcedTake: decls.need(FORCED_TAKE).value.map((f) => ({ group: f.group.value, pick: f.pick })),
    endsWhen: decls.need(ENDS_WHEN).value,
    worthless: { group: worthless.group.value, above: worthless.above.value },
    winner: decls.need(WINNER).value,
  };
}
