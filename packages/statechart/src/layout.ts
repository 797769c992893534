/**
 * The layout of a statechart, made by ELK's layered algorithm over the whole hierarchy at once
 * (`elk.hierarchyHandling: INCLUDE_CHILDREN`, as Stately's visualiser does), with every
 * transition label as an ELK edge label: a box of its own that the layout keeps clear of states
 * and other labels. Build time and CLI only (elkjs never reaches a page).
 */
import type { ElkExtendedEdge, ElkLabel, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api.js';
import type { MachineConfig } from '@regelwerk/engine';
import { elkLayoutSync } from './elk-sync.js';
import { toGraph, type ChartGraph, type ChartNode } from './graph.js';
import { labelLines, withOtherwise, type LabelMode, type LocalText, type TransitionTexts } from './labels.js';
import { textWidth } from './measure.js';
import { contains, keyOf, parentOf, type ChartModel, type LaidOutEdge, type LaidOutNode } from './model.js';

/** Sizes in CSS px at zoom 1; the element draws with the same numbers (rw-statechart.styles.ts). */
export const METRICS = {
  stateFont: 14,
  stateHeight: 36,
  statePadX: 14,
  stateMinWidth: 72,
  titleFont: 13,
  titleHeight: 30,
  compoundPad: 14,
  edgeFont: 12,
  edgeLine: 15,
  edgePad: 3,
} as const;

/** What a chart's labels may say: state labels per state key (from the game's texts), and its event and guard texts. */
export interface ChartTexts extends TransitionTexts {
  readonly states?: Readonly<Record<string, { readonly label: LocalText }>>;
}

const MODES: readonly LabelMode[] = ['en', 'de', 'code'];

const ROOT_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.direction': 'DOWN',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  // The narrowest of ELK's node placers for these charts (the first game's: 711 px wide; 761 with NETWORK_SIMPLEX).
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '28',
  'elk.spacing.edgeNode': '14',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelLabel': '4',
  'elk.spacing.nodeSelfLoop': '20',
  'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

const elkId = (id: string) => `s:${id}`;
const DOT = 10;

/** The widest line of a label, in px. */
const widest = (lines: readonly string[], size: number, bold = false) => Math.max(0, ...lines.map((l) => textWidth(l, size, bold)));

/** The texts a state may show: its label in each language and its key (the technical view). */
function stateTexts(n: ChartNode, texts: ChartTexts): string[] {
  const own = texts.states && Object.prototype.hasOwnProperty.call(texts.states, n.key) ? texts.states[n.key] : undefined;
  return [n.key, ...(own ? [own.label.de, own.label.en] : [])];
}

/** The container of an edge for ELK: the lowest state holding both ends (a self-loop: its parent). */
function container(source: string, target: string): string {
  if (source === target) return parentOf(source);
  for (let a = source; ; a = parentOf(a)) {
    if (contains(a, target)) return a;
    if (a === '') return '';
  }
}

const r = (v: number) => Math.round(v);

/** Lays out a statechart graph; `texts` sizes the boxes for every label they may show. */
export function layout(graph: ChartGraph, texts: ChartTexts = {}): ChartModel {
  const M = METRICS;
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const elkNodes = new Map<string, ElkNode>();
  const toElk = (n: ChartNode): ElkNode => {
    const titles = stateTexts(n, texts);
    const node: ElkNode = { id: elkId(n.id), children: [], edges: [] };
    if (n.children.length > 0) {
      const titleW = widest(titles, M.titleFont, true) + 2 * M.compoundPad;
      node.layoutOptions = {
        'elk.padding': `[top=${M.titleHeight + 6},left=${M.compoundPad},bottom=${M.compoundPad},right=${M.compoundPad}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${Math.ceil(titleW)}, ${M.titleHeight + 40})`,
      };
      node.children = n.children.map((c) => toElk(byId.get(c)!));
      if (n.initial) {
        // The initial pseudo-state: a dot with an arrow to the state entered first.
        node.children.unshift({ id: `i:${n.id}`, width: DOT, height: DOT });
        node.edges!.push({ id: `i:${n.id}`, sources: [`i:${n.id}`], targets: [elkId(n.initial)] });
      }
    } else {
      node.width = Math.ceil(Math.max(M.stateMinWidth, widest(titles, M.stateFont) + 2 * M.statePadX));
      node.height = M.stateHeight;
    }
    elkNodes.set(n.id, node);
    return node;
  };
  const rootNode = graph.nodes.find((n) => n.parent === null)!;
  const root = toElk(rootNode);
  root.id = 'root';
  root.layoutOptions = { ...ROOT_OPTIONS, 'elk.padding': '[top=8,left=4,bottom=8,right=4]' };

  const edges = withOtherwise(graph.edges);
  // ELK does not place the labels of edges that cross a state's border. So each transition is
  // split at every border it crosses, through a port on that border, into segments that stay
  // inside one state each; the label goes on the segment in the lowest state holding both ends.
  const segments = edges.map((e, i) => {
    const lca = container(e.source, e.target);
    const out: { readonly edge: ElkExtendedEdge; readonly in: string }[] = [];
    const port = (state: string, name: string): string => {
      const node = elkNodes.get(state)!;
      const id = `${elkId(state)}:${name}${i}`;
      (node.ports ??= []).push({ id, width: 0, height: 0 });
      return id;
    };
    const add = (from: string, to: string, inside: string, label?: ElkLabel) =>
      out.push({ edge: { id: `e${i}.${out.length}`, sources: [from], targets: [to], ...(label ? { labels: [label] } : {}) }, in: inside });
    const variants = MODES.map((m) => labelLines(e, m, texts));
    const label: ElkLabel = {
      id: `l${i}`,
      // ELK skips labels without text.
      text: variants[0]!.join(' '),
      // On the line, as Stately's visualiser has them (beside a self-loop): which arrow a label
      // belongs to is then never in doubt.
      layoutOptions: { 'elk.edgeLabels.inline': e.source === e.target ? 'false' : 'true' },
      // Bold: a label of what can happen next is drawn bold (and bold is the wider).
      width: Math.ceil(Math.max(...variants.map((v) => widest(v, M.edgeFont, true))) + 2 * M.edgePad),
      height: Math.max(...variants.map((v) => v.length)) * M.edgeLine + 2 * M.edgePad,
    };
    // Out of the source's ancestors below the container, one border at a time.
    let from = elkId(e.source);
    if (e.source !== e.target && e.source !== lca) {
      for (let a = parentOf(e.source); a !== lca && contains(lca, a); a = parentOf(a)) {
        const p = port(a, 'out');
        add(from, p, a);
        from = p;
      }
    }
    // Into the target's ancestors below the container, collected outside in.
    const inward: string[] = [];
    if (e.source !== e.target && e.target !== lca) for (let a = parentOf(e.target); a !== lca && contains(lca, a); a = parentOf(a)) inward.unshift(a);
    const firstIn = inward.length > 0 ? port(inward[0]!, 'in') : e.target === lca && e.source !== e.target ? port(e.target, 'back') : elkId(e.target);
    add(from, firstIn, e.source === e.target ? parentOf(e.source) : lca, label);
    let at = firstIn;
    for (const [k, a] of inward.entries()) {
      const next = k + 1 < inward.length ? port(inward[k + 1]!, 'in') : elkId(e.target);
      add(at, next, a);
      at = next;
    }
    for (const s of out) elkNodes.get(s.in)!.edges!.push(s.edge);
    return out.map((s) => s.edge);
  });

  elkLayoutSync(root);

  const route = (edge: ElkExtendedEdge, points: number[] = []): number[] => {
    for (const s of edge.sections ?? []) {
      for (const p of [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]) {
        const x = r(p.x);
        const y = r(p.y);
        // Segments meet end to start at a port: keep the joint once.
        if (points.length >= 2 && points[points.length - 2] === x && points[points.length - 1] === y) continue;
        points.push(x, y);
      }
    }
    return points;
  };
  const nodes: LaidOutNode[] = graph.nodes.map((n) => {
    const b = elkNodes.get(n.id)!;
    const node: LaidOutNode = { id: n.id, kind: n.kind, x: r(b.x ?? 0), y: r(b.y ?? 0), w: r(b.width ?? 0), h: r(b.height ?? 0) };
    const dot = b.children?.find((c) => c.id === `i:${n.id}`);
    const arrow = b.edges?.find((e) => e.id === `i:${n.id}`);
    return dot && arrow && n.initial ? { ...node, initial: keyOf(n.initial), entry: route(arrow, [r(dot.x! + DOT / 2), r(dot.y! + DOT / 2)]) } : node;
  });
  const laidEdges: LaidOutEdge[] = edges.map((e, i) => {
    const points: number[] = [];
    let l: ElkLabel | undefined;
    for (const seg of segments[i]!) {
      l ??= seg.labels?.[0];
      route(seg, points);
    }
    return {
      source: e.source,
      target: e.target,
      event: e.event,
      guard: e.guard,
      ...(e.otherwise ? { otherwise: true } : {}),
      points,
      label: { x: r(l!.x ?? 0), y: r(l!.y ?? 0), w: r(l!.width ?? 0), h: r(l!.height ?? 0) },
    };
  });
  return { id: graph.id, width: r(root.width ?? 0), height: r(root.height ?? 0), nodes, edges: laidEdges };
}

/** The laid-out chart of a machine config; `texts` are the words its labels may show. */
export function chartOf(config: MachineConfig, texts: ChartTexts = {}): ChartModel {
  return layout(toGraph(config), texts);
}
