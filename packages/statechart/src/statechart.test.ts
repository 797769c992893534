import { describe, expect, it } from 'vitest';
import type { MachineConfig, StateConfig } from '@regelwerk/engine';
import { MODULES } from '@regelwerk/games/all';
import { activeIds, toGraph } from './graph.js';
import { chartOf } from './layout.js';
import { toSvg } from './svg.js';

const toy: MachineConfig = {
  id: 'toy',
  initial: 'a',
  states: {
    a: { on: { go: { target: 'b', guard: 'ok' } } },
    b: { initial: 'x', states: { x: { always: { target: '#toy.c' } } } },
    c: { type: 'final' },
  },
};

describe('graph', () => {
  it('lists states with their nesting and transitions with events, guards and resolved targets', () => {
    const g = toGraph(toy);
    expect(g.nodes.map((n) => [n.id, n.kind])).toEqual([
      ['', 'root'],
      ['a', 'atomic'],
      ['b', 'compound'],
      ['b.x', 'atomic'],
      ['c', 'final'],
    ]);
    expect(g.edges.map((e) => [e.source, e.target, e.label])).toEqual([
      ['a', 'b', 'go [ok]'],
      ['b.x', 'c', 'always'],
    ]);
  });

  it.each(MODULES.map((m) => [m.id, m] as const))('has every state and transition of the %s machine', (_id, m) => {
    const g = toGraph(m.runtime.fast.config);
    const leaves = g.nodes.filter((n) => n.kind === 'atomic' || n.kind === 'final').map((n) => n.id);
    expect([...leaves].sort()).toEqual(m.runtime.fast.leaves().sort());
    expect(g.edges).toHaveLength(countTransitions(m.runtime.fast.config));
  });

  it('names a leaf and its ancestors as active', () => {
    expect(activeIds('playing.half.fromMiddle.turn.ready')).toEqual(['playing', 'playing.half', 'playing.half.fromMiddle', 'playing.half.fromMiddle.turn', 'playing.half.fromMiddle.turn.ready']);
  });

  it('refuses a transition to a state that does not exist', () => {
    expect(() => toGraph({ id: 't', initial: 'a', states: { a: { on: { x: { target: 'nope' } } } } })).toThrow(/unknown state "nope"/);
  });
});

/** Every transition a config writes: one per entry of `on` and `always`. */
function countTransitions(c: StateConfig): number {
  const list = (t: unknown): number => (Array.isArray(t) ? t.length : t === undefined ? 0 : 1);
  let n = list(c.always);
  for (const t of Object.values(c.on ?? {})) n += list(t);
  for (const child of Object.values(c.states ?? {})) n += countTransitions(child);
  return n;
}

describe.each(MODULES.map((m) => [m.id, m] as const))('layout of %s', (_id, m) => {
  const chart = chartOf(m.runtime.fast.config);
  const box = new Map(chart.nodes.map((n) => [n.id, n]));

  it('puts every state inside its parent', () => {
    for (const n of chart.nodes) {
      if (n.parent === null) continue;
      const p = box.get(n.parent)!;
      expect(n.x >= p.x && n.y >= p.y && n.x + n.w <= p.x + p.w + 0.01 && n.y + n.h <= p.y + p.h + 0.01, `${n.id} inside ${p.id}`).toBe(true);
    }
  });

  it('never lets sibling states overlap', () => {
    for (const n of chart.nodes) {
      const kids = n.children.map((c) => box.get(c)!);
      for (const a of kids) for (const b of kids) {
        if (a === b) continue;
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        expect(apart, `${a.id} and ${b.id}`).toBe(true);
      }
    }
  });

  it('is deterministic and plain JSON', () => {
    expect(JSON.parse(JSON.stringify(chartOf(m.runtime.fast.config)))).toEqual(chart);
  });
});

describe('svg', () => {
  it('draws every state and transition, highlights the active path, and escapes text', () => {
    const svg = toSvg(chartOf(toy), { active: new Set(activeIds('b.x')), title: 'A & <B>' });
    expect(svg).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(svg.match(/data-state=/g)).toHaveLength(4);
    expect(svg.match(/class="edge"/g)).toHaveLength(2);
    expect(svg).toMatch(/data-state="b\.x"><rect class="state atomic active"/);
    expect(svg).toContain('go [ok]');
  });
});
