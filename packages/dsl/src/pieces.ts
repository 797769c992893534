/**
 * Lists of pieces with their values, such as tiles and chips: `-1 x4 -2 x4`, `n x2 for n in 1..6`,
 * with an optional `total` the compiler checks.
 */
import type { Diagnostics } from './diagnostics.js';
import { MAX_PIECES } from './limits.js';
import { forClause, steps, toTerm, type Generator, type Term } from './parts.js';
import type { Reader } from './reader.js';
import { custom, int, many, optional, seq, type Located, type Part } from './signature.js';

export interface PiecesDecl {
  readonly group: string;
  /** Every piece's value, one entry per piece. */
  readonly values: readonly number[];
  readonly total: Located<number> | null;
}

interface Item {
  readonly value: Term;
  readonly times: number;
}

export interface PieceList {
  readonly items: readonly Item[];
  readonly gen: Generator | null;
  readonly total: Located<number> | null;
}

function item(what: string): Part<Item> {
  return custom('<value>[ x<count>]', (r) => {
    const w = r.peek();
    if (!w || r.failed) return undefined;
    const t = toTerm(w);
    if (!t || t.kind === 'any') return r.fail(`expected a ${what} value such as \`-2\` or \`n\`, found \`${w.text}\``);
    r.take();
    const next = r.peek();
    if (next?.kind !== 'times') return { value: t, times: 1 };
    r.take();
    const times = r.checkInt(next.value, 'a count', { min: 1, max: 10_000 }, next.range);
    return times === undefined ? undefined : { value: t, times };
  });
}

/** `<value>[ x<count>] … [for <n> in <a>..<b>] [total <count>]`; `what` is `tile`, `chip`, … */
export function pieces(what: string): Part<PieceList> {
  return seq(
    many(item(what), { min: 1, tooFew: `expected at least one ${what} value` }),
    forClause,
    optional('total', int('count', 'the total', { min: 0, max: MAX_PIECES }).at()),
  ).map(([items, gen, total]) => ({ items, gen, total }));
}

/** Expands the list over its `for` into one value per piece; a variable other than the one of `for` is reported. */
export function countPieces(r: Reader, list: PieceList, what: string, group: string): PiecesDecl | undefined {
  const { items, gen } = list;
  const values: number[] = [];
  for (const n of gen ? steps(gen.from, gen.to) : [undefined]) {
    for (const { value: t, times } of items) {
      let v: number;
      if (t.kind === 'num') v = t.value;
      else if (t.kind === 'var' && gen && t.name === gen.name && n !== undefined) v = n + t.offset;
      else if (t.kind === 'var') {
        return r.fail(
          gen ? `\`${t.name}\` is not the variable of \`for\` (\`${gen.name}\`)` : `\`${t.name}\` is not defined; add \`for ${t.name} in 1..6\``,
          t.range,
          'name/unknown-variable',
        );
      } else continue;
      // Checked before the pieces are made, so long lists of large counts never fill memory;
      // reported at the value that goes over.
      if (values.length + times > r.budget.pieces) {
        const before = MAX_PIECES - r.budget.pieces;
        return r.fail(`too many ${what}s: a file may make at most ${MAX_PIECES} pieces${before > 0 ? `, and the lists above make ${before}` : ''}`, t.range, 'value/out-of-range');
      }
      for (let i = 0; i < times; i++) values.push(v);
    }
  }
  r.budget.pieces -= values.length;
  return { group, values, total: list.total };
}

/** Reports a `total` that the listed pieces do not add up to. */
export function checkTotal(diagnostics: Diagnostics, decl: PiecesDecl, what: string): void {
  if (decl.total && decl.total.value !== decl.values.length) {
    diagnostics.error(
      'count/mismatch',
      `the ${what} add up to ${decl.values.length}, but \`total ${decl.total.value}\` says ${decl.total.value}; change a count or the total`,
      decl.total.range,
    );
  }
}
