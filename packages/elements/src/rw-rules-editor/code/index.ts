/**
 * The code editor of `<rw-rules-editor>`: CodeMirror 6 for the rule language, with highlighting,
 * the compiler's diagnostics as you type (compiled in a worker), quick fixes, completion from the
 * base game's vocabulary and format on request. A plain module the element mounts in its shadow
 * root; it is loaded as its own chunk, only where an editor is on the page.
 */
import { acceptCompletion, autocompletion, completionKeymap, completionStatus, selectedCompletionIndex, setSelectedCompletion } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, showPanel, type Panel } from '@codemirror/view';
import { ruleCompletions } from './complete.js';
import { startCompiler } from './compiler.js';
import { ruleHighlight, ruleLanguage } from './language.js';
import { minimalChange, toMarks } from './marks.js';
import { PHRASES_DE, TEXTS } from './texts.js';
import { codeTheme } from './theme.js';
import { EDITOR_FILE, type CompileOutcome, type FormatOutcome } from './types.js';
import type { Vocabulary } from './vocabulary.js';

export type { Fix, FixableDiagnostic } from './marks.js';
export type { Vocabulary } from './vocabulary.js';
export { EDITOR_FILE, type CompileOutcome } from './types.js';

export interface RuleCode {
  readonly text: string;
  /** Replaces the document (undoable). */
  setText(text: string): void;
  /** Formats via @regelwerk/dsl format(); keeps the text on error and says why. */
  format(): void;
  focus(): void;
  destroy(): void;
}

export interface RuleCodeOptions {
  /** CodeMirror mounts into the element's shadow root (its styles go there, not into the page). */
  readonly root: ShadowRoot;
  readonly game: string;
  readonly text: string;
  readonly lang: 'en' | 'de';
  /** The accessible name of the text box. */
  readonly label: string;
  /** After each edit (the shell saves and shares it). */
  onText(text: string): void;
  /** After each compile of the current text. */
  onCompiled(outcome: CompileOutcome): void;
}

/**
 * Tab with the completion list open takes the option arrowed to, else the first; with no list it
 * indents. (Enter takes an option only once one is arrowed to: `selectOnOpen: false`.)
 */
export const acceptWithTab = (view: EditorView): boolean => {
  if (completionStatus(view.state) !== 'active') return false;
  if (selectedCompletionIndex(view.state) === null) view.dispatch({ effects: setSelectedCompletion(0) });
  return acceptCompletion(view);
};

/** How long typing must pause before the text is compiled. */
export const COMPILE_DELAY_MS = 120;

/** A message under the editor (a format that could not run, a compiler that stopped); cleared by the next edit. */
const setNotice = StateEffect.define<string | null>();
const notice = StateField.define<string | null>({
  create: () => null,
  update(value, tr) {
    for (const e of tr.effects) if (e.is(setNotice)) return e.value;
    return tr.docChanged ? null : value;
  },
});

/** The panel under the editor: its keys, and the notice (read out by screen readers as it changes). */
function infoPanel(keys: string): (view: EditorView) => Panel {
  return (view) => {
    const dom = document.createElement('div');
    dom.className = 'cm-rw-info';
    const help = document.createElement('p');
    help.className = 'cm-rw-keys';
    help.textContent = keys;
    const note = document.createElement('p');
    note.className = 'cm-rw-notice';
    note.setAttribute('role', 'status');
    const show = (text: string | null) => {
      note.textContent = text ?? '';
      note.hidden = text === null;
    };
    show(view.state.field(notice));
    dom.append(help, note);
    return {
      dom,
      update(u) {
        if (u.state.field(notice) !== u.startState.field(notice)) show(u.state.field(notice));
      },
    };
  };
}

export function mountRuleCode(parent: HTMLElement, options: RuleCodeOptions): RuleCode {
  const t = TEXTS[options.lang];
  let version = 0;
  let vocabulary: Vocabulary | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let live = true;

  const compiler = startCompiler({
    compiled(outcome: CompileOutcome) {
      // An answer for an older text is dropped: a newer one is on its way.
      if (!live || outcome.version !== version) return;
      vocabulary = outcome.vocabulary ?? vocabulary;
      view.dispatch(setDiagnostics(view.state, toMarks(outcome.diagnostics, EDITOR_FILE, view.state.doc.toString(), options.lang)));
      options.onCompiled(outcome);
    },
    formatted(outcome: FormatOutcome) {
      if (!live || outcome.version !== version) return;
      if (outcome.ok) {
        const change = minimalChange(view.state.doc.toString(), outcome.text);
        if (change) view.dispatch({ changes: change, userEvent: 'format' });
        return;
      }
      const first = outcome.diagnostics.find((d) => d.range.file === EDITOR_FILE) ?? outcome.diagnostics[0];
      view.dispatch({ effects: setNotice.of(first ? t.notFormatted(first.range.start.line, first.message) : t.notFormatted(1, '?')) });
    },
    failed(_kind, failedVersion, why) {
      if (live && failedVersion === version) view.dispatch({ effects: setNotice.of(t.compilerFailed(why)) });
    },
  });

  const compile = () => compiler.request({ kind: 'compile', version, game: options.game, text: view.state.doc.toString() });
  const format = () => compiler.request({ kind: 'format', version, game: options.game, text: view.state.doc.toString() });

  const extensions: Extension[] = [
    lineNumbers(),
    // The editor shares the width with the tables (and a phone's screen): long lines wrap rather than hide.
    EditorView.lineWrapping,
    history(),
    ruleLanguage,
    syntaxHighlighting(ruleHighlight),
    lintGutter(),
    // The list opens as you type, with nothing chosen: Enter still ends the line (a row is often
    // complete when a name is typed out); arrows choose, Enter or Tab take the choice.
    autocompletion({ override: [ruleCompletions(() => vocabulary)], selectOnOpen: false }),
    notice,
    showPanel.of(infoPanel(t.keys)),
    keymap.of([
      { key: 'Shift-Alt-f', run: () => (format(), true) },
      ...defaultKeymap,
      ...historyKeymap,
      ...completionKeymap,
      ...lintKeymap,
      { key: 'Tab', run: acceptWithTab },
      // Rows are indented, so Tab indents; Esc then Tab leaves the editor (CodeMirror's tab-focus escape).
      indentWithTab,
    ]),
    // tabindex: the text box is in the tab order already (contenteditable); saying so lets checkers
    // such as axe see that the scrolling box around it is reachable by keyboard.
    EditorView.contentAttributes.of({ 'aria-label': options.label, tabindex: '0' }),
    EditorView.updateListener.of((u) => {
      if (!u.docChanged) return;
      version++;
      options.onText(u.state.doc.toString());
      clearTimeout(timer);
      timer = setTimeout(compile, COMPILE_DELAY_MS);
    }),
    codeTheme,
  ];
  if (options.lang === 'de') extensions.push(EditorState.phrases.of(PHRASES_DE));

  const view = new EditorView({ parent, root: options.root, state: EditorState.create({ doc: options.text, extensions }) });
  compile();

  return {
    get text() {
      return view.state.doc.toString();
    },
    setText(text: string) {
      if (text === view.state.doc.toString()) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    format,
    focus() {
      view.focus();
    },
    destroy() {
      live = false;
      clearTimeout(timer);
      compiler.destroy();
      view.destroy();
    },
  };
}
