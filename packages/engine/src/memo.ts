/**
 * Memos for a game's hot paths (docs/adding-a-game.md, "Memos"). A memo is keyed by everything
 * the function it keeps reads, by construction: the function sees only its arguments, and the
 * arguments are the key. So a memo cannot go stale because its function reads one more field: it
 * would have to take it as one more argument. Pass a context's fields, never the context itself
 * (a simulation steps one context object in place, so its identity says nothing), and hand out
 * frozen answers (they are shared by every caller): a memo hands out what its function returns.
 */

/** The most arguments `memoLast` compares. */
const MAX_MEMO_ARGUMENTS = 8;

/**
 * `f` with its last answer kept until it is called with other arguments, compared by identity
 * (`===`: actions replace the arrays and objects they change, never change them, so an array
 * that is the same object holds the same values). For a function asked the same question
 * several times a step (by the legal decisions, a guard, an action); `f` returns its answer
 * frozen (`deepFreeze`, or `Object.freeze` of what holds no objects: at every step of a
 * simulation the walk of `deepFreeze` would cost more than the answer is worth).
 */
export function memoLast<A extends readonly unknown[], R>(f: (...args: A) => R): (...args: A) => R {
  if (f.length > MAX_MEMO_ARGUMENTS) throw new Error(`memoLast: a function of ${f.length} arguments; at most ${MAX_MEMO_ARGUMENTS} are compared`);
  const call = f as unknown as (...args: unknown[]) => R;
  let filled = false;
  let a0: unknown, a1: unknown, a2: unknown, a3: unknown, a4: unknown, a5: unknown, a6: unknown, a7: unknown;
  let value: R;
  // Eight named parameters, compared one by one: a loop over a list of arguments costs several
  // times as much, and this runs several times per decision of every simulated game.
  const memo = (x0?: unknown, x1?: unknown, x2?: unknown, x3?: unknown, x4?: unknown, x5?: unknown, x6?: unknown, x7?: unknown): R => {
    if (filled && x0 === a0 && x1 === a1 && x2 === a2 && x3 === a3 && x4 === a4 && x5 === a5 && x6 === a6 && x7 === a7) return value;
    value = call(x0, x1, x2, x3, x4, x5, x6, x7);
    a0 = x0;
    a1 = x1;
    a2 = x2;
    a3 = x3;
    a4 = x4;
    a5 = x5;
    a6 = x6;
    a7 = x7;
    filled = true;
    return value;
  };
  return memo as unknown as (...args: A) => R;
}

/**
 * `f` of one object (a rule set), its answers kept per object for as long as the object lives,
 * and the last one at hand: what a game works out once per rule set (tables, plans). The answer
 * is not frozen: a table may fill itself in as it is asked (keep what it hands out frozen).
 */
export function memoByObject<K extends object, R>(f: (key: K) => R): (key: K) => R {
  const answers = new WeakMap<K, R>();
  let lastKey: K | undefined;
  let last: R | undefined;
  return (key) => {
    if (key === lastKey) return last!;
    let answer = answers.get(key);
    if (answer === undefined && !answers.has(key)) {
      answer = f(key);
      answers.set(key, answer);
    }
    lastKey = key;
    last = answer;
    return answer as R;
  };
}

/** `memoByIndex`'s answers: one level of lists per argument. */
type IndexTrie = unknown[];

/**
 * `f` of a few small whole numbers (a seat, a cell, a bit set of dice), every answer kept for good:
 * the decisions a game's legal list hands out, made once and shared by every game in the process.
 * Keyed by every argument, by construction (one level of plain lists per argument, read as fast
 * as a list, where a `Map` under a number built by hand would cost a hash and could leave a field
 * out). `f` returns its answer frozen (`deepFreeze`; a list of decisions may stay unfrozen for
 * speed, its decisions frozen, and is then never changed), and never `undefined`.
 */
export function memoByIndex<A extends readonly number[], R>(f: (...args: A) => R): (...args: A) => R {
  const root: IndexTrie = [];
  return (...args: A): R => {
    let node = root;
    const last = args.length - 1;
    for (let i = 0; i < last; i++) node = (node[args[i]!] ??= []) as IndexTrie;
    let answer = node[args[last]!] as R | undefined;
    if (answer === undefined) node[args[last]!] = answer = f(...args);
    return answer;
  };
}
