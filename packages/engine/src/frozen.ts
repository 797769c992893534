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
 * never with a bare `Object.freeze` of something that holds changeable objects. A walk with a
 * stack (no recursion on the value's depth); cycles end, since an object is frozen before its
 * contents are visited. Typed arrays cannot be frozen and are left as they are: keep them out of
 * what leaves.
 */
export function deepFreeze<T>(value: T): T {
  if (!unfrozen(value)) return value;
  const stack: object[] = [Object.freeze(value)];
  while (stack.length > 0) {
    const o = stack.pop()!;
    if (Array.isArray(o)) {
      for (let i = 0; i < o.length; i++) {
        const v: unknown = o[i];
        if (unfrozen(v)) stack.push(Object.freeze(v));
      }
    } else {
      for (const key of Object.keys(o)) {
        const v = (o as Record<string, unknown>)[key];
        if (unfrozen(v)) stack.push(Object.freeze(v));
      }
    }
  }
  return value;
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
