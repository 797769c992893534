/**
 * Checks on the workspace as a whole: the module boundaries of DESIGN.md §1 are enforced by
 * lint, and no shipped JavaScript evaluates code at run time (strict Content-Security-Policy).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries', () => {
  it('lint refuses the rule language importing a tool (which already depends on it)', async () => {
    const errors = await boundaryErrors('packages/dsl/src/probe.ts', "import { run } from '@regelwerk/cli';\nexport const probe = run;\n");
    expect(errors.join('\n')).toMatch(/Circular dependency between "dsl" and "cli"/);
  });

  it('lint refuses importing an application (the CLI is one)', async () => {
    const errors = await boundaryErrors('apps/site-e2e/src/probe.ts', "import { run } from '@regelwerk/cli';\nexport const probe = run;\n");
    expect(errors).toEqual(['Imports of apps are forbidden']);
  });

  it('lint allows a tool importing the rule language', async () => {
    expect(await boundaryErrors('tools/cli/src/probe.ts', "import { compile } from '@regelwerk/dsl';\nexport const probe = compile;\n")).toEqual([]);
  });
});

function jsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...jsFiles(full));
    else if (name.endsWith('.js')) out.push(full);
  }
  return out;
}

describe('shipped code runs under a strict Content-Security-Policy', () => {
  const shipped = [join(ROOT, 'packages/dsl/dist'), join(ROOT, 'apps/site/dist')].flatMap(jsFiles);

  it('ships the generated parser and the site bundle', () => {
    const names = shipped.map((f) => relative(ROOT, f));
    expect(names).toContain('packages/dsl/dist/generated/parser.js');
    expect(names.some((n) => n.startsWith('apps/site/dist/assets/'))).toBe(true);
  });

  it.each([
    ['a call of eval', /(^|[^.\w$])eval\(/],
    ['the Function constructor with new', /\bnew\s+Function\b/],
    ['the Function constructor as a call', /(^|[^.\w$])Function\(/],
  ])('no shipped file calls %s', (_name, pattern) => {
    const offenders = shipped.filter((f) => pattern.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f));
    expect(offenders).toEqual([]);
  });
});
