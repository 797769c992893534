import { youFaults } from '@regelwerk/board-kit';
import { wordsOfAGame } from '@regelwerk/board-kit/testing';
import { ruleFileHelpers } from '@regelwerk/dsl/testing';
import { okudosRuntime as game, schema, type OkudosRules } from '@regelwerk/okudos';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { board } from './index.js';
import type { OkudosBoard } from './okudos-board.js';

const { compileRuleFile } = ruleFileHelpers([schema], (path) => readFileSync(resolve(process.cwd(), '../../../../rules', path), 'utf8'));
const rules = compileRuleFile('okudos.rules') as OkudosRules;

describe("the O'kudos board speaking to the one person at the screen", () => {
  it.each([
    ['de', /Du bist dran/, /Du hast (eine \d|einen Chip|gepasst)/, /Spiel vorbei: (Du gewinnst|Taktiker 2 gewinnt|das Spiel gewinnt|.* teil(t euch|en sich) den Sieg) mit -?\d+ Punkten\./],
    ['en', /Your turn/, /You (placed|discarded|passed)/, /Game over: (you win|tactician 2 wins|the game wins|.* share the win) with -?\d+ points\./],
  ] as const)('in %s addresses the default name in the second person, from the first turn to the end', async (lang, turn, last, end) => {
    const played = await wordsOfAGame(game, rules, document.createElement(board.tagName) as OkudosBoard, lang);
    expect(played.steps.length).toBeGreaterThan(4);
    expect(played.steps.some((w) => turn.test(w))).toBe(true);
    expect(played.steps.some((w) => last.test(w))).toBe(true);
    expect(played.end).toMatch(end);
    expect([...played.steps, played.end].flatMap(youFaults)).toEqual([]);
    // The bot's kind in the page's language too ("Bot: Taktiker"), not its id.
    expect(played.steps.join(' ')).toMatch(lang === 'de' ? /Bot: Taktiker/ : /bot: tactician/i);
  }, 120_000);
});
