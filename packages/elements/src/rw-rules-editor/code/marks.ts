import type { Action, Diagnostic as CmDiagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import type { Diagnostic, Fix } from '@regelwerk/dsl';
import { messageOf, type EditorDiagnostic } from './blame.js';

export type { Fix };

/** A compiler diagnostic, with the quick fixes it may carry (`Diagnostic.fixes`). */
export type FixableDiagnostic = Diagnostic;

/** One text change: replace `from`..`to` by `insert`. */
export interface Change {
  readonly from: number;
  readonly to: number;
  readonly insert: string;
}

const clamp = (n: number, max: number): number => Math.max(0, Math.min(n, max));

/**
 * The change a fix makes once the text has moved on: `from` is where its diagnostic starts now,
 * `origin` where it started when the compiler found it, so the fix moves along with it.
 */
export function fixChange(fix: Fix, origin: number, from: number, length: number): Change {
  const shift = from - origin;
  return { from: clamp(fix.range.start.offset + shift, length), to: clamp(fix.range.end.offset + shift, length), insert: fix.text };
}

/** The button of a fix: the compiler's words in English, ours in German (the compiler speaks English only). */
export function fixLabel(fix: Fix, lang: 'en' | 'de'): string {
  if (lang === 'en') return fix.label;
  return fix.text === '' ? 'Löschen' : `Ersetzen durch ${fix.text}`;
}

/**
 * The compiler's diagnostics as CodeMirror's, for the document `text` compiled as `file`.
 * Diagnostics of other files stay off this document (the compile places the base game's on the
 * line that caused them, see blame.ts). Offsets come from the
 * compiler; an empty range is widened to the character it points at, so it can be underlined.
 */
export function toMarks(diagnostics: readonly EditorDiagnostic[], file: string, text: string, lang: 'en' | 'de' = 'en'): CmDiagnostic[] {
  const out: CmDiagnostic[] = [];
  for (const d of diagnostics) {
    if (d.range.file !== file) continue;
    const from = clamp(d.range.start.offset, text.length);
    let to = clamp(Math.max(d.range.end.offset, from), text.length);
    if (to === from && from < text.length && text[from] !== '\n' && text[from] !== '\r') to = from + 1;
    const actions: Action[] = (d.fixes ?? [])
      .filter((f) => f.range.file === file)
      .map((f) => ({ name: fixLabel(f, lang), apply: (view: EditorView, now: number) => view.dispatch({ changes: fixChange(f, from, now, view.state.doc.length) }) }));
    const message = messageOf(d, lang);
    out.push({ from, to, severity: d.severity, source: d.code, message, renderMessage: () => codeSpanNodes(message), ...(actions.length > 0 ? { actions } : {}) });
  }
  return out;
}

/**
 * A compiler message with the rule text it quotes between backticks set as code, as DOM for
 * CodeMirror's tooltip and panel (text nodes only: nothing in a message is read as markup).
 */
export function codeSpanNodes(message: string): DocumentFragment {
  const out = document.createDocumentFragment();
  const parts = message.split('`');
  // An odd count of backticks leaves the message as written.
  if (parts.length % 2 === 0) {
    out.append(message);
    return out;
  }
  parts.forEach((p, i) => {
    if (i % 2 === 0) out.append(p);
    else out.appendChild(document.createElement('code')).textContent = p;
  });
  return out;
}

/** The smallest single change that turns `before` into `after` (so a format keeps the cursor near its place). */
export function minimalChange(before: string, after: string): Change | null {
  if (before === after) return null;
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before.charCodeAt(endB - 1) === after.charCodeAt(endA - 1)) {
    endB--;
    endA--;
  }
  return { from: start, to: endB, insert: after.slice(start, endA) };
}
