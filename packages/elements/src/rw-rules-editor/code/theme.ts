import { EditorView } from '@codemirror/view';

/**
 * The editor's look from the element's palette (board-kit theme: `--_fg`, `--_bg`, `--_accent`,
 * `--_muted`, `--_line`, set from `--rw-*` and `light-dark()` on the host), so it follows the
 * element's light or dark theme. The fallbacks are the light palette, for a host without it.
 */
const fg = 'var(--_fg, #1d1b16)';
const bg = 'var(--_bg, #fffdf8)';
const accent = 'var(--_accent, #9a3d10)';
const muted = 'var(--_muted, #5a564c)';
const line = 'var(--_line, #c9c5bb)';
/** Problems: a red that reads on both backgrounds (≥ 4.5:1 as text, ≥ 3:1 as a mark). */
const problem = 'light-dark(#b3261e, #ff8f85)';
const warning = 'light-dark(#8a5a00, #f0c05a)';

export const codeTheme = EditorView.theme({
  '&': { color: fg, backgroundColor: bg, border: `1px solid ${line}`, borderRadius: 'var(--_radius, 8px)', maxWidth: '100%' },
  '&.cm-focused': { outline: `3px solid ${accent}`, outlineOffset: '2px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.5', minHeight: '10em', maxHeight: '70vh', overflow: 'auto' },
  '.cm-content': { caretColor: fg },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: fg },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': { backgroundColor: `color-mix(in srgb, ${accent} 28%, ${bg})` },
  '.cm-gutters': { backgroundColor: bg, color: muted, borderRight: `1px solid ${line}` },
  '.cm-activeLineGutter': { backgroundColor: 'transparent' },
  '.cm-lintRange-error, .cm-lintRange-warning': { backgroundImage: 'none', textDecorationLine: 'underline', textDecorationStyle: 'wavy', textDecorationSkipInk: 'none', textUnderlineOffset: '3px' },
  '.cm-lintRange-error': { textDecorationColor: problem },
  '.cm-lintRange-warning': { textDecorationColor: warning },
  // CodeMirror draws its marks as data: images, which a strict CSP (img-src) blocks: plain CSS shapes instead.
  '.cm-lint-marker': { content: 'normal' },
  '.cm-lint-marker-error': { backgroundColor: problem, borderRadius: '50%' },
  '.cm-lint-marker-warning': { backgroundColor: warning, clipPath: 'polygon(50% 5%, 100% 95%, 0 95%)' },
  '.cm-lintPoint-error:after': { borderBottomColor: problem },
  '.cm-lintPoint-warning:after': { borderBottomColor: warning },
  '.cm-tooltip': { color: fg, backgroundColor: bg, border: `1px solid ${line}`, borderRadius: '6px', maxWidth: 'min(32em, 90vw)' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { color: bg, backgroundColor: accent },
  '.cm-completionDetail': { color: muted, fontStyle: 'normal', marginLeft: '0.8em' },
  '.cm-tooltip-autocomplete ul li[aria-selected] .cm-completionDetail': { color: bg },
  '.cm-completionInfo': { padding: '0.3em 0.6em' },
  '.cm-diagnostic': { padding: '0.3em 0.6em', whiteSpace: 'pre-wrap' },
  '.cm-diagnostic-error': { borderLeft: `4px solid ${problem}` },
  '.cm-diagnostic-warning': { borderLeft: `4px solid ${warning}` },
  '.cm-diagnosticSource': { color: muted, opacity: '1' },
  '.cm-diagnosticAction': { font: 'inherit', color: bg, backgroundColor: accent, border: 'none', borderRadius: '4px', padding: '0.2em 0.6em', marginLeft: '0.5em' },
  '.cm-panels': { color: fg, backgroundColor: bg },
  '.cm-panels-bottom': { borderTop: `1px solid ${line}` },
  '.cm-panel.cm-panel-lint ul [aria-selected]': { color: bg, backgroundColor: accent },
  '.cm-panel.cm-panel-lint ul [aria-selected] .cm-diagnosticSource': { color: bg },
  '.cm-panel.cm-panel-lint button': { color: fg },
  '.cm-rw-info p': { margin: '0', padding: '0.25em 0.6em', fontSize: '0.85em' },
  '.cm-rw-keys': { color: muted },
  '.cm-rw-notice': { borderLeft: `4px solid ${accent}` },
  '.cm-rw-notice[hidden]': { display: 'none' },
});
