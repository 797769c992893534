/**
 * Damage one line of a shipped rule file, and the compiler must say so where the damage is.
 *
 * Each run takes one of the twelve files in rules/ and changes one of its lines: text typed in
 * (control characters, quotes, a lone `\r` that splits the line), text deleted, a word replaced
 * by another word of the language, a word doubled, words swapped, indentation added or removed.
 * Then, for every diagnostic:
 *
 * - it names the file or its base game, its range lies inside that file, and its line and
 *   column are those an editor shows for its offsets;
 * - it is on the damaged line, unless one of these rules places it:
 *   1. damage to the first line (the game or variant) changes what the whole file means:
 *      problems may be anywhere;
 *   2. a required statement that is gone is reported on the first line (`game/missing`);
 *   3. a statement and its rows are one: damage to one of them may be reported on the others,
 *      and on the statement just above (whose table may have lost or gained rows);
 *   4. a statement is checked against the statements it names or that name it (RELATED below:
 *      the dice and a ranking, an option and its `when`s, a board and its layout, a variant's
 *      operation and the table it edits in the base game), so damage to one may be reported on
 *      the other;
 *   5. a duplicate is reported on the later line, naming the earlier one: it names the damage.
 *
 * And compile never throws, never fails without an error, and never reports an internal error.
 */
import { compile, LineIndex, parse, type CompileResult, type Diagnostic, type Statement, type SyntaxTree } from '@regelwerk/dsl';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEMAS } from './all.js';
import { ALL_RULE_FILES, resolveGame, ruleText } from './test-support/rules.js';

/** Statements checked against each other: damage to the first may be reported on the second. */
const RELATED: Readonly<Record<string, readonly string[]>> = {
  game: [],
  dice: ['die', 'ranking', 'turn', 'actions', 'joker'],
  die: ['dice', 'ranking', 'turn', 'actions', 'joker'],
  joker: ['die'],
  option: ['set', 'ranking', 'turn'],
  set: ['option', 'ranking', 'turn'],
  // Counts per player and `when players` conditions are checked against the players' range.
  players: ['deal', 'hand', 'tokens', 'halves', 'last-throw', 'turn', 'keep'],
  board: ['start', 'layout', 'sectors', 'chips', 'deal', 'hand'],
  sectors: ['board', 'chips', 'deal', 'hand'],
  chips: ['hand', 'board'],
  'discard-at-start': ['hand'],
  deal: ['players', 'hand'],
  tiles: ['actions', 'forced-take', 'worthless'],
  cubes: ['layout', 'worms'],
  worms: ['cubes'],
  layout: ['cubes', 'board'],
  start: ['board'],
  // `match lost-at` refuses a `halves … final` in force, reported on `match` when the final is the base game's.
  halves: ['match'],
  // Points (`score`) count only in a match that counts them (`games`, `first-to`), and the other way round.
  match: ['halves', 'score'],
  score: ['match'],
};

/** Words of the language, swapped in for a word of the line. */
const WORDS = [
  'game', 'variant', 'players', 'dice', 'die', 'throws', 'ranking', 'tokens', 'halves', 'turn', 'option', 'set', 'insert', 'replace', 'remove',
  'tiles', 'actions', 'deal', 'cubes', 'layout', 'board', 'chips', 'hand', 'sectors', 'worms', 'joker', 'start',
  'schocken', 'sushizock', 'okudos', 'kaeseschieben', 'constructor', 'd6', 'd36', 'sushi-die', 'mouse-die', 'any', 'n', 'n-1', 'n+1', 'for', 'in', 'by',
  'penalty', 'all', 'when', 'from-hand', 'total', 'above', 'below', 'on', 'off', 'sushi', 'bones', 'blue', 'star', 'small', 'large', 'schock-out',
  'jule', 'three', 'admiral', 'sechsen-umdrehen', 'aus-der-hand', '0', '1', '3', '7', '-2', '+1', '100001', '2..', '6..2', '1..99', 'x4', 'x0', '"x"', '""',
];

/** Characters typed into a line: ordinary ones, and the kinds of trouble a rule file may hold. */
const TYPED = fc.string({ unit: fc.constantFrom(' ', ' ', 'x', 'a', '1', '-', '.', '"', '#', '\t', '\r', '\u0000', '\u001b', '\u202e', 'é', '😀', '\\'), maxLength: 6 });

type Damage =
  | { readonly kind: 'type'; readonly at: number; readonly text: string }
  | { readonly kind: 'delete'; readonly at: number; readonly length: number }
  | { readonly kind: 'word'; readonly at: number; readonly word: string }
  | { readonly kind: 'double' | 'swap'; readonly at: number; readonly other: number }
  | { readonly kind: 'indent' | 'unindent' };

const DAMAGE: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({ kind: fc.constant('type' as const), at: fc.nat(80), text: TYPED }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(80), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('word' as const), at: fc.nat(12), word: fc.constantFrom(...WORDS) }),
  fc.record({ kind: fc.constantFrom('double' as const, 'swap' as const), at: fc.nat(12), other: fc.nat(12) }),
  fc.record({ kind: fc.constantFrom('indent' as const, 'unindent' as const) }),
);

function damageLine(line: string, d: Damage): string {
  const words = line.split(/( +)/);
  const wordAt = (i: number) => {
    const indices = words.map((w, k) => (/^ +$/.test(w) || w === '' ? -1 : k)).filter((k) => k >= 0);
    return indices.length === 0 ? -1 : indices[i % indices.length]!;
  };
  switch (d.kind) {
    case 'type': {
      const at = d.at % (line.length + 1);
      return line.slice(0, at) + d.text + line.slice(at);
    }
    case 'delete': {
      const at = d.at % (line.length + 1);
      return line.slice(0, at) + line.slice(at + d.length);
    }
    case 'word': {
      const k = wordAt(d.at);
      if (k >= 0) words[k] = d.word;
      return words.join('');
    }
    case 'double':
    case 'swap': {
      const k = wordAt(d.at);
      const j = wordAt(d.other);
      if (k < 0) return line;
      if (d.kind === 'double') words[k] = `${words[k]} ${words[k]}`;
      else [words[k], words[j]] = [words[j]!, words[k]!];
      return words.join('');
    }
    case 'indent':
      return `  ${line}`;
    case 'unindent':
      return line.replace(/^[ \t]+/, '');
  }
}

/** Line and column of an offset the simplest way, as an editor counts them. */
function reference(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split(/\r\n|\n|\r/);
  if (text[offset - 1] === '\r' && text[offset] === '\n') return { line: lines.length - 1, column: lines[lines.length - 2]!.length + 2 };
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

interface Layout {
  readonly tree: SyntaxTree;
  /** The statement each line belongs to, as its head or one of its rows. */
  readonly statementOf: Map<number, Statement>;
}

function layout(text: string, file: string): Layout {
  const tree = parse(text, file);
  const statementOf = new Map<number, Statement>();
  for (const s of tree.statements) {
    statementOf.set(s.range.start.line, s);
    for (const row of s.rows) statementOf.set(row.range.start.line, s);
  }
  return { tree, statementOf };
}

/** The keywords a statement stands for: its own, and for a variant operation the table it edits. */
function keywords(s: Statement | undefined): string[] {
  if (!s) return [];
  const second = s.words[1];
  return ['insert', 'replace', 'remove'].includes(s.keyword) && second?.kind === 'name' ? [s.keyword, second.value] : [s.keyword];
}

interface Case {
  readonly path: string;
  readonly file: string;
  readonly original: string;
  readonly base?: { readonly file: string; readonly text: string; readonly layout: Layout };
}

const CASES: readonly Case[] = ALL_RULE_FILES.map((path) => {
  const original = ruleText(path);
  const header = parse(original, path).statements[0]!;
  const baseId = header.keyword === 'variant' ? header.words.find((w, i) => i > 0 && w.kind === 'name' && w.value !== 'extends') : undefined;
  const base = baseId?.kind === 'name' ? resolveGame(baseId.value) : undefined;
  return { path, file: `rules/${path}`, original, ...(base ? { base: { ...base, layout: layout(base.text, base.file) } } : {}) };
});

function compileDamaged(c: Case, text: string): CompileResult {
  return compile(text, { schemas: SCHEMAS, file: c.file, resolveGame });
}

/** Checks every diagnostic of a file whose line `at` (0-based) was damaged; returns what is wrong. */
function misplaced(c: Case, at: number, damaged: string, diagnostics: readonly Diagnostic[]): string[] {
  const lines = c.original.split('\n');
  const text = [...lines.slice(0, at), damaged, ...lines.slice(at + 1)].join('\n');
  const index = new LineIndex(text);
  const start = lines.slice(0, at).reduce((n, l) => n + l.length + 1, 0);
  const first = index.lineOf(start);
  const last = index.lineOf(start + damaged.length);
  const inDamage = (line: number) => line >= first && line <= last;
  const now = layout(text, c.file);
  const before = layout(c.original, c.file);
  const headerLine = now.tree.statements[0]?.range.start.line;
  const headerDamaged = at + 1 <= (before.tree.statements[0]?.range.start.line ?? 0);
  // Rule 3: the statements the damage is in (before and after), and the one just above it.
  const touched = new Set<Statement>();
  for (let l = first; l <= last; l++) if (now.statementOf.has(l)) touched.add(now.statementOf.get(l)!);
  const above = [...now.tree.statements].reverse().find((s) => s.range.start.line < first);
  const kw = new Set([...[...touched].flatMap(keywords), ...keywords(before.statementOf.get(at + 1)), ...keywords(above)]);
  // Rule 4: and the statements checked against those.
  const allowed = new Set([...kw, ...[...kw].flatMap((k) => RELATED[k] ?? [])]);
  const problems: string[] = [];
  for (const d of diagnostics) {
    const { file, start, end } = d.range;
    const own = file === c.file ? { text, layout: now } : file === c.base?.file ? { text: c.base.text, layout: c.base.layout } : undefined;
    const where = `${file}:${start.line}:${start.column} ${d.code}: ${d.message}`;
    if (!own) {
      problems.push(`${where}: in a file that is neither the damaged one nor its base`);
      continue;
    }
    if (!(start.offset >= 0 && start.offset <= end.offset && end.offset <= own.text.length)) {
      problems.push(`${where}: outside the file`);
      continue;
    }
    for (const p of [start, end]) {
      const ref = reference(own.text, p.offset);
      if (ref.line !== p.line || ref.column !== p.column) problems.push(`${where}: offset ${p.offset} is at ${ref.line}:${ref.column}, not ${p.line}:${p.column}`);
    }
    if (file === c.file && inDamage(start.line)) continue;
    if (headerDamaged) continue; // rule 1
    if (d.code === 'game/missing' && file === c.file && start.line === headerLine) continue; // rule 2
    // Rules 3 and 4, by the statement the line belongs to now, or belonged to before the damage
    // (rows left without their statement are read as no statement's).
    const was = file === c.file ? before.statementOf.get(start.line > last ? start.line - (last - first) : start.line) : undefined;
    if ([...keywords(own.layout.statementOf.get(start.line)), ...keywords(was)].some((k) => allowed.has(k))) continue;
    const named = /line (\d+)/.exec(d.message);
    if (d.code.startsWith('duplicate/') && named && inDamage(Number(named[1]))) continue; // rule 5
    problems.push(`${where}: not on the damaged line${first === last ? ` ${first}` : `s ${first}–${last}`} (${JSON.stringify(damaged)}), and no rule places it here`);
  }
  return problems;
}

// Generous timeout: these run beside other test files on shared machines; a hang would still fail.
describe('damage to one line is reported where it is', { timeout: 60_000 }, () => {
  it.each(CASES.map((c) => [c.path, c] as const))('in rules/%s', (_, c) => {
    const lines = c.original.split('\n');
    fc.assert(
      fc.property(fc.nat(lines.length - 1), DAMAGE, (at, damage) => {
        const damaged = damageLine(lines[at]!, damage);
        const text = [...lines.slice(0, at), damaged, ...lines.slice(at + 1)].join('\n');
        const r = compileDamaged(c, text);
        expect(misplaced(c, at, damaged, r.diagnostics)).toEqual([]);
        if (!r.ok) expect(r.diagnostics.some((d) => d.severity === 'error')).toBe(true);
        expect(r.diagnostics.filter((d) => d.code.startsWith('internal/'))).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });
});

describe('line ends do not matter', () => {
  it.each(CASES.flatMap((c) => ['\r\n', '\r'].map((eol) => [c.path, JSON.stringify(eol), c, eol] as const)))('rules/%s with %s compiles as with \\n', (_, __, c, eol) => {
    const lf = compileDamaged(c, c.original);
    const other = compileDamaged(c, c.original.split('\n').join(eol));
    expect(other.diagnostics).toEqual([]);
    const strip = (r: CompileResult) => r.ok && { ...r.rules, sources: r.rules.sources.map((s) => s.file) };
    expect(strip(other)).toEqual(strip(lf));
  });
});
