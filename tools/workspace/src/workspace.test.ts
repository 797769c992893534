/**
 * Checks on the workspace as a whole: the module boundaries (docs/adding-a-game.md, "Module boundaries") are enforced by
 * lint, no shipped JavaScript evaluates code at run time (strict Content-Security-Policy), and
 * each game is named only in its own folder (adding a game is adding a folder).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

describe('no page loads ELK: statecharts are laid out at build time', () => {
  // elkjs is EPL-2.0/GPL and about 470 KB gzip: the chart build and the CLI use it, pages never.
  const shipped = [join(ROOT, 'packages/elements/dist/cdn'), join(ROOT, 'apps/site/dist')].filter(existsSync).flatMap(jsFiles);
  const elk = /org\.eclipse\.elk|elkjs|\bELK\b/;

  it('finds the CDN build, and would recognise ELK code', () => {
    expect(shipped.map((f) => relative(ROOT, f))).toContain('packages/elements/dist/cdn/regelwerk.js');
    expect(elk.test(readFileSync(join(ROOT, 'node_modules/elkjs/lib/elk-worker.min.js'), 'utf8'))).toBe(true);
  });

  it('holds no ELK code in any file of the CDN build or the site', () => {
    expect(shipped.filter((f) => elk.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f))).toEqual([]);
  });
});

describe('a game lives in one folder', () => {
  // Every game has a rule file rules/<id>.rules; the id names its folder packages/games/<id>/.
  const games = readdirSync(join(ROOT, 'rules'))
    .filter((f) => f.endsWith('.rules'))
    .map((f) => f.slice(0, -'.rules'.length));
  // Every text file the repository ships: code, styles, the grammar, pages, manifests and
  // workflows, and prose outside docs/. The lockfile only mirrors the package manifests.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|mts|js|mjs|cjs|css|peggy|html|json|ya?ml|md)$/.test(f) && f !== 'package-lock.json' && existsSync(join(ROOT, f)));

  /**
   * Where a game may be named: its own folder, the rule files, the registry and docs. Tests,
   * their fixtures and benchmarks exercise real games by name; the site's house-rule catalogue
   * lists the shipped variant files by name with a line of prose each.
   */
  const allowed = (file: string, game: string) =>
    file.startsWith(`packages/games/${game}/`) ||
    file.startsWith('rules/') ||
    file.startsWith('packages/games/registry/') ||
    file.startsWith('docs/') ||
    file === 'apps/site/src/catalogue.ts' ||
    /\.(test|spec)\.ts$/.test(file) ||
    file.includes('/test-support/') ||
    file.includes('/fixtures/') ||
    file.startsWith('apps/site-e2e/') ||
    file.startsWith('tools/bench/');

  /**
   * Prose outside docs/ (a README, a page of the site) may take one game as its example, as
   * the embedding snippet does; naming a second game makes it a list of games, which only the
   * registry keeps (a new game would have to be added to it).
   */
  const prose = (file: string) => /\.(md|html)$/.test(file);

  const mentions = (game: string): RegExp => new RegExp(`\\b${game}\\b`, 'i');
  const named = (text: string) => games.filter((g) => mentions(g).test(text));

  /** The games a file names where it may not: in prose, all of them once it names two. */
  const offences = (file: string, text: string) => {
    const names = named(text).filter((g) => !allowed(file, g));
    return prose(file) && named(text).length < 2 ? [] : names;
  };

  it('knows the games and finds the files to check, pages, manifests and prose among them', () => {
    expect(games.length).toBeGreaterThanOrEqual(4);
    expect(files).toEqual(expect.arrayContaining(['packages/elements/src/rw-game/rw-game.component.ts', 'apps/site/index.html', 'apps/site/package.json', 'README.md']));
    expect(files.some((f) => f.startsWith('docs/'))).toBe(true);
  });

  it('would notice a game named outside its folder (the check can fail)', () => {
    const [a, b] = games as [string, string];
    expect(offences('packages/elements/src/rw-game/rw-game.component.ts', `if (rules.game === '${a}') {`)).toEqual([a]);
    expect(offences('apps/site/index.html', `<rw-game game="${a}"></rw-game>`)).toEqual([]);
    expect(offences('apps/site/index.html', `<a href="/${a}.html">A</a> or <a href="/${b}.html">B</a>`)).toEqual([a, b]);
    expect(offences('apps/site/package.json', `{ "dependencies": { "@regelwerk/${a}": "0.1.0" } }`)).toEqual([a]);
    expect(offences(`packages/games/${a}/board/src/page.ts`, `game="${a}"`)).toEqual([]);
    expect(offences('docs/site.md', `${a} and ${b}`)).toEqual([]);
  });

  it.each(games)('names %s only in its own folder, the rules, the registry, docs and tests', (game) => {
    const offenders = files.filter((f) => offences(f, readFileSync(join(ROOT, f), 'utf8')).includes(game));
    expect(offenders).toEqual([]);
  });
});
