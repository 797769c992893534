import type { Bot, GameEvent } from './contract.js';

/** Picks any legal decision, uniformly. Works for every game. */
export function randomBot<V, E extends GameEvent>(): Bot<V, E> {
  return {
    id: 'random',
    description: 'picks any legal decision at random',
    decide: (_view, legal, rng) => rng.pick(legal),
    // The same draw as `rng.pick`: simulations need neither its view nor the list.
    pick: (count, rng) => rng.int(count),
  };
}
