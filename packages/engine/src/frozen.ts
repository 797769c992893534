/**
 * Freezing what leaves the engine or a game's caches (docs/adding-a-game.md, "What leaves a
 * function"): a decision a legal list hands out, a view, a draw, an outcome. Such values are
 * shared (a cached decision is handed to every game in the process), so a caller that changed
 * one would change the next game; frozen, a change throws where it is made.
 */

/**
 * Freezes `value` and every object and list in it, and returns it. An object that is frozen
 * already is taken as frozen all through (what this function leaves, so freezing a view again,
 * or a decision made from frozen parts, costs next to nothing): freeze with this function only,
 * never with a bare `Object.freeze` of something that holds changeable objects. Recursion is
 * bounded (a stack takes over below a few dozen levels), and cycles end, since an object is
 * frozen before its contents are visited. Typed arrays cannot be frozen and are left as they
 * are: keep them out of what leaves.
 */
export function deepFreeze<T>(value: T): T {
  if (unfrozen(value)) freezeAll(value, 0);
  return value;
}

/** How deep `freezeAll` recurses before it goes on with a stack (our values are a few levels deep). */
const RECURSION = 32;

/**
 * Freezes `o` (not frozen yet) and what is in it: by recursion while shallow, which allocates
 * nothing (freezing a decision or a memo's answer runs at every step of a simulation), then
 * with a stack.
 */
function freezeAll(o: object, depth: number): void {
  if (depth >= RECURSION) {
    freezeWithStack(o);
    return;
  }
  Object.freeze(o);
  if (Array.isArray(o)) {
    for (let i = 0; i < o.length; i++) {
      const v: unknown = o[i];
      if (unfrozen(v)) freezeAll(v, depth + 1);
    }
    return;
  }
  for (const key in o) {
    if (!Object.prototype.hasOwnProperty.call(o, key)) continue;
    const v = (o as Record<string, unknown>)[key];
    if (unfrozen(v)) freezeAll(v, depth + 1);
  }
}

function freezeWithStack(value: object): void {
  const stack: object[] = [Object.freeze(value)];
  while (stack.length > 0) {
    const o = stack.pop()!;
    for (const key of Object.keys(o)) {
      const v = (o as Record<string, unknown>)[key];
      if (unfrozen(v)) stack.push(Object.freeze(v));
    }
  }
}

/** An object or list that is not frozen yet and can be (a typed array cannot). */
const unfrozen = (v: unknown): v is object => v !== null && typeof v === 'object' && !Object.isFrozen(v) && !ArrayBuffer.isView(v);

/** Whether `value` and everything in it is frozen (what `deepFreeze` leaves); for tests and checks. */
export function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  const seen = new Set<object>();
  const stack: object[] = [value];
  while (stack.length > 0) {
    const o = stack.pop()!;
    if (seen.has(o)) continue;
    seen.add(o);
    if (!Object.isFrozen(o)) return false;
    for (const key of Object.keys(o)) {
      const v = (o as Record<string, unknown>)[key];
      if (v !== null && typeof v === 'object') stack.push(v);
    }
  }
  return true;
}

/**
 * The bit mask of a frozen index list made by `frozenIndexList`, kept on the list under a symbol
 * (not enumerable, so neither JSON, `structuredClone` nor a comparison sees it). V8 (Node 20)
 * reads a frozen array's elements on a slow path, several times slower than a plain array's, and
 * allocating: a throw that counted its decision's `keep` list element by element cost a
 * simulation about a tenth of its pace. A named property is read at full speed (about 3 ns here,
 * against 15 ns for a lookup in a `WeakMap` and 25 ns for counting a list of three).
 */
export const INDEX_MASK: unique symbol = Symbol('regelwerk.indexMask');

type MaskedList = readonly number[] & { readonly [INDEX_MASK]?: number };

/**
 * `indices` (distinct whole numbers from 0 to 30, e.g. dice to set aside) frozen, with its bit
 * mask noted for `indexMask`: for the lists a game's legal decisions share.
 */
export function frozenIndexList(indices: number[]): readonly number[] {
  let mask = 0;
  for (let k = 0; k < indices.length; k++) mask |= 1 << indices[k]!;
  Object.defineProperty(indices, INDEX_MASK, { value: mask });
  return Object.freeze(indices);
}

/** The bit set of an index list: read off one made by `frozenIndexList`, else counted. */
export function indexMask(list: readonly number[]): number {
  const known = (list as MaskedList)[INDEX_MASK];
  if (known !== undefined) return known;
  let mask = 0;
  for (let k = 0; k < list.length; k++) mask |= 1 << list[k]!;
  return mask;
}

const subsetLists = new Map<number, readonly (readonly number[])[]>();

/**
 * Every subset of the indices 0 to n − 1, in mask order (the subset at position m is the one whose
 * bit set is m), each made by `frozenIndexList`; made once per n and shared. For n up to 16.
 */
export function indexSubsets(n: number): readonly (readonly number[])[] {
  let lists = subsetLists.get(n);
  if (!lists) {
    if (!(Number.isInteger(n) && n >= 0 && n <= 16)) throw new Error(`indexSubsets: n must be a whole number from 0 to 16, got ${n}`);
    const out: (readonly number[])[] = [];
    for (let mask = 0; mask < 1 << n; mask++) {
      const list: number[] = [];
      for (let i = 0; i < n; i++) if ((mask >> i) & 1) list.push(i);
      out.push(frozenIndexList(list));
    }
    lists = Object.freeze(out);
    subsetLists.set(n, lists);
  }
  return lists;
}
