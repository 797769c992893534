import { allThrows, fact, forEachMultiset, isOn, steps, throwProbability, type CompileContext, type SourceRange, type Term, type Word } from '@regelwerk/dsl';
import type { RankedOutcome, Ranking, RankRow } from '../rules.js';
import { RANKING, type RankRowDecl } from '../statements.js';

/** What this pass works out for the build: every throw, ranked. */
export const RANKING_RESULT = fact<Ranking>('ranking');

interface Expansion {
  /** A value per die, `null` for `any`. */
  readonly values: readonly (number | null)[];
  /** The value of the row's variable for this expansion, if it has one. */
  readonly n: number | undefined;
  readonly penalty: number | 'all';
  readonly wildcard: boolean;
  /** The throws' dice this expansion fixes, sorted high to low (all of them unless it is a wildcard). */
  readonly fixed: readonly number[];
}

interface Row {
  readonly index: number;
  readonly decl: RankRowDecl;
  readonly fromHand: boolean;
  /**
   * The expansions that can differ: one per value of `for` when the pattern uses the variable,
   * else only the first (every other value gives the same dice, see `repeats`).
   */
  readonly expansions: readonly Expansion[];
  /** Further values of `for` that give the same dice as the one expansion (a pattern without the variable). */
  readonly repeats: number;
}

interface Claim {
  readonly row: Row;
  readonly group: number;
  readonly expansion: Expansion;
}

const keyOf = (dice: readonly number[]) => dice.join(' ');
const desc = (a: number, b: number) => b - a;

/** Throws given to rows: each throw's key (`keyOf`) to the row, value of `for` and expansion that take it. */
type Claims = Map<string, Claim>;

/** What the passes over a ranking share: its rows, every throw of the dice, and where to report. */
interface Table {
  readonly ctx: CompileContext;
  readonly rows: readonly Row[];
  readonly throws: readonly number[][];
  readonly count: number;
  /** The die's distinct values, high to low. */
  readonly kinds: readonly number[];
  readonly faces: readonly number[];
  /** The `ranking` keyword, where problems of the whole table are reported. */
  readonly keyword: SourceRange;
}

/**
 * The ranking table. Each row's pattern is expanded over its `for`, every throw of the
 * dice is given to the first row that matches it, and rows that overlap, never match, or leave
 * throws without a row are reported. The result lists every throw best first with its rank.
 * Each pass below checks one thing, in this order; a pass that finds an error stops the ranking.
 *
 * The dice pass has bounded the number of throws (MAX_DIFFERENT_THROWS). A row is matched
 * against throws by completing its fixed dice rather than by trying every throw, and a wildcard
 * whose fixed dice an earlier one had already covered is skipped, so the pass stays linear in
 * the number of rows however many there are.
 */
export function checkRanking(ctx: CompileContext): void {
  const table = readRows(ctx);
  if (!table) return;
  const unclaimed: Row[] = [];
  const primary = claimThrows(table, false, unclaimed);
  checkEveryRowCounts(table, unclaimed);
  checkEveryThrowMatches(table, primary);
  if (ctx.diagnostics.hasErrors) return;
  const fallback = table.rows.some((r) => r.fromHand) ? claimThrows(table, true) : undefined;
  if (fallback && !checkFromHandFallsThrough(table, primary, fallback)) return;
  ctx.facts.set(RANKING_RESULT, rankThrows(table, primary, fallback));
}

/** Numbered faces, each row's clauses read and its pattern expanded over its `for`; undefined where a row cannot be read (its problem is reported). */
function readRows(ctx: CompileContext): Table | undefined {
  const decl = ctx.decls.one(RANKING);
  if (!decl || !ctx.dice) return undefined;
  const { count, die } = ctx.dice;
  const keyword = decl.stmt.words[0]!.range;
  if (!die.faces.every((f): f is number => typeof f === 'number')) {
    ctx.diagnostics.error('ranking/faces', `a ranking compares numbers, but the die \`${die.id}\` has faces that are names`, keyword);
    return undefined;
  }
  const faces = die.faces as readonly number[];
  const distinct = new Set(faces);
  for (const row of decl.rows) endsTwice(ctx, row.line.words);
  const rows: Row[] = [];
  for (const { value: r } of decl.rows) {
    const row = expandRow(ctx, r, rows.length, count, distinct, die.id);
    if (row) rows.push(row);
  }
  if (rows.length !== decl.rows.length) return undefined;
  return { ctx, rows, throws: allThrows(faces, count), count, kinds: [...distinct].sort(desc), faces, keyword };
}

/**
 * Gives every throw to the first row that matches it. With `unclaimed` (the first pass), reports
 * rows that take throws an earlier row or value has taken (`ranking/overlap`) and collects the
 * rows that take none. `skipFromHand`: as when a throw was not made in one go, so that
 * `from-hand` rows take nothing.
 */
function claimThrows({ ctx, rows, throws, count, kinds }: Table, skipFromHand: boolean, unclaimed?: Row[]): Claims {
  const report = unclaimed !== undefined;
  const claims: Claims = new Map();
  // Fixed dice of wildcards already expanded: every throw holding them is claimed.
  const covered = new Set<string>();
  for (const row of rows) {
    if (skipFromHand && row.fromHand) continue;
    let claimed = 0;
    let overlap: { values: readonly (number | null)[]; earlier: Claim } | undefined;
    let overlaps = 0;
    const take = (e: Expansion, group: number, dice: readonly number[]) => {
      const key = keyOf(dice);
      const earlier = claims.get(key);
      if (earlier) {
        // A `from-hand` row may share its pattern with the row its throws fall to (Hand out above Schock out).
        if (earlier.row.fromHand && earlier.row !== row) return;
        if (report && !e.wildcard && !earlier.expansion.wildcard) {
          overlap ??= { values: e.values, earlier };
          overlaps++;
        }
        return;
      }
      claims.set(key, { row, group, expansion: e });
      claimed++;
    };
    row.expansions.forEach((e, group) => {
      if (!e.wildcard) {
        take(e, group, e.fixed);
        return;
      }
      const fixedKey = keyOf(e.fixed);
      if (claims.size === throws.length || covered.has(fixedKey)) return;
      covered.add(fixedKey);
      forEachCompletion(e.fixed, count - e.fixed.length, kinds, (dice) => take(e, group, dice));
    });
    const first = row.expansions[0];
    if (first && !first.wildcard && row.repeats > 0) {
      // The other values of `for` give the same dice, which the first value has just taken.
      for (let i = 0; i < row.repeats; i++) take(first, i + 1, first.fixed);
    }
    if (overlap) {
      const where = overlap.earlier.row === row ? 'another value of the same row' : `the row \`${overlap.earlier.row.decl.id.value}\` above`;
      const more = overlaps > 1 ? `; ${overlaps - 1} more of this row's throws are taken as well` : '';
      ctx.diagnostics.error('ranking/overlap', `the throw ${overlap.values.join(' ')} is already taken by ${where}${more}; a throw may belong to one row only`, spanTerms(row.decl));
    }
    if (report && claimed === 0) unclaimed.push(row);
  }
  return claims;
}

/** Every row counts: one that takes no throw may only take those a `from-hand` row above leaves when not made in one go. */
function checkEveryRowCounts(table: Table, unclaimed: readonly Row[]): void {
  if (unclaimed.length === 0) return;
  const handFallback = table.rows.some((r) => r.fromHand) ? claimThrows(table, true) : undefined;
  const fallenTo = new Set([...(handFallback?.values() ?? [])].map((c) => c.row));
  for (const row of unclaimed) {
    if (fallenTo.has(row)) continue;
    table.ctx.diagnostics.error(
      'ranking/unreachable',
      `the row \`${row.decl.id.value}\` can never count: every throw it describes is taken by a row above it; move it up or remove it`,
      row.decl.id.range,
    );
  }
}

/** Every throw of the dice matches a row. */
function checkEveryThrowMatches({ ctx, throws, keyword }: Table, primary: Claims): void {
  const missing = throws.filter((t) => !primary.has(keyOf(t)));
  if (missing.length === 0) return;
  ctx.diagnostics.error(
    'ranking/incomplete',
    `${missing.length} throw${missing.length === 1 ? '' : 's'} match no row, e.g. ${keyOf(missing[0]!)}; add a last row such as \`rest "Rest" any by number desc penalty 1\``,
    keyword,
  );
}

/** A throw of a `from-hand` row not made in one go falls to a row below: there must be one. False where one has none (reported). */
function checkFromHandFallsThrough({ ctx, throws }: Table, primary: Claims, fallback: Claims): boolean {
  const fallen = new Map<Row, number[][]>();
  for (const dice of throws) {
    const claim = primary.get(keyOf(dice))!;
    if (claim.row.fromHand && !fallback.has(keyOf(dice))) fallen.set(claim.row, [...(fallen.get(claim.row) ?? []), dice]);
  }
  for (const [row, lost] of fallen) {
    ctx.diagnostics.error(
      'ranking/incomplete',
      `${lost.length} throw${lost.length === 1 ? '' : 's'} of the row \`${row.decl.id.value}\` match no row below it when not made in one throw, e.g. ${keyOf(lost[0]!)}; add a last row such as \`rest "Rest" any by number desc penalty 1\``,
      row.decl.id.range,
    );
  }
  return fallen.size === 0;
}

/**
 * Ranks every throw: by row, then inside a row by the order of `for` or of `by`. Throws that
 * count differently when not made in one throw take part, so their ranks slot in correctly.
 */
function rankThrows({ rows, throws, faces }: Table, primary: Claims, fallback: Claims | undefined): Ranking {
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
  const extraOf = new Map<readonly number[], Entry>();
  if (fallback) {
    for (const e of primaryEntries) {
      if (e.claim.row.fromHand) extraOf.set(e.dice, { dice: e.dice, claim: fallback.get(keyOf(e.dice))! });
    }
  }
  const everything = [...primaryEntries, ...extraOf.values()].sort(compare);
  const rankOf = new Map<Entry, number>();
  let rank = -1;
  everything.forEach((e, i) => {
    if (i === 0 || compare(everything[i - 1]!, e) !== 0) rank++;
    rankOf.set(e, rank);
  });

  const labels = new Map<Expansion, string>();
  const labelOf = (row: Row, e: Expansion): string => {
    let label = labels.get(e);
    if (label === undefined) {
      const variable = row.decl.gen?.name;
      label = variable ? row.decl.label.value.replaceAll(`{${variable}}`, String(e.n)) : row.decl.label.value;
      labels.set(e, label);
    }
    return label;
  };
  const describe = (e: Entry) => ({
    row: e.claim.row.decl.id.value,
    label: labelOf(e.claim.row, e.claim.expansion),
    penalty: e.claim.expansion.penalty,
    endsHalf: e.claim.row.decl.endsHalf,
    rank: rankOf.get(e)!,
    // Only rows that end the game carry the field, so every other rule set compiles as before.
    ...(e.claim.row.decl.endsGame ? { endsGame: true as const } : {}),
  });
  const outcomes: RankedOutcome[] = primaryEntries
    .map((e, i) => {
      const extra = e.claim.row.fromHand ? extraOf.get(e.dice) : undefined;
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
    ...(r.decl.endsGame ? { endsGame: true as const } : {}),
  }));
  return { rows: rankRows, outcomes };
}

/**
 * A row ends the half or the game, not both: `ends half … ends game` would otherwise keep its
 * last clause silently. Reported at the second, with a fix that takes it out.
 */
function endsTwice(ctx: CompileContext, words: readonly Word[]): void {
  const ends = words.flatMap((w, i) => {
    const what = words[i + 1];
    return w.kind === 'name' && w.value === 'ends' && what?.kind === 'name' ? [{ w, what }] : [];
  });
  const second = ends[1];
  if (!second) return;
  const first = ends[0]!.what.value;
  const range: SourceRange = { file: second.w.range.file, start: second.w.range.start, end: second.what.range.end };
  const message =
    first === second.what.value
      ? `\`ends ${first}\` is written twice on this row`
      : 'a row ends the half or the whole game, not both: `ends game` already ends the half, and every half after it';
  ctx.diagnostics.error('ranking/ends-twice', message, range, [{ label: `Remove \`ends ${second.what.value}\``, range: { ...range, start: words[words.indexOf(second.w) - 1]!.range.end }, text: '' }]);
}

/**
 * Calls `visit` with every throw that holds the `fixed` dice (sorted high to low): the fixed
 * dice together with each multiset of `free` more, sorted high to low.
 */
function forEachCompletion(fixed: readonly number[], free: number, kinds: readonly number[], visit: (dice: number[]) => void): void {
  forEachMultiset(kinds, free, (extra) => visit(mergeDesc(fixed, extra)));
}

/** Two lists sorted high to low, merged into one. */
function mergeDesc(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! >= b[j]!)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
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

  const bindings: readonly (number | undefined)[] = r.gen ? steps(r.gen.from, r.gen.to) : [undefined];
  const wholeAny = r.terms.length === 1 && any === 1;
  // Without the variable in the pattern, every value of `for` gives the same dice: one expansion.
  const varies = !wholeAny && r.terms.some((t) => t.kind === 'var');
  const expansions: Expansion[] = [];
  for (const n of bindings) {
    if (varies || expansions.length === 0) {
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
      const penalty = penaltyFor(r, n);
      if (penalty === undefined) return undefined;
      const fixed = values.filter((v): v is number => v !== null).sort(desc);
      expansions.push({ values, n, penalty, wildcard: values.includes(null), fixed });
    } else if (penaltyFor(r, n) === undefined) {
      return undefined;
    }
  }
  const fromHand = r.fromHand !== null && isOn(ctx, r.fromHand.when);
  return { index, decl: r, fromHand, expansions, repeats: bindings.length - expansions.length };

  function penaltyFor(row: RankRowDecl, n: number | undefined): number | 'all' | undefined {
    const p = row.penalty!;
    const penalty = p.kind === 'all' ? 'all' : p.kind === 'num' ? p.value : p.kind === 'var' ? n! + p.offset : 0;
    if (penalty !== 'all' && penalty < 0) {
      diagnostics.error('value/out-of-range', `a penalty cannot be negative (${penalty})`, p.range);
      return undefined;
    }
    return penalty;
  }
}
