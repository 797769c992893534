import { countAt, playersText, type CountRef } from '../conditions.js';
import { listNames, suggest, type CompileContext, type Decl, type Situation, type SituationSpan } from '../context.js';
import type { Fix, SourceRange } from '../diagnostics.js';
import { MAX_PLAYERS } from '../limits.js';
import { PLAYERS } from '../statements.js';
import { isOn } from './options.js';
import { statementKey } from './variant.js';
import type { GameSchema } from '../schema.js';

/** A stretch of table sizes, both ends included. */
interface Span {
  readonly lo: number;
  readonly hi: number;
}

const intersect = (a: Span, b: Span): Span | null => {
  const lo = Math.max(a.lo, b.lo);
  const hi = Math.min(a.hi, b.hi);
  return lo <= hi ? { lo, hi } : null;
};

const where = (d: Decl, at: SourceRange): string =>
  d.stmt.range.file === at.file ? `line ${d.stmt.range.start.line}` : `${d.stmt.range.file} line ${d.stmt.range.start.line}`;

const players = (n: number) => `${n} player${n === 1 ? '' : 's'}`;

/**
 * Pass 6: conditions and values of the player count. Every `when players` range lies within
 * the game's `players`; the lines of one statement never hold together for one table
 * (`condition/overlap`); a statement the game needs has a line for every table it allows
 * (`condition/gap`); a count `per player` stays within its limits at every table. Leaves the
 * stretches of table sizes that read the same lines for the build, and chooses the lines of the
 * smallest table for the game's passes.
 */
export function checkConditions(ctx: CompileContext): void {
  const { decls, diagnostics, book, schema } = ctx;
  const playersDecl = decls.one(PLAYERS);
  if (!playersDecl || !schema) return;
  const { min, max } = playersDecl.value;
  // Without an upper end, tables are worked out up to the largest the language allows.
  const table: Span = { lo: min, hi: max ?? MAX_PLAYERS };
  const lines = decls.every();

  const spanOf = (d: Decl): Span | null => {
    const p = d.condition?.players;
    return p ? intersect({ lo: p.from, hi: p.to ?? table.hi }, table) : table;
  };

  for (const d of lines) {
    const p = d.condition?.players;
    // `5..` means "five or more": it ends where the game does.
    if (!p || (p.from >= min && (max === null || p.to === null ? p.from <= (max ?? p.from) : p.to <= max))) continue;
    const inside = intersect({ lo: p.from, hi: p.to ?? Math.max(table.hi, p.from) }, table);
    const fix: Fix[] | undefined = inside ? [{ label: `Narrow to ${clip(inside, p.to, max)}`, range: p.range, text: clip(inside, p.to, max) }] : undefined;
    diagnostics.error(
      'condition/out-of-range',
      `\`players ${playersText(p.from, p.to)}\` reaches beyond the game's \`players ${playersText(min, max)}\`; a line holds only for tables the game allows`,
      p.range,
      fix,
    );
  }
  checkRuntimeNames(ctx, lines);

  // The lines of each statement that may depend on the table, by the statement's key.
  const groups = new Map<string, Decl[]>();
  for (const d of lines) {
    if (!d.def.conditional && d.counts.length === 0) continue;
    const key = statementKey(d.stmt, book, schema);
    const group = groups.get(key);
    if (group) group.push(d);
    else groups.set(key, [d]);
  }
  const live = (d: Decl) => isOn(ctx, d.condition?.option);
  const usedPhases = new Set<string>();
  const leftCuts = new Set<number>();
  for (const d of lines) {
    if (!live(d)) continue;
    const c = d.condition;
    if (c?.phase) usedPhases.add(c.phase.value);
    if (c?.left) {
      leftCuts.add(c.left.from);
      if (c.left.to !== null) leftCuts.add(c.left.to + 1);
    }
  }
  // Every phase once one line names one (each must then be built); the players left at each cut.
  const phases: (string | null)[] = usedPhases.size > 0 ? phasesOf(ctx).map((p) => p.id) : [null];
  if (leftCuts.size > 0) leftCuts.add(1);
  const lefts = [...leftCuts].sort((a, b) => a - b);

  for (const [key, group] of groups) {
    const inForce = group.filter(live);
    const conditioned = inForce.filter((d) => d.condition !== null);
    for (let j = 1; j < conditioned.length; j++) {
      const b = conditioned[j]!;
      for (const a of conditioned.slice(0, j)) {
        const both = intersect(spanOf(a) ?? table, spanOf(b) ?? table);
        if (!both || !spanOf(a) || !spanOf(b) || !sameSituations(a, b)) continue;
        reportOverlap(ctx, key, a, b, both.lo, table);
        break;
      }
    }
    if (!group[0]!.def.required || inForce.some((d) => d.condition === null)) continue;
    reportGap(ctx, key, group, conditioned, table, max, spanOf, phases, lefts);
  }

  for (const d of lines) {
    if (!live(d)) continue;
    const span = spanOf(d);
    if (span) for (const ref of d.counts) checkCount(ctx, ref, span, min, max, playersDecl.stmt.words[1]?.range, d.stmt.range);
  }

  // Table sizes at which the lines in force change: where a range starts or ends, and every size
  // a count per player is worked out for.
  const cuts = new Set<number>([table.lo]);
  let countsToTop = false;
  for (const group of groups.values()) {
    for (const d of group.filter(live)) {
      const span = spanOf(d);
      if (!span) continue;
      if (d.condition?.players) {
        cuts.add(span.lo);
        if (span.hi < table.hi) cuts.add(span.hi + 1);
      }
      if (d.counts.length > 0) {
        for (let n = span.lo; n <= span.hi; n++) cuts.add(n);
        if (span.hi < table.hi) cuts.add(span.hi + 1);
        else countsToTop = true;
      }
    }
  }
  // A table's stretches of players left stop at its size: each count a `left` range starts at is a table of its own.
  for (const l of lefts) if (l > table.lo && l <= table.hi) cuts.add(l);
  const sorted = [...cuts].sort((a, b) => a - b);
  const last = countsToTop ? table.hi : max;
  ctx.playerSpans = sorted.map((lo, i) => ({ min: lo, max: i + 1 < sorted.length ? sorted[i + 1]! - 1 : last }));

  const chooser = (n: number, at: Situation): Set<Decl> => {
    const chosen = new Set<Decl>(lines);
    for (const group of groups.values()) {
      for (const d of group) chosen.delete(d);
      const holding = group.find((d) => d.condition !== null && live(d) && holds(spanOf(d), n) && holdsIn(d, at));
      const fallback = group.find((d) => d.condition === null);
      if (holding) chosen.add(holding);
      else if (fallback) chosen.add(fallback);
    }
    return chosen;
  };
  ctx.selectPlayers = (n: number, at: Situation = NOWHERE) => {
    decls.select(chooser(n, at));
    ctx.tableSize = n;
  };
  if (usedPhases.size > 0 || lefts.length > 0) ctx.situations = (n) => situationsAt(phases, lefts, n);
  ctx.selectPlayers(table.lo, ctx.situations?.(table.lo)[0] ? firstSituation(ctx.situations(table.lo)[0]!) : NOWHERE);
}

/** Outside every phase, nobody counted: only lines without `when phase` or `when left` hold. */
const NOWHERE: Situation = { phase: null, left: null };

/** A situation of a span: its phase, and its fewest players left. */
const firstSituation = (s: SituationSpan): Situation => ({ phase: s.phase, left: s.left?.min ?? null });

/**
 * Every phase, and the stretches of players left at a table of `n` (most players first: the
 * first situation is the start of play).
 */
function situationsAt(phases: readonly (string | null)[], lefts: readonly number[], n: number): SituationSpan[] {
  const cuts = lefts.filter((l) => l <= n);
  const stretches: SituationSpan['left'][] = cuts.length === 0 ? [null] : cuts.map((lo, i) => ({ min: lo, max: i + 1 < cuts.length ? cuts[i + 1]! - 1 : null })).reverse();
  return phases.flatMap((phase) => stretches.map((left) => ({ phase, left })));
}

/** Whether a line's `when phase` and `when left` hold in a situation. */
function holdsIn(d: Decl, at: Situation): boolean {
  const c = d.condition;
  if (c?.phase && c.phase.value !== at.phase) return false;
  if (c?.left && (at.left === null || at.left < c.left.from || (c.left.to !== null && at.left > c.left.to))) return false;
  return true;
}

/** Whether two lines can hold in one situation (the same phase or either in any; their ranges of players left meet). */
function sameSituations(a: Decl, b: Decl): boolean {
  const pa = a.condition?.phase?.value;
  const pb = b.condition?.phase?.value;
  if (pa !== undefined && pb !== undefined && pa !== pb) return false;
  const la = a.condition?.left;
  const lb = b.condition?.left;
  if (!la || !lb) return true;
  return la.from <= (lb.to ?? Infinity) && lb.from <= (la.to ?? Infinity);
}

/** The game's phases this file has: those with `only` need their statement in it. */
function phasesOf(ctx: CompileContext): NonNullable<GameSchema['phases']> {
  const all = ctx.schema!.phases ?? [];
  if (all.every((p) => p.only === undefined)) return all;
  const written = new Set(ctx.decls.every().map((d) => d.def.keyword));
  return all.filter((p) => p.only === undefined || written.has(p.only));
}

/** `when phase` names a phase of the game; `when left` needs a game that counts players left. */
function checkRuntimeNames(ctx: CompileContext, lines: readonly Decl[]): void {
  const schema = ctx.schema!;
  const known = phasesOf(ctx).map((p) => p.id);
  const elsewhere = (schema.phases ?? []).filter((p) => p.only !== undefined && !known.includes(p.id));
  for (const d of lines) {
    const runtime = d.condition?.phase ?? d.condition?.left;
    if (runtime && !d.def.phased) {
      // The fix removes the `when` clause when this is all it says.
      const c = d.condition!;
      const alone = !c.players && !c.option && !(c.phase && c.left);
      const before = d.stmt.words.filter((w) => w.range.end.offset <= c.range.start.offset).pop();
      const fixes: Fix[] | undefined = alone && before ? [{ label: 'Remove the condition', range: { file: c.range.file, start: before.range.end, end: c.range.end }, text: '' }] : undefined;
      ctx.diagnostics.error(
        'condition/not-allowed',
        `\`${d.def.keyword}\` is fixed when play starts and cannot depend on the moment of play; only statements read during play may carry \`when phase\` or \`when left\``,
        runtime.range,
        fixes,
      );
      continue;
    }
    const phase = d.condition?.phase;
    const needs = phase ? elsewhere.find((p) => p.id === phase.value) : undefined;
    if (phase && needs) {
      ctx.diagnostics.error('name/unknown-phase', `the phase \`${phase.value}\` exists only with the \`${needs.only}\` statement; ${schema.title}'s phases here are ${listNames(known)}`, phase.range);
    } else if (phase && !known.includes(phase.value)) {
      const { hint, fixes } = suggest(phase.value, known, phase.range);
      const what = known.length === 0 ? `${schema.title} names no phases of play` : `${schema.title}'s phases are ${listNames(known)}`;
      ctx.diagnostics.error('name/unknown-phase', `unknown phase \`${phase.value}\`${hint}; ${what}`, phase.range, fixes);
    }
    const left = d.condition?.left;
    if (left && schema.left === undefined) {
      ctx.diagnostics.error('condition/not-allowed', `${schema.title} does not count players left; \`left\` cannot be a condition of its lines`, left.range);
    }
  }
}

const holds = (span: Span | null, n: number): boolean => span !== null && n >= span.lo && n <= span.hi;

/** A range cut to the game's tables, written as a range (open when both were open). */
function clip(inside: Span, to: number | null, max: number | null): string {
  return playersText(inside.lo, to === null && max === null ? null : inside.hi);
}

function conditionText(d: Decl): string {
  const c = d.condition!;
  const words = d.stmt.words.filter((w) => w.range.start.offset >= c.range.start.offset && w.range.end.offset <= c.range.end.offset);
  return words.map((w) => w.text).join(' ');
}

function reportOverlap(ctx: CompileContext, key: string, a: Decl, b: Decl, n: number, table: Span): void {
  const at = b.condition!.range;
  const options = [a, b].map((d) => d.condition?.option?.value).filter((o): o is string => o !== undefined);
  const whileOn = options.length > 0 ? ` while ${[...new Set(options)].map((o) => `\`${o}\``).join(' and ')} ${options.length > 1 ? 'are' : 'is'} on` : '';
  const phase = a.condition?.phase?.value ?? b.condition?.phase?.value;
  const inPhase = phase === undefined ? '' : ` in phase \`${phase}\``;
  // Narrowing this line's range so that it starts after, or ends before, the other's.
  let fixes: Fix[] | undefined;
  const pb = b.condition?.players;
  const pa = a.condition?.players;
  if (pb && pa) {
    const bs = { lo: pb.from, hi: pb.to ?? table.hi };
    const as = { lo: pa.from, hi: pa.to ?? table.hi };
    let narrowed: string | null = null;
    if (as.lo <= bs.lo && as.hi < bs.hi) narrowed = playersText(as.hi + 1, pb.to === null ? null : bs.hi);
    else if (as.hi >= bs.hi && as.lo > bs.lo) narrowed = playersText(bs.lo, as.lo - 1);
    if (narrowed !== null) fixes = [{ label: `Narrow to ${narrowed}`, range: pb.range, text: narrowed }];
  }
  ctx.diagnostics.error(
    'condition/overlap',
    `\`${key}\` is given twice for ${players(n)}${inPhase}${whileOn}: here (\`${conditionText(b)}\`) and on ${where(a, at)} (\`${conditionText(a)}\`); give each table one line`,
    at,
    fixes,
  );
}

function reportGap(
  ctx: CompileContext,
  key: string,
  group: readonly Decl[],
  conditioned: readonly Decl[],
  table: Span,
  max: number | null,
  spanOf: (d: Decl) => Span | null,
  phases: readonly (string | null)[],
  lefts: readonly number[],
): void {
  const first = group[0]!;
  if (conditioned.length === 0) {
    ctx.diagnostics.error(
      'condition/gap',
      `\`${key}\` holds at no table: every line of it is switched by an option that is off; add a line without \`when\`, or switch one on`,
      first.condition?.range ?? first.stmt.words[0]!.range,
    );
    return;
  }
  // A table is covered when some line holds there in every phase, with any number of players left.
  const missing = (n: number): Situation | null => {
    for (const phase of phases) {
      for (const left of lefts.length === 0 ? [null] : lefts.filter((l) => l <= n)) {
        const at = { phase, left };
        if (!conditioned.some((d) => holds(spanOf(d), n) && holdsIn(d, at))) return at;
      }
    }
    return null;
  };
  const atTable = (n: number) => conditioned.some((d) => holds(spanOf(d), n));
  for (let n = table.lo; n <= table.hi; n++) {
    const at = atTable(n) ? missing(n) : null;
    if (!at) continue;
    const where = [at.phase === null ? '' : `in phase \`${at.phase}\``, at.left === null ? '' : `with ${players(at.left)} left`].filter((w) => w).join(' ');
    const add = [at.phase === null ? '' : `phase ${at.phase}`, at.left === null ? '' : `left ${at.left}`].filter((w) => w).join(' and ');
    ctx.diagnostics.error(
      'condition/gap',
      `\`${key}\` has no line ${where} (at ${players(n)}), and no line without \`when\` to fall back on; add \`${key.split(' ')[0]} … when ${add}\` or a line without \`when\``,
      first.condition?.range ?? first.stmt.words[0]!.range,
    );
    return;
  }
  const covered = atTable;
  let lo = table.lo;
  while (lo <= table.hi && covered(lo)) lo++;
  if (lo > table.hi) return;
  let hi = lo;
  while (hi + 1 <= table.hi && !covered(hi + 1)) hi++;
  // The line whose range ends just below the gap may be widened over it.
  const below = conditioned.find((d) => d.condition?.players && spanOf(d)?.hi === lo - 1);
  const pb = below?.condition?.players;
  const widened = pb ? playersText(pb.from, hi === table.hi && max === null ? null : hi) : null;
  const gap = lo === hi ? players(lo) : hi === table.hi && max === null ? `${lo} or more players` : `${lo} to ${hi} players`;
  ctx.diagnostics.error(
    'condition/gap',
    `\`${key}\` has no line for ${gap}, and no line without \`when\` to fall back on; add \`${key.split(' ')[0]} … when players ${playersText(lo, hi === table.hi && max === null ? null : hi)}\` or a line without \`when\``,
    below?.condition?.range ?? first.condition?.range ?? first.stmt.words[0]!.range,
    pb && widened ? [{ label: `Widen to ${widened}`, range: pb.range, text: widened }] : undefined,
  );
}

/** A count per player must stay within its limits at every table the line holds for. */
function checkCount(ctx: CompileContext, ref: CountRef, span: Span, min: number, max: number | null, playersAt: SourceRange | undefined, line: SourceRange): void {
  for (let n = span.lo; n <= span.hi; n++) {
    const v = countAt(ref.count, n);
    if (v >= ref.min && v <= ref.max) continue;
    let advice = '';
    let fixes: Fix[] | undefined;
    // Too large only because the table has no upper end: the game needs one.
    const fits = Math.floor((ref.max - ref.count.plus) / ref.count.times);
    if (v > ref.max && max === null && fits >= Math.max(min, span.lo)) {
      const range = `${min}..${fits}`;
      advice = `; give the game an upper end, like \`players ${range}\``;
      // The fix edits the `players` line where it is in the same file, else (a variant) writes one above this line.
      const above = { file: line.file, start: line.start, end: line.start };
      fixes = [playersAt?.file === ref.range.file ? { label: `Write players ${range}`, range: playersAt, text: range } : { label: `Write players ${range}`, range: above, text: `players ${range}\n` }];
    }
    ctx.diagnostics.error(
      'value/out-of-range',
      `with ${players(n)}, \`${ref.text}\` gives ${v}, but ${ref.what} must be between ${ref.min} and ${ref.max}${advice}`,
      ref.range,
      fixes,
    );
    return;
  }
}
