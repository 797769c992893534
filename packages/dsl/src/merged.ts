/**
 * The statements of a compiled rule set after its variant (if any) has been applied to its base:
 * what `vocabulary` and `diffRules` read rows and values from. The rule set keeps its sources, so
 * this re-runs the first two passes over them; it never reports, as the set compiled cleanly.
 */
import { DeclTable, Facts, type CompileContext } from './context.js';
import { Diagnostics } from './diagnostics.js';
import { MAX_PIECES } from './limits.js';
import { checkHeader } from './passes/header.js';
import { applyVariant } from './passes/variant.js';
import type { RuleSet } from './ruleset.js';
import { StatementBook, type GameSchema } from './schema.js';
import type { StatementDef } from './statement.js';
import { parseSyntax, type Line, type Statement } from './syntax.js';

export interface Merged {
  readonly schema: GameSchema;
  readonly book: StatementBook;
  readonly statements: readonly Statement[];
}

/** The merged statements of `rules`, or a thrown error naming what is missing (a caller's mistake). */
export function mergedStatements(rules: RuleSet, schemas: readonly GameSchema[], caller: string): Merged {
  const schema = schemas.find((s) => s.id === rules.game);
  if (!schema) throw new Error(`${caller}: no schema for the game \`${rules.game}\` among those given (${schemas.map((s) => s.id).join(', ')})`);
  const own = rules.sources[rules.sources.length - 1];
  if (!own) throw new Error(`${caller}: the rule set of \`${rules.game}\` keeps no source text`);
  const base = rules.variant ? rules.sources[0] : undefined;
  const diagnostics = new Diagnostics();
  const book = new StatementBook(schemas);
  const ctx: CompileContext = {
    diagnostics,
    options: { schemas, file: own.file, resolveGame: (id) => (id === rules.variant?.base ? base : undefined) },
    book,
    tree: parseSyntax(own.text, own.file, diagnostics),
    decls: new DeclTable(),
    optionRefs: [],
    facts: new Facts(),
    sources: [],
    budget: { pieces: MAX_PIECES },
  };
  checkHeader(ctx);
  applyVariant(ctx);
  if (!ctx.statements) throw new Error(`${caller}: the sources of \`${rules.game}\` no longer read as a rule file: ${diagnostics.list[0]?.message ?? 'no header'}`);
  return { schema, book, statements: ctx.statements };
}

/** The definition of a statement for this game, if it has one. */
export function defOf(m: Merged, stmt: Statement): StatementDef | undefined {
  return m.book.def(stmt.keyword, m.schema);
}

/** A named row's id (its first word) and label (its first quoted text, else the id). */
export function rowName(line: Line): { id: string; label: string } | undefined {
  const first = line.words[0];
  if (first?.kind !== 'name') return undefined;
  const text = line.words.find((w) => w.kind === 'string');
  return { id: first.value, label: text?.kind === 'string' && text.value.trim() !== '' ? text.value : first.value };
}

/** The words of a line as one string, comments and spacing left out: what two lines are compared by. */
export function wordsOf(words: readonly { readonly text: string }[]): string {
  return words.map((w) => w.text).join(' ');
}
