import type { CompileContext, Word } from '@regelwerk/dsl';
import { STEPS } from '../statements.js';

/**
 * How a mouse moves: the rulebook ("Würfeln und Ziehen") moves it exactly the thrown number of
 * squares, forwards, backwards and sideways "nur nicht schräg". The engine plays only that move,
 * so `up-to` and `any-direction` are refused where they are written rather than read and ignored.
 */
export function checkSteps(ctx: CompileContext): void {
  const steps = ctx.decls.one(STEPS);
  if (!steps) return;
  const [, count, dirs] = steps.stmt.words;
  // A value the engine does not play is refused where it is written, with the one it plays as the fix.
  const refuse = (word: Word, message: string, fix: string) => ctx.diagnostics.error('value/unsupported', message, word.range, [{ label: `Replace with ${fix}`, range: word.range, text: fix }]);
  if (count && !steps.value.exact) refuse(count, 'a mouse moves exactly the thrown number of squares (the rulebook, "Würfeln und Ziehen"); stopping early (`up-to`) is not played: write `steps exact`', 'exact');
  if (dirs && !steps.value.orthogonal) refuse(dirs, 'a mouse moves forwards, backwards and sideways, never diagonally (the rulebook: "nur nicht schräg"); `any-direction` is not played: write `orthogonal`', 'orthogonal');
}
