import type { ChartModel } from './layout.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SvgOptions {
  /** Ids of the states to highlight (a leaf and its ancestors). */
  readonly active?: ReadonlySet<string>;
  readonly title?: string;
}

/**
 * A standalone SVG document of a chart, with its own styles: for `regelwerk diagram --svg`
 * and the statechart element's download.
 */
export function toSvg(model: ChartModel, o: SvgOptions = {}): string {
  const active = o.active ?? new Set<string>();
  const m = 8;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-m} ${-m} ${model.width + 2 * m + 40} ${model.height + 2 * m}" width="${model.width + 2 * m + 40}" height="${model.height + 2 * m}" font-family="system-ui, sans-serif" font-size="12">`,
    `<title>${esc(o.title ?? model.id)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#6b665c"/></marker></defs>',
    '<style>.state{fill:#fffdf7;stroke:#8c8575}.compound{fill:#f7f3e8}.active{stroke:#b4450f;stroke-width:2.5}.active.atomic{fill:#ffe3cc}.label{fill:#1d1b16}.edge{fill:none;stroke:#6b665c}.elabel{fill:#4c4739;font-size:10px}</style>',
  ];
  for (const n of model.nodes) {
    if (n.kind === 'root') continue;
    const cls = ['state', n.kind, active.has(n.id) ? 'active' : ''].filter(Boolean).join(' ');
    const r = n.kind === 'final' ? 17 : 8;
    out.push(`<g data-state="${esc(n.id)}"><rect class="${cls}" x="${n.x}" y="${n.y}" width="${n.w}" height="${n.h}" rx="${r}"/>`);
    const ty = n.children.length > 0 ? n.y + 16 : n.y + n.h / 2 + 4;
    const tx = n.children.length > 0 ? n.x + 10 : n.x + n.w / 2;
    out.push(`<text class="label" x="${tx}" y="${ty}"${n.children.length > 0 ? '' : ' text-anchor="middle"'}>${esc(n.key)}</text></g>`);
  }
  for (const e of model.edges) {
    const d = e.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p[0]} ${p[1]}`).join(' ');
    out.push(`<path class="edge" d="${d}" marker-end="url(#arrow)"/><text class="elabel" text-anchor="middle" x="${e.labelAt[0]}" y="${e.labelAt[1] - 4}">${esc(e.label)}</text>`);
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
