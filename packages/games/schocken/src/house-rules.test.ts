/**
 * The house rules of rules/variants that turn rules, keep restrictions and player counts make
 * expressible, each against the rule its source states (docs/house-rules.md lists them).
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, ChanceRecorder, IGNORE_CHANCE, playGame, Rng, seedRng, type Bot } from '@regelwerk/engine';
import type { SchockenContext, SchockenEvent } from './context.js';
import { actions, chartFeatures, createContext, schockenConfigFor } from './machine.js';
import { describeTables } from '@regelwerk/dsl';
import { schocken, schockenBots } from './index.js';
import { schema } from './schema/index.js';
import { legalEvents } from './legal.js';
import { oddsTable } from './odds-table.js';
import { classify } from './rules/ranking.js';
import { scoreRound } from './rules/round.js';
import { checkDecision, nextInPlay, rulesNow, throwLimit } from './rules/turn.js';
import { startText } from './starter-texts.js';
import { contextWith, loadRules, players, result, snap } from './test-support/fixtures.js';
import { compileText } from './test-support/rules.js';

const thrown = (rules: ReturnType<typeof loadRules>, patch: Partial<SchockenContext>) => contextWith(rules, 2, { current: 0, starter: 0, throwsUsed: 1, fromHand: true, ...patch });
const turns = (ctx: SchockenContext) =>
  legalEvents(snap(ctx), 0)
    .filter((e): e is Extract<SchockenEvent, { type: 'dice.throw' }> => e.type === 'dice.throw' && (e.turn ?? []).length > 0)
    .map((e) => ({ keep: e.keep, turn: e.turn }));

describe('sechsen-doppelt (schockenohnetheke.de: "Bei drei Sechsern in einem Wurf kann man zwei davon zu Einsern machen, der dritte Würfel kommt in den Becher")', () => {
  const rules = loadRules('variants/schocken-sechsen-doppelt.rules');

  it('has both turn rules, each for sixes of one throw only', () => {
    expect(rules.turns).toEqual([
      { from: [6, 6], to: [1], origin: 'same-throw' },
      { from: [6, 6, 6], to: [1, 1], origin: 'same-throw' },
    ]);
  });

  it('three sixes of one throw may be turned into two ones, and the third die is thrown again', () => {
    const chance = new ChanceRecorder();
    const r = applyEvent(schocken, snap(thrown(rules, { dice: [6, 6, 6] })), { type: 'dice.throw', seat: 0, keep: [], turn: [0, 1, 2] }, chance);
    expect(r.ok).toBe(true);
    const c = r.ok ? r.value.context : undefined;
    expect(c?.dice.slice(0, 2)).toEqual([1, 1]);
    expect(c?.aside).toEqual([0, 1]);
    expect(chance.draws).toEqual([{ kind: 'dice', die: 'd6', values: [c?.dice[2]] }]);
  });

  it('with three sixes the legal decisions offer every pair of them and all three', () => {
    expect(turns(thrown(rules, { dice: [6, 6, 6] }))).toEqual([
      { keep: [], turn: [0, 1] },
      { keep: [], turn: [0, 2] },
      { keep: [], turn: [1, 2] },
      { keep: [], turn: [0, 1, 2] },
      { keep: [0], turn: [1, 2] },
      { keep: [1], turn: [0, 2] },
      { keep: [2], turn: [0, 1] },
    ]);
  });

  it('a six that lay aside may not be turned with a six of the next throw', () => {
    const ctx = thrown(rules, { throwsUsed: 2, fromHand: false, dice: [6, 6, 3], aside: [0] });
    expect(checkDecision(ctx, { type: 'dice.throw', seat: 0, keep: [], turn: [0, 1] })).toMatchObject({ code: 'dice/turn-origin', message: expect.stringMatching(/only dice of the throw just made may be turned, and die 0 lay aside at it/) });
    expect(turns(ctx)).toEqual([]);
    // The same dice, both thrown last: allowed.
    expect(checkDecision({ ...ctx, aside: [2] }, { type: 'dice.throw', seat: 0, keep: [], turn: [0, 1] })).toBeNull();
  });

  it.each([
    [[6, 6, 6], [0, 1, 2]],
    [[6, 3, 6], [0, 2]],
  ])('the tactician, to beat a Schock 4 in view, turns the sixes of %j', (dice, turn) => {
    const ctx = contextWith(rules, 2, { current: 1, starter: 0, roundLimit: 3, results: [result(0, [1, 1, 4])], throwsUsed: 1, fromHand: true, dice });
    const s = snap(ctx);
    const e = schockenBots.tactician(rules).decide(schocken.view(s, 1), legalEvents(s, 1), new Rng(seedRng('t')));
    expect(e).toMatchObject({ type: 'dice.throw', turn });
  });
});

describe('sechsen-erster-wurf (schockaus.de: only sixes of the first throw may be turned)', () => {
  const rules = loadRules('variants/schocken-sechsen-erster-wurf.rules');

  it('turns right after the first throw, never after a later one', () => {
    expect(checkDecision(thrown(rules, { dice: [6, 6, 2] }), { type: 'dice.throw', seat: 0, keep: [], turn: [0, 1] })).toBeNull();
    const later = thrown(rules, { throwsUsed: 2, fromHand: true, dice: [6, 6, 2] });
    expect(checkDecision(later, { type: 'dice.throw', seat: 0, keep: [], turn: [0, 1] })).toMatchObject({ code: 'dice/turn-origin', message: expect.stringMatching(/only right after the turn's first throw/) });
  });
});

describe('nur-einsen-raus (h2g2: "only ones may be put aside")', () => {
  const rules = loadRules('variants/schocken-nur-einsen-raus.rules');

  it('refuses setting aside any other face, and the legal decisions keep only ones', () => {
    const ctx = thrown(rules, { dice: [1, 5, 1] });
    expect(checkDecision(ctx, { type: 'dice.throw', seat: 0, keep: [1] })).toMatchObject({ code: 'dice/keep-restricted', message: 'only dice showing 1 may be set aside, and die 1 shows 5' });
    expect(legalEvents(snap(ctx), 0).map((e) => (e.type === 'dice.throw' ? e.keep : 'end'))).toEqual(['end', [], [0], [2], [0, 2]]);
  });

  it('a six turned into a one counts as a one; a turn into another face is refused', () => {
    const withTurn = loadRules('variants/schocken-nur-einsen-raus.rules', (t) => `${t}set sechsen-umdrehen on\n`);
    expect(checkDecision(thrown(withTurn, { dice: [6, 6, 4] }), { type: 'dice.throw', seat: 0, keep: [], turn: [0, 1] })).toBeNull();
    const intoTwo = loadRules('variants/schocken-nur-einsen-raus.rules', (t) => `${t}turn 6 6 into 2\n`);
    expect(checkDecision(thrown(intoTwo, { dice: [6, 6, 4] }), { type: 'dice.throw', seat: 0, keep: [], turn: [0, 1] })?.code).toBe('dice/keep-restricted');
  });

  it('the tactician keeps only ones', () => {
    let kept = 0;
    playGame({
      game: schocken,
      rules,
      players: players(3, 'tactician'),
      seed: 'einsen-keeps',
      bots: { tactician: schockenBots.tactician(rules) as Bot },
      onStep: (before, event) => {
        const e = event as SchockenEvent;
        if (e.type !== 'dice.throw') return;
        const dice = (before.context as SchockenContext).dice;
        for (const i of e.keep) expect(dice[i]).toBe(1);
        kept += e.keep.length;
      },
    });
    expect(kept).toBeGreaterThan(0);
  });
});

describe('turnier-11-13-15 (Schock-Turnier of the club forum: 11, 13 or 15 tokens for 3, 4 or 5 players)', () => {
  const rules = loadRules('variants/schocken-turnier-11-13-15.rules');

  it.each([
    [3, 11],
    [4, 13],
    [5, 15],
  ])('a table of %i starts with %i tokens in the middle', (n, tokens) => {
    const c = createContext({ rules, players: players(n), seed: 'turnier' }, IGNORE_CHANCE);
    expect(c.middle).toBe(tokens);
    expect(c.rules.tokens).toBe(tokens);
  });

  it('refuses tables of two or six', () => {
    for (const n of [2, 6]) expect(() => createContext({ rules, players: players(n), seed: 'turnier' }, IGNORE_CHANCE)).toThrow(/these rules allow 3 to 5/);
  });

  it('a saved game of five restores with its 15 tokens, and the half is lost when one player holds all 15', () => {
    let last: ReturnType<typeof snap> | undefined;
    playGame({ game: schocken, rules, players: players(5, 'random'), seed: 'turnier-5', bots: { random: schockenBots.random() as Bot }, onStep: (_b, _e, after) => void (last = after as never) });
    const saved = schocken.serialize(last!);
    expect(schocken.restore(saved, rules)).toMatchObject({ ok: true, value: { context: { rules: { tokens: 15 } } } });
    const r = scoreRound(contextWith(rules, 5, { middle: 1, tokens: [14, 0, 0, 0, 0], results: [0, 1, 2, 3, 4].map((s) => result(s, s === 0 ? [2, 2, 1] : [6, 5, 4])) }));
    expect(r.stageLoser).toBe(0);
  });
});

describe('zehn-deckel-je-spieler (casinospiegel.net, Jule: about ten tokens per player)', () => {
  const rules = loadRules('variants/schocken-zehn-deckel-je-spieler.rules');

  it.each([2, 4, 7])('%i players start with ten tokens each in the middle', (n) => {
    expect(createContext({ rules, players: players(n), seed: 'zehn' }, IGNORE_CHANCE).middle).toBe(10 * n);
  });
});

describe('bvb-dortmund (bvb.de: dice set aside stay aside; two sixes into a one, three into two; the General above Schock 2)', () => {
  const rules = loadRules('variants/schocken-bvb-dortmund.rules');

  it('ranks a General between Schock 3 and Schock 2', () => {
    const rank = (d: number[]) => classify(rules, d, true).rank;
    expect(rank([1, 1, 3])).toBeLessThan(rank([3, 3, 3]));
    expect(rank([2, 2, 2])).toBeLessThan(rank([1, 1, 2]));
  });

  it('turns three sixes into two ones, and keeps what lay aside aside', () => {
    expect(checkDecision(thrown(rules, { dice: [6, 6, 6] }), { type: 'dice.throw', seat: 0, keep: [], turn: [0, 1, 2] })).toBeNull();
    const later = thrown(rules, { throwsUsed: 2, fromHand: false, dice: [1, 6, 6], aside: [0] });
    expect(checkDecision(later, { type: 'dice.throw', seat: 0, keep: [], turn: [1, 2] })?.code).toBe('dice/aside-fixed');
    expect(checkDecision(later, { type: 'dice.throw', seat: 0, keep: [0], turn: [1, 2] })).toBeNull();
  });
});

describe('jule-greher (greher.de: Chicago 1-1-1 costs fifteen, Jule 4-2-1 seven; sixes of one throw turned)', () => {
  const rules = loadRules('variants/schocken-jule-greher.rules');

  it('a Chicago costs the worst all fifteen tokens but does not end the half', () => {
    const r = scoreRound(contextWith(rules, 3, { middle: 15, results: [result(0, [1, 1, 1]), result(1, [4, 2, 1]), result(2, [3, 2, 2])] }));
    expect(r.lastRound).toMatchObject({ best: 0, worst: 2, tokens: 15, endsHalf: false });
    expect(classify(rules, [4, 2, 1], true)).toMatchObject({ label: 'Jule', penalty: 7 });
  });
});

describe('nrw-jusos (NRW Jusos: Admiral and Straße from the hand; two sixes of one throw into a one)', () => {
  const rules = loadRules('variants/schocken-nrw-jusos.rules');

  it('plays both rules', () => {
    expect(classify(rules, [6, 5, 4], false).row).toBe('einfach');
    expect(rules.turns).toEqual([{ from: [6, 6], to: [1], origin: 'same-throw' }]);
  });
});

describe('stechen (Knobeln – vier einundzwanzig: players tied for the worst throw play a short extra round among themselves)', () => {
  const rules = loadRules('variants/schocken-stechen.rules');
  const sum = loadRules('variants/schocken-stechen-augensumme.rules');
  // Three players: seat 0 threw Schock 2; seats 1 and 2 threw 6-5-3 with one throw each, which ties them for worst.
  const tiedRound = (r: typeof rules) =>
    contextWith(r, 3, { starter: 0, current: 2, roundLimit: 1, results: [result(0, [1, 1, 2]), result(1, [6, 5, 3])], dice: [3, 5, 6], throwsUsed: 1, fromHand: true });

  it('settles every tie by a throw-off of one throw, compared by the ranking', () => {
    expect(rules.ties).toEqual([{ kind: 'throw-off', throws: 1, by: 'rank' }]);
    expect(sum.ties).toEqual([{ kind: 'throw-off', throws: 1, by: 'sum' }]);
  });

  it('sends the players tied for worst, and only them, into the throw-off once the round is complete', () => {
    const r = applyEvent(schocken, snap(tiedRound(rules)), { type: 'turn.end', seat: 2 }, IGNORE_CHANCE);
    expect(r.ok && r.value.value).toBe('playing.half.fromMiddle.throwOff.turn.ready');
    expect(r.ok && r.value.context.throwOff).toEqual({ seats: [1, 2], results: [], earlier: [], loser: null });
    expect(r.ok && r.value.context.current).toBe(1);
    // Every seat sees the throw-off, and seat 0 has no decision in it.
    if (r.ok) expect(legalEvents(r.value, 0)).toEqual([]);
  });

  it('the loser of the throw-off receives the tokens of the round’s best throw; a tie of the throw-off throws again', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const chance = new ChanceRecorder();
      let s = snap({ ...tiedRound(rules), rng: seedRng(seed) });
      let step = applyEvent(schocken, s, { type: 'turn.end', seat: 2 }, chance);
      // Each tied player has one throw, which ends the turn at once (nothing is set aside).
      while (step.ok && step.value.value.includes('throwOff')) {
        s = step.value;
        expect(legalEvents(s, s.context.current)).toEqual([{ type: 'dice.throw', seat: s.context.current, keep: [] }]);
        step = applyEvent(schocken, s, { type: 'dice.throw', seat: s.context.current, keep: [] }, chance);
      }
      expect(step.ok).toBe(true);
      if (!step.ok) continue;
      const round = step.value.context.lastRound!;
      const off = round.throwOff!;
      const lastGo = off.results;
      const [a, b] = lastGo.map((x) => classify(rules, x.dice, x.fromHand).rank);
      expect(a).not.toBe(b);
      expect(round.worst).toBe(a! > b! ? lastGo[0]!.seat : lastGo[1]!.seat);
      for (const go of off.earlier) expect(classify(rules, go[0]!.dice, true).rank).toBe(classify(rules, go[1]!.dice, true).rank);
      expect(round.best).toBe(0);
      expect(round.tokens).toBe(2);
      expect(step.value.context.tokens[round.worst]).toBe(2);
      expect(step.value.context.throwOff).toBeNull();
    }
  });

  it('stechen-augensumme (Kerweborsch Biebesheim, Maxen: one throw each, the lower sum of pips loses), whatever the ranking says', () => {
    const inThrowOff = (r: typeof rules): SchockenContext => ({ ...tiedRound(r), results: [...tiedRound(r).results, result(2, [6, 5, 3])], current: 2, dice: [1, 1, 1], throwOff: { seats: [1, 2], results: [result(1, [6, 5, 4])], earlier: [], loser: null } });
    const bySum = actions.recordThrowOff(inThrowOff(sum));
    expect(bySum.throwOff?.loser).toBe(2);
    const byRank = actions.recordThrowOff(inThrowOff(rules));
    expect(byRank.throwOff?.loser).toBe(1);
  });

  it('the base rules settle the same tie by order, with no throw-off', () => {
    const base = loadRules();
    const r = applyEvent(schocken, snap(tiedRound(base)), { type: 'turn.end', seat: 2 }, IGNORE_CHANCE);
    expect(r.ok && r.value.value).toBe('playing.half.fromMiddle.turn.ready');
    expect(r.ok && r.value.context.lastRound?.worst).toBe(2);
    expect(r.ok && 'throwOff' in r.value.context).toBe(false);
  });

  it('the tactician and the random bot play the throw-off', () => {
    for (const n of [2, 3, 4]) {
      const game = playGame({ game: schocken, rules, players: players(n, 'tactician').map((p, i) => (i % 2 ? { ...p, bot: 'random' } : p)), seed: `stechen-${n}`, bots: { tactician: schockenBots.tactician(rules) as Bot, random: schockenBots.random() as Bot } });
      expect(game.outcome?.losers).toHaveLength(1);
    }
  });
});

describe('offen-bellinghoven (Schockerclub Bellinghoven: "es wird alles offen gespielt")', () => {
  const rules = loadRules('variants/schocken-offen-bellinghoven.rules');

  it('no throw stays covered, not even the last possible one (the base game covers it)', () => {
    const covered = (r: ReturnType<typeof loadRules>) => {
      let last = 0;
      let all = 0;
      playGame({
        game: schocken,
        rules: r,
        players: players(3, 'random'),
        seed: 'offen',
        bots: { random: schockenBots.random() as Bot },
        onStep: (_b, _e, after) => {
          const c = after.context as SchockenContext;
          const made = c.results.at(-1);
          if (made && made.throws === 3 && made.seat !== c.starter) all++;
          if (made?.covered) last++;
        },
      });
      return { covered: last, lastThrows: all };
    };
    const open = covered(rules);
    expect(open.lastThrows).toBeGreaterThan(0);
    expect(open.covered).toBe(0);
    expect(covered(loadRules()).covered).toBeGreaterThan(0);
  });
});

describe('werl-herausgelegt (Schockturnier Werl: dice set aside "bleiben liegen" and are not thrown again)', () => {
  const rules = loadRules('variants/schocken-werl-herausgelegt.rules');

  it('a die set aside may not go back into the cup; in the base game it may', () => {
    const ctx = thrown(rules, { throwsUsed: 2, fromHand: false, dice: [1, 4, 6], aside: [0] });
    expect(checkDecision(ctx, { type: 'dice.throw', seat: 0, keep: [] })).toMatchObject({ code: 'dice/aside-fixed' });
    expect(checkDecision(ctx, { type: 'dice.throw', seat: 0, keep: [0] })).toBeNull();
    expect(checkDecision(thrown(loadRules(), { throwsUsed: 2, fromHand: false, dice: [1, 4, 6], aside: [0] }), { type: 'dice.throw', seat: 0, keep: [] })).toBeNull();
  });
});

describe('strasse-aus-der-hand (schockaus.de, a Schocken app: "die Straße muss aus der Hand geworfen werden")', () => {
  const rules = loadRules('variants/schocken-strasse-aus-der-hand.rules');

  it('a Straße built over two throws is a plain throw, one thrown in one go a Straße', () => {
    expect(classify(rules, [6, 5, 4], false)).toMatchObject({ row: 'einfach', penalty: 1 });
    expect(classify(rules, [6, 5, 4], true)).toMatchObject({ row: 'strasse', penalty: 2 });
  });

  it('a General may still be built over several throws', () => {
    expect(classify(rules, [3, 3, 3], false)).toMatchObject({ row: 'admiral', penalty: 3 });
  });
});

describe('general-ueber-schock-2 (TuS Pützchen, Knobelklub Ting Ting Ting, bvb.de: the General between Schock 3 and Schock 2)', () => {
  const rules = loadRules('variants/schocken-general-ueber-schock-2.rules');

  it('ranks every General below Schock 3 and above Schock 2, costing three tokens', () => {
    const rank = (d: number[]) => classify(rules, d, true).rank;
    for (const n of [2, 3, 4, 5, 6]) {
      expect(rank([1, 1, 3])).toBeLessThan(rank([n, n, n]));
      expect(rank([n, n, n])).toBeLessThan(rank([1, 1, 2]));
      expect(classify(rules, [n, n, n], false)).toMatchObject({ row: 'general', penalty: 3 });
    }
    expect(rules.ranking.rows.some((r) => r.id === 'admiral')).toBe(false);
  });
});

describe('drei-wuerfe-fuer-alle (Kerweborsch Biebesheim, Jule: "jeder Spieler hat drei Würfe")', () => {
  const rules = loadRules('variants/schocken-drei-wuerfe-fuer-alle.rules');

  it('after a starter who stopped at one throw, the next player may still throw twice more', () => {
    const ctx = contextWith(rules, 2, { current: 1, starter: 0, roundLimit: 1, results: [result(0, [6, 5, 2])], throwsUsed: 1, fromHand: true, dice: [3, 3, 2] });
    expect(legalEvents(snap(ctx), 1).some((e) => e.type === 'dice.throw')).toBe(true);
    expect(checkDecision({ ...ctx, throwsUsed: 2 }, { type: 'dice.throw', seat: 1, keep: [] })).toBeNull();
    // The base game caps the follower at the starter's one throw.
    const base = contextWith(loadRules(), 2, { ...ctx, rules: loadRules() });
    expect(legalEvents(snap(base), 1).some((e) => e.type === 'dice.throw')).toBe(false);
  });
});

describe('ein-wurf-aus-der-mitte (weizhaoxiang.com: "each player throws once while the 13 are handed out"; casinospiegel.net: Anknobeln)', () => {
  const rules = loadRules('variants/schocken-ein-wurf-aus-der-mitte.rules');

  it('allows one throw while the middle holds tokens, up to three once it is empty', () => {
    expect(rules.throws.max).toBe(1);
    expect(throwLimit(contextWith(rules, 3, { middle: 5 }))).toBe(1);
    expect(throwLimit(contextWith(rules, 3, { middle: 0, tokens: [6, 7, 0] }))).toBe(3);
    // The second phase keeps the starter's cap.
    expect(throwLimit(contextWith(rules, 3, { middle: 0, tokens: [6, 7, 0], starter: 0, current: 1, roundLimit: 2 }))).toBe(2);
  });

  it('ends a turn after its first throw in the first phase: the throw stays covered and no other decision is offered', () => {
    const chance = new ChanceRecorder();
    const ctx = contextWith(rules, 3, { current: 0, starter: 0 });
    const r = applyEvent(schocken, snap(ctx, 'playing.half.fromMiddle.turn.ready'), { type: 'dice.throw', seat: 0, keep: [] }, chance);
    expect(r.ok && r.value.context.results).toMatchObject([{ seat: 0, throws: 1, covered: true }]);
    expect(r.ok && r.value.context.current).not.toBe(0);
    expect(checkDecision(contextWith(rules, 3, { current: 0, starter: 0, throwsUsed: 1, dice: [6, 5, 2] }), { type: 'dice.throw', seat: 0, keep: [0] })?.code).toBe('dice/no-throws-left');
  });

  it('plays whole games in which nobody throws twice before the middle is empty, and some do after', () => {
    let twiceEarly = 0;
    let twiceLate = 0;
    for (const seed of ['m1', 'm2', 'm3']) {
      playGame({
        game: schocken,
        rules,
        players: players(3, 'tactician'),
        seed,
        bots: { tactician: schockenBots.tactician(rules) as Bot },
        onStep: (before, event) => {
          const c = before.context as SchockenContext;
          if ((event as SchockenEvent).type !== 'dice.throw' || c.throwsUsed === 0) return;
          if (c.middle > 0) twiceEarly++;
          else twiceLate++;
        },
      });
    }
    expect(twiceEarly).toBe(0);
    expect(twiceLate).toBeGreaterThan(0);
  });
});

describe('summe-der-runde (casinospiegel.net and unitopia: from the middle, the loser receives the sum of the points thrown in the round, one token if nobody threw a special combination)', () => {
  const rules = loadRules('variants/schocken-summe-der-runde.rules');
  const round = (middle: number, dice: number[][], tokens = [0, 0, 0]) =>
    scoreRound(contextWith(rules, 3, { middle, tokens, inPlay: tokens.map((t) => middle > 0 || t > 0), results: dice.map((d, s) => result(s, d)) })).lastRound!;

  it('from the middle, the worst receives the penalties of every throw added up', () => {
    // Schock 5 (5), General 4-4-4 (3), a Straße (2): 10 tokens to the Straße's thrower.
    expect(round(13, [[1, 1, 5], [4, 4, 4], [4, 5, 6]])).toMatchObject({ worst: 2, tokens: 10, from: 'middle' });
  });

  it('from the middle, one token when nobody threw a special combination', () => {
    expect(round(13, [[6, 5, 3], [4, 2, 2], [6, 4, 1]])).toMatchObject({ worst: 1, tokens: 1 });
  });

  it('once the middle is empty, the best throw’s penalty, at least one token', () => {
    expect(round(0, [[1, 1, 5], [4, 4, 4], [4, 5, 6]], [4, 5, 4])).toMatchObject({ worst: 2, tokens: 4, from: 0 });
    expect(round(0, [[6, 5, 3], [4, 2, 2], [6, 4, 1]], [4, 5, 4])).toMatchObject({ worst: 1, tokens: 1, from: 0 });
  });

  it('shows both in the table by phase', () => {
    const phases = describeTables(rules, [schema]).tables.find((t) => t.id === 'phases');
    expect(phases?.rows).toEqual([
      { phase: 'middle', roundPenalty: 'the sum of the round’s penalties, at least 1' },
      { phase: 'passing', roundPenalty: 'the best throw’s penalty, at least 1' },
    ]);
  });
});

describe('round-penalty sum plus 1 (Knobeln, monopoly-duesseldorf.de: "the loser receives one token plus the value of every special throw of the round")', () => {
  const rules = loadRules('schocken.rules', (t) => t.replace('penalty 1\n', 'penalty 0\n').replace('halves 2 final', 'halves 2 final\nround-penalty sum plus 1'));

  it('adds one to the sum of the round’s penalties', () => {
    const r = scoreRound(contextWith(rules, 3, { middle: 13, results: [result(0, [1, 1, 4]), result(1, [3, 2, 1]), result(2, [6, 5, 2])] }));
    expect(r.lastRound).toMatchObject({ worst: 2, tokens: 4 + 2 + 0 + 1 });
  });

  it('still ends the half on a Schock out', () => {
    const r = scoreRound(contextWith(rules, 3, { middle: 13, results: [result(0, [1, 1, 1]), result(1, [3, 2, 1]), result(2, [6, 5, 2])] }));
    expect(r.stageLoser).toBe(2);
  });
});

describe('deckel-aus-dem-spiel (kerweborsch-biebesheim.de: the tokens go back, a player without tokens leaves; unitopia: the best may discard)', () => {
  const rules = loadRules('variants/schocken-deckel-aus-dem-spiel.rules');
  const passing = (tokens: number[], dice: number[][], outOfPlay?: number) =>
    scoreRound(contextWith(rules, tokens.length, { middle: 0, tokens, inPlay: tokens.map((t) => t > 0), ...(outOfPlay === undefined ? {} : { outOfPlay }), results: dice.map((d, s) => result(s, d)) }));

  it('the best puts the penalty out of play from their own tokens; the worst receives none', () => {
    const r = passing([5, 4, 4], [[1, 1, 3], [6, 5, 2], [4, 4, 4]]);
    expect(r.tokens).toEqual([2, 4, 4]);
    expect(r.outOfPlay).toBe(3);
    expect(r.lastRound).toMatchObject({ best: 0, worst: 1, tokens: 3, from: 0, discarded: true, stageLoser: null });
  });

  it('a best who puts out the last token leaves the half; whoever is left holding tokens loses it', () => {
    const r = passing([2, 4, 0], [[1, 1, 3], [6, 5, 2], [2, 2, 2]].slice(0, 2), 7);
    expect(r.tokens).toEqual([0, 4, 0]);
    expect(r.inPlay).toEqual([false, true, false]);
    expect(r.lastRound).toMatchObject({ left: [0], stageLoser: 1 });
    expect(r.stageLoser).toBe(1);
  });

  it('plays whole games that keep every token accounted for and restore from their saved states', () => {
    let discards = 0;
    playGame({
      game: schocken,
      rules,
      players: players(4, 'tactician'),
      seed: 'deckel',
      bots: { tactician: schockenBots.tactician(rules) as Bot },
      onStep: (_b, _e, after) => {
        const c = (after as { context: SchockenContext }).context;
        if (c.lastRound?.discarded) discards++;
        expect(c.middle + c.tokens.reduce((a, b) => a + b, 0) + (c.outOfPlay ?? 0)).toBe(rules.tokens);
        expect(schocken.restore(schocken.serialize(after as never), rules).ok).toBe(true);
      },
    });
    expect(discards).toBeGreaterThan(0);
  });
});

describe('zu-zweit-in-die-mitte (Maxen, redspottedbittern/maxen: once two players hold tokens they play into the middle until one has none)', () => {
  const rules = loadRules('variants/schocken-zu-zweit-in-die-mitte.rules');
  const passing = (tokens: number[], dice: number[][]) =>
    scoreRound(contextWith(rules, 3, { middle: 0, tokens, inPlay: tokens.map((t) => t > 0), results: dice.map((d, s) => result(tokens.findIndex((t, k) => t > 0 && k >= s), d)) }));

  it('with three holders the best hands the tokens to the worst', () => {
    const r = passing([5, 4, 4], [[1, 1, 3], [6, 5, 2], [4, 4, 4]]);
    expect(r.tokens).toEqual([2, 7, 4]);
    expect(r.lastRound?.discarded).toBeUndefined();
  });

  it('with two holders the best puts them out of play', () => {
    const ctx = contextWith(rules, 3, { middle: 0, tokens: [5, 0, 8], inPlay: [true, false, true], results: [result(0, [1, 1, 3]), result(2, [6, 5, 2])] });
    const r = scoreRound(ctx);
    expect(r.tokens).toEqual([2, 0, 8]);
    expect(r.lastRound).toMatchObject({ discarded: true, stageLoser: null });
  });
});

describe('the survey’s lines for F3 and H1 compile and play as written (docs/house-rules.md)', () => {
  it('F3 (unitopia: two throws in the first phase, three in the second)', () => {
    const rules = loadRules('variants/schocken-ein-wurf-aus-der-mitte.rules', (t) => t.replace('throws 1..1 when phase middle', 'throws 1..2 when phase middle\nthrows 1..3 when phase passing'));
    expect(throwLimit(contextWith(rules, 3, { middle: 4 }))).toBe(2);
    expect(throwLimit(contextWith(rules, 3, { middle: 0, tokens: [6, 7, 0] }))).toBe(3);
  });

  it('H1 (Knobeln: one token plus the value of every special throw; 4-2-1 eight, 1-1-1 seven)', () => {
    const rules = loadRules('variants/schocken-ein-wurf-aus-der-mitte.rules', () =>
      [
        'variant "knobeln-summe" extends schocken',
        'tokens 11',
        'round-penalty sum plus 1',
        'replace ranking schock-out',
        '  vier-zwei-eins  "4-2-1"        4 2 1  penalty 8',
        '  drei-einsen     "Drei Einsen"  1 1 1  penalty 7',
        'replace ranking einfach',
        '  einfach  "Einfacher Wurf"  any  by number desc  penalty 0',
        '',
      ].join('\n'),
    );
    const r = scoreRound(contextWith(rules, 3, { middle: 11, results: [result(0, [4, 2, 1]), result(1, [6, 5, 3]), result(2, [6, 4, 2])] }));
    expect(r.lastRound).toMatchObject({ best: 0, worst: 2, tokens: 8 + 0 + 0 + 1, endsHalf: false });
    // 4-2-1 and 1-1-1 in one round: 16, but the middle holds only 11.
    const both = scoreRound(contextWith(rules, 3, { middle: 11, results: [result(0, [4, 2, 1]), result(1, [1, 1, 1]), result(2, [6, 5, 3])] }));
    expect(both.lastRound).toMatchObject({ worst: 2, tokens: 11 });
    expect(both.lastRound?.results.map((x) => x.penalty)).toEqual([8, 7, 0]);
  });
});

describe('knobelklub-tingtingting (knobelklub-tingtingting.de: 1-1-1 in one go is "Hand out", built over throws "Schock out"; General above Schock 2; Straße and General from the hand; sixes of one throw turned)', () => {
  const rules = loadRules('variants/schocken-knobelklub-tingtingting.rules');

  it('names 1-1-1 by how it was thrown, and ranks the Hand out above the Schock out', () => {
    const hand = classify(rules, [1, 1, 1], true);
    const built = classify(rules, [1, 1, 1], false);
    expect(hand).toMatchObject({ row: 'hand-out', label: 'Hand out', penalty: 'all', endsHalf: true });
    expect(built).toMatchObject({ row: 'schock-out', label: 'Schock out', penalty: 'all', endsHalf: true });
    expect(hand.rank).toBeLessThan(built.rank);
  });

  it('both end the half for the round’s worst', () => {
    for (const fromHand of [true, false]) {
      const r = scoreRound(contextWith(rules, 3, { results: [result(0, [1, 1, 1], 1, fromHand), result(1, [3, 2, 1]), result(2, [6, 5, 2])] }));
      expect(r.stageLoser).toBe(2);
    }
  });

  it('counts Straße and General only from the hand, and turns only sixes of one throw', () => {
    expect(classify(rules, [4, 4, 4], false).row).toBe('einfach');
    expect(classify(rules, [4, 4, 4], true).row).toBe('general');
    expect(rules.turns.map((t) => t.origin)).toEqual(['same-throw', 'same-throw']);
  });
});

describe('drei-sechsen-kosten-einen-wurf (Schocken-Liga, tournament report: turning three sixes into two ones costs a throw, one throw remains)', () => {
  const rules = loadRules('variants/schocken-drei-sechsen-kosten-einen-wurf.rules');

  it('turning after the first throw uses up the second: the die thrown with it is the turn’s third throw, and the turn is over', () => {
    expect(rules.turns).toEqual([{ from: [6, 6, 6], to: [1, 1], origin: 'any', cost: 1 }]);
    const r = applyEvent(schocken, snap(thrown(rules, { dice: [6, 6, 6] })), { type: 'dice.throw', seat: 0, keep: [], turn: [0, 1, 2] }, new ChanceRecorder());
    expect(r.ok).toBe(true);
    const c = r.ok ? r.value.context : undefined;
    // The limit reached: the turn is recorded with three throws and the next player is on.
    expect(c?.results).toMatchObject([{ seat: 0, throws: 3 }]);
    expect(c?.current).toBe(1);
  });

  it('refuses turning when the cost leaves no throw, and the legal decisions then offer none', () => {
    const late = thrown(rules, { throwsUsed: 2, fromHand: true, dice: [6, 6, 6] });
    expect(checkDecision(late, { type: 'dice.throw', seat: 0, keep: [], turn: [0, 1, 2] })).toMatchObject({ code: 'dice/turn-cost', message: expect.stringMatching(/uses up 1 throw\(s\) besides this one, and this turn has 1 left/) });
    expect(turns(late)).toEqual([]);
    expect(turns(thrown(rules, { dice: [6, 6, 6] }))).toEqual([{ keep: [], turn: [0, 1, 2] }]);
  });

  it('the exact odds count the cost: within three throws turning helps less than a free turn', () => {
    const free = loadRules('variants/schocken-drei-sechsen-kosten-einen-wurf.rules', (t) => t.replace(' costs 1 throw', ''));
    const schock = (r: typeof rules) => oddsTable(r, { throws: 3 }).json as { outcomes: { label: string; bestPlay: number }[] };
    const p = (r: typeof rules) => schock(r).outcomes.find((o) => o.label === 'Schock 6')!.bestPlay;
    expect(p(rules)).toBeLessThan(p(free));
    expect(p(rules)).toBeGreaterThan(p(loadRules()));
  });
});

/** Every step of a whole game by the tactician, with the context before and after it. */
function playAll(rules: ReturnType<typeof loadRules>, n: number, seed: string, onStep: (before: SchockenContext, after: SchockenContext, value: string) => void): void {
  playGame({
    game: schocken,
    rules,
    players: players(n, 'tactician'),
    seed,
    bots: { tactician: schockenBots.tactician(rules) as Bot },
    onStep: (before, _e, after) => {
      const a = after as { context: SchockenContext; value: string };
      onStep((before as { context: SchockenContext }).context, a.context, a.value);
      expect(schocken.restore(schocken.serialize(after as never), rules).ok).toBe(true);
    },
  });
}

/** The rounds of a game that began after another: each with the last round and the seat that started it. */
function roundStarts(rules: ReturnType<typeof loadRules>, n: number, seed: string): { c: SchockenContext; value: string }[] {
  const starts: { c: SchockenContext; value: string }[] = [];
  playAll(rules, n, seed, (before, after, value) => {
    if (after.loser === null && after.lastRound !== before.lastRound) starts.push({ c: after, value });
  });
  return starts;
}

describe('juengster-beginnt (das-burgerwerk.de: the youngest player starts the first game)', () => {
  const rules = loadRules('variants/schocken-juengster-beginnt.rules');

  it('the first seat starts whatever the seed, and no lot is drawn; the base draws one', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const chance = new ChanceRecorder();
      expect(createContext({ rules, players: players(4), seed }, chance)).toMatchObject({ firstStarter: 0, starter: 0, current: 0 });
      expect(chance.draws).toEqual([]);
    }
    const base = new ChanceRecorder();
    const starters = new Set(['a', 'b', 'c', 'd'].map((seed) => createContext({ rules: loadRules(), players: players(4), seed }, base).firstStarter));
    expect(base.draws.filter((d) => d.kind === 'lot')).toHaveLength(4);
    expect(starters.size).toBeGreaterThan(1);
  });

  it('the view and the board say why the first seat starts; the chart is the base game’s', () => {
    const ctx = createContext({ rules, players: players(3), seed: 'v' }, IGNORE_CHANCE);
    expect(schocken.view(snap(ctx, 'playing.half.fromMiddle.turn.ready'), 'spectator').startedBy).toBe('youngest');
    expect(startText('P0', 'youngest')).toEqual({ de: 'P0 beginnt (der Jüngste sitzt zuerst)', en: 'P0 starts (the youngest, seated first)' });
    // The one person at the screen under the default name is addressed.
    expect(startText('Du', 'first-half-loser', true)).toEqual({ de: 'Du beginnst (du hast die erste Hälfte verloren)', en: 'You start (you lost the first half)' });
    expect(chartFeatures(rules).key).toBe('base');
  });
});

describe('jule-catweazle (catweazle-heidesheim.de: the player after the round’s loser starts the next round)', () => {
  const rules = loadRules('variants/schocken-jule-catweazle.rules');

  it('after a round lost by seat 1 of four, seat 2 starts; in the second phase the next player still holding tokens', () => {
    const start = (r: ReturnType<typeof loadRules>, patch: Partial<SchockenContext>) => {
      const out: Partial<SchockenContext> = {};
      actions.startNextRound.writes(contextWith(r, 4, patch), { type: 'turn.end', seat: 0 }, IGNORE_CHANCE, out as never);
      return out;
    };
    const after = (patch: Partial<SchockenContext>) => start(rules, patch);
    const lost = (worst: number) => ({ results: [], throwOff: undefined, best: 0, worst, tokens: 1, from: 'middle' as const, endsHalf: false, left: [], stageLoser: null });
    expect(after({ lastRound: lost(1), rounds: 1 })).toMatchObject({ starter: 2, current: 2 });
    expect(after({ lastRound: lost(3), rounds: 1 })).toMatchObject({ starter: 0 });
    expect(after({ lastRound: { ...lost(1), from: 0 }, rounds: 5, middle: 0, tokens: [4, 5, 0, 4], inPlay: [true, true, false, true] })).toMatchObject({ starter: 3 });
    // The base: the loser starts.
    expect(start(loadRules(), { lastRound: lost(1), rounds: 1 })).toMatchObject({ starter: 1 });
  });

  it('in whole games every round after a round, also the first of a half and of the final, starts after the last round’s loser', () => {
    const starts = roundStarts(rules, 4, 'catweazle');
    expect(starts.length).toBeGreaterThan(20);
    expect(starts.some(({ c }) => c.lastRound!.stageLoser !== null)).toBe(true);
    for (const { c } of starts) expect(c.starter).toBe(nextInPlay(c, c.lastRound!.worst));
  });

  it('changes no transition: its chart is the base game’s, and carries no words (the round’s text says who starts)', () => {
    expect(schockenConfigFor(rules)).toBe(schockenConfigFor(loadRules()));
    expect(startText('P2', 'left-of-loser').en).toBe('P2 starts (next after the last round’s loser)');
  });
});

describe('max-und-moritz-unitopia (unitopia: the best thrower of a round starts the next)', () => {
  const rules = loadRules('variants/schocken-max-und-moritz-unitopia.rules');

  it('plays whole games in which each round starts with the last round’s best, or the next player still in when the best left', () => {
    const starts = roundStarts(rules, 3, 'unitopia');
    expect(starts.length).toBeGreaterThan(10);
    for (const { c } of starts) {
      const best = c.lastRound!.best;
      expect(c.starter).toBe(c.inPlay[best] ? best : nextInPlay(c, best));
    }
    expect(starts.some(({ c }) => c.starter !== c.lastRound!.worst)).toBe(true);
  });

  it('the round summary names who starts next and why', () => {
    const ctx = contextWith(rules, 3, { rounds: 1, starter: 2, current: 2, lastRound: { results: [], best: 2, worst: 0, tokens: 1, from: 'middle', endsHalf: false, left: [], stageLoser: null } });
    const summary = schocken.view(snap(ctx, 'playing.half.fromMiddle.turn.ready'), 'spectator');
    expect(summary.startedBy).toBe('previous-best');
  });
});

describe('finale-erste-haelfte (bjoerntanneberger.de: the loser of the first half starts the final)', () => {
  const rules = loadRules('variants/schocken-finale-erste-haelfte.rules');
  const decided = (r: ReturnType<typeof loadRules>) =>
    actions.startFinal(
      contextWith(r, 3, { half: 2, halfLosers: [2], stageLoser: 0, rounds: 9, lastRound: { results: [], best: 1, worst: 0, tokens: 1, from: 'middle', endsHalf: false, left: [], stageLoser: 0 } }),
    );

  it('the final between the losers of halves one (seat 2) and two (seat 0) begins with seat 2; in the base with seat 0', () => {
    expect(decided(rules)).toMatchObject({ stage: 'final', starter: 2, current: 2, inPlay: [true, false, true] });
    expect(decided(loadRules())).toMatchObject({ starter: 0 });
  });

  it('in whole games that reach a final, its first round starts with the first half’s loser', () => {
    let finals = 0;
    for (const seed of ['f1', 'f2', 'f3', 'f4', 'f5', 'f6']) {
      playAll(rules, 3, seed, (before, after) => {
        if (before.stage === 'half' && after.stage === 'final') {
          finals++;
          expect(after.starter).toBe(after.halfLosers[0]);
        }
      });
    }
    expect(finals).toBeGreaterThan(0);
  });
});

describe('jule-casinospiegel (casinospiegel.net: the player holding fewest tokens starts the second phase)', () => {
  const rules = loadRules('variants/schocken-jule-casinospiegel.rules');
  const passingFrom = (r: ReturnType<typeof loadRules>, tokens: number[], worst: number) =>
    actions.startPassing(contextWith(r, tokens.length, { middle: 0, tokens, rounds: 8, lastRound: { results: [], best: 0, worst, tokens: 2, from: 'middle', endsHalf: false, left: [], stageLoser: null } }));

  it('of the players holding tokens, the one with fewest starts; equal counts go to the first counted from the last loser', () => {
    expect(passingFrom(rules, [12, 0, 15, 3], 2)).toMatchObject({ starter: 3, inPlay: [true, false, true, true] });
    expect(passingFrom(rules, [3, 0, 24, 3], 3)).toMatchObject({ starter: 3 });
    expect(passingFrom(rules, [3, 0, 24, 3], 2)).toMatchObject({ starter: 3 });
    expect(passingFrom(rules, [3, 0, 24, 3], 1)).toMatchObject({ starter: 3 });
    expect(passingFrom(rules, [3, 0, 24, 3], 0)).toMatchObject({ starter: 0 });
  });

  it('J5 (kerweborsch-biebesheim.de): the player after the one holding most tokens starts the second phase', () => {
    const j5 = loadRules('schocken.rules', (t) => `${t}\nstarter phase passing left-of-most-tokens\n`);
    expect(passingFrom(j5, [4, 6, 3, 0], 3)).toMatchObject({ starter: 2 });
    expect(passingFrom(j5, [6, 0, 1, 6], 2)).toMatchObject({ starter: 0 });
    expect(passingFrom(loadRules(), [4, 6, 3, 0], 3)).toMatchObject({ starter: 3 });
  });

  it('in whole games the second phase starts with the fewest holder, every other round with the last loser', () => {
    let phases = 0;
    for (const { c } of roundStarts(rules, 4, 'casinospiegel')) {
      if (c.lastRound!.from === 'middle' && c.middle === 0 && c.lastRound!.stageLoser === null) {
        phases++;
        const held = c.tokens.filter((t) => t > 0);
        expect(c.tokens[c.starter]).toBe(Math.min(...held));
      } else {
        expect(c.starter).toBe(c.lastRound!.worst);
      }
    }
    expect(phases).toBeGreaterThan(0);
  });
});

describe('eroeffnungsrunde (tuspuetzchen.com, "geladen"; schocken-liga.blogspot.com: the opening round already counts, the worst is punished at once)', () => {
  const rules = loadRules('variants/schocken-eroeffnungsrunde.rules');

  it('its chart begins with an opening state; the base chart has none', () => {
    expect(schockenConfigFor(rules).initial).toBe('opening');
    expect(Object.keys(schockenConfigFor(rules).states!)).toContain('opening');
    expect(Object.keys(schockenConfigFor(loadRules()).states!)).not.toContain('opening');
  });

  it('everybody throws once, open; the worst receives the best throw’s penalty from the middle and starts the first round', () => {
    for (const seed of ['o1', 'o2', 'o3']) {
      let opened: SchockenContext | null = null;
      playAll(rules, 4, seed, (before, after, value) => {
        if (before.rounds === 0) {
          expect(before.throwsUsed).toBe(0);
          expect(after.results.every((r) => r.throws === 1 && !r.covered)).toBe(true);
        }
        if (before.rounds === 0 && after.rounds === 1) {
          opened = after;
          expect(after.lastRound).toMatchObject({ opening: true, from: 'middle' });
          if (after.loser === null && after.lastRound!.stageLoser === null) {
            expect(value.startsWith('playing.half.fromMiddle.turn')).toBe(true);
            expect(after.starter).toBe(after.lastRound!.worst);
            const best = after.lastRound!.results.find((r) => r.seat === after.lastRound!.best)!;
            expect(after.lastRound!.tokens).toBe(best.penalty === 'all' ? 13 : best.penalty);
            expect(after.tokens[after.lastRound!.worst]).toBe(after.lastRound!.tokens);
          }
        }
      });
      expect(opened).not.toBeNull();
    }
  });

  it('the first throw of the opening round ends the turn: no second throw is offered', () => {
    const ctx = contextWith(rules, 3, { current: 0, starter: 0, throwsUsed: 1, fromHand: true, dice: [6, 5, 2] });
    expect(throwLimit(ctx)).toBe(1);
    expect(legalEvents(snap(ctx, 'opening.turn.thrown'), 0).map((e) => e.type)).toEqual(['turn.end']);
    expect(schocken.view(snap(ctx, 'opening.turn.thrown'), 'spectator')).toMatchObject({ opening: true, throwLimit: 1 });
  });
});

describe('eroeffnung-augensumme (bjoerntanneberger.de: in the opening round the pips are summed, the lowest receives one token and starts)', () => {
  const rules = loadRules('variants/schocken-eroeffnung-augensumme.rules');
  const opening = (dice: number[][]) => scoreRound(contextWith(rules, dice.length, { rounds: 0, results: dice.map((d, s) => result(s, d)) }));

  it('a Schock out is the lowest sum: it loses the opening round for one token and ends nothing', () => {
    const r = opening([[6, 6, 6], [1, 1, 1], [2, 3, 4]]);
    expect(r.lastRound).toMatchObject({ best: 0, worst: 1, tokens: 1, endsHalf: false, stageLoser: null, opening: true });
    expect(r.tokens).toEqual([0, 1, 0]);
    expect(r.middle).toBe(12);
  });

  it('of equal lowest sums the later player’s loses; after the opening round, rounds count by the ranking again', () => {
    expect(opening([[2, 2, 2], [6, 5, 4], [1, 2, 3]]).lastRound).toMatchObject({ worst: 2, best: 1 });
    const later = scoreRound(contextWith(rules, 3, { rounds: 1, results: [[6, 6, 6], [1, 1, 1], [2, 3, 4]].map((d, s) => result(s, d)) }));
    expect(later.lastRound).toMatchObject({ best: 1, endsHalf: true });
    expect(later.lastRound!.opening).toBeUndefined();
  });
});

describe('starter and opening-round lines: their mistakes', () => {
  const variant = (lines: string) => compileText(`variant "x" extends schocken\n\n${lines}\n`);

  it.each([
    ['starter round previus-best', 'statement/arguments', 3, 15, 'previous-best'],
    ['starter fnal last-loser', 'statement/arguments', 3, 9, 'final'],
    ['starter phase pasing fewest-tokens', 'statement/arguments', 3, 15, 'passing'],
    ['opening-round counts by summ', 'statement/arguments', 3, 25, 'sum'],
  ])('`%s` is %s at %i:%i, with the fix `%s`', (line, code, lineNo, col, fix) => {
    const d = variant(line).diagnostics.find((x) => x.code === code)!;
    expect(d).toBeDefined();
    expect([d.range.start.line, d.range.start.column]).toEqual([lineNo, col]);
    expect(d.fixes?.[0]?.text).toBe(fix);
  });

  it('each form at most once per file: a second `starter round` is a duplicate, a `starter final` beside it is not', () => {
    expect(variant('starter round left-of-loser\nstarter final last-loser').diagnostics).toEqual([]);
    expect(variant('starter round left-of-loser\nstarter round previous-best').diagnostics.map((d) => d.code)).toEqual(['duplicate/statement']);
  });
});

describe('the phase `opening`: only with an opening round', () => {
  const variant = (lines: string) => compileText(`variant "x" extends schocken\n\n${lines}\n`);

  it('a line may hold in the opening round of rules that have one; without one the phase is refused and named', () => {
    const rules = loadRules('variants/schocken-eroeffnungsrunde.rules', (t) => `${t}\nlast-throw open when phase opening\nlast-throw covered\n`);
    const ctx = contextWith(rules, 3, {});
    expect(rulesNow(ctx).lastThrowCovered).toBe(false);
    expect(rulesNow({ ...ctx, rounds: 1 }).lastThrowCovered).toBe(true);
    const refused = variant('throws 1..2 when phase opening').diagnostics;
    expect(refused.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([['name/unknown-phase', 3, 24]]);
    expect(refused[0]!.message).toMatch(/exists only with the `opening-round` statement/);
  });

  it('rule files without an opening round compile as before: the phase adds no values to them', () => {
    expect(loadRules('variants/schocken-ein-wurf-aus-der-mitte.rules').byPhase?.map((e) => e.phase)).toEqual(['middle', 'passing']);
  });
});

describe('burgerwerk-blind-doppelt (Burgerwerk: a first throw made blind counts double, a Schock out excepted)', () => {
  const rules = loadRules('variants/schocken-burgerwerk-blind-doppelt.rules');
  const base = loadRules();
  const ready = (r: typeof rules, patch: Partial<SchockenContext> = {}) => contextWith(r, 3, { current: 0, starter: 0, ...patch });
  const readySnap = (c: SchockenContext) => snap(c, 'playing.half.fromMiddle.turn.ready');

  it('reads the statement: twice, a Schock out excepted; the base game has none', () => {
    expect(rules.blind).toEqual({ times: 2, except: ['schock-out'] });
    expect(base.blind).toBeUndefined();
  });

  it('offers the blind declaration only before the first throw, and only where the rules have it', () => {
    expect(legalEvents(readySnap(ready(rules)), 0)).toEqual([
      { type: 'dice.throw', seat: 0, keep: [] },
      { type: 'dice.blind', seat: 0 },
    ]);
    expect(legalEvents(readySnap(ready(base)), 0)).toEqual([{ type: 'dice.throw', seat: 0, keep: [] }]);
    expect(checkDecision(ready(base), { type: 'dice.blind', seat: 0 })).toMatchObject({ code: 'dice/blind-not-allowed' });
    expect(checkDecision(thrown(rules, { dice: [1, 4, 6] }), { type: 'dice.blind', seat: 0 })).toMatchObject({ code: 'dice/blind-first-only' });
    expect(checkDecision(ready(rules, { current: 1 }), { type: 'dice.blind', seat: 0 })).toMatchObject({ code: 'move/not-your-turn' });
  });

  it('a blind starter throws once, covered, and ends the turn: everyone after has one throw', () => {
    const chance = new ChanceRecorder();
    const r = applyEvent(schocken, readySnap({ ...ready(rules), rng: seedRng('blind') }), { type: 'dice.blind', seat: 0 }, chance);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const c = r.value.context;
    expect(r.value.value).toBe('playing.half.fromMiddle.turn.ready');
    expect(c.current).toBe(1);
    expect(c.roundLimit).toBe(1);
    expect(c.results).toEqual([{ seat: 0, dice: c.results[0]!.dice, throws: 1, fromHand: true, covered: true, aside: [], blind: true }]);
    expect(chance.draws).toEqual([{ kind: 'dice', die: 'd6', values: c.results[0]!.dice }]);
    expect(throwLimit(c)).toBe(1);
  });

  // Seat 0 threw blind; seat 1 is about to end the round.
  const round = (blindDice: number[], otherDice: number[], middle = 13) =>
    ready(rules, {
      current: 2,
      roundLimit: 1,
      middle,
      results: [{ ...result(0, blindDice), covered: true, blind: true }, result(1, otherDice)],
      dice: [6, 4, 2],
      throwsUsed: 1,
      fromHand: true,
    });

  // The round complete: seat 2 threw 6-4-2.
  const complete = (c: SchockenContext) => scoreRound({ ...c, results: [...c.results, result(2, [6, 4, 2])] });

  it('a blind throw that is the round’s best gives the worst twice its penalty', () => {
    const scored = complete(round([1, 1, 4], [5, 3, 2]));
    expect(scored.lastRound).toMatchObject({ best: 0, worst: 1, tokens: 8 });
    expect(scored.lastRound!.results[0]).toMatchObject({ row: 'schock', penalty: 4, blind: true, times: 2 });
    // The same throw made openly gives four.
    const open = complete({ ...round([1, 1, 4], [5, 3, 2]), results: [result(0, [1, 1, 4]), result(1, [5, 3, 2])] });
    expect(open.lastRound!.tokens).toBe(4);
  });

  it('twice the penalty is at most what the middle still holds', () => {
    expect(complete(round([1, 1, 6], [5, 3, 2], 5)).lastRound).toMatchObject({ tokens: 5 });
  });

  it('a blind Schock out counts once: it ends the half, as an open one does', () => {
    const scored = complete(round([1, 1, 1], [5, 3, 2]));
    expect(scored.lastRound).toMatchObject({ best: 0, worst: 1, endsHalf: true, stageLoser: 1 });
    expect(scored.lastRound!.results[0]).toMatchObject({ row: 'schock-out', times: 1 });
  });

  it('a blind thrower who is the worst receives the best throw’s penalty, not more', () => {
    const scored = complete(round([6, 3, 2], [2, 2, 2]));
    expect(scored.lastRound).toMatchObject({ best: 1, worst: 0, tokens: 3 });
  });

  it('hides the blind throw from every seat, the thrower’s too, until the round is revealed; the reveal shows it', () => {
    const c = round([1, 1, 4], [5, 3, 2]);
    for (const seat of [0, 1, 2, 'spectator'] as const) {
      const v = schocken.view(snap(c, 'playing.half.fromMiddle.turn.thrown'), seat);
      expect(v.results[0]).toMatchObject({ seat: 0, dice: null, name: null, covered: true, blind: true });
      expect(JSON.stringify(v.results)).not.toContain('[1,1,4]');
    }
    const after = applyEvent(schocken, snap(c), { type: 'turn.end', seat: 2 }, IGNORE_CHANCE);
    expect(after.ok).toBe(true);
    if (after.ok) expect(schocken.view(after.value, 1).lastRound!.results[0]).toMatchObject({ dice: [1, 1, 4], blind: true, times: 2 });
  });

  it('a blind declaration with dice to keep is malformed, and the base game refuses one from a log', () => {
    const c = ready(rules);
    expect(schocken.check(readySnap(c), { type: 'dice.blind', seat: 0, keep: [] })).toMatchObject({ code: 'event/malformed' });
    expect(schocken.check(readySnap(ready(base)), { type: 'dice.blind', seat: 0 })).toMatchObject({ code: 'dice/blind-not-allowed', message: 'these rules have no blind throw' });
    expect(applyEvent(schocken, readySnap(ready(base)), { type: 'dice.blind', seat: 0 }, IGNORE_CHANCE)).toMatchObject({ ok: false, error: { code: 'dice/blind-not-allowed' } });
  });

  it('a throw-off is never thrown blind', () => {
    const stechen = loadRules('variants/schocken-burgerwerk-blind-doppelt.rules', (t) => `${t}\nties throw-off\n`);
    const c = ready(stechen, { current: 1, results: [result(0, [1, 1, 2]), result(1, [6, 5, 3]), result(2, [6, 5, 3])], throwOff: { seats: [1, 2], results: [], earlier: [], loser: null } });
    expect(checkDecision(c, { type: 'dice.blind', seat: 1 })).toMatchObject({ code: 'dice/blind-not-allowed' });
  });

  it('the random bot declares blind throws and the tactician plays on; games end', () => {
    let blind = 0;
    for (const n of [2, 3, 4]) {
      const game = playGame({
        game: schocken,
        rules,
        players: players(n, 'tactician').map((p, i) => (i % 2 ? { ...p, bot: 'random' } : p)),
        seed: `blind-${n}`,
        bots: { tactician: schockenBots.tactician(rules) as Bot, random: schockenBots.random() as Bot },
        onStep: (_b, e) => {
          if ((e as SchockenEvent).type === 'dice.blind') blind++;
        },
      });
      expect(game.outcome?.losers).toHaveLength(1);
    }
    expect(blind).toBeGreaterThan(0);
  });
});

describe('an opening round together with a blind first throw', () => {
  const rules = loadRules('variants/schocken-eroeffnungsrunde.rules', (t) => `${t}\nblind first-throw\n`);

  it('throws the opening round in view of all: no blind decision is listed or taken there, and the rounds after offer it', () => {
    const opening = snap(contextWith(rules, 3, { current: 0, starter: 0 }), 'opening.turn.ready');
    expect(legalEvents(opening, 0).some((e) => e.type === 'dice.blind')).toBe(false);
    expect(checkDecision(opening.context, { type: 'dice.blind', seat: 0 })?.code).toBe('dice/blind-not-allowed');
    const later = contextWith(rules, 3, { current: 0, starter: 0, rounds: 1 });
    expect(checkDecision(later, { type: 'dice.blind', seat: 0 })).toBeNull();
    // Whole games with random bots, who take a listed blind decision wherever one is offered.
    let blindInOpening = 0;
    let blindLater = 0;
    for (let g = 0; g < 20; g++) {
      playGame({
        game: schocken,
        rules,
        players: players(3, 'random'),
        seed: `opening-blind-${g}`,
        bots: { random: schockenBots.random() as Bot },
        onStep: (before, event) => {
          if ((event as SchockenEvent).type !== 'dice.blind') return;
          if ((before as { value: string }).value.startsWith('opening')) blindInOpening++;
          else blindLater++;
        },
      });
    }
    expect(blindInOpening).toBe(0);
    expect(blindLater).toBeGreaterThan(0);
  });
});

describe('schock-out-verliert-das-spiel (Knobelclub Schockaus von 1954, schockaus.de: a Schock out loses the whole game, not only the half)', () => {
  const rules = loadRules('variants/schocken-schock-out-verliert-das-spiel.rules');
  // Two players in the first half: seat 0 threw a Schock out, seat 1 is about to stop on 6-5-3.
  const schockOutRound = (r: typeof rules, patch: Partial<SchockenContext> = {}) =>
    contextWith(r, 2, { starter: 0, current: 1, roundLimit: 1, results: [result(0, [1, 1, 1])], dice: [6, 5, 3], throwsUsed: 1, fromHand: true, ...patch });

  it('marks the Schock out row, and only it, as ending the game', () => {
    expect(rules.ranking.rows.filter((r) => r.endsGame).map((r) => r.id)).toEqual(['schock-out']);
    expect(rules.ranking.rows.find((r) => r.id === 'schock-out')?.endsHalf).toBe(false);
  });

  it('a Schock out in the first half ends the game at once: its worst has lost, no second half, no final', () => {
    const r = applyEvent(schocken, snap(schockOutRound(rules)), { type: 'turn.end', seat: 1 }, IGNORE_CHANCE);
    expect(r.ok && r.value.value).toBe('over');
    expect(r.ok && r.value.context.loser).toBe(1);
    expect(r.ok && r.value.context.half).toBe(1);
    expect(r.ok && r.value.context.lastRound?.endsGame).toBe(true);
    if (r.ok) expect(schocken.outcome(r.value)).toMatchObject({ losers: [1], details: { endedBy: 'schock-out', final: false } });
  });

  it('the same round under the base rules only ends the half', () => {
    const r = applyEvent(schocken, snap(schockOutRound(loadRules())), { type: 'turn.end', seat: 1 }, IGNORE_CHANCE);
    expect(r.ok && r.value.value).toBe('playing.half.fromMiddle.turn.ready');
    expect(r.ok && r.value.context.half).toBe(2);
    expect(r.ok && r.value.context.halfLosers).toEqual([1]);
  });

  it('a round whose best throw is no Schock out goes on as usual', () => {
    const r = applyEvent(schocken, snap(schockOutRound(rules, { results: [result(0, [1, 1, 2])], dice: [6, 5, 3] })), { type: 'turn.end', seat: 1 }, IGNORE_CHANCE);
    expect(r.ok && r.value.value).toBe('playing.half.fromMiddle.turn.ready');
    expect(r.ok && r.value.context.loser).toBeNull();
  });

  it('a saved game ended by the row restores, and one claiming the row ended it otherwise is refused', () => {
    const r = applyEvent(schocken, snap(schockOutRound(rules)), { type: 'turn.end', seat: 1 }, IGNORE_CHANCE);
    if (!r.ok) throw new Error('the round did not score');
    const json = schocken.serialize(r.value);
    expect(schocken.restore(json, rules).ok).toBe(true);
    // The base rules' Schock out does not end the game: the same save is inconsistent there.
    expect(schocken.restore(json, loadRules()).ok).toBe(false);
  });

  it('both bots play it to an end', () => {
    for (const n of [2, 3, 5]) {
      const game = playGame({ game: schocken, rules, players: players(n, 'tactician').map((p, i) => (i % 2 ? { ...p, bot: 'random' } : p)), seed: `ends-game-${n}`, bots: { tactician: schockenBots.tactician(rules) as Bot, random: schockenBots.random() as Bot } });
      expect(game.outcome?.losers).toHaveLength(1);
    }
  });
});

describe('zwei-verlorene-haelften (Kerweborsch Biebesheim, Juleregeln; schockenohnetheke.de: halves go on until somebody has lost two; that player has lost the game, no final)', () => {
  const rules = loadRules('variants/schocken-zwei-verlorene-haelften.rules');
  // Seat 1 is about to lose a half by a Schock out of seat 0.
  const halfAbout = (halfLosers: number[]) =>
    contextWith(rules, 3, { half: halfLosers.length + 1, halfLosers, starter: 0, current: 2, roundLimit: 1, results: [result(0, [1, 1, 1]), result(1, [6, 5, 3])], dice: [6, 5, 4], throwsUsed: 1, fromHand: true });
  const stop = (ctx: SchockenContext) => applyEvent(schocken, snap(ctx), { type: 'turn.end', seat: 2 }, IGNORE_CHANCE);

  it('reads the count and plays no final', () => {
    expect(rules.match).toEqual({ lostAt: 2, lives: null });
    expect(rules.halves.final).toBe(false);
  });

  it('a player’s first lost half starts the next half, even after half 2', () => {
    for (const losers of [[], [0], [0, 2], [2, 0, 1].slice(0, 2)]) {
      const r = stop(halfAbout(losers));
      expect(r.ok && r.value.value).toBe('playing.half.fromMiddle.turn.ready');
      expect(r.ok && r.value.context.halfLosers).toEqual([...losers, 1]);
    }
  });

  it('the second lost half loses the game at once, in whatever half it comes', () => {
    for (const losers of [[1], [0, 1], [2, 0, 1], [0, 2, 1]]) {
      const r = stop(halfAbout(losers));
      expect(r.ok && r.value.value).toBe('over');
      expect(r.ok && r.value.context.loser).toBe(1);
      expect(r.ok && r.value.context.stage).toBe('half');
    }
  });

  it('a finished game restores; one whose loser lost only one half, or where somebody lost two before, is refused', () => {
    const game = playGame({ game: schocken, rules, players: players(3, 'tactician'), seed: 'lost-at-saved', bots: { tactician: schockenBots.tactician(rules) as Bot } });
    const done = game.snapshot as ReturnType<typeof snap>;
    expect(schocken.restore(schocken.serialize(done), rules).ok).toBe(true);
    const losers = done.context.halfLosers;
    const other = (losers[losers.length - 1]! + 1) % 3;
    for (const halfLosers of [[other, losers[losers.length - 1]!], [other, other, losers[losers.length - 1]!, losers[losers.length - 1]!]]) {
      const bad = { ...done, context: { ...done.context, half: halfLosers.length, halfLosers } };
      const restored = schocken.restore(schocken.serialize(bad), rules);
      expect(restored.ok ? null : restored.error.message).toMatch(/the game ends when one player has lost 2 halves, and that player lost it/);
    }
  });

  it('the view and the board’s status name the halves that lose the game', () => {
    expect(schocken.view(snap(halfAbout([0, 2])), 0)).toMatchObject({ half: 3, lostAt: 2 });
    expect('lostAt' in schocken.view(snap(contextWith(loadRules(), 2, {})), 0)).toBe(false);
  });

  it('every game ends within players·(n−1)+1 halves, with both bots', () => {
    for (const n of [2, 3, 4]) {
      for (const seed of ['a', 'b', 'c']) {
        const game = playGame({ game: schocken, rules, players: players(n, 'tactician').map((p, i) => (i % 2 ? { ...p, bot: 'random' } : p)), seed: `lost-at-${n}-${seed}`, bots: { tactician: schockenBots.tactician(rules) as Bot, random: schockenBots.random() as Bot } });
        const c = (game.snapshot as ReturnType<typeof snap>).context;
        expect(c.halfLosers.length).toBeLessThanOrEqual(n * (2 - 1) + 1);
        expect(c.halfLosers.filter((s) => s === c.loser)).toHaveLength(2);
        expect(game.outcome?.losers).toEqual([c.loser]);
      }
    }
  });
});
