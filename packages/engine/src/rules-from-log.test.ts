import { compile, MAX_SOURCE_BYTES } from '@regelwerk/dsl';
import { describe, expect, it } from 'vitest';
import { LOG_FORMAT, LOG_VERSION, type GameLog } from './log.js';
import { rulesFromLog } from './rules-from-log.js';
import { toySchema } from './test-support/toy-game.js';

const BASE = 'game toy "Toy"\nplayers 2..4\n';
const logOf = (rules: GameLog['rules']): GameLog => ({ format: LOG_FORMAT, version: LOG_VERSION, game: 'toy', variant: null, rules, players: [], seed: 's', setup: [], steps: [], outcome: null });
/** A rule text one character over the limit: valid statements, then a long comment. */
const big = (start: string) => start + '#'.repeat(MAX_SOURCE_BYTES + 1 - start.length);

describe('the rules a log carries', () => {
  it('compile into the rule set', () => {
    const r = rulesFromLog(logOf([{ file: 'rules/toy.rules', text: BASE }]), [toySchema], compile);
    expect(r.ok && r.value.game).toBe('toy');
  });

  it.each([
    ['the file', () => [{ file: 'rules/toy.rules', text: big(BASE) }]],
    ['the base of a variant', () => [{ file: 'rules/toy.rules', text: big(BASE) }, { file: 'rules/variants/toy-v.rules', text: 'variant "v" extends toy\n' }]],
  ])('over the size limit, refused with that limit first: %s', (_what, rules) => {
    // It once said `file/empty` first, as if the text had no statements.
    expect(rulesFromLog(logOf(rules()), [toySchema], compile)).toEqual({
      ok: false,
      error: { code: 'log/rules', message: `the rules in the log do not compile: rules/toy.rules:1:1: the file has ${MAX_SOURCE_BYTES + 1} characters; rule files may have at most ${MAX_SOURCE_BYTES}` },
    });
  });
});
