/**
 * What a saved Sushizock game must be before `restore` uses it: the shape of the context (types,
 * tiles of the rule set's values, seats, dice faces, throws) and the game's consistency (every
 * tile of the rule set is in the centre or in exactly one stack, the state agrees with the
 * throws and the dice, a finished game's sheet is its stacks' score). The engine's
 * `readSavedState` adds JSON, depth, prototype keys, the state and its status.
 */
import { array, int, nullable, object, oneOf, playersShape, rngStateShape, type Issue, type Shape } from '@regelwerk/engine';
import type { SushizockContext } from './context.js';
import { scoreGame } from './rules/scoring.js';
import { centreEmpty, nothingPossible } from './rules/turn.js';
import type { SushizockRules } from './schema/rules.js';

const COUNTER = int(0, 1_000_000_000);

/** The saved context (without the rule set), with ranges from the rules. */
export function savedContextShape(rules: SushizockRules): Shape<Omit<SushizockContext, 'rules'>> {
  const maxPlayers = rules.players.max ?? 100;
  const seat = int(0, maxPlayers - 1);
  const count = rules.dice.count;
  const face = oneOf([...new Set(rules.dice.die.faces.map(String))]);
  const groups = Object.values(rules.tiles);
  const total = groups.reduce((a, g) => a + g.values.length, 0);
  const rows = object(Object.fromEntries(groups.map((g) => [g.id, array(oneOf([...new Set(g.values)]), { max: g.values.length })])));
  const dice = array(face, { max: count });
  return object({
    players: playersShape(rules.players.min, maxPlayers),
    rng: rngStateShape,
    starter: seat,
    current: seat,
    centre: rows,
    stacks: array(rows, { min: rules.players.min, max: maxPlayers }),
    dice,
    aside: array(int(0, count - 1), { max: count }),
    throwsUsed: int(0, rules.throws.max),
    turns: COUNTER,
    steals: COUNTER,
    forcedTakes: COUNTER,
    last: nullable(
      object({
        seat,
        kind: oneOf(['take', 'steal', 'forced'] as const),
        group: oneOf(groups.map((g) => g.id)),
        value: oneOf([...new Set(groups.flatMap((g) => g.values))]),
        position: int(1, total),
        from: nullable(seat),
        action: nullable(oneOf(rules.actions.map((a) => a.id))),
        dice,
      }),
    ),
    scores: nullable(array(object({ seat, stacks: rows, counted: int(0, total), total: int(-1_000_000, 1_000_000) }), { max: maxPlayers })),
  }) as unknown as Shape<Omit<SushizockContext, 'rules'>>;
}

const sortedKey = (xs: readonly number[]) => [...xs].sort((a, b) => a - b).join(',');

/** What the shape cannot say: how the fields of a saved game must agree; null when they do. */
export function inconsistency(value: string, status: 'active' | 'done', c: SushizockContext): Issue | string | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const n = c.players.length;
  const rules = c.rules;
  for (const f of ['starter', 'current'] as const) if (c[f] >= n) return at(f, `expected a seat from 0 to ${n - 1}, found ${c[f]}`);
  if (c.stacks.length !== n) return at('stacks', `expected one pair of stacks per player (${n}), found ${c.stacks.length}`);
  if (c.last && (c.last.seat >= n || (c.last.from !== null && c.last.from >= n))) return at('last', `names a seat beyond the ${n} players`);
  for (const g of Object.values(rules.tiles)) {
    const held = [...c.centre[g.id]!, ...c.stacks.flatMap((s) => s[g.id]!)];
    if (sortedKey(held) !== sortedKey(g.values)) return at('stacks', `the ${g.id} tiles in the centre and the stacks are ${sortedKey(held) || 'none'}, the rules have ${sortedKey(g.values)}`);
  }
  const over = value === 'over';
  if (over !== (status === 'done')) return at('scores', 'only the final state is done');
  if (over) {
    if (!centreEmpty(c)) return at('centre', 'a finished game has an empty centre');
    if (JSON.stringify(c.scores) !== JSON.stringify(scoreGame(c))) return at('scores', 'the scoring sheet does not match the stacks');
    return null;
  }
  if (c.scores !== null) return at('scores', 'a game in play has no scores yet');
  if (centreEmpty(c)) return at('centre', 'a game in play still has tiles in the centre');
  const ready = value.endsWith('.ready');
  if (ready !== (c.throwsUsed === 0)) return at('throwsUsed', ready ? 'no throw before the first throw' : 'the dice lie on the table after a throw');
  if (ready) return c.dice.length > 0 || c.aside.length > 0 ? at('dice', 'no dice before the first throw') : null;
  if (c.dice.length !== rules.dice.count) return at('dice', `expected ${rules.dice.count} dice`);
  if (new Set(c.aside).size !== c.aside.length) return at('aside', 'expected distinct dice');
  if (!rules.reuseSetAside && (c.aside.length >= rules.dice.count || c.aside.length < (c.throwsUsed - 1) * rules.throws.keepAtLeast)) {
    return at('aside', `after ${c.throwsUsed} throw(s) at least ${(c.throwsUsed - 1) * rules.throws.keepAtLeast} and fewer than ${rules.dice.count} dice are aside`);
  }
  if (value.endsWith('.forced') !== nothingPossible(c)) return at('dice', value.endsWith('.forced') ? 'the forced take applies only when no throw is left and the dice allow nothing' : 'with no throw left and nothing allowed the take is forced');
  return null;
}
