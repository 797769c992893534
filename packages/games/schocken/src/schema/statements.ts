/** Schocken's own statements: how a half is played, turning dice, and the ranking of throws. */
import {
  clauses,
  count,
  custom,
  flag,
  forClause,
  int,
  list,
  lit,
  many,
  name,
  oneOf,
  optional,
  seq,
  statement,
  text,
  toTerm,
  when,
  type Generator,
  type Located,
  type SourceRange,
  type Term,
  MAX_TURN_THROWS,
} from '@regelwerk/dsl';
import { MAX_TOKENS } from './limits.js';

export const LAST_THROW = statement('last-throw', {
  summary: 'Whether a throw that is the last possible one stays hidden until every cup is lifted.',
  args: oneOf('how the last throw is shown', ['covered', 'open'] as const),
  phased: true,
});

export const TOKENS = statement('tokens', {
  summary: 'Penalty tokens in the middle at the start of each half.',
  args: count('count', 'the number of tokens', { min: 1, max: MAX_TOKENS }),
  conditional: true,
  details: `\`10 per player\` (and \`10 per player plus 1\`) gives a number that grows with the table; it must stay within 1 to ${MAX_TOKENS} at every table the game allows (give \`players\` an upper end).`,
});

export const HALVES = statement('halves', {
  summary: 'How many halves a game has, and whether their losers play a final.',
  args: seq(int('count', 'the number of halves', { min: 1, max: 10 }), flag('final')).map(([count, final]) => ({ count, final })),
  conditional: true,
  details: '`final`: the losers of the halves play a final.',
});

/** Where the dice of a turn must come from. */
export type TurnOrigin = 'any' | 'same-throw' | 'first-throw';

const faceList = (what: string) => many(int('face', what, { min: 0, max: 1000 }));

export const TURN = statement('turn', {
  summary: 'Dice showing some faces may be turned to show others before the next throw; the dice turned but not named after `into` go back into the cup.',
  required: false,
  // `turn 6 6 …` is one rule whatever it turns the sixes into: the faces turned are its key.
  key: {
    describe: 'once per faces turned (the words before `into`)',
    of: (words) => {
      const into = words.findIndex((w) => w.kind === 'name' && w.value === 'into');
      return (into < 0 ? words : words.slice(0, into))
        .map((w) => w.text)
        .sort()
        .join(' ');
    },
  },
  phased: true,
  args: seq(
    faceList('a face to turn'),
    lit('into'),
    faceList('a face to turn to'),
    clauses(
      optional('from', oneOf('where the dice come from', ['same-throw', 'first-throw'] as const)),
      optional('costs', seq(int('n', 'the throws it costs', { min: 1, max: MAX_TURN_THROWS }), lit('throw')).map(([n]) => n)),
    ),
  ).map(([from, , to, [origin, cost]]) => ({ from, to, origin: (origin ?? 'any') as TurnOrigin, cost: cost ?? 0 })),
  check: (turn, r) => (turn.from.length === 0 || turn.to.length === 0 ? r.fail('name the faces before and after `into`') : turn),
  details: [
    'Turning is part of a throw: it is allowed only while another throw is left, and the dice it gives stay aside.',
    '`from same-throw`: only dice that came up together in the throw just made (none set aside before it) may be turned.',
    '`from first-throw`: only right after the turn’s first throw, whose dice are then all on the table.',
    '`costs 1 throw`: turning uses up one throw more besides the throw it is part of, so it needs that many throws left.',
    'Several `turn` rules may stand side by side (`turn 6 6 into 1` and `turn 6 6 6 into 1 1`), one per faces turned.',
  ].join(' '),
});

export const ROUND_PENALTY = statement('round-penalty', {
  summary: 'How many tokens the round’s worst receives: the best throw’s penalty, or the sum of the penalties of every throw of the round.',
  required: false,
  phased: true,
  args: seq(
    oneOf('what the penalty is', ['best', 'sum'] as const),
    clauses(
      optional('plus', int('n', 'the tokens added', { min: 0, max: MAX_TOKENS })),
      optional('at-least', int('n', 'the fewest tokens', { min: 0, max: MAX_TOKENS })),
    ),
  ).map(([by, [plus, atLeast]]) => ({ by, plus: plus ?? 0, atLeast: atLeast ?? 0 })),
  details: [
    '`best` (without the statement): the best throw’s penalty. `sum`: the penalties of every throw of the round added up.',
    '`plus <n>` adds tokens to it, `at-least <n>` gives the fewest (`round-penalty sum at-least 1` with a last row of `penalty 0`: the sum of the special throws, one token when nobody threw one).',
    'A penalty `all` anywhere in a summed round makes it `all`. As always, the worst receives at most what the middle, or the best player, still holds.',
  ].join(' '),
});

export const PASSING = statement('passing', {
  summary: 'What the round’s best does with tokens once the middle is empty: hands them to the worst, or puts them out of play.',
  required: false,
  phased: true,
  args: oneOf('what the best does with the tokens', ['give', 'discard'] as const),
  details: [
    '`give` (without the statement): the best hands the penalty in tokens to the worst.',
    '`discard`: the best puts that many of their own tokens out of play; a player without tokens leaves the half, and whoever is left holding tokens loses it.',
    '`passing discard when left 2`: only once two players are left.',
  ].join(' '),
});

export const KEEP = statement('keep', {
  summary: 'Only dice showing these faces may be set aside between throws.',
  required: false,
  phased: true,
  args: seq(lit('only'), many(int('face', 'a face that may be kept', { min: 0, max: 1000 }), { min: 1 })).map(([, faces]) => faces),
  details: 'A die turned into one of these faces counts as showing it (`keep only 1` with `turn 6 6 into 1`).',
});

export interface RankRowDecl {
  readonly id: Located<string>;
  readonly label: Located<string>;
  readonly terms: readonly Term[];
  readonly gen: Generator | null;
  readonly by: { readonly key: 'number' | 'sum'; readonly desc: boolean } | null;
  readonly penalty: Term | { readonly kind: 'all'; readonly range: SourceRange } | null;
  readonly endsHalf: boolean;
  readonly fromHand: { readonly when: Located<string> | null } | null;
  /** `ends game`: a throw of this row, as the round's best, loses the whole game for the round's worst. */
  readonly endsGame: boolean;
}

const patternValue = custom<Term>('<value>', (r) => {
  const w = r.peek();
  if (!w || r.failed) return undefined;
  const t = toTerm(w);
  if (!t) return r.fail(`a pattern is made of numbers, names and \`n-1\`, not \`${w.text}\``, w.range);
  r.take();
  return t;
});

const penalty = custom<Term | { kind: 'all'; range: SourceRange }>('<n>|all', (r) => {
  const w = r.take();
  if (!w) return r.fail('expected the penalty: a number, `all` or the variable');
  if (w.kind === 'name' && w.value === 'all') return { kind: 'all', range: w.range };
  const t = toTerm(w);
  if (!t || t.kind === 'any') return r.fail(`a penalty is a number, \`all\` or the variable, not \`${w.text}\``, w.range);
  return t;
});

const rankRow = seq(
  name('id', 'the row id').at(),
  text('label', 'the label').at(),
  many(patternValue, { min: 1, tooFew: 'expected a pattern such as `1 1 n` or `any`', label: 'pattern' }),
  clauses(
    forClause,
    optional('by', seq(oneOf('what to order by', ['number', 'sum'] as const), oneOf('the direction', ['desc', 'asc'] as const))).map((by) =>
      by === null ? null : { key: by[0], desc: by[1] === 'desc' },
    ),
    seq(lit('penalty'), penalty).map(([, p]) => p),
    optional('ends', oneOf('what a throw of the row ends', ['half', 'game'] as const)),
    optional('from-hand', when.map((condition) => ({ when: condition }))),
  ),
).map(
  ([id, label, terms, [gen, by, pen, ends, fromHand]]): RankRowDecl => ({ id, label, terms, gen, by, penalty: pen, endsHalf: ends === 'half', fromHand, endsGame: ends === 'game' }),
);

export const RANKING = statement('ranking', {
  summary: 'The ranking of throws, best first; one row per kind of throw.',
  args: lit('best-first').map(() => null),
  rows: { named: true, args: rankRow },
  details: [
    'The **pattern** gives one value per die: numbers, the variable of `for`, expressions such as `n-1`, or `any` for a die that may show anything; a single `any` matches every throw.',
    'The order of the dice does not matter for matching; the table shows them in the pattern’s order.',
    '`for n in 6..2` makes one rank per value, in the order written. `by number desc` orders the throws of a row by the number their dice make when sorted high to low (6-5-3 reads 653); `by sum` by their sum.',
    '`penalty` is a number, `all`, or an expression of the variable. `ends half`: a throw of this row ends the half at once. `ends game`: as the round’s best throw, it loses the whole game for the round’s worst at once (no further halves, no final); a row ends one or the other.',
    '`from-hand`: the row counts only for a throw made in one go, otherwise the throw falls to the first row below that takes it; with `when <option>`, only while the option is on.',
    'A throw belongs to the **first** row that matches it. A row with `any` takes what earlier rows left; two rows without `any` that claim the same throw are an error, unless the upper one is `from-hand`: the lower then takes the throw when it is not made in one go (`hand-out "Hand out" 1 1 1 penalty all ends half from-hand` above `schock-out`).',
  ].join(' '),
});

const tieStep = seq(
  oneOf('a way to settle equal throws', ['fewer-throws', 'later-loses', 'earlier-loses', 'throw-off'] as const).at(),
  optional('throws', int('n', 'the throws each tied player has', { min: 1, max: 20 })),
  optional('by', oneOf('how the throw-off compares throws', ['rank', 'sum'] as const)),
).map(([kind, throws, by]) => ({ kind, throws, by }));

export const TIES = statement('ties', {
  summary: 'How equal throws are settled, step by step, when the options `fewer-throws-win` and `later-goes-with` are not enough.',
  required: false,
  args: list(tieStep, 'then'),
  details: [
    'Each step settles what the steps before it left equal: `fewer-throws`, the throw made with fewer throws is better; `later-loses`, the later player in the round is worse; `earlier-loses`, the earlier one is.',
    '`throw-off`: the players tied for the round’s worst throw once more among themselves, one after another (`throws <n>`, 1 unless given; with one throw nothing is set aside), compared by the ranking (`by rank`, the default) or by the sum of their pips (`by sum`); the worst of them receives the round’s tokens, and players still tied throw again. The throw-off is a state of the game’s chart, there only when a rule set has it.',
    'The last step must settle every tie (`later-loses`, `earlier-loses` or `throw-off`), and nothing may follow one that does.',
    'Given, `ties` takes the place of the two options; without it, they decide as before (`ties fewer-throws then later-loses` is what they say when both are on).',
  ].join(' '),
});
