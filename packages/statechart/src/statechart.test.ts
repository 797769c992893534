import { describe, expect, it } from 'vitest';
import ElkModule from 'elkjs/lib/elk.bundled.js';
import type { MachineConfig, StateConfig } from '@regelwerk/engine';
import { MODULES } from '@regelwerk/games/all';
import { elkLayoutSync } from './elk-sync.js';
import { toGraph } from './graph.js';
import { chartKey } from './key.js';
import { eventWords, labelLines, words } from './labels.js';
import { chartOf, METRICS, type ChartTexts } from './layout.js';
import { textWidth } from './measure.js';
import { activeIds, type Box, type ChartModel } from './model.js';
import { derivePath, edgesAlong, entryLeaf, possibleNow } from './path.js';
import { toSvg } from './svg.js';

const toy: MachineConfig = {
  id: 'toy',
  initial: 'a',
  states: {
    a: { on: { 'card.draw': { target: 'b', guard: 'deckNotEmpty' } } },
    b: {
      initial: 'x',
      states: {
        x: { always: [{ guard: 'lucky', target: '#toy.c' }, { target: 'y' }] },
        y: { on: { 'turn.end': { target: '#toy.a' } } },
      },
    },
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
      ['b.y', 'atomic'],
      ['c', 'final'],
    ]);
    expect(g.edges.map((e) => [e.source, e.target, e.label])).toEqual([
      ['a', 'b', 'card.draw [deckNotEmpty]'],
      ['b.x', 'c', '[lucky]'],
      ['b.x', 'b.y', 'always'],
      ['b.y', 'a', 'turn.end'],
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

describe('the key of a chart', () => {
  it('is the same for equal configs and differs when a state, a guard or a description differs', () => {
    const copy = JSON.parse(JSON.stringify(toy)) as MachineConfig;
    expect(chartKey(copy)).toBe(chartKey(toy));
    expect(chartKey(toy)).toMatch(/^[0-9a-f]{16}$/);
    const withState: MachineConfig = { ...toy, states: { ...toy.states, d: {} } };
    const withGuard: MachineConfig = { ...toy, states: { ...toy.states, a: { on: { 'card.draw': { target: 'b', guard: 'deckFull' } } } } };
    const described: MachineConfig = { ...toy, states: { ...toy.states, c: { type: 'final', description: 'over' } } };
    const all = [toy, withState, withGuard, described].map(chartKey);
    expect(new Set(all).size).toBe(4);
  });
});

describe('labels', () => {
  it('reads dot-case events verb first and splits camel-case guards into words', () => {
    expect(eventWords('dice.throw')).toBe('throw dice');
    expect(eventWords('tile.take')).toBe('take tile');
    expect(eventWords('pass')).toBe('pass');
    expect(words('noThrowsLeft')).toBe('no throws left');
  });

  it('writes a transition in English, German or as in the config, preferring the game’s own words', () => {
    const t = { event: 'dice.throw', guard: 'throwAllowed' };
    expect(labelLines(t, 'en')).toEqual(['throw dice', 'if throw allowed']);
    expect(labelLines(t, 'code')).toEqual(['dice.throw', '[throwAllowed]']);
    const texts = { events: { 'dice.throw': { de: 'würfeln', en: 'throw' } }, guards: { throwAllowed: { de: 'wenn noch ein Wurf bleibt', en: 'if a throw is left' } } };
    expect(labelLines(t, 'de', texts)).toEqual(['würfeln', 'wenn noch ein Wurf bleibt']);
    expect(labelLines(t, 'de')).toEqual(['throw dice', '[throw allowed]']);
    expect(labelLines({ event: null, guard: null }, 'de')).toEqual(['sofort']);
    expect(labelLines({ event: null, guard: null, otherwise: true }, 'en')).toEqual(['otherwise']);
    expect(labelLines({ event: null, guard: null, otherwise: true }, 'code')).toEqual(['always']);
    expect(labelLines({ event: null, guard: 'lucky' }, 'code')).toEqual(['[lucky]']);
  });

  it('estimates text widths from measured glyph advances', () => {
    expect(textWidth('', 12)).toBe(0);
    expect(textWidth('mm', 10)).toBeCloseTo(19.6);
    expect(textWidth('i', 10)).toBeLessThan(textWidth('W', 10));
    expect(textWidth('a', 14, true)).toBeGreaterThan(textWidth('a', 14));
  });
});

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

describe.each([...MODULES.map((m) => [m.id, m.runtime.fast.config, m.texts as ChartTexts] as const), ['toy', toy, {} as ChartTexts] as const])('the layout of %s', (_id, config, texts) => {
  const chart = chartOf(config, texts);
  const box = new Map(chart.nodes.map((n) => [n.id, n]));
  const parentOf = (id: string) => (id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : '');
  const leaves = chart.nodes.filter((n) => n.kind === 'atomic' || n.kind === 'final');
  const compounds = chart.nodes.filter((n) => n.kind === 'compound');

  it('puts every state inside its parent', () => {
    for (const n of chart.nodes) {
      if (n.kind === 'root') continue;
      expect(inside(n, box.get(parentOf(n.id))!), `${n.id} inside its parent`).toBe(true);
    }
  });

  it('never lets two states overlap unless one holds the other', () => {
    for (const a of chart.nodes) {
      for (const b of chart.nodes) {
        if (a === b || a.kind === 'root' || b.kind === 'root' || a.id.startsWith(`${b.id}.`) || b.id.startsWith(`${a.id}.`)) continue;
        expect(overlaps(a, b), `${a.id} and ${b.id}`).toBe(false);
      }
    }
  });

  it('keeps every transition label clear of every state, every state’s title and every other label', () => {
    chart.edges.forEach((e, i) => {
      const where = `label ${i} (${e.source} → ${e.target})`;
      for (const n of leaves) expect(overlaps(e.label, n), `${where} on ${n.id}`).toBe(false);
      for (const n of compounds) {
        // A label may sit inside a compound state, but not across its border or on its title.
        expect(!overlaps(e.label, n) || inside(e.label, n), `${where} across the border of ${n.id}`).toBe(true);
        expect(overlaps(e.label, { x: n.x, y: n.y, w: n.w, h: METRICS.titleHeight }), `${where} on the title of ${n.id}`).toBe(false);
      }
      chart.edges.forEach((f, j) => {
        if (j > i) expect(overlaps(e.label, f.label), `${where} on label ${j}`).toBe(false);
      });
    });
  });

  it('makes every box wide enough for its words in English, German and as in the config', () => {
    for (const n of leaves) {
      const own = texts.states?.[n.id.slice(n.id.lastIndexOf('.') + 1)];
      for (const s of [n.id.slice(n.id.lastIndexOf('.') + 1), own?.label.de, own?.label.en].filter((x): x is string => !!x)) {
        expect(textWidth(s, METRICS.stateFont), `${s} in ${n.id}`).toBeLessThanOrEqual(n.w);
      }
    }
    for (const e of chart.edges) {
      for (const mode of ['en', 'de', 'code'] as const) {
        const lines = labelLines(e, mode, texts);
        expect(lines.length * METRICS.edgeLine).toBeLessThanOrEqual(e.label.h);
        // Drawn bold when it is what can happen next.
        for (const l of lines) expect(textWidth(l, METRICS.edgeFont, true), l).toBeLessThanOrEqual(e.label.w);
      }
    }
  });

  it('routes every transition from its source to its target', () => {
    for (const e of chart.edges) {
      expect(e.points.length, `${e.source} → ${e.target}`).toBeGreaterThanOrEqual(4);
      const [x0, y0] = e.points;
      const [x1, y1] = e.points.slice(-2);
      const near = (x: number, y: number, b: Box) => x >= b.x - 2 && x <= b.x + b.w + 2 && y >= b.y - 2 && y <= b.y + b.h + 2;
      expect(near(x0!, y0!, box.get(e.source)!), `${e.source} → ${e.target} starts at its source`).toBe(true);
      expect(near(x1!, y1!, box.get(e.target)!), `${e.source} → ${e.target} ends at its target`).toBe(true);
    }
  });

  it('is deterministic, whole numbers, and plain JSON', () => {
    expect(chartOf(config, texts)).toEqual(chart);
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart);
    const numbers = JSON.stringify(chart).match(/-?\d+\.\d+/g);
    expect(numbers).toBeNull();
  });
});

describe('the synchronous ELK run', () => {
  it('gives the same layout as the elkjs API', async () => {
    const graph = () => ({
      id: 'root',
      layoutOptions: { 'elk.algorithm': 'layered', 'elk.hierarchyHandling': 'INCLUDE_CHILDREN' },
      children: [
        { id: 'a', width: 60, height: 30 },
        { id: 'b', children: [{ id: 'c', width: 40, height: 30 }], edges: [] },
      ],
      edges: [{ id: 'e', sources: ['a'], targets: ['c'], labels: [{ id: 'l', text: 'go', width: 20, height: 12 }] }],
    });
    // elkjs is CommonJS: its constructor is the module itself.
    const Elk = ((ElkModule as unknown as { default?: unknown }).default ?? ElkModule) as new () => { layout(g: unknown): Promise<unknown> };
    // `$H` is an object hash ELK's compiled Java adds; it differs from run to run.
    const plain = (g: unknown) => JSON.parse(JSON.stringify(g, (k, v: unknown) => (k === '$H' ? undefined : v)));
    expect(plain(elkLayoutSync(graph()))).toEqual(plain(await new Elk().layout(graph())));
  });
});

describe('a step read off the chart', () => {
  const chart: ChartModel = chartOf(toy);

  it('enters a compound state through its initial children', () => {
    expect(entryLeaf(chart, 'b')).toBe('b.x');
    expect(entryLeaf(chart, '')).toBe('a');
  });

  it('marks the transitions an event can take from the active state and its ancestors', () => {
    expect(possibleNow(chart, 'a').map((i) => chart.edges[i]!.event)).toEqual(['card.draw']);
    expect(possibleNow(chart, 'b.y').map((i) => chart.edges[i]!.event)).toEqual(['turn.end']);
  });

  it('follows eventless transitions through the states a step passes', () => {
    // a —card.draw→ b.x —always→ b.y: x cannot be a resting state (an unguarded always leaves it).
    expect(derivePath(chart, 'a', 'b.y')).toEqual({ states: ['b.x', 'b.y'], certain: true });
    expect(derivePath(chart, 'a', 'c')).toEqual({ states: ['b.x', 'c'], certain: true });
    expect(edgesAlong(chart, 'a', ['b.x', 'c']).map((i) => chart.edges[i]!.target)).toEqual(['b', 'c']);
  });

  it('claims no path where none fits, nor where several do', () => {
    expect(derivePath(chart, null, 'a')).toEqual({ states: ['a'], certain: false });
    expect(derivePath(chart, 'c', 'a')).toEqual({ states: ['a'], certain: false });
  });

  it.each(MODULES.map((m) => [m.id, m] as const))('in %s, every step by one event ends at the state it reached', (_id, m) => {
    const c = chartOf(m.runtime.fast.config, m.texts);
    // Every resting leaf reached by one event from another: derivePath finds at least the route.
    for (const i of c.edges.keys()) {
      const e = c.edges[i]!;
      if (e.event === null) continue;
      const from = entryLeaf(c, e.source);
      const to = entryLeaf(c, e.target);
      expect(derivePath(c, from, to).states.at(-1)).toBe(to);
    }
  });
});

describe('svg', () => {
  it('draws every state and transition, highlights the active path, and escapes text', () => {
    const svg = toSvg(chartOf(toy), { active: new Set(activeIds('b.x')), title: 'A & <B>' });
    expect(svg).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(svg.match(/data-state=/g)).toHaveLength(5);
    expect(svg.match(/class="edge"/g)).toHaveLength(4 + 2);
    expect(svg).toMatch(/data-state="b\.x"><rect class="state atomic active"/);
    expect(svg).toContain('card.draw [deckNotEmpty]');
  });

  it('writes the labels in a language with the game’s words', () => {
    const svg = toSvg(chartOf(toy), { mode: 'de', texts: { states: { a: { label: { de: 'Anfang', en: 'start' } } } } });
    expect(svg).toContain('>Anfang</text>');
    expect(svg).toContain('>sonst</tspan>');
  });
});
