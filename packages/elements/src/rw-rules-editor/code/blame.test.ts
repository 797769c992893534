import type { Diagnostic } from '@regelwerk/dsl';
import { describe, expect, it } from 'vitest';
import { blameBase, messageOf } from './blame.js';

const BASE = ['game g "G"', '', 'ranking best-first', '  top   "Top"   1 1 1  penalty 1', '  rest  "Rest"  any    penalty 1', 'tokens 13', ''].join('\n');
const baseText = (file: string) => (file === 'rules/g.rules' ? BASE : undefined);

/** A diagnostic the compiler placed in the base file at `line` (1-based). */
function inBase(line: number, message = 'broken'): Diagnostic {
  const offset = BASE.split('\n').slice(0, line - 1).join('\n').length + (line > 1 ? 1 : 0);
  const at = { offset, line, column: 1 };
  return { severity: 'error', code: 'ranking/incomplete', message, range: { file: 'rules/g.rules', start: at, end: at }, fixes: [{ label: 'x', range: { file: 'rules/g.rules', start: at, end: at }, text: '' }] };
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

describe('errors of the base file placed on the editor’s text', () => {
  it('puts an error on a table’s header line on the line that removed one of its rows', () => {
    const text = 'variant "v" extends g\n\nset x on\nremove ranking rest   # no rest\n';
    const [d] = blameBase([inBase(3, '41 throws match no row')], 'editor.rules', text, baseText);
    expect(d!.range.file).toBe('editor.rules');
    expect(d!.range.start.line).toBe(4);
    expect(text.slice(d!.range.start.offset, d!.range.end.offset)).toBe('remove ranking rest   # no rest');
    expect(d!.base).toEqual({ file: 'rules/g.rules', line: 3, column: 1, via: 'change' });
    expect(d!.fixes).toBeUndefined();
  });

  it('prefers the operation that names the row the error is on', () => {
    const text = 'variant "v" extends g\nremove ranking top\n  \nreplace ranking rest\n  rest "Rest" 2 2 2 penalty 1\n';
    const [d] = blameBase([inBase(5)], 'editor.rules', text, baseText);
    expect(d!.range.start.line).toBe(4);
  });

  it('blames an insertion by its anchor row, and a removal before an insertion otherwise', () => {
    const text = 'variant "v" extends g\ninsert ranking below top\n  mid "Mid" 2 2 2 penalty 1\nremove ranking rest\n';
    expect(blameBase([inBase(4)], 'editor.rules', text, baseText)[0]!.range.start.line).toBe(2);
    expect(blameBase([inBase(3)], 'editor.rules', text, baseText)[0]!.range.start.line).toBe(4);
  });

  it('blames a statement that overrides the base’s, and the first line when nothing fits', () => {
    const text = '# my rule\nvariant "v" extends g\ntokens 10\n';
    expect(blameBase([inBase(6)], 'editor.rules', text, baseText)[0]!.range.start.line).toBe(3);
    const [d] = blameBase([inBase(4)], 'editor.rules', text, baseText);
    expect(d!.range.start.line).toBe(2);
    expect(d!.base?.via).toBe('text');
    // A base file the editor does not know still shows, on the first line.
    const other = { ...inBase(3), range: { ...inBase(3).range, file: 'rules/nope.rules' } };
    expect(lineAt(text, blameBase([other], 'editor.rules', text, baseText)[0]!.range.start.offset)).toBe(2);
  });

  it('keeps the text’s own diagnostics as they are, and orders all by place', () => {
    const text = 'variant "v" extends g\nremove ranking rest\nset nope on\n';
    const own: Diagnostic = { severity: 'error', code: 'option/unknown', message: 'no option', range: { file: 'editor.rules', start: { offset: 46, line: 3, column: 5 }, end: { offset: 50, line: 3, column: 9 } } };
    const out = blameBase([own, inBase(3)], 'editor.rules', text, baseText);
    expect(out.map((d) => d.range.start.line)).toEqual([2, 3]);
    expect(out[1]).toBe(own);
  });

  it('says in both languages where in the base file the problem is', () => {
    const text = 'variant "v" extends g\nremove ranking rest\n';
    const [d] = blameBase([inBase(3, '41 throws match no row')], 'editor.rules', text, baseText);
    expect(messageOf(d!, 'en')).toBe('After this change, in rules/g.rules line 3: 41 throws match no row');
    expect(messageOf(d!, 'de')).toBe('Nach dieser Änderung in rules/g.rules, Zeile 3: 41 throws match no row');
    const [header] = blameBase([inBase(4)], 'editor.rules', 'variant "v" extends g\n', baseText);
    expect(messageOf(header!, 'de')).toBe('Im Grundspiel (rules/g.rules, Zeile 4): broken');
  });
});
