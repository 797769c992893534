import { IGNORE_CHANCE, type Lang } from '@regelwerk/engine';
import { youFaults } from '@regelwerk/board-kit';
import { describe, expect, it } from 'vitest';
import { compile } from '@regelwerk/dsl';
import { schema, schockenRuntime as game, type SchockenRules } from '@regelwerk/schocken';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { board } from './index.js';
import type { SchockenBoard } from './schocken-board.js';

const compiled = compile(readFileSync(resolve(process.cwd(), '../../../../rules/schocken.rules'), 'utf8'), { schemas: [schema], file: 'rules/schocken.rules' });
if (!compiled.ok) throw new Error('rules/schocken.rules does not compile');
const rules = compiled.rules as SchockenRules;

/** Every word the board shows or reads out (text and labels) at every step of a game of one person under the default name against a bot. */
async function wordsOfAGame(lang: Lang, you: string): Promise<{ steps: string[]; end: string }> {
  const players = [
    { name: you, bot: null },
    { name: lang === 'de' ? 'Taktiker 2' : 'tactician 2', bot: 'tactician' },
  ];
  let snapshot = game.fast.initial(game.createContext({ rules, players, seed: 'you' }, IGNORE_CHANCE));
  const el = document.createElement(board.tagName) as SchockenBoard;
  Object.assign(el, { lang, seat: 0, readOnly: false, send: () => undefined });
  document.body.append(el);
  const words = () => {
    const root = el.shadowRoot!;
    const labels = [...root.querySelectorAll('[aria-label]')].map((n) => n.getAttribute('aria-label'));
    return `${root.textContent ?? ''} ${labels.join(' ')}`.replace(/\s+/g, ' ');
  };
  const steps: string[] = [];
  for (let i = 0; i < 2000 && game.outcome(snapshot) === null; i++) {
    el.view = game.view(snapshot, 0);
    el.legal = game.legalEvents(snapshot, 0);
    await el.updateComplete;
    steps.push(words());
    const seat = game.toMove(snapshot)[0]!;
    // The last decision offered is taken: a stop ends a turn early, so games are short and varied.
    const legal = game.legalEvents(snapshot, seat);
    snapshot = game.fast.transition(snapshot, legal[legal.length - 1]!)!;
  }
  el.view = game.view(snapshot, 0);
  el.legal = [];
  await el.updateComplete;
  const end = words();
  el.remove();
  return { steps, end };
}

describe('the Schocken board speaking to the one person at the screen', () => {
  it.each([
    ['de', 'Du', /Du bist dran/, /Spiel vorbei: Du hast verloren|Spiel vorbei, verloren hat: Taktiker 2/],
    ['en', 'You', /Your turn/, /Game over: you lost|Game over: lost by tactician 2/],
  ] as const)('in %s addresses "%s" in the second person, from the first turn to the end', async (lang, you, turn, end) => {
    const game = await wordsOfAGame(lang, you);
    expect(game.steps.length).toBeGreaterThan(4);
    expect(game.steps.some((w) => turn.test(w))).toBe(true);
    expect(game.end).toMatch(end);
    expect([...game.steps, game.end].flatMap(youFaults)).toEqual([]);
  });
});
