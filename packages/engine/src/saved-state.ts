/**
 * Restoring a saved state safely: every game's `restore` reads the JSON through `readSavedState`
 * with a shape of its context (see `validate.ts`) and its own consistency checks (conservation,
 * seats in play, the last move agreeing with the board, counters with what they count, …): a
 * state no game can reach is refused like a broken one. Anything else is refused with
 * `state/unreadable` and a message naming the field and the reason; nothing is changed.
 */
import type { PlayerInfo } from './contract.js';
import type { FastSnapshot } from './fast-machine.js';
import { playersProblem } from './players.js';
import { fail, ok, type Result } from './result.js';
import { describe, jsonProblem, tuple, uint32, type Issue, type Shape } from './validate.js';

/** A saved state is a few kilobytes; this bounds what a restore reads. */
export const MAX_SAVED_STATE_CHARS = 1_000_000;
/** Saved states are shallow; deeper nesting is refused before anything else looks at it. */
export const MAX_SAVED_STATE_DEPTH = 32;

/** A generator state: four unsigned 32-bit whole numbers. */
export const rngStateShape = tuple([uint32, uint32, uint32, uint32]);


export interface SavedStateSpec<C, S> {
  /** The game's fast interpreter (what of it restoring needs). */
  readonly fast: { readonly config: { readonly id: string }; leaves(): string[]; atRest(snapshot: FastSnapshot<C>): string | null };
  /** The context as saved (without the rule set). */
  readonly context: Shape<S>;
  /** The full context from the checked saved one (adds the rule set back). */
  build(saved: S): C;
  /** Consistency beyond the shape (conservation, ranges that depend on other fields); null when all holds. */
  consistent?(snapshot: FastSnapshot<C>): Issue | string | null;
}

/**
 * Parses and checks a saved state: JSON, no deeper than `MAX_SAVED_STATE_DEPTH`, no prototype
 * keys, `{ value, status, context }` with only these fields, the context of the shape, the
 * game's own consistency checks, and a state the machine rests in with the right status.
 */
export function readSavedState<C, S>(json: unknown, spec: SavedStateSpec<C, S>): Result<FastSnapshot<C>> {
  const refuse = (path: string, message: string) => fail<FastSnapshot<C>>('state/unreadable', `${path}: ${message}`);
  if (typeof json !== 'string') return refuse('$', `a saved state is JSON text, not ${describe(json)}`);
  if (json.length > MAX_SAVED_STATE_CHARS) return refuse('$', `a saved state has at most ${MAX_SAVED_STATE_CHARS} characters, this one ${json.length}`);
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (e) {
    return refuse('$', `the saved state is not JSON (${(e as Error).message})`);
  }
  const deep = jsonProblem(data, MAX_SAVED_STATE_DEPTH);
  if (deep) return refuse(deep.path, deep.message);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse('$', `expected { "value": …, "status": …, "context": … }, found ${describe(data)}`);
  const d = data as Record<string, unknown>;
  for (const k of Object.keys(d)) if (k !== 'value' && k !== 'status' && k !== 'context') return refuse(`$.${k}`, 'unknown field; expected only value, status, context');
  if (typeof d.value !== 'string' || !spec.fast.leaves().includes(d.value)) {
    return refuse('$.value', `expected a state of ${spec.fast.config.id} (${spec.fast.leaves().join(', ')}), found ${describe(d.value)}`);
  }
  if (d.status !== 'active' && d.status !== 'done') return refuse('$.status', `expected "active" or "done", found ${describe(d.status)}`);
  const shapeProblem = spec.context.check(d.context, '$.context');
  if (shapeProblem) return refuse(shapeProblem.path, shapeProblem.message);
  const snapshot: FastSnapshot<C> = { value: d.value, status: d.status, context: spec.build(d.context as S) };
  let problem: Issue | string | null;
  try {
    problem = spec.consistent?.(snapshot) ?? null;
  } catch (e) {
    problem = `the saved game is not consistent (${(e as Error).message})`;
  }
  if (problem) return typeof problem === 'string' ? refuse('$.context', problem) : refuse(problem.path, problem.message);
  let rest: string | null;
  try {
    rest = spec.fast.atRest(snapshot);
  } catch (e) {
    rest = `the machine cannot judge this context (${(e as Error).message})`;
  }
  if (rest) return refuse(rest.includes('status') ? '$.status' : '$.value', rest);
  return ok(snapshot);
}

/** A game's `serialize` and `restore` (see `GameRuntime`). */
export interface SavedStateCodec<R, C> {
  serialize(snapshot: FastSnapshot<C>): string;
  restore(json: string, rules: R): Result<FastSnapshot<C>>;
}

/**
 * `serialize` and `restore` for a game whose context holds its rule set under `rules` and its
 * seats under `players`: the rule set stays out of the saved JSON (the page knows it) and is put
 * back on restore, after `readSavedState` has checked the saved context against `context(rules)`,
 * every seat's bot against the game's `bots` (a person, or one of them), and the game's
 * `consistent` checks.
 */
export function savedStateCodec<R, C extends { readonly rules: R; readonly players: readonly PlayerInfo[] }>(spec: {
  readonly fast: SavedStateSpec<C, unknown>['fast'];
  readonly context: (rules: R) => Shape<Omit<C, 'rules'>>;
  /** The ids of the game's bots (its runtime's `bots`). */
  readonly bots: readonly string[];
  readonly consistent?: (value: string, status: 'active' | 'done', context: C) => Issue | string | null;
}): SavedStateCodec<R, C> {
  return {
    serialize: (snapshot) => {
      const { rules: _rules, ...context } = snapshot.context;
      return JSON.stringify({ value: snapshot.value, status: snapshot.status, context });
    },
    restore: (json, rules) =>
      readSavedState<C, Omit<C, 'rules'>>(json, {
        fast: spec.fast,
        context: spec.context(rules),
        build: (saved) => ({ ...saved, rules }) as unknown as C,
        consistent: ({ value, status, context }: FastSnapshot<C>) => playersProblem(context.players, '$.context.players', spec.bots) ?? spec.consistent?.(value, status, context) ?? null,
      }),
  };
}
