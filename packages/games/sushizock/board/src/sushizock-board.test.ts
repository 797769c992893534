import { IGNORE_CHANCE, Rng, seedRng, type BoardProps, type FastSnapshot } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { compile } from '@regelwerk/dsl';
import { schema, sushizockRuntime as game, type SushizockContext, type SushizockEvent, type SushizockRules, type SushizockView } from '@regelwerk/sushizock';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { board } from './index.js';
import type { SushizockBoard } from './sushizock-board.js';

const compiled = compile(readFileSync(resolve(process.cwd(), '../../../../rules/sushizock.rules'), 'utf8'), { schemas: [schema], file: 'rules/sushizock.rules' });
if (!compiled.ok) throw new Error('rules/sushizock.rules does not compile');
const rules = compiled.rules as SushizockRules;

type Snap = FastSnapshot<SushizockContext>;

const players = [
  { name: 'Ann', bot: null },
  { name: 'Bo', bot: null },
  { name: 'Cy', bot: null },
];

const start = (seed: string, n = 3): Snap => game.fast.initial(game.createContext({ rules, players: players.slice(0, n), seed }, IGNORE_CHANCE));

/** Plays random legal decisions from `s` until `until` holds (or the game ends); null if it never did. */
function playUntil(s: Snap, seed: string, until: (s: Snap) => boolean): Snap | null {
  const rng = new Rng(seedRng(seed));
  for (let i = 0; i < 2000; i++) {
    if (until(s)) return s;
    if (s.status === 'done') return null;
    const seat = game.toMove(s)[0]!;
    const legal = game.legalEvents(s, seat);
    s = game.fast.transition(s, legal[rng.int(legal.length)]!)!;
  }
  return null;
}

/** Searches seeds for a moment where `until` holds. */
function find(until: (s: Snap) => boolean, n = 3): Snap {
  for (let k = 0; k < 200; k++) {
    const s = playUntil(start(`board-${k}`, n), `moves-${k}`, until);
    if (s) return s;
  }
  throw new Error('no such moment in 200 games');
}

async function mount(s: Snap, lang: 'en' | 'de' = 'en', sent: SushizockEvent[] = [], readOnly = false): Promise<SushizockBoard> {
  const seat = s.status === 'done' ? null : game.toMove(s)[0]!;
  const props: BoardProps<SushizockView, SushizockEvent> = {
    view: game.view(s, seat ?? 'spectator'),
    legal: seat === null ? [] : game.legalEvents(s, seat),
    seat,
    readOnly: readOnly || seat === null,
    lang,
    send: (e) => sent.push(e),
  };
  const el = document.createElement(board.tagName) as SushizockBoard;
  Object.assign(el, props);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const root = (el: Element) => el.shadowRoot!;
const q = <T extends Element = HTMLButtonElement>(el: Element, sel: string) => root(el).querySelector(sel) as T;
const all = <T extends Element = HTMLButtonElement>(el: Element, sel: string) => [...root(el).querySelectorAll(sel)] as T[];
const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
const isLegal = (s: Snap, e: SushizockEvent) => game.legalEvents(s, e.seat).some((l) => JSON.stringify(l) === JSON.stringify(e));

describe('the Sushizock board', () => {
  it('throws all five dice first, by button or by T', async () => {
    const s = start('first');
    const sent: SushizockEvent[] = [];
    const el = await mount(s, 'en', sent);
    expect(all(el, '[data-die]')).toHaveLength(0);
    expect(q(el, '[data-action="throw"]').disabled).toBe(false);
    key(el, 't');
    expect(sent).toEqual([{ type: 'dice.throw', seat: s.context.current, keep: [] }]);
    el.remove();
  });

  it('sets dice aside by click and by the keys 1–5, and throws the rest only once one is aside', async () => {
    const s = find((x) => x.context.throwsUsed === 1 && x.context.rules.throws.max > 1);
    const sent: SushizockEvent[] = [];
    const el = await mount(s, 'en', sent);
    const dice = all(el, '[data-die]');
    expect(dice).toHaveLength(5);
    // Each die is labelled with its face for screen readers.
    expect(dice.map((d) => d.getAttribute('aria-label'))).toEqual(s.context.dice.map((f, i) => `Die ${i + 1}: ${{ sushi: 'sushi', bones: 'fish bones', blue: 'blue chopsticks', red: 'red chopsticks' }[f]}`));
    expect(q(el, '[data-action="throw"]').disabled).toBe(true);
    expect(text(q(el, '.turn'))).toContain('set aside at least one die you just threw');
    key(el, '2');
    await el.updateComplete;
    expect(q(el, '[data-die="1"]').getAttribute('aria-pressed')).toBe('true');
    q(el, '[data-die="4"]').click();
    await el.updateComplete;
    key(el, '2');
    await el.updateComplete;
    expect(q(el, '[data-die="1"]').getAttribute('aria-pressed')).toBe('false');
    expect(q(el, '[data-action="throw"]').disabled).toBe(false);
    key(el, 'T');
    expect(sent).toEqual([{ type: 'dice.throw', seat: s.context.current, keep: [4] }]);
    expect(isLegal(s, sent[0]!)).toBe(true);
    el.remove();
  });

  it('keeps dice set aside earlier aside: they cannot be taken back', async () => {
    const s = find((x) => x.context.throwsUsed === 2 && x.context.aside.length > 0 && game.legalEvents(x, x.context.current).some((e) => e.type === 'dice.throw'));
    const el = await mount(s);
    for (const i of s.context.aside) {
      const die = q(el, `[data-die="${i}"]`);
      expect(die.disabled).toBe(true);
      expect(die.getAttribute('aria-pressed')).toBe('true');
      expect(die.getAttribute('aria-label')).toContain('set aside');
    }
    el.remove();
  });

  it('offers each legal take as a button that names the tile and its place, and highlights it in the centre', async () => {
    const s = find((x) => game.legalEvents(x, x.context.current).some((e) => e.type === 'tile.take') && x.context.throwsUsed > 0);
    const sent: SushizockEvent[] = [];
    const el = await mount(s, 'en', sent);
    const takes = game.legalEvents(s, s.context.current).filter((e) => e.type === 'tile.take');
    const buttons = all(el, '[data-action="take"]');
    expect(buttons).toHaveLength(takes.length);
    for (const e of takes) {
      const value = s.context.centre[e.group]![e.position - 1]!;
      const b = buttons.find((x) => x.dataset.group === e.group && Number(x.dataset.position) === e.position)!;
      const ordinal = ['1st', '2nd', '3rd', '4th', '5th'][e.position - 1];
      expect(text(b)).toMatch(new RegExp(`^(Take ${e.group} ${value > 0 ? `\\+${value}` : `−${-value}`} \\(${ordinal} from left\\)|Take ${e.group} .* \\(forced\\))$`));
    }
    const offered = all(el, `.tiles li.offered`);
    expect(offered).toHaveLength(takes.length);
    buttons[0]!.click();
    expect(sent).toHaveLength(1);
    expect(isLegal(s, sent[0]!)).toBe(true);
    el.remove();
  });

  it('offers a steal of the top tile naming the tile and the opponent', async () => {
    const s = find((x) => game.legalEvents(x, x.context.current).some((e) => e.type === 'tile.steal' && e.position === 1));
    const sent: SushizockEvent[] = [];
    const el = await mount(s, 'en', sent);
    const e = game.legalEvents(s, s.context.current).find((l) => l.type === 'tile.steal' && l.position === 1)!;
    if (e.type !== 'tile.steal') throw new Error('not a steal');
    const stack = s.context.stacks[e.from]![e.group]!;
    const top = stack[stack.length - 1]!;
    const b = q(el, `[data-action="steal"][data-from="${e.from}"][data-group="${e.group}"][data-position="1"]`);
    expect(text(b)).toBe(`Steal top ${e.group} ${top > 0 ? `+${top}` : `−${-top}`} from ${players[e.from]!.name}`);
    expect(q(el, `.players li[data-seat="${e.from}"] .stack[data-group="${e.group}"]`).classList.contains('target')).toBe(true);
    b.click();
    expect(sent).toEqual([e]);
    el.remove();
  });

  it('names a steal of any tile blind, by its place from the top, in German too', async () => {
    const s = find((x) => game.legalEvents(x, x.context.current).some((e) => e.type === 'tile.steal' && e.position > 1), 2);
    const sent: SushizockEvent[] = [];
    const el = await mount(s, 'de', sent);
    const e = game.legalEvents(s, s.context.current).find((l) => l.type === 'tile.steal' && l.position > 1)!;
    if (e.type !== 'tile.steal') throw new Error('not a steal');
    const h = s.context.stacks[e.from]![e.group]!.length;
    const b = q(el, `[data-action="steal"][data-from="${e.from}"][data-group="${e.group}"][data-position="${e.position}"]`);
    const word = e.group === 'sushi' ? 'Sushi' : 'Gräten';
    expect(text(b)).toBe(`Aus dem ${word}stapel von ${players[e.from]!.name} (Höhe ${h}) die ${e.position}. von oben klauen`);
    // The blind button says no value: the tile is not known.
    expect(b.textContent).not.toMatch(/[+−]\d/);
    b.click();
    expect(sent).toEqual([e]);
    el.remove();
  });

  it('explains a forced take and offers it as the only decision', async () => {
    const s = find((x) => x.status !== 'done' && game.view(x, 'spectator').forced !== null);
    const sent: SushizockEvent[] = [];
    const el = await mount(s, 'en', sent);
    const forced = game.view(s, 'spectator').forced!;
    expect(text(q(el, '.offers.forced .why'))).toMatch(/^No throw left and the dice allow nothing/);
    const b = all(el, '[data-action="take"]');
    expect(b).toHaveLength(1);
    expect(text(b[0]!)).toMatch(/\(forced\)$/);
    b[0]!.click();
    expect(sent).toEqual([forced.event]);
    el.remove();
  });

  it.each([
    ['en', '3 × sushi: that would be the 3rd sushi tile from the left, but only 2 are left in the centre, so there is no sushi to take.'],
    ['de', '3 × Sushi: Das wäre die 3. Sushi-Portion von links, aber in der Mitte liegen nur noch 2. Davon gibt es also nichts zu nehmen.'],
  ] as const)('says why three sushi take no sushi when two sushi tiles are left (%s)', async (lang, why) => {
    const s0 = start('out-of-reach');
    const s: Snap = { ...s0, value: 'playing.turn.thrown', context: { ...s0.context, dice: ['sushi', 'sushi', 'sushi', 'bones', 'red'], aside: [], throwsUsed: 1, centre: { sushi: [4, 1], bones: [-1, -3] } } };
    const el = await mount(s, lang);
    expect(all(el, '[data-action="take"]').map((b) => b.dataset['group'])).toEqual(['bones']);
    expect(all(el, '.out-of-reach').map(text)).toEqual([why]);
    el.remove();
  });

  it('says nothing is out of reach when the row is long enough', async () => {
    const s0 = start('out-of-reach');
    const s: Snap = { ...s0, value: 'playing.turn.thrown', context: { ...s0.context, dice: ['sushi', 'sushi', 'bones', 'red', 'blue'], aside: [], throwsUsed: 1, centre: { sushi: [4, 1], bones: [-1, -3] } } };
    const el = await mount(s);
    expect(all(el, '.out-of-reach')).toEqual([]);
    el.remove();
  });

  it('shows no tile below the top of any stack', async () => {
    const s = find((x) => x.context.stacks.some((st) => Object.values(st).some((g) => g.length >= 3)));
    for (const seat of [0, 1, 2] as const) {
      const el = document.createElement(board.tagName) as SushizockBoard;
      Object.assign(el, { view: game.view(s, seat), legal: [], seat, readOnly: true, lang: 'en' });
      document.body.append(el);
      await el.updateComplete;
      // Every tile drawn: the centre and the top of each stack, nothing more.
      const drawn = all<HTMLElement>(el, '[data-value]')
        .map((t) => Number(t.dataset.value))
        .sort((a, b) => a - b);
      const visible = [...Object.values(s.context.centre).flat(), ...s.context.stacks.flatMap((st) => Object.values(st).filter((g) => g.length > 0).map((g) => g[g.length - 1]!))].sort((a, b) => a - b);
      expect(drawn).toEqual(visible);
      // Each stack says its height and top in words, and nothing else about its tiles.
      for (const [i, st] of s.context.stacks.entries()) {
        for (const [g, list] of Object.entries(st)) {
          const label = q(el, `.players li[data-seat="${i}"] .stack[data-group="${g}"]`).getAttribute('aria-label')!;
          expect(label).toBe(list.length === 0 ? `${g} stack: empty` : `${g} stack: ${list.length} tile${list.length === 1 ? '' : 's'}, top ${list[list.length - 1]! > 0 ? '+' : '−'}${Math.abs(list[list.length - 1]!)}`);
        }
      }
      el.remove();
    }
  });

  it('ends with a scoring sheet: every stack bottom first, sushi above the bones height struck through, the totals and the winner', async () => {
    const s = find((x) => x.status === 'done' && x.context.scores!.some((sc) => sc.stacks.sushi!.length > sc.counted));
    const el = await mount(s, 'en');
    const scores = s.context.scores!;
    const rows = all<HTMLTableRowElement>(el, '.sheet tbody tr');
    expect(rows).toHaveLength(scores.length);
    for (const sc of scores) {
      const row = rows.find((r) => Number(r.dataset.seat) === sc.seat)!;
      const sushi = [...row.querySelectorAll<HTMLElement>('.stack-cell[data-group="sushi"] .tile')];
      expect(sushi.map((t) => Number(t.dataset.value))).toEqual(sc.stacks.sushi);
      expect(row.querySelectorAll('.stack-cell[data-group="sushi"] s.struck')).toHaveLength(sc.stacks.sushi!.length - sc.counted);
      expect(row.querySelectorAll('.stack-cell[data-group="bones"] s.struck')).toHaveLength(0);
      expect(Number(text(row.querySelector('.total')))).toBe(sc.total);
    }
    const best = Math.max(...scores.map((x) => x.total));
    const winners = scores.filter((x) => x.total === best).map((x) => players[x.seat]!.name);
    expect(text(q(el, '.game-over'))).toBe(winners.length === 1 ? `Game over: ${winners[0]} wins with ${best} points.` : expect.stringContaining('share the win'));
    // Said once: the closing line is the status line.
    expect(el.shadowRoot!.textContent!.split('Game over').length - 1).toBe(1);
    expect(all(el, 'tr.won')).toHaveLength(winners.length);
    el.remove();
  });

  it('offers nothing while read-only (a bot to move, a log viewed)', async () => {
    const s = find((x) => x.context.throwsUsed === 1);
    const sent: SushizockEvent[] = [];
    const el = await mount(s, 'en', sent, true);
    expect(all(el, 'button').every((b) => b.disabled)).toBe(true);
    key(el, 't');
    key(el, '1');
    expect(sent).toEqual([]);
    el.remove();
  });
});

describe('the Sushizock board with erste-n-steine (any of the first n tiles)', () => {
  const read = (p: string) => readFileSync(resolve(process.cwd(), '../../../../rules', p), 'utf8');
  const upto = compile(read('variants/sushizock-erste-n-steine.rules'), { schemas: [schema], file: 'rules/variants/sushizock-erste-n-steine.rules', resolveGame: (id) => ({ file: `rules/${id}.rules`, text: read(`${id}.rules`) }) });
  if (!upto.ok) throw new Error('the erste-n-steine variant does not compile');
  const variantRules = upto.rules as SushizockRules;
  const base = game.fast.initial(game.createContext({ rules: variantRules, players: players.slice(0, 2), seed: 'upto' }, IGNORE_CHANCE));
  // Three sushi on the table, one throw made: the first three sushi of the row are on offer.
  const s: Snap = { ...base, value: 'playing.turn.thrown', context: { ...base.context, dice: ['sushi', 'sushi', 'sushi', 'blue', 'red'], aside: [], throwsUsed: 1 } };
  const row = s.context.centre.sushi!;

  it.each([
    ['en', (v: number, p: string) => `Take sushi ${v > 0 ? '+' : ''}${v} (${p} from left)`, ['1st', '2nd', '3rd']],
    ['de', (v: number, p: string) => `Sushi ${v > 0 ? '+' : ''}${v} nehmen (${p} von links)`, ['1.', '2.', '3.']],
  ] as const)('in %s offers one button per tile in reach, each saying which', async (lang, label, places) => {
    const el = await mount(s, lang);
    const buttons = all(el, '[data-action="take"][data-group="sushi"]');
    expect(buttons.map((b) => b.dataset.position)).toEqual(['1', '2', '3']);
    expect(buttons.map(text)).toEqual(places.map((p, i) => label(row[i]!, p)));
    expect(all(el, 'ol[data-group="sushi"] li.offered').map((li) => li.dataset.position)).toEqual(['1', '2', '3']);
    el.remove();
  });

  it('takes the tile clicked in the row, or the one whose offer button is pressed', async () => {
    const sent: SushizockEvent[] = [];
    const el = await mount(s, 'en', sent);
    (q<HTMLElement>(el, 'ol[data-group="sushi"] li[data-position="3"]')).click();
    (q<HTMLElement>(el, 'ol[data-group="sushi"] li[data-position="5"]')).click(); // not on offer: nothing
    const second = q(el, '[data-action="take"][data-group="sushi"][data-position="2"]');
    // A focusable button: Enter and Space press it, which is its click.
    expect(second.tagName).toBe('BUTTON');
    second.click();
    expect(sent).toEqual([
      { type: 'tile.take', seat: s.context.current, group: 'sushi', position: 3 },
      { type: 'tile.take', seat: s.context.current, group: 'sushi', position: 2 },
    ]);
    expect(sent.every((e) => isLegal(s, e))).toBe(true);
    el.remove();
  });
});
