/**
 * A match of several games in the rule language, the same for every game (`match`, `score`):
 * every game accepts it and compiles it to `RuleSet.match`; combinations that mean nothing are
 * refused where they are written, and each fix gives a file that compiles.
 */
import { describe, expect, it } from 'vitest';
import { expectDiagnostic, type DiagnosticCase as Case } from '@regelwerk/dsl/testing';
import type { Fix } from '@regelwerk/dsl';
import { compileText } from './test-support/rules.js';

const GAMES = ['schocken', 'sushizock', 'kaeseschieben', 'okudos'] as const;
const variant = (game: string, ...lines: string[]) => `variant "m" extends ${game}\n${lines.join('\n')}\n`;
const apply = (text: string, fix: Fix) => text.slice(0, fix.range.start.offset) + fix.text + text.slice(fix.range.end.offset);
const check = (c: Case): void => expectDiagnostic(c, compileText);

/** The rule set's match, or the messages why the text did not compile. */
function matchOf(text: string): unknown {
  const r = compileText(text);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.code}: ${d.message}`).join('; '));
  return r.rules.match;
}

describe('every game plays a match', () => {
  it.each(GAMES)('%s compiles lives, games with points, best-of and play-offs to its rule set', (game) => {
    expect(matchOf(variant(game, 'match lives 3'))).toEqual({ lostAt: null, lives: 3 });
    expect(matchOf(variant(game, 'match games 13 ties play-off', 'score loser -5'))).toEqual({ lostAt: null, lives: null, games: 13, ties: 'play-off', score: { loser: -5 } });
    expect(matchOf(variant(game, 'match best-of 5'))).toEqual({ lostAt: null, lives: null, bestOf: 5 });
    expect(matchOf(variant(game, 'match first-to 10 points', 'score places 3 2 1 0'))).toEqual({ lostAt: null, lives: null, firstTo: 10, score: { places: [3, 2, 1, 0] } });
    expect(matchOf(variant(game, 'match lives 3 games 20'))).toEqual({ lostAt: null, lives: 3, games: 20 });
  });

  it.each(GAMES.filter((g) => g !== 'schocken'))('%s refuses `lost-at`, which counts halves it does not have, and the fix takes the clause out', (game) => {
    const text = variant(game, 'match lives 3 lost-at 2 halves');
    const d = compileText(text).diagnostics.find((x) => x.code === 'value/unsupported');
    expect(d?.message).toMatch(/has no halves to lose/);
    expect(text.slice(d!.range.start.offset, d!.range.end.offset)).toBe('lost-at');
    const fixed = apply(text, d!.fixes![0]!);
    expect(fixed).toBe(variant(game, 'match lives 3'));
    expect(matchOf(fixed)).toEqual({ lostAt: null, lives: 3 });
  });

  it('Schocken plays lost halves inside each game of a match for lives', () => {
    expect(matchOf(variant('schocken', 'halves 2', 'match lost-at 2 halves lives 3'))).toEqual({ lostAt: 2, lives: 3 });
  });
});

describe('combinations that mean nothing', () => {
  it.each<Case>([
    { name: 'best-of with lives', source: variant('sushizock', 'match lives 3 best-of 5'), code: 'match/combination', at: '2:15', covers: 'best-of', message: /stands without `lives`/ },
    { name: 'first-to with lives', source: variant('okudos', 'match lives 3 first-to 5 points', 'score winner 1'), code: 'match/combination', at: '2:15', covers: 'first-to', message: /decided by one of them/ },
    { name: 'a number of games nobody scores', source: variant('kaeseschieben', 'match games 13'), code: 'match/no-score', at: '2:7', covers: 'games', message: /nothing scores them/ },
    { name: 'points without a match', source: variant('schocken', 'score loser -5'), code: 'match/score-unused', at: '2:1', covers: 'score', message: /only in a match of several games/ },
    { name: 'points in a match for lives', source: variant('schocken', 'match lives 3', 'score loser -5'), code: 'match/score-unused', at: '3:1', covers: 'score', message: /decided by lives/ },
    { name: 'points in a best-of', source: variant('sushizock', 'match best-of 3', 'score winner 1'), code: 'match/score-unused', at: '3:1', covers: 'score', message: /counts games won/ },
    { name: 'a play-off in one game', source: variant('schocken', 'halves 2', 'match lost-at 2 halves ties play-off'), code: 'match/no-match', at: '3:24', covers: 'ties', message: /this is one game/ },
    { name: 'a match of nothing', source: variant('sushizock', 'match'), code: 'statement/arguments', at: '2:6', covers: '', message: /name the match: `lost-at <n> halves`, `lives <n>`/ },
    { name: 'a play-off of nothing', source: variant('sushizock', 'match ties play-off'), code: 'statement/arguments', at: '2:20', covers: '', message: /settles the end of a match/ },
    { name: 'a score of nothing', source: variant('sushizock', 'match games 3', 'score'), code: 'statement/arguments', at: '3:6', covers: '', message: /name what a game scores/ },
    { name: 'too many games', source: variant('sushizock', 'match best-of 201'), code: 'value/out-of-range', at: '2:15', covers: '201', message: /between 1 and 200/ },
    { name: 'too many lives', source: variant('okudos', 'match lives 21'), code: 'value/out-of-range', at: '2:13', covers: '21', message: /between 1 and 20/ },
  ])('$name → $code', check);

  it('warns about best of an even number and offers the odd numbers beside it', () => {
    const text = variant('sushizock', 'match best-of 4');
    const r = compileText(text);
    expect(r.ok).toBe(true);
    const d = r.diagnostics.find((x) => x.code === 'match/best-of-even');
    expect(d?.severity).toBe('warning');
    expect(d!.fixes!.map((f) => apply(text, f))).toEqual([variant('sushizock', 'match best-of 5'), variant('sushizock', 'match best-of 3')]);
  });

  it('warns when `first-to` cannot be reached because no game scores a point', () => {
    const r = compileText(variant('schocken', 'match first-to 10 points', 'score loser -5'));
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['match/unreachable', 'warning']]);
  });

  it.each([
    { name: 'a number of games nobody scores', text: variant('kaeseschieben', 'match games 13'), code: 'match/no-score', fixed: variant('kaeseschieben', 'match games 13', 'score winner 1') },
    { name: 'points without a match', text: variant('schocken', 'score loser -5'), code: 'match/score-unused', fixed: variant('schocken', 'match games 10', 'score loser -5') },
    { name: 'best-of with games', text: variant('sushizock', 'match best-of 3 games 4'), code: 'match/combination', fixed: variant('sushizock', 'match best-of 3') },
    { name: 'a play-off in one game', text: variant('schocken', 'halves 2', 'match lost-at 2 halves ties play-off'), code: 'match/no-match', fixed: variant('schocken', 'halves 2', 'match lost-at 2 halves') },
  ])('the first fix for $name gives a file that compiles', ({ text, code, fixed }) => {
    const d = compileText(text).diagnostics.find((x) => x.code === code);
    expect(apply(text, d!.fixes![0]!)).toBe(fixed);
    expect(compileText(fixed).ok).toBe(true);
  });
});
