import { DeclTable, Facts, resetHints, type CompileContext, type CompileOptions } from './context.js';
import { Diagnostics, type Diagnostic, type SourceRange } from './diagnostics.js';
import { MAX_PIECES } from './limits.js';
import { buildRuleSet } from './passes/build.js';
import { checkConditions } from './passes/conditions.js';
import { checkDice } from './passes/dice.js';
import { checkHeader } from './passes/header.js';
import { checkOptions } from './passes/options.js';
import { readStatements } from './passes/read-statements.js';
import { applyVariant } from './passes/variant.js';
import type { RuleSet } from './ruleset.js';
import { StatementBook, type Pass } from './schema.js';
import { parseSyntax, type SyntaxTree } from './syntax.js';

const START_OF = (file: string): SourceRange => ({ file, start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } });

export type CompileResult =
  | { readonly ok: true; readonly rules: RuleSet; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** The passes every file goes through, in order; then come the game's own passes from its schema. */
export const PASSES: readonly Pass[] = [
  { name: 'header', run: checkHeader },
  { name: 'variant', run: applyVariant },
  { name: 'read-statements', run: readStatements },
  { name: 'options', run: checkOptions },
  { name: 'conditions', run: checkConditions },
  { name: 'dice', run: checkDice },
];

/** Reads a rule file into its syntax tree; problems go into `diagnostics`. Never throws on bad input. */
export function parse(text: string, file = '<input>', diagnostics = new Diagnostics()): SyntaxTree {
  return parseSyntax(text, file, diagnostics);
}

/**
 * Compiles a rule file (a game or a variant) into a rule set. The games it may be for come as
 * `options.schemas`; a variant is checked by its base game's schema. Every problem of every pass
 * is collected; the rule set is returned only when there is no error, and a compile that gives
 * no rule set always has at least one error to say why. Never throws on any input.
 */
export function compile(text: string, options: CompileOptions = {}): CompileResult {
  resetHints();
  const diagnostics = new Diagnostics();
  const file = options.file ?? '<input>';
  const tree = parseSyntax(text, file, diagnostics);
  const ctx: CompileContext = {
    diagnostics,
    options,
    book: new StatementBook(options.schemas ?? []),
    tree,
    decls: new DeclTable(),
    optionRefs: [],
    facts: new Facts(),
    sources: [],
    budget: { pieces: MAX_PIECES },
  };
  let rules: RuleSet | undefined;
  let step = 'the common passes';
  try {
    for (const pass of PASSES) {
      step = `the ${pass.name} pass`;
      pass.run(ctx);
    }
    // The header (or the base file of a variant) has named the game by now.
    for (const pass of ctx.schema?.passes ?? []) {
      step = `${ctx.schema!.id}'s ${pass.name} pass`;
      pass.run(ctx);
    }
    step = 'building the rule set';
    rules = buildRuleSet(ctx);
  } catch (e) {
    // A bug, not a problem of the file; still reported as a diagnostic, so an editor keeps working.
    diagnostics.error('internal/failed', `regelwerk failed in ${step}: ${(e as Error).message}; this is a bug in regelwerk, please report it with this file`, START_OF(file));
    rules = undefined;
  }
  if (!rules && !diagnostics.hasErrors) {
    // Every refusal must say why; reaching this is a bug in a pass, which the tests look for.
    diagnostics.error('internal/no-rules', 'regelwerk could not build the rule set but found no problem to report; this is a bug in regelwerk, please report it with this file', START_OF(file));
  }
  const list = diagnostics.sorted();
  return rules ? { ok: true, rules, diagnostics: list } : { ok: false, diagnostics: list };
}
