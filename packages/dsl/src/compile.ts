import { DeclTable, Facts, type CompileContext, type CompileOptions } from './context.js';
import { Diagnostics, type Diagnostic } from './diagnostics.js';
import { buildRuleSet } from './passes/build.js';
import { checkDice } from './passes/dice.js';
import { checkHeader } from './passes/header.js';
import { checkOptions } from './passes/options.js';
import { readStatements } from './passes/read-statements.js';
import { applyVariant } from './passes/variant.js';
import type { RuleSet } from './ruleset.js';
import { StatementBook, type Pass } from './schema.js';
import { parseSyntax, type SyntaxTree } from './syntax.js';

export type CompileResult =
  | { readonly ok: true; readonly rules: RuleSet; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** The passes every file goes through, in order; then come the game's own passes from its schema. */
export const PASSES: readonly Pass[] = [
  { name: 'header', run: checkHeader },
  { name: 'variant', run: applyVariant },
  { name: 'read-statements', run: readStatements },
  { name: 'options', run: checkOptions },
  { name: 'dice', run: checkDice },
];

/** Reads a rule file into its syntax tree; problems go into `diagnostics`. Never throws on bad input. */
export function parse(text: string, file = '<input>', diagnostics = new Diagnostics()): SyntaxTree {
  return parseSyntax(text, file, diagnostics);
}

/**
 * Compiles a rule file (a game or a variant) into a rule set. The games it may be for come as
 * `options.schemas`; a variant is checked by its base game's schema. Every problem of every pass
 * is collected; the rule set is returned only when there is no error.
 */
export function compile(text: string, options: CompileOptions = {}): CompileResult {
  const diagnostics = new Diagnostics();
  const tree = parseSyntax(text, options.file ?? '<input>', diagnostics);
  const ctx: CompileContext = {
    diagnostics,
    options,
    book: new StatementBook(options.schemas ?? []),
    tree,
    decls: new DeclTable(),
    optionRefs: [],
    facts: new Facts(),
    sources: [],
  };
  for (const pass of PASSES) pass.run(ctx);
  // The header (or the base file of a variant) has named the game by now.
  for (const pass of ctx.schema?.passes ?? []) pass.run(ctx);
  const rules = buildRuleSet(ctx);
  const list = diagnostics.sorted();
  return rules ? { ok: true, rules, diagnostics: list } : { ok: false, diagnostics: list };
}
