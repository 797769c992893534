/**
 * Parts that several statements share and whose words no plain combinator describes: values
 * with a variable (`n`, `n-1`), `for <n> in <a>..<b>`, die faces, `when <option>`.
 */
import type { SourceRange } from './diagnostics.js';
import { MAX_FOR_VALUES, MAX_NUMBER } from './limits.js';
import type { Face } from './ruleset.js';
import { custom, name, optional, Part, type Located } from './signature.js';
import { asName, type Word } from './syntax.js';

export type Term =
  | { readonly kind: 'num'; readonly value: number; readonly range: SourceRange }
  | { readonly kind: 'var'; readonly name: string; readonly offset: number; readonly range: SourceRange }
  | { readonly kind: 'any'; readonly range: SourceRange };

/** A value in a pattern, a penalty or a list of pieces: a number, a name (a variable, or `any`), or `n-1`. */
export function toTerm(w: Word): Term | undefined {
  switch (w.kind) {
    case 'number':
      return { kind: 'num', value: w.value, range: w.range };
    case 'name':
      return w.value === 'any' ? { kind: 'any', range: w.range } : { kind: 'var', name: w.value, offset: 0, range: w.range };
    case 'expr':
      return { kind: 'var', name: w.name, offset: w.offset, range: w.range };
    default:
      return undefined;
  }
}

/** The variable of `for n in 6..2` and the values it runs over. */
export interface Generator {
  readonly name: string;
  readonly from: number;
  readonly to: number;
  /** From `for` to the end of the range, for messages about the whole clause. */
  readonly range: SourceRange;
}

/** `<n> in <a>..<b>`, after a `for` that the enclosing `optional` has just read. */
export const generator: Part<Generator> = custom('<n> in <a>..<b>', (r) => {
  const start = r.previous()?.range ?? r.here();
  const variable = r.name('the variable of `for`');
  if (!r.expect('in')) return undefined;
  const values = r.range('the values of the variable', { min: -MAX_NUMBER, max: MAX_NUMBER });
  if (variable === undefined || values === undefined || values.to === null) return undefined;
  if (Math.abs(values.to - values.from) >= MAX_FOR_VALUES) {
    return r.fail(`a \`for\` may run over at most ${MAX_FOR_VALUES} values`, start, 'value/out-of-range');
  }
  const end = r.previous()?.range.end ?? start.end;
  return { name: variable, from: values.from, to: values.to, range: { file: start.file, start: start.start, end } };
});

/** `[for <n> in <a>..<b>]`: repeats a row or a list once per value. */
export const forClause = optional('for', generator);

/** The values from `from` to `to`, either way round. */
export function steps(from: number, to: number): number[] {
  const out: number[] = [];
  const d = to >= from ? 1 : -1;
  for (let v = from; d > 0 ? v <= to : v >= to; v += d) out.push(v);
  return out;
}

/** One side of a die: a number or a name. */
export const face: Part<Located<Face>> = custom('<face>', (r) => {
  const w = r.take();
  if (!w) return undefined;
  if (w.kind === 'number') return { value: w.value, range: w.range };
  const named = asName(w);
  if (named !== undefined) return { value: named, range: w.range };
  return r.fail(`a face is a number or a name, not \`${w.text}\``, w.range);
});

/** The option named by `when`; the reader keeps it so the options pass can check that it exists. */
const switchedBy = name('option', 'the option that switches this on').at();
const optionRef = new Part(switchedBy, (r, stops) => {
  const ref = switchedBy.read(r, stops);
  if (ref) r.optionRefs.push(ref);
  return ref;
});

/** `[when <option>]`: the clause holds only while that on/off option is on. */
export const when = optional('when', optionRef);
