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

/** Who starts which part of the game (`starter …`): one line per part, each form once per file. */
export const STARTER_FORMS = {
  first: ['lot', 'youngest'],
  round: ['previous-loser', 'left-of-loser', 'previous-best'],
  final: ['first-half-loser', 'last-loser'],
  phase: ['left-of-most-tokens', 'fewest-tokens'],
} as const;
export type StarterLine =
  | { readonly part: 'first'; readonly who: (typeof STARTER_FORMS.first)[number] }
  | { readonly part: 'round'; readonly who: (typeof STARTER_FORMS.round)[number] }
  | { readonly part: 'final'; readonly who: (typeof STARTER_FORMS.final)[number] }
  | { readonly part: 'phase'; readonly phase: 'passing'; readonly who: (typeof STARTER_FORMS.phase)[number] };

const STARTER_WHAT = {
  first: 'who starts the first round',
  round: 'who starts the next round',
  final: 'who starts the final',
  phase: 'who starts the phase',
} as const;

const starterLine = custom<StarterLine>(
  `first ${STARTER_FORMS.first.join('|')} | round ${STARTER_FORMS.round.join('|')} | final ${STARTER_FORMS.final.join('|')} | phase passing ${STARTER_FORMS.phase.join('|')}`,
  (r) => {
    const part = r.oneOf('the part whose starter the line names', ['first', 'round', 'final', 'phase'] as const);
    if (part === undefined) return undefined;
    if (part === 'phase') {
      // Only the second phase has a start of its own: the first begins with the half.
      const phase = r.oneOf('the phase whose first round the line starts (the middle begins with the half)', ['passing'] as const);
      const who = r.oneOf(STARTER_WHAT.phase, STARTER_FORMS.phase);
      return phase === undefined || who === undefined ? undefined : { part, phase, who };
    }
    const who = r.oneOf(STARTER_WHAT[part], STARTER_FORMS[part] as readonly string[]);
    return who === undefined ? undefined : ({ part, who } as StarterLine);
  },
);

export const STARTER = statement('starter', {
  summary: 'Who starts a part of the game: the first round, each next round, the final, or the first round once the middle is empty.',
  required: false,
  keyed: true,
  args: starterLine,
  details: [
    '`starter first lot` (without the line): the first starter is drawn by lot. `starter first youngest`: seat the youngest first; the first seat starts (nobody’s age is asked), and no lot is drawn.',
    '`starter round previous-loser` (without the line): the loser of a round starts the next; `left-of-loser`, the player after the loser; `previous-best`, the round’s best (or, when the best has left the half, the next player still in it). The line holds for every round after a round, also the first of the next half or of the final, unless a `final` or `phase` line names that starter.',
    '`starter final first-half-loser`: the loser of the first half starts the final; `last-loser`, the loser of the last half.',
    '`starter phase passing left-of-most-tokens`: once the middle is empty, the player after the one holding most tokens starts; `fewest-tokens`, the player holding fewest. Equal counts go to the first such player counted from the last round’s loser, round the table.',
    'Each form (`first`, `round`, `final`, `phase`) at most once per file.',
  ].join(' '),
});

export const OPENING_ROUND = statement('opening-round', {
  summary: 'Before the first round of the game everybody throws once, open; the worst receives tokens from the middle and starts the first round.',
  required: false,
  args: seq(
    lit('counts'),
    clauses(
      optional('by', oneOf('what decides the worst of the opening round', ['rank', 'sum'] as const)),
      optional('penalty', int('n', 'the tokens the worst receives', { min: 1, max: MAX_TOKENS })),
    ),
  ).map(([, [by, penalty]]) => ({ by: by ?? 'rank', penalty })),
  details: [
    'The opening round is a phase of its own (`when phase opening`), a state of the game’s chart only in rule sets with the line.',
    'Each player throws once, in view of all, from the first starter on. `by rank` (the default): the worst throw by the ranking loses, equal throws settled as in any round (a throw-off is not played here), and the worst receives the best throw’s penalty; a throw that ends the half ends it here too.',
    '`by sum`: only the pips count: the lowest sum loses (of equal sums the later player’s), no throw ends the half, and the worst receives one token.',
    '`penalty <n>`: the worst receives n tokens from the middle instead. The worst starts the first round, whatever `starter round` says.',
  ].join(' '),
});

export const BLIND = statement('blind', {
  summary: 'A player may declare their first throw blind: one throw, the cup never lifted, hidden from every player until the round is revealed; as the round’s deciding throw it counts several times.',
  required: false,
  args: seq(
    lit('first-throw'),
    optional('times', int('n', 'how many times a blind throw counts', { min: 2, max: 10 })),
    optional('except', many(name('row', 'a row of the ranking whose throws do not multiply').at(), { min: 1 })),
  ).map(([, times, except]) => ({ times: times ?? 2, except: except ?? [] })),
  details: [
    'Instead of the first throw of a turn a player may declare `blind`: the dice are thrown once and the turn ends without anyone, the thrower included, seeing them; the throw is revealed with the round.',
    'A blind throw counts `times <n>` over (2 unless given): when it is the round’s best, the worst receives n times its penalty; in a summed round (`round-penalty sum`) its penalty is added n times. Where the blind thrower is the worst, nothing is multiplied.',
    '`except <row> …`: throws of these rows count once (`except schock-out`: a Schock out ends the half as ever).',
    'A blind first throw is one throw: a starter who throws blind gives everyone one throw where the starter’s count caps the others (`set-by starter`). The declaration is a state of the game’s chart, there only when a rule set has it; a throw-off is never thrown blind.',
  ].join(' '),
});
