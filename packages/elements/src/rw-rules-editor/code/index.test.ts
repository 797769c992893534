import { diagnosticCount, forEachDiagnostic, setDiagnostics, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import { completionStatus, moveCompletionSelection, startCompletion } from '@codemirror/autocomplete';
import { undo } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import { EditorView, runScopeHandlers } from '@codemirror/view';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRuleCode, type CompileOutcome, type RuleCode } from './index.js';
import { toMarks, type FixableDiagnostic } from './marks.js';
import { EDITOR_FILE } from './types.js';

const HEAD = 'variant "x" extends schocken\n';
// The first compile loads the compiler and the rule texts: on a busy machine that can take seconds.
const WAIT = { timeout: 15_000 };

let code: RuleCode | undefined;
let host: HTMLElement;

function mount(text: string, lang: 'en' | 'de' = 'en') {
  host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const parent = document.createElement('div');
  root.append(parent);
  const texts: string[] = [];
  const outcomes: CompileOutcome[] = [];
  code = mountRuleCode(parent, { root, game: 'schocken', text, lang, label: 'Rule text', onText: (t) => texts.push(t), onCompiled: (o) => outcomes.push(o) });
  const view = EditorView.findFromDOM(root.querySelector('.cm-editor') as HTMLElement)!;
  return { root, view, texts, outcomes, code };
}

beforeEach(() => {
  // happy-dom has no module workers: the editor compiles on the main thread, as on such pages.
  vi.stubGlobal('Worker', undefined);
});
afterEach(() => {
  code?.destroy();
  host?.remove();
  vi.unstubAllGlobals();
});

describe('the rule code editor', () => {
  it('mounts in the shadow root with its label and compiles the text it starts with', async () => {
    const { root, view, outcomes } = mount(`${HEAD}set fewer-trows-win off\n`);
    expect(root.querySelector('.cm-content')?.getAttribute('aria-label')).toBe('Rule text');
    await vi.waitFor(() => expect(outcomes).toHaveLength(1), WAIT);
    expect(outcomes[0]).toMatchObject({ version: 0, ok: false, rules: null });
    expect(outcomes[0]!.base?.game).toBe('schocken');
    expect(diagnosticCount(view.state)).toBe(1);
    const found: CmDiagnostic[] = [];
    forEachDiagnostic(view.state, (d) => found.push(d));
    expect(view.state.sliceDoc(found[0]!.from, found[0]!.to)).toBe('fewer-trows-win');
  });

  it('applies the compiler’s quick fix from the diagnostic', async () => {
    const { view, outcomes } = mount(`${HEAD}set fewer-trows-win off\n`);
    await vi.waitFor(() => expect(diagnosticCount(view.state)).toBe(1), WAIT);
    let mark: CmDiagnostic | undefined;
    let at = -1;
    forEachDiagnostic(view.state, (m, f) => ((mark = m), (at = f)));
    expect(mark!.actions!.map((a) => a.name)).toEqual(['Replace with fewer-throws-win']);
    mark!.actions![0]!.apply(view, at, at + 15);
    expect(code!.text).toBe(`${HEAD}set fewer-throws-win off\n`);
    await vi.waitFor(() => expect(outcomes.at(-1)).toMatchObject({ version: 1, ok: true }), WAIT);
    expect(diagnosticCount(view.state)).toBe(0);
  });

  it('reports each edit and compiles only the latest text once typing pauses', async () => {
    const { view, texts, outcomes } = mount(`${HEAD}`);
    await vi.waitFor(() => expect(outcomes).toHaveLength(1), WAIT);
    for (const ch of 'set aus-der-hand on') view.dispatch({ changes: { from: view.state.doc.length, insert: ch } });
    expect(texts).toHaveLength(19);
    expect(texts.at(-1)).toBe(`${HEAD}set aus-der-hand on`);
    await vi.waitFor(() => expect(outcomes).toHaveLength(2), WAIT);
    expect(outcomes[1]).toMatchObject({ version: 19, ok: true });
    expect(outcomes[1]!.rules?.options['aus-der-hand']).toBe(true);
    expect(diagnosticCount(view.state)).toBe(0);
  });

  it('replaces the text with setText, undoably', async () => {
    const { view, outcomes } = mount(`${HEAD}set aus-der-hand on\n`);
    code!.setText(`${HEAD}set aus-der-hand off\n`);
    expect(code!.text).toBe(`${HEAD}set aus-der-hand off\n`);
    await vi.waitFor(() => expect(outcomes.at(-1)?.version).toBe(1), WAIT);
    undo(view);
    expect(code!.text).toBe(`${HEAD}set aus-der-hand on\n`);
  });

  it('formats on request, undoably', async () => {
    const { view } = mount(`${HEAD}set    aus-der-hand    on\n`);
    code!.format();
    await vi.waitFor(() => expect(code!.text).toBe(`${HEAD}set aus-der-hand on\n`), WAIT);
    undo(view);
    expect(code!.text).toBe(`${HEAD}set    aus-der-hand    on\n`);
  });

  it('keeps a text it cannot format and says why, in the reader’s language', async () => {
    const broken = `${HEAD}set a "open\n`;
    const { root } = mount(broken, 'de');
    code!.format();
    const notice = () => root.querySelector('.cm-rw-notice') as HTMLElement;
    await vi.waitFor(() => expect(notice().hidden).toBe(false), WAIT);
    expect(notice().textContent).toMatch(/^Nicht formatiert, nichts geändert: Zeile 2 /);
    expect(code!.text).toBe(broken);
  });
});

describe('the completion list', () => {
  /** The editor with `typed` at the end and the completion list open on it. */
  async function listOpen(typed: string) {
    const m = mount(HEAD);
    await vi.waitFor(() => expect(m.outcomes).toHaveLength(1), WAIT);
    m.view.dispatch({ changes: { from: m.view.state.doc.length, insert: typed }, selection: { anchor: m.view.state.doc.length + typed.length } });
    startCompletion(m.view);
    await vi.waitFor(() => expect(completionStatus(m.view.state)).toBe('active'), WAIT);
    // CodeMirror ignores a key that comes within 75 ms of the list opening (a key meant for the text).
    await new Promise((r) => setTimeout(r, 100));
    return m;
  }
  const press = (view: EditorView, key: string) => runScopeHandlers(view, new KeyboardEvent('keydown', { key }), 'editor');

  it('lets Enter end the line while nothing in it is chosen', async () => {
    const { view } = await listOpen('set aus-der-hand');
    expect(press(view, 'Enter')).toBe(true);
    expect(code!.text).toBe(`${HEAD}set aus-der-hand\n`);
  });

  it('takes the option arrowed to with Enter, and the first with Tab', async () => {
    const { view } = await listOpen('set fewer');
    moveCompletionSelection(true)(view);
    expect(press(view, 'Enter')).toBe(true);
    expect(code!.text).toBe(`${HEAD}set fewer-throws-win`);
    code!.destroy();
    host.remove();
    const again = await listOpen('set fewer');
    expect(press(again.view, 'Tab')).toBe(true);
    expect(code!.text).toBe(`${HEAD}set fewer-throws-win`);
  });
});

describe('a quick fix', () => {
  it('replaces the name the compiler flagged, also after the text before it changed', () => {
    const text = `${HEAD}set fewer-trows-win off\n`;
    const from = text.indexOf('fewer');
    const pos = (offset: number) => ({ offset, line: 2, column: offset - HEAD.length + 1 });
    const range = { file: EDITOR_FILE, start: pos(from), end: pos(from + 15) };
    const d: FixableDiagnostic = { severity: 'error', code: 'name/unknown', message: 'no such option', range, fixes: [{ label: 'fewer-throws-win', range, text: 'fewer-throws-win' }] };
    const view = new EditorView({ state: EditorState.create({ doc: text }) });
    view.dispatch(setDiagnostics(view.state, toMarks([d], EDITOR_FILE, text)));
    view.dispatch({ changes: { from: 0, insert: '# a comment\n' } });
    let mark: CmDiagnostic | undefined;
    let at = -1;
    forEachDiagnostic(view.state, (m, f) => ((mark = m), (at = f)));
    mark!.actions![0]!.apply(view, at, at + 15);
    expect(view.state.doc.toString()).toBe(`# a comment\n${HEAD}set fewer-throws-win off\n`);
    view.destroy();
  });
});
