/** simulate and replay answer hostile names and logs with exit codes and messages, never a crash. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Io } from './io.js';
import { run } from './main.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function cli(args: string[], cwd = ROOT) {
  let stdout = '';
  let stderr = '';
  const io: Io = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), color: false, tty: false, cwd };
  return { code: await run(args, io), stdout, stderr };
}

describe('regelwerk simulate with a bot name that objects inherit', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('--bots %s exits 2 and lists the bots of the game', async (bot) => {
    const r = await cli(['simulate', 'schocken', '--games', '1', '--bots', bot]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`there is no bot "${bot}" for schocken; bots: random, tactician`);
    expect(r.stderr).not.toMatch(/internal error/);
  });
});

describe('regelwerk replay of hostile logs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'regelwerk-hostile-'));
  let log: Record<string, unknown> & { players: { name: string; bot: string | null }[] };
  beforeAll(async () => {
    await cli(['simulate', 'schocken', '--games', '1', '--players', '2', '--seed', 'h', '--log-dir', '.'], dir);
    log = JSON.parse(readFileSync(join(dir, 'schocken-0.json'), 'utf8')) as typeof log;
  });
  const write = (name: string, text: string) => (writeFileSync(join(dir, name), text), name);

  it.each(['constructor', '__proto__', 'toString'])('reports a player playing the bot %s cleanly, exit 1', async (bot) => {
    const name = write(`bot-${bot}.json`, JSON.stringify({ ...log, players: [log.players[0], { name: 'X', bot }] }));
    const r = await cli(['replay', name], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${name}: log: log/unknown-bot: $.players[1].bot: schocken has no bot "${bot}"; its bots: random, tactician`);
  });

  it.each(['constructor', '__proto__', 'toString'])('reports a log of the game %s as an unknown game, exit 1', async (game) => {
    const name = write(`game-${game}.json`, JSON.stringify({ ...log, game }));
    const r = await cli(['replay', name], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/log\/(unknown-game|format|rules|setup)/);
    expect(r.stderr).not.toMatch(/internal error/);
  });

  it('refuses a log nested 100 000 levels deep with a message, never a stack overflow', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const name = write(
      'deep.json',
      `{"format":"regelwerk-log","version":2,"game":"schocken","variant":null,"rules":[],"players":[],"seed":"s","setup":[],"steps":[{"event":{"type":"dice.throw","seat":0,"keep":${deep}},"chance":[]}],"outcome":null}`,
    );
    const elsewhere = write('deep-outcome.json', JSON.stringify({ ...log, outcome: 'DEEP' }).replace('"DEEP"', deep));
    const r = await cli(['replay', name, elsewhere], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('deep.json: log: log/format: $.steps[0].event.keep');
    expect(r.stderr).toContain('nested more than 64 levels deep');
    expect(r.stderr).toMatch(/deep-outcome\.json: log: log\/format: \$\.outcome(\[0\])+: nested more than 64 levels deep/);
    expect(r.stderr).not.toMatch(/Maximum call stack|internal error/);
  });

  it('refuses a log that claims the variant jule while its rule texts are plain Schocken, at $.variant', async () => {
    const name = write('jule.json', JSON.stringify({ ...log, variant: 'jule' }));
    const r = await cli(['replay', name], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${name}: log: log/variant: $.variant: the log says variant "jule", but its rule texts are plain Schocken`);
  });
});

describe('control characters from logs and rule files are shown escaped', () => {
  it('replay prints a log name and message with escapes, never the raw ESC of a screen-clearing sequence', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regelwerk-escape-'));
    const name = 'clear\u001b[2J.json';
    writeFileSync(join(dir, name), JSON.stringify({ format: 'regelwerk-log', version: 2, game: '\u001b[2Jboom', variant: null, rules: [], players: [], seed: 's', setup: [], steps: [], outcome: null }));
    const r = await cli(['replay', name], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain('\u001b');
    expect(r.stderr).toContain('clear\\u{1b}[2J.json');
  });
});
