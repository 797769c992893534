/**
 * A direct interpreter for the subset of XState statecharts our games use: nested compound
 * states, `on` and eventless `always` transitions with named guards and named actions, `entry`
 * actions, `reenter`, and a final state at the top level. It refuses a config that uses anything
 * else, so it never silently runs a machine differently from XState.
 *
 * It runs the very same config object and the very same guard and action functions that the
 * XState machine is built from (see `createXStateMachine`), so a game has one definition. It
 * exists because simulations play millions of events: XState's actor costs a few microseconds per
 * event in bookkeeping we do not need there. Tests drive both side by side and compare every snapshot.
 */
import { IGNORE_CHANCE, type ChanceRecorder } from './chance.js';

/**
 * A transition as written in a config: names only, so that both interpreters can read it. `G` and
 * `A` are the game's guard and action names, so that a misspelt name is a type error.
 */
export interface TransitionConfig<G extends string = string, A extends string = string> {
  readonly target?: string;
  readonly guard?: G;
  readonly actions?: A | readonly A[];
  readonly reenter?: boolean;
  readonly description?: string;
}

export type TransitionsConfig<G extends string = string, A extends string = string> = TransitionConfig<G, A> | readonly TransitionConfig<G, A>[];

export interface StateConfig<G extends string = string, A extends string = string> {
  readonly id?: string;
  readonly initial?: string;
  readonly type?: 'final';
  readonly description?: string;
  readonly entry?: A | readonly A[];
  readonly always?: TransitionsConfig<G, A>;
  readonly on?: Readonly<Record<string, TransitionsConfig<G, A>>>;
  readonly states?: Readonly<Record<string, StateConfig<G, A>>>;
  readonly meta?: Readonly<Record<string, unknown>>;
}

export interface MachineConfig<G extends string = string, A extends string = string> extends StateConfig<G, A> {
  readonly id: string;
}

export interface GameEventBase {
  readonly type: string;
}

export type Guard<C, E> = (context: C, event: E) => boolean;
/** Where a writing action puts the context fields it changes (see `WritingAction`). */
export type ContextUpdate<C> = { -readonly [K in keyof C]?: C[K] };

/**
 * An action that returns the context fields it changes, as a plain object. It draws randomness
 * only through `chance` (`chance.from(context.rng)`), which records each draw for the step's log.
 */
export type ReturningAction<C, E> = (context: C, event: E, chance: ChanceRecorder) => Partial<C>;

/**
 * An action that writes the fields it changes into `out` and returns nothing (made with
 * `writes`): a simulation that steps its context in place then spares the merge of a returned
 * object. `out` may be the very object `context` is (a step in place), or an empty object (a
 * checked step, XState): so such an action reads everything it needs from `context` before its
 * first write to `out`, and, as always, replaces fields rather than changing the arrays and
 * objects in them. It cannot also return fields: its type says `undefined`, and a step throws
 * when one does (a value that XState and the fast interpreter would treat differently).
 */
export interface WritingAction<C, E> {
  readonly writes: (context: C, event: E, chance: ChanceRecorder, out: ContextUpdate<C>) => undefined;
}

/** One of the two kinds of action; the config names it, the interpreters run it the same way. */
export type Action<C, E> = ReturningAction<C, E> | WritingAction<C, E>;

/** Marks an action as one that writes its changes into `out` (see `WritingAction`). */
export function writes<C, E>(f: (context: C, event: E, chance: ChanceRecorder, out: ContextUpdate<C>) => undefined): WritingAction<C, E> {
  return { writes: f };
}

/** What a writing action that also returned a value is told (by both interpreters). */
export function returnedWhileWriting(name: string): Error {
  return new Error(`action "${name}" writes its changes into \`out\` and also returned a value: an action either returns its changes or writes them (see WritingAction), never both`);
}

export interface Implementations<C, E, G extends string = string, A extends string = string> {
  readonly guards: Readonly<Record<G, Guard<C, E>>>;
  readonly actions: Readonly<Record<A, Action<C, E>>>;
  /**
   * Legality guards: guards that only ask whether the event is a legal decision now, so that
   * each holds for every decision the game's `legalEvents` lists in that snapshot. A step in
   * place of a decision the session took from that very list (`applyListed`) takes them as
   * holding; every other step (`transition`: `apply`, replay, a session with history, XState)
   * and every eventless transition runs them. The machine is built only when they are sound:
   * each guards event transitions only, and each transition it guards is the last one its leaf
   * tries for that event (so that taking the guard as holding can only ever pick the transition
   * that running it picks for a listed decision; were one to follow, a decision the guard refuses
   * would go on to it). That each holds for every listed decision is what the conformance suite
   * checks, on every decision listed at every step of its games (`checkListedDecisionsTaken`).
   */
  readonly legality?: readonly G[];
}

/** A snapshot of the fast interpreter: the active leaf state as a dotted path, and the context. */
export interface FastSnapshot<C> {
  readonly value: string;
  readonly context: C;
  readonly status: 'active' | 'done';
}

/**
 * A snapshot owned by one caller (a simulation that keeps no history), which `advance` changes in
 * place: its context is updated field by field rather than copied for every event.
 */
export interface OwnedSnapshot<C> {
  value: string;
  context: C;
  status: 'active' | 'done';
}

/** What the interpreter reads; any other key of a state or a transition is refused. */
const STATE_KEYS = new Set(['id', 'initial', 'type', 'description', 'entry', 'always', 'on', 'states', 'meta']);
const TRANSITION_KEYS = new Set(['target', 'guard', 'actions', 'reenter', 'description']);

interface Node {
  readonly key: string;
  readonly path: string;
  readonly parent: Node | null;
  readonly config: StateConfig;
  readonly children: Map<string, Node>;
  readonly depth: number;
  readonly entry: readonly string[];
  entryFns: readonly RunnableAction[];
  readonly on: Map<string, Transition[]>;
  always: Transition[];
  /**
   * For a leaf, the flat table the hot path reads: per event type, the transitions of the leaf and
   * then of each ancestor, in the order XState tries them; and likewise the eventless ones.
   */
  flatOn: Map<string, readonly Transition[]>;
  /**
   * `flatOn` as two parallel lists, event types and their transitions, which every step scans: a
   * leaf listens to a few types (our games: three at most), and comparing a few texts beats a hash lookup.
   */
  onTypes: readonly string[];
  onLists: readonly (readonly Transition[])[];
  flatAlways: readonly Transition[];
  /** Whether this leaf is a top-level final state (the game is over in it). */
  final: boolean;
}

interface Transition {
  readonly source: Node;
  readonly target: Node | null;
  readonly guard: string | undefined;
  readonly actions: readonly string[];
  /** The guard and actions themselves, looked up once. */
  readonly guardFn: Guard<unknown, unknown> | undefined;
  /** Whether the guard is a legality guard (see `Implementations.legality`). */
  readonly legality: boolean;
  readonly actionFns: readonly RunnableAction[];
  readonly reenter: boolean;
  /** Filled in once the whole tree is built: the states entered, top-down, and the leaf reached. */
  entered: readonly Node[];
  leaf: Node | null;
  /** The entry actions of `entered`, in the order they run. */
  entryFns: readonly RunnableAction[];
}

/** An action as a step runs it: its name (for messages) and its function, by kind. */
interface RunnableAction {
  readonly name: string;
  readonly returns: ReturningAction<unknown, unknown> | undefined;
  readonly writes: WritingAction<unknown, unknown>['writes'] | undefined;
}

const list = <T>(x: T | readonly T[] | undefined): readonly T[] => (x === undefined ? [] : Array.isArray(x) ? (x as readonly T[]) : [x as T]);

/** The internal event used when running eventless transitions and entry actions after setup. */
const INIT = { type: 'xstate.init' } as const;

export class FastMachine<C, E extends GameEventBase, G extends string = string, A extends string = string> {
  private readonly root: Node;
  private readonly byPath = new Map<string, Node>();
  private readonly leafCache = new Map<string, Node>();

  constructor(
    readonly config: MachineConfig<G, A>,
    private readonly impl: Implementations<C, E, G, A>,
  ) {
    for (const name of impl.legality ?? []) {
      if (!(impl.guards as Record<string, unknown>)[name]) throw new Error(`FastMachine: legality guard "${name}" has no implementation`);
    }
    this.root = this.build(config.id, config, null);
    this.resolveTransitions(this.root);
    for (const node of this.byPath.values()) if (node.children.size === 0 && node !== this.root) this.flatten(node);
    this.refuseUnsoundLegality();
  }

  /** Throws, naming the guard, the event and the state, unless every legality guard is sound (see `Implementations.legality`). */
  private refuseUnsoundLegality(): void {
    for (const leaf of this.byPath.values()) {
      if (leaf.children.size > 0 || leaf === this.root) continue;
      for (const t of leaf.flatAlways) {
        if (t.legality) throw new Error(`FastMachine: legality guard "${t.guard}" guards an eventless transition in "${t.source.path}": a legality guard asks about a decision, so it guards event transitions only`);
      }
      for (let k = 0; k < leaf.onTypes.length; k++) {
        const ts = leaf.onLists[k]!;
        for (let i = 0; i < ts.length - 1; i++) {
          const t = ts[i]!;
          if (t.legality) {
            throw new Error(
              `FastMachine: legality guard "${t.guard}" is not sound in "${leaf.path}": another transition on "${leaf.onTypes[k]}" follows the one it guards, which a listed decision the guard refuses would take; make it the last transition for the event, or leave it out of legality`,
            );
          }
        }
      }
    }
  }

  /** Compiles a leaf's flat tables: what `select` would find walking up from it, precomputed. */
  private flatten(leaf: Node): void {
    const always: Transition[] = [];
    for (let n: Node | null = leaf; n; n = n.parent) {
      always.push(...n.always);
      for (const [type, ts] of n.on) {
        const list = leaf.flatOn.get(type) as Transition[] | undefined;
        if (list) list.push(...ts);
        else leaf.flatOn.set(type, [...ts]);
      }
    }
    leaf.flatAlways = always;
    leaf.onTypes = [...leaf.flatOn.keys()];
    leaf.onLists = [...leaf.flatOn.values()];
    leaf.final = leaf.config.type === 'final' && leaf.parent === this.root;
  }

  private build(key: string, config: StateConfig, parent: Node | null): Node {
    const path = parent ? (parent.parent ? `${parent.path}.${key}` : key) : '';
    this.refuseUnsupported(config, path);
    const node: Node = {
      key,
      path,
      parent,
      config,
      children: new Map(),
      depth: parent ? parent.depth + 1 : 0,
      entry: list(config.entry),
      entryFns: [],
      on: new Map(),
      always: [],
      flatOn: new Map(),
      onTypes: [],
      onLists: [],
      flatAlways: [],
      final: false,
    };
    for (const name of node.entry) this.requireAction(name, path);
    node.entryFns = node.entry.map((name) => this.actionFn(name));
    this.byPath.set(path, node);
    for (const [k, c] of Object.entries(config.states ?? {})) node.children.set(k, this.build(k, c, node));
    if (node.children.size > 0 && (!config.initial || !node.children.has(config.initial))) {
      throw new Error(`FastMachine: state "${path || key}" needs an initial child that exists`);
    }
    return node;
  }

  private actionFn(name: string): RunnableAction {
    const a = (this.impl.actions as Record<string, Action<unknown, unknown>>)[name]!;
    return typeof a === 'function' ? { name, returns: a, writes: undefined } : { name, returns: undefined, writes: a.writes };
  }

  private requireAction(name: string, where: string): void {
    const a = (this.impl.actions as Record<string, unknown>)[name];
    if (!a) throw new Error(`FastMachine: action "${name}" used in "${where}" has no implementation`);
    if (typeof a === 'function' ? a.length >= 4 : typeof (a as { writes?: unknown }).writes !== 'function') {
      throw new Error(`FastMachine: action "${name}" takes \`out\` but is not made with writes(…), or is no action at all: an action returns its changes, or is made with writes(…) and writes them into \`out\``);
    }
  }

  /** Throws, naming the state, when a config uses what this interpreter does not run the way XState does. */
  private refuseUnsupported(config: StateConfig, path: string): void {
    const where = path === '' ? `the root of "${this.config.id}"` : `state "${path}"`;
    const refuse = (what: string) => {
      throw new Error(`FastMachine: ${where} uses ${what}, which the fast interpreter does not run; use nested states, on/always transitions with named guards and actions, and entry actions`);
    };
    for (const key of Object.keys(config)) if (!STATE_KEYS.has(key)) refuse(`\`${key}\``);
    if (config.type !== undefined && config.type !== 'final') refuse(`\`type: '${String(config.type)}'\``);
    const names = (x: unknown, what: string) => {
      for (const n of x === undefined ? [] : Array.isArray(x) ? x : [x]) if (typeof n !== 'string') refuse(`${what} that is not a name`);
    };
    names(config.entry, 'an entry action');
    const transitions = (ts: unknown, on: string) => {
      for (const t of ts === undefined ? [] : Array.isArray(ts) ? ts : [ts]) {
        if (typeof t !== 'object' || t === null) refuse(`a shorthand transition on ${on} (write { target: … })`);
        for (const key of Object.keys(t as object)) if (!TRANSITION_KEYS.has(key)) refuse(`\`${key}\` in a transition on ${on}`);
        const { target, guard, actions } = t as TransitionConfig;
        if (target !== undefined && typeof target !== 'string') refuse(`several targets in a transition on ${on}`);
        names(guard, `a guard on ${on}`);
        names(actions, `an action on ${on}`);
      }
    };
    transitions(config.always, 'always');
    for (const [event, ts] of Object.entries(config.on ?? {})) {
      if (event === '' || event.includes('*')) refuse(`the event descriptor "${event}" (name events exactly)`);
      transitions(ts, `"${event}"`);
    }
  }

  private resolveTransitions(node: Node): void {
    const make = (t: TransitionConfig): Transition => {
      if (t.guard && !(this.impl.guards as Record<string, unknown>)[t.guard]) throw new Error(`FastMachine: guard "${t.guard}" in "${node.path}" has no implementation`);
      const actions = list(t.actions);
      for (const a of actions) this.requireAction(a, node.path);
      const target = t.target ? this.resolveTarget(node, t.target) : null;
      const guardFn = t.guard ? (this.impl.guards as Record<string, Guard<unknown, unknown>>)[t.guard] : undefined;
      const legality = t.guard !== undefined && (this.impl.legality as readonly string[] | undefined)?.includes(t.guard) === true;
      const actionFns = actions.map((a) => this.actionFn(a));
      const made: Transition = { source: node, target, guard: t.guard, legality, actions, guardFn, actionFns, reenter: t.reenter === true, entered: [], leaf: null, entryFns: [] };
      if (target) {
        // Which states a transition enters depends only on its source and target: work it out once.
        const domain = this.domain(made);
        const entered: Node[] = [];
        for (let n: Node | null = target; n && n !== domain; n = n.parent) entered.unshift(n);
        let leaf = target;
        while (leaf.children.size > 0) {
          leaf = leaf.children.get(leaf.config.initial!)!;
          entered.push(leaf);
        }
        made.entered = entered;
        made.leaf = leaf;
        made.entryFns = entered.flatMap((n) => n.entryFns);
      }
      return made;
    };
    for (const [type, ts] of Object.entries(node.config.on ?? {})) node.on.set(type, list(ts).map(make));
    node.always = list(node.config.always).map(make);
    for (const child of node.children.values()) this.resolveTransitions(child);
  }

  private resolveTarget(from: Node, target: string): Node {
    const path = targetPath(this.config.id, from.path, target);
    if (path === null && target.startsWith('#')) throw new Error(`FastMachine: target "${target}" names an unknown machine id`);
    const found = path === null ? undefined : this.byPath.get(path);
    if (!found) throw new Error(`FastMachine: target "${target}" from "${from.path}" does not exist`);
    return found;
  }

  /** The leaf the last step ended in: a game steps on from there, so its path usually matches. */
  private lastLeaf: Node | null = null;

  private leaf(value: string): Node {
    if (this.lastLeaf !== null && this.lastLeaf.path === value) return this.lastLeaf;
    let node = this.leafCache.get(value);
    if (!node) {
      node = this.byPath.get(value);
      if (!node || node.children.size > 0) throw new Error(`FastMachine: "${value}" is not a leaf state of ${this.config.id}`);
      this.leafCache.set(value, node);
    }
    return node;
  }

  /**
   * Runs actions in order, each seeing the updates of the ones before, assigning them into
   * `context`, the context the step owns. Checked (`transition`): each action gets a frozen copy
   * of the context and, if it writes, a fresh `out` (as under XState), so one that changes its
   * context in place throws, and one that reads the context after writing `out` gives a
   * different game than stepping in place (the conformance suite compares the two). In place
   * (`advance`): `out` is the context itself and nothing is copied.
   */
  private runActions(fns: readonly RunnableAction[], context: C, event: E | typeof INIT, chance: ChanceRecorder, checked: boolean): void {
    if (!checked) {
      // In place: the hot path of simulations, with nothing copied.
      for (let i = 0; i < fns.length; i++) {
        const f = fns[i]!;
        const write = f.writes;
        if (write !== undefined) {
          if (write(context, event, chance, context as ContextUpdate<unknown>) !== undefined) throw returnedWhileWriting(f.name);
        } else {
          const update = f.returns!(context, event, chance);
          if (update !== undefined) Object.assign(context as object, update);
        }
      }
      return;
    }
    for (let i = 0; i < fns.length; i++) {
      const f = fns[i]!;
      const seen = Object.freeze({ ...context });
      const update = f.writes !== undefined ? {} : f.returns!(seen, event, chance);
      if (f.writes !== undefined && f.writes(seen, event, chance, update as ContextUpdate<unknown>) !== undefined) throw returnedWhileWriting(f.name);
      if (update !== undefined) Object.assign(context as object, update);
    }
  }

  /** Enters `node` and its initial descendants, running entry actions top-down; the leaf reached. */
  private enter(from: Node, node: Node, context: C, event: E | typeof INIT, chance: ChanceRecorder): Node {
    // Nodes between `from` (exclusive) and `node` (inclusive), top-down.
    const chain: Node[] = [];
    for (let n: Node | null = node; n && n !== from; n = n.parent) chain.unshift(n);
    for (const n of chain) this.runActions(n.entryFns, context, event, chance, true);
    let leaf = node;
    while (leaf.children.size > 0) {
      leaf = leaf.children.get(leaf.config.initial!)!;
      this.runActions(leaf.entryFns, context, event, chance, true);
    }
    return leaf;
  }

  private isAncestor(a: Node, b: Node): boolean {
    for (let n: Node | null = b; n; n = n.parent) if (n === a) return true;
    return false;
  }

  /** The state whose descendants are exited and re-entered by a transition. */
  private domain(t: Transition): Node {
    const target = t.target!;
    if (!t.reenter && this.isAncestor(t.source, target) && t.source !== target) return t.source;
    // Re-entering an ancestor (or the source itself) exits and enters that state too.
    if (t.reenter && this.isAncestor(target, t.source)) return target.parent ?? this.root;
    let d: Node | null = t.source.parent;
    while (d && !this.isAncestor(d, target)) d = d.parent;
    return d ?? this.root;
  }

  /** The transitions of a leaf and its ancestors on an event type, in the order they are tried. */
  private on(leaf: Node, type: string): readonly Transition[] | undefined {
    const types = leaf.onTypes;
    for (let i = 0; i < types.length; i++) if (types[i] === type) return leaf.onLists[i];
    return undefined;
  }

  private select(ts: readonly Transition[] | undefined, context: C, event: E | typeof INIT): Transition | undefined {
    if (!ts) return undefined;
    for (let i = 0; i < ts.length; i++) {
      const t = ts[i]!;
      if (!t.guardFn || t.guardFn(context, event)) return t;
    }
    return undefined;
  }

  /** `select` for a decision the session took from the game's own list now: legality guards hold. */
  private selectListed(ts: readonly Transition[] | undefined, context: C, event: E): Transition | undefined {
    if (!ts) return undefined;
    for (let i = 0; i < ts.length; i++) {
      const t = ts[i]!;
      if (!t.guardFn || t.legality || t.guardFn(context, event)) return t;
    }
    return undefined;
  }

  /**
   * Takes `chosen` from `leaf`, then eventless transitions until none is enabled, assigning every
   * update into `context`; the leaf it rests in. `trace` collects the leaves passed through.
   */
  private settle(chosen: Transition | undefined, leaf: Node, context: C, event: E | typeof INIT, chance: ChanceRecorder, checked: boolean, trace: string[] | undefined): Node {
    let current = leaf;
    for (let guard = 0; chosen !== undefined; guard++) {
      if (guard >= 10_000) throw new Error(`FastMachine: eventless transitions of ${this.config.id} do not settle (a loop of always transitions)`);
      if (chosen.actionFns.length > 0) this.runActions(chosen.actionFns, context, event, chance, checked);
      if (chosen.leaf !== null) {
        if (chosen.entryFns.length > 0) this.runActions(chosen.entryFns, context, event, chance, checked);
        current = chosen.leaf;
      }
      trace?.push(current.path);
      chosen = current.flatAlways.length === 0 ? undefined : this.select(current.flatAlways, context, event);
    }
    return current;
  }

  /**
   * The one step both paths take: the event on a snapshot the step owns, changed in place.
   * False, with the snapshot as it was, when no transition takes the event.
   */
  private step(owned: OwnedSnapshot<C>, event: E, chance: ChanceRecorder, checked: boolean, listed: boolean, trace: string[] | undefined): boolean {
    if (owned.status === 'done') return false;
    const leaf = this.leaf(owned.value);
    const on = this.on(leaf, event.type);
    const chosen = listed ? this.selectListed(on, owned.context, event) : this.select(on, owned.context, event);
    if (!chosen) return false;
    const end = this.settle(chosen, leaf, owned.context, event, chance, checked, trace);
    // The step's actions are done with the generator they may have been lent (see `ChanceRecorder.lending`).
    chance.stepDone();
    owned.value = end.path;
    owned.status = end.final ? 'done' : 'active';
    this.lastLeaf = end;
    return true;
  }

  /** The first snapshot for an initial context; entry actions draw chance through `chance`. */
  initial(context: C, chance: ChanceRecorder = IGNORE_CHANCE): FastSnapshot<C> {
    const ctx = { ...context };
    const leaf = this.enter(this.root, this.root, ctx, INIT, chance);
    const end = this.settle(this.select(leaf.flatAlways, ctx, INIT), leaf, ctx, INIT, chance, true, undefined);
    return { value: end.path, context: ctx, status: end.final ? 'done' : 'active' };
  }

  /**
   * The snapshot after an event, or `undefined` when no transition takes it (the state is then
   * unchanged, as XState leaves it): `step` on a copy of the snapshot, checked (see `runActions`).
   * The snapshot given is never changed. What chance decides in the step is written to `chance`.
   */
  transition(snapshot: FastSnapshot<C>, event: E, chance: ChanceRecorder = IGNORE_CHANCE): FastSnapshot<C> | undefined {
    const next: OwnedSnapshot<C> = { value: snapshot.value, status: snapshot.status, context: { ...snapshot.context } };
    return this.step(next, event, chance, true, false, undefined) ? next : undefined;
  }

  /**
   * Takes an event on a snapshot the caller owns, changing it in place: actions' results are
   * assigned into its context, which is never copied (`out` is that context). The same step as
   * `transition`, for simulations that keep no earlier snapshot (a kept one would change under
   * its holder). Returns false, leaving the snapshot as it was, when no transition takes the
   * event. Fields an action changes are replaced, never mutated, so values read from the context
   * before the step (a view's arrays) stay as they were. `listed`: the event is one the session
   * took from the game's own `legalEvents` for this very snapshot (`GameSession.applyListed`),
   * so its legality guards are taken as holding (see `Implementations.legality`).
   */
  advance(owned: OwnedSnapshot<C>, event: E, chance: ChanceRecorder = IGNORE_CHANCE, listed = false): boolean {
    return this.step(owned, event, chance, false, listed, undefined);
  }

  /**
   * The leaf states a step passes through, in order, the resting one last (e.g. a turn's end,
   * the reveal, the next turn): what a drawing of the chart lights up. The step is taken again
   * on a copy, drawing nothing; empty when the event is not taken.
   */
  trace(snapshot: FastSnapshot<C>, event: E): readonly string[] {
    const path: string[] = [];
    const copy: OwnedSnapshot<C> = { value: snapshot.value, status: snapshot.status, context: { ...snapshot.context } };
    return this.step(copy, event, IGNORE_CHANCE, true, false, path) ? path : [];
  }

  /** Event types that the active state or its ancestors listen to. */
  eventTypes(snapshot: FastSnapshot<C>): string[] {
    const out = new Set<string>();
    for (let n: Node | null = this.leaf(snapshot.value); n; n = n.parent) for (const k of n.on.keys()) out.add(k);
    return [...out];
  }

  /**
   * Whether a snapshot could have come from this machine at rest: its value is a leaf, its status
   * is `done` exactly in a top-level final state, and no eventless transition is enabled (the
   * machine would not move on by itself). Restoring a saved state checks this; guards run on the
   * context, so check the context's shape first.
   */
  atRest(snapshot: FastSnapshot<C>): string | null {
    const leaf = typeof snapshot.value === 'string' ? this.byPath.get(snapshot.value) : undefined;
    if (!leaf || leaf.children.size > 0 || leaf === this.root) return `${JSON.stringify(snapshot.value)} is not a state of ${this.config.id}`;
    const final = leaf.config.type === 'final' && leaf.parent === this.root;
    if ((snapshot.status === 'done') !== final) return final ? `the state ${leaf.path} ends the game, so its status is "done"` : `the game is not over in ${leaf.path}, so its status is "active"`;
    for (let n: Node | null = leaf; n; n = n.parent) {
      if (this.select(n.always, snapshot.context, INIT)) return `the game does not rest in ${leaf.path} with this context (it would move on at once)`;
    }
    return null;
  }

  /** Every leaf state path of the machine. */
  leaves(): string[] {
    return [...this.byPath.values()].filter((n) => n.children.size === 0 && n !== this.root).map((n) => n.path);
  }
}

/**
 * The state a transition's target names, as a dotted path below the root (the root is ''), read
 * from the state at `from` the way XState reads it: `#id.a.b` is absolute, `.child` a child,
 * `name` (or `name.child`) a sibling. Null where `#` names another machine or the root has no
 * siblings to name. The interpreter and the drawn chart both resolve targets by it.
 */
export function targetPath(machineId: string, from: string, target: string): string | null {
  if (target.startsWith('#')) {
    const [id, ...rest] = target.slice(1).split('.');
    return id === machineId ? rest.join('.') : null;
  }
  if (target.startsWith('.')) return from ? `${from}.${target.slice(1)}` : target.slice(1);
  if (from === '') return null;
  const parent = from.includes('.') ? from.slice(0, from.lastIndexOf('.')) : '';
  return parent ? `${parent}.${target}` : target;
}

/** Converts a dotted leaf path to XState's nested state value. */
export function toStateValue(path: string): string | Record<string, unknown> {
  const parts = path.split('.');
  let value: string | Record<string, unknown> = parts.pop()!;
  while (parts.length > 0) value = { [parts.pop()!]: value };
  return value;
}

/** Converts XState's nested state value of a machine without parallel states to a dotted path. */
export function fromStateValue(value: unknown): string {
  const parts: string[] = [];
  let v = value;
  while (v !== null && typeof v === 'object') {
    const keys = Object.keys(v);
    if (keys.length !== 1) throw new Error('fromStateValue: parallel states are not supported');
    parts.push(keys[0]!);
    v = (v as Record<string, unknown>)[keys[0]!];
  }
  parts.push(String(v));
  return parts.join('.');
}
