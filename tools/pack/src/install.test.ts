import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The tarballs of `npm run pack:all` (this project's pack target runs first), installed into an
// empty project outside the repository as a user would: no workspace, no @regelwerk package
// but the two published ones; lit, xstate, CodeMirror and elkjs come from the registry (the npm
// cache when it holds them).
const ROOT = join(import.meta.dirname, '../../..');
const TARBALLS = join(ROOT, 'dist/packages');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let project: string;
const installed = (...path: string[]) => join(project, 'node_modules', ...path);

/** The command installed in the project (npx runs the same link, seconds slower: it is used once). */
function regelwerk(...args: string[]) {
  const run = spawnSync(installed('.bin/regelwerk'), args, { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

beforeAll(() => {
  const tarballs = readdirSync(TARBALLS).filter((f) => f.endsWith('.tgz'));
  expect(tarballs.sort()).toEqual(['regelwerk-cli-0.1.0.tgz', 'regelwerk-elements-0.1.0.tgz']);
  project = mkdtempSync(join(tmpdir(), 'rw-install-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'a-blog', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs.map((t) => join(TARBALLS, t))], { cwd: project, stdio: 'pipe' });
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('the packed tarballs, installed into an empty project', () => {
  it('bring no @regelwerk package but the two published ones', () => {
    expect(readdirSync(installed('@regelwerk')).sort()).toEqual(['cli', 'elements']);
    expect(existsSync(installed('lit'))).toBe(true);
    expect(existsSync(installed('elkjs'))).toBe(true);
  });

  it('run the regelwerk command with npx', () => {
    const help = spawnSync('npx', ['--no-install', 'regelwerk', '--help'], { cwd: project, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: regelwerk <command>/);
    expect(regelwerk('--version').out.trim()).toBe('0.1.0');
  });

  it('check a house rule that extends a shipped game and the shipped rules, and name the place of a mistake', () => {
    const shipped = readFileSync(installed('@regelwerk/cli/bundle/rules/variants/schocken-drei-wuerfe-fuer-alle.rules'), 'utf8');
    writeFileSync(join(project, 'shipped-copy.rules'), shipped);
    const good = regelwerk('check', 'shipped-copy.rules', 'schocken');
    expect(good.code).toBe(0);
    expect(good.err).toMatch(/^checked 2 files: all clean/);
    writeFileSync(join(project, 'broken.rules'), `${shipped}\nthrows for everybody\n`);
    const bad = regelwerk('check', 'broken.rules');
    expect(bad.code).toBe(1);
    expect(`${bad.out}${bad.err}`).toMatch(/broken\.rules:\d+:\d+/);
    expect(`${bad.out}${bad.err}`).not.toMatch(/\n\s+at /);
  });

  it('simulate in worker threads and draw a statechart with elkjs from the registry', () => {
    const sim = regelwerk('simulate', 'schocken', '--games', '40', '--workers', '2', '--seed', 'pack', '--json');
    expect(sim.err).toBe('');
    expect(JSON.parse(sim.out)).toMatchObject({ games: 40 });
    const svg = regelwerk('diagram', 'schocken', '--svg', 'chart.svg');
    expect(svg.code).toBe(0);
    expect(readFileSync(join(project, 'chart.svg'), 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('resolve the npm build and its types by the package name, with registry packages only', () => {
    const resolve = (specifier: string) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', `console.log(import.meta.resolve(${JSON.stringify(specifier)}))`], { cwd: project, encoding: 'utf8' }).trim();
    expect(resolve('@regelwerk/elements')).toBe(pathToFileURL(installed('@regelwerk/elements/dist/npm/index.js')).href);
    expect(resolve('@regelwerk/elements/rw-game.js')).toBe(pathToFileURL(installed('@regelwerk/elements/dist/npm/rw-game.js')).href);
    const npmBuild = readdirSync(installed('@regelwerk/elements/dist/npm')).filter((f) => f.endsWith('.js'));
    // Every import statement's package (statements start a line in the build's output).
    const imports = (f: string) => [...readFileSync(installed('@regelwerk/elements/dist/npm', f), 'utf8').matchAll(/^(?:import|export)\b[^"\n]*?(?:from\s*)?"([^".][^"]*)";?$/gm)].map((m) => m[1]!);
    const bare = new Set(npmBuild.flatMap(imports).map((s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/')));
    expect(bare).toContain('lit');
    const dependencies = Object.keys((JSON.parse(readFileSync(installed('@regelwerk/elements/package.json'), 'utf8')) as { dependencies: object }).dependencies);
    expect([...bare].filter((b) => !dependencies.includes(b))).toEqual([]);
    // The declarations too: a strict install (pnpm) finds only the package's own dependencies.
    const declarations = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? declarations(join(dir, e.name)) : e.name.endsWith('.d.ts') ? [join(dir, e.name)] : []));
    const typeImports = declarations(installed('@regelwerk/elements/dist/types')).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"]([^'".][^'"]*)['"]/g)].map((m) => m[1]!));
    const typePackages = new Set(typeImports.map((s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/')));
    expect(typePackages).toContain('lit');
    expect([...typePackages].filter((b) => !dependencies.includes(b))).toEqual([]);
    // A user's TypeScript reads the declarations: the element by its tag, and a type that comes
    // from a bundled package (a game log, from the engine), which would be \`any\` if the declarations
    // still imported a package that is not installed (then the expected error would not come).
    const use = [
      "import type { RwGame } from '@regelwerk/elements';",
      "const game: RwGame = document.createElement('rw-game');",
      "game.seed = '1';",
      '// @ts-expect-error: the seed of a log is a string',
      'export const seed: number | undefined = game.log?.seed;',
    ];
    writeFileSync(join(project, 'use.ts'), `${use.join('\n')}\n`);
    const compilerOptions = { noEmit: true, strict: true, skipLibCheck: true, module: 'nodenext', target: 'es2022', lib: ['es2023', 'dom', 'dom.iterable'], types: [] };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['use.ts'] }));
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], { cwd: project, encoding: 'utf8' });
    expect(tsc.stdout).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('import the npm build in Node with a happy-dom window: the four elements register, and a table draws from the lazy chunks', () => {
    // The user's project has no happy-dom: the probe gets the repository's by its address.
    const happyDom = pathToFileURL(createRequire(import.meta.url).resolve('happy-dom')).href;
    const probe = [
      `const { Window } = await import(${JSON.stringify(happyDom)});`,
      "const window = new Window({ url: 'http://localhost/' });",
      'for (const key of Object.getOwnPropertyNames(window)) if (!(key in globalThis)) Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });',
      'globalThis.window = window;',
      'globalThis.document = window.document;',
      "const m = await import('@regelwerk/elements');",
      "const classes = { 'rw-game': m.RwGame, 'rw-statechart': m.RwStatechart, 'rw-rules-table': m.RwRulesTable, 'rw-rules-editor': m.RwRulesEditor };",
      "const table = Object.assign(document.createElement('rw-rules-table'), { game: 'schocken' });",
      'document.body.append(table);',
      "for (let i = 0; i < 200 && !table.shadowRoot?.querySelector('tbody tr'); i++) await new Promise((r) => setTimeout(r, 50));",
      "console.log(JSON.stringify({ registered: Object.entries(classes).filter(([tag, cls]) => cls && customElements.get(tag) === cls).map(([tag]) => tag), rows: table.shadowRoot?.querySelectorAll('tbody tr').length ?? 0 }));",
      'await window.happyDOM.close();',
      'process.exit(0);',
    ];
    writeFileSync(join(project, 'probe.mjs'), `${probe.join('\n')}\n`);
    const run = spawnSync(process.execPath, ['probe.mjs'], { cwd: project, encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toBe('');
    const { registered, rows } = JSON.parse(run.stdout) as { registered: string[]; rows: number };
    expect(registered).toEqual(['rw-game', 'rw-statechart', 'rw-rules-table', 'rw-rules-editor']);
    expect(rows).toBeGreaterThan(0);
  });

  it('serve the CDN build to a page from the installed package, which registers the elements, draws a table and loads the chunk of the editor', async () => {
    const cdn = installed('@regelwerk/elements/dist/cdn');
    const page = '<!doctype html><html lang="en"><script type="module" src="/cdn/regelwerk.js"></script><rw-rules-table game="schocken"></rw-rules-table><rw-rules-editor game="schocken"></rw-rules-editor></html>';
    const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
    const server: Server = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (path === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
      const file = normalize(join(cdn, path.replace(/^\/cdn\//, '')));
      if (!path.startsWith('/cdn/') || !file.startsWith(cdn + sep) || !existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      tab.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
      await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await tab.waitForFunction(() => document.querySelector('rw-rules-table')?.shadowRoot?.querySelector('table[part="table"] tbody tr'), undefined, { timeout: 20_000 });
      await tab.waitForFunction(() => document.querySelector('rw-rules-editor')?.shadowRoot?.querySelector('[part="code"] .cm-editor'), undefined, { timeout: 20_000 });
      const defined = await tab.evaluate(() => ['rw-game', 'rw-statechart', 'rw-rules-table', 'rw-rules-editor'].map((t) => customElements.get(t) !== undefined));
      expect(defined).toEqual([true, true, true, true]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
  });
});
