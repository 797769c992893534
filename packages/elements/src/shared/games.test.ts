import { toGraph } from '@regelwerk/statechart';
import { describe, expect, it } from 'vitest';
import { chartOf, compileRules, GAME_IDS, loadGame, pickChart, playedChartKey, ruleTextsOf, type ChartData } from './games.js';

const THROW_OFF = 'variant "ours" extends schocken\nties throw-off\n';
/** Two house rules of the flow that no shipped rule set combines. */
const THROW_OFF_AND_BLIND = 'variant "ours" extends schocken\nties throw-off\nblind first-throw times 2 except schock-out\n';

async function schocken() {
  const [bundle, loaded] = await Promise.all([chartOf('schocken'), loadGame('schocken')]);
  if (!bundle || !loaded.ok) throw new Error('Schocken has no chart or cannot be played');
  return { bundle, module: loaded.game.module };
}

async function rulesOf(which: { variant?: string | null; text?: string }) {
  const compiled = await compileRules('schocken', which.text === undefined ? { variant: which.variant ?? null } : { source: { file: 'inline', text: which.text } });
  if (!compiled.ok) throw new Error(compiled.diagnostics.map((d) => d.message).join('; '));
  return compiled.rules;
}

const stateIds = (chart: { readonly nodes: readonly { readonly id: string }[] }) => chart.nodes.map((n) => n.id).sort();

describe('picking the chart of the rules a game plays', () => {
  it('finds, for every shipped Schocken rule set, a drawing whose states are those of the chart it plays', async () => {
    const { bundle, module } = await schocken();
    const variants = Object.keys((await ruleTextsOf('schocken'))!).flatMap((p) => (p.startsWith('variants/schocken-') ? [p.slice('variants/schocken-'.length, -'.rules'.length)] : []));
    expect(variants.length).toBeGreaterThan(30);
    for (const variant of [null, ...variants]) {
      const rules = await rulesOf({ variant });
      const drawn = await pickChart(bundle, { key: playedChartKey(module, rules) });
      expect(drawn, `variant ${variant}`).toBeDefined();
      expect(stateIds(drawn!), `variant ${variant}`).toEqual(stateIds(toGraph(module.chart!(rules as never))));
      // By name, a shipped variant finds the same drawing.
      expect(await pickChart(bundle, { variant }), `variant ${variant}`).toBe(drawn);
    }
  });

  it('finds the throw-off chart for `ties throw-off` written on the page, the same drawing as the shipped Stechen', async () => {
    const { bundle, module } = await schocken();
    const key = playedChartKey(module, await rulesOf({ text: THROW_OFF }));
    expect(key).not.toBe(bundle.key);
    const drawn = (await pickChart(bundle, { key }))!;
    expect(drawn.nodes.map((n) => n.id)).toContain('playing.half.fromMiddle.throwOff');
    expect(drawn).toBe(await pickChart(bundle, { variant: 'stechen' }));
  });

  it('finds no drawing for a combination of flow rules no shipped rule set has, rather than another chart', async () => {
    const { bundle, module } = await schocken();
    const rules = await rulesOf({ text: THROW_OFF_AND_BLIND });
    expect(toGraph(module.chart!(rules as never)).nodes.map((n) => n.id)).toContain('playing.half.fromMiddle.throwOff');
    expect(await pickChart(bundle, { key: playedChartKey(module, rules) })).toBeUndefined();
  });

  it('draws the game’s chart for a variant not listed, and for none, and loads another chart only when drawn', async () => {
    const other = { nodes: [{ id: 'x' }] };
    let loads = 0;
    const bundle = { key: 'k0', chart: { nodes: [] }, charts: [async () => (loads++, other)], keys: { k1: 0 }, variants: { own: 0 } } as unknown as ChartData;
    expect(await pickChart(bundle, { variant: 'plain' })).toBe(bundle.chart);
    expect(await pickChart(bundle, {})).toBe(bundle.chart);
    expect(await pickChart(bundle, { key: 'k0' })).toBe(bundle.chart);
    expect(loads).toBe(0);
    expect(await pickChart(bundle, { variant: 'own' })).toBe(other);
    expect(await pickChart(bundle, { key: 'k1' })).toBe(other);
    // A name an object inherits is no key.
    expect(await pickChart(bundle, { key: 'constructor' })).toBeUndefined();
  });
});

describe('the shipped rule sets compiled at build time', () => {
  it('give every variant of every game exactly what compiling its text gives, key order included, though written as its differences from the game', async () => {
    for (const game of GAME_IDS) {
      const texts = (await ruleTextsOf(game))!;
      const variants = Object.keys(texts).filter((p) => p.startsWith(`variants/${game}-`));
      for (const path of variants) {
        const shipped = await compileRules(game, { variant: path.slice(`variants/${game}-`.length, -'.rules'.length) });
        const fresh = await compileRules(game, { source: { file: `rules/${path}`, text: texts[path]! } });
        if (!shipped.ok || !fresh.ok) throw new Error(`${path} does not compile`);
        expect(JSON.stringify(shipped.rules), path).toBe(JSON.stringify(fresh.rules));
      }
    }
  });
});
