import type { CompileContext } from '@regelwerk/dsl';
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
  if (count && !steps.value.exact) {
    ctx.diagnostics.error(
      'value/unsupported',
      'a mouse moves exactly the thrown number of squares (the rulebook, "Würfeln und Ziehen"); stopping early (`up-to`) is not played: write `steps exact`',
      count.range,
      [{ label: 'Replace with exact', range: count.range, text: 'exact' }],
    );
  }
  if (dirs && !steps.value.orthogonal) {
    ctx.diagnostics.error(
      'value/unsupported',
      'a mouse moves forwards, backwards and sideways, never diagonally (the rulebook: "nur nicht schräg"); `any-direction` is not played: write `orthogonal`',
      dirs.range,
      [{ label: 'Replace with orthogonal', range: dirs.range, text: 'orthogonal' }],
    );
  }
}
