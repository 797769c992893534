import { youFaults } from '@regelwerk/board-kit';
import { wordsOfAGame } from '@regelwerk/board-kit/testing';
import { describe, expect, it } from 'vitest';
import { compile } from '@regelwerk/dsl';
import { schema, sushizockRuntime as game, type SushizockRules } from '@regelwerk/sushizock';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { board } from './index.js';
import type { SushizockBoard } from './sushizock-board.js';

const compiled = compile(readFileSync(resolve(process.cwd(), '../../../../rules/sushizock.rules'), 'utf8'), { schemas: [schema], file: 'rules/sushizock.rules' });
if (!compiled.ok) throw new Error('rules/sushizock.rules does not compile');
const rules = compiled.rules as SushizockRules;

describe('the Sushizock board speaking to the one person at the screen', () => {
  it.each([
    ['de', /Du bist dran/, /Spiel vorbei: (Du gewinnst|Taktiker 2 gewinnt|Du und Taktiker 2 teilt euch den Sieg) mit -?\d+ Punkten\./],
    ['en', /Your turn/, /Game over: (you win|tactician 2 wins|you and tactician 2 share the win) with -?\d+ points\./i],
  ] as const)('in %s addresses the default name in the second person, from the first turn to the end', async (lang, turn, end) => {
    const played = await wordsOfAGame(game, rules, document.createElement(board.tagName) as SushizockBoard, lang);
    expect(played.steps.length).toBeGreaterThan(4);
    expect(played.steps.some((w) => turn.test(w))).toBe(true);
    expect(played.end).toMatch(end);
    expect([...played.steps, played.end].flatMap(youFaults)).toEqual([]);
    // The bot's kind in the page's language too ("Bot: Taktiker"), not its id.
    expect(played.steps.join(' ')).toMatch(lang === 'de' ? /Bot: Taktiker/ : /bot: tactician/i);
  }, 120_000);
});
