/**
 * A small validator for data from outside (saved states, events, logs): combinators that
 * describe a shape, and `validate`, which checks a value against one and says where it is not
 * (`$.context.tokens[2]: expected a whole number from 0 to 13, found "3"`). Objects accept their
 * own keys only, never `__proto__`, `constructor` or `prototype`, and nothing is recursed on the
 * input's depth beyond what the shape itself describes.
 *
 * ```ts
 * const Saved = object({ value: oneOf(['ready', 'over']), tokens: array(int(0, 13), { length: 3 }) });
 * const r = validate(Saved, JSON.parse(text), 'state/invalid'); // Result<{ value: …; tokens: number[] }>
 * ```
 */
import { fail, ok, type Result } from './result.js';

/** Where a value is not as described: a path like `$.context.tokens[2]` and why. */
export interface Issue {
  readonly path: string;
  readonly message: string;
}

/** A shape: checks a value found at `path`; null when it fits. */
export interface Shape<T> {
  check(value: unknown, path: string): Issue | null;
  /** Only for type inference: the type a value of this shape has. */
  readonly _type?: T;
}

export type Infer<S> = S extends Shape<infer T> ? T : never;

/** Keys that would reach an object's prototype when assigned or read; never accepted as data. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether `key` is an own property of `o` (never one inherited from Object.prototype). */
export const hasOwn = (o: object, key: PropertyKey): boolean => Object.prototype.hasOwnProperty.call(o, key);

/** The value under an own key of a record, or undefined: lookups by names from outside go through this. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return typeof key === 'string' && hasOwn(record, key) ? record[key] : undefined;
}

/** A short, bounded description of a found value for messages (never recursive). */
export function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : String(v);
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  return String(v);
}

const issue = (path: string, message: string): Issue => ({ path, message });

function shape<T>(check: (value: unknown, path: string) => Issue | null): Shape<T> {
  return { check };
}

/** A whole number from `min` to `max`. */
export const int = (min: number, max: number): Shape<number> =>
  shape((v, path) => (Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? null : issue(path, `expected a whole number from ${min} to ${max}, found ${describe(v)}`)));

/** An unsigned 32-bit whole number (a generator state word). */
export const uint32 = int(0, 2 ** 32 - 1);

export const bool: Shape<boolean> = shape((v, path) => (typeof v === 'boolean' ? null : issue(path, `expected true or false, found ${describe(v)}`)));

/** Text of at most `maxLength` characters. */
export const text = (maxLength = 10_000): Shape<string> =>
  shape((v, path) => (typeof v === 'string' && v.length <= maxLength ? null : issue(path, `expected text of at most ${maxLength} characters, found ${describe(v)}`)));

/** One of the given values (compared with ===). */
export function oneOf<const T extends string | number | boolean | null>(values: readonly T[]): Shape<T> {
  return shape((v, path) => (values.includes(v as T) ? null : issue(path, `expected one of ${values.map((x) => JSON.stringify(x)).join(', ')}, found ${describe(v)}`)));
}

/** null, or a value of `inner`. */
export const nullable = <T>(inner: Shape<T>): Shape<T | null> => shape((v, path) => (v === null ? null : inner.check(v, path)));

/** A list of values of `item`, with a length in bounds. */
export function array<T>(item: Shape<T>, bounds: { readonly length?: number; readonly min?: number; readonly max?: number } = {}): Shape<T[]> {
  const min = bounds.length ?? bounds.min ?? 0;
  const max = bounds.length ?? bounds.max ?? 100_000;
  return shape((v, path) => {
    if (!Array.isArray(v)) return issue(path, `expected a list, found ${describe(v)}`);
    if (v.length < min || v.length > max) return issue(path, `expected ${min === max ? min : `${min} to ${max}`} item(s), found ${v.length}`);
    for (let i = 0; i < v.length; i++) {
      const problem = item.check(v[i], `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  });
}

/** A list of exactly these shapes, in order. */
export function tuple<const S extends readonly Shape<unknown>[]>(items: S): Shape<{ -readonly [K in keyof S]: Infer<S[K]> }> {
  return shape((v, path) => {
    if (!Array.isArray(v)) return issue(path, `expected a list, found ${describe(v)}`);
    if (v.length !== items.length) return issue(path, `expected ${items.length} item(s), found ${v.length}`);
    for (let i = 0; i < items.length; i++) {
      const problem = items[i]!.check(v[i], `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  });
}

const fieldPath = (path: string, key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`);

/**
 * A plain object with exactly these fields as own properties (an `optional(…)` field may be
 * missing); any other key, and `__proto__`, `constructor`, `prototype`, is refused.
 */
export function object<F extends Record<string, Shape<unknown>>>(fields: F): Shape<{ -readonly [K in keyof F]: Infer<F[K]> }> {
  const keys = Object.keys(fields);
  return shape((v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return issue(path, `expected an object, found ${describe(v)}`);
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return issue(path, 'expected a plain object');
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) return issue(fieldPath(path, k), 'this key is never accepted');
      if (!hasOwn(fields, k)) return issue(fieldPath(path, k), `unknown field; expected only ${keys.join(', ')}`);
    }
    for (const k of keys) {
      const f = fields[k]!;
      const present = hasOwn(v, k);
      if (!present) {
        if ((f as OptionalShape).optional) continue;
        return issue(fieldPath(path, k), 'missing');
      }
      const problem = f.check((v as Record<string, unknown>)[k], fieldPath(path, k));
      if (problem) return problem;
    }
    return null;
  });
}

interface OptionalShape {
  readonly optional?: boolean;
}

/** A field of `object` that may be left out. */
export function optional<T>(inner: Shape<T>): Shape<T | undefined> {
  return Object.assign(shape<T | undefined>((v, path) => inner.check(v, path)), { optional: true });
}

/** A shape with a further condition; `test` returns why a value fits the shape but not the condition. */
export function refine<T>(inner: Shape<T>, test: (value: T, path: string) => Issue | string | null): Shape<T> {
  return shape((v, path) => {
    const problem = inner.check(v, path);
    if (problem) return problem;
    const why = test(v as T, path);
    return why === null ? null : typeof why === 'string' ? issue(path, why) : why;
  });
}

/** Checks a value against a shape: the value, typed, or `code` with `path: reason`. */
export function validate<T>(s: Shape<T>, value: unknown, code: string, path = '$'): Result<T> {
  const problem = s.check(value, path);
  return problem ? fail(code, `${problem.path}: ${problem.message}`) : ok(value as T);
}

/**
 * Walks parsed JSON without recursion and finds the first place deeper than `maxDepth` levels or
 * holding a key that reaches a prototype; null when there is none.
 */
export function jsonProblem(value: unknown, maxDepth: number, path = '$'): Issue | null {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path, depth: 0 }];
  while (stack.length > 0) {
    const { v, path: at, depth } = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= maxDepth) return issue(at, `nested more than ${maxDepth} levels deep`);
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: `${at}[${i}]`, depth: depth + 1 });
    } else {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!;
        if (FORBIDDEN_KEYS.has(k)) return issue(fieldPath(at, k), 'this key is never accepted');
        stack.push({ v: (v as Record<string, unknown>)[k], path: fieldPath(at, k), depth: depth + 1 });
      }
    }
  }
  return null;
}
