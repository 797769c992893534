import { decisionCheck, runtimeParts, savedStateCodec, type GameRuntime } from '@regelwerk/engine';
import { bots } from './bots.js';
import type { KaeseschiebenContext, KaeseschiebenEvent } from './context.js';
import { legalAt, legalCount, legalEvents } from './legal.js';
import { createContext, kaeseschiebenFast } from './machine.js';
import { DIRECTIONS } from './geometry.js';
import { outcomeOf } from './rules/scoring.js';
import { actor, checkDecision } from './rules/turn.js';
import { inconsistency, savedContextShape } from './saved-state.js';
import { isKaeseschiebenRules, type KaeseschiebenRules } from './schema/rules.js';
import { view, type KaeseschiebenView } from './view.js';

/** Whether a decision is well formed (every field of the right type, none extra) and legal now. */
const check = decisionCheck<KaeseschiebenContext, KaeseschiebenEvent>({
  game: 'Käseschieben',
  decisions: {
    'die.roll': {},
    'mouse.step': { fields: { dir: (v) => typeof v === 'string' && (DIRECTIONS as readonly string[]).includes(v) }, usage: `mouse.step needs dir: one of ${DIRECTIONS.join(', ')}` },
    'cube.take': {
      fields: { from: (v, c) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < c.players.length, size: (v, c) => typeof v === 'string' && c.rules.cubes.some((x) => x.id === v) },
      usage: 'cube.take needs from (another player’s seat) and size (a cube size of the rules)',
    },
    'cube.decline': {},
  },
  over: 'the match is over',
  legal: checkDecision,
});

/** Käseschieben without the XState runtime: what pages and simulations need. */
export const kaeseschiebenRuntime: GameRuntime<KaeseschiebenRules, KaeseschiebenContext, KaeseschiebenEvent, KaeseschiebenView> = {
  id: 'kaeseschieben',
  fast: kaeseschiebenFast,
  createContext,
  ...runtimeParts({ title: 'Käseschieben', isRules: isKaeseschiebenRules, mover: actor, outcome: outcomeOf }),
  legalEvents,
  legalCount,
  legalAt,
  check,
  view,
  // Saved games: the context without its rule set, checked field by field and for consistency on restore (see saved-state.ts).
  ...savedStateCodec<KaeseschiebenRules, KaeseschiebenContext>({ fast: kaeseschiebenFast, context: savedContextShape, bots: Object.keys(bots), consistent: inconsistency }),
  bots,
  // A step of a move may be taken back until the move is complete, unless it pushed a cube over
  // an edge (its owner would have seen its worm).
  undoable: (before, event, after) =>
    event.type === 'mouse.step' && after.value.endsWith('.moving') && after.context.current === event.seat && after.context.round === before.context.round && after.context.out.length === before.context.out.length && after.context.won.every((ids, s) => ids.length === before.context.won[s]!.length),
};
