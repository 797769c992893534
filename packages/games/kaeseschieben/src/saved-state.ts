/**
 * What a saved Käseschieben game must be before `restore` uses it: the shape of the context
 * (types, squares on the board, seats, cube sizes, die faces) and the game's consistency (every
 * cube on the board, with one player or out, exactly once; the worms per size as the rules say;
 * no two mice on a square and none on cheese; the move agrees with the roll; every sheet recounts).
 * The engine's `readSavedState` adds JSON, depth, prototype keys, the state and its status.
 */
import { array, bool, int, nullable, object, oneOf, playersShape, rngStateShape, type Issue, type Shape } from '@regelwerk/engine';
import type { KaeseschiebenContext } from './context.js';
import { boardEmpty, DIRECTIONS, EMPTY, neighbour } from './rules/board.js';
import { bestOf, cubeValue, roundsInMatch } from './rules/scoring.js';
import { layoutSizes } from './rules/setup.js';
import { nextSteps, stepsOf } from './rules/turn.js';
import type { KaeseschiebenRules } from './schema/rules.js';

const COUNTER = int(0, 1_000_000_000);

/** The saved context (without the rule set), with ranges from the rules. */
export function savedContextShape(rules: KaeseschiebenRules): Shape<Omit<KaeseschiebenContext, 'rules'>> {
  const maxPlayers = Math.min(rules.players.max ?? 4, 4);
  const seat = int(0, maxPlayers - 1);
  const squares = rules.board.width * rules.board.height;
  const total = layoutSizes(rules).length;
  const square = int(0, squares - 1);
  const cubeId = int(0, total - 1);
  const size = oneOf(rules.cubes.map((c) => c.id));
  const cube = object({ size, worm: bool });
  const rounds = roundsInMatch(rules);
  return object({
    players: playersShape(rules.players.min, maxPlayers),
    rng: rngStateShape,
    round: int(1, rounds),
    starter: seat,
    current: seat,
    cubes: array(cube, { length: total }),
    board: array(int(EMPTY, total - 1), { length: squares }),
    mice: array(square, { min: rules.players.min, max: maxPlayers }),
    won: array(array(cubeId, { max: total }), { min: rules.players.min, max: maxPlayers }),
    out: array(cubeId, { max: total }),
    roll: array(oneOf([...new Set(rules.dice.die.faces)]), { max: 101 }),
    steps: int(0, 1000),
    left: int(0, 1000),
    path: array(square, { max: 1001 }),
    receiver: nullable(seat),
    stealsLeft: int(0, rules.lastCubeSteal),
    stolen: array(object({ seat, from: seat, size }), { max: rules.lastCubeSteal }),
    sheets: array(
      object({
        round: int(1, rounds),
        lines: array(object({ seat, cubes: array(cube, { max: total }), points: int(-1_000_000, 1_000_000) }), { min: rules.players.min, max: maxPlayers }),
        out: array(cube, { max: total }),
        winners: array(seat, { min: 1, max: maxPlayers }),
        turns: COUNTER,
      }),
      { max: rounds },
    ),
    turns: COUNTER,
    passes: COUNTER,
  }) as unknown as Shape<Omit<KaeseschiebenContext, 'rules'>>;
}

const tally = (cubes: readonly { size: string; worm: boolean }[]) => {
  const out = new Map<string, { count: number; worms: number }>();
  for (const c of cubes) {
    const t = out.get(c.size) ?? { count: 0, worms: 0 };
    out.set(c.size, { count: t.count + 1, worms: t.worms + (c.worm ? 1 : 0) });
  }
  return out;
};

/** Whether `cubes` are the rules' cubes: as many of each size, as many worms in each. */
function cubesProblem(rules: KaeseschiebenRules, cubes: readonly { size: string; worm: boolean }[]): string | null {
  const t = tally(cubes);
  for (const c of rules.cubes) {
    const got = t.get(c.id) ?? { count: 0, worms: 0 };
    if (got.count !== c.count || got.worms !== c.worms) return `expected ${c.count} ${c.id} cubes with ${c.worms} worms, found ${got.count} with ${got.worms}`;
  }
  return null;
}

/** What the shape cannot say: how the fields of a saved game must agree; null when they do. */
export function inconsistency(value: string, status: 'active' | 'done', c: KaeseschiebenContext): Issue | string | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const rules = c.rules;
  const n = c.players.length;
  const seats = (name: string, xs: readonly unknown[]) => (xs.length === n ? null : at(name, `expected one entry per player (${n}), found ${xs.length}`));
  for (const f of ['starter', 'current'] as const) if (c[f] >= n) return at(f, `expected a seat from 0 to ${n - 1}, found ${c[f]}`);
  const wrongLength = seats('mice', c.mice) ?? seats('won', c.won);
  if (wrongLength) return wrongLength;
  if (c.receiver !== null && c.receiver >= n) return at('receiver', `expected a seat from 0 to ${n - 1}, found ${c.receiver}`);
  const sizes = layoutSizes(rules);
  const wrongSize = c.cubes.findIndex((cube, i) => cube.size !== sizes[i]);
  if (wrongSize >= 0) return at(`cubes[${wrongSize}].size`, `cube ${wrongSize} is a ${sizes[wrongSize]} cube, as the layout places it`);
  const cubes = cubesProblem(rules, c.cubes);
  if (cubes) return at('cubes', cubes);
  // Every cube exactly once: on the board, with a player, or out.
  const seen = new Array<number>(c.cubes.length).fill(0);
  for (const id of c.board) if (id !== EMPTY) seen[id]! += 1;
  for (const ids of c.won) for (const id of ids) seen[id]! += 1;
  for (const id of c.out) seen[id]! += 1;
  const lost = seen.findIndex((k) => k !== 1);
  if (lost >= 0) return at('board', `cube ${lost} is in ${seen[lost]} places; every cube is on the board, with one player or out, exactly once`);
  if (new Set(c.mice).size !== n) return at('mice', 'two mice stand on one square');
  const onCheese = c.mice.findIndex((m) => c.board[m] !== EMPTY);
  if (onCheese >= 0) return at(`mice[${onCheese}]`, 'a mouse stands on a cube');
  // The finished rounds.
  const total = roundsInMatch(rules);
  const done = value === 'over';
  if (done !== (status === 'done')) return at('sheets', 'only the final state is done');
  if (c.sheets.length !== (done ? total : c.round - 1)) return at('sheets', done ? `a finished match has ${total} sheets` : `round ${c.round} comes after ${c.round - 1} sheets, found ${c.sheets.length}`);
  if (done && c.round !== total) return at('round', `a finished match ends in round ${total}`);
  for (const [i, s] of c.sheets.entries()) {
    if (s.round !== i + 1) return at(`sheets[${i}].round`, `expected round ${i + 1}`);
    if (s.turns > c.turns || (i > 0 && s.turns <= c.sheets[i - 1]!.turns)) return at(`sheets[${i}].turns`, 'rounds end one after another, each after at least one turn');
    if (s.lines.length !== n || s.lines.some((l, k) => l.seat !== k)) return at(`sheets[${i}].lines`, `expected one line per player, in seat order`);
    const problem = cubesProblem(rules, [...s.lines.flatMap((l) => l.cubes), ...s.out]);
    if (problem) return at(`sheets[${i}]`, problem);
    const wrong = s.lines.find((l) => l.points !== l.cubes.reduce((a, x) => a + cubeValue(rules, x), 0));
    if (wrong) return at(`sheets[${i}].lines[${wrong.seat}].points`, 'the points do not add up to the cubes');
    if (JSON.stringify(s.winners) !== JSON.stringify(bestOf(rules, s.lines.map((l) => l.points)))) return at(`sheets[${i}].winners`, 'the winners are not those with the best points');
  }
  if (c.stolen.some((s) => s.seat >= n || s.from >= n || s.seat === s.from)) return at('stolen', 'a cube taken from a seat not in play or from oneself');
  // The turn.
  const empty = boardEmpty(c.board);
  const leaf = value.slice(value.lastIndexOf('.') + 1);
  if (done) return empty ? null : at('board', 'a finished match leaves no cheese on the board');
  if ((leaf === 'lastCube') !== (c.receiver !== null)) return at('receiver', leaf === 'lastCube' ? 'the last cube has a receiver' : 'only while the last cube’s bonus is taken is there a receiver');
  if (leaf === 'lastCube') return empty ? null : at('board', 'the last cube’s bonus comes once the board is empty');
  if (empty) return at('board', 'a round in play has cheese on the board');
  if (c.stealsLeft !== 0 || c.stolen.length > 0) return at('stolen', 'the last cube’s bonus comes only at the end of a round');
  if (leaf === 'ready') {
    return c.roll.length > 0 || c.steps !== 0 || c.left !== 0 || c.path.length > 0 ? at('roll', 'nothing is rolled or moved before the roll') : null;
  }
  // moving
  const last = c.roll[c.roll.length - 1];
  if (typeof last !== 'number' || c.roll.slice(0, -1).some((f) => rules.joker === null || f !== rules.joker.face)) return at('roll', 'a roll is jokers, then one number');
  if (c.steps !== stepsOf(rules, c.roll)) return at('steps', `the roll ${c.roll.join(', ')} gives ${stepsOf(rules, c.roll)} steps`);
  if (c.left < 1 || c.left > c.steps) return at('left', `expected from 1 to ${c.steps} steps left`);
  if (c.path.length !== c.steps - c.left + 1) return at('path', `after ${c.steps - c.left} steps the path has ${c.steps - c.left + 1} squares`);
  if (c.path[c.path.length - 1] !== c.mice[c.current]) return at('path', 'the path ends where the mouse stands');
  for (let i = 1; i < c.path.length; i++) {
    if (!DIRECTIONS.some((d) => neighbour(rules.board, c.path[i - 1]!, d) === c.path[i])) return at(`path[${i}]`, 'each step goes to a neighbouring square');
  }
  return nextSteps(c).length > 0 ? null : at('mice', 'the mouse to move has no step that completes its move');
}
