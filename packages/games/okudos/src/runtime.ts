import type { RuleSet } from '@regelwerk/dsl';
import { checkDecisionShape, fail, hasOwn, ok, onlySeat, savedStateCodec, type DecisionFields, type FastSnapshot, type GameRuntime, type Refusal } from '@regelwerk/engine';
import { bots } from './bots.js';
import type { OkudosContext, OkudosEvent } from './context.js';
import { legalEvents } from './legal.js';
import { createContext, okudosFast } from './machine.js';
import { outcomeOf } from './rules/scoring.js';
import { checkDecision } from './rules/turn.js';
import { inconsistency, savedContextShape } from './saved-state.js';
import { isOkudosRules, type OkudosRules } from './schema/rules.js';
import { view, type OkudosView } from './view.js';

type Snap = FastSnapshot<OkudosContext>;

const FIELDS: DecisionFields = {
  'chip.place': new Set(['type', 'seat', 'chip', 'row', 'col']),
  'chip.discard': new Set(['type', 'seat', 'chip']),
  'turn.pass': new Set(['type', 'seat']),
  'chip.collect': new Set(['type', 'seat', 'row', 'col']),
};

const USAGE: Readonly<Record<string, string>> = {
  'chip.place': 'chip.place needs chip (a number in your hand), row and col (from 1)',
  'chip.discard': 'chip.discard needs chip (a number in your hand)',
  'turn.pass': 'turn.pass needs only the seat',
  'chip.collect': 'chip.collect needs row and col (from 1) of an irregular chip',
};

const isInt = (v: unknown) => Number.isInteger(v);

/** Whether a decision is well formed (every field of the right type, none extra) and legal now. */
function check(snapshot: Snap, event: unknown): Refusal | null {
  const c = snapshot.context;
  const n = c.players.length;
  const refused = checkDecisionShape(event, { game: "O'kudos", fields: FIELDS, seats: n });
  if (refused) return refused;
  const e = event as Record<string, unknown>;
  const fields = FIELDS[e.type as string]!;
  const missing = [...fields].find((k) => !hasOwn(e, k) || (k !== 'type' && !isInt(e[k])));
  if (missing !== undefined) return { code: 'event/malformed', message: USAGE[e.type as string]! };
  if (snapshot.status === 'done') return { code: 'move/game-over', message: 'the game is over' };
  return checkDecision(c, event as OkudosEvent);
}

/** Saved games: the context without its rule set, checked field by field and for consistency on restore (see saved-state.ts). */
const saved = savedStateCodec<OkudosRules, OkudosContext>({ fast: okudosFast, context: savedContextShape, bots: Object.keys(bots), consistent: inconsistency });

/** O'kudos without the XState runtime: what pages and simulations need. */
export const okudosRuntime: GameRuntime<OkudosRules, OkudosContext, OkudosEvent, OkudosView> = {
  id: 'okudos',
  fast: okudosFast,
  createContext,
  rulesFor: (rules: RuleSet) => (isOkudosRules(rules) ? ok(rules) : fail('rules/wrong-game', `these are rules for ${rules.game}, not O'kudos`)),
  toMove: (snapshot) => onlySeat(snapshot.status === 'done' ? null : snapshot.context.current),
  legalEvents,
  check,
  view,
  outcome: (snapshot) => (snapshot.status === 'done' ? outcomeOf(snapshot.context) : null),
  serialize: saved.serialize,
  restore: saved.restore,
  bots,
};
