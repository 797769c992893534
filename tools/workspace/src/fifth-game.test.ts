/**
 * Issue 23, point 1's proof: a fifth game added as one folder (the toy in fixtures/toy-game) is
 * seen by the CLI, the bench and the site with no file outside its folder touched. The test
 * builds the toy, sets the registry's generated list aside, generates it again with
 * `--with fixtures/toy-game` and builds the registry, asks the command line, the bench, the
 * site's page build and the elements' chart generator, and puts the workspace's list back (source
 * and build) whatever happens.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TOY = join(ROOT, 'tools/workspace/fixtures/toy-game');
const REGISTRY = join(ROOT, 'packages/games/registry');
const GENERATED = ['src/generated', 'dist/generated'];
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const CLI = join(ROOT, 'tools/cli/bin/regelwerk.js');
const CHARTS = join(ROOT, 'packages/elements/scripts/generate-charts.mjs');

const node = (args: readonly string[], cwd = ROOT) => spawnSync(process.execPath, args, { cwd, encoding: 'utf8', timeout: 60_000 });
const regelwerk = (...args: string[]) => node([CLI, ...args]);

const aside = mkdtempSync(join(tmpdir(), 'regelwerk-fifth-game-'));

beforeAll(() => {
  execFileSync(process.execPath, [TSC, '-p', join(TOY, 'tsconfig.json')], { cwd: ROOT });
  for (const dir of GENERATED) cpSync(join(REGISTRY, dir), join(aside, dir), { recursive: true });
  execFileSync(process.execPath, ['scripts/generate-games.mjs', '--with', TOY], { cwd: REGISTRY });
  execFileSync(process.execPath, [TSC, '-p', 'tsconfig.lib.json'], { cwd: REGISTRY });
}, 120_000);

afterAll(() => {
  for (const dir of GENERATED) {
    rmSync(join(REGISTRY, dir), { recursive: true, force: true });
    cpSync(join(aside, dir), join(REGISTRY, dir), { recursive: true });
  }
  rmSync(aside, { recursive: true, force: true });
});

describe('a fifth game in one folder', () => {
  it('is listed by `regelwerk games` after the others, with its rule file in its own folder', () => {
    const r = regelwerk('games', '--json');
    expect(r.stderr).toBe('');
    const games = JSON.parse(r.stdout) as { id: string; name: string; rules: string; playable: boolean }[];
    expect(games.length).toBe(5);
    expect(games.at(-1)).toEqual({ id: 'toy', name: 'Higher or lower', rules: 'tools/workspace/fixtures/toy-game/rules/toy.rules', playable: true });
  });

  it('is played by `regelwerk simulate toy`: every seat guesses as often as its rules say', () => {
    const r = regelwerk('simulate', 'toy', '--games', '40', '--players', '3', '--bots', 'random,tactician', '--seed', 'fifth', '--json');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout) as { games: number; decisions: number; rules: string };
    expect(s.rules).toBe('Higher or lower');
    // rules/toy.rules: rounds 3, so a game of three is nine guesses.
    expect(s.games).toBe(40);
    expect(s.decisions).toBe(40 * 3 * 3);
  });

  it('has its rule file checked by `regelwerk check`, and a mistake in it named by place and code', () => {
    const clean = regelwerk('check', join(TOY, 'rules/toy.rules'));
    expect(clean.status).toBe(0);
    const broken = join(aside, 'toy-broken.rules');
    writeFileSync(broken, readFileSync(join(TOY, 'rules/toy.rules'), 'utf8').replace('rounds 3', 'rounds 0'));
    const r = regelwerk('check', broken);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/toy-broken\.rules:5:\d+: error\[value\/[a-z-]+\]/);
  });

  it("is measured by the bench: the tactician's decision times and strength at every table its rules allow", () => {
    const r = node([join(ROOT, 'tools/bench/dist/bots.js'), 'toy', '--games', '40']);
    expect(r.status).toBe(0);
    const rows = r.stdout.split('\n').filter((l) => l.startsWith('| toy |'));
    expect(rows.map((l) => l.split('|')[2]!.trim())).toEqual(['1', '2', '3', '4']);
  });

  it('is timed by the bench on its simulate path, with no hand-written loop to compare with', () => {
    const r = node([join(ROOT, 'tools/bench/dist/pace.js'), 'toy']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Higher or lower, 4 players');
    expect(r.stdout).toMatch(/simulate path, random bots +\d+ games\/s/);
    expect(r.stdout).toContain('no hand-written loop of this game');
  });

  it("gets a page of its own, is linked from the site's navigation and offered by the playground's picker", () => {
    // The site's own page transform (apps/site/vite.config.ts), as its build runs it on each page.
    const script = `
      import { readFileSync } from 'node:fs';
      import { loadConfigFromFile } from 'vite';
      const { config } = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts');
      const plugin = config.plugins.flat().find((p) => p && p.name === 'regelwerk-site-partials');
      const page = (name) => plugin.transformIndexHtml.handler(readFileSync(name, 'utf8'), { path: '/' + name });
      // The game's own page, from the one template (the plugin that makes <id>.html for each game).
      const pages = config.plugins.flat().find((p) => p && p.name === 'regelwerk-site-game-pages');
      const file = [...Object.values(config.build.rollupOptions.input)].find((f) => f.endsWith('/toy.html'));
      const toy = file && (await pages.load(file));
      console.log(JSON.stringify({ index: page('index.html'), playground: page('playground.html'), toy: toy ?? null }));
    `;
    const r = node(['--input-type=module', '-e', script], join(ROOT, 'apps/site'));
    expect(r.stderr).toBe('');
    const { index, playground, toy } = JSON.parse(r.stdout) as { index: string; playground: string; toy: string | null };
    expect(index).toContain('<a href="/toy.html">Higher or lower</a>');
    expect(playground).toContain('<a href="/playground.html?game=toy" data-game="toy">Higher or lower</a>');
    // Its page: the game, its chart and its tables, with the title from its module.
    expect(toy).toContain('<rw-game');
    expect(toy).toMatch(/<rw-game[^>]*game="toy"/);
    expect(toy).toContain('<rw-statechart game="toy" for="game"></rw-statechart>');
    expect(toy).toContain('<rw-rules-table game="toy" for="game"></rw-rules-table>');
    expect(toy).toContain('Higher or lower');
  });

  it('gets its chart, its compiled rules and its rule text at build time, read from the rule folder its package.json names', () => {
    // The elements' generator, into a folder of the test's own (the workspace's src/generated stays as it is); the toy alone, which keeps it to seconds.
    const out = join(aside, 'elements-generated');
    const r = node([CHARTS, '--out', out, '--game', 'toy']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const chart = JSON.parse(readFileSync(join(out, 'toy.chart.json'), 'utf8')) as { id: string; title: { en: string }; chart: { nodes: { id: string }[] }; states: Record<string, unknown> };
    expect(chart.id).toBe('toy');
    expect(chart.title.en).toBe('Higher or lower');
    // The toy machine's three states, laid out, with the words of its module.
    expect(chart.chart.nodes.map((n) => n.id).filter(Boolean).sort()).toEqual(['guessing', 'judged', 'over']);
    expect(Object.keys(chart.states).sort()).toEqual(['guessing', 'judged', 'over']);
    expect(readFileSync(join(out, 'toy.rules.ts'), 'utf8')).toContain('game toy \\"Higher or lower\\"');
    expect(readFileSync(join(out, 'toy.compiled.ts'), 'utf8')).toMatch(/"toy\.rules":\{/);
    // Only the game asked for: no other game's files.
    expect(existsSync(join(out, 'okudos.chart.json'))).toBe(false);
  });
});
