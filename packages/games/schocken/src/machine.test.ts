import { describe, expect, it } from 'vitest';
import { schockenConfig } from './machine.js';

describe('the Schocken machine config', () => {
  it('names only guards and actions Schocken implements: a typo is a type error', () => {
    const typo: typeof schockenConfig = {
      id: 'schocken',
      initial: 'a',
      // @ts-expect-error 'endAlowed' is not one of Schocken's guards
      states: { a: { on: { 'turn.end': { guard: 'endAlowed', target: 'a' } } } },
    };
    // @ts-expect-error 'throwDie' is not one of Schocken's actions
    const entry: (typeof schockenConfig)['entry'] = 'throwDie';
    expect([typo.id, entry]).toEqual(['schocken', 'throwDie']);
  });
});
