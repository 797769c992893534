/**
 * What a saved Käseschieben game must be before `restore` uses it: the shape of the context
 * (types, squares on the board, seats, cube sizes, die faces) and the game's consistency (every
 * cube on the board, with one player or out, exactly once; the worms per size as the rules say;
 * no two mice on a square and none on cheese; the move agrees with the roll; every sheet recounts;
 * play passes clockwise from the round's starter turn by turn; a finished match has no move in
 * progress and its last sheet is its cubes; the last cube's bonus goes to one receiver).
 * The engine's `readSavedState` adds JSON, depth, prototype keys, the state, its status and the
 * seats' bots.
 */
import { array, bool, int, nullable, object, oneOf, optional, playersShape, refine, rngStateShape, type Issue, type Shape } from '@regelwerk/engine';
import type { KaeseschiebenContext } from './context.js';
import { DIRECTIONS, neighbour } from './geometry.js';
import { boardEmpty, edgeOwners, EMPTY, seatEdges } from './rules/board.js';
import { bestOf, cubeValue, nextStarter, roundsInMatch, scoreRound } from './rules/scoring.js';
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
    // A step names its direction, squares and pushed cubes; a pass only its seat.
    last: nullable(
      refine(
        object({ type: oneOf(['step', 'pass']), seat, dir: optional(oneOf(DIRECTIONS)), from: optional(square), to: optional(square), pushed: optional(array(square, { max: squares })) }),
        (l) => ([l.dir, l.from, l.to, l.pushed].filter((x) => x !== undefined).length === (l.type === 'step' ? 4 : 0) ? null : 'a step has dir, from, to and pushed; a pass has only its seat'),
      ),
    ),
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
  if (new Set(c.stolen.map((s) => s.seat)).size > 1) return at('stolen', 'the last cube’s bonus goes to the one player who received it');
  const counted = countsProblem(c, done);
  if (counted) return counted;
  if (!Object.values(edgeOwners(seatEdges(rules, n))).includes(null)) {
    if (c.out.length > 0) return at('out', `with a player at every edge no cube leaves the board unclaimed`);
    const sheet = c.sheets.findIndex((s) => s.out.length > 0);
    if (sheet >= 0) return at(`sheets[${sheet}].out`, `with a player at every edge no cube leaves the board unclaimed`);
  }
  // The turn, then the step just taken (which the turn's fields must agree with first).
  return turnProblem(value, c, done) ?? lastProblem(c, done);
}

/** The turn in play: the last cube's bonus, the roll and the move so far. */
function turnProblem(value: string, c: KaeseschiebenContext, done: boolean): Issue | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const rules = c.rules;
  const empty = boardEmpty(c.board);
  const leaf = value.slice(value.lastIndexOf('.') + 1);
  if (done) {
    if (!empty) return at('board', 'a finished match leaves no cheese on the board');
    const moving = (['roll', 'steps', 'left', 'path'] as const).find((f) => (typeof c[f] === 'number' ? c[f] !== 0 : (c[f] as readonly unknown[]).length > 0));
    if (moving) return at(moving, 'a finished match has no move in progress');
    if (c.receiver !== null || c.stealsLeft !== 0) return at(c.receiver !== null ? 'receiver' : 'stealsLeft', 'a finished match has no bonus left to take');
    // The last sheet was written from the cubes as they lie now, when the turn ended.
    const k = c.sheets.length - 1;
    if (JSON.stringify(c.sheets[k]) !== JSON.stringify(scoreRound({ ...c, turns: c.turns - 1 }))) return at(`sheets[${k}]`, 'the last round’s sheet does not match the cubes won and out');
    return null;
  }
  if ((leaf === 'lastCube') !== (c.receiver !== null)) return at('receiver', leaf === 'lastCube' ? 'the last cube has a receiver' : 'only while the last cube’s bonus is taken is there a receiver');
  if (leaf === 'lastCube') {
    if (!empty) return at('board', 'the last cube’s bonus comes once the board is empty');
    if (c.stolen.some((s) => s.seat !== c.receiver)) return at('stolen', `the last cube’s bonus goes to its receiver, seat ${c.receiver}`);
    if (c.stolen.length + c.stealsLeft !== rules.lastCubeSteal) return at('stealsLeft', `the receiver takes ${rules.lastCubeSteal} cube(s): ${c.stolen.length} taken, ${c.stealsLeft} left`);
    // The move that pushed the last cube off may have had steps left.
    return moveProblem(c, 0);
  }
  if (empty) return at('board', 'a round in play has cheese on the board');
  if (c.stealsLeft !== 0 || c.stolen.length > 0) return at('stolen', 'the last cube’s bonus comes only at the end of a round');
  if (leaf === 'ready') {
    return c.roll.length > 0 || c.steps !== 0 || c.left !== 0 || c.path.length > 0 ? at('roll', 'nothing is rolled or moved before the roll') : null;
  }
  return moveProblem(c, 1) ?? (nextSteps(c).length > 0 ? null : at('mice', 'the mouse to move has no step that completes its move'));
}

/** The step or pass just taken, against the mouse it moved and the move in progress. */
function lastProblem(c: KaeseschiebenContext, done: boolean): Issue | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const l = c.last;
  if (l !== null && done) return at('last', 'a finished match has no step just taken (scoring a round clears it)');
  if (c.path.length === 1 && l !== null) return at('last', 'right after the roll no step is taken yet');
  if (c.path.length > 1 && (l?.type !== 'step' || l.seat !== c.current)) return at('last', 'a move in progress has its last step as the step just taken');
  if (l === null) return null;
  if (l.seat >= c.players.length) return at('last.seat', `expected a seat from 0 to ${c.players.length - 1}, found ${l.seat}`);
  if (l.type === 'pass') return null;
  const size = c.rules.board;
  if (c.mice[l.seat] !== l.to) return at('last.to', 'the step just taken ends where its mouse stands');
  if (neighbour(size, l.from, l.dir) !== l.to) return at('last.from', `the step goes ${l.dir} from its square to the next`);
  for (let i = 0; i < l.pushed.length; i++) {
    if (l.pushed[i] !== (i === 0 ? l.to : neighbour(size, l.pushed[i - 1]!, l.dir))) return at(`last.pushed[${i}]`, 'the pushed cubes stood in one line ahead of the mouse');
  }
  return null;
}

/** A move in progress: the roll (jokers, then a number), its steps, the path so far ending where the mouse stands. */
function moveProblem(c: KaeseschiebenContext, minLeft: number): Issue | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const rules = c.rules;
  const last = c.roll[c.roll.length - 1];
  if (typeof last !== 'number' || c.roll.slice(0, -1).some((f) => rules.joker === null || f !== rules.joker.face)) return at('roll', 'a roll is jokers, then one number');
  if (c.steps !== stepsOf(rules, c.roll)) return at('steps', `the roll ${c.roll.join(', ')} gives ${stepsOf(rules, c.roll)} steps`);
  if (c.left < minLeft || c.left > c.steps) return at('left', `expected from ${minLeft} to ${c.steps} steps left`);
  if (c.path.length !== c.steps - c.left + 1) return at('path', `after ${c.steps - c.left} steps the path has ${c.steps - c.left + 1} squares`);
  if (c.path[c.path.length - 1] !== c.mice[c.current]) return at('path', 'the path ends where the mouse stands');
  for (let i = 1; i < c.path.length; i++) {
    if (!DIRECTIONS.some((d) => neighbour(rules.board, c.path[i - 1]!, d) === c.path[i])) return at(`path[${i}]`, 'each step goes to a neighbouring square');
  }
  return null;
}

const NEXT_STARTER: Readonly<Record<KaeseschiebenRules['nextRoundStarter'], string>> = {
  'lowest-points': 'a player with the fewest points of the round before',
  winner: 'a winner of the round before',
  next: 'the seat after the last round’s starter',
};

/**
 * How the counters agree with whose turn it is: each round begins with a seat its rules let
 * begin after the last sheet, play passes clockwise one finished turn at a time (the turns of
 * earlier rounds end at their sheets), and a turn can pass only once.
 */
function countsProblem(c: KaeseschiebenContext, done: boolean): Issue | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const n = c.players.length;
  if (c.passes > c.turns) return at('passes', `${c.passes} passed turns, but only ${c.turns} turns`);
  // A finished match's last sheet closes the round it was written in; before it, the one before.
  const closed = c.sheets.length - (done ? 1 : 0);
  const roundFrom = closed > 0 ? c.sheets[closed - 1]!.turns : 0;
  if (closed > 0) {
    const sheet = c.sheets[closed - 1]!;
    if (!Array.from({ length: n }, (_, p) => p).some((p) => nextStarter(c.rules, sheet, p) === c.starter)) {
      return at('starter', `seat ${c.starter} cannot begin round ${sheet.round + 1}: ${NEXT_STARTER[c.rules.nextRoundStarter]} begins it`);
    }
  }
  // A finished match's scoring counted one more turn, which did not pass play on.
  const played = c.turns - roundFrom - (done ? 1 : 0);
  const expected = (c.starter + played) % n;
  if (played < 0 || c.current !== expected) return at('current', `after ${played} finished turn(s) of this round from seat ${c.starter}, seat ${expected} ${done ? 'played last' : 'is to move'}, not seat ${c.current}`);
  return null;
}
