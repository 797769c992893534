import { describe, expect, it } from 'vitest';
import { okudosConfig } from './machine.js';

describe("the O'kudos machine config", () => {
  it('names only guards and actions O’kudos implements: a typo is a type error', () => {
    const typo: typeof okudosConfig = {
      id: 'okudos',
      initial: 'a',
      // @ts-expect-error 'placeAlowed' is not one of O'kudos' guards
      states: { a: { on: { 'chip.place': { guard: 'placeAlowed', target: 'a' } } } },
    };
    // @ts-expect-error 'collectChips' is not one of O'kudos' actions
    const entry: (typeof okudosConfig)['entry'] = 'collectChips';
    expect([typo.id, entry]).toEqual(['okudos', 'collectChips']);
  });
});
