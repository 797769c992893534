/**
 * A decision from outside (a person's board, a log, a caller) is data: read once, at the
 * session's boundary, into a plain frozen copy that `check`, the machine and the log then see.
 * What is not JSON-like data is refused as `event/not-data`, naming the place, before any game
 * code runs on it: a BigInt, a symbol, a function, a getter (it could answer differently the
 * next time it is read), a proxy, an object of a class, a cycle, NaN or Infinity, something too
 * deep or too large. Reading never runs a getter, so nothing the caller wrote runs either.
 */
import { deepFreeze, INDEX_MASK } from './frozen.js';
import { fail, ok, type Result } from './result.js';
import { FORBIDDEN_KEYS } from './validate.js';

/** How deeply a decision may nest: our decisions are 2 levels deep (`keep: [0, 2]`). */
export const MAX_DECISION_DEPTH = 8;
/** How many values (objects, lists, numbers, texts…) a decision may hold in all. */
export const MAX_DECISION_VALUES = 1_000;
/** The longest text in a decision (types and names are short). */
export const MAX_DECISION_TEXT = 1_000;

class NotData extends Error {}

/**
 * The decision as a plain, deeply frozen copy: null, true/false, finite numbers, texts, lists and
 * plain objects, within the bounds above. `undefined` fields are left out, as JSON leaves them.
 */
export function readDecision(value: unknown): Result<unknown> {
  let count = 0;
  const ancestors: object[] = [];
  const refuse = (path: string, why: string): never => {
    throw new NotData(`${path}: ${why}`);
  };
  const read = (v: unknown, path: string, depth: number): unknown => {
    if (++count > MAX_DECISION_VALUES) refuse(path, `a decision holds at most ${MAX_DECISION_VALUES} values`);
    switch (typeof v) {
      case 'boolean':
        return v;
      case 'number':
        return Number.isFinite(v) ? v : refuse(path, `${String(v)} is not a number a log can hold`);
      case 'string':
        return v.length <= MAX_DECISION_TEXT ? v : refuse(path, `a text of more than ${MAX_DECISION_TEXT} characters`);
      case 'bigint':
        return refuse(path, 'a BigInt is not data (use a number)');
      case 'symbol':
        return refuse(path, 'a symbol is not data');
      case 'function':
        return refuse(path, 'a function is not data');
      case 'undefined':
        return refuse(path, 'undefined is not data (use null)');
    }
    if (v === null) return null;
    const o = v as object;
    if (ancestors.includes(o)) refuse(path, 'the decision contains itself (a cycle)');
    if (depth >= MAX_DECISION_DEPTH) refuse(path, `nested more than ${MAX_DECISION_DEPTH} levels deep`);
    const list = Array.isArray(o);
    const proto = Object.getPrototypeOf(o) as unknown;
    if (list ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) refuse(path, 'an object of a class is not data (use a plain object or list)');
    ancestors.push(o);
    let out: unknown;
    if (list) {
      const n = (o as unknown[]).length;
      // Before its keys are listed: a list of a million items costs nothing to refuse.
      if (n > MAX_DECISION_VALUES) refuse(path, `a list of ${n} items (at most ${MAX_DECISION_VALUES})`);
      const keys = Reflect.ownKeys(o);
      const items = new Array<unknown>(n);
      for (let i = 0; i < n; i++) items[i] = read(dataProperty(o, String(i), `${path}[${i}]`, refuse, true), `${path}[${i}]`, depth + 1);
      // The engine's own note on a shared index list (`frozenIndexList`) is not part of the list's data.
      for (const k of keys) if (k !== 'length' && k !== INDEX_MASK && !(typeof k === 'string' && /^(0|[1-9]\d*)$/.test(k) && Number(k) < n)) refuse(path, `a list with the extra field ${String(k)}`);
      out = items;
    } else {
      const record: Record<string, unknown> = {};
      for (const k of Reflect.ownKeys(o)) {
        if (typeof k === 'symbol') refuse(path, `the symbol key ${String(k)} is not data`);
        const key = k as string;
        const at = `${path}.${key}`;
        if (FORBIDDEN_KEYS.has(key)) refuse(at, 'this key is never accepted');
        const desc = Object.getOwnPropertyDescriptor(o, key);
        if (!desc || !desc.enumerable) continue;
        const x = dataProperty(o, key, at, refuse, false, desc);
        if (x === undefined) continue;
        record[key] = read(x, at, depth + 1);
      }
      out = record;
    }
    ancestors.pop();
    return out;
  };
  try {
    const copy = read(value, '$', 0);
    // A proxy answers every question through its handler: its copy may look like data, but it
    // is not a value that a log could hold. structuredClone refuses proxies (and nothing else
    // here: the walk above let only plain data through), without running their handlers.
    if (typeof value === 'object' && value !== null && typeof structuredClone === 'function') {
      try {
        structuredClone(value);
      } catch {
        return fail('event/not-data', '$: a proxy (or an object holding one) is not data');
      }
    }
    return ok(deepFreeze(copy));
  } catch (e) {
    if (e instanceof NotData) return fail('event/not-data', e.message);
    // A proxy's handler (or a revoked proxy) threw while the decision was read.
    return fail('event/not-data', `$: reading the decision failed (${e instanceof Error ? e.message : 'an exception'}); a decision is plain data`);
  }
}

/** The value of an own data property, refusing a getter or setter (and a hole in a list). */
function dataProperty(o: object, key: string, at: string, refuse: (path: string, why: string) => never, item: boolean, known?: PropertyDescriptor): unknown {
  const desc = known ?? Object.getOwnPropertyDescriptor(o, key);
  if (!desc) return item ? refuse(at, 'a hole in a list is not data') : undefined;
  if (desc.get !== undefined || desc.set !== undefined) return refuse(at, 'a getter or setter is not data (it is read once, as a plain value)');
  return desc.value;
}
