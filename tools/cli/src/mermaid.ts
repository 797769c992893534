import { keyOf, labelLines, parentOf, stateLabel, type ChartModel, type ChartTexts, type LabelMode } from '@regelwerk/statechart';

/**
 * A chart as Mermaid `stateDiagram-v2` text, for wikis and READMEs that render Mermaid. It is
 * written from the same laid-out model as `--svg` and `--json` (same states, same transitions,
 * same labels in the same language), so the three never disagree.
 *
 * What Mermaid's state diagram parser allows shapes the text:
 * - an id is one word without `-`, `:`, `{`: ours are the state paths with `.` → `_`, made
 *   unique, and kept off Mermaid's keywords (`state`, `note`, `class`, …);
 * - a state's shown name is quoted (`state "…" as id`) and may hold no `"`;
 * - a transition's label runs to the end of the line and may hold no `;` and no `::`;
 * - Mermaid places a state in the composite block where a transition last names it, so every
 *   transition except the initial `[*] -->` ones is written after the blocks, at the top level
 *   (where naming a state leaves it in its own block).
 */
export function toMermaid(chart: ChartModel, o: { readonly mode?: LabelMode; readonly texts?: ChartTexts; readonly title?: string } = {}): string {
  const mode = o.mode ?? 'code';
  const ids = mermaidIds(chart.nodes.map((n) => n.id));
  const children = new Map<string, string[]>();
  for (const n of chart.nodes) {
    if (n.kind === 'root') continue;
    const parent = parentOf(n.id);
    children.set(parent, [...(children.get(parent) ?? []), n.id]);
  }
  const byId = new Map(chart.nodes.map((n) => [n.id, n]));
  const out: string[] = [];
  if (o.title !== undefined) out.push('---', `title: ${JSON.stringify(o.title.replace(/\s+/g, ' ').trim())}`, '---');
  out.push('stateDiagram-v2');

  const block = (parent: string, indent: string) => {
    const node = byId.get(parent)!;
    if (node.initial) out.push(`${indent}[*] --> ${ids.get(parent ? `${parent}.${node.initial}` : node.initial)}`);
    for (const id of children.get(parent) ?? []) {
      const n = byId.get(id)!;
      const decl = `${indent}state "${stateName(id, mode, o.texts)}" as ${ids.get(id)}`;
      if (children.has(id)) {
        out.push(`${decl} {`);
        block(id, `${indent}  `);
        out.push(`${indent}}`);
      } else out.push(decl);
      if (n.kind === 'final') out.push(`${indent}${ids.get(id)} --> [*]`);
    }
  };
  block('', '  ');

  for (const e of chart.edges) {
    const label = transitionLabel(labelLines(e, mode, o.texts).join(' '));
    out.push(`  ${ids.get(e.source)} --> ${ids.get(e.target)} : ${label}`);
  }
  return `${out.join('\n')}\n`;
}

/** Words Mermaid's state diagram lexer reads as keywords at the start of a statement. */
const RESERVED = new Set(['state', 'note', 'class', 'classdef', 'style', 'click', 'href', 'default', 'direction', 'scale', 'end', 'hide', 'acctitle', 'accdescr', 'statediagram', 'statediagram-v2']);

/**
 * A Mermaid id for every state path: letters, digits and `_`, unique, never a keyword. A child's
 * id is its parent's id, `_` and its key, so nesting reads from the ids as from the paths.
 */
export function mermaidIds(paths: readonly string[]): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  const idOf = (path: string): string => {
    const known = ids.get(path);
    if (known !== undefined) return known;
    const parent = parentOf(path);
    const key = keyOf(path).replace(/[^A-Za-z0-9_]/g, '_');
    let base = parent === '' ? key : `${idOf(parent)}_${key}`;
    if (RESERVED.has(base.toLowerCase()) || /^[0-9_]/.test(base)) base = `s_${base}`;
    let id = base;
    for (let i = 2; taken.has(id); i++) id = `${base}_${i}`;
    taken.add(id);
    ids.set(path, id);
    return id;
  };
  for (const path of paths) if (path !== '') idOf(path);
  return ids;
}

const ENTITIES: Readonly<Record<string, string>> = { '#': '#35;', ';': '#59;', '"': '#quot;', '<': '#lt;', '>': '#gt;' };

/**
 * Text as one Mermaid line that reads as text. Mermaid turns entity codes (`#59;`, `#lt;`) into
 * characters only after it has read the lines, so what its lexer would stop at or take for a
 * statement is written as one: `#`, `;` (ends a label), `"` (ends a quoted name), `<` and `>`
 * (would be HTML), the space in `direction LR` and the `[` of `[[fork]]` (statements wherever
 * they stand in a line). Line breaks become spaces.
 */
export function mermaidText(s: string): string {
  return s
    .replace(/[\s\u2028\u2029]+/g, ' ')
    .trim()
    .replace(/[#;"<>]/g, (c) => ENTITIES[c]!)
    .replace(/(direction) +(?=(?:TB|BT|RL|LR))/gi, '$1#32;')
    .replace(/\[(?=\[(?:fork|join|choice)\]\])/gi, '#91;');
}

/** A state's shown name: its label in the language, else its key. */
function stateName(id: string, mode: LabelMode, texts: ChartTexts | undefined): string {
  return mermaidText(stateLabel(id, mode, texts?.states) || keyOf(id));
}

/** A transition label: a `:` must be followed by a character other than `:` (no `::`, none at the end). */
function transitionLabel(s: string): string {
  return mermaidText(s).replace(/:(?=:|$)/g, '#58;');
}
