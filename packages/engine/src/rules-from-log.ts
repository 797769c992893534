import type { CompileOptions, CompileResult, GameSchema, RuleSet } from '@regelwerk/dsl';
import type { GameLog } from './log.js';
import { fail, ok, type Result } from './result.js';

/** The rule compiler (`compile` of `@regelwerk/dsl/compile`), handed in so that the engine does not load it on pages that never read a log. */
export type Compiler = (text: string, options: CompileOptions) => CompileResult;

/**
 * Compiles the rule texts a log carries (the last one is the file, the others its bases) with the
 * schemas of the games; `log/rules` when they do not compile.
 */
export function rulesFromLog(log: GameLog, schemas: readonly GameSchema[], compile: Compiler): Result<RuleSet> {
  const main = log.rules[log.rules.length - 1]!;
  const bases = log.rules.slice(0, -1);
  const result = compile(main.text, {
    schemas,
    file: main.file,
    resolveGame: (id) => bases.find((b) => b.file.endsWith(`${id}.rules`)) ?? bases[0],
  });
  if (!result.ok) {
    const d = result.diagnostics.find((x) => x.severity === 'error')!;
    return fail('log/rules', `the rules in the log do not compile: ${d.range.file}:${d.range.start.line}:${d.range.start.column}: ${d.message}`);
  }
  return ok(result.rules);
}
