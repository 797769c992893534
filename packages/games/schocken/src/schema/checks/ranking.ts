import { allThrows, fact, isOn, steps, throwCount, throwProbability, type CompileContext, type SourceRange, type Term } from '@regelwerk/dsl';
import type { RankedOutcome, Ranking, RankRow } from '../rules.js';
import { RANKING, type RankRowDecl } from '../statements.js';

/** What this pass works out for the build: every throw, ranked. */
export const RANKING_RESULT = fact<Ranking>('ranking');

/** The most distinct throws a ranking may have to sort. */
export const MAX_OUTCOMES = 20_000;

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
export function checkRanking(ctx: CompileContext): void {
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
  if (throwCount(distinct.size, count) > MAX_OUTCOMES) {
    diagnostics.error('ranking/too-many', `${count} dice of ${distinct.size} faces make more than ${MAX_OUTCOMES} throws to rank; use fewer dice`, kw);
    return;
  }

  const rows: Row[] = [];
  for (const { value: r } of decl.rows) {
    const row = expandRow(ctx, r, rows.length, count, distinct, die.id);
    if (row) rows.push(row);
  }
  if (rows.length !== decl.rows.length) return; // a row could not be read; its problem is reported

  const throws = allThrows(faces, count);
  const keyOf = (dice: readonly number[]) => dice.join(' ');
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
      if (report && claimed === 0) {
        diagnostics.error(
          'ranking/unreachable',
          `the row \`${row.decl.id.value}\` can never count: every throw it describes is taken by a row above it; move it up or remove it`,
          row.decl.id.range,
        );
      }
    }
    return claims;
  };

  const primary = assign(false, true);
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
