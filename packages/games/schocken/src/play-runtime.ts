import { isSchockenRules, type SchockenRules } from './schema/rules.js';
import { decisionCheck, runtimeParts, type FieldTest, type Outcome, type PlayRuntime } from '@regelwerk/engine';
import { bots } from './bots.js';
import type { SchockenContext, SchockenEvent } from './context.js';
import { legalAt, legalCount, legalEvents } from './legal.js';
import { createContext, schockenFast, schockenFastFor } from './machine.js';
import { checkDecision } from './rules/turn.js';
import { view, type SchockenView } from './view.js';

/** Indices of dice: at most as many as the rules throw. */
const indices: FieldTest<SchockenContext> = (v, c) => Array.isArray(v) && v.length <= c.rules.dice.count && v.every((i) => Number.isInteger(i));

/** Whether a decision is well formed (every field of the right type, none extra) and legal now. */
const check = decisionCheck<SchockenContext, SchockenEvent>({
  game: 'Schocken',
  decisions: {
    'dice.throw': {
      fields: { keep: indices, turn: indices },
      optional: ['turn'],
      usage: (c) => `dice.throw needs keep: [indices of dice to set aside, 0 to ${c.rules.dice.count - 1}] and, optionally, turn: [indices]`,
    },
    'turn.end': {},
    'dice.blind': {},
  },
  over: 'the game is over',
  legal: checkDecision,
});

/** The outcome of a finished game: its loser, and everyone else won. */
function outcome(c: SchockenContext): Outcome | null {
  if (c.loser === null) return null;
  const others = c.players.map((_, s) => s).filter((s) => s !== c.loser);
  return {
    ranking: [others, [c.loser]],
    losers: [c.loser],
    winners: others,
    // `endedBy`: the row of the round's best throw when it ended the game at once (`ends game`).
    details: { halfLosers: c.halfLosers, final: c.stage === 'final', rounds: c.rounds, ...(c.lastRound?.endsGame ? { endedBy: rowOfBest(c) } : {}) },
  };
}

/** The row of the last round's best throw. */
function rowOfBest(c: SchockenContext): string {
  const r = c.lastRound!;
  return r.results.find((x) => x.seat === r.best)!.row;
}

/** Schocken without the XState runtime and without save/restore: what pages need (`./play`). */
export const schockenPlay: PlayRuntime<SchockenRules, SchockenContext, SchockenEvent, SchockenView> = {
  id: 'schocken',
  fast: schockenFast,
  // A session plays its rule set's chart directly, not through the dispatch of `schockenFast`.
  fastFor: schockenFastFor,
  createContext,
  ...runtimeParts({ title: 'Schocken', isRules: isSchockenRules, outcome }),
  legalEvents,
  legalCount,
  legalAt,
  check,
  view,
  bots,
  // Stopping may be taken back until the next player acts, as long as it revealed nothing (the
  // round was not scored); a throw never can, its dice are known (the session refuses that too).
  undoable: (before, event, after) => event.type === 'turn.end' && after.context.rounds === before.context.rounds && after.status !== 'done',
};

