import { listNames, type CompileContext, type Face } from '@regelwerk/dsl';
import { TURN } from '../statements.js';

/** Turning dice names faces: each must be on the die, and a turn cannot use more dice than there are. */
export function checkTurns(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  if (!ctx.dice) return;
  const { count, die } = ctx.dice;
  const faces = new Set<Face>(die.faces);
  for (const t of decls.all(TURN)) {
    const words = t.stmt.words;
    for (const v of [...t.value.from, ...t.value.to]) {
      if (!faces.has(v)) {
        const w = words.find((x) => x.kind === 'number' && x.value === v) ?? words[0]!;
        diagnostics.error('name/unknown-face', `the die \`${die.id}\` has no face ${v}; its faces are ${listNames([...faces].map(String))}`, w.range);
        return;
      }
    }
    if (t.value.from.length > count) {
      diagnostics.error('value/out-of-range', `a turn can use at most the ${count} dice there are`, words[1]!.range);
    }
  }
}
