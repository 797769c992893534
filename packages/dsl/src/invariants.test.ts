/**
 * What holds for every compile: a compile that gives no rule set has an error that says why,
 * and a name that happens to be a property of every JavaScript object (`constructor`) is a name
 * like any other.
 */
import { describe, expect, it } from 'vitest';
import { compile, type CompileResult } from './compile.js';
import type { GameSchema } from './schema.js';
import { pig, PIG, compileToy, resolveToy, TOYS } from './test-support/toy.js';

const replace = (from: string, to: string) => {
  if (!PIG.includes(from)) throw new Error(`test setup: ${from} not in the base text`);
  return PIG.replace(from, to);
};

function codes(r: CompileResult): string[] {
  return r.diagnostics.map((d) => d.code);
}

describe('a compile without a rule set always says why', () => {
  it.each(['""', '"   "'])('a game titled %s', (title) => {
    const source = replace('game pig "Pig"', `game pig ${title}`);
    const r = compileToy(source);
    expect(r.ok).toBe(false);
    const d = r.diagnostics.find((x) => x.code === 'game/title')!;
    expect(`${d.range.start.line}:${d.range.start.column} ${source.slice(d.range.start.offset, d.range.end.offset)}`).toBe(`1:10 ${title}`);
    expect(d.message).toBe('give the game a title, like `game pig "House rules"`');
  });

  it('a title-less game still has the rest of its file checked', () => {
    expect(codes(compileToy(replace('game pig "Pig"', 'game pig ""').replace('target 100', 'targt 100')))).toEqual(['game/missing', 'game/title', 'statement/unknown']);
  });

  it('a variant of a base game without a title says so in the base file', () => {
    const r = compile('variant "v" extends pig\n', { schemas: TOYS, file: 'v.rules', resolveGame: () => ({ file: 'rules/pig.rules', text: replace('"Pig"', '""') }) });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => `${d.range.file}:${d.range.start.line}:${d.range.start.column} ${d.code}`)).toEqual(['rules/pig.rules:1:10 game/title']);
  });

  const broken = (changes: Partial<GameSchema>): GameSchema => ({ ...(pig as unknown as GameSchema), ...changes });

  it('a game pass that fails is reported as a bug, not thrown', () => {
    const schema = broken({ passes: [{ name: 'scores', run: () => { throw new Error('boom'); } }] });
    const r = compile(PIG, { schemas: [schema], file: 'in.rules', resolveGame: resolveToy });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code}: ${d.message}`)).toEqual([
      "1:1 internal/failed: regelwerk failed in pig's scores pass: boom; this is a bug in regelwerk, please report it with this file",
    ]);
  });

  it('a build that fails is reported as a bug, not thrown', () => {
    const schema = broken({ build: () => { throw new Error('no dice'); } });
    expect(codes(compile(PIG, { schemas: [schema], file: 'in.rules' }))).toEqual(['internal/failed']);
  });

  it('a rule set that cannot be built although no pass found a problem is an error', () => {
    // A pass that loses the title: the build then has nothing to build, and says so.
    const schema = broken({ passes: [{ name: 'lose-title', run: (ctx) => void (ctx.title = undefined) }] });
    const r = compile(PIG, { schemas: [schema], file: 'in.rules' });
    expect(r.ok).toBe(false);
    expect(codes(r)).toEqual(['internal/no-rules']);
  });
});

describe('names that every JavaScript object has are names like any other', () => {
  // `constructor` is the one such property that is also a valid name of the rule language; the
  // others (`__proto__`, `toString`, `hasOwnProperty`) cannot even be written as names.
  it.each([
    ['a game id', 'game pig "Pig"', 'game constructor "Pig"', 'game/unknown'],
    ['a statement', 'target 100', 'constructor 100', 'statement/unknown'],
    ['an option that is set', 'winner most-points', 'set constructor on\nwinner most-points', 'name/unknown-option'],
    ['an option named by `when`', 'when double-six', 'when constructor', 'name/unknown-option'],
    ['a die', 'dice 1 pig-die', 'dice 1 constructor', 'name/unknown-die'],
    ['a face', 'six  "Six"  6', 'six  "Six"  constructor', 'name/unknown-face'],
  ])('%s', (_, from, to, code) => {
    const r = compileToy(replace(from, to));
    expect(r.ok).toBe(false);
    expect(codes(r)).toContain(code);
    // And the same answer as for a made-up name.
    expect(codes(compileToy(replace(from, to.replace('constructor', 'zzzz'))))).toEqual(codes(r));
  });

  it.each([
    ['a base game', 'variant "v" extends constructor\n', 'variant/unknown-base'],
    ['a table', 'variant "v" extends pig\ninsert constructor below one\n  x "X" 2 points 2\n', 'variant/unknown-table'],
    ['a row', 'variant "v" extends pig\nremove scores constructor\n', 'name/unknown-row'],
  ])('%s of a variant', (_, source, code) => {
    expect(codes(compileToy(source))).toEqual([code]);
    expect(codes(compileToy(source.replace('constructor', 'zzzz')))).toEqual([code]);
  });

  it('may be declared and used', () => {
    const r = compileToy(`${replace('six2 "Double six" 6 points 12 when double-six', 'constructor "C" 2 points 2 when constructor')}option constructor on "A name like any other"\n`);
    expect(r.diagnostics).toEqual([]);
    expect(r.ok && Object.hasOwn(r.rules.options, 'constructor') && r.rules.options.constructor).toBe(true);
  });

  it.each(['__proto__', 'toString', 'hasOwnProperty'])('%s cannot be written as a name', (word) => {
    expect(codes(compileToy(replace('target 100', `${word} 100`)))).toContain('syntax/unreadable');
  });
});
