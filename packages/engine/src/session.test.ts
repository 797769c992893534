import { compile } from '@regelwerk/dsl/compile';
import { describe, expect, it } from 'vitest';
import type { GameLog } from './log.js';
import { GameSession } from './session.js';
import { DIE, toyRuntime, toyRules, toySchema, type ToyContext, type ToyEvent } from './test-support/toy-game.js';

const schemas = [toySchema];

const rules = toyRules();
const players = [
  { name: 'Ada', bot: null },
  { name: 'Bo', bot: 'random' },
];

function started(seed = 'session') {
  const s = GameSession.start(toyRuntime, { rules, players, seed });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** Plays the first legal decision until the game is over. */
function playOut(session: GameSession<ToyContext, ToyEvent>) {
  while (!session.over) {
    const r = session.apply(session.legalEvents(session.toMove()[0]!)[0]);
    if (!r.ok) throw new Error(r.error.message);
  }
}

describe('a game session', () => {
  it('starts with what chance decided at set-up, and records each step’s draws', () => {
    const s = started();
    expect(s.setup.map((d) => d.kind)).toEqual(['lot', 'generated', 'shuffle', 'deal']);
    const seat = s.current.context.current;
    expect(s.apply({ type: 'die.roll', seat })).toMatchObject({ ok: true });
    expect(s.apply({ type: 'turn.pass', seat: s.current.context.current })).toMatchObject({ ok: true });
    expect(s.chance).toEqual([[{ kind: 'dice', die: DIE.id, values: [expect.any(Number)] }], []]);
    expect(s.events).toHaveLength(2);
    expect(s.snapshots).toHaveLength(3);
    expect(s.snapshots[2]).toBe(s.current);
  });

  it('refuses an illegal decision as data, naming the step, and leaves the game as it was', () => {
    const s = started();
    s.apply({ type: 'die.roll', seat: s.current.context.current });
    const before = s.current;
    const other = 1 - before.context.current;
    expect(s.apply({ type: 'die.roll', seat: other })).toEqual({ ok: false, error: { code: 'move/not-your-turn', message: expect.any(String), step: 1 } });
    expect(s.apply(null)).toMatchObject({ ok: false, error: { code: 'event/unknown-type', step: 1 } });
    expect(s.current).toBe(before);
    expect(s.steps).toBe(1);
    expect(s.applyAll([{ type: 'turn.pass', seat: before.context.current }, { type: 'turn.pass', seat: before.context.current }])).toMatchObject({ ok: false, error: { step: 2 } });
  });

  it('takes back a decision the rules allow, never one that drew chance', () => {
    const s = started();
    const seat = s.current.context.current;
    expect(s.canUndo()).toBe(false);
    s.apply({ type: 'turn.pass', seat });
    expect(s.canUndo()).toBe(true);
    expect(s.undo()).toEqual({ ok: true, value: s.snapshots[0] });
    expect(s.steps).toBe(0);
    s.apply({ type: 'die.roll', seat });
    expect(s.canUndo()).toBe(false);
    expect(s.undo()).toMatchObject({ ok: false, error: { code: 'undo/not-allowed', step: 0 } });
  });

  it('writes a log that fromLog reads back into the same game, finished or in progress', () => {
    const s = started('round-trip');
    for (let i = 0; i < 5; i++) s.apply(s.legalEvents(s.current.context.current)[0]);
    const midway = GameSession.fromLog(JSON.parse(JSON.stringify(s.toLog())), toyRuntime, { schemas, compile });
    expect(midway.ok && midway.value.current).toEqual(s.current);
    playOut(s);
    const log = s.toLog();
    expect(log).toMatchObject({ format: 'regelwerk-log', version: 2, game: 'toy', players, seed: 'round-trip', outcome: s.outcome() });
    const again = GameSession.fromLog(JSON.parse(JSON.stringify(log)), (id) => (id === 'toy' ? toyRuntime : undefined), { schemas, compile });
    expect(again.ok).toBe(true);
    if (again.ok) {
      expect(again.value.snapshots).toEqual(s.snapshots);
      expect(again.value.toLog()).toEqual(log);
    }
  });

  it('reading a log names the first step that fails', () => {
    const s = started('tampered');
    for (let i = 0; i < 6; i++) s.apply(s.legalEvents(s.current.context.current)[0]);
    const log = () => JSON.parse(JSON.stringify(s.toLog())) as GameLog & { steps: { event: { seat: number }; chance: { values?: unknown[] }[] }[] };
    const thrown = log().steps.findIndex((st) => st.chance.length > 0);
    const l1 = log();
    l1.steps[thrown]!.chance[0]!.values![0] = 0;
    expect(GameSession.fromLog(l1, toyRuntime, { schemas, compile })).toMatchObject({ ok: false, error: { code: 'chance/impossible', step: thrown } });
    const l2 = log();
    l2.steps[3]!.event.seat = 5;
    expect(GameSession.fromLog(l2, toyRuntime, { schemas, compile })).toMatchObject({ ok: false, error: { code: 'move/not-your-turn', step: 3 } });
    const l3 = log();
    (l3.setup as unknown as { value: number }[])[0]!.value = 2;
    const setup = GameSession.fromLog(l3, toyRuntime, { schemas, compile });
    expect(setup).toMatchObject({ ok: false, error: { code: 'chance/impossible', message: /^set-up: a lot among 2/ } });
    expect(!setup.ok && setup.error.step).toBeUndefined();
    expect(GameSession.fromLog({ ...log(), game: 'chess' }, toyRuntime, { schemas, compile })).toMatchObject({ ok: false, error: { code: 'log/unknown-game' } });
    expect(GameSession.fromLog({ ...log(), rules: [{ file: 'x.rules', text: 'nonsense' }] }, toyRuntime, { schemas, compile })).toMatchObject({ ok: false, error: { code: 'log/rules' } });
    expect(GameSession.fromLog({ ...log(), players: [players[0]] }, toyRuntime, { schemas, compile })).toMatchObject({ ok: false, error: { code: 'log/setup', message: /toy takes 2 to 4/ } });
  });

  it('refuses a log whose variant disagrees with its rule texts, at $.variant', () => {
    const s = started('variant');
    const log = { ...JSON.parse(JSON.stringify(s.toLog())), variant: 'jule' } as unknown;
    expect(GameSession.fromLog(log, toyRuntime, { schemas, compile })).toEqual({
      ok: false,
      error: { code: 'log/variant', message: '$.variant: the log says variant "jule", but its rule texts are plain Toy' },
    });
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'nobody'])('answers a log whose players name the bot %s as any unknown bot', (bot) => {
    const s = started('bots');
    const log = JSON.parse(JSON.stringify(s.toLog())) as GameLog;
    const changed = { ...log, players: [log.players[0], { name: 'X', bot }] };
    expect(GameSession.fromLog(changed, toyRuntime, { schemas, compile })).toEqual({
      ok: false,
      error: { code: 'log/unknown-bot', message: `$.players[1].bot: toy has no bot ${JSON.stringify(bot)}; its bots: random, first` },
    });
  });

  it.each(['constructor', '__proto__', 'toString', 'valueOf'])('answers a log of the game %s as any unknown game, even through a lookup by plain object', (game) => {
    const log = { ...(JSON.parse(JSON.stringify(started('games').toLog())) as GameLog), game };
    const byObject = { toy: toyRuntime } as Record<string, typeof toyRuntime>;
    const r = GameSession.fromLog(log, (id) => byObject[id], { schemas, compile });
    expect(r).toEqual({ ok: false, error: { code: 'log/unknown-game', message: `$.game: no game ${JSON.stringify(game)}` } });
  });

  it('refuses a log nested 100 000 levels deep with a message, not a stack overflow', () => {
    const log = JSON.parse(JSON.stringify(started('deep').toLog())) as GameLog & { steps: unknown[] };
    const text = JSON.stringify({ ...log, steps: [] }).replace('"steps":[]', `"steps":[{"event":{"type":"die.roll","seat":0,"x":${'['.repeat(100_000)}${']'.repeat(100_000)}},"chance":[]}]`);
    expect(GameSession.fromLog(JSON.parse(text), toyRuntime, { schemas, compile })).toMatchObject({ ok: false, error: { code: 'log/format', message: /nested more than 64 levels deep/ } });
  });

  it('refuses to start a game the rules or the players do not allow', () => {
    expect(GameSession.start(toyRuntime, { rules, players: [players[0]!], seed: 'x' })).toMatchObject({ ok: false, error: { code: 'game/setup' } });
    const picky = { ...toyRuntime, rulesFor: () => ({ ok: false as const, error: { code: 'rules/wrong-game', message: 'not mine' } }) };
    expect(GameSession.start(picky, { rules, players, seed: 'x' })).toMatchObject({ ok: false, error: { code: 'rules/wrong-game' } });
  });

  it('takes a listed decision by its index, and throws for an index that lists none', () => {
    const s = started();
    const seat = s.current.context.current;
    const legal = s.legalEvents(seat);
    expect(s.applyListed(seat, 1)).toBe(legal[1]);
    expect(s.events).toEqual([legal[1]]);
    const next = s.current.context.current;
    expect(() => s.applyListed(next, s.legalCount(next))).toThrow(/there is no legal decision \d+ for seat \d/);
    expect(() => s.applyListed(1 - next, 0)).toThrow(/there is no legal decision 0/);
    expect(s.steps).toBe(1);
  });

  it('refuses a decision that is not data as event/not-data, at its step, and changes nothing (no TypeError escapes)', () => {
    const s = started();
    const seat = s.current.context.current;
    const before = s.current;
    expect(s.apply({ type: 10n, seat })).toEqual({ ok: false, error: { code: 'event/not-data', message: expect.stringMatching(/^\$\.type: a BigInt/), step: 0 } });
    // A getter that answers `turn.pass` when checked and something else when the machine reads it.
    let reads = 0;
    const fickle = {
      seat,
      get type() {
        return reads++ === 0 ? 'turn.pass' : 'no.such';
      },
    };
    expect(s.apply(fickle)).toMatchObject({ ok: false, error: { code: 'event/not-data', step: 0 } });
    expect(reads).toBe(0);
    expect(s.current).toBe(before);
    expect(s.steps).toBe(0);
  });

  it('reads a decision once into a frozen copy, which the log keeps: the caller’s object is not', () => {
    const s = started();
    const seat = s.current.context.current;
    const card = s.current.context.hands[seat]![0]!;
    const event = { type: 'card.play', seat, card };
    expect(s.apply(event)).toMatchObject({ ok: true });
    event.card = 99;
    const logged = s.toLog().steps[0]!.event;
    expect(logged).toEqual({ type: 'card.play', seat, card });
    expect(() => ((logged as unknown as { card: number }).card = 7)).toThrow(TypeError);
  });

  it('hands out logs, views and outcomes that share nothing changeable with the game', () => {
    const s = started('shared');
    playOut(s);
    const text = JSON.stringify(s.toLog());
    const log = s.toLog() as unknown as { players: { name: string }[]; rules: { text: string }[]; steps: unknown[] };
    log.players[0]!.name = 'changed';
    log.rules[0]!.text = 'changed';
    log.steps.pop();
    expect(JSON.stringify(s.toLog())).toBe(text);
    const view = s.view(0) as unknown as { scores: number[] };
    expect(() => view.scores.push(1)).toThrow(TypeError);
    const outcome = s.outcome()!;
    expect(() => (outcome.winners as number[]).push(1)).toThrow(TypeError);
    expect(JSON.stringify(s.toLog())).toBe(text);
  });

  it('does not take a decision a game wrongly lists past the guard that refuses it, in place or not', () => {
    // A runtime whose list offers a card nobody holds: the machine's guard refuses it, and the
    // session says so (a bug in the game) instead of taking a transition the guard would refuse.
    const lying = { ...toyRuntime, legalEvents: (snap: Parameters<typeof toyRuntime.legalEvents>[0], seat: number): ToyEvent[] => (seat === snap.context.current ? [{ type: 'card.play', seat, card: 99 }] : []) };
    for (const options of [{}, { history: false, inPlace: true }]) {
      const s = GameSession.start(lying, { rules, players, seed: 'lying' }, options);
      if (!s.ok) throw new Error(s.error.message);
      const seat = s.value.current.context.current;
      expect(() => s.value.applyListed(seat, 0)).toThrow(/was listed as legal in turn, but the machine does not take it/);
      expect(s.value.steps).toBe(0);
      expect(s.value.current.value).toBe('turn');
    }
  });

  it('without history it keeps only the current snapshot, and says so when asked for more', () => {
    const s = GameSession.start(toyRuntime, { rules, players, seed: 'light' }, { history: false });
    if (!s.ok) throw new Error(s.error.message);
    playOut(s.value);
    const full = started('light');
    playOut(full);
    expect(s.value.current).toEqual(full.current);
    expect(s.value.steps).toBe(full.steps);
    expect(s.value.canUndo()).toBe(false);
    expect(() => s.value.toLog()).toThrow(/started with \{ history: false \}/);
    expect(() => s.value.events).toThrow(/keeps only the current snapshot/);
  });
});
