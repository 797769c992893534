import { describe, expect, it } from 'vitest';
import { sushizockConfig } from './machine.js';

describe('the Sushizock machine config', () => {
  it('names only guards and actions Sushizock implements: a typo is a type error', () => {
    const typo: typeof sushizockConfig = {
      id: 'sushizock',
      initial: 'a',
      // @ts-expect-error 'takeAlowed' is not one of Sushizock's guards
      states: { a: { on: { 'tile.take': { guard: 'takeAlowed', target: 'a' } } } },
    };
    // @ts-expect-error 'stealTiles' is not one of Sushizock's actions
    const entry: (typeof sushizockConfig)['entry'] = 'stealTiles';
    expect([typo.id, entry]).toEqual(['sushizock', 'stealTiles']);
  });
});
