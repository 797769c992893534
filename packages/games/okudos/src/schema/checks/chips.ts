import { checkTotal, type CompileContext } from '@regelwerk/dsl';
import { CHIPS } from '../statements.js';

/** The chips must add up to their `total`. */
export function checkChips(ctx: CompileContext): void {
  for (const d of ctx.decls.all(CHIPS)) checkTotal(ctx.diagnostics, d.value, 'chips');
}
