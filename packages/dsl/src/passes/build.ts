import type { CompileContext } from '../context.js';
import type { OptionValue, PieceGroup, RuleSet } from '../ruleset.js';
import { isOn } from './options.js';

/**
 * Pass 9: the checked statements become the typed rule set. Runs only when no earlier pass
 * found an error, so every value it reads is known to be present and valid.
 */
export function buildRuleSet(ctx: CompileContext): RuleSet | undefined {
  const { decls, game, header } = ctx;
  if (ctx.diagnostics.hasErrors || !game || !header || !ctx.title) return undefined;
  const req = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('buildRuleSet: a required statement is missing although no error was reported');
    return v;
  };
  const optionList = [...(ctx.optionInfo?.values() ?? [])];
  const options: Record<string, OptionValue> = {};
  for (const o of optionList) options[o.id] = o.value;
  const players = req(decls.one('players')).value;
  const base = {
    title: ctx.title,
    variant: header.kind === 'variant' ? { name: header.name, base: game } : null,
    sources: ctx.sources,
    players,
    options,
    optionList,
  };
  const winner = () => req(decls.one('winner')).value;
  const endsWhen = () => req(decls.one('ends-when')).value;

  switch (game) {
    case 'schocken': {
      const throws = req(decls.one('throws')).value;
      return {
        ...base,
        game,
        dice: req(ctx.dice),
        throws: { min: throws.min, max: throws.max, setByStarter: throws.setByStarter },
        reuseSetAside: req(decls.one('reuse-set-aside')).value,
        lastThrowCovered: req(decls.one('last-throw')).value === 'covered',
        tokens: req(decls.one('tokens')).value,
        halves: req(decls.one('halves')).value,
        turns: decls
          .all('turn')
          .filter((t) => isOn(ctx, t.value.when))
          .map((t) => ({ from: t.value.from, to: t.value.to })),
        ranking: req(ctx.ranking),
      };
    }
    case 'sushizock': {
      const throws = req(decls.one('throws')).value;
      const tiles: Record<string, PieceGroup> = {};
      for (const t of decls.all('tiles')) tiles[t.value.group] = { id: t.value.group, values: t.value.values };
      const worthless = req(decls.one('worthless')).value;
      return {
        ...base,
        game,
        dice: req(ctx.dice),
        throws: { min: throws.min, max: throws.max, keepAtLeast: throws.keepAtLeast },
        reuseSetAside: req(decls.one('reuse-set-aside')).value,
        tiles,
        tilesOrder: req(decls.one('tiles-order')).value,
        actions: req(decls.one('actions')).rows.map(({ value: a }) => ({
          id: a.id.value,
          label: a.label,
          face: a.face.value,
          min: a.count.value.from,
          max: a.count.value.to,
          effect: a.effect,
          group: a.group.value,
          position: a.position,
        })),
        forcedTake: req(decls.one('forced-take')).value.map((f) => ({ group: f.group.value, pick: f.pick })),
        endsWhen: endsWhen(),
        worthless: { group: worthless.group.value, above: worthless.above.value },
        winner: winner(),
      };
    }
    case 'kaeseschieben': {
      const joker = decls.one('joker')?.value;
      const board = req(decls.one('board')).value;
      return {
        ...base,
        game,
        dice: req(ctx.dice),
        joker: joker ? { face: joker.face.value, times: joker.times } : null,
        board: { width: board.width, height: board.height },
        startFromRight: req(decls.one('start')).value,
        twoPlayers: req(decls.one('two-players')).value,
        cubes: req(decls.one('cubes')).rows.map(({ value: c }) => ({
          id: c.id.value,
          label: c.label,
          count: c.count,
          value: c.value,
          worms: c.worms.value,
        })),
        worms: req(decls.one('worms')).value,
        wormyValue: req(decls.one('wormy-value')).value,
        layout: req(decls.one('layout')).rows.map(({ value }) => value.map((c) => c.value)),
        steps: req(decls.one('steps')).value,
        lastCubeSteal: req(decls.one('last-cube')).value,
        endsWhen: endsWhen(),
        winner: winner(),
        nextRoundStarter: req(decls.one('next-round')).value,
      };
    }
    case 'okudos': {
      const board = req(decls.one('board')).value;
      const sectors = req(decls.one('sectors')).value;
      return {
        ...base,
        game,
        board: { width: board.width, height: board.height, kind: 'sudoku' },
        sectors: { ...sectors, count: (board.width / sectors.width) * (board.height / sectors.height) },
        chips: { id: 'chips', values: req(decls.one('chips')).value.values },
        discardAtStart: req(decls.one('discard-at-start')).value,
        hand: req(decls.one('hand')).value,
        deal: req(decls.one('deal')).rows.map(({ value: d }) => ({
          id: d.id.value,
          players: d.players.value,
          colours: d.colours.value,
          gameScoresBest: d.gameScoresBest?.value ?? null,
        })),
        irregularBonus: req(decls.one('irregular-bonus')).value,
        endsWhen: endsWhen(),
        winner: winner(),
      };
    }
  }
}
