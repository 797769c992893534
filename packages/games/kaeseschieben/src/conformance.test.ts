/**
 * Käseschieben passes the engine's conformance suite, with its own invariants: the cubes are
 * conserved (each on the board, with one player or out, exactly once), the worms are 2 large and
 * 4 medium, no two mice share a square and none stands on cheese, every roll and every step is
 * recomputed by an independent reading of the rulebook (seed 002), play passes clockwise, and
 * every round's sheet is recounted.
 */
import { describe, expect, it } from 'vitest';
import { GameSession, IGNORE_CHANCE, MAX_PLAYER_NAME_LENGTH, Rng, seedRng } from '@regelwerk/engine';
import { describeGameConformance, type ConformanceStep } from '@regelwerk/engine/testing';
import type { KaeseschiebenContext, KaeseschiebenEvent } from './context.js';
import { module, schema } from './index.js';
import { loadRules } from './test-support/fixtures.js';

// ---- An independent reading of the rulebook (seed 002), written without the engine's board code.
const RULEBOOK_VALUE: Record<string, number> = { small: 2, medium: 3, large: 4 };
// The house rule werte-1-2-3 as its source (a review) counts the cubes: small 1, medium 2, large 3.
const REVIEW_VALUE: Record<string, number> = { small: 1, medium: 2, large: 3 };
const valuesOf = (rules: { readonly variant?: { readonly name: string } | null }) => (rules.variant?.name === 'werte-1-2-3' ? REVIEW_VALUE : RULEBOOK_VALUE);
const MOVE: Record<string, [number, number]> = { north: [0, -1], south: [0, 1], west: [-1, 0], east: [1, 0] };
/** Seats sit clockwise from the south; two players opposite. */
const edgesFor = (n: number) => (n === 2 ? ['south', 'north'] : ['south', 'west', 'north', 'east'].slice(0, n));

/** What the board, the mice and the cubes won must be after a step, or why the step was wrong. */
function referenceStep(c: KaeseschiebenContext, seat: number, dir: string): { board: number[]; mice: number[]; to: string | null; cube: number | null } | string {
  const w = c.rules.board.width;
  const h = c.rules.board.height;
  const [dx, dy] = MOVE[dir]!;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= w || y >= h ? null : y * w + x);
  const m = c.mice[seat]!;
  let x = (m % w) + dx;
  let y = Math.floor(m / w) + dy;
  const first = at(x, y);
  if (first === null) return 'stepped off the board';
  if (c.mice.includes(first)) return 'stepped onto a mouse';
  const board = [...c.board];
  const line: number[] = [];
  for (let sq = at(x, y); sq !== null && board[sq] !== -1; sq = at(x, y)) {
    line.push(sq);
    x += dx;
    y += dy;
  }
  const end = at(x, y);
  if (end !== null && c.mice.includes(end)) return 'pushed cheese into a mouse';
  let cube: number | null = null;
  let to: string | null = null;
  if (line.length > 0) {
    const cubes = line.map((sq) => board[sq]!);
    for (const sq of line) board[sq] = -1;
    // Each cube one square on; the far one may fall off.
    line.forEach((sq, i) => {
      const tx = (sq % w) + dx;
      const ty = Math.floor(sq / w) + dy;
      const t = at(tx, ty);
      if (t === null) {
        cube = cubes[i]!;
        to = dir;
      } else board[t] = cubes[i]!;
    });
  }
  return { board, mice: c.mice.map((p, s) => (s === seat ? first : p)), to, cube };
}

function invariants({ before, event, after, chance }: ConformanceStep<KaeseschiebenContext, KaeseschiebenEvent>): string[] {
  const c = after.context;
  const rules = c.rules;
  const out: string[] = [];
  const total = rules.cubes.reduce((a, x) => a + x.count, 0);
  const places = [...c.board.filter((id) => id !== -1), ...c.won.flat(), ...c.out].sort((a, b) => a - b);
  if (places.join() !== Array.from({ length: total }, (_, i) => i).join()) out.push(`cubes on the board, with players and out: ${places.join()} (every one of ${total} exactly once)`);
  const wormy = (size: string) => c.cubes.filter((x) => x.size === size && x.worm).length;
  if (rules.game === 'kaeseschieben' && (wormy('large') !== 2 || wormy('medium') !== 4 || wormy('small') !== 0)) out.push(`worms in ${wormy('large')} large, ${wormy('medium')} medium, ${wormy('small')} small cubes`);
  if (new Set(c.mice).size !== c.mice.length) out.push('two mice on a square');
  if (c.mice.some((m) => c.board[m] !== -1)) out.push('a mouse on cheese');
  if (after.status === 'done' && c.board.some((id) => id !== -1)) out.push('the match ended with cheese on the board');
  const b = before.context;
  if (event.type === 'die.roll') {
    const drawn = chance.flatMap((d) => (d.kind === 'dice' ? d.values : []));
    // The roll as drawn (a replayed step) or as it stands (a restored game played on).
    const faces = drawn.length > 0 ? drawn : c.roll;
    const number = faces[faces.length - 1];
    if (faces.length > 0 && (typeof number !== 'number' || faces.slice(0, -1).some((f) => f !== 'star'))) out.push(`a roll of ${faces.join(', ')}`);
    else if (after.value.endsWith('moving') && (c.roll.join() !== faces.join() || c.steps !== (faces.length > 1 ? 2 * (number as number) : number))) out.push(`${faces.join(', ')} gave ${c.steps} steps`);
  }
  if (event.type === 'mouse.step') {
    const ref = referenceStep(b, event.seat, event.dir);
    if (typeof ref === 'string') out.push(ref);
    else {
      const sameRound = c.round === b.round;
      if (sameRound && (ref.board.join() !== c.board.join() || ref.mice.join() !== c.mice.join())) out.push(`the step ${event.dir} left another board`);
      if (ref.cube !== null) {
        const owner = edgesFor(b.players.length).indexOf(ref.to!);
        const got = owner >= 0 ? (sameRound ? c.won[owner]!.includes(ref.cube) : c.sheets[c.sheets.length - 1]!.lines[owner]!.cubes.length > b.won[owner]!.length - 1) : c.out.includes(ref.cube) || !sameRound;
        if (!got) out.push(`cube ${ref.cube} pushed over the ${ref.to} edge did not go to ${owner >= 0 ? `seat ${owner}` : 'nobody'}`);
      }
    }
  }
  if (after.value.endsWith('ready') && c.round === b.round && b.current !== c.current && c.current !== (b.current + 1) % c.players.length) out.push('play did not pass clockwise');
  if (c.sheets.length > b.sheets.length) {
    const sheet = c.sheets[c.sheets.length - 1]!;
    const VALUE = valuesOf(rules);
    const recount = b.won.map((ids) => ids.reduce((a, id) => a + (b.cubes[id]!.worm ? 0 : VALUE[b.cubes[id]!.size]!), 0));
    // The last cube (and its bonus) may have moved cubes in this very step: recount from the sheet's cubes too.
    const fromSheet = sheet.lines.map((l) => l.cubes.reduce((a, x) => a + (x.worm ? 0 : VALUE[x.size]!), 0));
    if (JSON.stringify(sheet.lines.map((l) => l.points)) !== JSON.stringify(fromSheet)) out.push(`sheet ${JSON.stringify(sheet.lines.map((l) => l.points))}, recounted ${JSON.stringify(fromSheet)}`);
    if (event.type === 'cube.take' && recount.reduce((a, x) => a + x, 0) < 0) out.push('negative points');
  }
  return out;
}

describeGameConformance(module, {
  ruleFiles: ['kaeseschieben.rules', 'variants/kaeseschieben-blind.rules', 'variants/kaeseschieben-werte-1-2-3.rules'],
  loadRules: (file) => loadRules(file),
  schemas: [schema],
  bots: [['random'], ['tactician'], ['tactician', 'random']],
  playerCounts: [2, 3, 4],
  // The house rules change what cubes are worth and what a player sees, not how mice push: each is
  // played at one table size (rotated), with a random and a mixed table. Random Käseschieben games
  // run to about 2,000 steps, every one checked many ways; all nine tables for each rule file took
  // most of the suite's 80 s.
  variantGames: { bots: [['random'], ['tactician', 'random']], playerCounts: [2, 3, 4], rotate: true },
  invariants,
  gameInvariants: ({ final, outcome }) => {
    const c = final.context;
    const out: string[] = [];
    const VALUE = valuesOf(c.rules);
    const totals = c.players.map((_, s) => c.sheets.reduce((a, sh) => a + sh.lines[s]!.cubes.reduce((p, x) => p + (x.worm ? 0 : VALUE[x.size]!), 0), 0));
    if (JSON.stringify(outcome.details.points) !== JSON.stringify(totals)) out.push(`points ${JSON.stringify(outcome.details.points)}, the recount says ${JSON.stringify(totals)}`);
    const wins = c.players.map((_, s) => c.sheets.filter((sh) => Math.max(...sh.lines.map((l) => l.points)) === sh.lines[s]!.points).length);
    const key = (s: number) => wins[s]! * 10_000 + totals[s]!;
    const best = Math.max(...c.players.map((_, s) => key(s)));
    const winners = c.players.flatMap((_, s) => (key(s) === best ? [s] : []));
    if (JSON.stringify([...outcome.winners].sort()) !== JSON.stringify(winners)) out.push(`winners ${outcome.winners.join(',')}, the recount says ${winners.join(',')}`);
    return out;
  },
  crossField: [
    { name: 'a finished match with steps left', field: '$.context.left', corrupt: (s) => s.value === 'over' && ((s.context.left = 2), true) },
    { name: 'one turn counted that never happened', field: '$.context.current', corrupt: ({ context: c }) => ((c.turns += 1), true) },
    { name: 'more passed turns than turns', field: '$.context.passes', corrupt: ({ context: c }) => ((c.passes = c.turns + 1), true) },
    { name: 'a step just taken that its mouse did not make', field: '$.context.last.to', corrupt: ({ context: c }) => c.last?.type === 'step' && ((c.last.to = c.last.from), true) },
    {
      name: 'a cube out although a player sits at every edge',
      field: '$.context.out',
      corrupt: ({ context: c }) => {
        const from = (c.won as number[][]).findIndex((ids) => ids.length > 0);
        return c.players.length === 4 && from >= 0 && (c.out.push(c.won[from].pop()), true);
      },
    },
    {
      name: 'the last sheet of a finished match not matching the cubes won',
      field: '$.context.sheets',
      corrupt: (s) => {
        const won = s.context.won as number[][];
        const from = won.findIndex((ids) => ids.length > 0);
        return s.value === 'over' && from >= 0 && (won[(from + 1) % won.length]!.push(won[from]!.pop()!), true);
      },
    },
  ],
  graph: {
    // A 3×3 board with one small and one wormy large cube, so that a round is short.
    rules: loadRules('kaeseschieben.rules', (t) =>
      t
        .replace('board 8 by 8', 'board 3 by 3')
        .replace('start 4 from-right', 'start 2 from-right')
        .replace(/cubes\n[\s\S]*?wormy-value 0/, 'cubes\n  small "klein" count 1 value 2 worms 0\n  large "groß" count 1 value 4 worms 1\nworms 1 spare 0\nwormy-value 0')
        .replace(/layout centre\n[\s\S]*?\n\n/, 'layout centre\n  small large\n\n'),
    ),
    players: 2,
    serialize: ({ value, context: c }) => JSON.stringify([value, c.current, c.left, c.roll.length, c.board, c.mice, c.won.map((w) => w.length), c.out.length, c.receiver, c.stealsLeft]),
  },
  playthroughs: {
    dir: new URL('../playthroughs/', import.meta.url),
    games: [
      { name: 'kaeseschieben-4-tactician', ruleFile: 'kaeseschieben.rules', bots: ['tactician', 'tactician', 'tactician', 'tactician'], seed: 'recorded-1' },
      { name: 'kaeseschieben-3-mixed', ruleFile: 'kaeseschieben.rules', bots: ['tactician', 'random', 'tactician'], seed: 'recorded-2' },
      { name: 'blind-2', ruleFile: 'variants/kaeseschieben-blind.rules', bots: ['tactician', 'random'], seed: 'recorded-3' },
    ],
  },
});

// ---- Saved states that are not a game: each is refused, naming the field and the reason.
describe('restoring a saved Käseschieben game', () => {
  const rules = loadRules();
  const runtime = module.runtime;
  const players = [0, 1, 2].map((i) => ({ name: `P${i}`, bot: 'random' }));
  const first = runtime.fast.initial(runtime.createContext({ rules, players, seed: 'probe' }, IGNORE_CHANCE));
  const rolled = runtime.fast.transition(first, { type: 'die.roll', seat: first.context.current })!;
  const saved = JSON.parse(runtime.serialize(rolled)) as { value: string; status: string; context: Record<string, unknown> };
  const variant = (f: (s: typeof saved) => void) => {
    const s = JSON.parse(JSON.stringify(saved)) as typeof saved;
    f(s);
    return JSON.stringify(s);
  };
  const board = saved.context.board as number[];
  const cheese = board.findIndex((id) => id >= 0);

  it('restores a real saved game to itself', () => {
    expect(rolled.value).toBe('match.round.turn.moving');
    expect(runtime.restore(runtime.serialize(rolled), rules)).toEqual({ ok: true, value: rolled });
  });

  it.each([
    ['a cube lost', variant((s) => ((s.context.board as number[])[cheese] = -1)), /^\$\.context\.board: cube \d+ is in 0 places/],
    ['a cube in two places', variant((s) => ((s.context.won as number[][])[1] = [board[cheese]!])), /^\$\.context\.board: cube \d+ is in 2 places/],
    ['a fifth worm in a medium cube', variant((s) => ((s.context.cubes as { size: string; worm: boolean }[]).find((c) => c.size === 'medium' && !c.worm)!.worm = true)), '$.context.cubes: expected 8 medium cubes with 4 worms, found 8 with 5'],
    ['two mice on a square', variant((s) => ((s.context.mice as number[])[1] = (s.context.mice as number[])[0]!)), /^\$\.context\.(mice|path)/],
    ['a mouse on cheese', variant((s) => ((s.context.mice as number[])[2] = cheese)), /^\$\.context\.mice\[2\]: a mouse stands on a cube/],
    ['a roll that does not give its steps', variant((s) => (s.context.steps = 5)), /^\$\.context\.steps: the roll .* gives \d steps/],
    ['a path that jumps', variant((s) => ((s.context.path as number[]).unshift(0))), /^\$\.context\.path/],
    ['a square beyond the board', variant((s) => ((s.context.mice as number[])[0] = 64)), '$.context.mice[0]: expected a whole number from 0 to 63, found 64'],
    ['a cube size the rules do not have', variant((s) => ((s.context.cubes as { size: string }[])[0]!.size = 'huge')), /^\$\.context\.cubes\[0\]\.size: expected one of "small", "medium", "large"/],
    ['a receiver mid-round', variant((s) => (s.context.receiver = 1)), /^\$\.context\.receiver: only while the last cube/],
    ['done mid-round', variant((s) => (s.status = 'done')), /^\$\.(status|context\.sheets): /],
  ])('refuses %s, naming the field', (_what, json, message) => {
    const r = runtime.restore(json, rules);
    expect(r).toMatchObject({ ok: false, error: { code: 'state/unreadable' } });
    if (!r.ok) expect(r.error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  /** Plays seeded random decisions until `stop` holds. */
  const playUntil = (from: typeof first, stop: (s: typeof first) => boolean) => {
    const rng = new Rng(seedRng('restore'));
    let s = from;
    for (let k = 0; !stop(s); k++) {
      if (k > 100_000) throw new Error('the game did not get there');
      const legal = runtime.legalEvents(s, runtime.toMove(s)[0]!);
      s = runtime.fast.transition(s, legal[rng.int(legal.length)]!)!;
    }
    return s;
  };
  const over = playUntil(first, (s) => s.status === 'done');
  const overSaved = JSON.parse(runtime.serialize(over)) as typeof saved;
  const edit = (from: typeof saved, f: (c: Record<string, unknown>) => void) => {
    const s = JSON.parse(JSON.stringify(from)) as typeof saved;
    f(s.context);
    return JSON.stringify(s);
  };

  it('restores a finished match to itself', () => {
    expect(runtime.restore(runtime.serialize(over), rules)).toEqual({ ok: true, value: over });
  });

  it.each([
    ['a finished match with steps left', edit(overSaved, (c) => (c.left = 2)), '$.context.left: a finished match has no move in progress'],
    ['a finished match with a roll', edit(overSaved, (c) => ((c.roll = [3]), (c.steps = 3))), '$.context.roll: a finished match has no move in progress'],
    ['a finished match whose last sheet is not its cubes', edit(overSaved, (c) => (c.won as number[][]).reverse()), '$.context.sheets[0]: the last round’s sheet does not match the cubes won and out'],
    ['more passed turns than turns', edit(saved, (c) => (c.passes = 1)), '$.context.passes: 1 passed turns, but only 0 turns'],
    ['a turn counted that never happened', edit(saved, (c) => (c.turns = 1)), `$.context.current: after 1 finished turn(s) of this round from seat ${rolled.context.starter}, seat ${(rolled.context.starter + 1) % 3} is to move, not seat ${rolled.context.current}`],
    ['a player played by a bot Käseschieben does not have', edit(saved, (c) => ((c.players as { bot: string }[])[0]!.bot = 'no-such-bot')), /^\$\.context\.players\[0\]\.bot: no bot "no-such-bot" plays this game; its bots: /],
  ])('refuses %s: a state no game reaches', (_what, json, message) => {
    const r = runtime.restore(json, rules);
    expect(r).toMatchObject({ ok: false, error: { code: 'state/unreadable' } });
    if (!r.ok) expect(r.error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('starts no session with a name over the limit', () => {
    const long = [{ name: 'n'.repeat(MAX_PLAYER_NAME_LENGTH + 1), bot: null }, ...players.slice(1)];
    expect(GameSession.start(runtime as never, { rules, players: long, seed: 's' })).toEqual({
      ok: false,
      error: { code: 'game/setup', message: `kaeseschieben: player 1: a player's name has at most ${MAX_PLAYER_NAME_LENGTH} characters, this one ${MAX_PLAYER_NAME_LENGTH + 1}` },
    });
  });

  it('refuses a later round begun by a seat its rules do not let begin', () => {
    const match = loadRules('kaeseschieben.rules', (t) => t.replace(/option rounds 1 /, 'option rounds 3 '));
    const start = runtime.fast.initial(runtime.createContext({ rules: match, players, seed: 'rounds' }, IGNORE_CHANCE));
    const second = playUntil(start, (s) => s.context.round === 2);
    expect(runtime.restore(runtime.serialize(second), match)).toEqual({ ok: true, value: second });
    const points = second.context.sheets[0]!.lines.map((l) => l.points);
    const high = points.findIndex((p) => p > Math.min(...points));
    expect(high).toBeGreaterThanOrEqual(0);
    const json = edit(JSON.parse(runtime.serialize(second)) as typeof saved, (c) => ((c.starter = high), (c.current = high)));
    expect(runtime.restore(json, match)).toEqual({
      ok: false,
      error: { code: 'state/unreadable', message: `$.context.starter: seat ${high} cannot begin round 2: a player with the fewest points of the round before begins it` },
    });
  });
});
