import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Io } from './io.js';
import { run } from './main.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = join(ROOT, 'tools/cli/bin/regelwerk.js');

async function cli(args: string[], cwd = ROOT) {
  let stdout = '';
  let stderr = '';
  const io: Io = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), color: false, tty: false, cwd };
  const code = await run(args, io);
  return { code, stdout, stderr };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'regelwerk-cli-'));
}

describe('regelwerk check', () => {
  it('checks every rule file and variant in one run and exits 0', async () => {
    const r = await cli(['check', 'rules/schocken.rules', 'rules/sushizock.rules', 'rules/kaeseschieben.rules', 'rules/okudos.rules', 'rules/variants/schocken-jule.rules', 'rules/variants/okudos-variante-3.rules']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('checked 6 files: all clean (0 errors, 0 warnings)\n');
  });

  it('prints file:line:col, the code, the source line and a caret for each problem, and exits 1', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bad.rules'), 'game schocken "S"\nplayers 2..\ndise 3 d6\n');
    writeFileSync(join(dir, 'good.rules'), readFileSync(join(ROOT, 'rules/variants/schocken-jule.rules'), 'utf8'));
    const r = await cli(['check', 'bad.rules', 'good.rules'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('bad.rules:3:1: error[statement/unknown]: there is no statement `dise` (did you mean `die`?)\n 3 | dise 3 d6\n   | ^^^^\n');
    expect(r.stderr).toContain('bad.rules:1:1: error[game/missing]: schocken needs the `dice` statement');
    expect(r.stderr).toMatch(/checked 2 files: 1 with errors \(\d+ errors, 0 warnings\)/);
  });

  it('shows the lines of the base game when a variant breaks it', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'v.rules'), 'variant "x" extends schocken\ninsert ranking below schock-out\n  dup "Dup" 1 1 6 penalty 9\n');
    const r = await cli(['check', 'v.rules'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/schocken\.rules:\d+:\d+: error\[ranking\/overlap\]: the throw 1 1 6 is already taken by the row `dup`/);
    expect(r.stderr).toMatch(/\| {3}schock {6}"Schock \{n\}"/);
  });

  it('reports diagnostics as JSON on stdout with --json', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bad.rules'), 'game okudos "O"\n');
    const r = await cli(['check', '--json', 'bad.rules'], dir);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { files: { file: string; ok: boolean; diagnostics: { code: string }[] }[] };
    expect(json.files[0]).toMatchObject({ file: 'bad.rules', ok: false });
    expect(json.files[0]!.diagnostics.every((d) => d.code === 'game/missing')).toBe(true);
  });

  it.each([
    [['check'], /name at least one rule file/],
    [['check', 'no-such.rules'], /cannot read no-such\.rules: no such file/],
    [['check', 'rules'], /rules is a folder/],
    [['check', '--frobnicate', 'x.rules'], /Unknown option '--frobnicate'/],
    [['fmt', '--check', '--write', 'rules/schocken.rules'], /use --check or --write, not both/],
    [['table', 'rules/schocken.rules', 'rules/okudos.rules'], /exactly one game or rule file/],
    [['table', 'nosuchgame'], /cannot read nosuchgame: no such file/],
    [['launch'], /there is no command `launch`/],
  ])('exits 2 with a clear message for bad usage: %j', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it.each(['check', 'fmt', 'table'])('has --help for %s', async (command) => {
    const r = await cli([command, '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^Usage: regelwerk ${command} (FILE|GAME\\|FILE)`));
    expect(r.stdout).toContain('Exit codes');
  });
});

describe('regelwerk fmt', () => {
  it('--check passes the canonical rule files and fails a file that is not canonical', async () => {
    expect((await cli(['fmt', '--check', 'rules/schocken.rules', 'rules/variants/schocken-jule.rules'])).code).toBe(0);
    const dir = tempDir();
    writeFileSync(join(dir, 'messy.rules'), 'game schocken   "S"\ntokens    13\n');
    const r = await cli(['fmt', '--check', 'messy.rules'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('messy.rules: not in canonical form');
  });

  it('--write rewrites a file in canonical form', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'messy.rules'), 'game schocken   "S"\ntokens    13   # in the middle\n');
    const r = await cli(['fmt', '--write', 'messy.rules'], dir);
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'messy.rules'), 'utf8')).toBe('game schocken "S"\ntokens 13          # in the middle\n');
  });

  it('leaves a file with syntax errors untouched and exits 1', async () => {
    const dir = tempDir();
    const text = 'game schocken "S\ntokens 13\n';
    writeFileSync(join(dir, 'broken.rules'), text);
    const r = await cli(['fmt', '--write', 'broken.rules'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('broken.rules:1:15: error[syntax/unreadable]');
    expect(readFileSync(join(dir, 'broken.rules'), 'utf8')).toBe(text);
  });
});

describe('regelwerk table', () => {
  it('--json lists all 56 throws of Schocken best first with dice, row, label, penalty and probability', async () => {
    const r = await cli(['table', '--json', 'rules/schocken.rules']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { outcomes: { dice: number[]; row: string; label: string; penalty: number | 'all'; probability: number }[] };
    expect(json.outcomes).toHaveLength(56);
    expect(json.outcomes[0]).toMatchObject({ dice: [1, 1, 1], row: 'schock-out', label: 'Schock out', penalty: 'all' });
    expect(json.outcomes[3]).toMatchObject({ dice: [1, 1, 4], row: 'schock', label: 'Schock 4', penalty: 4 });
    expect(json.outcomes[55]).toMatchObject({ dice: [2, 2, 1], row: 'einfach', label: 'Einfacher Wurf', penalty: 1 });
    expect(json.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('prints a readable ranking with rank, name, dice, tokens and chance', async () => {
    const r = await cli(['table', 'rules/variants/schocken-jule.rules']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Schocken — variant "jule"/);
    expect(r.stdout).toMatch(/ {3}2 {2}Jule +4-2-1 +7 +2\.78 %/);
  });

  it.each([
    ['rules/sushizock.rules', /"bones": \{\s+"total": 12/],
    ['rules/kaeseschieben.rules', /"wormyValue": 0/],
    ['rules/okudos.rules', /"discardAtStart": 9/],
  ])('prints the tables of %s as JSON', async (file, pattern) => {
    const r = await cli(['table', '--json', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(pattern);
  });

  it('takes a game id like the other commands: the tables of its shipped rules', async () => {
    const byId = await cli(['table', 'schocken']);
    expect(byId.code).toBe(0);
    expect(byId.stdout).toBe((await cli(['table', 'rules/schocken.rules'])).stdout);
    expect(byId.stdout).toMatch(/^Schocken\n/);
    // From any folder, and for a game without an engine too.
    const elsewhere = await cli(['table', '--json', 'kaeseschieben'], tempDir());
    expect(elsewhere.code).toBe(0);
    expect(JSON.parse(elsewhere.stdout)).toMatchObject({ game: 'kaeseschieben' });
  });

  it('check takes a game id too', async () => {
    const r = await cli(['check', 'schocken', 'okudos'], tempDir());
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('checked 2 files: all clean (0 errors, 0 warnings)\n');
  });

  it('prints the diagnostics instead of a table for a broken file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'x.rules'), 'variant "x" extends nothing\n');
    const r = await cli(['table', 'x.rules'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error[variant/unknown-base]');
  });
});

describe('the installed command', () => {
  it('runs through the bin script as `npx regelwerk` does', () => {
    const r = spawnSync(process.execPath, [BIN, 'check', 'rules/schocken.rules'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('all clean');
  });

  it('answers binary junk with positioned errors and no stack trace', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'junk.rules'), Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 37) % 256)));
    const r = spawnSync(process.execPath, [BIN, 'check', 'junk.rules'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^junk\.rules:1:1: error\[/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('regelwerk simulate and replay with a match', () => {
  it('plays whole matches, prints who won them and the games per match, and writes match logs that replay', async () => {
    const dir = tempDir();
    const r = await cli(['simulate', 'rules/variants/schocken-drei-leben.rules', '--games', '3', '--players', '3', '--bots', 'random', '--seed', 'm', '--workers', '1', '--log-dir', dir, '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as { games: number; match: { matches: number; gamesPerMatch: number; seatWins: number[] } };
    expect(s.match.matches).toBe(3);
    // Three lives at a table of three, one loser a game: two players must lose three each (6 games), at most 3·3 − 1.
    expect(s.match.gamesPerMatch).toBeGreaterThanOrEqual(6);
    expect(s.match.gamesPerMatch).toBeLessThanOrEqual(8);
    expect(s.games).toBe(Math.round(s.match.gamesPerMatch * 3));
    const logs = ['schocken-0.json', 'schocken-1.json', 'schocken-2.json'].map((f) => join(dir, f));
    const replayed = await cli(['replay', ...logs]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toMatch(/schocken-0\.json: ok, a match of \d+ games, \d+ steps, winner seat \d/);
    // A game's outcome changed inside the match log no longer replays.
    const log = JSON.parse(readFileSync(logs[0]!, 'utf8')) as { outcome: { winners: number[] } };
    writeFileSync(logs[0]!, JSON.stringify({ ...log, outcome: { ...log.outcome, winners: [7] } }));
    const bad = await cli(['replay', logs[0]!]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('outcome/mismatch');
  });

  it('prints the matches beside the games in words', async () => {
    const r = await cli(['simulate', 'rules/variants/schocken-fiebel-turnier.rules', '--games', '2', '--players', '3', '--bots', 'random', '--seed', 'f', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Schocken \(variant fiebel-turnier\): 2 matches of 26 games, 3 players, seed f\ngames per match: 13\.0\nmatches won by seat: /);
    expect(r.stdout).toMatch(/bot random: won \d+ and lost \d+ matches/);
  });
});
