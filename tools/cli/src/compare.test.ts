/** `regelwerk diff` and `regelwerk simulate --compare`: two rule sets of one game side by side. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Io } from './io.js';
import { run } from './main.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function cli(args: string[], cwd = ROOT) {
  let stdout = '';
  let stderr = '';
  const io: Io = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), color: false, tty: false, cwd };
  const code = await run(args, io);
  return { code, stdout, stderr };
}

function fileWith(text: string, name = 'v.rules'): string {
  const dir = mkdtempSync(join(tmpdir(), 'regelwerk-compare-'));
  writeFileSync(join(dir, name), text);
  return join(dir, name);
}

describe('regelwerk diff', () => {
  it('prints what a variant changes, in words, with the summary', async () => {
    const r = await cli(['diff', 'schocken', 'rules/variants/schocken-jule.rules']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Schocken → Schocken — variant "jule"\n  + Row "Jule" inserted into `ranking` below "Schock out": `"Jule" 4 2 1 penalty 7`\n1 change: 1 row inserted.\n');
  });

  it('speaks German with --lang de', async () => {
    const r = await cli(['diff', 'sushizock', 'rules/variants/sushizock-graeten-5-4-2-1.rules', '--lang', 'de']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  ~ `tiles bones` geändert: `-1 x4 -2 x4 -3 x2 -4 x2 total 12` → `-1 x5 -2 x4 -3 x2 -4 x1 total 12`\n1 Änderung: 1 anderer Wert.\n');
  });

  it('gives the changes as JSON', async () => {
    const r = await cli(['diff', 'okudos', 'rules/variants/okudos-variante-3.rules', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { changes: { kind: string; option: string }[]; counts: Record<string, number>; summary: { en: string; de: string } };
    expect(json.changes.map((c) => [c.kind, c.option])).toEqual([['option', 'irregular-chips']]);
    expect(json.counts).toEqual({ options: 1, inserted: 0, replaced: 0, removed: 0, values: 0 });
    expect(json.summary.de).toBe('1 Änderung: 1 Option.');
  });

  it('says so when nothing changes', async () => {
    const r = await cli(['diff', 'schocken', 'rules/schocken.rules']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('No changes: both rule sets say the same.');
  });

  it('refuses two games, the same argument twice, a missing file and bad --lang, with exit 2', async () => {
    const two = await cli(['diff', 'schocken', 'sushizock']);
    expect(two.code).toBe(2);
    expect(two.stderr).toContain('"schocken" is a rule set of schocken and "sushizock" one of sushizock; diff compares two rule sets of one game');
    const same = await cli(['diff', 'schocken', 'schocken']);
    expect(same.code).toBe(2);
    expect(same.stderr).toContain('diff needs two different rule sets, and both are "schocken"');
    const missing = await cli(['diff', 'schocken', 'nowhere.rules']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read nowhere.rules: no such file');
    const lang = await cli(['diff', 'schocken', 'rules/variants/schocken-jule.rules', '--lang', 'fr']);
    expect(lang.code).toBe(2);
    expect(lang.stderr).toContain('--lang is en or de, not "fr"');
    expect((await cli(['diff', 'schocken'])).code).toBe(2);
  });

  it('prints the diagnostics of a broken variant and exits 1', async () => {
    const r = await cli(['diff', 'schocken', fileWith('variant "x" extends schocken\nset aus-der-hnd on\n')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/v\.rules:2:5: error\[name\/unknown-option\]: the game has no option `aus-der-hnd` \(did you mean `aus-der-hand`\?\)/);
  });
});

describe('regelwerk simulate --compare', () => {
  it('prints the figures side by side with intervals, and flags a figure the variant changes', async () => {
    const fewer = fileWith('variant "few" extends sushizock\ntiles bones -1 x2 -2 x2 total 4\n');
    const r = await cli(['simulate', '--compare', 'sushizock', fewer, '--games', '200', '--players', '3', '--seed', 'cli']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('A: Sushizock im Gockelwok\nB: Sushizock im Gockelwok — variant "few"\n200 games of each on the same seeds, 3 players, bots random, seed cli\n');
    const bones = r.stdout.split('\n').find((l) => l.includes('Bones tiles per player'))!;
    expect(bones).toMatch(/\d+\.\d\d \[\d+\.\d\d–\d+\.\d\d\]\s+\d+\.\d\d \[\d+\.\d\d–\d+\.\d\d\]\s+yes/);
    expect(r.stdout).toMatch(/The starter wins\s+\d+\.\d % \[\d+\.\d–\d+\.\d %\]/);
    expect(r.stdout).toContain('a rough signal, not a statistical test');
  });

  it('gives the CompareReport as JSON, the same for the same seed', async () => {
    const args = ['simulate', '--compare', 'schocken', 'rules/variants/schocken-jule.rules', '--games', '50', '--players', '3', '--seed', 'j', '--json'];
    const r = await cli(args);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as { games: number; players: number; seed: string; figures: { def: { id: string }; differs: boolean }[] };
    expect(report).toMatchObject({ games: 50, players: 3, seed: 'j' });
    expect(report.figures.map((f) => f.def.id)).toEqual(['decisions', 'rounds', 'schockOut', 'final', 'starterLoses']);
    expect((await cli(args)).stdout).toBe(r.stdout);
  });

  it('gives deep-equal figures with 1, 2 and 3 worker threads, and says how many in the JSON', async () => {
    // 130 games: three chunks, the last one short.
    const args = ['simulate', '--compare', 'sushizock', 'rules/variants/sushizock-graeten-5-4-2-1.rules', '--games', '130', '--players', '3', '--seed', 'pool', '--json'];
    const runs = await Promise.all([1, 2, 3].map((w) => cli([...args, '--workers', String(w)])));
    const reports = runs.map((r) => {
      expect(r.code, r.stderr).toBe(0);
      return JSON.parse(r.stdout) as { workers: number; games: number; figures: { base: { n: number } }[] };
    });
    expect(reports.map((r) => r.workers)).toEqual([1, 2, 3]);
    expect(reports[0]!.games).toBe(130);
    expect(reports[0]!.figures[0]!.base.n).toBe(130);
    const { workers: _1, ...one } = reports[0]!;
    for (const r of reports.slice(1)) {
      const { workers: _w, ...rest } = r;
      expect(rest).toEqual(one);
    }
  });

  it('tells the games done, the pace and the time left on stderr with --progress', async () => {
    const r = await cli(['simulate', '--compare', 'schocken', 'rules/variants/schocken-jule.rules', '--games', '120', '--players', '3', '--seed', 'p', '--workers', '1', '--progress']);
    expect(r.code).toBe(0);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^50\/120 games of each, \d+ games\/s, \d+ s left$/);
    expect(lines.at(-1)).toMatch(/^120\/120 games of each, \d+ games\/s, done$/);
    expect((await cli(['simulate', '--compare', 'schocken', 'rules/variants/schocken-jule.rules', '--games', '20', '--workers', '1'])).stderr).toBe('');
  });

  it('refuses two games, A = B, a wrong count of rule sets, --log-dir, bad --workers and an unknown bot, with exit 2', async () => {
    const cases: [string[], string][] = [
      [['simulate', '--compare', 'schocken', 'okudos'], 'compares two rule sets of one game'],
      [['simulate', '--compare', 'okudos', 'okudos'], 'needs two different rule sets'],
      [['simulate', '--compare', 'okudos'], '--compare takes two rule sets, A and B'],
      [['simulate', '--compare', 'okudos', 'rules/variants/okudos-variante-1.rules', '--log-dir', 'x'], 'leave out --log-dir'],
      [['simulate', '--compare', 'okudos', 'rules/variants/okudos-variante-1.rules', '--workers', '0'], '--workers takes a whole number from 1 to 256'],
      [['simulate', 'okudos', '--progress'], '--progress applies to --compare only'],
      [['simulate', '--compare', 'okudos', 'rules/variants/okudos-variante-1.rules', '--bots', 'nobody'], 'there is no bot "nobody" for okudos'],
      [['simulate', '--compare', 'okudos', 'rules/variants/okudos-variante-1.rules', '--players', '9'], '--players takes a whole number from 3 to 3'],
    ];
    for (const [args, message] of cases) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
    }
  });
});
