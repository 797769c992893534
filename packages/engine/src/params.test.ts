import type { RuleSet } from '@regelwerk/dsl';
import { describe, expect, it } from 'vitest';
import { throwsParam } from './dice/throws-param.js';
import { parseParams, readParams, type TableParam } from './params.js';

type Rules = RuleSet & { readonly throws: { readonly max: number } };

/** Rules with only what parameters read: a title, the texts (for the line that sets a limit) and the most throws. */
function rules(max: number, variant?: string): Rules {
  const base = { file: 'rules/dice.rules', text: `game dice "Dice"\nplayers 2..\nthrows 1..${max} set-by starter  # a comment\n` };
  const sources = variant ? [base, { file: 'mine.rules', text: variant }] : [base];
  return { game: 'dice', title: 'Dice', sources, throws: { max } } as unknown as Rules;
}

const declared: readonly TableParam<Rules>[] = [throwsParam<Rules>()];

describe('a game’s table parameters', () => {
  it('take the declared default, held within the most the rules allow', () => {
    expect(readParams(declared, rules(3))).toEqual({ ok: true, value: { throws: 3 } });
    expect(readParams(declared, rules(5))).toEqual({ ok: true, value: { throws: 3 } });
    expect(readParams(declared, rules(2))).toEqual({ ok: true, value: { throws: 2 } });
  });

  it('take a given number or its text, from the given record before the loose one', () => {
    expect(readParams(declared, rules(3), { throws: 2 })).toEqual({ ok: true, value: { throws: 2 } });
    expect(readParams(declared, rules(3), { throws: ' 1 ' })).toEqual({ ok: true, value: { throws: 1 } });
    expect(readParams(declared, rules(3), {}, { loose: { throws: '1', class: 'wide' } })).toEqual({ ok: true, value: { throws: 1 } });
    expect(readParams(declared, rules(3), { throws: '2' }, { loose: { throws: '1' } })).toEqual({ ok: true, value: { throws: 2 } });
  });

  it('refuse a value that is not a whole number in range, naming the range', () => {
    const spell = (name: string) => `--${name}`;
    expect(readParams(declared, rules(3), { throws: '0' }, { spell })).toEqual({
      ok: false,
      error: { code: 'param/too-small', message: { en: '--throws takes a whole number from 1 to 3, not "0"', de: '--throws nimmt eine ganze Zahl von 1 bis 3, nicht „0“' } },
    });
    const half = readParams(declared, rules(3), { throws: '2.5' }, { spell });
    expect(half.ok || half.error).toMatchObject({ code: 'param/not-whole', message: { en: '--throws takes a whole number from 1 to 3, not "2.5"' } });
  });

  it('refuse a value above the rules’ limit, quoting the line that sets it (a variant’s own first)', () => {
    const above = readParams(declared, rules(3), { throws: 4 });
    expect(above.ok || above.error).toEqual({
      code: 'param/too-large',
      message: {
        en: 'throws 4 is more than the rules allow: at most 3 throws, set by `throws 1..3 set-by starter` at rules/dice.rules:3',
        de: 'throws 4 ist mehr, als die Regeln erlauben: höchstens 3 Würfe, festgelegt durch `throws 1..3 set-by starter` in rules/dice.rules:3',
      },
    });
    const one = readParams(declared, rules(1, 'variant "one" extends dice\nthrows 1..1\n'), { throws: 2 });
    expect(one.ok || one.error.message.en).toBe('throws 2 is more than the rules allow: at most 1 throw, set by `throws 1..1` at mine.rules:2');
  });

  it('refuse a name the game does not declare, but read loose values only for declared names', () => {
    const unknown = readParams(declared, rules(3), { thorws: '2' });
    expect(unknown.ok || unknown.error).toEqual({ code: 'param/unknown', message: { en: 'thorws: Dice takes only throws', de: 'thorws: Dice kennt nur throws' } });
    const none = readParams(undefined, rules(3), { throws: '2' }, { spell: (n) => `--${n}` });
    expect(none.ok || none.error.message.en).toBe('--throws: Dice takes no parameter');
    expect(readParams(undefined, rules(3), {}, { loose: { throws: '9' } })).toEqual({ ok: true, value: {} });
  });

  it('hand back frozen values', () => {
    const read = readParams(declared, rules(3));
    expect(read.ok && Object.isFrozen(read.value)).toBe(true);
  });
});

describe('a params text', () => {
  it('reads name=value entries split by spaces, commas or semicolons', () => {
    expect({ ...parseParams('throws=2') }).toEqual({ throws: '2' });
    expect({ ...parseParams(' a=1, b=2;c=3  d ') }).toEqual({ a: '1', b: '2', c: '3', d: '' });
    expect({ ...parseParams(null) }).toEqual({});
  });

  it('keeps a name such as __proto__ as an entry, which a game then refuses as unknown', () => {
    const given = parseParams('__proto__=1');
    expect(Object.keys(given)).toEqual(['__proto__']);
    const read = readParams(declared, rules(3), given);
    expect(read.ok || read.error.code).toBe('param/unknown');
  });
});
