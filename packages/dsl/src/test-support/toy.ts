/**
 * Two made-up games for the dsl's own tests, which may not import a real game: "pig" (dice, a
 * target and a table of scores) and "coin" (one statement of its own), each with a schema
 * written the way a game package writes one.
 */
import { compile, type CompileResult } from '../compile.js';
import { fact, listNames, suggest, type CompileContext } from '../context.js';
import type { DiceSpec, GameRules, RuleSet, Source, Winner } from '../ruleset.js';
import type { GameSchema } from '../schema.js';
import { flag, int, lit, name, oneOf, optional, seq, text } from '../signature.js';
import { statement } from '../statement.js';
import { count, countFor } from '../conditions.js';
import { face, when } from '../parts.js';
import { isOn } from '../passes/options.js';
import { DICE, THROWS, WINNER } from '../statements.js';

export const TARGET = statement('target', {
  summary: 'The points that win.',
  args: int('points', 'the points that win', { min: 1, max: 1000 }),
});

export const SCORES = statement('scores', {
  summary: 'What each face scores.',
  rows: {
    named: true,
    args: seq(name('id', 'the row id').at(), text('label', 'the label'), face, lit('points'), int('n', 'the points', { min: -100, max: 100 }), flag('bust'), when).map(
      ([id, label, side, , points, bust, condition]) => ({ id, label, face: side, points, bust, when: condition }),
    ),
  },
});

export const FLIPS = statement('flips', {
  summary: 'How often the coin is flipped.',
  args: seq(int('n', 'the flips', { min: 1, max: 10 }), optional('each', oneOf('who flips', ['player', 'round'] as const))).map(([n, each]) => ({ n, each })),
});

export interface PigRules extends RuleSet {
  readonly game: 'pig';
  readonly dice: DiceSpec;
  readonly target: number;
  readonly scores: readonly { readonly id: string; readonly face: string; readonly points: number; readonly bust: boolean }[];
  readonly winner: Winner;
}

/** Left by the pig pass for its build: the faces the scores name, checked. */
const SCORED = fact<number>('scored faces');

export const pig: GameSchema<PigRules> = {
  id: 'pig',
  title: 'Pig',
  statements: [DICE, THROWS, TARGET, SCORES, WINNER],
  passes: [
    {
      name: 'scores',
      run(ctx: CompileContext) {
        const faces = new Set((ctx.dice?.die.faces ?? []).map(String));
        let scored = 0;
        for (const { value } of ctx.decls.one(SCORES)?.rows ?? []) {
          const side = String(value.face.value);
          if (faces.has(side)) scored++;
          else {
            const s = suggest(side, faces, value.face.range);
            ctx.diagnostics.error('name/unknown-face', `no face \`${side}\`${s.hint}; the faces are ${listNames(faces)}`, value.face.range, s.fixes);
          }
        }
        ctx.facts.set(SCORED, scored);
      },
    },
  ],
  build(ctx): GameRules<PigRules> {
    if (!ctx.dice) throw new Error('no dice');
    return {
      dice: ctx.dice,
      target: ctx.decls.need(TARGET).value,
      scores: ctx.decls
        .need(SCORES)
        .rows.filter((r) => isOn(ctx, r.value.when))
        .map(({ value: s }) => ({ id: s.id.value, face: String(s.face.value), points: s.points, bust: s.bust })),
      winner: ctx.decls.need(WINNER).value,
    };
  },
  tables: (rules) => ({
    tables: [{ id: 'scores', title: 'Scores', columns: [{ key: 'face', label: 'Face' }], rows: rules.scores.map((s) => ({ face: s.face })) }],
    json: { target: rules.target },
  }),
};

export const coin: GameSchema = {
  id: 'coin',
  title: 'Coin',
  statements: [FLIPS, WINNER],
  passes: [],
  build: (ctx) => ({ flips: ctx.decls.need(FLIPS).value.n }),
  tables: () => ({ tables: [], json: {} }),
};

/** A stake per table: a count that may depend on the player count, given per condition. */
export const STAKE = statement('stake', {
  summary: 'The coins each player puts in.',
  args: count('coins', 'the stake', { min: 1, max: 100 }),
  conditional: true,
});

/** Bonus rounds, keyed by their name; any number of them, each under its own conditions. */
export const BONUS = statement('bonus', {
  summary: 'A bonus round.',
  required: false,
  key: { describe: 'once per round name', of: (words) => words[0]?.text ?? '' },
  args: seq(name('round', 'the round'), int('coins', 'the coins', { min: 1, max: 10 })).map(([round, coins]) => ({ round, coins })),
  conditional: true,
});

/** Coins paid into the pot each round: read during play, so it may depend on the moment of play. */
export const POT = statement('pot', {
  summary: 'The coins paid into the pot each round.',
  required: false,
  args: int('coins', 'the coins', { min: 0, max: 10 }),
  phased: true,
});

/** "cup": a game whose numbers depend on the table and on the moment of play (the conditions' toy). */
export const cup: GameSchema = {
  id: 'cup',
  title: 'Cup',
  statements: [STAKE, BONUS, POT, WINNER],
  passes: [],
  phases: [
    { id: 'opening', summary: 'the first rounds' },
    { id: 'endgame', summary: 'the last rounds' },
  ],
  left: 'the players still in',
  build: (ctx) => ({
    stake: countFor(ctx, ctx.decls.need(STAKE).value),
    bonus: ctx.decls.held(BONUS).map((d) => d.value),
    pot: ctx.decls.one(POT)?.value ?? 0,
  }),
  tables: () => ({ tables: [], json: {} }),
};

export const TOYS: readonly GameSchema[] = [pig, coin, cup];

export const CUP = `game cup "Cup"
players 2..6
option big off "A big table"
stake 3 when players 2
stake 4 when players 3..4
stake 5 when players 5..
bonus late 2 when big
winner most-points
`;

export const PIG = `game pig "Pig"
players 2..6
die pig-die faces 1 2 3 4 5 6
dice 1 pig-die
throws 1..20
target 100
option double-six off "A six scores twice"
scores
  one  "One"  1  points 0  bust
  six  "Six"  6  points 6
  six2 "Double six" 6 points 12 when double-six
winner most-points ties share
`;

const FILES: Readonly<Record<string, string>> = { 'pig.rules': PIG, 'cup.rules': CUP };

export function resolveToy(id: string): Source | undefined {
  const text = FILES[`${id}.rules`];
  return text === undefined ? undefined : { file: `rules/${id}.rules`, text };
}

export function compileToy(text: string, file = 'test.rules'): CompileResult {
  return compile(text, { schemas: TOYS, file, resolveGame: resolveToy });
}
