/**
 * What a reliability probe found in the commands (issue 8), kept as regressions: rule files
 * whose dice made `odds` and `table` run for minutes are refused quickly; an empty title fails
 * `check`; names every JavaScript object has are unknown like any other; control characters
 * from rule files and the command line never reach the terminal; `check` prints the problems
 * of a long file in linear time; logs with a name or a rule text beyond its limit are refused
 * naming the limit (issue 19). And what a second probe found in the games (issue 19): rule
 * files under which a game could not end, or a game of bots took minutes or overflowed the
 * stack, are refused where the number is written; the extreme files still accepted play to the
 * end. The probe's files are in fixtures/probe/.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_SOURCE_BYTES } from '@regelwerk/dsl';
import { MAX_PLAYER_NAME_LENGTH } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import type { Io } from './io.js';
import { run } from './main.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PROBE = 'tools/cli/src/fixtures/probe';

async function cli(args: string[], options: { cwd?: string; color?: boolean; stdoutTty?: boolean } = {}) {
  let stdout = '';
  let stderr = '';
  const io: Io = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), color: options.color ?? false, tty: false, stdoutTty: options.stdoutTty ?? false, cwd: options.cwd ?? ROOT };
  const started = performance.now();
  const code = await run(args, io);
  return { code, stdout, stderr, ms: performance.now() - started };
}

/** Any character a terminal would act on, or that reorders the line. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/;

// Generous timeouts: these run beside other test files on shared machines; a hang would still fail.
describe('dice that made the commands run for minutes are refused at once', { timeout: 30_000 }, () => {
  const probes = [
    ['10d6', '10 d6', '3,003'],
    ['3d36', '3 d36', '8,436'],
    ['4d20', '4 d20', '8,855'],
    ['2d100', '2 d100', '5,050'],
    ['6d8', '6 d8', '1,716'],
  ] as const;

  it.each(probes.flatMap(([file, dice, n]) => ['check', 'table', 'odds'].map((command) => [command, file, dice, n] as const)))(
    '%s of %s.rules',
    async (command, file, dice, n) => {
      const r = await cli([command, `${PROBE}/${file}.rules`]);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`${PROBE}/${file}.rules:4:6: error[value/too-large]: ${dice} have ${n} different throws; regelwerk works with at most 252 (5 d6 have 252): use fewer dice or a die with fewer faces\n 4 | dice ${dice}\n   |      ${'^'.repeat(dice.length)}\n`);
      expect(r.ms).toBeLessThan(10_000);
    },
  );
});

describe('rule files under which a game could not end, or took minutes, are refused where the number is written', () => {
  it.each([
    ['kaeseschieben-only-stars', '5:1', 'game/cannot-end', 'no face of the die `mouse-die` moves a mouse, so no cheese ever leaves the board and the game cannot end; give it a face of 1 step or more'],
    ['kaeseschieben-faces-5000', '5:21', 'value/out-of-range', 'the face 5000 moves 10000 steps after a `star`, and a move may have at most 50 (each step is a decision): use smaller numbers'],
    ['kaeseschieben-board-100', '9:1', 'value/out-of-range', 'the board is 3 to 16 squares a side, not 100 by 100: on a larger one a game of bots takes too long'],
    ['kaeseschieben-any-direction', '26:7', 'value/unsupported', 'a mouse moves exactly the thrown number of squares (the rulebook, "Würfeln und Ziehen"); stopping early (`up-to`) is not played: write `steps exact`'],
    ['kaeseschieben-any-direction', '26:13', 'value/unsupported', 'a mouse moves forwards, backwards and sideways, never diagonally (the rulebook: "nur nicht schräg"); `any-direction` is not played: write `orthogonal`'],
    ['sushizock-100000-tiles', '10:13', 'value/out-of-range', 'too many tiles: a file may make at most 1000 pieces'],
    ['schocken-1000-tokens', '8:8', 'value/out-of-range', 'the number of tokens must be between 1 and 100, not 1000'],
  ])('%s.rules at %s: %s', async (file, at, code, message) => {
    const r = await cli(['check', `${PROBE}/${file}.rules`]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${PROBE}/${file}.rules:${at}: error[${code}]: ${message}`);
  });
});

// The extreme files `check` accepts: a game ends, in fewer decisions than these bounds (several
// times what a game took when they were written; a game that could not end would run into the
// engine's limit instead). Games are counted in decisions, never timed.
describe('the extreme rule files that are accepted play to the end', { timeout: 120_000 }, () => {
  it.each([
    ['kaeseschieben-faces-20', 'tactician', 2, 1_000],
    ['kaeseschieben-worth-nothing', 'tactician', 2, 10_000],
    ['kaeseschieben-board-16', 'tactician', 4, 5_000],
    ['kaeseschieben-board-16', 'random', 2, 500_000],
    ['okudos-sudoku-25', 'tactician', 4, 6_000],
    ['sushizock-1000-tiles', 'tactician', 2, 10_000],
    ['schocken-heaviest', 'tactician', 2, 200_000],
  ] as const)('%s.rules with %s bots, %i players', async (file, bot, players, most) => {
    const r = await cli(['simulate', `${PROBE}/${file}.rules`, '--games', '1', '--players', String(players), '--bots', bot, '--seed', 'probe', '--workers', '1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout) as { games: number; decisions: number };
    expect(summary.games).toBe(1);
    expect(summary.decisions).toBeGreaterThan(0);
    expect(summary.decisions).toBeLessThan(most);
  });
});

describe('a compile that fails always says why', () => {
  it('an empty title is an error, and check exits 1', async () => {
    const r = await cli(['check', `${PROBE}/empty-title.rules`]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `${PROBE}/empty-title.rules:2:15: error[game/title]: give the game a title, like \`game schocken "House rules"\`\n 2 | game schocken ""\n   |               ^^\nchecked 1 file: 1 with errors (1 error, 0 warnings)\n`,
    );
  });
});

describe('names every JavaScript object has are unknown like any other', () => {
  const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

  it.each(NAMES)('the command %s', async (name) => {
    const r = await cli([name]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`regelwerk: there is no command \`${name}\`; the commands are check, fmt, table, odds, simulate, replay, diff, diagram, render, games\n`);
  });

  it.each(NAMES.flatMap((name) => [['diagram', name, '--json'], ['odds', name], ['table', name], ['check', name], ['render', name, '--out', '-']]))('regelwerk %s %s', async (...args) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(args[0] === 'diagram' ? /no statechart for "[^"]+"; games with one: schocken/ : /cannot read [^:]+: no such file/);
  });

  it('a variant extending `constructor` has no base game, like any unknown game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regelwerk-names-'));
    writeFileSync(join(dir, 'v.rules'), 'variant "v" extends constructor\n');
    const r = await cli(['check', 'v.rules'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^v\.rules:1:21: error\[variant\/unknown-base\]: there is no game `constructor` to extend/);
  });
});

describe('control characters from rule files and the command line are printed escaped', () => {
  const controls = `${PROBE}/controls.rules`;

  it('in tables: titles, labels and descriptions', async () => {
    const r = await cli(['table', controls]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(UNSAFE);
    expect(r.stdout.split('\n')[0]).toBe('\\u{202e}Schocken\\u{1b}[2J');
    expect(r.stdout).toContain('\\u{1b}[31mSchock out\\u{1b}[0m  1-1-1');
    expect(r.stdout).toContain('A \\u{0} in a description, and a bell \\u{7}');
  });

  it('in tables, the columns stay aligned around escaped labels', async () => {
    const lines = (await cli(['table', controls])).stdout.split('\n');
    const header = lines.findIndex((l) => l.startsWith('Rank'));
    const dice = lines[header]!.indexOf('Dice');
    expect(lines[header + 2]!.indexOf('1-1-1')).toBe(dice);
    expect(lines[header + 3]!.indexOf('6-6-6')).toBe(dice);
  });

  it('in odds', async () => {
    const r = await cli(['odds', controls]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(UNSAFE);
    expect(r.stdout).toContain('\\u{202e}Schocken\\u{1b}[2J: exact odds');
  });

  it('in JSON: written as \\u escapes, the same data', async () => {
    const r = await cli(['table', '--json', controls]);
    expect(r.stdout).not.toMatch(UNSAFE);
    expect(r.stdout).toContain('"title": "\\u202eSchocken\\u001b[2J"');
    expect((JSON.parse(r.stdout) as { title: string }).title).toBe('\u202eSchocken\u001b[2J');
  });

  it('in diagnostics: the source line is escaped and the carets stay under the place', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regelwerk-controls-'));
    writeFileSync(join(dir, 'bad.rules'), 'game schocken "\u001b[31mS\u202e"\n  \u001b[2J\n');
    const r = await cli(['check', 'bad.rules'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(UNSAFE);
    expect(r.stderr).toContain('bad.rules:2:3: error[syntax/unreadable]: cannot read `\\u{1b}[2J`: only plain ASCII may stand outside "quotes" and comments\n 2 |   \\u{1b}[2J\n   |   ^^^^^^^^^\n');
  });

  it('in messages that quote the command line', async () => {
    const r = await cli(['table', 'no\u001b[2Jsuch\u202e.rules']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('regelwerk table: cannot read no\\u{1b}[2Jsuch\\u{202e}.rules: no such file\nRun `regelwerk table --help` for usage.\n');
    expect((await cli(['\u001b[2J'])).stderr).toMatch(/^regelwerk: there is no command `\\u\{1b\}\[2J`/);
  });

  it('in colour, only the label of the problem is coloured', async () => {
    const r = await cli(['check', `${PROBE}/empty-title.rules`], { color: true });
    expect(r.stderr.split('\n')[0]).toBe(`${PROBE}/empty-title.rules:2:15: \u001b[1m\u001b[31merror[game/title]\u001b[0m: give the game a title, like \`game schocken "House rules"\``);
  });

  it('fmt writes the file as it is when redirected, escaped on a terminal', async () => {
    const text = readFileSync(join(ROOT, controls), 'utf8');
    expect((await cli(['fmt', controls])).stdout).toContain('"\u001b[31mSchock out\u001b[0m"');
    const tty = await cli(['fmt', controls], { stdoutTty: true });
    expect(tty.stdout).not.toMatch(UNSAFE);
    expect(tty.stdout).toContain('"\\u{1b}[31mSchock out\\u{1b}[0m"');
    expect(tty.stdout.split('\n')).toHaveLength(text.split('\n').length);
  });
});

describe('check is linear in the size of the file', { timeout: 60_000 }, () => {
  it('prints a problem for every row of a file as long as a rule file may be', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regelwerk-long-'));
    const head = 'game schocken "Rows"\nplayers 2..\ndice 3 d6\nthrows 1..3 set-by starter\nreuse-set-aside on\nlast-throw covered\ntokens 13\nhalves 2 final\nranking best-first\n';
    const row = (i: number) => `  r${i} "R" any penalty 1\n`;
    let text = head;
    let n = 0;
    while (text.length + row(n).length <= MAX_SOURCE_BYTES) text += row(n++);
    writeFileSync(join(dir, 'rows.rules'), text);
    const r = await cli(['check', 'rows.rules'], { cwd: dir });
    expect(r.code).toBe(1);
    // Every row after the first can never count. (At 100,000 rows this once took over 150 s.)
    expect(r.stderr.match(/error\[ranking\/unreachable\]/g)).toHaveLength(n - 1);
    expect(r.stderr).toContain(`rows.rules:${9 + n}:3: error[ranking/unreachable]: the row \`r${n - 1}\` can never count`);
  });
});

describe('logs too big to be a game are refused with the limit they pass (issue 19)', { timeout: 60_000 }, () => {
  // A real Sushizock game whose second player has a name one character over the limit.
  const fixture = `${PROBE}/long-name.log.json`;
  const log = JSON.parse(readFileSync(join(ROOT, fixture), 'utf8')) as { players: { name: string; bot: string | null }[]; rules: { file: string; text: string }[] };
  const dir = mkdtempSync(join(tmpdir(), 'regelwerk-big-logs-'));
  const write = (name: string, data: unknown) => (writeFileSync(join(dir, name), JSON.stringify(data)), name);
  const withName = (name: string) => ({ ...log, players: [log.players[0], { ...log.players[1], name }] });

  it('the probe log replays once the name is short: only the name is wrong with it', async () => {
    const r = await cli(['replay', write('short-name.json', withName('tactician 2'))], { cwd: dir });
    expect(r.stderr).toBe('replayed 1 log: all ok\n');
    expect(r.code).toBe(0);
  });

  it('a name of 101 characters', async () => {
    const r = await cli(['replay', fixture]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${fixture}: log: log/format: $.players[1].name: a player's name has at most ${MAX_PLAYER_NAME_LENGTH} characters, this one ${MAX_PLAYER_NAME_LENGTH + 1}\n`);
  });

  it('a name of 20 million characters: the message is short and names the limit', async () => {
    const r = await cli(['replay', write('name-20mb.json', withName('n'.repeat(20_000_000)))], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`name-20mb.json: log: log/format: $.players[1].name: a player's name has at most ${MAX_PLAYER_NAME_LENGTH} characters, this one 20000000\n`);
    expect(r.stderr.length).toBeLessThan(500);
  });

  it('a rule text of 5 million characters is refused for its size, not as an empty file', async () => {
    const big = { ...withName('tactician 2'), rules: [{ ...log.rules[0]!, text: `${log.rules[0]!.text}#${' '.repeat(5_000_000)}\n` }] };
    const r = await cli(['replay', write('rules-5mb.json', big)], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`rules-5mb\\.json: log: log/rules: the rules in the log do not compile: rules/sushizock\\.rules:1:1: the file has \\d+ characters; rule files may have at most ${MAX_SOURCE_BYTES}\\n`));
    expect(r.stderr).not.toContain('file/empty');
    expect(r.stderr).not.toContain('no statements');
  });
});
