/**
 * Schocken passes the engine's conformance suite, with its own invariants: the 13 tokens are
 * conserved, no turn throws over its limit, every die shows a face of the die, and every round
 * is recounted by an independent reading of the rulebook's table.
 */
import type { SchockenRules } from './schema/rules.js';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IGNORE_CHANCE, MAX_PLAYER_NAME_LENGTH } from '@regelwerk/engine';
import { describeGameConformance, type ConformanceStep } from '@regelwerk/engine/testing';
import type { SchockenContext, SchockenEvent } from './context.js';
import { module, schema } from './index.js';
import { rulesForPlayers, type RuleSet } from '@regelwerk/dsl';
import { rulesNow } from './rules/turn.js';
import { loadRules } from './test-support/fixtures.js';

const VARIANTS = readdirSync(new URL('../../../../rules/variants/', import.meta.url))
  .filter((f) => f.startsWith('schocken-') && f.endsWith('.rules'))
  .sort()
  .map((f) => `variants/${f}`);

// ---- An independent reading of the rulebook's table (§4), written without the rule file.
// The house rules' tables as their sources give them: Jule's 4-2-1 (7 tokens) below the top throw,
// a General (three of a kind) between Schock 3 and Schock 2 instead of the Admiral, a Chicago
// (1-1-1) that costs 15 tokens instead of ending the half; Catweazle's "Mohr" (1-1-1, 8 tokens) and
// "3 Dicke" in the General's place; the old Jule table (casinospiegel.net): Jule 4-2-1 (9) above
// Julius 1-1-1 (7), the Pasch in the General's place.
function referenceRank(d: readonly number[], rules: SchockenRules, fromHand: boolean): number {
  const [a, b, c] = [...d].sort((x, y) => y - x) as [number, number, number];
  const jule = rules.ranking.rows.some((r) => r.id === 'jule');
  const general = rules.ranking.rows.some((r) => r.id === 'general' || r.id === 'dicke' || r.id === 'pasch');
  if (jule && a === 4 && b === 2 && c === 1 && rules.ranking.rows.some((r) => r.id === 'julius')) return -1;
  const hand = !rules.options['aus-der-hand'] || fromHand;
  // strasse-aus-der-hand (schockaus.de): the Straße counts only when thrown in one go.
  const strasseHand = hand && (rules.variant?.name !== 'strasse-aus-der-hand' || fromHand);
  // "Hand out": 1-1-1 in one go, above the Schock out built over throws (Ting Ting Ting).
  if (a === 1 && b === 1 && c === 1) return fromHand && rules.ranking.rows.some((r) => r.id === 'hand-out') ? -0.5 : 0;
  if (jule && a === 4 && b === 2 && c === 1) return 0.5;
  if (general && hand && a === b && b === c) return 4.5 + (6 - a) / 10; // General 6 … 2, above Schock 2
  if (b === 1 && c === 1) return 1 + (6 - a); // Schock 6 … Schock 2
  if (!general && hand && a === b && b === c) return 10 + (6 - a); // Admiral 6 … 2
  if (strasseHand && a === b + 1 && b === c + 1) return 20 + (6 - a); // Straße 6-5-4 … 3-2-1
  return 1000 - (a * 100 + b * 10 + c); // Einfacher Wurf, read as a number
}

function referencePenalty(d: readonly number[], rules: SchockenRules, fromHand: boolean): number | 'all' {
  const r = referenceRank(d, rules, fromHand);
  const has = (id: string) => rules.ranking.rows.some((row) => row.id === id);
  if (r === -1) return 9;
  if (r === -0.5) return 'all';
  if (r === 0) return has('chicago') ? 15 : has('mohr') ? 8 : has('julius') ? 7 : 'all';
  if (r === 0.5) return 7;
  if (r > 4 && r < 5) return 3;
  if (r < 10) return 6 - (r - 1);
  if (r < 20) return 3;
  if (r < 30) return 2;
  // A plain throw: 1 in the rulebook; some house rules make it 0 (`round-penalty sum`).
  return rules.ranking.outcomes[rules.ranking.outcomes.length - 1]!.penalty;
}

type Placed = { readonly r: { readonly throws: number }; readonly order: number };

/** Equal throws: by the steps of `ties` (0 where a throw-off settles them), else fewer throws, then the later player is worse. */
function referenceTie(rules: SchockenRules, a: Placed, b: Placed): number {
  for (const step of rules.ties ?? [{ kind: 'fewer-throws' }, { kind: 'later-loses' }]) {
    if (step.kind === 'fewer-throws' && a.r.throws !== b.r.throws) return a.r.throws - b.r.throws;
    if (step.kind === 'later-loses') return a.order - b.order;
    if (step.kind === 'earlier-loses') return b.order - a.order;
    if (step.kind === 'throw-off') return 0;
  }
  return 0;
}

/** The loser of a throw-off among `seats`, from its goes: each go's worst by rank (the reference table) or by the lower sum of pips. */
function referenceThrowOff(rules: SchockenRules, seats: readonly number[], off: SchockenContext['throwOff'], out: string[]): number | null {
  if (!off) {
    out.push(`seats ${seats.join(', ')} tied for worst, but no throw-off was played`);
    return null;
  }
  const by = rules.ties?.find((t) => t.kind === 'throw-off');
  const badness = (d: readonly number[], fromHand: boolean) => (by?.kind === 'throw-off' && by.by === 'sum' ? -d.reduce((x, y) => x + y, 0) : referenceRank(d, rules, fromHand));
  let playing = [...seats];
  for (const go of [...off.earlier, off.results]) {
    if (go.map((x) => x.seat).join() !== playing.join()) out.push(`a go of the throw-off was thrown by ${go.map((x) => x.seat).join(', ')}, not ${playing.join(', ')}`);
    const scores = go.map((x) => badness(x.dice, x.fromHand));
    const worst = Math.max(...scores);
    playing = go.filter((_, i) => scores[i] === worst).map((x) => x.seat);
  }
  if (playing.length !== 1) out.push(`the throw-off ended with seats ${playing.join(', ')} still tied`);
  return playing[0] ?? null;
}

/** What the worst receives by the round's rule (`round-penalty`), recounted from the reference penalties. */
function referenceRoundPenalty(best: number | 'all', all: readonly (number | 'all')[], rules: SchockenRules): number | 'all' {
  const p = rules.roundPenalty;
  if (!p || best === 'all') return best;
  const base = p.by === 'best' ? best : all.includes('all') ? 'all' : all.reduce<number>((a, b) => a + (b as number), 0);
  return base === 'all' ? 'all' : Math.max(base + p.plus, p.atLeast);
}

/** The rules in force at a saved context (which carries none): its table's, in its phase. */
const savedRules = (c: Record<string, unknown>, rules: RuleSet): SchockenRules =>
  rulesNow({ ...(c as unknown as SchockenContext), rules: rulesForPlayers(rules as SchockenRules, (c['players'] as unknown[]).length) });

/**
 * Who starts the round after `round`, read from the starter rules' own words (docs/schocken.md):
 * the opening round's worst; the final's and the second phase's starter where a line names them;
 * else the round's line (the loser, the player after the loser, the best), a seat out of the part
 * passing the start on round the table; equal token counts to the first from the loser.
 */
function referenceStarter(c: SchockenContext, round: NonNullable<SchockenContext['lastRound']>): number {
  const n = c.players.length;
  const from = (seat: number) => Array.from({ length: n }, (_, i) => (seat + i) % n).filter((s) => c.inPlay[s]);
  const s = c.rules.starters ?? {};
  if (round.opening) return round.worst;
  if (round.stageLoser !== null && c.stage === 'final' && s.final) return s.final === 'first-half-loser' ? c.halfLosers[0]! : round.worst;
  if (round.stageLoser === null && round.from === 'middle' && c.middle === 0 && s.passing) {
    const order = from(round.worst);
    const counts = order.map((x) => c.tokens[x]!);
    const pick = order[counts.indexOf(s.passing === 'fewest-tokens' ? Math.min(...counts) : Math.max(...counts))]!;
    return s.passing === 'fewest-tokens' ? pick : from(pick + 1)[0]!;
  }
  if (s.round === 'left-of-loser') return from(round.worst + 1)[0]!;
  if (s.round === 'previous-best') return from(round.best)[0]!;
  return round.worst;
}

/** What must hold in every state, and the recount of a round scored in this step. */
function invariants({ before, after }: ConformanceStep<SchockenContext, SchockenEvent>): string[] {
  const c = after.context;
  const rules = c.rules;
  const out: string[] = [];
  const total = c.middle + c.tokens.reduce((x, y) => x + y, 0) + (c.outOfPlay ?? 0);
  if (total !== rules.tokens) out.push(`tokens: ${total} instead of ${rules.tokens}`);
  if (c.tokens.some((t) => t < 0) || c.middle < 0) out.push('negative tokens');
  // The throw was made in the phase before the step (a round's scoring may empty the middle).
  // Without `set-by starter` (drei-wuerfe-fuer-alle) the starter's count caps nobody.
  const throws = rulesNow(c).throws;
  const most = Math.max(rulesNow(before.context).throws.max, throws.max);
  const limit = c.current === c.starter || c.roundLimit === null || !throws.setByStarter ? most : c.roundLimit;
  if (c.throwsUsed > limit || limit > most) out.push(`throws ${c.throwsUsed} over limit ${limit}`);
  if (c.dice.some((d) => !rules.dice.die.faces.includes(d))) out.push(`impossible die ${c.dice.join(',')}`);
  if (after.status === 'active' && !c.inPlay[c.current]) out.push('the player to move is not in play');
  if (c.results.length > c.inPlay.filter(Boolean).length) out.push('more results than players in play');
  const round = c.lastRound;
  // Who starts the next round: by the starter rules, once the next part has begun (not in a throw-off).
  if (round && round !== before.context.lastRound && after.status === 'active' && c.loser === null && c.results.length === 0) {
    const starter = referenceStarter(c, round);
    if (c.starter !== starter || c.current !== starter) out.push(`round ${c.rounds + 1} starts with seat ${c.starter}, the starter rules say ${starter}`);
  }
  if (round && round !== before.context.lastRound && round.opening && rules.opening?.by === 'sum') {
    // The opening round by pips (`opening-round counts by sum`): the lowest sum loses (the later of
    // equal ones), the highest is best (the earlier); the worst receives its penalty, or one token.
    const sums = round.results.map((r) => r.dice.reduce((x, y) => x + y, 0));
    const lo = Math.min(...sums);
    const hi = Math.max(...sums);
    const loser = round.results[sums.lastIndexOf(lo)]!.seat;
    const best = round.results[sums.indexOf(hi)]!.seat;
    if (round.worst !== loser) out.push(`opening round: seat ${round.worst} lost, the recount says ${loser}`);
    if (loser !== best && round.best !== best) out.push(`opening round: seat ${round.best} was best, the recount says ${best}`);
    if (round.tokens !== (rules.opening.penalty ?? 1) || round.endsHalf) out.push(`opening round: ${round.tokens} tokens moved, the recount says ${rules.opening.penalty ?? 1} and no end of the half`);
  } else if (round && round !== before.context.lastRound) {
    const ranked = round.results
      .map((r, order) => ({ r, order, rank: referenceRank(r.dice, rules, r.fromHand) }))
      .sort((a, b) => a.rank - b.rank || referenceTie(rules, a, b));
    // Players tied for worst under a throw-off (`ties … throw-off`): the throw-off's last go decides.
    const last = ranked[ranked.length - 1]!;
    const tied = ranked.filter((x) => x.rank === last.rank && referenceTie(rules, x, last) === 0);
    const loser = tied.length > 1 && rules.ties ? referenceThrowOff(rules, tied.map((x) => x.r.seat), round.throwOff, out) : last.r.seat;
    const best = (ranked[0]!.r.seat === loser ? ranked[1]! : ranked[0]!).r;
    if (round.worst !== loser) out.push(`round ${c.rounds}: seat ${round.worst} lost, the recount says ${loser}`);
    if (round.best !== best.seat) out.push(`round ${c.rounds}: seat ${round.best} was best, the recount says ${best.seat}`);
    // The round was played in the phase before its scoring.
    const played = rulesNow(before.context);
    // A blind throw (`blind first-throw`) counts its times over; the catalogue excepts only the
    // Schock out, whose `all` stays all.
    const counted = (x: { dice: readonly number[]; fromHand: boolean; blind?: true }) => {
      const p = referencePenalty(x.dice, rules, x.fromHand);
      return x.blind && rules.blind && p !== 'all' ? p * rules.blind.times : p;
    };
    // The opening round (`opening-round counts`) gives the best throw's penalty, or its own.
    const penalty = round.opening ? (rules.opening?.penalty ?? referencePenalty(best.dice, rules, best.fromHand)) : referenceRoundPenalty(counted(best), round.results.map(counted), played);
    if (penalty === 'all') {
      if (round.stageLoser !== round.worst) out.push(`round ${c.rounds}: a Schock out, but seat ${round.worst} did not lose the half`);
    } else {
      const available = round.from === 'middle' ? before.context.middle : before.context.tokens[round.best]!;
      if (round.tokens !== Math.min(penalty, available)) out.push(`round ${c.rounds}: ${round.tokens} tokens moved, the recount says ${Math.min(penalty, available)}`);
    }
  }
  return out;
}

describeGameConformance(module, {
  // The game and every Schocken variant shipped in rules/variants.
  ruleFiles: ['schocken.rules', ...VARIANTS],
  loadRules: (file) => loadRules(file),
  schemas: [schema],
  bots: [['random'], ['tactician'], ['tactician', 'random']],
  playerCounts: [2, 3, 4, 6],
  // Over thirty rule files: each variant with one mix at one table size, 3 and 5 players in turn
  // (every check still runs on each of them).
  variantGames: { bots: [['tactician', 'random']], playerCounts: [3, 5], rotate: true },
  invariants,
  gameInvariants: ({ steps, final, outcome }) => {
    const c = final.context;
    const out: string[] = [];
    const scored = steps.filter((s) => s.after.context.lastRound !== s.before.context.lastRound).length;
    if (scored !== c.rounds) out.push(`${scored} rounds scored, the context counts ${c.rounds}`);
    if (outcome.losers.length !== 1 || outcome.losers[0] !== c.loser) out.push(`losers ${outcome.losers.join(', ')}, the context says ${c.loser}`);
    // The game's loser lost the final, or both halves, or the game at once by a row that `ends game` (who then lost the half too).
    if (outcome.details.endedBy !== undefined) {
      if (c.lastRound?.endsGame !== true || c.halfLosers[c.halfLosers.length - 1] !== c.loser) out.push(`the game ended by ${String(outcome.details.endedBy)}, but seat ${c.loser} lost no such round`);
    } else if (c.rules.match?.lostAt != null) {
      // `match lost-at <n> halves`: the loser lost n halves, the last of them last, and nobody lost n before.
      const n = c.rules.match.lostAt;
      const count = (list: readonly number[], s: number) => list.filter((x) => x === s).length;
      const before = c.halfLosers.slice(0, -1);
      if (c.halfLosers[c.halfLosers.length - 1] !== c.loser || count(c.halfLosers, c.loser!) !== n || before.some((s) => count(before, s) >= n)) out.push(`seat ${c.loser} lost the game without being the first to lose ${n} halves: ${c.halfLosers.join(', ')}`);
    } else if (outcome.details.final ? !c.halfLosers.includes(c.loser!) : c.halfLosers.some((s) => s !== c.loser)) out.push(`seat ${c.loser} lost without losing the halves ${c.halfLosers.join(', ')}`);
    return out;
  },
  crossField: [
    { name: 'the first round begun by a seat other than the first starter', field: '$.context.starter', corrupt: ({ context: c }) => c.rounds === 0 && ((c.firstStarter = (c.firstStarter + 1) % c.players.length), true) },
    { name: 'no round counted although one was played', field: '$.context.lastRound', corrupt: ({ context: c }) => c.rounds > 0 && ((c.rounds = 0), true) },
    { name: 'the last round’s best and worst swapped', field: '$.context.lastRound', corrupt: ({ context: c }) => c.lastRound !== null && (([c.lastRound.best, c.lastRound.worst] = [c.lastRound.worst, c.lastRound.best]), true) },
    {
      name: 'a later turn throwing more often than the starter (or than anyone may)',
      field: '$.context.results[1].throws',
      // Where the starter's count caps the others; without that cap (drei-wuerfe-fuer-alle's
      // `throws 1..3`) more than the rules' most.
      // The rules of the phase being played.
      corrupt: ({ context: c }, rules) => {
        const { setByStarter, max } = savedRules(c, rules).throws;
        if (c.results.length < 2) return false;
        if (!setByStarter) return (c.results[1].throws = max + 1), true;
        return c.results[0].throws < max && ((c.results[1].throws = c.results[0].throws + 1), true);
      },
    },
    {
      name: 'a round’s limit other than the starter’s throws',
      field: '$.context.roundLimit',
      // The limit of the phase being played (one throw leaves no other limit to write).
      corrupt: ({ context: c }, rules) => {
        const most = savedRules(c, rules).throws.max;
        return c.results.length > 0 && most > 1 && ((c.roundLimit = (c.results[0].throws % most) + 1), true);
      },
    },
    { name: 'a finished turn covered against the rule', field: '$.context.results[0].covered', corrupt: ({ context: c }) => c.results.length > 0 && ((c.results[0].covered = !c.results[0].covered), true) },
    { name: 'the round played out of order', field: '$.context.results[0].seat', corrupt: ({ context: c }) => c.results.length >= 2 && (([c.results[0], c.results[1]] = [c.results[1], c.results[0]]), true) },
    {
      name: 'a player who left the half brought back in',
      field: '$.context.inPlay',
      corrupt: (s) => {
        const out = (s.context.inPlay as boolean[]).indexOf(false);
        return s.value !== 'over' && s.context.middle === 0 && out >= 0 && ((s.context.inPlay[out] = true), true);
      },
    },
    { name: 'a finished game lost by another player', field: '$.context.loser', corrupt: (s) => s.value === 'over' && ((s.context.loser = (s.context.loser + 1) % s.context.players.length), true) },
    {
      name: 'tokens handed out after a decided stage before any round of the next',
      field: '$.context.lastRound.stageLoser',
      corrupt: ({ context: c }) => c.loser === null && c.lastRound?.stageLoser != null && c.middle > 0 && ((c.middle -= 1), (c.tokens[c.inPlay.indexOf(true)] += 1), true),
    },
  ],
  graph: {
    // Two tokens a half, so that halves, the passing phase and the final come soon.
    rules: loadRules('schocken.rules', (t) => t.replace('tokens 13', 'tokens 2')),
    players: 2,
    serialize: ({ value, context: c }) => JSON.stringify([value, c.stage, c.half, c.middle, c.tokens, c.halfLosers, c.throwsUsed > 0, c.results.length]),
  },
  playthroughs: {
    dir: new URL('../playthroughs/', import.meta.url),
    games: [
      { name: 'schocken-3-tactician', ruleFile: 'schocken.rules', bots: ['tactician', 'tactician', 'tactician'], seed: 'recorded-1' },
      { name: 'schocken-4-mixed', ruleFile: 'schocken.rules', bots: ['random', 'tactician', 'random', 'tactician'], seed: 'recorded-2' },
      { name: 'jule-2-tactician', ruleFile: 'variants/schocken-jule.rules', bots: ['tactician', 'tactician'], seed: 'recorded-3' },
      { name: 'sechsen-umdrehen-3', ruleFile: 'variants/schocken-sechsen-umdrehen.rules', bots: ['tactician', 'random', 'tactician'], seed: 'recorded-4' },
      { name: 'aus-der-hand-3', ruleFile: 'variants/schocken-aus-der-hand.rules', bots: ['tactician', 'tactician', 'random'], seed: 'recorded-5' },
    ],
  },
});

// ---- The reliability probe's corrupted saved states, kept as regression tests: each is refused,
// naming the field and the reason, and nothing changes.
describe('restoring a saved Schocken game', () => {
  const rules = loadRules('schocken.rules');
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

  it('restores a real saved game to itself', () => {
    expect(runtime.restore(runtime.serialize(current), rules)).toEqual({ ok: true, value: current });
  });

  it('restores a game saved before finished turns recorded their set-aside dice, and refuses set-aside dice that contradict the throw', () => {
    let s = first;
    while (s.context.results.length === 0) {
      const seat = s.context.current;
      s = runtime.fast.transition(s, s.context.throwsUsed === 0 ? { type: 'dice.throw', seat, keep: [] } : { type: 'turn.end', seat })!;
    }
    const json = JSON.parse(runtime.serialize(s)) as { context: { results: Record<string, unknown>[] } };
    expect(json.context.results[0]!.aside).toEqual([]);
    delete json.context.results[0]!.aside;
    const old = runtime.restore(JSON.stringify(json), rules);
    expect(old.ok).toBe(true);
    if (old.ok) expect(old.value.context.results[0]!.aside).toBeUndefined();
    json.context.results[0]!.aside = [1];
    expect(runtime.restore(JSON.stringify(json), rules)).toMatchObject({ ok: false, error: { message: '$.context.results[0].aside: expected distinct dice, none exactly when the throw was from the hand' } });
  });

  it.each([
    ['null', 'null', '$: expected { "value": …, "status": …, "context": … }, found null'],
    ['not JSON', '{"value":', /^\$: the saved state is not JSON/],
    ['tokens as text', variant((s) => (s.context.tokens = ['0', '0', '0'])), '$.context.tokens[0]: expected a whole number from 0 to 13, found "0"'],
    ['tokens adding up to 300', variant((s) => (s.context.tokens = [100, 100, 100])), '$.context.tokens[0]: expected a whole number from 0 to 13, found 100'],
    ['13 tokens too many', variant((s) => (s.context.tokens = [13, 0, 0])), "$.context.tokens: the middle, the players' tokens and those out of play add up to 26, the rules have 13"],
    ['dice 7 8 9', variant((s) => (s.context.dice = [7, 8, 9])), '$.context.dice[0]: expected one of 1, 2, 3, 4, 5, 6, found 7'],
    ['current seat 99', variant((s) => (s.context.current = 99)), '$.context.current: expected a seat from 0 to 2, found 99'],
    ['status done mid-turn', variant((s) => (s.status = 'done')), /^\$\.status: the game is not over in playing\.half\.fromMiddle\.turn\.thrown/],
    ['an unknown state', variant((s) => (s.value = 'playing.nowhere')), /^\$\.value: expected a state of schocken/],
    ['a state the game never rests in', variant((s) => (s.value = 'playing.half.fromMiddle.reveal')), /^\$\.(value|context\.\w+): /],
    ['the stage against the state', variant((s) => (s.context.stage = 'final')), '$.context.stage: the state playing.half.fromMiddle.turn.thrown is in the half, the context says final'],
    ['more throws than the limit', variant((s) => (s.context.throwsUsed = 4)), '$.context.throwsUsed: expected a whole number from 0 to 3, found 4'],
    ['an aside index beyond the dice', variant((s) => (s.context.aside = [5])), '$.context.aside[0]: expected a whole number from 0 to 2, found 5'],
    ['a generator state of five numbers', variant((s) => (s.context.rng = [1, 2, 3, 4, 5])), '$.context.rng: expected 4 item(s), found 5'],
    ['a generator state beyond 32 bits', variant((s) => ((s.context.rng as number[])[0] = 2 ** 32)), '$.context.rng[0]: expected a whole number from 0 to 4294967295, found 4294967296'],
    ['a __proto__ key', runtime.serialize(current).replace('"context":{', '"context":{"__proto__":{"polluted":true},'), '$.context.__proto__: this key is never accepted'],
    ['a constructor key', runtime.serialize(current).replace('{"value"', '{"constructor":1,"value"'), '$.constructor: this key is never accepted'],
    ['a missing field', variant((s) => delete s.context.middle), '$.context.middle: missing'],
    ['deep nesting', variant((s) => (s.context.dice = 'DEEP')).replace('"DEEP"', `${'['.repeat(100_000)}${']'.repeat(100_000)}`), /^\$\.context\.dice(\[0\])+: nested more than 32 levels deep$/],
    ['a first round begun by a seat other than the first starter', variant((s) => (s.context.firstStarter = (current.context.firstStarter + 1) % 3)), `$.context.starter: the first round begins with the first starter, seat ${(current.context.firstStarter + 1) % 3}`],
    ['a round counted that was never played', variant((s) => (s.context.rounds = 1)), '$.context.lastRound: after 1 round(s) the last one is known'],
    ['a player played by a bot Schocken does not have', variant((s) => ((s.context.players as { bot: string }[])[1]!.bot = 'no-such-bot')), /^\$\.context\.players\[1\]\.bot: no bot "no-such-bot" plays this game; its bots: /],
    ['a player name over the limit', variant((s) => ((s.context.players as { name: string }[])[2]!.name = 'n'.repeat(MAX_PLAYER_NAME_LENGTH + 1))), /^\$\.context\.players\[2\]\.name: expected text of at most/],
  ])('refuses %s, naming the field', (_what, json, message) => {
    const r = runtime.restore(json, rules);
    expect(r).toMatchObject({ ok: false, error: { code: 'state/unreadable' } });
    if (!r.ok) expect(r.error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
