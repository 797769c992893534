import { IGNORE_CHANCE, Rng, seedRng, type BoardProps, type FastSnapshot } from '@regelwerk/engine';
import { ruleFileHelpers } from '@regelwerk/dsl/testing';
import { okudosRuntime as game, schema, type OkudosContext, type OkudosEvent, type OkudosRules, type OkudosView } from '@regelwerk/okudos';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { board } from './index.js';
import type { OkudosBoard } from './okudos-board.js';

const { compileRuleFile } = ruleFileHelpers([schema], (path) => readFileSync(resolve(process.cwd(), '../../../../rules', path), 'utf8'));
const standard = compileRuleFile('okudos.rules') as OkudosRules;
// Variant 3 with chips placed unchecked: only then can irregular chips lie on the board.
const uncheckedFiles = ruleFileHelpers([schema], (path) => `${readFileSync(resolve(process.cwd(), '../../../../rules', path), 'utf8')}${path.includes('variante-3') ? 'set unchecked-placement on\n' : ''}`);
const unchecked = uncheckedFiles.compileRuleFile('variants/okudos-variante-3.rules') as OkudosRules;

type Snap = FastSnapshot<OkudosContext>;

const players = [
  { name: 'Ann', bot: null },
  { name: 'Bo', bot: null },
  { name: 'Cy', bot: null },
];

const start = (seed: string, n = 2, rules = standard): Snap => game.fast.initial(game.createContext({ rules, players: players.slice(0, n), seed }, IGNORE_CHANCE));

/** Plays random legal decisions (placements preferred, so the board fills) until `until` holds; null if it never did. */
function playUntil(s: Snap, seed: string, until: (s: Snap) => boolean): Snap | null {
  const rng = new Rng(seedRng(seed));
  for (let i = 0; i < 3000; i++) {
    if (until(s)) return s;
    if (s.status === 'done') return null;
    const seat = game.toMove(s)[0]!;
    const legal = game.legalEvents(s, seat);
    const places = legal.filter((e) => e.type === 'chip.place');
    const pool = places.length > 0 && rng.int(4) > 0 ? places : legal;
    s = game.fast.transition(s, pool[rng.int(pool.length)]!)!;
  }
  return null;
}

function find(until: (s: Snap) => boolean, n = 2, rules = standard): Snap {
  for (let k = 0; k < 100; k++) {
    const s = playUntil(start(`board-${k}`, n, rules), `moves-${k}`, until);
    if (s) return s;
  }
  throw new Error('no such moment in 100 games');
}

async function mount(s: Snap, opts: { lang?: 'en' | 'de'; sent?: OkudosEvent[]; readOnly?: boolean; seat?: number } = {}): Promise<OkudosBoard> {
  const toMove = s.status === 'done' ? null : game.toMove(s)[0]!;
  const seat = opts.seat ?? toMove;
  const acting = seat === toMove ? seat : null;
  const props: BoardProps<OkudosView, OkudosEvent> = {
    view: game.view(s, seat ?? 'spectator'),
    legal: acting === null ? [] : game.legalEvents(s, acting),
    seat: acting,
    readOnly: (opts.readOnly ?? false) || acting === null,
    lang: opts.lang ?? 'en',
    send: (e) => opts.sent?.push(e),
  };
  const el = document.createElement(board.tagName) as OkudosBoard;
  Object.assign(el, props);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const root = (el: Element) => el.shadowRoot!;
const q = <T extends Element = HTMLButtonElement>(el: Element, sel: string) => root(el).querySelector(sel) as T;
const all = <T extends Element = HTMLElement>(el: Element, sel: string) => [...root(el).querySelectorAll(sel)] as T[];
const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const key = (target: Element, k: string, init: KeyboardEventInit = {}) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, ...init }));
const cellIndex = (e: { row: number; col: number }) => (e.row - 1) * 9 + (e.col - 1);
const focusedCell = (el: Element) => Number((root(el).activeElement as HTMLElement | null)?.dataset.cell ?? -1);

describe('the O’kudos board', () => {
  it('draws the sudoku as a grid of nine rows of nine cells with one tab stop, each sector lettered once', async () => {
    const s = find((x) => x.context.board.filter((c) => c !== null).length >= 10);
    const el = await mount(s);
    expect(q(el, '[role="grid"]')).not.toBeNull();
    const rows = all(el, '[role="row"]');
    expect(rows).toHaveLength(9);
    expect(rows.every((r) => r.querySelectorAll('[role="gridcell"]').length === 9)).toBe(true);
    const cells = all(el, '[role="gridcell"]');
    expect(cells.filter((c) => c.getAttribute('tabindex') === '0')).toHaveLength(1);
    for (const [i, c] of cells.entries()) {
      expect(Number(c.dataset.printed)).toBe(s.context.printed[i]);
      const chip = s.context.board[i];
      // A covered cell shows its chip and not its printed number; an empty one its printed number.
      expect(text(c).replace(/[A-I]★?/, '').trim()).toBe(String(chip ?? s.context.printed[i]));
      expect(c.dataset.chip === undefined ? null : Number(c.dataset.chip)).toBe(chip);
    }
    expect(all(el, '.letter').map((l) => text(l).replace('★', ''))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    el.remove();
  });

  it('marks the viewer’s own sectors and only those, for every seat of a three-player game, and a spectator none', async () => {
    const s = start('mine', 3);
    for (const seat of [0, 1, 2]) {
      const el = await mount(s, { seat, readOnly: true });
      const own = s.context.owners.flatMap((o, k) => (o === seat ? [k] : []));
      const striped = new Set(all(el, '.cell.mine').map((c) => Number(c.dataset.sector)));
      expect([...striped].sort()).toEqual(own);
      expect(all(el, '.cell.mine')).toHaveLength(own.length * 9);
      expect(all(el, '.mine li').map((li) => Number(li.dataset.sector))).toEqual(own);
      // The hand shown is the seat's own, and the others show only their counts.
      expect(all(el, '.hand-chip').map((b) => Number(b.dataset.chip))).toEqual(s.context.hands[seat]);
      expect(all(el, '[data-hand-count]').map((x) => Number(x.dataset.handCount))).toEqual(s.context.hands.map((h) => h.length));
      el.remove();
    }
    const spectator = document.createElement(board.tagName) as OkudosBoard;
    Object.assign(spectator, { view: game.view(s, 'spectator'), legal: [], seat: null, readOnly: true, lang: 'en' });
    document.body.append(spectator);
    await spectator.updateComplete;
    expect(all(spectator, '.cell.mine')).toHaveLength(0);
    expect(all(spectator, '.hand-chip')).toHaveLength(0);
    spectator.remove();
  });

  it('chooses a chip by its number key, marks exactly the cells it may go on, and places it with the arrows and Enter', async () => {
    const s = start('place');
    const sent: OkudosEvent[] = [];
    const el = await mount(s, { sent });
    const seat = s.context.current;
    const legal = game.legalEvents(s, seat);
    const chip = s.context.hands[seat]![0]!;
    expect(all(el, '.cell.legal')).toHaveLength(0);
    key(el, String(chip));
    await el.updateComplete;
    expect(q(el, `.hand-chip[data-chip="${chip}"]`).getAttribute('aria-pressed')).toBe('true');
    const marked = all(el, '.cell.legal').map((c) => Number(c.dataset.cell));
    const allowed = legal.flatMap((e) => (e.type === 'chip.place' && e.chip === chip ? [cellIndex(e)] : []));
    expect(marked).toEqual(allowed);
    expect(text(q(el, '.status'))).toContain(`Place the ${chip}: choose one of the ${allowed.length} marked cells`);
    // Walk from the top left to the first allowed cell with the arrow keys, then Enter.
    const grid = q<HTMLElement>(el, '[role="grid"]');
    q<HTMLElement>(el, '[data-cell="0"]').focus();
    const goal = allowed[0]!;
    for (let r = 0; r < Math.floor(goal / 9); r++) key(grid, 'ArrowDown');
    for (let c = 0; c < goal % 9; c++) key(grid, 'ArrowRight');
    await el.updateComplete;
    await el.updateComplete;
    expect(focusedCell(el)).toBe(goal);
    // The grid drawn again for the focus keeps the marks: class, part and the accessible name.
    expect(all(el, '.cell.legal').map((c) => Number(c.dataset.cell))).toEqual(allowed);
    expect(all(el, '[part~="cell-legal"]').map((c) => Number(c.dataset.cell))).toEqual(allowed);
    expect(q(el, `[data-cell="${goal}"]`).getAttribute('aria-label')).toMatch(new RegExp(`, ${chip} may go here$`));
    key(grid, 'Enter');
    expect(sent).toEqual([{ type: 'chip.place', seat, chip, row: Math.floor(goal / 9) + 1, col: (goal % 9) + 1 }]);
    // The chip dropped again: no cell marked, no name says it may go there.
    key(el, String(chip));
    await el.updateComplete;
    expect(all(el, '.cell.legal')).toHaveLength(0);
    expect(all(el, '[part~="cell-legal"]')).toHaveLength(0);
    expect(all(el, '[role="gridcell"]').some((c) => c.getAttribute('aria-label')!.includes('may go here'))).toBe(false);
    el.remove();
  });

  it('keeps arrow keys inside the board: they stop at its edges, Home and End go to the row’s ends', async () => {
    const el = await mount(start('arrows'), { readOnly: true });
    const grid = q<HTMLElement>(el, '[role="grid"]');
    q<HTMLElement>(el, '[data-cell="0"]').focus();
    key(grid, 'ArrowUp');
    key(grid, 'ArrowLeft');
    await el.updateComplete;
    expect(focusedCell(el)).toBe(0);
    key(grid, 'End');
    await el.updateComplete;
    expect(focusedCell(el)).toBe(8);
    key(grid, 'ArrowRight');
    key(grid, 'ArrowDown');
    await el.updateComplete;
    expect(focusedCell(el)).toBe(17);
    key(grid, 'Home');
    await el.updateComplete;
    expect(focusedCell(el)).toBe(9);
    key(grid, 'End', { ctrlKey: true });
    await el.updateComplete;
    expect(focusedCell(el)).toBe(80);
    expect(all(el, '[role="gridcell"][tabindex="0"]').map((c) => Number(c.dataset.cell))).toEqual([80]);
    el.remove();
  });

  it('places by click too, refuses a cell the chip may not go on, and discards or passes with buttons that say so', async () => {
    const s = find((x) => x.status !== 'done' && x.context.board.filter((c) => c !== null).length >= 12 && x.context.hands[x.context.current]!.length >= 2);
    const seat = s.context.current;
    const sent: OkudosEvent[] = [];
    const el = await mount(s, { sent });
    const chip = s.context.hands[seat]![1]!;
    expect(q(el, '[data-action="discard"]').disabled).toBe(true);
    q(el, `.hand-chip[data-chip="${chip}"]`).click();
    await el.updateComplete;
    const bad = all(el, '[role="gridcell"]').find((c) => !c.classList.contains('legal'))!;
    bad.click();
    expect(sent).toEqual([]);
    const good = q<HTMLElement>(el, '.cell.legal');
    good.click();
    expect(sent).toEqual([{ type: 'chip.place', seat, chip, row: Math.floor(Number(good.dataset.cell) / 9) + 1, col: (Number(good.dataset.cell) % 9) + 1 }]);
    expect(text(q(el, '[data-action="discard"]'))).toBe(`Discard ${chip}`);
    q(el, '[data-action="discard"]').click();
    q(el, '[data-action="pass"]').click();
    expect(sent.slice(1)).toEqual([
      { type: 'chip.discard', seat, chip },
      { type: 'turn.pass', seat },
    ]);
    for (const e of sent) expect(game.legalEvents(s, seat)).toContainEqual(e);
    el.remove();
  });

  it('with unchecked placement marks the irregular chips and collects one by Enter, the hand waiting meanwhile', async () => {
    const s = find((x) => x.status !== 'done' && game.legalEvents(x, x.context.current).some((e) => e.type === 'chip.collect'), 2, unchecked);
    const sent: OkudosEvent[] = [];
    const el = await mount(s, { sent, lang: 'de' });
    const collects = game.legalEvents(s, s.context.current).filter((e) => e.type === 'chip.collect');
    expect(all(el, '.cell.irregular').map((c) => Number(c.dataset.cell))).toEqual(collects.map(cellIndex).sort((a, b) => a - b));
    expect(all<HTMLButtonElement>(el, '.hand-chip').every((b) => b.disabled)).toBe(true);
    expect(q(el, '[data-action="pass"]').disabled).toBe(true);
    expect(text(q(el, '.status'))).toMatch(/irreguläre? Chips? lieg/);
    const target = cellIndex(collects[collects.length - 1]!);
    q<HTMLElement>(el, `[data-cell="${target}"]`).focus();
    await el.updateComplete;
    key(q(el, '[role="grid"]'), 'Enter');
    expect(sent).toEqual([collects[collects.length - 1]]);
    el.remove();
  });

  it('ends with the deal revealed and a scoring sheet: a line per sector in its owner’s column, totals and the winner', async () => {
    const s = find((x) => x.status === 'done', 3);
    const el = await mount(s);
    const sheet = s.context.scores!;
    const lines = all<HTMLTableRowElement>(el, '.sheet tbody tr[data-sector]');
    expect(lines).toHaveLength(9);
    for (const line of sheet.sectors) {
      const row = lines.find((r) => Number(r.dataset.sector) === line.sector)!;
      expect(row.dataset.owner).toBe(String(line.owner));
      const col = sheet.columns.findIndex((c) => c.owner === line.owner);
      expect(text(row.querySelectorAll('td')[col]!)).toBe(line.counted ? String(line.points) : `${line.points} (does not count)`);
    }
    expect(all(el, '.sheet tfoot .total').map((t) => Number(text(t)))).toEqual(sheet.columns.map((c) => c.total));
    const best = Math.max(...sheet.columns.map((c) => c.total));
    const winners = sheet.columns.filter((c) => c.total === best).map((c) => (c.owner === 'game' ? 'the game' : players[c.owner]!.name));
    expect(text(q(el, '.game-over'))).toBe(winners.length === 1 ? `Game over: ${winners[0]} wins with ${best} points.` : expect.stringContaining('share the win'));
    // Said once: the closing line is the status line.
    expect(el.shadowRoot!.textContent!.split('Game over').length - 1).toBe(1);
    expect(all(el, '.hand-chip')).toHaveLength(0);
    el.remove();
  });

  it('offers nothing while read-only: no chip can be chosen, no cell placed, no button used', async () => {
    const s = start('read-only');
    const sent: OkudosEvent[] = [];
    const el = await mount(s, { sent, readOnly: true });
    const chip = s.context.hands[s.context.current]![0]!;
    key(el, String(chip));
    await el.updateComplete;
    expect(all(el, '.cell.legal')).toHaveLength(0);
    expect(all<HTMLButtonElement>(el, 'button').every((b) => b.disabled)).toBe(true);
    q<HTMLElement>(el, '[data-cell="40"]').click();
    key(q(el, '[role="grid"]'), 'Enter');
    expect(sent).toEqual([]);
    el.remove();
  });
});
