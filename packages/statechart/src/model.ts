import type { LabelledTransition } from './labels.js';

/** A rectangle in SVG user units (1 unit = 1 CSS px at zoom 1). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface LaidOutNode extends Box {
  /** Dotted path from the root, e.g. `playing.half.fromMiddle.turn.ready`; the root is ''. */
  readonly id: string;
  readonly kind: 'root' | 'compound' | 'atomic' | 'final';
  /** Of a state with children: the key of the child entered first. */
  readonly initial?: string;
  /** Of a state with children: the dot of its initial pseudo-state (x, y), then the arrow's route to the child entered first. */
  readonly entry?: readonly number[];
}

export interface LaidOutEdge extends LabelledTransition {
  readonly source: string;
  readonly target: string;
  /** The route as x0, y0, x1, y1, …: start to end (the end carries the arrow head). */
  readonly points: readonly number[];
  /** The box of the label, which the layout keeps clear of states and other labels. */
  readonly label: Box;
}

/**
 * A statechart ready to draw: boxes, routes and label boxes, laid out at build time. Plain JSON,
 * small (integers, no texts: those come from the game's texts), so pages load it as it is.
 */
export interface ChartModel {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  /** Every state, parents before their children (the order they are painted in); the root first. */
  readonly nodes: readonly LaidOutNode[];
  readonly edges: readonly LaidOutEdge[];
}

/** The last part of a state id: `playing.half` → `half`. */
export const keyOf = (id: string): string => id.slice(id.lastIndexOf('.') + 1);

/** The parent of a state id: `playing.half` → `playing`, `playing` → '' (the root). */
export const parentOf = (id: string): string => (id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : '');

/** Whether `a` is `b` or one of its ancestors (the root '' is everyone's). */
export const contains = (a: string, b: string): boolean => a === '' || a === b || b.startsWith(`${a}.`);

/** The ids of a leaf and all its ancestors (not the root): what lights up when the leaf is active. */
export function activeIds(leaf: string): string[] {
  const parts = leaf.split('.');
  return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
}
