/**
 * The house rules of rules/variants that turn rules, keep restrictions and player counts make
 * expressible, each against the rule its source states (docs/house-rules.md lists them).
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, ChanceRecorder, IGNORE_CHANCE, playGame, Rng, seedRng, type Bot } from '@regelwerk/engine';
import type { SchockenContext, SchockenEvent } from './context.js';
import { actions, createContext } from './machine.js';
import { schocken, schockenBots } from './index.js';
import { legalEvents } from './legal.js';
import { classify } from './rules/ranking.js';
import { scoreRound } from './rules/round.js';
import { checkDecision } from './rules/turn.js';
import { contextWith, loadRules, players, result, snap } from './test-support/fixtures.js';

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
