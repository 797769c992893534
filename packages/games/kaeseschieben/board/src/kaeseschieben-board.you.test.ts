import { youFaults } from '@regelwerk/board-kit';
import { wordsOfAGame } from '@regelwerk/board-kit/testing';
import { describe, expect, it } from 'vitest';
import { ruleFileHelpers } from '@regelwerk/dsl/testing';
import { kaeseschiebenRuntime as game, schema, type KaeseschiebenRules } from '@regelwerk/kaeseschieben';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { board } from './index.js';
import type { KaeseschiebenBoard } from './kaeseschieben-board.js';

const { compileRuleFile } = ruleFileHelpers([schema], (path) => readFileSync(resolve(process.cwd(), '../../../../rules', path), 'utf8'));
const rules = compileRuleFile('kaeseschieben.rules') as KaeseschiebenRules;

describe('the Käseschieben board speaking to the one person at the screen', () => {
  it.each([
    ['de', /Du bist dran/, /deine Maus/, /Spiel vorbei: (Du gewinnst|Taktiker 2 gewinnt|Du und Taktiker 2 teilt euch den Sieg)\./],
    ['en', /Your turn/, /your mouse/, /Game over: (you win|tactician 2 wins|you and tactician 2 share the win)\./i],
  ] as const)('in %s addresses the default name in the second person, from the first turn to the end', async (lang, turn, mouse, end) => {
    // Tacticians on both seats: a random pair pushes for about 2,000 steps before the cheese runs
    // out (each step a render: 20 s a language), tacticians for about 170 with the same sentences.
    const played = await wordsOfAGame(game, rules, document.createElement(board.tagName) as KaeseschiebenBoard, lang, 'you', 'tactician');
    expect(played.steps.length).toBeGreaterThan(4);
    expect(played.steps.some((w) => turn.test(w))).toBe(true);
    expect(played.steps.some((w) => mouse.test(w))).toBe(true);
    expect(played.end).toMatch(end);
    expect([...played.steps, played.end].flatMap(youFaults)).toEqual([]);
    // The bot's kind in the page's language too ("Bot: Taktiker"), not its id.
    expect(played.steps.join(' ')).toMatch(lang === 'de' ? /Bot: Taktiker/ : /bot: tactician/i);
  }, 120_000);
});
