import { describe, expect, it } from 'vitest';
import { checkDecisionShape } from './decision-shape.js';

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
