import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { FastMachine, fromStateValue, toStateValue, type MachineConfig } from './fast-machine.js';
import { createXStateMachine } from './xstate-machine.js';

interface Ctx {
  count: number;
  log: string[];
}
type Ev = { type: 'inc' } | { type: 'reset' } | { type: 'leave' };

// A toy machine with every feature the interpreter supports: nesting, guards, entry actions,
// eventless transitions, re-entry, absolute and sibling targets, a final state.
const config: MachineConfig = {
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
    inc: (c: Ctx) => ({ count: c.count + 1 }),
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

  it('answers undefined for an event nothing takes, and lists leaves and event types', () => {
    const s = fast.initial({ count: 0, log: [] });
    expect(fast.transition(s, { type: 'reset' })).toBeUndefined();
    expect(fast.leaves().sort()).toEqual(['done', 'outer.a', 'outer.b']);
    expect(fast.eventTypes(s).sort()).toEqual(['inc', 'leave']);
  });

  it('refuses configs that name missing guards, actions or targets', () => {
    expect(() => new FastMachine({ id: 't', initial: 'a', states: { a: { on: { x: { guard: 'nope' } } } } }, impl)).toThrow(/guard "nope"/);
    expect(() => new FastMachine({ id: 't', initial: 'a', states: { a: { entry: 'nope' } } }, impl)).toThrow(/action "nope"/);
    expect(() => new FastMachine({ id: 't', initial: 'a', states: { a: { on: { x: { target: 'zz' } } } } }, impl)).toThrow(/target "zz"/);
  });

  it('converts between dotted paths and state values', () => {
    expect(toStateValue('a.b.c')).toEqual({ a: { b: 'c' } });
    expect(fromStateValue({ a: { b: 'c' } })).toBe('a.b.c');
  });
});
