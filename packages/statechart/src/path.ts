/**
 * A step of a game, read off the chart: which states it passed through, and which transitions
 * may be taken now. The engine knows the exact path of a step; until it reports it (the
 * `path` of `rw-state-change`), the element derives it here from the graph alone.
 */
import { contains, type ChartModel, type LaidOutNode } from './model.js';

/** The states a step entered, in order, the resting state last; `certain` when the graph allows no other. */
export interface StepPath {
  readonly states: readonly string[];
  readonly certain: boolean;
}

/** The leaf entered when a state is entered: its initial child, and that child's, down to a leaf. */
export function entryLeaf(model: ChartModel, id: string): string {
  const byId = new Map(model.nodes.map((n) => [n.id, n]));
  let node: LaidOutNode | undefined = byId.get(id);
  let leaf = id;
  while (node?.initial) {
    leaf = leaf ? `${leaf}.${node.initial}` : node.initial;
    node = byId.get(leaf);
  }
  return leaf;
}

/** Indices of the transitions that an event may take now: those with an event leaving the leaf or one of its ancestors. */
export function possibleNow(model: ChartModel, leaf: string): number[] {
  const out: number[] = [];
  model.edges.forEach((e, i) => {
    if (e.event !== null && contains(e.source, leaf)) out.push(i);
  });
  return out;
}

/**
 * Eventless transitions the machine may follow from a leaf, in the order XState tries them:
 * the leaf's own first, then its ancestors'; an unguarded one ends the list (nothing after it
 * is ever tried), and means the leaf cannot be a resting state.
 */
function eventless(model: ChartModel, leaf: string): { readonly options: number[]; readonly forced: boolean } {
  const options: number[] = [];
  const levels = leaf.split('.').map((_, i, parts) => parts.slice(0, parts.length - i).join('.'));
  for (const state of [...levels, '']) {
    for (const [i, e] of model.edges.entries()) {
      if (e.event !== null || e.source !== state) continue;
      options.push(i);
      if (e.guard === null) return { options, forced: true };
    }
  }
  return { options, forced: false };
}

const MAX_STEPS = 12;

/**
 * The states a step from the leaf `from` to the leaf `to` passed through, read from the chart:
 * one transition with an event, then eventless ones (whose guards the chart cannot evaluate).
 * When several routes fit, only what they share is certain: the states every one passes through.
 */
export function derivePath(model: ChartModel, from: string | null, to: string): StepPath {
  if (from === null) return { states: [to], certain: false };
  const routes: string[][] = [];
  const follow = (leaf: string, route: string[]) => {
    if (routes.length > 64 || route.length > MAX_STEPS) return;
    const { options, forced } = eventless(model, leaf);
    if (leaf === to && !forced) routes.push(route);
    for (const i of options) {
      const next = entryLeaf(model, model.edges[i]!.target);
      if (!route.includes(next)) follow(next, [...route, next]);
    }
  };
  for (const i of possibleNow(model, from)) {
    const first = entryLeaf(model, model.edges[i]!.target);
    follow(first, [first]);
  }
  const distinct = [...new Map(routes.map((r) => [r.join(' '), r])).values()];
  if (distinct.length === 1) return { states: distinct[0]!, certain: true };
  if (distinct.length === 0) return { states: [to], certain: false };
  // What every route passes through, in the order of the shortest.
  const shortest = distinct.reduce((a, b) => (b.length < a.length ? b : a));
  return { states: shortest.filter((id) => distinct.every((r) => r.includes(id))), certain: false };
}

/** Indices of the transitions along a path from the leaf `from`, as far as the chart can tell which. */
export function edgesAlong(model: ChartModel, from: string | null, states: readonly string[]): number[] {
  const out: number[] = [];
  let at = from;
  for (const [k, state] of states.entries()) {
    if (at !== null) {
      const prev = at;
      const i = model.edges.findIndex((e) => (k === 0 ? e.event !== null : e.event === null) && contains(e.source, prev) && contains(e.target, state));
      if (i >= 0) out.push(i);
    }
    at = state;
  }
  return out;
}
