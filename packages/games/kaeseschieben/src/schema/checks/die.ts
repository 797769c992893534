import { DICE, DIE, listNames, suggest, type CompileContext, type Face } from '@regelwerk/dsl';
import { MAX_MOVE_STEPS } from '../limits.js';
import { JOKER } from '../statements.js';

/**
 * The mouse die: the joker must be one of its faces, and every other face a number of steps, none
 * below 0. Some face must move a mouse (else no cheese ever leaves the board and the game cannot
 * end), and no move may be longer than MAX_MOVE_STEPS.
 */
export function checkDie(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  if (!ctx.dice) return;
  const { die } = ctx.dice;
  const faces = new Set<Face>(die.faces);
  const joker = decls.one(JOKER);
  const jokerOnDie = joker !== undefined && faces.has(joker.value.face.value);
  if (joker && !jokerOnDie) {
    const s = suggest(String(joker.value.face.value), [...faces].map(String), joker.value.face.range);
    diagnostics.error(
      'name/unknown-face',
      `the die \`${die.id}\` has no face \`${joker.value.face.value}\`${s.hint}; its faces are ${listNames([...faces].map(String))}`,
      joker.value.face.range,
      s.fixes,
    );
  }
  // The statement that declares the die thrown (none for a built-in one such as `d6`).
  const declared = decls.all(DIE).find((d) => d.value.id === die.id);
  for (const f of declared?.value.faces ?? []) {
    if (typeof f.value === 'string' && f.value !== joker?.value.face.value) {
      diagnostics.error('name/unknown-face', `the face \`${f.value}\` has no number of steps; faces are numbers or the \`joker\` face`, f.range);
    } else if (typeof f.value === 'number' && f.value < 0) {
      diagnostics.error('value/out-of-range', `a face is a number of steps, 0 or more, not ${f.value}`, f.range);
    }
  }
  const dieWord = decls.one(DICE)?.value.die.range;
  const at = declared?.stmt.range ?? dieWord;
  if (!at) return;
  const numbers = die.faces.filter((f): f is number => typeof f === 'number');
  const most = Math.max(0, ...numbers);
  if (most < 1) {
    diagnostics.error(
      'game/cannot-end',
      `no face of the die \`${die.id}\` moves a mouse, so no cheese ever leaves the board and the game cannot end; give it a face of 1 step or more`,
      at,
    );
    return;
  }
  const times = jokerOnDie ? joker.value.times : 1;
  if (most * times > MAX_MOVE_STEPS) {
    const face = declared?.value.faces.find((f) => f.value === most)?.range ?? at;
    diagnostics.error(
      'value/out-of-range',
      `the face ${most} moves ${times > 1 ? `${most * times} steps after a \`${String(joker!.value.face.value)}\`` : `${most} steps`}, and a move may have at most ${MAX_MOVE_STEPS} (each step is a decision): use smaller numbers`,
      face,
    );
  }
}
