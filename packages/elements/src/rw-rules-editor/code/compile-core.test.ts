import { describe, expect, it } from 'vitest';
import { compileOutcome, formatOutcome } from './compile-core.js';
import { EDITOR_FILE } from './types.js';

const JULE = 'variant "jule" extends schocken\n\ninsert ranking below schock-out\n  jule  "Jule"  4  2  1  penalty 7\n';

describe('what the compile worker answers', () => {
  it('compiles a variant of the game and gives the base rules and vocabulary', async () => {
    const outcome = await compileOutcome('schocken', JULE, 7);
    expect(outcome.version).toBe(7);
    expect(outcome.ok).toBe(true);
    expect(outcome.rules?.variant).toEqual({ name: 'jule', base: 'schocken' });
    expect(outcome.base?.variant).toBeNull();
    expect(outcome.vocabulary?.statements.map((s) => s.name)).toEqual(expect.arrayContaining(['set', 'ranking', 'insert', 'replace', 'remove']));
    expect(outcome.vocabulary?.options.map((o) => o.id)).toContain('fewer-throws-win');
    const ranking = outcome.vocabulary?.tables.find((t) => t.id === 'ranking');
    expect(ranking?.rows.map((r) => r.id)).toEqual(expect.arrayContaining(['schock-out', 'schock', 'einfach']));
  });

  it('passes on the compiler’s quick fix for a mistyped name', async () => {
    const text = 'variant "x" extends schocken\nset fewer-trows-win off\n';
    const outcome = await compileOutcome('schocken', text, 2);
    const fix = outcome.diagnostics.find((d) => d.range.file === EDITOR_FILE)?.fixes?.[0];
    expect(fix?.text).toBe('fewer-throws-win');
    expect(text.slice(fix!.range.start.offset, fix!.range.end.offset)).toBe('fewer-trows-win');
  });

  it('still offers the language’s statements for a game that is not there', async () => {
    const outcome = await compileOutcome('no-such-game', 'set a on\n', 0);
    expect(outcome.ok).toBe(false);
    expect(outcome.diagnostics[0]!.message).toContain('no-such-game');
    expect(outcome.vocabulary?.statements.map((s) => s.name)).toEqual(expect.arrayContaining(['variant', 'set', 'insert']));
  });

  it('reports a broken text at its line, in the editor file', async () => {
    const outcome = await compileOutcome('schocken', 'variant "x" extends schocken\nset no-such-option on\n', 1);
    expect(outcome.ok).toBe(false);
    expect(outcome.rules).toBeNull();
    const own = outcome.diagnostics.filter((d) => d.range.file === EDITOR_FILE);
    expect(own.length).toBeGreaterThan(0);
    expect(own[0]!.range.start.line).toBe(2);
  });

  it('puts an error the change makes in the base game’s file on the line that made it', async () => {
    const text = 'variant "x" extends schocken\n\nremove ranking einfach\n';
    const outcome = await compileOutcome('schocken', text, 5);
    expect(outcome.ok).toBe(false);
    expect(outcome.diagnostics.every((d) => d.range.file === EDITOR_FILE)).toBe(true);
    const [d] = outcome.diagnostics;
    expect(d).toMatchObject({ code: 'ranking/incomplete', range: { start: { line: 3, column: 1 } }, base: { file: 'rules/schocken.rules', via: 'change' } });
    expect(text.slice(d!.range.start.offset, d!.range.end.offset)).toBe('remove ranking einfach');
  });
});

describe('format on request', () => {
  it('formats a readable text', async () => {
    const outcome = await formatOutcome('schocken', 'variant "x" extends schocken\nset   fewer-throws-win    off\n', 3);
    expect(outcome).toEqual({ version: 3, ok: true, text: 'variant "x" extends schocken\nset fewer-throws-win off\n' });
  });

  it('keeps a text it cannot read and says where', async () => {
    const outcome = await formatOutcome('schocken', 'variant "x" extends schocken\nset a "open\n', 4);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.version).toBe(4);
    expect(outcome.diagnostics[0]!.range).toMatchObject({ file: EDITOR_FILE, start: { line: 2 } });
  });
});
