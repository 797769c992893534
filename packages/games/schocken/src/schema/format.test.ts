/** The formatter lines a ranking up at the clause words of its row signature. */
import { format } from '@regelwerk/dsl';
import { expect, it } from 'vitest';
import { schema } from './index.js';

it('aligns table columns, puts clauses that never share a row in one column, and aligns comments', () => {
  const input = [
    'game schocken "S"   # head',
    'dice 3 d6 # three',
    'ranking best-first',
    '  a "A" 1 1 1 penalty all ends half',
    '  bb "Bee" 1 1 n for n in 6..2 penalty n',
    '  c "C" any by number desc penalty 1 # rest',
    '',
    '',
    '# end',
  ].join('\n');
  expect(format(input, { schemas: [schema] })).toEqual({
    ok: true,
    text: [
      'game schocken "S"   # head',
      'dice 3 d6           # three',
      'ranking best-first',
      '  a   "A"    1    1  1                  penalty all  ends half',
      '  bb  "Bee"  1    1  n  for n in 6..2   penalty n',
      '  c   "C"    any        by number desc  penalty 1               # rest',
      '',
      '# end',
      '',
    ].join('\n'),
  });
});

it('aligns the rows a variant inserts into the ranking like the ranking itself', () => {
  const text = 'variant "jule" extends schocken\n\ninsert ranking below schock-out\n  jule  "Jule"  4  2  1  penalty 7\n';
  expect(format(text, { schemas: [schema] })).toEqual({ ok: true, text });
});
