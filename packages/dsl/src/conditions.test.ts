/**
 * Conditions on statements (`when players <range>`, `when <option>`) and values of the player
 * count (`per player`), with the toy game "cup" of test-support: what a rule set holds at each
 * table, and the problems the conditions pass reports, where, and how they are fixed.
 */
import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import type { Diagnostic } from './diagnostics.js';
import { rulesForPlayers, rulesInPhase, type RuleSet } from './ruleset.js';
import { expectDiagnostic, type DiagnosticCase as Case } from './testing.js';
import { describeTables } from './tables.js';
import { compileToy, CUP, PIG, TOYS } from './test-support/toy.js';

type CupRules = RuleSet & { readonly stake: number; readonly bonus: readonly { round: string; coins: number }[] };

const rulesOf = (text: string): CupRules => {
  const r = compileToy(text);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`).join('\n'));
  return r.rules as CupRules;
};

const replace = (from: string, to: string) => {
  if (!CUP.includes(from)) throw new Error(`test setup: ${from} not in the base text`);
  return CUP.replace(from, to);
};

const stakes = (rules: CupRules, counts: readonly number[]) => counts.map((n) => rulesForPlayers(rules, n).stake);

/** The text with the diagnostic's first fix applied. */
const applyFix = (text: string, d: Diagnostic | undefined): string => {
  const fix = d?.fixes?.[0];
  if (!fix) throw new Error(`no fix on ${d?.code ?? 'nothing'}`);
  return text.slice(0, fix.range.start.offset) + fix.text + text.slice(fix.range.end.offset);
};

const first = (text: string, code: string) => compileToy(text).diagnostics.find((d) => d.code === code);

describe('a statement given per player count', () => {
  const rules = rulesOf(CUP);

  it('is the line whose range holds the table, and the rule set itself is the smallest table’s', () => {
    expect(rules.stake).toBe(3);
    expect(stakes(rules, [2, 3, 4, 5, 6])).toEqual([3, 4, 4, 5, 5]);
  });

  it('is kept as spans of table sizes with the values that differ between them', () => {
    expect(rules.byPlayers).toEqual([
      { min: 2, max: 2, values: { stake: 3 } },
      { min: 3, max: 4, values: { stake: 4 } },
      { min: 5, max: 6, values: { stake: 5 } },
    ]);
  });

  it('gives one frozen rule set per span, the same one each time, and resolving it again changes nothing', () => {
    const four = rulesForPlayers(rules, 4);
    expect(rulesForPlayers(rules, 3)).toBe(four);
    expect(Object.isFrozen(four)).toBe(true);
    expect(stakes(four as CupRules, [2, 4, 6])).toEqual([3, 4, 5]);
  });

  it('is resolved the same way after a trip through JSON', () => {
    const copy = JSON.parse(JSON.stringify(rules)) as CupRules;
    expect(stakes(copy, [2, 3, 6])).toEqual([3, 4, 5]);
  });

  it('refuses a table the rules are not worked out for, naming it', () => {
    expect(() => rulesForPlayers(rules, 7)).toThrow(/worked out for 2 to 6 players, not 7/);
  });

  it('falls back to its line without condition wherever no condition holds', () => {
    const r = rulesOf(replace('stake 3 when players 2\nstake 4 when players 3..4\n', 'stake 4\n'));
    expect(stakes(r, [2, 3, 4, 5, 6])).toEqual([4, 4, 4, 5, 5]);
  });

  it('makes no spans when every table reads the same, and neighbours that read alike are one span', () => {
    expect(rulesOf(replace('stake 3 when players 2\nstake 4 when players 3..4\nstake 5 when players 5..\n', 'stake 4\n')).byPlayers).toBeUndefined();
    const alike = rulesOf(replace('stake 5 when players 5..', 'stake 4 when players 5..'));
    expect(alike.byPlayers?.map((s) => [s.min, s.max])).toEqual([
      [2, 2],
      [3, 6],
    ]);
  });

  it('may be switched by an option as well, and then holds only while both hold', () => {
    const text = replace('bonus late 2 when big', 'bonus late 2 when big and players 4..\nbonus early 1');
    expect(rulesOf(text).bonus).toEqual([{ round: 'early', coins: 1 }]);
    const on = rulesOf(text.replace('option big off', 'option big on'));
    expect([3, 4].map((n) => rulesForPlayers(on, n).bonus.map((b) => b.round))).toEqual([['early'], ['late', 'early']]);
  });

  it('with its key of its own may be given once per key, each with its conditions', () => {
    const r = rulesOf(replace('bonus late 2 when big', 'bonus late 3\nbonus late 2 when big\nbonus early 1 when players 5..'));
    expect([2, 5].map((n) => rulesForPlayers(r, n).bonus)).toEqual([[{ round: 'late', coins: 3 }], [{ round: 'late', coins: 3 }, { round: 'early', coins: 1 }]]);
  });
});

describe('the tables', () => {
  it('show what changes with the number of players, one row per span, and give the spans as JSON', () => {
    const t = describeTables(rulesOf(CUP), TOYS);
    const players = t.tables.find((x) => x.id === 'players');
    expect(players?.rows).toEqual([
      { players: '2', stake: '3' },
      { players: '3..4', stake: '4' },
      { players: '5..6', stake: '5' },
    ]);
    expect(t.json.byPlayers).toEqual(rulesOf(CUP).byPlayers);
    expect(describeTables(rulesOf(PIG), TOYS).tables.map((x) => x.id)).toEqual(['scores', 'options']);
  });

  it('show what changes with the moment of play, one row per phase and stretch of players left', () => {
    const r = rulesForPlayers(rulesOf(`${CUP}pot 1\npot 2 when phase endgame and left 3..\npot 3 when phase endgame and left 1..2\n`), 5);
    const t = describeTables(r, TOYS);
    expect(t.tables.find((x) => x.id === 'phases')?.rows).toEqual([
      { phase: 'opening, 3.. left', pot: '1' },
      { phase: 'opening, 1..2 left', pot: '1' },
      { phase: 'endgame, 3.. left', pot: '2' },
      { phase: 'endgame, 1..2 left', pot: '3' },
    ]);
    expect(t.json.byPhase).toEqual(r.byPhase);
  });
});

describe('a count per player', () => {
  it('is worked out for every table', () => {
    const r = rulesOf(replace('stake 3 when players 2\nstake 4 when players 3..4\nstake 5 when players 5..\n', 'stake 10 per player plus 1\n'));
    expect(stakes(r, [2, 3, 6])).toEqual([21, 31, 61]);
    expect(r.byPlayers).toHaveLength(5);
  });

  it('may stand under a condition beside constant lines', () => {
    const r = rulesOf(replace('stake 5 when players 5..', 'stake 2 per player when players 5..'));
    expect(stakes(r, [2, 4, 5, 6])).toEqual([3, 4, 10, 12]);
  });

  it('beyond its limits at some table is refused, naming the table, with a fix giving the game an upper end', () => {
    const text = replace('players 2..6', 'players 2..').replace('stake 3 when players 2\nstake 4 when players 3..4\nstake 5 when players 5..\n', 'stake 10 per player\n');
    const d = first(text, 'value/out-of-range');
    expect(d?.message).toBe('with 11 players, `10 per player` gives 110, but the stake must be between 1 and 100; give the game an upper end, like `players 2..10`');
    expect(text.slice(d!.range.start.offset, d!.range.end.offset)).toBe('10 per player');
    const fixed = rulesOf(applyFix(text, d));
    expect(fixed.players).toEqual({ min: 2, max: 10 });
    expect(stakes(fixed, [2, 10])).toEqual([20, 100]);
  });
});

describe('a count per player in a variant', () => {
  it('beyond its limits at an open table offers to write the variant’s own upper end', () => {
    const base = CUP.replace('players 2..6', 'players 2..');
    const text = 'variant "v" extends cup\nstake 10 per player\n';
    const d = compile(text, { schemas: TOYS, file: 'v.rules', resolveGame: (id) => (id === 'cup' ? { file: 'rules/cup.rules', text: base } : undefined) }).diagnostics.find((x) => x.code === 'value/out-of-range');
    expect(d?.fixes?.[0]).toMatchObject({ label: 'Write players 2..10', text: 'players 2..10\n' });
    const fixed = compile(applyFix(text, d), { schemas: TOYS, file: 'v.rules', resolveGame: (id) => (id === 'cup' ? { file: 'rules/cup.rules', text: base } : undefined) });
    expect(fixed.ok && fixed.rules.players).toEqual({ min: 2, max: 10 });
  });
});

describe('checks', () => {
  const check = (c: Case): void => expectDiagnostic(c, compileToy);

  it.each<Case>([
    {
      name: 'two lines that hold for one table',
      source: replace('bonus late', 'stake 6 when players 4..5\nbonus late'),
      code: 'condition/overlap',
      at: '7:9',
      covers: 'when players 4..5',
      message: /^`stake` is given twice for 4 players: here \(`when players 4\.\.5`\) and on line 5 \(`when players 3\.\.4`\); give each table one line$/,
    },
    {
      name: 'two lines switched by options that are both on',
      source: replace('bonus late 2 when big', 'option small on "A small table"\nbonus late 2 when big\nbonus late 3 when small').replace('option big off', 'option big on'),
      code: 'condition/overlap',
      at: '9:14',
      covers: 'when small',
      message: /`bonus late` is given twice for 2 players while `big` and `small` are on/,
    },
    {
      name: 'a table no line covers, without a default',
      source: replace('stake 4 when players 3..4\n', ''),
      code: 'condition/gap',
      at: '4:9',
      covers: 'when players 2',
      message: /^`stake` has no line for 3 to 4 players, and no line without `when` to fall back on; add `stake … when players 3\.\.4`/,
    },
    {
      name: 'lines all switched off',
      source: replace('stake 3 when players 2\nstake 4 when players 3..4\nstake 5 when players 5..', 'stake 3 when big'),
      code: 'condition/gap',
      at: '4:9',
      covers: 'when big',
      message: /holds at no table: every line of it is switched by an option that is off/,
    },
    {
      name: 'a range beyond the game’s players',
      source: replace('stake 5 when players 5..', 'stake 5 when players 5..8'),
      code: 'condition/out-of-range',
      at: '6:22',
      covers: '5..8',
      message: /`players 5\.\.8` reaches beyond the game's `players 2\.\.6`/,
    },
    {
      name: 'a condition on a statement that holds for every table',
      source: replace('winner most-points', 'winner most-points when players 3'),
      code: 'condition/not-allowed',
      at: '8:20',
      covers: 'when players 3',
      message: /^`winner` holds for every table and cannot carry a condition; remove `when players 3` \(in cup, `stake`, `bonus`, `pot` may\)$/,
    },
    {
      name: 'the same line twice',
      source: replace('stake 3 when players 2', 'stake 3 when players 2\nstake 9 when players 2..2'),
      code: 'duplicate/statement',
      at: '5:1',
      covers: 'stake',
      message: /`stake when players 2\.\.2` is already given on line 4/,
    },
    {
      name: 'two player ranges on one line',
      source: replace('stake 3 when players 2', 'stake 3 when players 2 and players 3'),
      code: 'statement/arguments',
      at: '4:36',
      covers: '3',
      message: /one range of players; write it as one range/,
    },
    {
      name: 'a player range without a number',
      source: replace('stake 3 when players 2', 'stake 3 when players'),
      code: 'statement/arguments',
      at: '4:21',
      covers: '',
      message: /expected a range such as `2\.\.5` for the players the line holds for, the line ends there; written `stake <coins> \[per player \[plus <n>\]\] \[when <condition>\]`/,
    },
    {
      name: 'an unknown option in a condition',
      source: replace('bonus late 2 when big', 'bonus late 2 when bigg'),
      code: 'name/unknown-option',
      at: '7:19',
      covers: 'bigg',
      message: /did you mean `big`/,
    },
  ])('$name → $code', check);

  it.each([
    ['an overlap narrows the later range', replace('bonus late', 'stake 6 when players 4..5\nbonus late').replace('stake 5 when players 5..', 'stake 5 when players 6'), 'condition/overlap', 'Narrow to 5'],
    ['a gap widens the range below it', replace('stake 4 when players 3..4\n', ''), 'condition/gap', 'Widen to 2..4'],
    ['a range beyond the game’s is cut to it', replace('stake 5 when players 5..', 'stake 5 when players 5..8'), 'condition/out-of-range', 'Narrow to 5..6'],
    ['a stray condition is removed', replace('winner most-points', 'winner most-points when players 3'), 'condition/not-allowed', 'Remove the condition'],
  ])('the quick fix for %s gives a file that compiles', (_name, text, code, label) => {
    const d = first(text, code);
    expect(d?.fixes?.[0]?.label).toBe(label);
    expect(compileToy(applyFix(text, d)).diagnostics).toEqual([]);
  });
});

describe('a variant', () => {
  const variant = (lines: string) => `variant "v" extends cup\n${lines}`;

  it('restating a conditioned line replaces only that line', () => {
    expect(stakes(rulesOf(variant('stake 9 when players 3..4\n')), [2, 3, 5])).toEqual([3, 9, 5]);
  });

  it('restating the line without condition sets the default beside the base’s conditioned lines', () => {
    const r = rulesOf(variant('stake 8\nstake 7 when players 5..\n'));
    expect(stakes(r, [2, 3, 5])).toEqual([3, 4, 7]);
  });

  it('a line overlapping the base’s is reported in the variant, naming the table', () => {
    const d = compileToy(variant('stake 9 when players 4..5\n'), 'v.rules').diagnostics.find((x) => x.code === 'condition/overlap');
    expect(d?.range.file).toBe('v.rules');
    expect(d?.message).toMatch(/^`stake` is given twice for 4 players: here \(`when players 4\.\.5`\) and on rules\/cup\.rules line 5/);
  });

  it('giving one line twice is a duplicate; lines with different conditions are not', () => {
    const twice = compileToy(variant('stake 9 when players 3..4\nstake 8 when players 3..4\n')).diagnostics;
    expect(twice.map((d) => d.code)).toEqual(['duplicate/statement']);
    expect(stakes(rulesOf(variant('stake 9 when players 3..4\nstake 8 when players 2\n')), [2, 3])).toEqual([8, 9]);
  });
});

type PotRules = CupRules & { readonly pot: number };
const pots = (rules: RuleSet, at: readonly (readonly [string, number])[]) => at.map(([phase, left]) => (rulesInPhase(rules, phase, left) as PotRules).pot);

describe('a statement given per moment of play (`when phase`, `when left`)', () => {
  const rules = rulesOf(`${CUP}pot 1\npot 2 when phase endgame\n`) as PotRules;

  it('is the line of the phase being played, and the rule set itself is the first phase’s', () => {
    expect(rules.pot).toBe(1);
    expect(pots(rules, [['opening', 6], ['endgame', 6]])).toEqual([1, 2]);
  });

  it('is kept as the values that differ per phase, resolved once per rule set and phase into a frozen rule set', () => {
    expect(rules.byPhase).toEqual([
      { phase: 'opening', left: null, values: { pot: 1 } },
      { phase: 'endgame', left: null, values: { pot: 2 } },
    ]);
    const end = rulesInPhase(rules, 'endgame');
    expect(rulesInPhase(rules, 'endgame')).toBe(end);
    expect(Object.isFrozen(end)).toBe(true);
    // Resolving the resolved set again still gives each phase its value.
    expect(pots(end, [['opening', 2], ['endgame', 2]])).toEqual([1, 2]);
    expect(pots(JSON.parse(JSON.stringify(rules)) as RuleSet, [['opening', 2], ['endgame', 2]])).toEqual([1, 2]);
  });

  it('leaves a rule set without such lines its own answer', () => {
    const plain = rulesOf(CUP);
    expect(plain.byPhase).toBeUndefined();
    expect(rulesInPhase(plain, 'endgame', 2)).toBe(plain);
  });

  it('holds while as many players are left as its range says', () => {
    const r = rulesForPlayers(rulesOf(`${CUP}pot 1\npot 3 when left 2\npot 4 when left 1\n`), 6);
    expect(pots(r, [['opening', 6], ['opening', 3], ['opening', 2], ['endgame', 1]])).toEqual([1, 1, 3, 4]);
    // The own values are those of the start of play: every player in.
    expect((r as PotRules).pot).toBe(1);
    expect((rulesForPlayers(r, 2) as PotRules).pot).toBe(3);
  });

  it('combines with `players`: each table size has its own values per phase', () => {
    const r = rulesOf(`${CUP}pot 1\npot 2 when phase endgame and players 5..\n`);
    expect(pots(rulesForPlayers(r, 3), [['opening', 3], ['endgame', 3]])).toEqual([1, 1]);
    expect(pots(rulesForPlayers(r, 5), [['opening', 5], ['endgame', 5]])).toEqual([1, 2]);
  });

  it.each<Case>([
    {
      name: 'a phase the game does not name',
      source: `${CUP}pot 2 when phase endgam\n`,
      code: 'name/unknown-phase',
      at: '9:18',
      covers: 'endgam',
      message: /^unknown phase `endgam` \(did you mean `endgame`\?\); Cup's phases are `opening`, `endgame`$/,
    },
    {
      name: 'a phase on a statement fixed when play starts',
      source: replace('stake 3 when players 2', 'stake 3 when players 2 and phase opening'),
      code: 'condition/not-allowed',
      at: '4:34',
      covers: 'opening',
      message: /^`stake` is fixed when play starts and cannot depend on the moment of play/,
    },
    {
      name: 'two lines for one phase',
      source: `${CUP}pot 2 when phase endgame\npot 3 when phase endgame and left 2\n`,
      code: 'condition/overlap',
      at: '10:7',
      covers: 'when phase endgame and left 2',
      message: /^`pot` is given twice for 2 players in phase `endgame`: here/,
    },
    {
      name: 'a phase line and a left line that can hold at once',
      source: `${CUP}pot 2 when phase endgame\npot 3 when left 2\n`,
      code: 'condition/overlap',
      at: '10:7',
      covers: 'when left 2',
      message: /^`pot` is given twice/,
    },
  ])('reports $name', (c) => expectDiagnostic(c, compileToy));

  it('offers to remove a phase from a statement fixed when play starts, when it is the whole condition', () => {
    const text = `${CUP}bonus early 2 when phase opening\n`;
    expect(applyFix(text, first(text, 'condition/not-allowed'))).toBe(`${CUP}bonus early 2\n`);
  });

  it('offers the closest phase as a fix', () => {
    const text = `${CUP}pot 2 when phase endgam\n`;
    expect(applyFix(text, first(text, 'name/unknown-phase'))).toBe(`${CUP}pot 2 when phase endgame\n`);
  });

  it('does not report lines for different phases, or for players left that do not meet', () => {
    expect(compileToy(`${CUP}pot 2 when phase endgame\npot 3 when phase opening and left 2\npot 4 when phase opening and left 3..\n`).ok).toBe(true);
  });

  it('refuses `left` in a game that does not count players left', () => {
    const d = compileToy(PIG.replace('throws 1..20', 'throws 1..20 when left 2')).diagnostics.find((x) => x.code === 'condition/not-allowed');
    expect(d?.message).toMatch(/Pig does not count players left/);
  });
});
