import { suggest, type CompileContext } from '../context.js';
import { groupDigits, multisets, throwSteps } from '../dice-maths.js';
import { MAX_DIFFERENT_THROWS, MAX_SIDES, MAX_THROW_STEPS } from '../limits.js';
import type { Die } from '../ruleset.js';
import { spanOf } from '../syntax.js';
import { DICE, DIE } from '../statements.js';

const BUILTIN_DIE = /^d([0-9]+)$/;

/**
 * Pass 5: dice. The die of `dice` is found (`d6` and the like are built in) and left in
 * `ctx.dice` for the game's passes, which check the faces their own statements mention. Dice
 * with more different throws, or more ways to go on from a throw, than regelwerk works through
 * are refused here, so that every game's rankings, tables, odds and bots stay bounded.
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
    if (sides < 2 || sides > MAX_SIDES) {
      diagnostics.error('value/out-of-range', `a built-in die has 2 to ${MAX_SIDES} sides, not ${sides}`, dieName.range);
      return;
    }
    die = { id: dieName.value, faces: Array.from({ length: sides }, (_, i) => i + 1) };
  }
  if (!die) {
    const s = suggest(dieName.value, dies.keys(), dieName.range);
    diagnostics.error(
      'name/unknown-die',
      `there is no die \`${dieName.value}\`${s.hint}; declare it with \`die ${dieName.value} faces …\` or use a built-in one such as \`d6\``,
      dieName.range,
      s.fixes,
    );
    return;
  }
  for (const d of decls.all(DIE)) {
    if (d.value.id !== die.id) {
      diagnostics.warning('name/unused', `the die \`${d.value.id}\` is declared but no \`dice\` statement uses it`, d.stmt.words[1]!.range);
    }
  }
  const distinct = new Set(die.faces).size;
  const dice = `${count} ${dieName.value}`;
  const at = spanOf(diceDecl.stmt.words.slice(1), diceDecl.stmt.range);
  const throws = multisets(distinct, count);
  if (throws > BigInt(MAX_DIFFERENT_THROWS)) {
    diagnostics.error(
      'value/too-large',
      `${dice} have ${groupDigits(throws)} different throws; regelwerk works with at most ${groupDigits(MAX_DIFFERENT_THROWS)} (5 d6 have ${groupDigits(multisets(6, 5))}): use fewer dice or a die with fewer faces`,
      at,
    );
    return;
  }
  const steps = throwSteps(distinct, count);
  if (steps > BigInt(MAX_THROW_STEPS)) {
    diagnostics.error(
      'value/too-large',
      `with ${dice} a turn can go on from a throw in ${groupDigits(steps)} ways (dice set aside, then the rest thrown); regelwerk works with at most ${groupDigits(MAX_THROW_STEPS)} (5 d6 have ${groupDigits(throwSteps(6, 5))}): use fewer dice`,
      at,
    );
    return;
  }
  ctx.dice = { count, die };
}
