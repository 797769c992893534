import { listNames, spanOf, type CompileContext, type Face } from '@regelwerk/dsl';
import { KEEP, TURN } from '../statements.js';

/**
 * Turning and keeping dice name faces: each must be on the die, and a turn cannot use more dice
 * than there are. Every line is checked, whatever its condition.
 */
export function checkTurns(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  if (!ctx.dice) return;
  const { count, die } = ctx.dice;
  const faces = new Set<Face>(die.faces);
  for (const k of decls.all(KEEP)) {
    const bad = k.value.find((v) => !faces.has(v));
    if (bad === undefined) continue;
    const w = k.stmt.words.find((x) => x.kind === 'number' && x.value === bad) ?? k.stmt.words[0]!;
    diagnostics.error('name/unknown-face', `the die \`${die.id}\` has no face ${bad}; its faces are ${listNames([...faces].map(String))}`, w.range);
  }
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
    } else if (t.value.to.length > t.value.from.length) {
      // Turning dice over never makes more dice, and the odds and bots count on that.
      const into = words.findIndex((w) => w.kind === 'name' && w.value === 'into');
      const to = words.slice(into + 1, into + 1 + t.value.to.length);
      diagnostics.error(
        'value/out-of-range',
        `turning ${dice(t.value.from.length)} over gives at most ${dice(t.value.from.length)}, not ${t.value.to.length}; name at most ${t.value.from.length} face${t.value.from.length === 1 ? '' : 's'} after \`into\``,
        spanOf(to, t.stmt.range),
      );
    }
  }
}

const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;
