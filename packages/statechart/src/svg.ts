import { labelLineAt, pathData, stateLabel, stateTextAt } from './draw.js';
import { labelLines, type LabelMode, type LocalText, type TransitionTexts } from './labels.js';
import type { ChartModel } from './model.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SvgOptions {
  /** Ids of the states to highlight (a leaf and its ancestors). */
  readonly active?: ReadonlySet<string>;
  readonly title?: string;
  /** The language of the labels, or `code` for the names in the config (the default). */
  readonly mode?: LabelMode;
  /** State labels by state key, and event and guard texts. */
  readonly texts?: TransitionTexts & { readonly states?: Readonly<Record<string, { readonly label: LocalText }>> };
}

/**
 * A standalone SVG document of a chart, with its own styles: for `regelwerk diagram --svg`
 * and the statechart element's download.
 */
export function toSvg(model: ChartModel, o: SvgOptions = {}): string {
  const active = o.active ?? new Set<string>();
  const mode = o.mode ?? 'code';
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${model.width} ${model.height}" width="${model.width}" height="${model.height}" font-family="system-ui, sans-serif" font-size="14">`,
    `<title>${esc(o.title ?? model.id)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#5d5a52"/></marker></defs>',
    '<style>.state{fill:#fffdf7;stroke:#8c8575}.compound{fill:#f4efe2}.active{stroke:#8a3b12;stroke-width:3}.active.atomic,.active.final{fill:#f6dcc8}.label{fill:#1d1b16}.compound+.label{font-weight:700;font-size:13px}.edge{fill:none;stroke:#5d5a52}.elabel{fill:#3d3a33;font-size:12px}.lbg{fill:#fffdf7;fill-opacity:.9}.dot{fill:#5d5a52}</style>',
  ];
  for (const n of model.nodes) {
    if (n.kind === 'root') continue;
    const cls = ['state', n.kind, active.has(n.id) ? 'active' : ''].filter(Boolean).join(' ');
    const [tx, ty] = stateTextAt(n);
    out.push(
      `<g data-state="${esc(n.id)}"><rect class="${cls}" x="${n.x}" y="${n.y}" width="${n.w}" height="${n.h}" rx="${n.kind === 'final' ? 18 : 8}"/>` +
        `<text class="label" x="${tx}" y="${ty}"${n.kind === 'compound' ? '' : ' text-anchor="middle"'}>${esc(stateLabel(n.id, mode, o.texts?.states))}</text></g>`,
    );
  }
  for (const n of model.nodes) {
    if (n.entry) out.push(`<circle class="dot" cx="${n.entry[0]}" cy="${n.entry[1]}" r="5"/><path class="edge" d="${pathData(n.entry.slice(2))}" marker-end="url(#arrow)"/>`);
  }
  for (const e of model.edges) {
    const lines = labelLines(e, mode, o.texts);
    const text = lines.map((l, i) => `<tspan x="${e.label.x + e.label.w / 2}" y="${labelLineAt(e, i, lines.length)}">${esc(l)}</tspan>`).join('');
    out.push(`<g data-edge="${esc(e.source)} ${esc(e.target)}"><title>${esc(labelLines(e, mode, o.texts).join(' '))}</title><path class="edge" d="${pathData(e.points)}" marker-end="url(#arrow)"/><rect class="lbg" x="${e.label.x}" y="${e.label.y}" width="${e.label.w}" height="${e.label.h}" rx="3"/><text class="elabel" text-anchor="middle">${text}</text></g>`);
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
