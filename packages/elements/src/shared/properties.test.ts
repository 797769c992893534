import { describe, expect, it } from 'vitest';
import { states } from './properties.js';

describe('the shared pieces of static properties', () => {
  it('states(…) declares each name as internal reactive state, in the order given', () => {
    const declared = states('result', 'working');
    expect(declared).toEqual({ result: { state: true }, working: { state: true } });
    expect(Object.keys(declared)).toEqual(['result', 'working']);
    expect(states()).toEqual({});
  });
});
