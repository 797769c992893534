/**
 * What a saved Sushizock game must be before `restore` uses it: the shape of the context (types,
 * tiles of the rule set's values, seats, dice faces, throws) and the game's consistency (every
 * tile of the rule set is in the centre or in exactly one stack, the state agrees with the
 * throws and the dice, the counters with the tiles they count and the seat to move, the last
 * move with the stacks and with what its dice allowed, a finished game's sheet is its stacks'
 * score). The engine's `readSavedState` adds JSON, depth, prototype keys, the state, its status
 * and the seats' bots.
 */
import { array, int, nullable, object, oneOf, playersShape, rngStateShape, type Issue, type Shape } from '@regelwerk/engine';
import type { SushizockContext, TileRows } from './context.js';
import { scoreGame } from './rules/scoring.js';
import { actionFor, forcedTake, gameOver, nothingPossible, offers } from './rules/turn.js';
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
const isAscending = (xs: readonly number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
const tilesIn = (rows: TileRows) => Object.values(rows).reduce((a, r) => a + r.length, 0);
const withRow = (rows: TileRows, group: string, row: readonly number[]): TileRows => ({ ...rows, [group]: row });

/**
 * How the counters and the last move must agree with the table: every finished turn moved one
 * tile (taken from the centre, or stolen), play passes clockwise from the starter, and the last
 * move lies on top of its player's stack and was one the dice allowed on the table before it.
 */
function historyProblem(c: SushizockContext, over: boolean): Issue | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const n = c.players.length;
  // A finished game counts its last turn, which does not pass the dice on.
  const expected = (c.starter + c.turns - (over ? 1 : 0)) % n;
  if (over && c.turns === 0) return at('turns', 'a finished game has had turns');
  if (c.current !== expected) return at('current', `after ${c.turns} finished turn(s) from seat ${c.starter}, seat ${expected} ${over ? 'played last' : 'is to move'}, not seat ${c.current}`);
  const taken = Object.values(c.rules.tiles).reduce((a, g) => a + g.values.length, 0) - tilesIn(c.centre);
  if (c.steals > c.turns || c.turns - c.steals !== taken) {
    return at('steals', `${c.steals} steal(s) in ${c.turns} turn(s) leave ${c.turns - c.steals} tile(s) taken from the centre, but ${taken} have left it`);
  }
  if (c.forcedTakes > taken) return at('forcedTakes', `${c.forcedTakes} forced takes, but only ${taken} tile(s) were taken from the centre`);
  const last = c.last;
  if ((last === null) !== (c.turns === 0)) return at('last', last === null ? 'after a finished turn the last move is known' : 'no turn has finished, so there is no last move');
  if (!last) return null;
  if (last.seat !== (over ? c.current : (c.current + n - 1) % n)) return at('last.seat', `the last move was made by the seat before the one to move`);
  if ((last.kind === 'steal') !== (last.from !== null) || last.from === last.seat) return at('last.from', 'a steal names the opponent stolen from, a take nobody');
  if (last.dice.length !== c.rules.dice.count) return at('last.dice', `a move is made with all ${c.rules.dice.count} dice on the table`);
  const group = c.rules.tiles[last.group]!;
  if (!group.values.includes(last.value)) return at('last.value', `${last.value} is not a ${last.group} tile`);
  const mine = c.stacks[last.seat]![last.group]!;
  if (mine[mine.length - 1] !== last.value) return at('last.value', `the tile moved last (${last.value}) lies on top of seat ${last.seat}'s ${last.group} stack, which shows ${mine.length ? mine[mine.length - 1] : 'nothing'}`);
  // The table just before the move: the tile back where it came from.
  const giver = last.from === null ? c.centre[last.group]! : c.stacks[last.from]![last.group]!;
  if (last.position > giver.length + 1) return at('last.position', `position ${last.position} of a ${last.group} row of ${giver.length + 1} tile(s)`);
  const back = giver.slice();
  back.splice(last.from === null ? last.position - 1 : giver.length + 1 - last.position, 0, last.value);
  const stacks = c.stacks.map((s, seat) => (seat === last.seat ? withRow(s, last.group, mine.slice(0, -1)) : seat === last.from ? withRow(s, last.group, back) : s));
  const before: SushizockContext = { ...c, current: last.seat, stacks, centre: last.from === null ? withRow(c.centre, last.group, back) : c.centre, dice: last.dice, throwsUsed: 1 };
  const offered = offers(before);
  const moved = last.kind === 'forced' ? forcedTake(before) : offered.find((o) => o.kind === last.kind && o.group === last.group && o.position === last.position && o.from === last.from);
  const action = last.kind === 'forced' ? null : actionFor(before, last.kind === 'take', last.group, last.kind === 'take' ? last.position : null);
  const allowed = last.kind === 'forced' ? offered.length === 0 && moved?.group === last.group && moved.position === last.position : moved !== undefined;
  if (!allowed || action !== last.action) return at('last', `the dice ${last.dice.join(', ')} did not allow this ${last.kind} of ${last.group} ${last.position}${last.action ? ` by ${last.action}` : ''}`);
  return null;
}

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
  if (rules.tilesOrder === 'sorted') {
    const unsorted = Object.keys(c.centre).find((g) => !isAscending(c.centre[g]!));
    if (unsorted) return at(`centre.${unsorted}`, 'these rules lay the centre out in ascending order, and taking a tile keeps it so');
  }
  const over = value === 'over';
  if (over !== (status === 'done')) return at('scores', 'only the final state is done');
  const history = historyProblem(c, over);
  if (history) return history;
  if (over) {
    if (!gameOver(c)) return at('centre', c.rules.endsWhen.includes('any-row-empty') ? 'a finished game has an empty row in the centre' : 'a finished game has an empty centre');
    if (JSON.stringify(c.scores) !== JSON.stringify(scoreGame(c))) return at('scores', 'the scoring sheet does not match the stacks');
    return null;
  }
  if (c.scores !== null) return at('scores', 'a game in play has no scores yet');
  if (gameOver(c)) return at('centre', c.rules.endsWhen.includes('any-row-empty') ? 'a game in play has no empty row in the centre (these rules end when one is empty)' : 'a game in play still has tiles in the centre');
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
