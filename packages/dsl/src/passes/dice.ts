import { didYouMean, type CompileContext } from '../context.js';
import type { Die } from '../ruleset.js';
import { DICE, DIE } from '../statements.js';

const BUILTIN_DIE = /^d([0-9]+)$/;

/**
 * Pass 5: dice. The die of `dice` is found (`d6` and the like are built in) and left in
 * `ctx.dice` for the game's passes, which check the faces their own statements mention.
 */
export function checkDice(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const dies = new Map<string, Die>();
  for (const d of decls.all(DIE)) {
    dies.set(d.value.id, { id: d.value.id, faces: d.value.faces.map((f) => f.value) });
  }
  const diceDecl = decls.one(DICE);
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
  for (const d of decls.all(DIE)) {
    if (d.value.id !== die.id) {
      diagnostics.warning('name/unused', `the die \`${d.value.id}\` is declared but no \`dice\` statement uses it`, d.stmt.words[1]!.range);
    }
  }
  ctx.dice = { count, die };
}
