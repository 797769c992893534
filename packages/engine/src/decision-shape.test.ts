import { describe, expect, it } from 'vitest';
import { checkDecisionShape, decisionCheck, decisionFields } from './decision-shape.js';
import type { FastSnapshot } from './fast-machine.js';

const spec = { game: 'Toy', fields: { 'a.go': new Set(['type', 'seat', 'to']), 'b.stop': new Set(['type', 'seat']), 'c.pass': new Set(['type', 'seat']) }, seats: 3 };

describe('checkDecisionShape', () => {
  it('lets a well-formed decision through to the game’s own checks', () => {
    expect(checkDecisionShape({ type: 'a.go', seat: 2, to: 'anything' }, spec)).toBeNull();
    expect(checkDecisionShape({ type: 'b.stop', seat: 0 }, spec)).toBeNull();
  });

  it('refuses what is not an object, naming what a decision is', () => {
    for (const bad of [null, 'a.go', [], 3]) expect(checkDecisionShape(bad, spec)).toEqual({ code: 'event/malformed', message: 'a decision is an object with a type and a seat' });
  });

  it('names the decisions the game knows for an unknown or missing type', () => {
    expect(checkDecisionShape({ type: 'z', seat: 0 }, spec)?.message).toBe('Toy knows the decisions a.go, b.stop and c.pass, not "z"');
    expect(checkDecisionShape({ seat: 0 }, spec)).toMatchObject({ code: 'event/unknown-type', message: 'Toy knows the decisions a.go, b.stop and c.pass, not nothing' });
    expect(checkDecisionShape({ type: 'toString', seat: 0 }, spec)?.code).toBe('event/unknown-type');
  });

  it('refuses a seat outside the table and a field the type does not have', () => {
    expect(checkDecisionShape({ type: 'b.stop', seat: 3 }, spec)?.message).toBe('seat must be a player from 0 to 2');
    expect(checkDecisionShape({ type: 'b.stop', seat: 1.5 }, spec)?.code).toBe('event/malformed');
    expect(checkDecisionShape({ type: 'b.stop', seat: 1, to: 2 }, spec)?.message).toBe('b.stop has the fields type, seat, not "to"');
  });
});

describe('decisionCheck', () => {
  interface Ctx {
    readonly players: readonly string[];
    readonly most: number;
  }
  const upTo = (v: unknown, c: Ctx) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= c.most;
  const check = decisionCheck<Ctx, { type: string; seat: number }>({
    game: 'Toy',
    decisions: {
      'a.go': { fields: { to: upTo, via: upTo }, optional: ['via'], usage: (c) => `a.go needs to: 1 to ${c.most} and, optionally, via` },
      'b.stop': {},
    },
    over: 'the toy is over',
    legal: (c, e) => (e.seat === 1 ? { code: 'move/not-your-turn', message: `${c.players[0]} moves` } : null),
  });
  const at = (status: 'active' | 'done' = 'active'): FastSnapshot<Ctx> => ({ value: 'x', status, context: { players: ['P0', 'P1'], most: 3 } });

  it('declares each decision’s fields after type and seat, in the order written', () => {
    expect([...decisionFields({ 'a.go': { fields: { to: upTo, via: upTo } }, 'b.stop': {} })['a.go']!]).toEqual(['type', 'seat', 'to', 'via']);
  });

  it('checks the shape first, then every field by its test, then the end, then the rules', () => {
    expect(check(at(), { type: 'a.go', seat: 0, to: 2, far: 1 })?.message).toBe('a.go has the fields type, seat, to, via, not "far"');
    expect(check(at(), { type: 'a.go', seat: 0 })).toEqual({ code: 'event/malformed', message: 'a.go needs to: 1 to 3 and, optionally, via' });
    expect(check(at(), { type: 'a.go', seat: 0, to: 4 })?.code).toBe('event/malformed');
    expect(check(at(), { type: 'a.go', seat: 0, to: 2, via: 0 })?.code).toBe('event/malformed');
    expect(check(at('done'), { type: 'a.go', seat: 0, to: 2, via: 3 })).toEqual({ code: 'move/game-over', message: 'the toy is over' });
    expect(check(at(), { type: 'b.stop', seat: 1 })).toEqual({ code: 'move/not-your-turn', message: 'P0 moves' });
    expect(check(at(), { type: 'a.go', seat: 0, to: 2 })).toBeNull();
  });
});
