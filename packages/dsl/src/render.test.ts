/**
 * How a diagnostic is printed: the place, the message, the source line and a caret under the
 * place. What comes from a rule file never reaches a terminal as it is: control characters,
 * ANSI escapes and direction overrides are shown as escapes, and the carets still line up.
 */
import { describe, expect, it } from 'vitest';
import { escapeControls, renderDiagnostic, type Diagnostic } from './diagnostics.js';
import { LineIndex } from './lines.js';

/** A diagnostic over `covers`, found in `text` after `after`. */
function at(text: string, covers: string, message = 'something is wrong here', after = 0): Diagnostic {
  const index = new LineIndex(text);
  const start = text.indexOf(covers, after);
  if (start < 0) throw new Error(`test setup: ${covers} not in the text`);
  return { severity: 'error', code: 'test/code', message, range: { file: 'x.rules', start: index.position(start), end: index.position(start + covers.length) } };
}

/** The printed line and the carets, with the gutter cut off, so a test can see they line up. */
function shown(text: string, d: Diagnostic): { line: string; carets: string } {
  const [, line, carets] = renderDiagnostic(d, text).split('\n');
  const cut = (s: string) => s.slice(s.indexOf('|') + 2);
  return { line: cut(line!), carets: cut(carets!) };
}

describe('escaping', () => {
  it.each([
    ['NUL', '\u0000', '\\u{0}'],
    ['ESC of an ANSI colour', '\u001b[31m', '\\u{1b}[31m'],
    ['a C1 control', '\u009b', '\\u{9b}'],
    ['DEL', '\u007f', '\\u{7f}'],
    ['a right-to-left override', '\u202e', '\\u{202e}'],
    ['a first-strong isolate', '\u2068', '\\u{2068}'],
    ['a line separator', '\u2028', '\\u{2028}'],
    ['a byte order mark', '\ufeff', '\\u{feff}'],
    ['half a surrogate pair', '\ud800', '\\u{d800}'],
  ])('%s', (_, raw, escaped) => {
    expect(escapeControls(`a${raw}b`)).toBe(`a${escaped}b`);
  });

  it('leaves letters, symbols and whole emoji as they are', () => {
    expect(escapeControls('Straße × – 😀 ½')).toBe('Straße × – 😀 ½');
  });

  it('keeps tabs when asked to', () => {
    expect(escapeControls('a\tb')).toBe('a\\u{9}b');
    expect(escapeControls('a\tb', true)).toBe('a\tb');
  });
});

describe('a rendered diagnostic', () => {
  it('is the place, the message, the line and carets under the place', () => {
    const text = 'game pig "P"\ndise 3 d6\n';
    expect(renderDiagnostic(at(text, 'dise'), text)).toBe('x.rules:2:1: error[test/code]: something is wrong here\n 2 | dise 3 d6\n   | ^^^^');
  });

  it.each([
    ['an ANSI escape', '\u001b[2J'],
    ['NUL', '\u0000'],
    ['a right-to-left override', '\u202e'],
    ['a tab', '\t'],
    ['an emoji', '😀'],
  ])('escapes %s before the place and keeps the carets under it', (_, junk) => {
    const text = `game pig "P"\n  a "${junk}x${junk}" bad 1\n`;
    const d = at(text, 'bad');
    const { line, carets } = shown(text, d);
    // eslint-disable-next-line no-control-regex
    expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u202e]/);
    // A terminal gives each character one column: the carets stand under `bad`.
    expect([...line].slice(carets.indexOf('^'), carets.lastIndexOf('^') + 1).join('')).toBe('bad');
  });

  it('underlines escaped characters with as many carets as they take', () => {
    const text = 'game pig "P"\n"\u001b"\n';
    const { line, carets } = shown(text, at(text, '"\u001b"'));
    expect(line).toBe('"\\u{1b}"');
    expect(carets).toBe('^'.repeat(line.length));
  });

  it('escapes the message and the file name', () => {
    const text = 'x\n';
    const d: Diagnostic = { ...at(text, 'x', 'no `\u001b[31m`'), range: { ...at(text, 'x').range, file: 'a\u202e.rules' } };
    expect(renderDiagnostic(d, text).split('\n')[0]).toBe('a\\u{202e}.rules:1:1: error[test/code]: no `\\u{1b}[31m`');
  });

  it('cuts a long line around the place and keeps the carets under it', () => {
    const text = `${'\u001b'.repeat(300)} here ${'y'.repeat(300)}\n`;
    const { line, carets } = shown(text, at(text, 'here'));
    expect(line.startsWith('…')).toBe(true);
    expect(line.slice(carets.indexOf('^'), carets.lastIndexOf('^') + 1)).toBe('here');
  });

  it('places lines ended by a lone \\r or by \\r\\n', () => {
    for (const eol of ['\r', '\r\n', '\n']) {
      const text = ['game pig "P"', 'players 2..', 'dise 3 d6', ''].join(eol);
      expect(shown(text, at(text, 'dise'))).toEqual({ line: 'dise 3 d6', carets: '^^^^' });
    }
  });

  it('takes a line index instead of the text, and renders many diagnostics of one long file quickly', () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `r${i} bad`);
    const text = lines.join('\n');
    const index = new LineIndex(text);
    let offset = 0;
    const ds: Diagnostic[] = lines.map((l) => {
      const d: Diagnostic = { severity: 'error', code: 'test/code', message: 'm', range: { file: 'f', start: index.position(offset), end: index.position(offset + l.length) } };
      offset += l.length + 1;
      return d;
    });
    const started = performance.now();
    // With the text: its lines are indexed once, not once per diagnostic.
    const out = ds.map((d) => renderDiagnostic(d, text));
    expect(out[49_999]).toBe('f:50000:1: error[test/code]: m\n 50000 | r49999 bad\n       | ^^^^^^^^^^');
    expect(renderDiagnostic(ds[5]!, index)).toBe(out[5]);
    // Generous: quadratic work would take minutes.
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
