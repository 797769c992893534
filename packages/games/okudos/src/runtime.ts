import { decisionCheck, runtimeParts, savedStateCodec, type FieldTest, type GameRuntime } from '@regelwerk/engine';
import { bots } from './bots.js';
import type { OkudosContext, OkudosEvent } from './context.js';
import { legalAt, legalCount, legalEvents } from './legal.js';
import { createContext, okudosFast } from './machine.js';
import { outcomeOf } from './rules/scoring.js';
import { checkDecision } from './rules/turn.js';
import { inconsistency, savedContextShape } from './saved-state.js';
import { isOkudosRules, type OkudosRules } from './schema/rules.js';
import { view, type OkudosView } from './view.js';

const int: FieldTest<OkudosContext> = (v) => Number.isInteger(v);

/** Whether a decision is well formed (every field of the right type, none extra) and legal now. */
const check = decisionCheck<OkudosContext, OkudosEvent>({
  game: "O'kudos",
  decisions: {
    'chip.place': { fields: { chip: int, row: int, col: int }, usage: 'chip.place needs chip (a number in your hand), row and col (from 1)' },
    'chip.discard': { fields: { chip: int }, usage: 'chip.discard needs chip (a number in your hand)' },
    'turn.pass': {},
    'chip.collect': { fields: { row: int, col: int }, usage: 'chip.collect needs row and col (from 1) of an irregular chip' },
  },
  over: 'the game is over',
  legal: checkDecision,
});

/** O'kudos without the XState runtime: what pages and simulations need. */
export const okudosRuntime: GameRuntime<OkudosRules, OkudosContext, OkudosEvent, OkudosView> = {
  id: 'okudos',
  fast: okudosFast,
  createContext,
  ...runtimeParts({ title: "O'kudos", isRules: isOkudosRules, outcome: outcomeOf }),
  legalEvents,
  legalCount,
  legalAt,
  check,
  view,
  // Saved games: the context without its rule set, checked field by field and for consistency on restore (see saved-state.ts).
  ...savedStateCodec<OkudosRules, OkudosContext>({ fast: okudosFast, context: savedContextShape, bots: Object.keys(bots), consistent: inconsistency }),
  bots,
};
