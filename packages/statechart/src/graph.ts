import { labelLines } from './labels.js';
import { targetPath, type MachineConfig, type StateConfig, type TransitionConfig, type TransitionsConfig } from '@regelwerk/engine';

export interface ChartNode {
  /** Dotted path from the root, e.g. `playing.half.fromMiddle.turn.ready`; the root is ''. */
  readonly id: string;
  readonly key: string;
  readonly parent: string | null;
  readonly children: readonly string[];
  readonly initial: string | null;
  readonly kind: 'root' | 'compound' | 'atomic' | 'final';
  readonly description: string;
  readonly depth: number;
}

export interface ChartEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** The event, or null for an eventless (`always`) transition. */
  readonly event: string | null;
  readonly guard: string | null;
  readonly label: string;
}

export interface ChartGraph {
  readonly id: string;
  readonly nodes: readonly ChartNode[];
  readonly edges: readonly ChartEdge[];
}

const list = (t: TransitionsConfig | undefined): readonly TransitionConfig[] => (t === undefined ? [] : Array.isArray(t) ? t : [t as TransitionConfig]);

/** The state a transition targets, resolved as the engine's interpreter resolves it. */
function resolve(machineId: string, from: string, target: string): string {
  const path = targetPath(machineId, from, target);
  if (path === null && target.startsWith('#')) throw new Error(`statechart: target ${target} names another machine`);
  if (path === null) throw new Error(`statechart: transition from "${from}" targets unknown state "${target}"`);
  return path;
}

/** The label as in the config: `dice.throw [throwAllowed]`, `[roundComplete]`, `always`. */
const label = (event: string | null, guard: string | null): string => labelLines({ event, guard }, 'code').join(' ');

/** The states and transitions of a machine config, as a graph. */
export function toGraph(config: MachineConfig): ChartGraph {
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  const visit = (key: string, path: string, parent: string | null, c: StateConfig, depth: number) => {
    const children = Object.keys(c.states ?? {});
    nodes.push({
      id: path,
      key,
      parent,
      children: children.map((k) => (path ? `${path}.${k}` : k)),
      initial: c.initial ? (path ? `${path}.${c.initial}` : c.initial) : null,
      kind: parent === null ? 'root' : c.type === 'final' ? 'final' : children.length > 0 ? 'compound' : 'atomic',
      description: c.description ?? '',
      depth,
    });
    const add = (event: string | null, t: TransitionConfig) => {
      const target = t.target ? resolve(config.id, path, t.target) : path;
      const guard = t.guard ?? null;
      edges.push({ id: `e${edges.length}`, source: path, target, event, guard, label: label(event, guard) });
    };
    for (const [event, ts] of Object.entries(c.on ?? {})) for (const t of list(ts)) add(event, t);
    for (const t of list(c.always)) add(null, t);
    for (const k of children) visit(k, path ? `${path}.${k}` : k, path, c.states![k]!, depth + 1);
  };
  visit(config.id, '', null, config, 0);
  const ids = new Set(nodes.map((n) => n.id));
  for (const e of edges) if (!ids.has(e.target)) throw new Error(`statechart: transition from "${e.source}" targets unknown state "${e.target}"`);
  return { id: config.id, nodes, edges };
}
