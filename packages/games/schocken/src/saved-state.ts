/**
 * What a saved Schocken game must be before `restore` uses it: the shape of the context (types,
 * ranges from the rule set: seats, tokens, dice on the die, throws) and the game's consistency
 * (the tokens add up to the rule set's 13, the seat to move plays in this half, the stage agrees
 * with the state, the throws stay within the turn's limit, set-aside dice exist, also those of a
 * finished turn; who plays follows the phase and the tokens, the round began with the last
 * round's loser and went round the table in order, the starter's throws are the round's limit,
 * the last round's best and worst are those of its throws, a decided stage left a fresh one, a
 * finished game's loser lost its last stage). The engine's `readSavedState` adds JSON, depth,
 * prototype keys, the state, its status and the seats' bots.
 */
import { rulesForPlayers } from '@regelwerk/dsl';
import { array, bool, canonical, int, nullable, object, oneOf, optional, playersShape, rngStateShape, text, type Issue, type Shape } from '@regelwerk/engine';
import type { SchockenRules } from './schema/rules.js';
import type { SchockenContext, ThrowOff } from './context.js';
import { halvesLostBy } from './machine.js';
import { scoreRound } from './rules/round.js';
import { throwOffOf, tiedForWorst, worstOfThrowOff } from './rules/ties.js';
import { starterOf } from './rules/starters.js';
import { inOpening, mostThrows, nextInPlay, rulesNow, seatsInPlay, throwLimit } from './rules/turn.js';

const custom = <T>(check: (v: unknown, path: string) => Issue | null): Shape<T> => ({ check });
const finite = custom<number>((v, path) => (typeof v === 'number' && Number.isFinite(v) ? null : { path, message: `expected a number, found ${JSON.stringify(v) ?? 'nothing'}` }));
const either = <A, B>(a: Shape<A>, b: Shape<B>): Shape<A | B> => custom((v, path) => (a.check(v, path) === null ? null : b.check(v, path)));

/** The saved context (without the rule set), with ranges from the rules. */
export function savedContextShape(rules: SchockenRules): Shape<Omit<SchockenContext, 'rules'>> {
  const maxPlayers = rules.players.max ?? 100;
  const seat = int(0, maxPlayers - 1);
  const count = rules.dice.count;
  const face = oneOf(rules.dice.die.faces as readonly number[]);
  const dice = array(face, { length: count });
  const tokens = int(0, rules.tokens);
  const throwOffRule = throwOffOf(rules);
  // `match lost-at <n> halves`: with p players some player has lost n halves after p·(n−1)+1 of them.
  const lostAt = rules.match?.lostAt ?? null;
  const mostHalves = lostAt === null ? rules.halves.count : maxPlayers * (lostAt - 1) + 1;
  const result = {
    seat,
    dice,
    throws: int(1, mostThrows(rules)),
    fromHand: bool,
    covered: bool,
    // Optional: states saved before the set-aside dice of a finished turn were recorded lack it.
    aside: optional(array(int(0, count - 1), { max: count - 1 })),
    // Only with `blind first-throw`: a throw declared blind.
    blind: optional(oneOf([true] as const)),
  };
  // A throw-off's throws: open, within the throw-off's own limit.
  const offResult = { ...result, throws: int(1, throwOffRule?.throws ?? 1) };
  const throwOff = object({
    seats: array(seat, { min: 2, max: maxPlayers }),
    results: array(object(offResult), { max: maxPlayers }),
    earlier: array(array(object(offResult), { max: maxPlayers })),
    loser: nullable(seat),
  });
  return object({
    players: playersShape(rules.players.min, maxPlayers),
    rng: rngStateShape,
    stage: oneOf(['half', 'final'] as const),
    half: int(1, mostHalves),
    halfLosers: array(seat, { max: mostHalves }),
    middle: tokens,
    tokens: array(tokens, { min: rules.players.min, max: maxPlayers }),
    // Only with `passing discard`: tokens put out of play in this stage.
    outOfPlay: optional(tokens),
    inPlay: array(bool, { min: rules.players.min, max: maxPlayers }),
    firstStarter: seat,
    starter: seat,
    current: seat,
    roundLimit: nullable(int(1, mostThrows(rules))),
    dice: array(face, { max: count }),
    aside: array(int(0, count - 1), { max: count }),
    throwsUsed: int(0, mostThrows(rules)),
    fromHand: bool,
    results: array(object(result), { max: maxPlayers }),
    lastRound: nullable(
      object({
        results: array(object({ ...result, row: text(100), label: text(200), penalty: either(tokens, oneOf(['all'] as const)), rank: finite, times: optional(int(1, 10)) }), { max: maxPlayers }),
        best: seat,
        worst: seat,
        tokens,
        from: either(oneOf(['middle'] as const), seat),
        endsHalf: bool,
        left: array(seat, { max: maxPlayers }),
        stageLoser: nullable(seat),
        throwOff: optional(throwOff),
        discarded: optional(oneOf([true] as const)),
        opening: optional(oneOf([true] as const)),
        endsGame: optional(oneOf([true] as const)),
      }),
    ),
    stageLoser: nullable(seat),
    rounds: int(0, 1_000_000_000),
    loser: nullable(seat),
    throwOff: optional(nullable(throwOff)),
  }) as Shape<Omit<SchockenContext, 'rules'>>;
}

/**
 * The rule set a saved game was played by: for rules whose values depend on the table, those of
 * the saved game's number of players (read from the text before it is checked). Text that is not
 * a saved game, or a table the rules do not allow, keeps `rules`: the check then says what is wrong.
 */
export function rulesForSaved(json: string, rules: SchockenRules): SchockenRules {
  if (rules.byPlayers === undefined) return rules;
  try {
    const players = (JSON.parse(json) as { context?: { players?: unknown } } | null)?.context?.players;
    return Array.isArray(players) ? rulesForPlayers(rules, players.length) : rules;
  } catch {
    return rules;
  }
}

/** What the shape cannot say: how the fields of a saved game must agree; null when they do. */
export function inconsistency(value: string, status: 'active' | 'done', c: SchockenContext): Issue | string | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const n = c.players.length;
  const rules = c.rules;
  const seatFields = ['firstStarter', 'starter', 'current'] as const;
  for (const f of seatFields) if (c[f] >= n) return at(f, `expected a seat from 0 to ${n - 1}, found ${c[f]}`);
  for (const f of ['loser', 'stageLoser'] as const) if (c[f] !== null && c[f] >= n) return at(f, `expected a seat from 0 to ${n - 1} or null, found ${c[f]}`);
  if (c.tokens.length !== n) return at('tokens', `expected one count per player (${n}), found ${c.tokens.length}`);
  if (c.inPlay.length !== n) return at('inPlay', `expected one entry per player (${n}), found ${c.inPlay.length}`);
  const total = c.middle + c.tokens.reduce((a, b) => a + b, 0) + (c.outOfPlay ?? 0);
  if (total !== rules.tokens) return at('tokens', `the middle, the players' tokens and those out of play add up to ${total}, the rules have ${rules.tokens}`);
  const seatList = (field: string, list: readonly number[]) => list.findIndex((s) => s >= n) >= 0 ? at(field, `names a seat beyond the ${n} players`) : null;
  const bad = seatList('halfLosers', c.halfLosers) ?? seatList('results', c.results.map((r) => r.seat));
  if (bad) return bad;
  if (c.lastRound) {
    const r = c.lastRound;
    const roundSeats = [r.best, r.worst, ...r.left, ...(r.stageLoser === null ? [] : [r.stageLoser]), ...(r.from === 'middle' ? [] : [r.from]), ...r.results.map((x) => x.seat)];
    if (roundSeats.some((s) => s >= n)) return at('lastRound', `names a seat beyond the ${n} players`);
  }
  const over = value === 'over';
  if (over !== (c.loser !== null)) return at('loser', over ? 'a finished game has a loser' : 'a game in play has no loser yet');
  if ((c.throwOff !== undefined) !== (throwOffOf(rules) !== null)) return at('throwOff', throwOffOf(rules) ? 'these rules throw ties off: the saved game says whether one is played (null: none)' : 'these rules have no throw-off');
  const inThrowOff = value.split('.')[3] === 'throwOff';
  if (!inThrowOff && c.throwOff != null) return at('throwOff', 'a throw-off is played only in the throw-off state');
  const history = lastRoundProblem(c);
  if (history) return history;
  if (over) return finalProblem(c) ?? overProblem(c);
  // The opening round (`opening-round counts`) is the game's first round, and only it.
  const opening = value.startsWith('opening.');
  if (opening !== inOpening(c)) return at('rounds', opening ? `the opening round is the first round, ${c.rounds} round(s) were played` : 'these rules begin the game with the opening round');
  const stage = opening ? 'half' : value.split('.')[1];
  if (stage !== c.stage || (opening && c.half !== 1)) return at('stage', `the state ${value} is in the ${stage ?? '?'}, the context says ${c.stage}`);
  const final = finalProblem(c);
  if (final) return final;
  if (c.stageLoser !== null) return at('stageLoser', 'a stage being played has no loser yet');
  const passing = value.split('.')[2] === 'passing';
  if (passing !== (c.middle === 0)) return at('middle', passing ? 'tokens are passed only once the middle is empty' : 'with the middle empty the tokens are passed');
  if (!c.inPlay[c.current]) return at('current', `seat ${c.current} does not play in this half`);
  if (!c.inPlay[c.starter]) return at('starter', `seat ${c.starter} does not play in this half`);
  if (seatsInPlay(c) < 2) return at('inPlay', 'at least two players play a half');
  if (c.stage === 'half' ? c.halfLosers.length !== c.half - 1 : c.halfLosers.length !== c.half) return at('halfLosers', `${c.halfLosers.length} half losers in half ${c.half} of the ${c.stage}`);
  const lostAt = rules.match?.lostAt ?? null;
  if (lostAt !== null && c.halfLosers.some((s) => halvesLostBy(c.halfLosers, s) >= lostAt)) return at('halfLosers', `a player who lost ${lostAt} halves has lost the game`);
  if (!inThrowOff && c.results.length >= seatsInPlay(c)) return at('results', 'every player in play has finished, but the round is not scored');
  if (c.results.some((r) => !c.inPlay[r.seat]) || new Set(c.results.map((r) => r.seat)).size !== c.results.length) return at('results', 'each finished player plays in this half, once');
  const asideBad = c.results.findIndex((r) => r.aside !== undefined && (new Set(r.aside).size !== r.aside.length || r.fromHand !== (r.aside.length === 0)));
  if (asideBad >= 0) return at(`results[${asideBad}].aside`, 'expected distinct dice, none exactly when the throw was from the hand');
  const round = roundProblem(c, passing, inThrowOff);
  if (round) return round;
  const off = inThrowOff ? throwOffProblem(c) : null;
  if (off) return off;
  if (!inThrowOff && c.results.some((r) => r.seat === c.current)) return at('current', `seat ${c.current} has already finished this round`);
  if (c.results.length === 0 && c.current !== c.starter) return at('current', 'the round begins with its starter');
  if ((c.roundLimit === null) !== (c.results.length === 0)) return at('roundLimit', 'the starter’s throws become the limit once the starter has finished');
  const limit = throwLimit(c);
  if (c.throwsUsed > limit) return at('throwsUsed', `${c.throwsUsed} throws, this turn allows ${limit}`);
  const ready = value.endsWith('.ready');
  if (ready !== (c.throwsUsed === 0)) return at('throwsUsed', ready ? 'no throw before the first throw' : 'the dice lie on the table after a throw');
  if (c.dice.length !== (ready ? 0 : rules.dice.count)) return at('dice', ready ? 'no dice before the first throw' : `expected ${rules.dice.count} dice`);
  if (new Set(c.aside).size !== c.aside.length || c.aside.length >= rules.dice.count) return at('aside', 'expected distinct dice, not all of them');
  if (ready && (c.aside.length > 0 || c.fromHand)) return at('aside', 'nothing is set aside before the first throw');
  if (!ready && c.fromHand !== (c.aside.length === 0)) return at('fromHand', 'a throw is from the hand exactly when nothing was set aside');
  return null;
}

/**
 * The last round as scored: a round of two or more, its best and worst those of its throws, the
 * tokens from the middle or from its best, who left; the rounds counted; and a round that decided
 * a stage left a fresh one (or the end).
 */
function lastRoundProblem(c: SchockenContext): Issue | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const r = c.lastRound;
  if ((r === null) !== (c.rounds === 0)) return at('lastRound', r === null ? `after ${c.rounds} round(s) the last one is known` : 'no round has been played, so there is no last one');
  if (c.halfLosers.length > c.rounds) return at('rounds', `${c.halfLosers.length} stage(s) decided in ${c.rounds} round(s)`);
  if (!r) return null;
  if (r.results.length < 2 || new Set(r.results.map((x) => x.seat)).size !== r.results.length) return at('lastRound.results', 'a round is two or more players, each once');
  // Scored again from its throws: the rows, the ranks, the best and the worst (the tokens depend on the table before it).
  const thrownOff = r.throwOff === undefined ? null : r.throwOff;
  if (thrownOff !== null || (throwOffOf(c.rules) !== null && r.opening !== true)) {
    const problem = throwOffChainProblem(c.rules, r.results, thrownOff, 'lastRound.throwOff');
    if (problem) return problem;
  }
  const again = scoreRound({
    ...c,
    results: r.results.map(({ seat, dice, throws, fromHand, covered, aside, blind }) => ({ seat, dice, throws, fromHand, covered, ...(aside ? { aside } : {}), ...(blind ? { blind } : {}) })),
    ...(thrownOff ? { throwOff: thrownOff } : {}),
    // The opening round is scored as the first round (`opening-round counts`).
    ...(r.opening ? { rounds: 0 } : {}),
  }).lastRound!;
  if ((r.opening === true) !== (c.rules.opening !== undefined && c.rounds === 1)) return at('lastRound.opening', r.opening ? 'only the first round of rules with an opening round is one' : 'the first round of these rules is the opening round');
  if (canonical(again.results) !== canonical(r.results) || again.best !== r.best || again.worst !== r.worst || again.endsHalf !== r.endsHalf || again.endsGame !== r.endsGame) {
    return at('lastRound', 'the last round’s rows, best and worst are not those of its throws');
  }
  if (r.from !== 'middle' && r.from !== r.best) return at('lastRound.from', 'tokens come from the middle or from the round’s best');
  if (r.left.length > 0 && (r.from !== r.best || r.left.some((s) => s !== r.best) || r.left.length > 1)) return at('lastRound.left', 'only the best of a passing round leaves, on handing over their last token');
  if (r.stageLoser === null) return c.loser === null && r.from !== 'middle' && c.middle > 0 ? at('lastRound.from', 'tokens are passed only once the middle is empty') : null;
  // A decided stage: the next one starts afresh (or the game ends), its loser listed.
  if (c.loser === null && (c.middle !== c.rules.tokens || c.tokens.some((t) => t > 0))) return at('lastRound.stageLoser', 'a round that decided a stage is followed by a fresh one, every token in the middle');
  // Every half's loser is listed; the final's is the game's loser.
  const finalLost = c.loser !== null && c.stage === 'final';
  if (!finalLost && c.halfLosers[c.halfLosers.length - 1] !== r.stageLoser) return at('lastRound.stageLoser', `seat ${r.stageLoser} lost the stage with the last round, but the half losers end with ${c.halfLosers[c.halfLosers.length - 1] ?? 'nobody'}`);
  return null;
}

/** A final is played only where the rules have one, after their last half. */
function finalProblem(c: SchockenContext): Issue | null {
  const { count, final } = c.rules.halves;
  return c.stage === 'final' && (!final || c.half !== count) ? { path: '$.context.stage', message: `these rules play ${final ? `a final after half ${count}` : 'no final'}` } : null;
}

/** A finished game: its loser lost the last stage, in the last half or the final. */
function overProblem(c: SchockenContext): Issue | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  if (c.lastRound?.stageLoser !== c.loser || c.stageLoser !== c.loser) return at('loser', 'the loser of the game lost its last stage, with the last round');
  if (c.halfLosers.length !== c.half) return at('halfLosers', `a finished game has lost ${c.half} half/halves, the list has ${c.halfLosers.length}`);
  // A row that `ends game` ends it in any half.
  if (c.lastRound?.endsGame === true) return c.results.length > 0 ? at('results', 'a finished game has no round in progress') : null;
  // `match lost-at <n> halves`: the loser has lost n halves now, nobody did before.
  const lostAt = c.rules.match?.lostAt ?? null;
  if (lostAt !== null) {
    if (halvesLostBy(c.halfLosers, c.loser!) !== lostAt || c.halfLosers.slice(0, -1).some((s) => halvesLostBy(c.halfLosers.slice(0, -1), s) >= lostAt)) return at('halfLosers', `the game ends when one player has lost ${lostAt} halves, and that player lost it`);
    return c.results.length > 0 ? at('results', 'a finished game has no round in progress') : null;
  }
  if (c.stage === 'half' && c.half !== c.rules.halves.count) return at('half', `without a final the game ends after half ${c.rules.halves.count}`);
  if (c.stage === 'half' && c.rules.halves.final && c.halfLosers.some((s) => s !== c.loser)) return at('halfLosers', 'without playing the final, one player lost every half');
  if (c.stage === 'final' && !c.halfLosers.includes(c.loser!)) return at('loser', 'only the half losers play the final');
  if (c.results.length > 0) return at('results', 'a finished game has no round in progress');
  return null;
}

/**
 * The round in progress: who plays follows the phase (everyone from the middle in a half, the
 * half losers in the final, token holders once passing), the round began with the last round's
 * loser (the first with the first starter) and went round the table in order, the starter's
 * throws are the limit for the others, and only the last possible throw is covered.
 */
function roundProblem(c: SchockenContext, passing: boolean, inThrowOff: boolean): Issue | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  // The rules of the phase the round is played in (`throws … when phase`).
  const rules = rulesNow(c);
  const plays = (s: number) => (passing ? c.tokens[s]! > 0 : c.stage === 'half' || c.halfLosers.includes(s));
  const wrong = c.inPlay.findIndex((p, s) => p !== plays(s));
  if (wrong >= 0) return at(`inPlay[${wrong}]`, passing ? 'once tokens are passed, exactly the players holding tokens play on' : c.stage === 'half' ? 'everyone plays a half from the middle' : 'exactly the half losers play the final');
  const tokenless = c.tokens.findIndex((t, s) => t > 0 && !c.inPlay[s]);
  if (tokenless >= 0) return at(`tokens[${tokenless}]`, 'a player out of this stage holds no tokens');
  // Who starts: the last round's loser (the first round: the first starter), or as a starter rule says.
  const { seat: starter, reason } = starterOf(c);
  if (c.starter !== starter) {
    return at('starter', reason !== null ? `the round begins with seat ${starter} (${reason})` : c.lastRound ? `the round begins with the last round’s loser, seat ${starter}` : `the first round begins with the first starter, seat ${starter}`);
  }
  if (c.rules.starters?.first === 'youngest' && c.firstStarter !== 0) return at('firstStarter', 'the youngest, seated first, starts: seat 0');
  // The opening round is one throw each, open.
  const opening = inOpening(c);
  const most = opening ? 1 : rules.throws.max;
  let seat = c.starter;
  for (const [i, r] of c.results.entries()) {
    if (r.seat !== seat) return at(`results[${i}].seat`, `the round goes round the table from seat ${c.starter}: seat ${seat} plays turn ${i + 1}`);
    const limit = i === 0 || !rules.throws.setByStarter ? most : c.results[0]!.throws;
    if (r.throws > limit) return at(`results[${i}].throws`, `${r.throws} throws, the limit was ${limit}`);
    if (r.blind) {
      // A blind throw (`blind first-throw`): one throw of every die, covered.
      if (c.rules.blind === undefined) return at(`results[${i}].blind`, 'these rules have no blind throw');
      if (!r.covered) return at(`results[${i}].covered`, 'a blind throw stays covered until the reveal');
      if (r.throws !== 1 || !r.fromHand) return at(`results[${i}]`, 'a blind throw is one throw of every die');
    } else if (r.covered !== (rules.lastThrowCovered && r.throws >= limit && !opening)) return at(`results[${i}].covered`, 'only the last possible throw stays covered');
    seat = nextInPlay(c, seat);
  }
  // In a throw-off the tied players throw (checked by throwOffProblem).
  if (!inThrowOff && c.current !== seat) return at('current', `seat ${seat} is to move after ${c.results.length} finished turn(s) of this round`);
  if (c.results.length > 0 && c.roundLimit !== c.results[0]!.throws) return at('roundLimit', `the starter threw ${c.results[0]!.throws} time(s), which is the round’s limit`);
  return null;
}

/**
 * A throw-off as the rules play it (`throwOff`, or a round's finished one): it is thrown by the
 * players tied for the round's worst throw, each go in play order, every go but the last leaving
 * the next go's players tied; a decided one's last go has one worst, its loser. Without a
 * throw-off (`off` null), no two players of a finished round tie for worst.
 */
function throwOffChainProblem(rules: SchockenRules, round: readonly { seat: number; dice: readonly number[]; throws: number; fromHand: boolean; covered: boolean; blind?: true }[], off: ThrowOff | null, field: string): Issue | null {
  const at = (f: string, message: string): Issue => ({ path: `$.context.${f}`, message });
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  let seats = tiedForWorst(rules, round);
  if (off === null) return seats.length > 1 ? at(field, `seats ${seats.join(', ')} tied for the worst throw, which these rules throw off`) : null;
  if (!throwOffOf(rules)) return at(field, 'these rules have no throw-off');
  if (seats.length < 2) return at(field, 'a throw-off is played only when players tie for the worst throw');
  for (const [k, go] of off.earlier.entries()) {
    if (!same(go.map((x) => x.seat), seats)) return at(`${field}.earlier[${k}]`, `this go is thrown by seats ${seats.join(', ')}, in play order`);
    const next = worstOfThrowOff(rules, go);
    if (next.length < 2) return at(`${field}.earlier[${k}]`, 'a go with one worst throw ends the throw-off');
    seats = next;
  }
  if (!same(off.seats, seats)) return at(`${field}.seats`, `the go is thrown by seats ${seats.join(', ')}, those tied for the worst`);
  const thrown = off.results.map((x) => x.seat);
  if (!same(thrown, seats.slice(0, thrown.length))) return at(`${field}.results`, `the go's throws come from seats ${seats.join(', ')}, in that order`);
  if (off.results.some((x) => x.covered || x.blind || x.fromHand !== ((x.aside ?? []).length === 0))) return at(`${field}.results`, 'a throw-off is thrown open, from the hand exactly when nothing was set aside');
  const complete = thrown.length === seats.length;
  const worst = complete ? worstOfThrowOff(rules, off.results) : [];
  const loser = worst.length === 1 ? worst[0]! : null;
  if (off.loser !== loser) return at(`${field}.loser`, loser === null ? 'the throw-off is not decided' : `seat ${loser} threw the worst of the last go`);
  return null;
}

/** A throw-off in play: not decided, after a complete round, the next tied player to throw. */
function throwOffProblem(c: SchockenContext): Issue | null {
  const at = (field: string, message: string): Issue => ({ path: `$.context.${field}`, message });
  const off = c.throwOff;
  if (!off) return at('throwOff', 'the throw-off state plays a throw-off');
  if (c.results.length !== seatsInPlay(c)) return at('results', 'a throw-off begins once every player in play has thrown');
  const problem = throwOffChainProblem(c.rules, c.results, off, 'throwOff');
  if (problem) return problem;
  if (off.loser !== null || off.results.length >= off.seats.length) return at('throwOff.results', 'a go in which every tied player has thrown is settled at once');
  if (c.current !== off.seats[off.results.length]) return at('current', `seat ${off.seats[off.results.length]} throws next in the throw-off`);
  return null;
}
