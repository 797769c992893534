/** The language reference lists every statement from its signature, with examples from rule files. */
import { expect, it } from 'vitest';
import { statementReference } from './reference.js';
import { CUP, PIG, TOYS } from './test-support/toy.js';

const reference = statementReference(TOYS, [
  { file: 'rules/pig.rules', text: PIG },
  { file: 'rules/cup.rules', text: CUP },
]);

it('has one entry per statement: the first line, those of every game, those shared by the games given, then each game’s own, then the variant operations', () => {
  const headings = [...reference.matchAll(/^#{3,4} (.*)$/gm)].map((m) => m[1]);
  expect(headings).toEqual([
    'The first line',
    '`game <id> "<title>"`',
    '`variant "<name>" extends <game>`',
    'Statements of every game',
    '`players <min>..<max>`',
    '`die <id> faces <face> <face> …`',
    '`option <id> <default> "<description>" [one-of <a> <b> …] [range <min>..<max>]`',
    '`set <option> <value>`',
    'Statements several games share',
    '`dice <count> <die>`',
    '`throws <min>..<max> [set-by starter] [keep-at-least <n>] [when <condition>]`',
    '`winner most-points|fewest-points [ties share|none]`',
    'Pig (`pig`)',
    '`target <points>`',
    '`scores`',
    'Coin (`coin`)',
    '`flips <n> [each player|round]`',
    'Cup (`cup`)',
    '`stake <coins> [per player [plus <n>]] [when <condition>]`',
    '`bonus <round> <coins> [when <condition>]`',
    '`pot <coins> [when <condition>]`',
    'Variant operations',
    '`insert <table> above|below <row>`',
    '`replace <table> <row>`',
    '`remove <table> <row>`',
  ]);
});

it('says what a statement does, how its rows are written, who uses it, and shows it in use', () => {
  const entry = (usage: string) => reference.slice(reference.indexOf(`#### \`${usage}\``)).split('\n#### ')[0]!;
  expect(entry('winner most-points|fewest-points [ties share|none]')).toContain('Who wins, and what happens on a tie.');
  expect(entry('winner most-points|fewest-points [ties share|none]')).toContain('Required; once per file; used by Pig, Coin, Cup.');
  expect(entry('scores')).toContain('```\n<id> "<label>" <face> points <n> [bust] [when <option>]\n```');
  expect(entry('scores')).toContain('```\nscores\n  one  "One"  1  points 0  bust\n');
  expect(entry('game <id> "<title>"')).not.toContain('Optional');
  expect(entry('target <points>')).toContain('```\ntarget 100\n```');
  expect(entry('die <id> faces <face> <face> …')).toContain('Optional; once per name (its second word).');
});

it('says which statements may carry a condition, and how often they may then be given', () => {
  const entry = (usage: string) => reference.slice(reference.indexOf(`#### \`${usage}\``)).split('\n#### ')[0]!;
  const stake = entry('stake <coins> [per player [plus <n>]] [when <condition>]');
  expect(stake).toContain('Required; once per file, and once per condition.');
  expect(stake).toContain('May end in `when <condition>`');
  expect(stake).toContain('```\nstake 3 when players 2\nstake 4 when players 3..4\nstake 5 when players 5..\n```');
  expect(entry('bonus <round> <coins> [when <condition>]')).toContain('Optional; once per round name, and once per condition.');
  expect(entry('target <points>')).not.toContain('when <condition>');
});
