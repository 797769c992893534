/**
 * The conformance checks of what a game shares (docs/adding-a-game.md, "What leaves a function"
 * and "Memos"): no action changes its context in place, every memo sees every field it reads,
 * every decision a game lists is one the machine takes, and nothing a game or a session hands out
 * (decisions, views, outcomes, logs) changes a game when the caller changes it. Each check takes
 * a runtime and a game recorded with it (or with a sound version of it, as the suite's own tests
 * do with deliberately broken games) and throws an Error that says what is wrong and where.
 */
import type { RuleSet } from '@regelwerk/dsl';
import { canonical } from '../canonical.js';
import { ChanceRecorder } from '../chance.js';
import type { GameEvent, GameRuntime, Seat } from '../contract.js';
import type { FastSnapshot } from '../fast-machine.js';
import { deepFreeze, isDeepFrozen } from '../frozen.js';
import type { GameLog } from '../log.js';
import { GameSession } from '../session.js';

type GameContext = { readonly rules: RuleSet };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Runtime<C extends GameContext, E extends GameEvent> = GameRuntime<any, C, E, any>;

/** What these checks need of a recorded game: its steps and its log. */
export interface RecordedGame<C, E> {
  readonly steps: readonly { readonly before: FastSnapshot<C>; readonly event: E; readonly after: FastSnapshot<C>; readonly chance: readonly unknown[] }[];
  readonly log: GameLog;
}

const where = (i: number, event: unknown, s: FastSnapshot<unknown>) => `step ${i} (${JSON.stringify(event)} in ${s.value})`;

/** A copy of a snapshot with fresh objects all through (what no memo has seen), with `rules` (by default its own rule set). */
function cloneSnapshot<C extends GameContext>(s: FastSnapshot<C>, rules: RuleSet = s.context.rules): FastSnapshot<C> {
  const { rules: _rules, ...rest } = s.context;
  return { value: s.value, status: s.status, context: { ...structuredClone(rest), rules } as unknown as C };
}

/** A copy of a rule set, or null where it holds what cannot be copied. */
function copyOf(rules: RuleSet): RuleSet | null {
  try {
    return structuredClone(rules);
  } catch {
    return null;
  }
}

/** Equal as JSON, key order aside (the same code builds both, so their texts are usually equal at once). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b) || canonical(a) === canonical(b);

const withoutRules = <C extends GameContext>(s: FastSnapshot<C>) => {
  const { rules: _rules, ...context } = s.context;
  return { value: s.value, status: s.status, context };
};

/**
 * Every recorded step taken again, checked (`transition`), on a deeply frozen copy of the context
 * before it (the rule set aside): an action that changes an array or object of its context in
 * place, or writes into the context itself, throws there, and is reported with the step. The
 * step must give the recorded snapshot and draws.
 */
export function checkFrozenSteps<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, game: RecordedGame<C, E>): void {
  for (const [i, step] of game.steps.entries()) {
    const copy = cloneSnapshot(step.before);
    const { rules: _rules, ...fields } = copy.context;
    deepFreeze(fields);
    const frozen: FastSnapshot<C> = { ...copy, context: Object.freeze({ ...fields, rules: step.before.context.rules }) as unknown as C };
    const chance = new ChanceRecorder();
    let after: FastSnapshot<C> | undefined;
    try {
      after = runtime.fast.transition(frozen, step.event, chance);
    } catch (e) {
      const hint = e instanceof TypeError ? '. An action must not change its context, nor an array or object in it: it returns (or writes into `out`) new ones' : '';
      throw new Error(`${where(i, step.event, step.before)} on a frozen copy of its context threw: ${(e as Error).message}${hint}`, { cause: e });
    }
    if (after === undefined) throw new Error(`${where(i, step.event, step.before)}: the machine does not take the step on a copy of the context (something depends on the objects themselves)`);
    if (after.context.rules !== step.before.context.rules || !same(withoutRules(after), withoutRules(step.after))) {
      throw new Error(`${where(i, step.event, step.before)} on a frozen copy of the context gives another snapshot than the recorded one`);
    }
    if (!same(chance.draws, step.chance)) throw new Error(`${where(i, step.event, step.before)} on a frozen copy of the context draws otherwise than recorded`);
  }
}

/** What a seat may decide in a snapshot, as text: the list, its count and each decision by index. */
function decisionsAt<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, s: FastSnapshot<C>): string {
  const seats = runtime.toMove(s);
  // JSON text: the same code lists the decisions of a snapshot and of its copy, in the same key order.
  return JSON.stringify(
    seats.map((seat: Seat) => {
      const legal = runtime.legalEvents(s, seat);
      return {
        seat,
        legal,
        count: runtime.legalCount?.(s, seat) ?? legal.length,
        at: runtime.legalAt ? legal.map((_: E, k: number) => runtime.legalAt!(s, seat, k)) : legal,
      };
    }),
  );
}

/**
 * The legal decisions of every recorded snapshot, asked in the order the game went (so a memo
 * carries from one step to the next, as in play), equal those of a copy with fresh objects all
 * through (which no memo has seen), also with a copy of the rule set where one can be made: a
 * memo keyed by fewer fields than it reads answers for the step before and is caught.
 */
export function checkMemosSeeEveryField<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, game: RecordedGame<C, E>): void {
  const snapshots = [...game.steps.map((s) => s.before), game.steps.at(-1)!.after];
  const asPlayed = snapshots.map((s) => decisionsAt(runtime, s));
  // One copy of the rule set serves every step: a memo keyed by the rule set has not seen it.
  // What is worked out per rule set changes with the rule set alone, so a few steps spread over
  // the game suffice there.
  const copied = copyOf(snapshots[0]!.context.rules);
  const every = Math.max(1, Math.floor(snapshots.length / 24));
  for (const rules of copied === null ? ['same'] : ['same', 'copied']) {
    for (const [i, s] of snapshots.entries()) {
      if (rules === 'copied' && i % every !== 0) continue;
      const fresh = decisionsAt(runtime, cloneSnapshot(s, rules === 'same' ? s.context.rules : copied!));
      if (fresh !== asPlayed[i]) {
        throw new Error(
          `the legal decisions at step ${i} (in ${s.value}) are ${asPlayed[i]!.slice(0, 300)} as the game went, but ${fresh.slice(0, 300)} on a copy${rules === 'copied' ? ' with a copy of the rule set' : ''}: a memo is keyed by fewer fields than it reads (key it by all of them, see memoLast)`,
        );
      }
    }
  }
}

/**
 * Every decision listed at every recorded step is frozen all through, accepted by `check`, and
 * taken by the machine (every guard runs): a game that lists what its own guards refuse is caught
 * here rather than in a simulation.
 */
export function checkListedDecisionsTaken<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, game: RecordedGame<C, E>): void {
  for (const [i, step] of game.steps.entries()) {
    for (const seat of runtime.toMove(step.before)) {
      for (const e of runtime.legalEvents(step.before, seat)) {
        if (!isDeepFrozen(e)) throw new Error(`${where(i, e, step.before)}: a listed decision is not frozen all through (freeze what legalEvents hands out with deepFreeze)`);
        const refusal = runtime.check(step.before, e);
        if (refusal) throw new Error(`${where(i, e, step.before)}: listed as legal, but check refuses it (${refusal.code}: ${refusal.message})`);
        if (runtime.fast.transition(step.before, e) === undefined) throw new Error(`${where(i, e, step.before)}: listed as legal, but the machine's guards refuse it`);
      }
    }
  }
}

/**
 * Changes everything in `value` that can be changed: numbers, texts and true/false replaced, a
 * field added to each object, an item added to each list and the list reversed. A frozen object
 * cannot be changed (trying would only throw), so it is passed over, and its contents visited.
 */
function tamper(value: unknown): void {
  const stack: unknown[] = [value];
  let visited = 0;
  while (stack.length > 0 && visited++ < 10_000) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    const o = v as Record<string, unknown>;
    const open = !Object.isFrozen(o);
    for (const key of Object.keys(o)) {
      const x = o[key];
      if (x !== null && typeof x === 'object') stack.push(x);
      else if (open) o[key] = typeof x === 'number' ? x + 7 : typeof x === 'string' ? `${x}!` : typeof x === 'boolean' ? !x : 0;
    }
    if (!open || ArrayBuffer.isView(o)) continue;
    if (Array.isArray(o)) {
      o.push(99);
      o.reverse();
    } else o.tampered = true;
  }
}

/** Where `event` is in `list`, compared as JSON. */
function indexOf(list: readonly unknown[], event: unknown): number {
  const want = JSON.stringify(event);
  const at = list.findIndex((e) => JSON.stringify(e) === want);
  return at >= 0 ? at : list.findIndex((e) => canonical(e) === canonical(event));
}

/**
 * The recorded game played again through a session that keeps its history, with every decision
 * listed (the session's list and the game's own, by index too), every view (each seat's and a
 * spectator's), every decision taken, the outcome and the log changed after use in every way
 * `tamper` knows: the game's log must be byte for byte the recorded one, and so must the log of
 * the next game with the same seed. A decision cached unfrozen, a view that hands out the
 * context's arrays, a log that shares the session's objects: each changes one of them.
 */
export function checkNothingHandedOutIsShared<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, game: RecordedGame<C, E>, rules: RuleSet): void {
  const recorded = JSON.stringify(game.log);
  const replay = (meddle: boolean): string => {
    const started = GameSession.start(runtime, { rules, players: game.log.players, seed: game.log.seed });
    if (!started.ok) throw new Error(started.error.message);
    const s = started.value;
    for (const [i, step] of game.log.steps.entries()) {
      const seat = step.event.seat;
      const listed = s.legalEvents(seat);
      const index = indexOf(listed, step.event);
      if (index < 0) throw new Error(`step ${i}: the recorded decision ${JSON.stringify(step.event)} is no longer listed (was a list changed through something handed out before?)`);
      if (meddle) {
        const players = game.log.players.length;
        for (let k = 0; k < players; k++) {
          tamper(s.view(k));
          tamper(runtime.legalEvents(s.current, k));
        }
        tamper(s.view('spectator'));
        tamper(s.legalAt(seat, index));
        tamper(listed);
      }
      const taken = s.applyListed(seat, index);
      if (meddle) tamper(taken);
    }
    const text = JSON.stringify(s.toLog());
    if (meddle) {
      tamper(s.outcome());
      tamper(s.toLog());
    }
    return text;
  };
  if (replay(true) !== recorded) throw new Error('a game whose decisions, views, outcome and log were changed after use did not play as recorded: something handed out is shared with the game');
  if (replay(false) !== recorded) throw new Error('the next game with the same seed, after one whose decisions, views, outcome and log were changed, did not play as recorded: something handed out is shared with a cache');
}
