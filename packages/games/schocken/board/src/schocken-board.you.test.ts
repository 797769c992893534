import { youFaults } from '@regelwerk/board-kit';
import { wordsOfAGame } from '@regelwerk/board-kit/testing';
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

describe('the Schocken board speaking to the one person at the screen', () => {
  it.each([
    ['de', /Du bist dran/, /Spiel vorbei: Du hast verloren|Spiel vorbei, verloren hat: Taktiker 2/],
    ['en', /Your turn/, /Game over: you lost|Game over: lost by tactician 2/],
  ] as const)('in %s addresses the default name in the second person, from the first turn to the end', async (lang, turn, end) => {
    const played = await wordsOfAGame(game, rules, document.createElement(board.tagName) as SchockenBoard, lang);
    expect(played.steps.length).toBeGreaterThan(4);
    expect(played.steps.some((w) => turn.test(w))).toBe(true);
    expect(played.end).toMatch(end);
    expect([...played.steps, played.end].flatMap(youFaults)).toEqual([]);
    // The bot's kind in the page's language too ("Bot: Taktiker"), not its id.
    expect(played.steps.join(' ')).toMatch(lang === 'de' ? /Bot: Taktiker/ : /bot: tactician/i);
  }, 60_000);
});
