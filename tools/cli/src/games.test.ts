import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES } from '@regelwerk/games';
import type { Io } from './io.js';
import { run } from './main.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function cli(args: string[], cwd = ROOT, tty = false) {
  let stdout = '';
  let stderr = '';
  const io: Io = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), color: false, tty, cwd };
  return { code: await run(args, io), stdout, stderr };
}

const tempDir = () => mkdtempSync(join(tmpdir(), 'regelwerk-games-'));

describe('regelwerk games', () => {
  it("lists the registry's games in its order, each with its name and its own rule file", async () => {
    const r = await cli(['games', '--json']);
    expect(r.code).toBe(0);
    const listed = JSON.parse(r.stdout) as { id: string; name: string; rules: string; playable: boolean }[];
    expect(listed.map((g) => [g.id, g.name])).toEqual(GAMES.map((g) => [g.id, g.name]));
    for (const g of listed) expect(readFileSync(join(ROOT, g.rules), 'utf8')).toMatch(new RegExp(`^game ${g.id} `, 'm'));
    const text = await cli(['games']);
    expect(text.stdout.trimEnd().split('\n').map((l) => l.split(/\s{2,}/)[0])).toEqual(GAMES.map((g) => g.id));
  });

  it('takes no game or file', async () => {
    const r = await cli(['games', 'schocken']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('takes no arguments');
  });
});

describe('regelwerk simulate', () => {
  it('plays bot games and summarises losses per seat and per bot, with the pace', async () => {
    const r = await cli(['simulate', 'schocken', '--games', '30', '--players', '4', '--bots', 'random,tactician', '--seed', 't1', '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as { games: number; seatLosses: number[]; bots: Record<string, { losses: number; seatGames: number }>; gamesPerSecond: number; averages: { rounds: number } };
    expect(s.games).toBe(30);
    expect(s.seatLosses.reduce((a, b) => a + b, 0)).toBe(30);
    expect(s.bots.random!.seatGames).toBe(60);
    expect(s.bots.random!.losses + s.bots.tactician!.losses).toBe(30);
    expect(s.gamesPerSecond).toBeGreaterThan(0);
    expect(s.averages.rounds).toBeGreaterThan(1);
  });

  it('gives the same result for the same seed', async () => {
    const a = JSON.parse((await cli(['simulate', 'rules/variants/schocken-jule.rules', '--games', '10', '--seed', 'same', '--json'])).stdout);
    const b = JSON.parse((await cli(['simulate', 'rules/variants/schocken-jule.rules', '--games', '10', '--seed', 'same', '--json'])).stdout);
    expect(a.seatLosses).toEqual(b.seatLosses);
    expect(a.decisions).toBe(b.decisions);
    expect(a.rules).toBe('Schocken (variant jule)');
  });

  it('gives the same figures with two worker threads as with one, and writes the same logs', async () => {
    // 250 games are two batches (of 200 and 50): the threads share them out.
    const pace = ['gamesPerSecond', 'decisionsPerSecond', 'seconds', 'workers', 'decisionMs', 'decisionSamples'];
    const figures = async (workers: string, dir: string) => {
      const r = await cli(['simulate', 'schocken', '--games', '250', '--players', '2', '--bots', 'random', '--seed', 'threads', '--workers', workers, '--log-dir', 'out', '--json'], dir);
      expect(r.code).toBe(0);
      const s = JSON.parse(r.stdout) as Record<string, unknown>;
      expect(s.workers).toBe(Number(workers));
      return Object.fromEntries(Object.entries(s).filter(([k]) => !pace.includes(k)));
    };
    const one = tempDir();
    const two = tempDir();
    const a = await figures('1', one);
    const b = await figures('2', two);
    expect(b).toEqual(a);
    expect(a.games).toBe(250);
    const logs = readdirSync(join(one, 'out')).sort();
    expect(readdirSync(join(two, 'out')).sort()).toEqual(logs);
    for (const l of [logs[0]!, logs[199]!, logs[200]!, logs[249]!]) expect(readFileSync(join(two, 'out', l), 'utf8')).toBe(readFileSync(join(one, 'out', l), 'utf8'));
    // Starting threads and writing 500 logs takes a while on a busy machine; nothing here is timed.
  }, 60_000);

  it('writes one log per game, draws progress on a terminal, and the logs replay', async () => {
    const dir = tempDir();
    const r = await cli(['simulate', 'schocken', '--games', '4', '--players', '3', '--seed', 'logs', '--log-dir', 'out'], dir, true);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('[########################################] 4/4');
    expect(r.stdout).toMatch(/Schocken: 4 games, 3 players, seed logs/);
    const logs = readdirSync(join(dir, 'out')).sort();
    expect(logs).toEqual(['schocken-0.json', 'schocken-1.json', 'schocken-2.json', 'schocken-3.json']);
    const replayed = await cli(['replay', ...logs.map((l) => join('out', l))], dir);
    expect(replayed.code).toBe(0);
    expect(replayed.stderr).toContain('replayed 4 logs: all ok');
  });

  it('stops at a game that does not end with exit 1, naming the rule file and the seed, in one thread and in two', async () => {
    // Every throw costs nothing: tokens never leave the middle, so no half is ever decided.
    const dir = tempDir();
    const endless = 'game schocken "Endless"\nplayers 2..\ndice 3 d6\nthrows 1..3 set-by starter\nreuse-set-aside on\nlast-throw covered\ntokens 13\nhalves 2 final\nranking best-first\n  all  "All"  any  by number desc  penalty 0\n';
    writeFileSync(join(dir, 'endless.rules'), endless);
    expect((await cli(['check', 'endless.rules'], dir)).code).toBe(0);
    for (const workers of ['1', '2']) {
      const r = await cli(['simulate', 'endless.rules', '--games', '2', '--players', '2', '--bots', 'random', '--seed', 'round', '--workers', workers], dir);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^regelwerk simulate: .*endless\.rules: the game with seed "round\/[01]" did not end within 1,000,000 decisions \(game\/did-not-end\)\. The rule file probably makes a game that cannot end/);
      expect(r.stderr).not.toContain('bug');
    }
  }, 120_000);

  it.each([
    [['simulate', 'schocken', '--games', 'ten'], /--games takes a whole number/],
    [['simulate', 'schocken', '--workers', '0'], /--workers takes a whole number from 1 to 256, not "0"/],
    [['simulate', 'schocken', '--bots', 'genius'], /no bot "genius" for schocken; bots: random, tactician/],
    [['simulate'], /name one game or rule file/],
  ])('refuses %j with a clear message', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

describe('regelwerk replay', () => {
  it('names the log, the step and the reason of the first bad step, and exits 1', async () => {
    const dir = tempDir();
    await cli(['simulate', 'schocken', '--games', '1', '--players', '2', '--seed', 'r', '--log-dir', '.'], dir);
    const log = JSON.parse(readFileSync(join(dir, 'schocken-0.json'), 'utf8'));
    log.steps[2].chance[0].values[0] = 9;
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(log));
    writeFileSync(join(dir, 'junk.json'), '{not json');
    const r = await cli(['replay', 'schocken-0.json', 'bad.json', 'junk.json'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^schocken-0\.json: ok, \d+ steps/);
    expect(r.stderr).toContain('bad.json: step 2: chance/impossible: a die shows 9');
    expect(r.stderr).toMatch(/junk\.json: log: log\/json: not JSON/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('says distinctly that a log exported mid-game ends before the game does, and --partial replays what is there', async () => {
    const dir = tempDir();
    await cli(['simulate', 'schocken', '--games', '1', '--players', '3', '--seed', 'mid', '--log-dir', '.'], dir);
    const log = JSON.parse(readFileSync(join(dir, 'schocken-0.json'), 'utf8'));
    // What rw-game exports in the middle of a game: the steps so far and no outcome.
    writeFileSync(join(dir, 'mid.json'), JSON.stringify({ ...log, steps: log.steps.slice(0, 10), outcome: null }));
    const plain = await cli(['replay', 'mid.json'], dir);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/^mid\.json: unfinished: the log ends after 10 steps, before the game is over \(it stops in state playing\.half\.fromMiddle\.turn\.\w+, seat \d to move\); use --partial to check the steps it has\n/);

    const partial = await cli(['replay', '--partial', 'mid.json', 'schocken-0.json'], dir);
    expect(partial.code).toBe(0);
    expect(partial.stdout).toMatch(/^mid\.json: ok as far as it goes: 10 steps; the game is not over, the log stops in state playing\.half\.fromMiddle\.turn\.\w+, seat \d to move\n/);
    expect(partial.stdout).toMatch(/\nschocken-0\.json: ok, \d+ steps, winners seats \d and \d, loser seat \d\n$/);
    expect(partial.stderr).toBe('replayed 2 logs: all ok (1 unfinished)\n');

    // The seat to move is the one the log's next step would have come from.
    const json = JSON.parse((await cli(['replay', '--partial', '--json', 'mid.json'], dir)).stdout) as { ok: boolean; finished: boolean; steps: number; toMove: number[] }[];
    expect(json).toEqual([expect.objectContaining({ log: 'mid.json', ok: true, finished: false, steps: 10, toMove: [log.steps[10].event.seat] })]);
  });

  it('--partial still refuses a bad step, and a log that records an outcome its steps do not reach', async () => {
    const dir = tempDir();
    await cli(['simulate', 'schocken', '--games', '1', '--players', '2', '--seed', 'cut', '--log-dir', '.'], dir);
    const log = JSON.parse(readFileSync(join(dir, 'schocken-0.json'), 'utf8'));
    writeFileSync(join(dir, 'cut.json'), JSON.stringify({ ...log, steps: log.steps.slice(0, 6) }));
    const bad = { ...log, steps: log.steps.slice(0, 6), outcome: null };
    bad.steps[3] = { ...bad.steps[3], event: { ...bad.steps[3].event, seat: 1 - bad.steps[3].event.seat } };
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    const r = await cli(['replay', '--partial', 'cut.json', 'bad.json'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('cut.json: step 6: outcome/not-reached: the log records an outcome, but its 6 steps end before the game is over\n');
    expect(r.stderr).toMatch(/bad\.json: step 3: move\/[a-z-]+: /);
  });

  it('exits 2 for a log that cannot be read', async () => {
    expect((await cli(['replay', 'nope.json'])).code).toBe(2);
  });
});

describe('regelwerk odds', () => {
  it('--json lists the 56 throws with oneThrow and bestPlay, exact for Schock out', async () => {
    const r = await cli(['odds', 'rules/schocken.rules', '--json']);
    expect(r.code).toBe(0);
    const o = JSON.parse(r.stdout) as { throws: number; outcomes: { dice: number[]; label: string; oneThrow: number; bestPlay: number }[] };
    expect(o.throws).toBe(3);
    expect(o.outcomes).toHaveLength(56);
    expect(o.outcomes[0]).toMatchObject({ dice: [1, 1, 1], label: 'Schock out' });
    expect(o.outcomes[0]!.oneThrow).toBeCloseTo(1 / 216, 15);
    expect(o.outcomes[0]!.bestPlay).toBeCloseTo((1 - (5 / 6) ** 3) ** 3, 9);
    expect(o.outcomes[55]!.bestPlay).toBeCloseTo(1, 12);
  });

  it('--throws 1 gives the chance of a throw or better in one throw', async () => {
    const o = JSON.parse((await cli(['odds', 'schocken', '--throws', '1', '--json'])).stdout) as { outcomes: { oneThrow: number; bestPlay: number }[] };
    let cumulative = 0;
    for (const x of o.outcomes) {
      cumulative += x.oneThrow;
      expect(x.bestPlay).toBeCloseTo(cumulative, 9);
    }
  });

  it('sechsen-umdrehen changes the numbers', async () => {
    const base = JSON.parse((await cli(['odds', 'schocken', '--json'])).stdout);
    const turned = JSON.parse((await cli(['odds', 'rules/variants/schocken-sechsen-umdrehen.rules', '--json'])).stdout);
    expect(turned.outcomes[0].bestPlay).toBeGreaterThan(base.outcomes[0].bestPlay + 0.005);
  });

  it.each([
    [['odds', 'schocken', '--throws', '4'], '--throws 4 is more than the rules allow: at most 3 throws, set by `throws 1..3 set-by starter` at rules/schocken.rules:9'],
    [['odds', 'rules/variants/schocken-jule.rules', '--throws', '20'], '--throws 20 is more than the rules allow: at most 3 throws, set by `throws 1..3 set-by starter` at rules/schocken.rules:9'],
    [['odds', 'schocken', '--throws', '0'], '--throws takes a whole number from 1 to 3, not "0"'],
    [['odds', 'schocken', '--throws', '2.5'], '--throws takes a whole number from 1 to 3, not "2.5"'],
    // A game whose odds declare no parameter refuses the option instead of ignoring it.
    [['odds', 'kaeseschieben', '--throws', '2'], '--throws: Käseschieben takes no parameter'],
  ])('%j is a usage error naming the limit of the rules or the parameters the game takes', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`regelwerk odds: ${message}\nRun \`regelwerk odds --help\` for usage.\n`);
  });

  it('names the variant file when the variant sets the number of throws', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'two.rules'), 'variant "two" extends schocken\nthrows 1..2 set-by starter\n');
    const r = await cli(['odds', 'two.rules', '--throws', '3'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('at most 2 throws, set by `throws 1..2 set-by starter` at two.rules:2');
    expect((await cli(['odds', 'two.rules', '--throws', '2'], dir)).code).toBe(0);
  });

  it('prints a readable table, and refuses games without a ranking', async () => {
    const r = await cli(['odds', 'schocken', '--throws', '2']);
    expect(r.stdout).toMatch(/best play within 2 throws/);
    expect(r.stdout).toMatch(/ {3}1 {2}1-1-1 {2}Schock out +0\.46 % +2\.85 %/);
    const bad = await cli(['odds', 'rules/okudos.rules']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/odds needs a game where dice decide \(Schocken, Sushizock im Gockelwok, Käseschieben and their variants\), not O'kudos/);
  });

  it('gives Sushizock the chance of exactly and at least k of each face, in one throw and with best play', async () => {
    const r = await cli(['odds', 'rules/sushizock.rules', '--json']);
    expect(r.code).toBe(0);
    const { targets } = JSON.parse(r.stdout) as { targets: { face: string; count: number; kind: string; oneThrow: number; bestPlay: number }[] };
    expect(targets).toHaveLength(4 * 5 * 2);
    const t = (face: string, count: number, kind: string) => targets.find((x) => x.face === face && x.count === count && x.kind === kind)!;
    // Five dice, two sushi sides of six: exactly one sushi in one throw is 5 · (1/3) · (2/3)^4.
    expect(t('sushi', 1, 'exactly').oneThrow).toBeCloseTo((5 * 16) / 243, 12);
    expect(t('red', 5, 'at-least').oneThrow).toBeCloseTo(1 / 6 ** 5, 12);
    for (const x of targets) expect(x.bestPlay).toBeGreaterThanOrEqual(x.oneThrow - 1e-12);
  });
});

describe('seats are numbered from 0 in every command, as in the logs', () => {
  it('simulate, its logs and replay name the same seats the same way', async () => {
    const dir = tempDir();
    const sim = await cli(['simulate', 'schocken', '--games', '6', '--players', '3', '--seed', 'seats', '--log-dir', 'logs'], dir);
    expect(sim.code).toBe(0);
    const line = sim.stdout.split('\n').find((l) => l.startsWith('losses by seat: '))!;
    expect(line).toMatch(/^losses by seat: seat 0: \d+ \([\d.]+ %\), seat 1: \d+ \([\d.]+ %\), seat 2: \d+ \([\d.]+ %\)$/);
    const bySimulate = [...line.matchAll(/seat (\d): (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

    const logs = readdirSync(join(dir, 'logs')).sort();
    const replayed = await cli(['replay', ...logs.map((l) => join('logs', l))], dir);
    const byReplay = [0, 0, 0];
    for (const m of replayed.stdout.matchAll(/loser seat (\d)\n/g)) byReplay[Number(m[1])]!++;
    expect(bySimulate).toEqual(byReplay.map((n, seat) => [seat, n]));

    // The logs number the seats the same way: players[0] is seat 0, and events name seats 0..2.
    for (const l of logs) {
      const log = JSON.parse(readFileSync(join(dir, 'logs', l), 'utf8')) as { players: unknown[]; steps: { event: { seat: number } }[]; outcome: { losers: number[] } };
      expect(new Set(log.steps.map((s) => s.event.seat))).toEqual(new Set([0, 1, 2]));
      expect(replayed.stdout).toContain(`${join('logs', l)}: ok, ${log.steps.length} steps, winners seats ${[0, 1, 2].filter((x) => x !== log.outcome.losers[0]).join(' and ')}, loser seat ${log.outcome.losers[0]}\n`);
    }
    const json = JSON.parse((await cli(['simulate', 'schocken', '--games', '6', '--players', '3', '--seed', 'seats', '--json'], dir)).stdout) as { seatLosses: number[] };
    expect(json.seatLosses).toEqual(byReplay);
  });

  it('the help of simulate and replay says so', async () => {
    expect((await cli(['simulate', '--help'])).stdout).toContain('seat 0 first');
    expect((await cli(['replay', '--help'])).stdout).toContain('Seats are numbered from 0, as in the logs.');
  });
});

describe('regelwerk diagram', () => {
  it('writes the Schocken statechart as SVG with every state and transition', async () => {
    const dir = tempDir();
    const r = await cli(['diagram', 'schocken', '--svg', 'chart.svg'], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('wrote chart.svg (28 states, 38 transitions)\n');
    const svg = readFileSync(join(dir, 'chart.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('data-state="playing.final.passing.turn.thrown"');
    expect(svg).toContain('dice.throw [throwAllowed]');
  });

  it('refuses a call that writes nothing', async () => {
    expect((await cli(['diagram', 'schocken'])).code).toBe(2);
  });
});
