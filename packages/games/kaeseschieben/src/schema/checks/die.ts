import { DIE, listNames, suggest, type CompileContext, type Face } from '@regelwerk/dsl';
import { JOKER } from '../statements.js';

/** The mouse die: the joker must be one of its faces, and every other face a number of steps. */
export function checkDie(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  if (!ctx.dice) return;
  const { die } = ctx.dice;
  const faces = new Set<Face>(die.faces);
  const joker = decls.one(JOKER);
  if (joker && !faces.has(joker.value.face.value)) {
    const s = suggest(String(joker.value.face.value), [...faces].map(String), joker.value.face.range);
    diagnostics.error(
      'name/unknown-face',
      `the die \`${die.id}\` has no face \`${joker.value.face.value}\`${s.hint}; its faces are ${listNames([...faces].map(String))}`,
      joker.value.face.range,
      s.fixes,
    );
  }
  for (const f of decls.one(DIE)?.value.faces ?? []) {
    if (typeof f.value === 'string' && f.value !== joker?.value.face.value) {
      diagnostics.error('name/unknown-face', `the face \`${f.value}\` has no number of steps; faces are numbers or the \`joker\` face`, f.range);
    }
  }
}
