/**
 * For tests of rule checks, in the dsl and in every game's schema: one mistake in a small rule
 * file, the code it must produce, where (line:column of the start, and the text underlined) and a
 * part of the message that says how to fix it.
 */
import { expect } from 'vitest';
import type { CompileResult } from './compile.js';

export interface DiagnosticCase {
  readonly name: string;
  readonly source: string;
  readonly code: string;
  /** `line:column` of the start of the reported range. */
  readonly at: string;
  /** The text the range covers. */
  readonly covers: string;
  readonly message: RegExp;
}

/** Compiles `c.source` with `compileText` and expects the diagnostic `c` describes. */
export function expectDiagnostic(c: DiagnosticCase, compileText: (source: string) => CompileResult): void {
  const result = compileText(c.source);
  expect(result.ok).toBe(false);
  const d = result.diagnostics.find((x) => x.code === c.code);
  expect(d, `expected ${c.code}, got ${result.diagnostics.map((x) => `${x.code}: ${x.message}`).join('; ')}`).toBeDefined();
  expect(`${d!.range.start.line}:${d!.range.start.column}`).toBe(c.at);
  expect(c.source.slice(d!.range.start.offset, d!.range.end.offset)).toBe(c.covers);
  expect(d!.message).toMatch(c.message);
}
