import { DeclTable, type CompileContext, type CompileOptions } from './context.js';
import { Diagnostics, type Diagnostic } from './diagnostics.js';
import { checkBoard } from './passes/board.js';
import { buildRuleSet } from './passes/build.js';
import { checkDice } from './passes/dice.js';
import { checkHeader } from './passes/header.js';
import { checkOptions } from './passes/options.js';
import { checkRanking } from './passes/ranking.js';
import { readStatements } from './passes/read-statements.js';
import { checkTiles } from './passes/tiles.js';
import { applyVariant } from './passes/variant.js';
import type { RuleSet } from './ruleset.js';
import { parseSyntax, type SyntaxTree } from './syntax.js';

export type CompileResult =
  | { readonly ok: true; readonly rules: RuleSet; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** The check passes in the order they run; each one adds to what the earlier ones found. */
export const PASSES: readonly { readonly name: string; readonly run: (ctx: CompileContext) => void }[] = [
  { name: 'header', run: checkHeader },
  { name: 'variant', run: applyVariant },
  { name: 'read-statements', run: readStatements },
  { name: 'options', run: checkOptions },
  { name: 'dice', run: checkDice },
  { name: 'ranking', run: checkRanking },
  { name: 'tiles', run: checkTiles },
  { name: 'board', run: checkBoard },
];

/** Reads a rule file into its syntax tree; problems go into `diagnostics`. Never throws on bad input. */
export function parse(text: string, file = '<input>', diagnostics = new Diagnostics()): SyntaxTree {
  return parseSyntax(text, file, diagnostics);
}

/**
 * Compiles a rule file (a game or a variant) into a rule set. Every problem of every pass is
 * collected; the rule set is returned only when there is no error.
 */
export function compile(text: string, options: CompileOptions = {}): CompileResult {
  const diagnostics = new Diagnostics();
  const tree = parseSyntax(text, options.file ?? '<input>', diagnostics);
  const ctx: CompileContext = { diagnostics, options, tree, decls: new DeclTable(), sources: [] };
  for (const pass of PASSES) pass.run(ctx);
  const rules = buildRuleSet(ctx);
  const list = diagnostics.sorted();
  return rules ? { ok: true, rules, diagnostics: list } : { ok: false, diagnostics: list };
}
