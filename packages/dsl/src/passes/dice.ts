import { didYouMean, listNames, type CompileContext } from '../context.js';
import type { Die, Face } from '../ruleset.js';

const BUILTIN_DIE = /^d([0-9]+)$/;

/**
 * Pass 5: dice. The die of `dice` is found (`d6` and the like are built in), and every face the
 * rules mention (joker, turns) must be on it.
 */
export function checkDice(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const dies = new Map<string, Die>();
  for (const d of decls.all('die')) {
    dies.set(d.value.id, { id: d.value.id, faces: d.value.faces.map((f) => f.value) });
  }
  const diceDecl = decls.one('dice');
  if (!diceDecl) return;
  const { count, die: dieName } = diceDecl.value;
  let die = dies.get(dieName.value);
  const builtin = BUILTIN_DIE.exec(dieName.value);
  if (!die && builtin) {
    const sides = Number(builtin[1]);
    if (sides < 2 || sides > 100) {
      diagnostics.error('value/out-of-range', `a built-in die has 2 to 100 sides, not ${sides}`, dieName.range);
      return;
    }
    die = { id: dieName.value, faces: Array.from({ length: sides }, (_, i) => i + 1) };
  }
  if (!die) {
    diagnostics.error(
      'name/unknown-die',
      `there is no die \`${dieName.value}\`${didYouMean(dieName.value, dies.keys())}; declare it with \`die ${dieName.value} faces …\` or use a built-in one such as \`d6\``,
      dieName.range,
    );
    return;
  }
  for (const d of decls.all('die')) {
    if (d.value.id !== die.id) {
      diagnostics.warning('name/unused', `the die \`${d.value.id}\` is declared but no \`dice\` statement uses it`, d.stmt.words[1]!.range);
    }
  }
  ctx.dice = { count, die };
  const faces = new Set<Face>(die.faces);
  const faceList = () => listNames([...faces].map(String));

  const joker = decls.one('joker');
  if (joker && !faces.has(joker.value.face.value)) {
    diagnostics.error(
      'name/unknown-face',
      `the die \`${die.id}\` has no face \`${joker.value.face.value}\`${didYouMean(joker.value.face.value, [...faces].map(String))}; its faces are ${faceList()}`,
      joker.value.face.range,
    );
  }
  if (ctx.game === 'kaeseschieben') {
    for (const f of decls.one('die')?.value.faces ?? []) {
      if (typeof f.value === 'string' && f.value !== joker?.value.face.value) {
        diagnostics.error('name/unknown-face', `the face \`${f.value}\` has no number of steps; faces are numbers or the \`joker\` face`, f.range);
      }
    }
  }
  for (const t of decls.all('turn')) {
    const words = t.stmt.words;
    for (const v of [...t.value.from, ...t.value.to]) {
      if (!faces.has(v)) {
        const w = words.find((x) => x.kind === 'number' && x.value === v) ?? words[0]!;
        diagnostics.error('name/unknown-face', `the die \`${die.id}\` has no face ${v}; its faces are ${faceList()}`, w.range);
        return;
      }
    }
    if (t.value.from.length > count) {
      diagnostics.error('value/out-of-range', `a turn can use at most the ${count} dice there are`, words[1]!.range);
    }
  }
}
