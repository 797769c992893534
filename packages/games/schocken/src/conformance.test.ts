/**
 * Schocken passes the engine's conformance suite, with its own invariants: the 13 tokens are
 * conserved, no turn throws over its limit, every die shows a face of the die, and every round
 * is recounted by an independent reading of the rulebook's table.
 */
import type { SchockenRules } from './schema/rules.js';
import { describeGameConformance, type ConformanceStep } from '@regelwerk/engine/testing';
import type { SchockenContext, SchockenEvent } from './context.js';
import { module } from './index.js';
import { loadRules } from './test-support/fixtures.js';

// ---- An independent reading of the rulebook's table (§4), written without the rule file.
function referenceRank(d: readonly number[], rules: SchockenRules, fromHand: boolean): number {
  const [a, b, c] = [...d].sort((x, y) => y - x) as [number, number, number];
  const jule = rules.ranking.rows.some((r) => r.id === 'jule');
  const hand = !rules.options['aus-der-hand'] || fromHand;
  if (a === 1 && b === 1 && c === 1) return 0;
  if (jule && a === 4 && b === 2 && c === 1) return 0.5;
  if (b === 1 && c === 1) return 1 + (6 - a); // Schock 6 … Schock 2
  if (hand && a === b && b === c) return 10 + (6 - a); // Admiral 6 … 2
  if (hand && a === b + 1 && b === c + 1) return 20 + (6 - a); // Straße 6-5-4 … 3-2-1
  return 1000 - (a * 100 + b * 10 + c); // Einfacher Wurf, read as a number
}

function referencePenalty(d: readonly number[], rules: SchockenRules, fromHand: boolean): number | 'all' {
  const r = referenceRank(d, rules, fromHand);
  if (r === 0) return 'all';
  if (r === 0.5) return 7;
  if (r < 10) return 6 - (r - 1);
  if (r < 20) return 3;
  if (r < 30) return 2;
  return 1;
}

/** What must hold in every state, and the recount of a round scored in this step. */
function invariants({ before, after }: ConformanceStep<SchockenContext, SchockenEvent>): string[] {
  const c = after.context;
  const rules = c.rules;
  const out: string[] = [];
  const total = c.middle + c.tokens.reduce((x, y) => x + y, 0);
  if (total !== rules.tokens) out.push(`tokens: ${total} instead of ${rules.tokens}`);
  if (c.tokens.some((t) => t < 0) || c.middle < 0) out.push('negative tokens');
  const limit = c.current === c.starter || c.roundLimit === null ? rules.throws.max : c.roundLimit;
  if (c.throwsUsed > limit || limit > rules.throws.max) out.push(`throws ${c.throwsUsed} over limit ${limit}`);
  if (c.dice.some((d) => !rules.dice.die.faces.includes(d))) out.push(`impossible die ${c.dice.join(',')}`);
  if (after.status === 'active' && !c.inPlay[c.current]) out.push('the player to move is not in play');
  if (c.results.length > c.inPlay.filter(Boolean).length) out.push('more results than players in play');
  const round = c.lastRound;
  if (round && round !== before.context.lastRound) {
    const ranked = round.results
      .map((r, order) => ({ r, order, rank: referenceRank(r.dice, rules, r.fromHand) }))
      .sort((a, b) => a.rank - b.rank || a.r.throws - b.r.throws || a.order - b.order);
    const best = ranked[0]!.r;
    if (round.worst !== ranked[ranked.length - 1]!.r.seat) out.push(`round ${c.rounds}: seat ${round.worst} lost, the recount says ${ranked[ranked.length - 1]!.r.seat}`);
    if (round.best !== best.seat) out.push(`round ${c.rounds}: seat ${round.best} was best, the recount says ${best.seat}`);
    const penalty = referencePenalty(best.dice, rules, best.fromHand);
    if (penalty === 'all') {
      if (round.stageLoser !== round.worst) out.push(`round ${c.rounds}: a Schock out, but seat ${round.worst} did not lose the half`);
    } else {
      const available = round.from === 'middle' ? before.context.middle : before.context.tokens[round.best]!;
      if (round.tokens !== Math.min(penalty, available)) out.push(`round ${c.rounds}: ${round.tokens} tokens moved, the recount says ${Math.min(penalty, available)}`);
    }
  }
  return out;
}

describeGameConformance(module, {
  ruleFiles: ['schocken.rules', 'variants/schocken-jule.rules', 'variants/schocken-sechsen-umdrehen.rules', 'variants/schocken-aus-der-hand.rules'],
  loadRules: (file) => loadRules(file),
  bots: [['random'], ['tactician'], ['tactician', 'random']],
  playerCounts: [2, 3, 4, 6],
  invariants,
  gameInvariants: ({ steps, final, outcome }) => {
    const c = final.context;
    const out: string[] = [];
    const scored = steps.filter((s) => s.after.context.lastRound !== s.before.context.lastRound).length;
    if (scored !== c.rounds) out.push(`${scored} rounds scored, the context counts ${c.rounds}`);
    if (outcome.losers.length !== 1 || outcome.losers[0] !== c.loser) out.push(`losers ${outcome.losers.join(', ')}, the context says ${c.loser}`);
    // The game's loser lost the final, or both halves.
    if (outcome.details.final ? !c.halfLosers.includes(c.loser!) : c.halfLosers.some((s) => s !== c.loser)) out.push(`seat ${c.loser} lost without losing the halves ${c.halfLosers.join(', ')}`);
    return out;
  },
  graph: {
    // Two tokens a half, so that halves, the passing phase and the final come soon.
    rules: loadRules('schocken.rules', (t) => t.replace('tokens 13', 'tokens 2')),
    players: 2,
    serialize: ({ value, context: c }) => JSON.stringify([value, c.stage, c.half, c.middle, c.tokens, c.halfLosers, c.throwsUsed > 0, c.results.length]),
  },
  playthroughs: {
    dir: new URL('../playthroughs/', import.meta.url),
    games: [
      { name: 'schocken-3-tactician', ruleFile: 'schocken.rules', bots: ['tactician', 'tactician', 'tactician'], seed: 'recorded-1' },
      { name: 'schocken-4-mixed', ruleFile: 'schocken.rules', bots: ['random', 'tactician', 'random', 'tactician'], seed: 'recorded-2' },
      { name: 'jule-2-tactician', ruleFile: 'variants/schocken-jule.rules', bots: ['tactician', 'tactician'], seed: 'recorded-3' },
      { name: 'sechsen-umdrehen-3', ruleFile: 'variants/schocken-sechsen-umdrehen.rules', bots: ['tactician', 'random', 'tactician'], seed: 'recorded-4' },
      { name: 'aus-der-hand-3', ruleFile: 'variants/schocken-aus-der-hand.rules', bots: ['tactician', 'tactician', 'random'], seed: 'recorded-5' },
    ],
  },
});
