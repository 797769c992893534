import { IGNORE_CHANCE, Rng, seedRng, type BoardProps, type FastSnapshot } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { ruleFileHelpers } from '@regelwerk/dsl/testing';
import { kaeseschiebenRuntime as game, schema, type KaeseschiebenContext, type KaeseschiebenEvent, type KaeseschiebenRules, type KaeseschiebenView } from '@regelwerk/kaeseschieben';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { board } from './index.js';
import type { KaeseschiebenBoard } from './kaeseschieben-board.js';

const { compileRuleFile } = ruleFileHelpers([schema], (path) => readFileSync(resolve(process.cwd(), '../../../../rules', path), 'utf8'));
const load = (file: string) => compileRuleFile(file) as KaeseschiebenRules;
const rules = load('kaeseschieben.rules');

type Snap = FastSnapshot<KaeseschiebenContext>;

/** The next animation frame (a step's preview is marked there). */
const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

const players = [
  { name: 'Ann', bot: null },
  { name: 'Bo', bot: null },
  { name: 'Cy', bot: null },
  { name: 'Dee', bot: null },
];

const start = (seed: string, n = 2, r = rules): Snap => game.fast.initial(game.createContext({ rules: r, players: players.slice(0, n), seed }, IGNORE_CHANCE));

/** Plays random legal decisions from `s` until `until` holds (or the game ends); null if it never did. */
function playUntil(s: Snap, seed: string, until: (s: Snap) => boolean): Snap | null {
  const rng = new Rng(seedRng(seed));
  for (let i = 0; i < 5000; i++) {
    if (until(s)) return s;
    if (s.status === 'done') return null;
    const seat = game.toMove(s)[0]!;
    const legal = game.legalEvents(s, seat);
    s = game.fast.transition(s, legal[rng.int(legal.length)]!)!;
  }
  return null;
}

function find(until: (s: Snap) => boolean, n = 2, r = rules): Snap {
  for (let k = 0; k < 100; k++) {
    const s = playUntil(start(`board-${k}`, n, r), `moves-${k}`, until);
    if (s) return s;
  }
  throw new Error('no such moment in 100 games');
}

async function mount(s: Snap, lang: 'en' | 'de' = 'en', sent: KaeseschiebenEvent[] = [], as?: number): Promise<KaeseschiebenBoard> {
  const seat = s.status === 'done' ? null : (as ?? game.toMove(s)[0]!);
  const props: BoardProps<KaeseschiebenView, KaeseschiebenEvent> = {
    view: game.view(s, seat ?? 'spectator'),
    legal: seat === null ? [] : game.legalEvents(s, seat),
    seat,
    readOnly: seat === null,
    lang,
    send: (e) => sent.push(e),
  };
  const el = document.createElement(board.tagName) as KaeseschiebenBoard;
  Object.assign(el, props);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const root = (el: Element) => el.shadowRoot!;
const q = <T extends Element = HTMLButtonElement>(el: Element, sel: string) => root(el).querySelector(sel) as T;
const all = <T extends Element = HTMLElement>(el: Element, sel: string) => [...root(el).querySelectorAll(sel)] as T[];
const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
type StepEvent = Extract<KaeseschiebenEvent, { type: 'mouse.step' }>;
const moving = (s: Snap) => s.status !== 'done' && s.context.receiver === null && s.context.roll.length > 0 && s.context.left > 0;

describe('the Käseschieben board', () => {
  it('draws the set-up: 64 squares, the 16 cubes by size and letter, two mice, each edge named after who sits there', async () => {
    const s = start('setup');
    const el = await mount(s);
    expect(all(el, '[data-cell]')).toHaveLength(64);
    const sizes = all(el, '[data-cell][data-size]').map((c) => c.dataset.size);
    expect(sizes.filter((x) => x === 'small')).toHaveLength(4);
    expect(sizes.filter((x) => x === 'medium')).toHaveLength(8);
    expect(sizes.filter((x) => x === 'large')).toHaveLength(4);
    // Sizes are told apart by a letter too, not only by the size of the square.
    expect(all(el, '[data-size="large"] .letter').map((x) => x.textContent)).toEqual(['L', 'L', 'L', 'L']);
    const mice = all(el, '[data-mouse]').map((c) => [Number(c.dataset.mouse), Number(c.dataset.cell)]);
    expect(mice.sort()).toEqual(s.context.mice.map((sq, seat) => [seat, sq]).sort());
    expect(text(q(el, '[data-edge="south"]'))).toContain('south edge: Ann');
    expect(text(q(el, '[data-edge="north"]'))).toContain('north edge: Bo');
    expect(text(q(el, '[data-edge="west"]'))).toContain('nobody sits here');
    expect(q(el, '[data-edge="east"]').getAttribute('part')).toBe('edge edge-empty');
    el.remove();
  });

  it('rolls by button and by R, and nothing else is on offer before the roll', async () => {
    const s = start('roll');
    const sent: KaeseschiebenEvent[] = [];
    const el = await mount(s, 'en', sent);
    expect(all(el, '[data-action="step"]')).toHaveLength(0);
    expect(text(q(el, '.status'))).toMatch(/^To play: (Ann|Bo) · roll the mouse die$/);
    key(el, 'ArrowUp');
    expect(sent).toEqual([]);
    key(el, 'r');
    q(el, '[data-action="roll"]').click();
    expect(sent).toEqual([
      { type: 'die.roll', seat: s.context.current },
      { type: 'die.roll', seat: s.context.current },
    ]);
    el.remove();
  });

  it('offers exactly the legal steps as arrow buttons on the squares around the mouse, and steps by the arrow keys', async () => {
    const s = find((x) => moving(x) && game.legalEvents(x, x.context.current).length < 4);
    const sent: KaeseschiebenEvent[] = [];
    const el = await mount(s, 'en', sent);
    const legal = game.legalEvents(s, s.context.current).filter((e) => e.type === 'mouse.step');
    const buttons = all<HTMLButtonElement>(el, '[data-action="step"]');
    expect(buttons.map((b) => b.dataset.dir).sort()).toEqual(legal.map((e) => e.dir).sort());
    const v = game.view(s, s.context.current);
    for (const b of buttons) {
      const step = v.steps.find((x) => x.dir === b.dataset.dir)!;
      // The button sits on the square the mouse would land on.
      expect(Number(b.closest<HTMLElement>('[data-cell]')!.dataset.cell)).toBe(step.to);
    }
    const missing = (['north', 'east', 'south', 'west'] as const).find((d) => !legal.some((e) => e.dir === d))!;
    const keys = { north: 'ArrowUp', east: 'ArrowRight', south: 'ArrowDown', west: 'ArrowLeft' } as const;
    key(el, keys[missing]);
    expect(sent).toEqual([]);
    key(el, keys[legal[0]!.dir]);
    expect(sent).toEqual([legal[0]]);
    expect(text(q(el, '.status'))).toMatch(new RegExp(`${s.context.left} of ${s.context.steps} steps? left`));
    expect(q(el, '[data-left]').dataset.left).toBe(String(s.context.left));
    el.remove();
  });

  it('after a step gives focus to the same direction one square on, and lets Tab move it freely between the steps', async () => {
    const stepsOf = (x: Snap) => game.legalEvents(x, x.context.current).filter((e): e is StepEvent => e.type === 'mouse.step');
    // A step after which the same direction and another one are still offered.
    const again = (x: Snap) => stepsOf(x).find((e) => stepsOf(game.fast.transition(x, e)!).some((f) => f.dir === e.dir) && stepsOf(game.fast.transition(x, e)!).length >= 2);
    const s = find((x) => moving(x) && again(x) !== undefined);
    const seat = s.context.current;
    const step = again(s)!;
    const el = await mount(s, 'en', [], seat);
    const button = () => q(el, `[data-action="step"][data-dir="${step.dir}"]`);
    const taken = button();
    taken.focus();
    taken.click();
    const after = game.fast.transition(s, step)!;
    el.view = game.view(after, seat);
    el.legal = game.legalEvents(after, seat);
    await el.updateComplete;
    // The button used went (the mouse stands there); the same direction, one square on, has focus.
    expect(taken.isConnected).toBe(false);
    expect(root(el).activeElement).toBe(button());
    // Focus on a step shows its preview (in the next frame, no render); Tab to another step keeps focus there.
    const other = all<HTMLButtonElement>(el, '[data-action="step"]').find((b) => b.dataset.dir !== step.dir)!;
    other.focus();
    await el.updateComplete;
    await frame();
    expect(root(el).activeElement).toBe(other);
    expect(q(el, '.preview').hidden).toBe(false);
    el.remove();
  });

  it('previews a push: the cubes that would move are marked, the edge and who gets a cube named', async () => {
    const s = find((x) => moving(x) && game.view(x, x.context.current).steps.some((st) => st.over !== null && st.over.to !== null));
    const el = await mount(s);
    const v = game.view(s, s.context.current);
    const step = v.steps.find((st) => st.over !== null && st.over.to !== null)!;
    const b = q(el, `[data-action="step"][data-dir="${step.dir}"]`);
    expect(b.dataset.pushes).toBe(String(step.pushes.length));
    expect(b.getAttribute('aria-label')).toContain(`pushing ${step.pushes.length} cube`);
    b.dispatchEvent(new FocusEvent('focus'));
    await frame();
    expect(all(el, '.cell.pushed').map((c) => Number(c.dataset.cell)).sort((a, c) => a - c)).toEqual([...step.pushes].sort((a, c) => a - c));
    expect(text(q(el, '.preview'))).toContain(`over the edge ${step.over!.edge} edge to ${players[step.over!.to!]!.name}`);
    // A render (here: the language) keeps the marks; leaving the step clears them and hides the line.
    el.lang = 'de';
    await el.updateComplete;
    expect(all(el, '.cell.pushed')).toHaveLength(step.pushes.length);
    b.dispatchEvent(new FocusEvent('blur'));
    await frame();
    expect(all(el, '.cell.pushed')).toEqual([]);
    expect(q(el, '.preview').hidden).toBe(true);
    el.remove();
  });

  it('shows a star roll doubled: the faces thrown and ★ → throw again: n × 2', async () => {
    const s = find((x) => x.context.roll.length === 2 && x.context.left === x.context.steps);
    const el = await mount(s);
    const n = s.context.roll[1] as number;
    expect(all(el, '.faces [data-face]').map((f) => f.dataset.face)).toEqual(['star', String(n)]);
    expect(text(q(el, '.star-rule'))).toBe(`★ → throw again: ${n} × 2 = ${n * 2}`);
    expect(q(el, '.faces').getAttribute('aria-label')).toBe(`Thrown: star, ${n}`);
    el.remove();
  });

  it('shows the worms of the viewing seat’s own cubes only, and none at all with blind', async () => {
    const has = (x: Snap) => x.status !== 'done' && x.context.won[0]!.some((id) => x.context.cubes[id]!.worm) && x.context.won[1]!.some((id) => x.context.cubes[id]!.worm);
    const s = find(has);
    for (const seat of [0, 1]) {
      const el = await mount(s, 'en', [], seat);
      for (const other of [0, 1]) {
        const chips = all(el, `.players [data-seat="${other}"] .chip`);
        expect(chips).toHaveLength(s.context.won[other]!.length);
        const shown = chips.map((c) => c.dataset.worm ?? null);
        expect(shown).toEqual(s.context.won[other]!.map((id) => (other === seat ? String(s.context.cubes[id]!.worm) : null)));
      }
      expect(all(el, '.players .worm-mark').length).toBe(s.context.won[seat]!.filter((id) => s.context.cubes[id]!.worm).length);
      el.remove();
    }
    const blind = load('variants/kaeseschieben-blind.rules');
    const b = find(has, 2, blind);
    const el = await mount(b, 'en', [], 0);
    expect(all(el, '.players [data-worm]')).toHaveLength(0);
    expect(text(q(el, '.players'))).toContain('Blind: nobody may look');
    el.remove();
  });

  it('offers the last cube’s bonus as one button per player and size, and sends the take', async () => {
    const s = find((x) => x.context.receiver !== null && x.status !== 'done', 3);
    const sent: KaeseschiebenEvent[] = [];
    const el = await mount(s, 'en', sent);
    const legal = game.legalEvents(s, s.context.receiver!);
    const buttons = all<HTMLButtonElement>(el, '[data-action="take"]');
    expect(buttons.map((b) => `${b.dataset.from}/${b.dataset.size}`).sort()).toEqual(legal.flatMap((e) => (e.type === 'cube.take' ? [`${e.from}/${e.size}`] : [])).sort());
    expect(text(buttons[0]!)).toMatch(/^[SML] Take a (small|medium|large) cube from (Ann|Bo|Cy) \(\d+ held\)$/);
    buttons[0]!.click();
    expect(sent).toHaveLength(1);
    expect(legal).toContainEqual(sent[0]);
    expect(all(el, '[data-action="roll"]')).toHaveLength(0);
    el.remove();
  });

  it('offers to take none of the last cube’s bonus ("darf"), as a button in English and German, and sends the decline', async () => {
    const s = find((x) => x.context.receiver !== null && x.status !== 'done', 3);
    const seat = s.context.receiver!;
    for (const [lang, label] of [
      ['en', 'Take none'],
      ['de', 'Keinen nehmen'],
    ] as const) {
      const sent: KaeseschiebenEvent[] = [];
      const el = await mount(s, lang, sent);
      const button = q<HTMLButtonElement>(el, '[data-action="decline"]');
      expect(text(button)).toBe(label);
      expect(button.disabled).toBe(false);
      expect(button.tabIndex).toBe(0);
      button.click();
      expect(sent).toEqual([{ type: 'cube.decline', seat }]);
      el.remove();
    }
  });

  it('ends with every worm revealed on the scoring sheet and the winner named, in German', async () => {
    const s = find((x) => x.status === 'done');
    const el = await mount(s, 'de');
    const sheet = s.context.sheets[s.context.sheets.length - 1]!;
    expect(all(el, '.sheet tbody tr[data-seat]').map((r) => Number(text(r.querySelector('.points'))))).toEqual(sheet.lines.map((l) => l.points));
    expect(all(el, '.sheet [data-worm="true"]')).toHaveLength(sheet.lines.flatMap((l) => l.cubes).filter((c) => c.worm).length + sheet.out.filter((c) => c.worm).length);
    expect(text(q(el, '.game-over'))).toMatch(/^Spiel vorbei: (Ann|Bo)( und (Ann|Bo) teilen sich den Sieg| gewinnt)\.$/);
    // Said once: the closing line is the status line.
    expect(root(el).textContent).not.toMatch(/Spiel vorbei[^]*Spiel vorbei/);
    const winners = sheet.winners.map((w) => players[w]!.name);
    for (const w of winners) expect(text(q(el, '.game-over'))).toContain(w);
    expect(all(el, '[data-action]')).toHaveLength(0);
    el.remove();
  });

  it('marks the cubes the last step pushed', async () => {
    const s = find((x) => moving(x) && game.view(x, x.context.current).steps.some((st) => st.pushes.length > 0 && st.over === null));
    const el = await mount(s);
    const v = game.view(s, s.context.current);
    const step = v.steps.find((st) => st.pushes.length > 0 && st.over === null)!;
    const after = game.fast.transition(s, { type: 'mouse.step', seat: s.context.current, dir: step.dir })!;
    el.view = game.view(after, 'spectator');
    await el.updateComplete;
    const moved = all(el, '.cell.moved').map((c) => Number(c.dataset.cell));
    expect(moved).toHaveLength(step.pushes.length);
    for (const m of moved) expect(after.context.board[m]).not.toBe(-1);
    el.remove();
  });

  it('marks the pushed cubes from the view alone, also on a board that saw no view before the step', async () => {
    const s = find((x) => x.context.last?.type === 'step' && x.context.last.pushed.length > 0 && x.context.receiver === null);
    const el = await mount(s);
    const last = game.view(s, 'spectator').last;
    const marked = all(el, '.cell.moved').map((c) => Number(c.dataset.cell));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked).toEqual(last?.type === 'step' ? [...last.moved].sort((a, b) => a - b) : []);
    el.remove();
  });

  it('says a turn passed only while the view records the pass', async () => {
    // A pass is rare in random play: the moment before a roll, with the turn before recorded as passed.
    const ready = find((x) => x.status !== 'done' && x.context.receiver === null && x.context.roll.length === 0);
    const s: Snap = { ...ready, context: { ...ready.context, last: { type: 'pass', seat: (ready.context.current + 1) % 2 } } };
    const el = await mount(s);
    expect(text(q(el, '.hint'))).toBe('No complete move was possible: the turn passed.');
    const rolled = game.fast.transition(s, game.legalEvents(s, game.toMove(s)[0]!).find((e) => e.type === 'die.roll')!)!;
    el.view = game.view(rolled, 'spectator');
    await el.updateComplete;
    if (rolled.context.last?.type !== 'pass') expect(q(el, '.hint')).toBeNull();
    el.remove();
  });
});
