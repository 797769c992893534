/**
 * The conformance suite run on the engine's toy game, which draws every kind of chance: the
 * suite itself needs no real game.
 */
import { describeGameConformance } from './conformance.js';
import { TARGET, toyModule, toyRules, toySchema } from '../test-support/toy-game.js';

const rules = toyRules();

describeGameConformance(toyModule, {
  ruleFiles: ['toy'],
  loadRules: () => rules,
  schemas: [toySchema],
  bots: [['random'], ['first', 'random']],
  playerCounts: [2, 4],
  invariants: ({ before, after, event }) => {
    const problems: string[] = [];
    const cards = (c: typeof after.context) => c.hands.flat().length;
    if (after.context.scores.some((s, i) => s < before.context.scores[i]!)) problems.push('a score went down');
    if (cards(after.context) !== cards(before.context) - (event.type === 'card.play' ? 1 : 0)) problems.push('cards appeared or vanished');
    return problems;
  },
  gameInvariants: ({ outcome, final }) => (final.context.scores[outcome.winners[0]!]! >= TARGET ? [] : ['the winner did not reach the target']),
  crossField: [{ name: 'a bonus twice in the bonus row', field: '$.context.bonus', corrupt: (s) => ((s.context.bonus = ['a', 'a', 'b']), true) }],
  graph: { rules, players: 2, seeds: 3, serialize: ({ value, context: c }) => JSON.stringify([value, c.current, c.scores.map((s) => Math.min(s, TARGET)), c.hands]) },
});
