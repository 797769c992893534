import { describe, expect, it } from 'vitest';
import type { EditorView } from '@codemirror/view';
import { codeSpanNodes, fixChange, minimalChange, toMarks, type FixableDiagnostic } from './marks.js';

const at = (offset: number, text: string) => {
  const before = text.slice(0, offset).split('\n');
  return { offset, line: before.length, column: before.at(-1)!.length + 1 };
};

const TEXT = 'variant "v" extends schocken\nset fewer-trows-win off\n';
const start = TEXT.indexOf('fewer');
const range = { file: 'editor.rules', start: at(start, TEXT), end: at(start + 'fewer-trows-win'.length, TEXT) };
const unknown: FixableDiagnostic = {
  severity: 'error',
  code: 'name/unknown',
  message: 'there is no option "fewer-trows-win"; did you mean "fewer-throws-win"?',
  range,
  fixes: [{ label: 'fewer-throws-win', range, text: 'fewer-throws-win' }],
};

/** Applies a change to a text. */
const apply = (text: string, c: { from: number; to: number; insert: string }) => text.slice(0, c.from) + c.insert + text.slice(c.to);

describe('compiler diagnostics on the editor', () => {
  it('sets the rule text a message quotes between backticks as code in the tooltip, and never reads it as markup', () => {
    const quoting = { ...unknown, message: 'add a last row such as `rest "Rest" any penalty 1` or `<b>`' };
    const [mark] = toMarks([quoting], 'editor.rules', TEXT);
    const box = document.createElement('div');
    box.append(mark!.renderMessage!(null as unknown as EditorView));
    expect([...box.querySelectorAll('code')].map((c) => c.textContent)).toEqual(['rest "Rest" any penalty 1', '<b>']);
    expect(box.textContent).toBe('add a last row such as rest "Rest" any penalty 1 or <b>');
    expect(box.querySelector('b')).toBeNull();
    expect(codeSpanNodes('one ` left').textContent).toBe('one ` left');
  });

  it('underlines the range the compiler gives, with message, code and quick fix', () => {
    const [mark, ...rest] = toMarks([unknown], 'editor.rules', TEXT);
    expect(rest).toEqual([]);
    expect(toMarks([unknown], 'editor.rules', TEXT, 'de')[0]!.actions!.map((a) => a.name)).toEqual(['Ersetzen durch fewer-throws-win']);
    expect(mark).toMatchObject({ from: start, to: start + 15, severity: 'error', source: 'name/unknown', message: unknown.message });
    expect(mark!.actions!.map((a) => a.name)).toEqual(['fewer-throws-win']);
  });

  it('leaves diagnostics of the base file off this document', () => {
    const base: FixableDiagnostic = { ...unknown, range: { ...range, file: 'rules/schocken.rules' }, fixes: [] };
    expect(toMarks([base], 'editor.rules', TEXT)).toEqual([]);
  });

  it('widens an empty range to the character it points at, clamped to the text', () => {
    const point = (offset: number): FixableDiagnostic => ({ ...unknown, fixes: undefined, range: { file: 'editor.rules', start: at(offset, TEXT), end: at(offset, TEXT) } });
    expect(toMarks([point(8)], 'editor.rules', TEXT)[0]).toMatchObject({ from: 8, to: 9 });
    // At a line end there is nothing to widen to.
    expect(toMarks([point(28)], 'editor.rules', TEXT)[0]).toMatchObject({ from: 28, to: 28 });
    const beyond = { ...point(0), range: { file: 'editor.rules', start: at(999, TEXT), end: at(1200, TEXT) } };
    expect(toMarks([beyond], 'editor.rules', TEXT)[0]).toMatchObject({ from: TEXT.length, to: TEXT.length });
    expect(toMarks([point(8)], 'editor.rules', TEXT)[0]!.actions).toBeUndefined();
  });

  it('applies a quick fix where its diagnostic is now, after the text before it changed', () => {
    const fix = unknown.fixes![0]!;
    expect(apply(TEXT, fixChange(fix, start, start, TEXT.length))).toBe(TEXT.replace('fewer-trows-win', 'fewer-throws-win'));
    // Three characters typed in the first line move the diagnostic and its fix along.
    const edited = TEXT.replace('"v"', '"vvvv"');
    expect(apply(edited, fixChange(fix, start, start + 3, edited.length))).toBe(edited.replace('fewer-trows-win', 'fewer-throws-win'));
  });
});

describe('the change a format makes', () => {
  it('is the smallest stretch that differs', () => {
    expect(minimalChange('set a  on\n', 'set a on\n')).toEqual({ from: 6, to: 7, insert: '' });
    expect(apply('abc', minimalChange('abc', 'abXYc')!)).toBe('abXYc');
    expect(minimalChange('same', 'same')).toBeNull();
  });
});
