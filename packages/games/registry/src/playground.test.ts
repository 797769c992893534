/**
 * What the rule editor reads from the dsl, with the real games: quick fixes for unknown names,
 * the vocabulary of each game, and what each shipped variant changes.
 */
import { diffRules, vocabulary, type Fix } from '@regelwerk/dsl';
import { describe, expect, it } from 'vitest';
import { SCHEMAS } from './all.js';
import { ALL_RULE_FILES, compileRuleFile, compileText, ruleText } from './test-support/rules.js';

const apply = (text: string, fix: Fix) => text.slice(0, fix.range.start.offset) + fix.text + text.slice(fix.range.end.offset);

describe('quick fixes in real rule files', () => {
  it.each([
    { kind: 'a face of a game’s table', file: 'sushizock.rules', from: 'bones  1..5  take', to: 'bonse  1..5  take', fix: 'bones' },
    { kind: 'a group of tiles', file: 'sushizock.rules', from: 'steal  sushi  top', to: 'steal  suhsi  top', fix: 'sushi' },
    { kind: 'a joker face', file: 'kaeseschieben.rules', from: 'joker star', to: 'joker stra', fix: 'star' },
    { kind: 'a cube size of the layout', file: 'kaeseschieben.rules', from: '  small   medium  medium  small\n  medium  large', to: '  small   medium  medium  smal\n  medium  large', fix: 'small' },
    { kind: 'a statement', file: 'schocken.rules', from: 'tokens 13', to: 'tokesn 13', fix: 'tokens' },
    { kind: 'a row named by a variant', file: 'variants/schocken-jule.rules', from: 'below schock-out', to: 'below schock-uot', fix: 'schock-out' },
    { kind: 'an option set by a variant', file: 'variants/okudos-variante-3.rules', from: 'set irregular-chips discard', to: 'set irregular-chip discard', fix: 'irregular-chips' },
    { kind: 'the base game of a variant', file: 'variants/kaeseschieben-blind.rules', from: 'extends kaeseschieben', to: 'extends kaseschieben', fix: 'kaeseschieben' },
  ])('for $kind makes the file compile again', ({ file, from, to, fix }) => {
    const good = ruleText(file);
    expect(good).toContain(from);
    const bad = good.replace(from, to);
    const before = compileText(bad);
    expect(before.ok).toBe(false);
    const fixes = before.diagnostics.flatMap((d) => d.fixes ?? []);
    expect(fixes.map((f) => f.text)).toEqual([fix]);
    expect(compileText(apply(bad, fixes[0]!)).ok).toBe(true);
  });
});

describe('vocabulary of each game', () => {
  it('Schocken: the ranking rows with their labels, its options, faces 1 to 6', () => {
    const v = vocabulary(compileRuleFile('schocken.rules'), SCHEMAS);
    expect(v.tables.map((t) => t.id)).toEqual(['ranking']);
    expect(v.tables[0]!.title).toBe('Ranking of throws, best first');
    expect(v.tables[0]!.rows[0]).toEqual({ id: 'schock-out', label: 'Schock out' });
    expect(v.tables[0]!.rows.map((r) => r.id)).toEqual(['schock-out', 'schock', 'admiral', 'strasse', 'einfach']);
    expect(v.options.map((o) => o.id)).toEqual(['fewer-throws-win', 'later-goes-with', 'sechsen-umdrehen', 'aus-der-hand']);
    expect(v.faces).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(v.statements.map((s) => s.name)).toEqual(expect.arrayContaining(['ranking', 'tokens', 'halves', 'turn']));
  });

  it('Sushizock: symbol faces, the actions table, the tiles statement', () => {
    const v = vocabulary(compileRuleFile('sushizock.rules'), SCHEMAS);
    expect(v.faces).toEqual(['sushi', 'bones', 'blue', 'red']);
    expect(v.tables.find((t) => t.id === 'actions')?.rows[0]).toEqual({ id: 'take-sushi', label: 'Sushi aus der Mitte' });
    expect(v.statements.find((s) => s.name === 'tiles')?.usage).toMatch(/^tiles /);
  });

  it('O’kudos: a table whose rows have no label shows their ids', () => {
    const v = vocabulary(compileRuleFile('okudos.rules'), SCHEMAS);
    const deal = v.tables.find((t) => t.id === 'deal');
    expect(deal?.rows.length).toBeGreaterThan(0);
    for (const r of deal!.rows) expect(r.label).toBe(r.id);
    expect(v.options.find((o) => o.id === 'irregular-chips')?.values.length).toBeGreaterThan(1);
  });

  it('Käseschieben: a number option offers its range, the cubes table its sizes', () => {
    const v = vocabulary(compileRuleFile('kaeseschieben.rules'), SCHEMAS);
    expect(v.options.find((o) => o.id === 'rounds')).toEqual({ id: 'rounds', kind: 'number', values: ['1', '20'], description: expect.any(String) });
    expect(v.tables.find((t) => t.id === 'cubes')?.rows.map((r) => r.id)).toEqual(['small', 'medium', 'large']);
    expect(v.faces).toEqual(['1', '2', '3', 'star']);
  });
});

describe('diffRules with every shipped variant', () => {
  const diffOf = (file: string) => {
    const variant = compileRuleFile(file);
    return diffRules(compileRuleFile(`${variant.variant!.base}.rules`), variant, SCHEMAS);
  };

  it.each(ALL_RULE_FILES.filter((f) => f.startsWith('variants/')))('%s changes something, and says what in both languages', (file) => {
    const d = diffOf(file);
    expect(d.changes.length).toBeGreaterThan(0);
    const total = d.counts.options + d.counts.inserted + d.counts.replaced + d.counts.removed + d.counts.values;
    expect(total).toBe(d.changes.length);
    for (const c of d.changes) {
      expect(c.words.en.length).toBeGreaterThan(0);
      expect(c.words.de).not.toBe(c.words.en);
    }
    expect(d.summary.en).toMatch(new RegExp(`^${total} changes?: `));
  });

  it('Jule: one row inserted into the ranking, below Schock out', () => {
    const d = diffOf('variants/schocken-jule.rules');
    expect(d.changes).toEqual([expect.objectContaining({ kind: 'row-inserted', table: 'ranking', row: 'jule' })]);
    expect(d.changes[0]!.words.en).toMatch(/^Row "Jule" inserted into `ranking` below "Schock out"/);
    expect(d.changes[0]!.words.de).toMatch(/^Zeile „Jule“ in `ranking` eingefügt unter „Schock out“/);
  });

  it('Sechsen umdrehen and aus der Hand: one option each', () => {
    expect(diffOf('variants/schocken-sechsen-umdrehen.rules').changes.map((c) => [c.kind, c.option, c.after])).toEqual([['option', 'sechsen-umdrehen', 'on']]);
    expect(diffOf('variants/schocken-aus-der-hand.rules').counts).toEqual({ options: 1, inserted: 0, replaced: 0, removed: 0, values: 0 });
  });

  it('Gräten 5-4-2-1: the bones tiles, as another value with before and after', () => {
    const d = diffOf('variants/sushizock-graeten-5-4-2-1.rules');
    expect(d.changes).toEqual([expect.objectContaining({ kind: 'value', path: 'tiles bones', before: '-1 x4 -2 x4 -3 x2 -4 x2 total 12', after: '-1 x5 -2 x4 -3 x2 -4 x1 total 12' })]);
  });

  it('O’kudos variants: three players only and a replaced deal row, or one option', () => {
    expect(diffOf('variants/okudos-variante-1.rules').changes.map((c) => c.words.en)).toEqual([
      'Row "two" removed from `deal`',
      'Row "three" of `deal` replaced: `players 3 colours 2` → `players 3 colours 2 game-scores-best 2`',
      'Row "four" removed from `deal`',
      '`players` changed: `2..4` → `3..3`',
    ]);
    expect(diffOf('variants/okudos-variante-3.rules').changes.map((c) => c.option)).toEqual(['irregular-chips']);
  });

  it('tells a match in words, the `match` and `score` lines as one change', () => {
    const fiebel = diffOf('variants/schocken-fiebel-turnier.rules');
    expect(fiebel.changes.map((c) => c.words.en)).toEqual(['`players` changed: `2..` → `3..5`', "Match changed: single games → 13 games, each game's loser scores -5"]);
    expect(fiebel.changes[1]).toMatchObject({ kind: 'value', path: 'match', after: 'match games 13 / score loser -5' });
    expect(fiebel.changes[1]!.words.de).toBe('Partie geändert: einzelne Spiele → 13 Spiele, der Verlierer jedes Spiels bekommt -5');
    expect(diffOf('variants/schocken-drei-leben.rules').changes.map((c) => c.words.en)).toEqual(['Match changed: single games → 3 lives each, a lost game costs one']);
    expect(diffOf('variants/schocken-zwei-verlorene-haelften.rules').changes.map((c) => c.words.en)).toContain('Match changed: single games → single games, each game lost by the first to lose 2 halves');
    const r = compileText('variant "m" extends sushizock\nmatch best-of 3 ties play-off\n');
    if (!r.ok) throw new Error(r.diagnostics.map((x) => x.message).join('; '));
    const d = diffRules(compileRuleFile('variants/sushizock-erste-n-steine.rules'), r.rules, SCHEMAS);
    expect(d.changes.find((c) => c.path === 'match')?.words.en).toBe('Match changed: single games → best of 3: the first to win more than half, players level at the end play off');
  });

  it('a game against itself changes nothing', () => {
    for (const file of ALL_RULE_FILES.filter((f) => !f.startsWith('variants/'))) {
      expect(diffRules(compileRuleFile(file), compileRuleFile(file), SCHEMAS).changes).toEqual([]);
    }
  });

  it('counts a changed number of throws and tokens in a hand-made variant', () => {
    const r = compileText('variant "more" extends schocken\nthrows 1..4 set-by starter\ntokens 15\n');
    if (!r.ok) throw new Error(r.diagnostics.map((x) => x.message).join('; '));
    const d = diffRules(compileRuleFile('schocken.rules'), r.rules, SCHEMAS);
    expect(d.changes.map((c) => c.words.en)).toEqual(['`throws` changed: `1..3 set-by starter` → `1..4 set-by starter`', '`tokens` changed: `13` → `15`']);
    expect(d.changes[1]!.words.de).toBe('`tokens` geändert: `13` → `15`');
  });
});

describe('`match` in every game', () => {
  it.each(['schocken.rules', 'sushizock.rules', 'kaeseschieben.rules', 'okudos.rules'])('the playground offers `match` and `score` with their clauses in %s', (file) => {
    const words = vocabulary(compileRuleFile(file), SCHEMAS).statements;
    expect(words.find((s) => s.name === 'match')?.usage).toBe('match [lost-at <n> halves] [lives <n>] [games <n>] [best-of <n>] [first-to <n> points] [ties play-off]');
    expect(words.find((s) => s.name === 'score')?.usage).toBe('score [winner <n>] [loser <n>] [places <n> <n> …]');
  });

  it.each(['variants/sushizock-erste-n-steine.rules', 'variants/kaeseschieben-werte-1-2-3.rules', 'variants/okudos-variante-3.rules'])('%s with `match lives 3` plays a match for lives', (file) => {
    const r = compileText(`${ruleText(file).trimEnd()}\nmatch lives 3\n`);
    expect(r.diagnostics).toEqual([]);
    expect(r.ok && r.rules.match).toEqual({ lostAt: null, lives: 3 });
  });
});
