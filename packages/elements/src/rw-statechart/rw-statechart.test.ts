import { afterEach, describe, expect, it } from 'vitest';
import './rw-statechart.js';
import type { RwStatechart } from './rw-statechart.component.js';
import { compileRules, loadGame, playedChartKey } from '../shared/games.js';

async function mount(attrs: Record<string, string>): Promise<RwStatechart> {
  const el = document.createElement('rw-statechart');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  for (let i = 0; i < 50 && !el.shadowRoot?.querySelector('svg'); i++) await new Promise((r) => setTimeout(r, 10));
  await el.updateComplete;
  return el;
}

const $ = (el: RwStatechart, sel: string) => el.shadowRoot!.querySelector(sel);
const $$ = (el: RwStatechart, sel: string) => [...el.shadowRoot!.querySelectorAll(sel)];
const key = async (el: RwStatechart, k: string) => {
  const target = el.shadowRoot!.activeElement ?? $(el, '[tabindex="0"]')!;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
  await el.updateComplete;
  await el.updateComplete;
};
const focused = (el: RwStatechart) => el.shadowRoot!.activeElement?.getAttribute('data-state') ?? null;

/** What rw-game sends; `path` once the engine reports it, `chart` the key of the chart it plays. */
function stateChange(from: HTMLElement, value: string, path?: string[], chart?: string) {
  from.dispatchEvent(Object.assign(new Event('rw-state-change', { bubbles: true, composed: true }), { value, done: false, ...(path ? { path } : {}), ...(chart ? { chart } : {}) }));
}

/** The key of the chart Schocken plays with this rule text, as a linked rw-game reports it. */
async function keyOf(text: string | null): Promise<string> {
  const [loaded, compiled] = await Promise.all([loadGame('schocken'), compileRules('schocken', text === null ? {} : { source: { file: 'inline', text } })]);
  if (!loaded.ok || !compiled.ok) throw new Error('Schocken does not load');
  return playedChartKey(loaded.game.module, compiled.rules);
}

/** A stand-in for an rw-game playing rule text written on the page: no variant attribute, its chart's key. */
function gamePlaying(id: string, chartKey: string): HTMLElement {
  const game = Object.assign(document.createElement('div'), { id, chartKey });
  document.body.append(game);
  return game;
}

const THROW_OFF = 'variant "ours" extends schocken\nties throw-off\n';
const THROW_OFF_AND_BLIND = 'variant "ours" extends schocken\nties throw-off\nblind first-throw times 2 except schock-out\n';

afterEach(() => document.body.replaceChildren());

describe('rw-statechart', () => {
  it('draws every state as one item of a tree with a single tab stop', async () => {
    const el = await mount({ game: 'schocken', lang: 'en' });
    const items = $$(el, '[role="treeitem"]');
    expect(items).toHaveLength(28);
    expect(items.filter((i) => i.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect($(el, '[data-state="playing.half.passing"] text')!.textContent).toBe('passing on');
    expect($(el, '[data-state="playing.half"]')!.getAttribute('aria-level')).toBe('2');
  });

  it('draws a variant’s own chart where its house rules add states, and the game’s chart elsewhere', async () => {
    const stechen = await mount({ game: 'schocken', variant: 'stechen', lang: 'en' });
    expect($(stechen, '[data-state="playing.half.fromMiddle.throwOff"] text')!.textContent).toBe('throw-off');
    expect($$(stechen, '[role="treeitem"]').length).toBeGreaterThan(28);
    const jule = await mount({ game: 'schocken', variant: 'jule', lang: 'en' });
    expect($(jule, '[data-state="playing.half.fromMiddle.throwOff"]')).toBeNull();
    expect($$(jule, '[role="treeitem"]')).toHaveLength(28);
  });

  it('follows the variant of the game it is linked to', async () => {
    const game = document.createElement('div');
    game.id = 'linked-game';
    game.setAttribute('variant', 'stechen-augensumme');
    document.body.append(game);
    const el = await mount({ game: 'schocken', for: 'linked-game', lang: 'de' });
    expect($(el, '[data-state="playing.final.passing.throwOff"] text')!.textContent).toBe('Stechen');
  });

  it('draws the chart of the rules its linked game plays, also for rule text written on the page, and follows a change of rules', async () => {
    const game = gamePlaying('inline-game', await keyOf(THROW_OFF));
    const el = await mount({ game: 'schocken', for: 'inline-game', lang: 'en' });
    expect($(el, '[data-state="playing.half.fromMiddle.throwOff"] text')!.textContent).toBe('throw-off');
    // The game now plays its standard rules: the throw-off state goes.
    const standard = await keyOf(null);
    Object.assign(game, { chartKey: standard });
    stateChange(game, 'playing.half.fromMiddle.turn.ready', [], standard);
    for (let i = 0; i < 50 && $(el, '[data-state="playing.half.fromMiddle.throwOff"]'); i++) await new Promise((r) => setTimeout(r, 10));
    expect($$(el, '[role="treeitem"]')).toHaveLength(28);
  });

  it.each([
    { lang: 'en', says: /^The rules this game of Schocken plays change its flow in a way no chart was drawn for in advance/ },
    { lang: 'de', says: /^Die Regeln, nach denen diese Partie Schocken gespielt wird, ändern den Ablauf so, wie es kein vorab gezeichnetes Diagramm zeigt/ },
  ])('says so, and draws no other chart, when no chart was drawn for the rules played ($lang)', async ({ lang, says }) => {
    gamePlaying('combined-game', await keyOf(THROW_OFF_AND_BLIND));
    const el = document.createElement('rw-statechart');
    Object.entries({ game: 'schocken', for: 'combined-game', lang }).forEach(([k, v]) => el.setAttribute(k, v));
    document.body.append(el);
    for (let i = 0; i < 100 && !el.shadowRoot?.querySelector('.message'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(el.shadowRoot!.querySelector('.message')!.textContent).toMatch(says);
    expect(el.shadowRoot!.querySelector('svg')).toBeNull();
  });

  it('speaks German, and shows the names of the config on request', async () => {
    const el = await mount({ game: 'schocken', lang: 'de' });
    expect($(el, '[data-state="playing.half.fromMiddle"] text')!.textContent).toBe('aus der Mitte');
    expect($$(el, '.edge-label').some((t) => t.textContent === 'sonst')).toBe(true);
    (($(el, '[data-action="technical"]') as HTMLButtonElement)).click();
    await el.updateComplete;
    expect($(el, '[data-state="playing.half.fromMiddle"] text')!.textContent).toBe('fromMiddle');
    expect($$(el, '.edge-label').map((t) => t.textContent)).toContain('dice.throw[throwAllowed]');
    expect($(el, '[data-action="technical"]')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('moves through the states with the arrow keys as a tree, and Enter shows a description', async () => {
    const el = await mount({ game: 'schocken', lang: 'en' });
    ($(el, '[tabindex="0"]') as SVGGElement).focus();
    expect(focused(el)).toBe('playing');
    await key(el, 'ArrowRight');
    expect(focused(el)).toBe('playing.half');
    await key(el, 'ArrowDown');
    expect(focused(el)).toBe('playing.half.fromMiddle');
    await key(el, 'ArrowLeft');
    expect(focused(el)).toBe('playing.half');
    await key(el, 'End');
    expect(focused(el)).toBe('over');
    expect($$(el, '[tabindex="0"]').map((e) => e.getAttribute('data-state'))).toEqual(['over']);
    await key(el, 'Enter');
    expect($(el, '[part="description"]')!.textContent).toContain('The game is decided');
  });

  it('zooms with + − 0 and the buttons by resizing the drawing, never with inline styles', async () => {
    const el = await mount({ game: 'schocken', lang: 'en' });
    const svg = $(el, 'svg')!;
    const width = Number(svg.getAttribute('width'));
    ($(el, '[tabindex="0"]') as SVGGElement).focus();
    await key(el, '+');
    expect(Number(svg.getAttribute('width'))).toBe(Math.round(width * 1.25));
    await key(el, '0');
    expect(Number(svg.getAttribute('width'))).toBe(width);
    ($(el, '[data-action="zoom-out"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(Number(svg.getAttribute('width'))).toBe(Math.round(width / 1.25));
    expect($$(el, '[style]')).toEqual([]);
  });

  it('lights up the state its game is in, marks the transitions possible now, and shows the last step', async () => {
    const game = document.createElement('div');
    game.id = 'g';
    document.body.append(game);
    const el = await mount({ game: 'schocken', for: 'g', lang: 'en' });
    const H = 'playing.half.fromMiddle';
    stateChange(game, `${H}.turn.thrown`);
    await el.updateComplete;
    expect($$(el, '.state.active.atomic').map((s) => s.getAttribute('data-state'))).toEqual([`${H}.turn.thrown`]);
    const now = $$(el, '.transition.now .edge-label').map((t) => t.textContent);
    expect(now).toEqual(['throw diceif a throw is allowed', 'stopif stopping is allowed']);
    // The game reports the path it took: the chart shows exactly that.
    stateChange(game, `${H}.turn.ready`, [`${H}.turnOver`, `${H}.reveal`, `${H}.turn.ready`]);
    await el.updateComplete;
    expect($(el, 'svg')!.getAttribute('data-path')).toBe(`${H}.turnOver ${H}.reveal ${H}.turn.ready`);
    expect($(el, '.path')!.textContent).toContain('turn over → reveal → ready');
    // Without a reported path, what the chart alone can tell: the turn ended through "turn over".
    stateChange(game, `${H}.turn.thrown`);
    stateChange(game, `${H}.turn.ready`);
    await el.updateComplete;
    expect($(el, 'svg')!.getAttribute('data-path')).toBe(`${H}.turnOver ${H}.turn.ready`);
    expect($(el, '.path')!.textContent).toContain('what the chart alone can tell');
    // Another game's changes are not ours.
    const other = document.createElement('div');
    document.body.append(other);
    stateChange(other, 'over');
    // After the step's replay (each state passed lights up for a moment), the resting state.
    for (let i = 0; i < 100 && $(el, '.flash'); i++) await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
    expect($$(el, '.state.active.atomic').map((s) => s.getAttribute('data-state'))).toEqual([`${H}.turn.ready`]);
    // The highlight moves without the chart being drawn again: name, part and tab stop go with it.
    const box = (id: string) => $(el, `[data-state="${id}"]`)!;
    expect(box(`${H}.turn.ready`).getAttribute('aria-label')).toContain('(active now)');
    expect(box(`${H}.turn.ready`).getAttribute('part')).toBe('state state-active');
    expect(box(`${H}.turn.ready`).getAttribute('tabindex')).toBe('0');
    stateChange(game, `${H}.turn.thrown`);
    await el.updateComplete;
    expect(box(`${H}.turn.ready`).getAttribute('aria-label')).not.toContain('(active now)');
    expect(box(`${H}.turn.ready`).getAttribute('part')).toBe('state');
    expect(box(`${H}.turn.ready`).getAttribute('tabindex')).toBe('-1');
    expect(box(`${H}.turn.thrown`).getAttribute('aria-label')).toContain('(active now)');
    expect(box(`${H}.turn.thrown`).getAttribute('tabindex')).toBe('0');
    expect($$(el, '.transition.taken').length).toBeGreaterThan(0);
    expect($$(el, '.transition.now .edge-label').map((t) => t.textContent)).toEqual(['throw diceif a throw is allowed', 'stopif stopping is allowed']);
  });

  it('says so when a game has no chart', async () => {
    const el = document.createElement('rw-statechart');
    el.setAttribute('game', 'nope');
    document.body.append(el);
    for (let i = 0; i < 50 && !el.shadowRoot?.querySelector('.message'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(el.shadowRoot!.querySelector('.message')!.textContent).toBe('There is no statechart for "nope".');
  });
});
