import type { CompileContext, SourceRange, Word } from '@regelwerk/dsl';
import { TIES } from '../statements.js';

/** Steps after which nothing is left equal. */
const DECIDES = new Set(['later-loses', 'earlier-loses', 'throw-off']);

const span = (from: Word, to: Word): SourceRange => ({ file: from.range.file, start: from.range.start, end: to.range.end });

/**
 * A `ties` line settles every tie, once: its last step decides (an order or a throw-off), no step
 * follows one that decides, none is written twice, and `throws`/`by` belong to `throw-off`.
 * Each problem comes with a quick fix.
 */
export function checkTies(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  for (const t of decls.all(TIES)) {
    const steps = t.value;
    const words = t.stmt.words;
    const last = words[words.length - 1]!;
    const seen = new Set<string>();
    for (const [i, step] of steps.entries()) {
      const kind = step.kind.value;
      const at = step.kind.range;
      if (kind !== 'throw-off' && (step.throws !== null || step.by !== null)) {
        diagnostics.error('ties/not-throw-off', `\`throws\` and \`by\` say how a throw-off is thrown; \`${kind}\` throws nothing`, at, [{ label: 'Make it a throw-off', range: at, text: 'throw-off' }]);
        return;
      }
      if (seen.has(kind)) {
        diagnostics.error('ties/repeated', `\`${kind}\` is already a step of this line; a step settles nothing the second time`, at, [removeStep(words, at)]);
        return;
      }
      seen.add(kind);
      if (DECIDES.has(kind) && i < steps.length - 1) {
        const next = steps[i + 1]!.kind.range;
        const then = words.find((w) => w.kind === 'name' && w.value === 'then' && w.range.start.offset < next.start.offset && w.range.start.offset > at.start.offset)!;
        diagnostics.error('ties/unreachable', `\`${kind}\` settles every tie, so nothing after it is ever asked`, next, [{ label: `End the line at \`${kind}\``, range: span(then, last), text: '' }]);
        return;
      }
    }
    const end = steps[steps.length - 1];
    if (end && !DECIDES.has(end.kind.value)) {
      const after: SourceRange = { file: last.range.file, start: last.range.end, end: last.range.end };
      diagnostics.error('ties/undecided', `after \`${end.kind.value}\` equal throws can still be left equal; end the line with \`later-loses\`, \`earlier-loses\` or \`throw-off\``, end.kind.range, [
        { label: 'Add `then later-loses`', range: after, text: ' then later-loses' },
        { label: 'Add `then throw-off`', range: after, text: ' then throw-off' },
      ]);
    }
  }
}

/** Takes a repeated step out, with the `then` before it (a repeated step is never the first). */
function removeStep(words: readonly Word[], at: SourceRange): { label: string; range: SourceRange; text: string } {
  const before = words.filter((w) => w.range.end.offset <= at.start.offset);
  const then = before[before.length - 1]!;
  const rest = words.filter((w) => w.range.start.offset >= at.start.offset);
  const nextThen = rest.findIndex((w) => w.kind === 'name' && w.value === 'then');
  const lastOfStep = nextThen < 0 ? rest[rest.length - 1]! : rest[nextThen - 1]!;
  return { label: 'Remove the repeated step', range: { file: at.file, start: then.range.start, end: lastOfStep.range.end }, text: '' };
}
