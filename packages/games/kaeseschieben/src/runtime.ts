import type { RuleSet } from '@regelwerk/dsl';
import { checkDecisionShape, fail, ok, onlySeat, savedStateCodec, type DecisionFields, type FastSnapshot, type GameRuntime, type Refusal } from '@regelwerk/engine';
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

type Snap = FastSnapshot<KaeseschiebenContext>;

const FIELDS: DecisionFields = {
  'die.roll': new Set(['type', 'seat']),
  'mouse.step': new Set(['type', 'seat', 'dir']),
  'cube.take': new Set(['type', 'seat', 'from', 'size']),
  'cube.decline': new Set(['type', 'seat']),
};

const USAGE: Readonly<Record<string, string>> = {
  'die.roll': 'die.roll needs only the seat',
  'mouse.step': `mouse.step needs dir: one of ${DIRECTIONS.join(', ')}`,
  'cube.take': 'cube.take needs from (another player’s seat) and size (a cube size of the rules)',
};

/** Whether a decision is well formed (every field of the right type, none extra) and legal now. */
function check(snapshot: Snap, event: unknown): Refusal | null {
  const c = snapshot.context;
  const n = c.players.length;
  const refused = checkDecisionShape(event, { game: 'Käseschieben', fields: FIELDS, seats: n });
  if (refused) return refused;
  const e = event as Record<string, unknown>;
  const wellFormed =
    e.type === 'die.roll' ||
    e.type === 'cube.decline' ||
    (e.type === 'mouse.step' && typeof e.dir === 'string' && (DIRECTIONS as readonly string[]).includes(e.dir)) ||
    (e.type === 'cube.take' && Number.isInteger(e.from) && (e.from as number) >= 0 && (e.from as number) < n && typeof e.size === 'string' && c.rules.cubes.some((x) => x.id === e.size));
  if (!wellFormed) return { code: 'event/malformed', message: USAGE[e.type as string]! };
  if (snapshot.status === 'done') return { code: 'move/game-over', message: 'the match is over' };
  return checkDecision(c, event as KaeseschiebenEvent);
}

/** Saved games: the context without its rule set, checked field by field and for consistency on restore (see saved-state.ts). */
const saved = savedStateCodec<KaeseschiebenRules, KaeseschiebenContext>({ fast: kaeseschiebenFast, context: savedContextShape, bots: Object.keys(bots), consistent: inconsistency });

/** Käseschieben without the XState runtime: what pages and simulations need. */
export const kaeseschiebenRuntime: GameRuntime<KaeseschiebenRules, KaeseschiebenContext, KaeseschiebenEvent, KaeseschiebenView> = {
  id: 'kaeseschieben',
  fast: kaeseschiebenFast,
  createContext,
  rulesFor: (rules: RuleSet) => (isKaeseschiebenRules(rules) ? ok(rules) : fail('rules/wrong-game', `these are rules for ${rules.game}, not Käseschieben`)),
  toMove: (snapshot) => onlySeat(snapshot.status === 'done' ? null : actor(snapshot.context)),
  legalEvents,
  legalCount,
  legalAt,
  check,
  view,
  outcome: (snapshot) => (snapshot.status === 'done' ? outcomeOf(snapshot.context) : null),
  serialize: saved.serialize,
  restore: saved.restore,
  bots,
  // A step of a move may be taken back until the move is complete, unless it pushed a cube over
  // an edge (its owner would have seen its worm).
  undoable: (before, event, after) =>
    event.type === 'mouse.step' && after.value.endsWith('.moving') && after.context.current === event.seat && after.context.round === before.context.round && after.context.out.length === before.context.out.length && after.context.won.every((ids, s) => ids.length === before.context.won[s]!.length),
};
