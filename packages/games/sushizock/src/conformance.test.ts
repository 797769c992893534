/**
 * Sushizock passes the engine's conformance suite, with its own invariants: every tile is in the
 * centre or in exactly one stack, a tile moves only onto the top of its taker's stack, no turn
 * throws more than the rules allow, set-aside dice stay aside, every take and steal is recounted
 * from the dice by an independent reading of the rulebook, and every final sheet is recounted.
 */
import { describe, expect, it } from 'vitest';
import { IGNORE_CHANCE, MAX_PLAYER_NAME_LENGTH } from '@regelwerk/engine';
import { describeGameConformance, type ConformanceStep } from '@regelwerk/engine/testing';
import type { SushizockContext, SushizockEvent } from './context.js';
import type { SushizockRules } from './schema/rules.js';
import { module, schema } from './index.js';
import { loadRules } from './test-support/fixtures.js';

// ---- An independent reading of the rulebook (seed 000), written without the rule file, and of
// the house rules of its variants: with n dice of a kind any of the first n tiles of that row
// (docs/house-rules.md Z1, when the take rows say `upto`), the end on one empty row (Z2).
const count = (dice: readonly string[], face: string) => dice.filter((d) => d === face).length;
const COLOUR: Record<string, string> = { sushi: 'blue', bones: 'red' };

/** Why a take or steal does not follow from the dice and the table (null when it does). */
function referenceProblem(c: SushizockContext, e: SushizockEvent): string | null {
  if (e.type === 'dice.throw') return null;
  const upto = c.rules.actions.some((a) => a.effect === 'take' && a.position === 'upto');
  const canTake = (['sushi', 'bones'] as const).some((g) => {
    const n = count(c.dice, g);
    return n >= 1 && (upto ? c.centre[g]!.length >= 1 : n <= c.centre[g]!.length);
  });
  const canSteal = (['sushi', 'bones'] as const).some((g) => count(c.dice, COLOUR[g]!) >= 3 && c.stacks.some((s, i) => i !== e.seat && s[g]!.length > 0));
  if (e.type === 'tile.steal') {
    const n = count(c.dice, COLOUR[e.group]!);
    if (n < 3) return `stole ${e.group} with ${n} ${COLOUR[e.group]} chopsticks`;
    if (n === 3 && e.position !== 1) return `stole position ${e.position} with exactly three chopsticks`;
    if (e.from === e.seat || e.position > c.stacks[e.from]![e.group]!.length) return 'stole from nowhere';
    return null;
  }
  if (upto ? e.position >= 1 && e.position <= count(c.dice, e.group) : e.position === count(c.dice, e.group)) return null;
  // Otherwise only the forced take: after the last possible throw, nothing else possible.
  const thrown = c.dice.length - c.aside.length;
  const throwLeft = c.throwsUsed < 3 && thrown >= 2;
  if (throwLeft || canTake || canSteal) return `took ${e.group} ${e.position} with ${count(c.dice, e.group)} such dice`;
  const bones = c.centre.bones!;
  if (bones.length > 0) return e.group === 'bones' && bones[e.position - 1] === Math.min(...bones) ? null : 'the forced take is the worst bones';
  const sushi = c.centre.sushi!;
  return e.group === 'sushi' && sushi[e.position - 1] === Math.min(...sushi) ? null : 'the forced take is the smallest sushi';
}

function referenceScore(stacks: { sushi?: readonly number[]; bones?: readonly number[] }): number {
  const sushi = stacks.sushi ?? [];
  const bones = stacks.bones ?? [];
  let total = 0;
  for (let i = 0; i < Math.min(sushi.length, bones.length); i++) total += sushi[i]!; // sushi above the bones score nothing
  for (const b of bones) total += b;
  return total;
}

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b).join(',');

function invariants({ before, event, after }: ConformanceStep<SushizockContext, SushizockEvent>): string[] {
  const c = after.context;
  const rules = c.rules;
  const out: string[] = [];
  for (const g of Object.values(rules.tiles)) {
    const held = [...c.centre[g.id]!, ...c.stacks.flatMap((s) => s[g.id]!)];
    if (sorted(held) !== sorted(g.values)) out.push(`${g.id} tiles: ${sorted(held)} instead of ${sorted(g.values)}`);
  }
  if (c.throwsUsed > rules.throws.max) out.push(`${c.throwsUsed} throws`);
  if (c.dice.some((d) => !rules.dice.die.faces.includes(d))) out.push(`impossible die ${c.dice.join(',')}`);
  if (after.status === 'done' !== (c.scores !== null)) out.push('scores exactly when over');
  const b = before.context;
  if (event.type === 'dice.throw' && b.throwsUsed > 0) {
    if (!b.aside.every((i) => c.aside.includes(i) && c.dice[i] === b.dice[i])) out.push('a die set aside was thrown again');
    if (c.aside.length < b.aside.length + 1) out.push('a throw without setting a die aside');
    if (b.dice.length - b.aside.length === 1) out.push('threw again after throwing a single die');
  }
  if (event.type === 'tile.take' || event.type === 'tile.steal') {
    const problem = referenceProblem(b, event);
    if (problem) out.push(problem);
    const mine = c.stacks[event.seat]![event.group]!;
    if (mine.length !== b.stacks[event.seat]![event.group]!.length + 1) out.push('the taker’s stack did not grow by one');
    const taken = event.type === 'tile.take' ? b.centre[event.group]![event.position - 1] : b.stacks[event.from]![event.group]!.at(-event.position);
    if (mine.at(-1) !== taken) out.push(`took ${mine.at(-1)}, the tile there was ${taken}`);
    if (after.status === 'active' && c.current !== (event.seat + 1) % c.players.length) out.push('play did not pass clockwise');
  }
  return out;
}

describeGameConformance(module, {
  ruleFiles: ['sushizock.rules', 'variants/sushizock-graeten-5-4-2-1.rules', 'variants/sushizock-erste-n-steine.rules', 'variants/sushizock-eine-reihe-leer.rules'],
  loadRules: (file) => loadRules(file),
  schemas: [schema],
  bots: [['random'], ['tactician'], ['tactician', 'random']],
  playerCounts: [2, 3, 4, 5],
  invariants,
  gameInvariants: ({ steps, final, outcome }) => {
    const c = final.context;
    const out: string[] = [];
    const totals = c.stacks.map((s) => referenceScore(s));
    if (JSON.stringify(outcome.details.points) !== JSON.stringify(totals)) out.push(`points ${JSON.stringify(outcome.details.points)}, the recount says ${JSON.stringify(totals)}`);
    const best = Math.max(...totals);
    const winners = totals.flatMap((t, s) => (t === best ? [s] : []));
    if (JSON.stringify([...outcome.winners].sort()) !== JSON.stringify(winners)) out.push(`winners ${outcome.winners.join(',')}, the recount says ${winners.join(',')}`);
    const steals = steps.filter((s) => s.event.type === 'tile.steal').length;
    if (outcome.details.steals !== steals) out.push(`${steals} steals played, the outcome says ${String(outcome.details.steals)}`);
    // The game ends when the centre is empty, or one row of it under `ends-when any-row-empty`.
    const rows = Object.values(c.centre).map((r) => r.length);
    const oneRow = c.rules.endsWhen.includes('any-row-empty');
    if (oneRow ? !rows.includes(0) : rows.some((n) => n > 0)) out.push(`ended with rows of ${rows.join(', ')} tiles`);
    const tiles = Object.values(c.rules.tiles).reduce((a, g) => a + g.values.length, 0) - rows.reduce((a, n) => a + n, 0);
    const turns = steps.filter((s) => s.event.type !== 'dice.throw').length;
    if (turns !== tiles + steals) out.push(`${turns} turns for ${tiles} tiles and ${steals} steals`);
    return out;
  },
  crossField: [
    {
      name: 'the last move names a tile other than the one on top of its stack',
      field: '$.context.last.value',
      corrupt: ({ context: c }, rules) => {
        const other = c.last && (rules as SushizockRules).tiles[c.last.group]!.values.find((v) => v !== c.last.value);
        return typeof other === 'number' && ((c.last.value = other), true);
      },
    },
    { name: 'more steals than turns (steals: 999)', field: '$.context.steals', corrupt: ({ context: c }) => ((c.steals = Math.max(999, c.turns + 1)), true) },
    { name: 'one steal counted that never happened', field: '$.context.steals', corrupt: ({ context: c }) => c.steals < c.turns && ((c.steals += 1), true) },
    { name: 'one turn counted that never happened', field: '$.context.current', corrupt: ({ context: c }) => ((c.turns += 1), true) },
    { name: 'more forced takes than takes', field: '$.context.forcedTakes', corrupt: ({ context: c }) => ((c.forcedTakes = c.turns - c.steals + 1), true) },
    { name: 'the last move made by the wrong seat', field: '$.context.last.seat', corrupt: ({ context: c }) => c.last !== null && ((c.last.seat = (c.last.seat + 1) % c.players.length), true) },
    {
      name: 'a take recorded as a steal from the next seat',
      field: '$.context.last',
      corrupt: ({ context: c }) => c.last?.kind === 'take' && ((c.last.kind = 'steal'), (c.last.from = (c.last.seat + 1) % c.players.length), true),
    },
    {
      name: 'a take recorded one position further along the row (with `upto`, one beyond the dice)',
      field: '$.context.last',
      corrupt: ({ context: c }, rules) => {
        if (c.last?.kind !== 'take') return false;
        const upto = (rules as SushizockRules).actions.some((a) => a.position === 'upto');
        c.last.position = upto ? count(c.last.dice, c.last.group) + 1 : c.last.position + 1;
        return true;
      },
    },
    { name: 'a move the dice did not allow', field: '$.context.last', corrupt: ({ context: c }) => c.last?.kind === 'take' && ((c.last.dice = c.last.dice.map(() => (c.last.group === 'sushi' ? 'red' : 'blue'))), true) },
  ],
  graph: {
    // Two tiles a row, so that a game is short and the forced take comes soon.
    rules: loadRules('sushizock.rules', (t) => t.replace('tiles sushi n x2 for n in 1..6 total 12', 'tiles sushi n x1 for n in 1..2 total 2').replace('tiles bones -1 x4 -2 x4 -3 x2 -4 x2 total 12', 'tiles bones -1 x1 -2 x1 total 2')),
    players: 2,
    serialize: ({ value, context: c }) => JSON.stringify([value, c.current, c.throwsUsed, c.aside.length, Object.values(c.centre).map((r) => r.length), c.stacks.map((s) => Object.values(s).map((x) => x.length))]),
  },
  playthroughs: {
    dir: new URL('../playthroughs/', import.meta.url),
    games: [
      { name: 'sushizock-3-tactician', ruleFile: 'sushizock.rules', bots: ['tactician', 'tactician', 'tactician'], seed: 'recorded-1' },
      { name: 'sushizock-5-mixed', ruleFile: 'sushizock.rules', bots: ['random', 'tactician', 'random', 'tactician', 'random'], seed: 'recorded-2' },
      { name: 'graeten-5-4-2-1-2', ruleFile: 'variants/sushizock-graeten-5-4-2-1.rules', bots: ['tactician', 'random'], seed: 'recorded-3' },
      { name: 'erste-n-steine-3', ruleFile: 'variants/sushizock-erste-n-steine.rules', bots: ['tactician', 'random', 'tactician'], seed: 'recorded-4' },
      { name: 'eine-reihe-leer-2', ruleFile: 'variants/sushizock-eine-reihe-leer.rules', bots: ['tactician', 'random'], seed: 'recorded-5' },
    ],
  },
});

// ---- Saved states that are not a game: each is refused, naming the field and the reason.
describe('restoring a saved Sushizock game', () => {
  const rules = loadRules();
  const runtime = module.runtime;
  const players = [0, 1, 2].map((i) => ({ name: `P${i}`, bot: 'random' }));
  const first = runtime.fast.initial(runtime.createContext({ rules, players, seed: 'probe' }, IGNORE_CHANCE));
  const current = runtime.fast.transition(first, { type: 'dice.throw', seat: first.context.current, keep: [] })!;
  const saved = JSON.parse(runtime.serialize(current)) as { value: string; status: string; context: Record<string, unknown> };
  const variant = (f: (s: typeof saved) => void) => {
    const s = JSON.parse(JSON.stringify(saved)) as typeof saved;
    f(s);
    return JSON.stringify(s);
  };
  const centre = saved.context.centre as { sushi: number[]; bones: number[] };

  it('restores a real saved game to itself', () => {
    expect(runtime.restore(runtime.serialize(current), rules)).toEqual({ ok: true, value: current });
  });

  it.each([
    ['a tile that is not in the set', variant((s) => ((s.context.centre as typeof centre).sushi[0] = 7)), '$.context.centre.sushi[0]: expected one of 1, 2, 3, 4, 5, 6, found 7'],
    ['a tile in two places', variant((s) => ((s.context.stacks as { sushi: number[] }[])[0]!.sushi = [centre.sushi[0]!])), /^\$\.context\.stacks: the sushi tiles in the centre and the stacks are/],
    ['a tile lost', variant((s) => (s.context.centre as typeof centre).bones.pop()), /^\$\.context\.stacks: the bones tiles/],
    ['a die that shows a number', variant((s) => ((s.context.dice as unknown[])[0] = 6)), /^\$\.context\.dice\[0\]: expected one of "sushi", "bones", "blue", "red"/],
    ['four throws', variant((s) => (s.context.throwsUsed = 4)), '$.context.throwsUsed: expected a whole number from 0 to 3, found 4'],
    ['a third throw with nothing set aside', variant((s) => (s.context.throwsUsed = 3)), /^\$\.context\.aside: after 3 throw\(s\) at least 2/],
    ['the dice gone in a thrown state', variant((s) => (s.context.dice = [])), '$.context.dice: expected 5 dice'],
    ['a seat beyond the table', variant((s) => (s.context.current = 4)), '$.context.current: expected a seat from 0 to 2, found 4'],
    ['scores in play', variant((s) => (s.context.scores = [])), '$.context.scores: a game in play has no scores yet'],
    ['done mid-turn', variant((s) => (s.status = 'done')), /^\$\.(status|context\.scores): /],
  ])('refuses %s, naming the field', (_what, json, message) => {
    const r = runtime.restore(json, rules);
    expect(r).toMatchObject({ ok: false, error: { code: 'state/unreadable' } });
    if (!r.ok) expect(r.error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  // A game some turns in, so that there is a last move and counters to disagree with.
  let later = current;
  while (later.context.turns < 4 || later.context.last?.kind !== 'take') {
    const seat = runtime.toMove(later)[0]!;
    later = runtime.fast.transition(later, runtime.legalEvents(later, seat)[0]!)!;
  }
  const laterSaved = JSON.parse(runtime.serialize(later)) as typeof saved;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits reach into the parsed JSON freely
  const edit = (f: (c: Record<string, any>) => void) => {
    const s = JSON.parse(JSON.stringify(laterSaved)) as typeof saved;
    f(s.context);
    return JSON.stringify(s);
  };
  const top = later.context.last!;

  it('restores a game some turns in to itself', () => {
    expect(runtime.restore(runtime.serialize(later), rules)).toEqual({ ok: true, value: later });
  });

  it.each([
    ['a last move whose tile is not the top of that stack', edit((c) => (c.last.value = rules.tiles[top.group]!.values.find((v) => v !== top.value))), /^\$\.context\.last\.value: the tile moved last \(-?\d\) lies on top of seat \d's (sushi|bones) stack, which shows -?\d$/],
    ['steals: 999', edit((c) => (c.steals = 999)), /^\$\.context\.steals: 999 steal\(s\) in \d+ turn\(s\) leave/],
    ['a player played by a bot Sushizock does not have', edit((c) => (c.players[1].bot = 'no-such-bot')), '$.context.players[1].bot: no bot "no-such-bot" plays this game; its bots: random, tactician'],
    ['a player name of 101 characters', edit((c) => (c.players[0].name = 'n'.repeat(MAX_PLAYER_NAME_LENGTH + 1))), /^\$\.context\.players\[0\]\.name: expected text of at most 100 characters/],
    ['a player name of 20 million characters', edit((c) => (c.players[0].name = 'n'.repeat(20_000_000))), /^\$: a saved state has at most 1000000 characters, this one 200\d{5}$/],
    ['turns that do not lead to the seat to move', edit((c) => (c.turns += 1)), /^\$\.context\.current: after \d+ finished turn\(s\) from seat \d, seat \d is to move, not seat \d$/],
    ['a take the dice did not allow', edit((c) => (c.last.position += 1)), /^\$\.context\.last(\.position)?: /],
    ['a last move although no turn has finished', variant((s) => (s.context.last = laterSaved.context.last)), '$.context.last: no turn has finished, so there is no last move'],
  ])('refuses %s: a state no game reaches', (_what, json, message) => {
    const r = runtime.restore(json, rules);
    expect(r).toMatchObject({ ok: false, error: { code: 'state/unreadable' } });
    if (!r.ok) expect(r.error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('refuses a centre out of order when the rules lay it out in order', () => {
    const sorted = loadRules('sushizock.rules', (t) => t.replace('tiles-order shuffled', 'tiles-order sorted'));
    const start = runtime.fast.initial(runtime.createContext({ rules: sorted, players, seed: 'sorted' }, IGNORE_CHANCE));
    expect(runtime.restore(runtime.serialize(start), sorted)).toEqual({ ok: true, value: start });
    const swapped = JSON.parse(runtime.serialize(start)) as typeof saved;
    (swapped.context.centre as typeof centre).sushi.reverse();
    expect(runtime.restore(JSON.stringify(swapped), sorted)).toEqual({
      ok: false,
      error: { code: 'state/unreadable', message: '$.context.centre.sushi: these rules lay the centre out in ascending order, and taking a tile keeps it so' },
    });
    // The same order is fine where the centre is shuffled.
    expect(runtime.restore(JSON.stringify(swapped), rules).ok).toBe(true);
  });
});
