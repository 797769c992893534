import { memoByObject, savedStateCodec, type GameRuntime } from '@regelwerk/engine';
import { bots } from './bots.js';
import type { SchockenContext, SchockenEvent } from './context.js';
import { schockenFast, schockenFastFor } from './machine.js';
import { schockenPlay } from './play-runtime.js';
import { inconsistency, rulesForSaved, savedContextShape } from './saved-state.js';
import type { SchockenRules } from './schema/rules.js';
import type { SchockenView } from './view.js';

/** Saved games: the context without its rule set, checked field by field and for consistency on restore (see saved-state.ts). */
// A saved state's value is checked against the states of its rule set's chart.
const savedFor = memoByObject((fast: typeof schockenFast) => savedStateCodec<SchockenRules, SchockenContext>({ fast, context: savedContextShape, bots: Object.keys(bots), consistent: inconsistency }));
const saved = savedFor(schockenFast);

/** Schocken without the XState runtime: what the CLI and simulations need, with save and restore. */
export const schockenRuntime: GameRuntime<SchockenRules, SchockenContext, SchockenEvent, SchockenView> = {
  ...schockenPlay,
  serialize: saved.serialize,
  restore: (json, rules) => {
    const resolved = rulesForSaved(json, rules);
    return savedFor(schockenFastFor(resolved)).restore(json, resolved);
  },
};
