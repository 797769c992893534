/**
 * The ranking pass against the one it replaced. The old pass tried every throw against every
 * expansion of every row: right, but quadratic (20,000 rows of 3 d36 took 38 s to check). The
 * new one completes each row's fixed dice and skips wildcards already covered. For random
 * rankings both must give the same rule set, or the same problems at the same places (the new
 * pass reports a row's overlaps once, counting the others).
 */
import { allThrows, isOn, steps, throwProbability, type CompileContext, type CompileResult, type SourceRange, type Term } from '@regelwerk/dsl';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '@regelwerk/dsl';
import { RANKING_RESULT } from './checks/ranking.js';
import { checkTurns } from './checks/turns.js';
import { schema } from './index.js';
import type { RankedOutcome, RankRow } from './rules.js';
import { RANKING, type RankRowDecl } from './statements.js';

// ---------------------------------------------------------------- the pass as it was (reference)

interface Expansion {
  /** A value per die, `null` for `any`. */
  readonly values: readonly (number | null)[];
  readonly label: string;
  readonly penalty: number | 'all';
  readonly wildcard: boolean;
}

interface Row {
  readonly index: number;
  readonly decl: RankRowDecl;
  readonly fromHand: boolean;
  readonly expansions: readonly Expansion[];
}

interface Claim {
  readonly row: Row;
  readonly group: number;
  readonly expansion: Expansion;
}

function matches(values: readonly (number | null)[], dice: readonly number[]): boolean {
  const rest = [...dice];
  for (const v of values) {
    if (v === null) continue;
    const at = rest.indexOf(v);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  return true;
}

/**
 * The ranking table. Each row's pattern is expanded over its `for`, every throw of the
 * dice is given to the first row that matches it, and rows that overlap, never match, or leave
 * throws without a row are reported. The result lists every throw best first with its rank.
 */
function referenceRanking(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const decl = decls.one(RANKING);
  if (!decl || !ctx.dice) return;
  const { count, die } = ctx.dice;
  const kw = decl.stmt.words[0]!.range;
  if (!die.faces.every((f): f is number => typeof f === 'number')) {
    diagnostics.error('ranking/faces', `a ranking compares numbers, but the die \`${die.id}\` has faces that are names`, kw);
    return;
  }
  const faces = die.faces as readonly number[];
  const distinct = new Set(faces);

  const rows: Row[] = [];
  for (const { value: r } of decl.rows) {
    const row = expandRow(ctx, r, rows.length, count, distinct, die.id);
    if (row) rows.push(row);
  }
  if (rows.length !== decl.rows.length) return; // a row could not be read; its problem is reported

  const throws = allThrows(faces, count);
  const keyOf = (dice: readonly number[]) => dice.join(' ');
  const unclaimed: Row[] = [];
  const assign = (skipFromHand: boolean, report: boolean): Map<string, Claim> => {
    const claims = new Map<string, Claim>();
    for (const row of rows) {
      if (skipFromHand && row.fromHand) continue;
      let claimed = 0;
      row.expansions.forEach((e, group) => {
        for (const dice of throws) {
          if (!matches(e.values, dice)) continue;
          const key = keyOf(dice);
          const earlier = claims.get(key);
          if (earlier) {
            // A throw of a `from-hand` row above falls to this row when not made in one go (I8).
            if (earlier.row.fromHand && earlier.row !== row) continue;
            if (report && !e.wildcard && !earlier.expansion.wildcard) {
              const where = earlier.row === row ? 'another value of the same row' : `the row \`${earlier.row.decl.id.value}\` above`;
              diagnostics.error(
                'ranking/overlap',
                `the throw ${e.values.join(' ')} is already taken by ${where}; a throw may belong to one row only`,
                spanTerms(row.decl),
              );
            }
            continue;
          }
          claims.set(key, { row, group, expansion: e });
          claimed++;
        }
      });
      if (report && claimed === 0) unclaimed.push(row);
    }
    return claims;
  };

  const primary = assign(false, true);
  // A row that takes no throw may still take those a `from-hand` row above leaves when not made in one go.
  const handFallback = unclaimed.length > 0 && rows.some((r) => r.fromHand) ? assign(true, false) : undefined;
  const fallenTo = new Set([...(handFallback?.values() ?? [])].map((c) => c.row));
  for (const row of unclaimed) {
    if (fallenTo.has(row)) continue;
    diagnostics.error(
      'ranking/unreachable',
      `the row \`${row.decl.id.value}\` can never count: every throw it describes is taken by a row above it; move it up or remove it`,
      row.decl.id.range,
    );
  }
  const missing = throws.filter((t) => !primary.has(keyOf(t)));
  if (missing.length > 0) {
    diagnostics.error(
      'ranking/incomplete',
      `${missing.length} throw${missing.length === 1 ? '' : 's'} match no row, e.g. ${keyOf(missing[0]!)}; add a last row such as \`rest "Rest" any by number desc penalty 1\``,
      kw,
    );
  }
  if (diagnostics.hasErrors) return;
  const fallback = rows.some((r) => r.fromHand) ? assign(true, false) : undefined;

  // Rank: by row, then inside a row by the order of `for` or of `by`. Throws that count
  // differently when not made in one throw take part, so their ranks slot in correctly.
  interface Entry {
    dice: number[];
    claim: Claim;
  }
  const compare = (a: Entry, b: Entry): number => {
    if (a.claim.row.index !== b.claim.row.index) return a.claim.row.index - b.claim.row.index;
    const by = a.claim.row.decl.by;
    if (by) {
      const sign = by.desc ? -1 : 1;
      if (by.key === 'sum') {
        return sign * (a.dice.reduce((s, x) => s + x, 0) - b.dice.reduce((s, x) => s + x, 0));
      }
      for (let i = 0; i < a.dice.length; i++) {
        if (a.dice[i] !== b.dice[i]) return sign * (a.dice[i]! - b.dice[i]!);
      }
      return 0;
    }
    return a.claim.group - b.claim.group;
  };
  const primaryEntries: Entry[] = throws.map((dice) => ({ dice, claim: primary.get(keyOf(dice))! }));
  const extraEntries: Entry[] = [];
  if (fallback) {
    for (const e of primaryEntries) {
      if (e.claim.row.fromHand) extraEntries.push({ dice: e.dice, claim: fallback.get(keyOf(e.dice))! });
    }
  }
  const everything = [...primaryEntries, ...extraEntries].sort(compare);
  const rankOf = new Map<Entry, number>();
  let rank = -1;
  everything.forEach((e, i) => {
    if (i === 0 || compare(everything[i - 1]!, e) !== 0) rank++;
    rankOf.set(e, rank);
  });

  const describe = (e: Entry) => ({
    row: e.claim.row.decl.id.value,
    label: e.claim.expansion.label,
    penalty: e.claim.expansion.penalty,
    endsHalf: e.claim.row.decl.endsHalf,
    rank: rankOf.get(e)!,
  });
  const outcomes: RankedOutcome[] = primaryEntries
    .map((e, i) => {
      const extra = e.claim.row.fromHand ? extraEntries.find((x) => x.dice === e.dice) : undefined;
      return {
        dice: e.claim.expansion.wildcard ? e.dice : (e.claim.expansion.values as number[]),
        key: keyOf(e.dice),
        ...describe(e),
        probability: throwProbability(e.dice, faces),
        otherwise: extra ? describe(extra) : null,
        order: i,
      };
    })
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ order: _order, ...o }) => o);

  const rankRows: RankRow[] = rows.map((r) => ({
    id: r.decl.id.value,
    label: r.decl.label.value,
    endsHalf: r.decl.endsHalf,
    fromHand: r.fromHand,
  }));
  ctx.facts.set(RANKING_RESULT, { rows: rankRows, outcomes });
}

function spanTerms(r: RankRowDecl): SourceRange {
  const first = r.terms[0]!.range;
  const last = r.terms[r.terms.length - 1]!.range;
  return { file: first.file, start: first.start, end: last.end };
}

function expandRow(
  ctx: CompileContext,
  r: RankRowDecl,
  index: number,
  count: number,
  faces: ReadonlySet<number>,
  dieId: string,
): Row | undefined {
  const { diagnostics } = ctx;
  const variable = r.gen?.name;
  let ok = true;
  const checkVar = (t: Term | { kind: 'all' } | null) => {
    if (t && t.kind === 'var' && t.name !== variable) {
      diagnostics.error(
        'name/unknown-variable',
        variable
          ? `\`${t.name}\` is not the variable of this row's \`for\` (\`${variable}\`)`
          : `\`${t.name}\` is not a face and not defined; add \`for ${t.name} in …\` or write a number`,
        t.range,
      );
      ok = false;
    }
  };
  r.terms.forEach(checkVar);
  checkVar(r.penalty);
  const any = r.terms.filter((t) => t.kind === 'any').length;
  if (ok && !(r.terms.length === 1 && any === 1) && r.terms.length !== count) {
    diagnostics.error(
      'ranking/pattern-length',
      `a pattern gives one value per die: there are ${count} dice, but this pattern has ${r.terms.length}`,
      spanTerms(r),
    );
    ok = false;
  }
  if (!r.penalty) {
    diagnostics.error('ranking/no-penalty', `the row \`${r.id.value}\` needs \`penalty <n>\` or \`penalty all\``, r.id.range);
    ok = false;
  }
  for (const m of r.label.value.matchAll(/\{([^}]*)\}/g)) {
    if (m[1] !== variable) {
      diagnostics.error(
        'name/unknown-placeholder',
        variable ? `the label can only use \`{${variable}}\`, not \`{${m[1]}}\`` : `the label uses \`{${m[1]}}\`, but the row has no \`for\``,
        r.label.range,
      );
      ok = false;
    }
  }
  if (!ok) return undefined;

  const bindings: (number | undefined)[] = r.gen ? steps(r.gen.from, r.gen.to) : [undefined];
  const expansions: Expansion[] = [];
  const wholeAny = r.terms.length === 1 && any === 1;
  for (const n of bindings) {
    const valueOf = (t: Term): number | null => (t.kind === 'num' ? t.value : t.kind === 'var' ? n! + t.offset : null);
    const values = wholeAny ? Array.from({ length: count }, () => null) : r.terms.map(valueOf);
    const impossible = values.find((v) => v !== null && !faces.has(v));
    if (impossible !== undefined) {
      diagnostics.error(
        'ranking/never-matches',
        `${n === undefined ? 'this pattern' : `for ${variable} = ${n} the pattern`} needs a ${impossible}, which the die \`${dieId}\` does not have; ${r.gen ? 'narrow the range of `for`' : 'change the pattern'}`,
        r.gen ? r.gen.range : spanTerms(r),
      );
      return undefined;
    }
    const p = r.penalty!;
    const penalty = p.kind === 'all' ? 'all' : p.kind === 'num' ? p.value : p.kind === 'var' ? n! + p.offset : 0;
    if (penalty !== 'all' && penalty < 0) {
      diagnostics.error('value/out-of-range', `a penalty cannot be negative (${penalty})`, p.range);
      return undefined;
    }
    const label = variable ? r.label.value.replaceAll(`{${variable}}`, String(n)) : r.label.value;
    expansions.push({ values, label, penalty, wildcard: values.includes(null) });
  }
  const fromHand = r.fromHand !== null && isOn(ctx, r.fromHand.when);
  return { index, decl: r, fromHand, expansions };
}

// ---------------------------------------------------------------- the comparison

const reference = { ...schema, passes: [{ name: 'turns', run: checkTurns }, { name: 'ranking', run: referenceRanking }] };

function both(text: string): [CompileResult, CompileResult] {
  return [compile(text, { schemas: [schema], file: 'in.rules' }), compile(text, { schemas: [reference], file: 'in.rules' })];
}

/** Each place with a problem, with the first message given there (a row's further overlaps are counted in its message now). */
function problems(r: CompileResult): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of r.diagnostics) {
    const key = `${d.code} ${d.range.start.offset}-${d.range.end.offset}`;
    if (!out.has(key)) out.set(key, d.message.replace(/; \d+ more of this row's throws are taken as well/, ''));
  }
  return out;
}

/** Compares both passes on a file; true when it compiles. */
function expectSame(text: string): boolean {
  const [now, before] = both(text);
  if (before.diagnostics.some((d) => d.code === 'internal/failed')) {
    // The old pass crashed when a \`from-hand\` throw had no row below to fall to; now a problem.
    expect(now.diagnostics.map((d) => d.code)).toContain('ranking/incomplete');
    expect(now.diagnostics.filter((d) => d.code.startsWith('internal/'))).toEqual([]);
    return false;
  }
  expect(problems(now), text).toEqual(problems(before));
  expect(now.ok).toBe(before.ok);
  if (now.ok && before.ok) expect(JSON.stringify(now.rules)).toBe(JSON.stringify(before.rules));
  return now.ok;
}

const HEAD = (dice: string, extra = '') =>
  `game schocken "S"\nplayers 2..\ndice ${dice}\nthrows 1..3\nreuse-set-aside on\nlast-throw open\ntokens 13\nhalves 1\noption fast on "F"\noption slow off "S"\n${extra}ranking best-first\n`;

describe('the new ranking pass agrees with the old one', () => {
  it('on the shipped ranking and its variants', () => {
    const ranking = [
      '  schock-out  "Schock out"      1    1    1                    penalty all  ends half',
      '  jule        "Jule"            4    2    1                    penalty 7',
      '  schock      "Schock {n}"      1    1    n    for n in 6..2   penalty n',
      '  admiral     "Admiral"         n    n    n    for n in 6..2   penalty 3    from-hand when fast',
      '  strasse     "Straße"          n    n-1  n-2  for n in 6..3   penalty 2    from-hand when slow',
      '  einfach     "Einfacher Wurf"  any            by number desc  penalty 1',
    ].join('\n');
    expectSame(`${HEAD('3 d6', 'turn 6 6 into 1 when fast\n')}${ranking}\n`);
  });

  it('on a `from-hand` row sharing its pattern with the row below, and say which row each way of throwing it is', () => {
    const ranking = [
      '  hand-out    "Hand out"        1    1    1                    penalty all  ends half  from-hand',
      '  schock-out  "Schock out"      1    1    1                    penalty all  ends half',
      '  schock      "Schock {n}"      1    1    n    for n in 6..2   penalty n',
      '  einfach     "Einfacher Wurf"  any            by number desc  penalty 1',
    ].join('\n');
    const text = `${HEAD('3 d6')}${ranking}\n`;
    expect(expectSame(text)).toBe(true);
    const r = compile(text, { schemas: [schema] });
    const ones = r.ok ? (r.rules as unknown as { ranking: { outcomes: readonly RankedOutcome[] } }).ranking.outcomes.find((o) => o.key === '1 1 1') : undefined;
    expect(ones).toMatchObject({ row: 'hand-out', label: 'Hand out', rank: 0, otherwise: { row: 'schock-out', label: 'Schock out', rank: 1 } });
  });

  // Generous timeout: it runs beside other test files on shared machines.
  it('on random rankings', { timeout: 60_000 }, () => {
    const dies = { d2: [1, 2], d3: [1, 2, 3], d4: [1, 2, 3, 4], d6: [1, 2, 3, 4, 5, 6], odd: [1, 3, 5, 6] } as const;
    // Mostly values and ranges the die has, so that many rankings are whole and their rule sets
    // are compared too, and now and then one it lacks.
    const row = (count: number, faces: readonly number[]) => {
      const high = faces[faces.length - 1]!;
      const gen = fc.option(
        fc.oneof({ weight: 8, arbitrary: fc.constantFrom(`for n in ${high}..2`, `for n in 2..${high}`, `for n in ${high}..${high}`) }, { weight: 1, arbitrary: fc.constantFrom('for n in 1..9', 'for n in 3..1') }),
        { nil: undefined, freq: 2 },
      );
      return gen.chain((g) => {
        // The variable only where there is a `for`, now and then elsewhere too.
        const withN = g ? ['n', 'n', 'n-1'] : [];
        const term = fc.oneof(
          { weight: 12, arbitrary: fc.constantFrom(...faces.map(String), ...withN, 'any') },
          { weight: 1, arbitrary: fc.constantFrom('7', 'n+1', 'n-2', 'k') },
        );
        return fc.record({
          terms: fc.oneof(
            { weight: 12, arbitrary: fc.array(term, { minLength: count, maxLength: count }) },
            { weight: 2, arbitrary: fc.constant(['any']) },
            { weight: 1, arbitrary: fc.array(term, { minLength: 1, maxLength: 4 }) },
          ),
          gen: fc.constant(g),
          by: fc.option(fc.constantFrom('by number desc', 'by number asc', 'by sum desc', 'by sum asc'), { nil: undefined, freq: 2 }),
          penalty: fc.oneof({ weight: 12, arbitrary: fc.constantFrom('penalty 1', 'penalty all', ...(g ? ['penalty n', 'penalty n+1'] : [])) }, { weight: 1, arbitrary: fc.constantFrom('', 'penalty n-3') }),
          hand: fc.option(fc.constantFrom('from-hand', 'from-hand when fast', 'from-hand when slow'), { nil: undefined, freq: 4 }),
          label: fc.oneof({ weight: 9, arbitrary: fc.constant(g ? '"R {n}"' : '"R"') }, { weight: 1, arbitrary: fc.constantFrom('"R"', '"R {n}"') }),
        });
      });
    };
    const ranking = fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.constantFrom(...(Object.keys(dies) as (keyof typeof dies)[])))
      .chain(([count, die]) => fc.tuple(fc.constant(count), fc.constant(die), fc.array(row(count, dies[die]), { minLength: 1, maxLength: 6 }), fc.boolean()));
    let whole = 0;
    fc.assert(
      fc.property(ranking, ([count, die, rows, rest]) => {
        const extra = die === 'odd' ? 'die odd faces 1 3 3 5 6 6\n' : '';
        const lines = rows.map((r, i) => `  r${i} ${r.label} ${r.terms.join(' ')} ${[r.gen, r.by, r.penalty, r.hand].filter((x) => x).join(' ')}`);
        if (rest) lines.push('  rest "Rest" any by number desc penalty 1');
        const text = `${HEAD(`${count} ${die}`, extra)}${lines.join('\n')}\n`;
        if (expectSame(text)) whole++;
      }),
      { numRuns: 300 },
    );
    // Enough of them compile (about one in fourteen) for the rule sets to be compared too.
    expect(whole).toBeGreaterThan(8);
  });
});
