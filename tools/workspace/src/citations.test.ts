/**
 * Comments and docs cite what a maintainer who clones the repository has: its `docs/`
 * (docs/architecture.md above all), never the team's notes beside it (`DESIGN.md`,
 * `TOOLCHAIN.md`, `../shared/…`). Rulebooks are named by their seed number, not by a path.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A citation of a file outside the repository. */
const OUTSIDE: readonly [string, RegExp][] = [
  ['the design notes', /\bDESIGN(\.md\b|\s*§)/],
  ['the toolchain notes', /\bTOOLCHAIN\.md\b/],
  ['the shared folder beside the repository', /(^|[^\w/.-])(\.\.\/)*shared\/(seeds|DESIGN|TOOLCHAIN|briefs)\b|(\.\.\/){2,}shared\b|\/work\/shared\b/],
];

const SCRIPT = /\.(ts|mts|cts|js|mjs|cjs)$/;

/** The comments of a script, as the TypeScript scanner finds them (strings and code left out). */
function scriptComments(text: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  const out: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) out.push(scanner.getTokenText());
  }
  return out;
}

/** What of a file is prose a reader follows: the comments of code, all of a doc. */
function citingText(file: string, text: string): string[] {
  if (SCRIPT.test(file)) return scriptComments(text);
  if (/\.(css|peggy)$/.test(file)) return [...text.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)].map((m) => m[0]);
  if (/\.html$/.test(file)) return [...text.matchAll(/<!--[\s\S]*?-->/g)].map((m) => m[0]);
  if (/\.rules$/.test(file)) return [...text.matchAll(/#[^\n]*/g)].map((m) => m[0]);
  if (/\.md$/.test(file)) return [text];
  return [];
}

/** `file: what it cites` for each citation of a file outside the repository. */
function outsideCitations(file: string, text: string): string[] {
  return citingText(file, text).flatMap((comment) => OUTSIDE.filter(([, pattern]) => pattern.test(comment)).map(([what]) => `${file}: cites ${what}`));
}

describe('comments and docs cite only the repository', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|mts|cts|js|mjs|cjs|css|peggy|html|rules|md)$/.test(f) && !f.includes('/generated/') && existsSync(join(ROOT, f)));

  it('finds the files to check', () => {
    expect(files).toContain('docs/architecture.md');
    expect(files).toContain('packages/engine/src/testing/conformance.ts');
    expect(files.some((f) => f.startsWith('rules/') && f.endsWith('.rules'))).toBe(true);
  });

  it.each([
    ['a script comment citing the design notes', 'a.ts', '/** The suite (DESIGN §4). */\nexport const a = 1;\n'],
    ['a line comment citing them by file', 'a.ts', '// see DESIGN.md\nexport const a = 1;\n'],
    ['a comment pointing into the shared folder', 'a.ts', '// the rulebook in ../shared/seeds/003\n'],
    ['a doc citing the toolchain notes', 'docs/x.md', 'As TOOLCHAIN.md says.\n'],
    ['a rule file comment citing the design notes', 'rules/x.rules', 'game x "X"\n# decision: DESIGN §9\n'],
    ['a style comment citing the design notes', 'a.css', '/* DESIGN.md §6 */\n'],
    ['a page comment citing the design notes', 'a.html', '<!-- DESIGN.md -->\n'],
  ])('would notice %s', (_name, file, text) => {
    expect(outsideCitations(file, text)).toHaveLength(1);
  });

  it.each([
    ['an import of a folder named shared inside the package', 'a.ts', "import { define } from '../shared/define.js';\n"],
    ['a text in code, not a comment', 'a.ts', "export const note = 'DESIGN.md';\n"],
    ['a citation of the repository’s docs', 'a.ts', '// see docs/architecture.md, "Decisions" (seed 003 for the rulebook)\n'],
  ])('lets pass %s', (_name, file, text) => {
    expect(outsideCitations(file, text)).toEqual([]);
  });

  it('finds no comment or doc that cites a file outside the repository', () => {
    // This file names what it looks for, in its patterns and its examples.
    const offenders = files.filter((f) => f !== 'tools/workspace/src/citations.test.ts').flatMap((f) => outsideCitations(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
