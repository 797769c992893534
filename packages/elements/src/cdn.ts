/** The CDN entry: one script tag registers every element; each game loads as its own chunk. */
export { RwGame, RwGameOverEvent, RwStateChangeEvent } from './rw-game/rw-game.js';
export { RwRulesTable } from './rw-rules-table/rw-rules-table.js';
export { RwStatechart } from './rw-statechart/rw-statechart.js';

// The rule editor (CodeMirror and all) is a chunk of its own, loaded on first sight of an
// <rw-rules-editor> tag in the document: now, or when one is added later. The tag's element is
// defined then and upgrades the tags already there; pages without one never load it.
const EDITOR = 'rw-rules-editor';
const editors = document.getElementsByTagName(EDITOR);
const loadEditor = (): void => void import('./rw-rules-editor/rw-rules-editor.js');
if (editors.length > 0) loadEditor();
else {
  const seen = new MutationObserver(() => {
    if (editors.length === 0) return;
    seen.disconnect();
    loadEditor();
  });
  seen.observe(document, { childList: true, subtree: true });
}
