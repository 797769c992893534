import { describe, expect, it } from 'vitest';
import { kaeseschiebenConfig } from './machine.js';

describe('the Käseschieben machine config', () => {
  it('names only guards and actions Käseschieben implements: a typo is a type error', () => {
    const typo: typeof kaeseschiebenConfig = {
      id: 'kaeseschieben',
      initial: 'a',
      // @ts-expect-error 'stepAlowed' is not one of Käseschieben's guards
      states: { a: { on: { 'mouse.step': { guard: 'stepAlowed', target: 'a' } } } },
    };
    // @ts-expect-error 'pushCheese' is not one of Käseschieben's actions
    const entry: (typeof kaeseschiebenConfig)['entry'] = 'pushCheese';
    expect([typo.id, entry]).toEqual(['kaeseschieben', 'pushCheese']);
  });
});
