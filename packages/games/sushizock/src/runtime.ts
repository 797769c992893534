import { decisionCheck, hasOwn, runtimeParts, savedStateCodec, type FieldTest, type GameRuntime } from '@regelwerk/engine';
import { bots } from './bots.js';
import type { SushizockContext, SushizockEvent } from './context.js';
import { legalAt, legalCount, legalEvents } from './legal.js';
import { createContext, sushizockFast } from './machine.js';
import { outcomeOf } from './rules/scoring.js';
import { checkDecision } from './rules/turn.js';
import { inconsistency, savedContextShape } from './saved-state.js';
import { isSushizockRules, type SushizockRules } from './schema/rules.js';
import { view, type SushizockView } from './view.js';

type Test = FieldTest<SushizockContext>;
const group: Test = (v, c) => typeof v === 'string' && hasOwn(c.rules.tiles, v);
const position: Test = (v) => Number.isInteger(v) && (v as number) >= 1;
const opponent: Test = (v, c) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < c.players.length;
const keep: Test = (v, c) => Array.isArray(v) && v.length <= c.rules.dice.count && v.every((i) => Number.isInteger(i));

/** Whether a decision is well formed (every field of the right type, none extra) and legal now. */
const check = decisionCheck<SushizockContext, SushizockEvent>({
  game: 'Sushizock',
  decisions: {
    'dice.throw': { fields: { keep }, usage: 'dice.throw needs keep: [indices of the dice set aside, 0 to 4]' },
    'tile.take': { fields: { group, position }, usage: 'tile.take needs group (a tile group of the rules) and position (from 1, counted from the left of the centre row)' },
    'tile.steal': { fields: { group, from: opponent, position }, usage: 'tile.steal needs group, from (the opponent’s seat) and position (from 1, counted from the top of that stack)' },
  },
  over: 'the game is over',
  legal: checkDecision,
});

/** Sushizock without the XState runtime: what pages and simulations need. */
export const sushizockRuntime: GameRuntime<SushizockRules, SushizockContext, SushizockEvent, SushizockView> = {
  id: 'sushizock',
  fast: sushizockFast,
  createContext,
  ...runtimeParts({ title: 'Sushizock im Gockelwok', isRules: isSushizockRules, outcome: outcomeOf }),
  legalEvents,
  legalCount,
  legalAt,
  check,
  view,
  // Saved games: the context without its rule set, checked field by field and for consistency on restore (see saved-state.ts).
  ...savedStateCodec<SushizockRules, SushizockContext>({ fast: sushizockFast, context: savedContextShape, bots: Object.keys(bots), consistent: inconsistency }),
  bots,
};
