import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ChanceRecorder } from './chance.js';
import { FastMachine, fromStateValue, targetPath, toStateValue, writes, type Action, type Implementations, type MachineConfig } from './fast-machine.js';
import { seedRng, type RngState } from './rng.js';
import { createXStateMachine } from './xstate-machine.js';

interface Ctx {
  count: number;
  log: string[];
}
type Ev = { type: 'inc' } | { type: 'reset' } | { type: 'leave' };

// A toy machine with every feature the interpreter supports: nesting, guards, entry actions,
// eventless transitions, re-entry, absolute and sibling targets, a final state.
const config: MachineConfig<'small' | 'big', 'inc' | 'reset' | 'noteA' | 'noteB' | 'noteDone'> = {
  id: 'toy',
  initial: 'outer',
  states: {
    outer: {
      initial: 'a',
      states: {
        a: {
          entry: 'noteA',
          on: {
            inc: [{ guard: 'small', target: 'a', reenter: true, actions: 'inc' }, { target: 'b', actions: 'inc' }],
          },
        },
        b: {
          entry: 'noteB',
          always: { guard: 'big', target: '#toy.done' },
          on: { reset: { target: '#toy.outer', reenter: true, actions: 'reset' }, inc: { actions: 'inc' } },
        },
      },
      on: { leave: { target: '#toy.done' } },
    },
    done: { type: 'final', entry: 'noteDone' },
  },
};

const impl = {
  guards: { small: (c: Ctx) => c.count < 2, big: (c: Ctx) => c.count >= 5 },
  actions: {
    // Writes its change into `out` rather than returning it (as hot actions do): `out` is the
    // step's own context in place, and a fresh object in a checked step and under XState.
    inc: writes<Ctx, Ev>((c, _e, _chance, out) => {
      out.count = c.count + 1;
    }),
    reset: () => ({ count: 0 }),
    noteA: (c: Ctx) => ({ log: [...c.log, 'a'] }),
    noteB: (c: Ctx) => ({ log: [...c.log, 'b'] }),
    noteDone: (c: Ctx) => ({ log: [...c.log, 'done'] }),
  },
};

describe('FastMachine', () => {
  const fast = new FastMachine<Ctx, Ev>(config, impl);
  const xs = createXStateMachine<Ctx, Ev, undefined>(config, impl, () => ({ count: 0, log: [] }));

  it.each([
    [['inc', 'inc', 'inc', 'inc']],
    [['inc', 'inc', 'inc', 'reset', 'inc', 'leave']],
    [['inc', 'inc', 'inc', 'inc', 'inc', 'inc', 'inc', 'inc']],
    [['reset', 'leave', 'inc']],
  ] as const)('steps like XState through %j', (events) => {
    const actor = createActor(xs, { input: undefined });
    actor.start();
    let s = fast.initial({ count: 0, log: [] });
    expect(s.context).toEqual(actor.getSnapshot().context);
    for (const type of events) {
      actor.send({ type });
      s = fast.transition(s, { type }) ?? s;
      const x = actor.getSnapshot();
      expect(s.value).toBe(fromStateValue(x.value));
      expect(s.context).toEqual(x.context);
      expect(s.status).toBe(x.status);
    }
  });

  it('steps a snapshot it owns in place like transition(), leaving arrays read before a step as they were', () => {
    const events = ['inc', 'inc', 'inc', 'reset', 'inc', 'inc', 'inc', 'inc', 'inc', 'inc'] as const;
    let copied = fast.initial({ count: 0, log: [] });
    const first = fast.initial({ count: 0, log: [] });
    const owned = { value: first.value, status: first.status, context: { ...first.context } };
    for (const type of events) {
      const logBefore = owned.context.log;
      const seen = [...logBefore];
      const next = fast.transition(copied, { type });
      expect(fast.advance(owned, { type })).toBe(next !== undefined);
      copied = next ?? copied;
      expect(owned).toEqual(copied);
      expect(logBefore).toEqual(seen);
    }
    expect(owned.status).toBe('done');
  });

  it('runs every guard on every step, in place as in a checked step: no caller vouches for an event', () => {
    const asked: string[] = [];
    const counted = {
      guards: {
        small: (c: Ctx) => (asked.push('small'), c.count < 2),
        big: (c: Ctx) => (asked.push('big'), c.count >= 5),
      },
      actions: impl.actions,
    };
    const m = new FastMachine<Ctx, Ev, 'small' | 'big'>(config, counted);
    const first = m.initial({ count: 0, log: [] });
    const owned = { value: first.value, status: first.status, context: { ...first.context } };
    let copied = first;
    for (const type of ['inc', 'inc', 'inc', 'inc'] as const) {
      asked.length = 0;
      expect(m.advance(owned, { type })).toBe(true);
      const inPlace = [...asked];
      asked.length = 0;
      copied = m.transition(copied, { type })!;
      expect(inPlace).toEqual(asked);
      expect(owned).toEqual(copied);
    }
    // At count 2 `small` refuses, so `inc` leaves `a` for `b`: the guard was asked.
    expect(owned.value).toBe('outer.b');
  });

  it('takes a sound legality guard as holding for a listed decision stepped in place, and runs it on every other step', () => {
    // `small` guards the only transition on `inc` in `a`: a listed `inc` skips it; an unlisted
    // one, a checked step and the eventless `big` ask.
    const single: MachineConfig<'small' | 'big', 'inc'> = {
      id: 'single',
      initial: 'a',
      states: { a: { always: { guard: 'big', target: 'done' }, on: { inc: { guard: 'small', target: 'a', reenter: true, actions: 'inc' } } }, done: { type: 'final' } },
    };
    const asked: string[] = [];
    const m = new FastMachine<Ctx, Ev, 'small' | 'big', 'inc'>(single, {
      guards: { small: (c) => (asked.push('small'), c.count < 2), big: (c) => (asked.push('big'), c.count >= 5) },
      actions: { inc: impl.actions.inc },
      legality: ['small'],
    });
    const first = m.initial({ count: 0, log: [] });
    const owned = { value: first.value, status: first.status, context: { ...first.context } };
    asked.length = 0;
    expect(m.advance(owned, { type: 'inc' }, undefined, true)).toBe(true);
    expect(asked).toEqual(['big']);
    asked.length = 0;
    expect(m.advance(owned, { type: 'inc' })).toBe(true);
    expect(m.transition(first, { type: 'inc' })).toBeDefined();
    expect(asked).toEqual(['small', 'big', 'small', 'big']);
    // At count 2 `small` refuses: only a step told the decision is listed takes it.
    asked.length = 0;
    expect(m.advance({ ...owned, context: { ...owned.context } }, { type: 'inc' })).toBe(false);
    expect(m.transition(owned, { type: 'inc' })).toBeUndefined();
    expect(asked).toEqual(['small', 'small']);
  });

  it('builds no machine with an unsound legality guard: one another transition on its event follows, or one on an eventless transition', () => {
    // In `a`, `inc` first tries `small`, then goes to `b`: a listed `inc` that `small` refuses
    // would re-enter `a` instead of going to `b`.
    expect(() => new FastMachine<Ctx, Ev>(config, { ...impl, legality: ['small'] })).toThrow(/legality guard "small" is not sound in "outer.a": another transition on "inc" follows the one it guards/);
    expect(() => new FastMachine<Ctx, Ev>(config, { ...impl, legality: ['big'] })).toThrow(/legality guard "big" guards an eventless transition in "outer.b"/);
    expect(() => new FastMachine<Ctx, Ev>(config, { ...impl, legality: ['nope'] })).toThrow(/legality guard "nope" has no implementation/);
  });

  it('gives a checked step a frozen context, so an action that changes its context in place throws there', () => {
    const sneaky = { ...impl, actions: { ...impl.actions, reset: (c: Ctx) => ((c as { count: number }).count = 0, {}) } };
    const m = new FastMachine<Ctx, Ev>(config, sneaky);
    const s = m.transition(m.initial({ count: 0, log: [] }), { type: 'inc' })!;
    const b = m.transition(m.transition(s, { type: 'inc' })!, { type: 'inc' })!;
    expect(b.value).toBe('outer.b');
    expect(() => m.transition(b, { type: 'reset' })).toThrow(TypeError);
    // The snapshot the step was asked on is as it was.
    expect(b.context.count).toBe(3);
  });

  it('refuses an action that writes into `out` and also returns a value, in every step and under XState alike', () => {
    // The types forbid it (see the test below); an untyped action gets this far, and is stopped.
    const both = writes<Ctx, Ev>(((c: Ctx, _e: Ev, _chance: unknown, out: { count?: number }) => {
      out.count = c.count + 1;
      return { log: [...c.log, 'both'] };
    }) as unknown as Parameters<typeof writes<Ctx, Ev>>[0]);
    const broken = { ...impl, actions: { ...impl.actions, inc: both } };
    const m = new FastMachine<Ctx, Ev>(config, broken);
    const first = m.initial({ count: 0, log: [] });
    expect(() => m.transition(first, { type: 'inc' })).toThrow(/action "inc" writes its changes into `out` and also returned a value/);
    expect(() => m.advance({ ...first, context: { ...first.context } }, { type: 'inc' })).toThrow(/action "inc" writes its changes into `out` and also returned a value/);
    const actor = createActor(createXStateMachine<Ctx, Ev, undefined>(config, broken, () => ({ count: 0, log: [] })), { input: undefined });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: 'inc' });
    expect(errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/action "inc" writes its changes into `out` and also returned a value/) })]);
  });

  it('tells the two kinds of action apart by their types: one returns its changes, one writes them into `out`', () => {
    const actions = {
      returns: (c: Ctx) => ({ count: c.count + 1 }),
      writes: writes<Ctx, Ev>((c, _e, _chance, out) => {
        out.count = c.count + 1;
      }),
    } satisfies Record<string, Action<Ctx, Ev>>;
    expect(Object.keys(actions)).toEqual(['returns', 'writes']);
    const refused: Implementations<Ctx, Ev>['actions'] = {
      // @ts-expect-error a function that takes `out` is not an action unless made with `writes`
      plain: (c: Ctx, _e: Ev, _chance: unknown, out: { count?: number }) => {
        out.count = c.count;
      },
      // @ts-expect-error and one made with `writes` may not return its changes as well
      both: writes<Ctx, Ev>((c, _e, _chance, out) => {
        out.count = c.count;
        return { log: [] };
      }),
    };
    expect(() => new FastMachine<Ctx, Ev>({ id: 't', initial: 'a', states: { a: { entry: 'plain' } } }, { guards: {}, actions: refused })).toThrow(/action "plain" takes `out` but is not made with writes/);
  });

  it('answers undefined for an event nothing takes, and lists leaves and event types', () => {
    const s = fast.initial({ count: 0, log: [] });
    expect(fast.transition(s, { type: 'reset' })).toBeUndefined();
    expect(fast.leaves().sort()).toEqual(['done', 'outer.a', 'outer.b']);
    expect(fast.eventTypes(s).sort()).toEqual(['inc', 'leave']);
  });

  it('refuses configs that name missing guards, actions or targets', () => {
    // Configs read from data are not checked by the type checker; the constructor checks them.
    const untyped = (c: object) => c as MachineConfig;
    expect(() => new FastMachine(untyped({ id: 't', initial: 'a', states: { a: { on: { x: { guard: 'nope' } } } } }), impl)).toThrow(/guard "nope"/);
    expect(() => new FastMachine(untyped({ id: 't', initial: 'a', states: { a: { entry: 'nope' } } }), impl)).toThrow(/action "nope"/);
    expect(() => new FastMachine(untyped({ id: 't', initial: 'a', states: { a: { on: { x: { target: 'zz' } } } } }), impl)).toThrow(/target "zz"/);
  });

  it.each([
    ['exit actions', { a: { exit: 'inc' } }, /state "a" uses `exit`/],
    ['delayed transitions', { a: { after: { 1000: { target: 'b' } } }, b: {} }, /state "a" uses `after`/],
    ['invoked actors', { a: { invoke: { src: 'x' } } }, /state "a" uses `invoke`/],
    ['parallel states', { a: { type: 'parallel', states: { p: {}, q: {} } } }, /state "a" uses `type: 'parallel'`/],
    ['history states', { a: { initial: 'h', states: { h: { type: 'history' } } } }, /state "a.h" uses `type: 'history'`/],
    ['done transitions', { a: { onDone: { target: 'b' } }, b: {} }, /state "a" uses `onDone`/],
    ['tags', { a: { tags: ['x'] } }, /state "a" uses `tags`/],
    ['wildcard events', { a: { on: { 'dice.*': { target: 'a' } } } }, /state "a" uses the event descriptor "dice\.\*"/],
    ['shorthand targets', { a: { on: { x: 'b' } }, b: {} }, /state "a" uses a shorthand transition on "x"/],
    ['several targets', { a: { on: { x: { target: ['b', 'c'] } } }, b: {}, c: {} }, /state "a" uses several targets/],
    ['inline guards', { a: { on: { x: { guard: () => true, target: 'a' } } } }, /state "a" uses a guard on "x" that is not a name/],
    ['guards with parameters', { a: { always: { guard: { type: 'small', params: {} }, target: 'a' } } }, /state "a" uses a guard on always that is not a name/],
    ['inline actions', { a: { entry: [() => ({})] } }, /state "a" uses an entry action that is not a name/],
    ['transition keys it does not read', { a: { on: { x: { target: 'a', internal: true } } } }, /state "a" uses `internal` in a transition on "x"/],
  ])('refuses a config with %s, naming the state', (_what, states, message) => {
    expect(() => new FastMachine({ id: 't', initial: 'a', states } as unknown as MachineConfig, impl)).toThrow(message);
  });

  it('refuses a machine whose root uses what it does not run', () => {
    expect(() => new FastMachine({ id: 't', initial: 'a', exit: 'inc', states: { a: {} } } as unknown as MachineConfig, impl)).toThrow(/the root of "t" uses `exit`/);
  });

  it('checks guard and action names with the type checker', () => {
    const typed = <G extends string, A extends string>(c: MachineConfig<G, A>) => c;
    // @ts-expect-error a guard name that is not one of the game's guards is a compile error
    typed<'small' | 'big', 'inc'>({ id: 't', initial: 'a', states: { a: { always: { guard: 'smal', target: 'a' } } } });
    // @ts-expect-error and so is an action name
    typed<'small' | 'big', 'inc'>({ id: 't', initial: 'a', states: { a: { entry: 'incc' } } });
    // The implementations must cover every name the config uses.
    const config: MachineConfig<'small', 'inc'> = { id: 't', initial: 'a', states: { a: { on: { inc: { guard: 'small', actions: 'inc' } } } } };
    // @ts-expect-error no action "inc" in these implementations
    expect(() => new FastMachine(config, { guards: { small: () => true }, actions: {} })).toThrow(/action "inc"/);
  });

  it('hands every action the step’s chance recorder, which keeps what is drawn', () => {
    const rolling = new FastMachine<{ rng: RngState; value: number }, { type: 'roll' }>(
      { id: 'r', initial: 'a', states: { a: { on: { roll: { actions: 'roll' } } } } },
      {
        guards: {},
        actions: {
          roll: (c, _e, chance) => {
            const draw = chance.from(c.rng);
            return { value: draw.dice({ id: 'd6', faces: [1, 2, 3, 4, 5, 6] }, 1)[0]!, rng: draw.state() };
          },
        },
      },
    );
    const start = rolling.initial({ rng: seedRng('roll'), value: 0 });
    const recorder = new ChanceRecorder();
    const recorded = rolling.transition(start, { type: 'roll' }, recorder)!;
    expect(recorder.draws).toEqual([{ kind: 'dice', die: 'd6', values: [recorded.context.value] }]);
    // The same step without a recorder draws the same, and the previous snapshot is untouched.
    expect(rolling.transition(start, { type: 'roll' })).toEqual(recorded);
    expect(start.context.value).toBe(0);
  });

  it('resolves a target as XState does: absolute by id, a child after a dot, a sibling by name', () => {
    expect(targetPath('m', 'a.b', '#m.c.d')).toBe('c.d');
    expect(targetPath('m', 'a.b', '.x')).toBe('a.b.x');
    expect(targetPath('m', '', '.x')).toBe('x');
    expect(targetPath('m', 'a.b', 'c')).toBe('a.c');
    expect(targetPath('m', 'a', 'c.d')).toBe('c.d');
    // Another machine's id, and a sibling of the root, name no state of this one.
    expect(targetPath('m', 'a', '#other.a')).toBeNull();
    expect(targetPath('m', '', 'a')).toBeNull();
  });

  it('converts between dotted paths and state values', () => {
    expect(toStateValue('a.b.c')).toEqual({ a: { b: 'c' } });
    expect(fromStateValue({ a: { b: 'c' } })).toBe('a.b.c');
  });
});

describe('the trace of a step', () => {
  it('lists the leaves a step passes through, eventless ones included, the resting one last', () => {
    const config = {
      id: 'trace',
      initial: 'a',
      states: {
        a: { on: { go: { target: 'b', actions: 'inc' } } },
        b: { always: [{ guard: 'big', target: 'c' }, { target: 'd' }] },
        c: { type: 'final' as const },
        d: { always: { target: 'a' } },
      },
    };
    const m = new FastMachine<{ n: number }, { type: string; seat: number }>(config, { guards: { big: (c: { n: number }) => c.n > 1 }, actions: { inc: (c: { n: number }) => ({ n: c.n + 1 }) } });
    const s0 = m.initial({ n: 0 });
    expect(m.trace(s0, { type: 'go', seat: 0 })).toEqual(['b', 'd', 'a']);
    const s1 = m.transition(s0, { type: 'go', seat: 0 })!;
    expect(s1.value).toBe('a');
    expect(m.trace(s1, { type: 'go', seat: 0 })).toEqual(['b', 'c']);
    expect(m.trace(s1, { type: 'nope', seat: 0 })).toEqual([]);
    // Tracing changes nothing.
    expect(s1.context).toEqual({ n: 1 });
  });
});
