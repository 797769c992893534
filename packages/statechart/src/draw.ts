import { type LabelMode, type LocalText } from './labels.js';
import { keyOf, type LaidOutEdge, type LaidOutNode } from './model.js';

/** Drawing helpers shared by the SVG file writer and the statechart element. */

/** The label a state shows: from the texts in a language, else (and in `code` mode) its key. */
export function stateLabel(id: string, mode: LabelMode, states?: Readonly<Record<string, { readonly label: LocalText }>>): string {
  const key = keyOf(id);
  if (mode === 'code' || !states || !Object.prototype.hasOwnProperty.call(states, key)) return key;
  return states[key]!.label[mode];
}

/** An SVG path through a route's points. */
export const pathData = (points: readonly number[]): string => {
  let d = '';
  for (let i = 0; i < points.length; i += 2) d += `${i === 0 ? 'M' : 'L'}${points[i]} ${points[i + 1]}`;
  return d;
};

/** Where the text of a state sits: centred in a leaf, at the top left of a compound. */
export const stateTextAt = (n: LaidOutNode): [number, number] => (n.kind === 'compound' ? [n.x + 10, n.y + 20] : [n.x + n.w / 2, n.y + n.h / 2 + 5]);

/** The baseline of each line of an edge label, centred in its box. */
export const labelLineAt = (e: LaidOutEdge, i: number, n: number): number => e.label.y + e.label.h / 2 + (i - (n - 1) / 2) * 15 + 4;
