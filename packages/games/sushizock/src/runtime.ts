import type { RuleSet } from '@regelwerk/dsl';
import { checkDecisionShape, fail, hasOwn, ok, onlySeat, savedStateCodec, type DecisionFields, type FastSnapshot, type GameRuntime, type Refusal } from '@regelwerk/engine';
import { bots } from './bots.js';
import type { SushizockContext, SushizockEvent } from './context.js';
import { legalAt, legalCount, legalEvents } from './legal.js';
import { createContext, sushizockFast } from './machine.js';
import { outcomeOf } from './rules/scoring.js';
import { checkDecision } from './rules/turn.js';
import { inconsistency, savedContextShape } from './saved-state.js';
import { isSushizockRules, type SushizockRules } from './schema/rules.js';
import { view, type SushizockView } from './view.js';

type Snap = FastSnapshot<SushizockContext>;

const FIELDS: DecisionFields = {
  'dice.throw': new Set(['type', 'seat', 'keep']),
  'tile.take': new Set(['type', 'seat', 'group', 'position']),
  'tile.steal': new Set(['type', 'seat', 'group', 'from', 'position']),
};

const USAGE: Readonly<Record<string, string>> = {
  'dice.throw': 'dice.throw needs keep: [indices of the dice set aside, 0 to 4]',
  'tile.take': 'tile.take needs group (a tile group of the rules) and position (from 1, counted from the left of the centre row)',
  'tile.steal': 'tile.steal needs group, from (the opponent’s seat) and position (from 1, counted from the top of that stack)',
};

/** Whether a decision is well formed (every field of the right type, none extra) and legal now. */
function check(snapshot: Snap, event: unknown): Refusal | null {
  const c = snapshot.context;
  const n = c.players.length;
  const refused = checkDecisionShape(event, { game: 'Sushizock', fields: FIELDS, seats: n });
  if (refused) return refused;
  const e = event as Record<string, unknown>;
  const count = c.rules.dice.count;
  const wellFormed =
    e.type === 'dice.throw'
      ? Array.isArray(e.keep) && e.keep.length <= count && e.keep.every((i) => Number.isInteger(i))
      : typeof e.group === 'string' &&
        hasOwn(c.rules.tiles, e.group) &&
        Number.isInteger(e.position) &&
        (e.position as number) >= 1 &&
        (e.type === 'tile.take' || (Number.isInteger(e.from) && (e.from as number) >= 0 && (e.from as number) < n));
  if (!wellFormed) return { code: 'event/malformed', message: USAGE[e.type as string]! };
  if (snapshot.status === 'done') return { code: 'move/game-over', message: 'the game is over' };
  return checkDecision(c, event as SushizockEvent);
}

/** Saved games: the context without its rule set, checked field by field and for consistency on restore (see saved-state.ts). */
const saved = savedStateCodec<SushizockRules, SushizockContext>({ fast: sushizockFast, context: savedContextShape, bots: Object.keys(bots), consistent: inconsistency });

/** Sushizock without the XState runtime: what pages and simulations need. */
export const sushizockRuntime: GameRuntime<SushizockRules, SushizockContext, SushizockEvent, SushizockView> = {
  id: 'sushizock',
  fast: sushizockFast,
  createContext,
  rulesFor: (rules: RuleSet) => (isSushizockRules(rules) ? ok(rules) : fail('rules/wrong-game', `these are rules for ${rules.game}, not Sushizock im Gockelwok`)),
  toMove: (snapshot) => onlySeat(snapshot.status === 'done' ? null : snapshot.context.current),
  legalEvents,
  legalCount,
  legalAt,
  check,
  view,
  outcome: (snapshot) => (snapshot.status === 'done' ? outcomeOf(snapshot.context) : null),
  serialize: saved.serialize,
  restore: saved.restore,
  bots,
};
