import { toGraph, type ChartEdge, type ChartGraph, type ChartNode } from './graph.js';
import type { MachineConfig } from '@regelwerk/engine';

export interface LaidOutNode extends ChartNode {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface LaidOutEdge extends ChartEdge {
  /** Polyline points, start to end (the end has the arrow head). */
  readonly points: readonly (readonly [number, number])[];
  readonly labelAt: readonly [number, number];
}

/** A statechart ready to draw: boxes and lines in SVG user units. Plain JSON. */
export interface ChartModel {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly LaidOutNode[];
  readonly edges: readonly LaidOutEdge[];
}

const CHAR = 6.8;
const PAD = 14;
const TITLE = 22;
const GAP_X = 36;
const GAP_Y = 46;
const ATOM_H = 34;

const textWidth = (s: string) => Math.ceil(s.length * CHAR);

/**
 * A deterministic layered layout for compound statecharts: inside each compound state the
 * children are placed in rows by their distance from the initial child (following transitions
 * between them), and each compound box is sized around its children. Fast and dependency-free,
 * so it can run at build time and the page only loads the result.
 */
export function layout(graph: ChartGraph): ChartModel {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const size = new Map<string, { w: number; h: number }>();
  const rel = new Map<string, { x: number; y: number }>();

  const childOf = (ancestor: ChartNode, id: string): string | undefined => {
    for (const c of ancestor.children) if (id === c || id.startsWith(`${c}.`)) return c;
    return undefined;
  };

  const measure = (n: ChartNode): { w: number; h: number } => {
    if (n.children.length === 0) {
      const s = { w: Math.max(84, textWidth(n.key) + 28), h: ATOM_H };
      size.set(n.id, s);
      return s;
    }
    for (const c of n.children) measure(byId.get(c)!);
    // Rank children by distance from the initial one along transitions between them.
    const next = new Map<string, string[]>(n.children.map((c) => [c, []]));
    for (const e of graph.edges) {
      const a = childOf(n, e.source);
      const b = childOf(n, e.target);
      if (a && b && a !== b && !next.get(a)!.includes(b)) next.get(a)!.push(b);
    }
    const rank = new Map<string, number>();
    const order: string[] = [];
    const start = n.initial ?? n.children[0]!;
    const queue = [start];
    rank.set(start, 0);
    while (queue.length > 0) {
      const c = queue.shift()!;
      order.push(c);
      for (const d of next.get(c)!) {
        if (!rank.has(d)) {
          rank.set(d, rank.get(c)! + 1);
          queue.push(d);
        }
      }
    }
    const maxRank = Math.max(0, ...rank.values());
    for (const c of n.children) {
      if (!rank.has(c)) {
        rank.set(c, maxRank + 1);
        order.push(c);
      }
    }
    const groups: string[][] = [];
    for (const c of order) (groups[rank.get(c)!] ??= []).push(c);
    const ranks = groups.filter(Boolean);
    // Alternate the flow by depth (left to right, then top to bottom) to keep the chart compact.
    const across = n.depth % 2 === 0;
    const span = (r: string[], along: 'w' | 'h') => r.reduce((t, c) => t + size.get(c)![along], 0) + (along === 'w' ? GAP_X : GAP_Y / 2) * (r.length - 1);
    if (across) {
      // Ranks are columns; the children of a rank stack downwards.
      const cols = ranks.map((r) => ({ ids: r, w: Math.max(...r.map((c) => size.get(c)!.w)), h: span(r, 'h') }));
      const innerH = Math.max(...cols.map((c) => c.h));
      // Leave room between two columns for the longest label of a transition between them.
      const colOf = new Map<string, number>();
      cols.forEach((col, i) => col.ids.forEach((c) => colOf.set(c, i)));
      const gaps = cols.map(() => GAP_X);
      for (const e of graph.edges) {
        const a = childOf(n, e.source);
        const b = childOf(n, e.target);
        if (!a || !b || a === b) continue;
        const lo = Math.min(colOf.get(a)!, colOf.get(b)!);
        if (Math.abs(colOf.get(a)! - colOf.get(b)!) === 1) gaps[lo] = Math.max(gaps[lo]!, textWidth(e.label) * 0.85 + 12);
      }
      let x = PAD;
      for (const [i, col] of cols.entries()) {
        let y = TITLE + PAD + (innerH - col.h) / 2;
        for (const c of col.ids) {
          const s = size.get(c)!;
          rel.set(c, { x: x + (col.w - s.w) / 2, y });
          y += s.h + GAP_Y / 2;
        }
        x += col.w + gaps[i]!;
      }
      const s = { w: Math.max(textWidth(n.key) + 12 + 2 * PAD, x - gaps[cols.length - 1]! + PAD + 30), h: TITLE + PAD + innerH + PAD };
      size.set(n.id, s);
      return s;
    }
    const rowSizes = ranks.map((r) => ({ ids: r, w: span(r, 'w'), h: Math.max(...r.map((c) => size.get(c)!.h)) }));
    const innerW = Math.max(textWidth(n.key) + 12, ...rowSizes.map((r) => r.w));
    let y = TITLE + PAD;
    for (const r of rowSizes) {
      let x = PAD + (innerW - r.w) / 2;
      for (const c of r.ids) {
        const s = size.get(c)!;
        rel.set(c, { x, y: y + (r.h - s.h) / 2 });
        x += s.w + GAP_X;
      }
      y += r.h + GAP_Y;
    }
    const s = { w: innerW + 2 * PAD, h: y - GAP_Y + PAD };
    size.set(n.id, s);
    return s;
  };

  const root = graph.nodes.find((n) => n.parent === null)!;
  measure(root);
  const abs = new Map<string, { x: number; y: number }>([[root.id, { x: 0, y: 0 }]]);
  const place = (n: ChartNode) => {
    const p = abs.get(n.id)!;
    for (const c of n.children) {
      const r = rel.get(c)!;
      abs.set(c, { x: p.x + r.x, y: p.y + r.y });
      place(byId.get(c)!);
    }
  };
  place(root);

  const nodes: LaidOutNode[] = graph.nodes.map((n) => ({ ...n, ...abs.get(n.id)!, ...size.get(n.id)! }));
  const box = new Map(nodes.map((n) => [n.id, n]));
  // Transitions between the same two states are drawn side by side, not on top of each other.
  const pair = (e: ChartEdge) => [e.source, e.target].sort().join('\u0000');
  const siblings = new Map<string, ChartEdge[]>();
  for (const e of graph.edges) siblings.set(pair(e), [...(siblings.get(pair(e)) ?? []), e]);
  const routed = graph.edges.map((e) => {
    const group = siblings.get(pair(e))!;
    const offset = (group.indexOf(e) - (group.length - 1) / 2) * 14;
    return route(e, box.get(e.source)!, box.get(e.target)!, e.source === e.target ? 0 : offset);
  });
  const atoms = nodes.filter((n) => n.children.length === 0 && n.kind !== 'root');
  const edges = placeLabels(routed, atoms);
  const rootBox = box.get(root.id)!;
  return { id: graph.id, width: Math.ceil(rootBox.w), height: Math.ceil(rootBox.h), nodes, edges };
}

const contains = (a: LaidOutNode, b: LaidOutNode) => b.id !== a.id && (a.id === '' || b.id.startsWith(`${a.id}.`));

/** Where the line from the centre of `b` towards (tx, ty) leaves the box. */
function border(b: LaidOutNode, tx: number, ty: number): [number, number] {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const dx = tx - cx;
  const dy = ty - cy;
  if (dx === 0 && dy === 0) return [cx, cy];
  const sx = dx === 0 ? Infinity : b.w / 2 / Math.abs(dx);
  const sy = dy === 0 ? Infinity : b.h / 2 / Math.abs(dy);
  const s = Math.min(sx, sy);
  return [cx + dx * s, cy + dy * s];
}

const round = (p: readonly [number, number]): [number, number] => [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10];

/** Moves each label along its line until it clears the state boxes and the labels placed before. */
function placeLabels(edges: LaidOutEdge[], atoms: readonly LaidOutNode[]): LaidOutEdge[] {
  const placed: { x: number; y: number; w: number; h: number }[] = [];
  const hits = (r: { x: number; y: number; w: number; h: number }) =>
    atoms.some((n) => r.x < n.x + n.w && n.x < r.x + r.w && r.y < n.y + n.h && n.y < r.y + r.h) ||
    placed.some((p) => r.x < p.x + p.w && p.x < r.x + r.w && r.y < p.y + p.h && p.y < r.y + r.h);
  return edges.map((e) => {
    const w = textWidth(e.label) * 0.85;
    const rect = (at: readonly [number, number]) => ({ x: at[0] - w / 2, y: at[1] - 14, w, h: 12 });
    const a = e.points[0]!;
    const b = e.points[e.points.length - 1]!;
    let at = e.labelAt;
    if (e.points.length === 2) {
      for (const t of [0.5, 0.35, 0.65, 0.25, 0.75, 0.15, 0.85]) {
        const candidate = round([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
        if (!hits(rect(candidate))) {
          at = candidate;
          break;
        }
      }
    }
    placed.push(rect(at));
    return { ...e, labelAt: at };
  });
}

function route(e: ChartEdge, s: LaidOutNode, t: LaidOutNode, offset = 0): LaidOutEdge {
  let points: [number, number][];
  if (s.id === t.id) {
    // A loop on the right side of the box.
    const x = s.x + s.w;
    const y = s.y + s.h / 2;
    points = [[x, y - 8], [x + 26, y - 14], [x + 26, y + 14], [x, y + 8]];
  } else if (contains(t, s)) {
    // Up to an enclosing state: leave to the right, and enter its right border.
    const y = s.y + s.h / 2;
    points = [[s.x + s.w, y], [t.x + t.w, y]];
  } else if (contains(s, t)) {
    const x = t.x + t.w / 2;
    points = [[x, s.y + TITLE], [x, t.y]];
  } else {
    const a = border(s, t.x + t.w / 2, t.y + t.h / 2);
    const b = border(t, s.x + s.w / 2, s.y + s.h / 2);
    points = [a, b];
  }
  if (offset !== 0 && points.length === 2) {
    // Shift the whole line sideways, perpendicular to its direction.
    const [p, q] = points as [[number, number], [number, number]];
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const nx = (-(q[1] - p[1]) / len) * offset;
    const ny = ((q[0] - p[0]) / len) * offset;
    points = [
      [p[0] + nx, p[1] + ny],
      [q[0] + nx, q[1] + ny],
    ];
  }
  points = points.map(round);
  // A loop's label sits beside the loop (labels are drawn centred on their point).
  const mid = points.length === 4 ? ([points[1]![0] + 6 + (textWidth(e.label) * 0.85) / 2, (points[1]![1] + points[2]![1]) / 2 + 4] as [number, number]) : ([(points[0]![0] + points[points.length - 1]![0]) / 2, (points[0]![1] + points[points.length - 1]![1]) / 2] as [number, number]);
  return { ...e, points, labelAt: round(mid) };
}

/** The laid-out chart of a machine config. */
export function chartOf(config: MachineConfig): ChartModel {
  return layout(toGraph(config));
}

