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
