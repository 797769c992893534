import { countFor, MATCH, REUSE_SET_ASIDE, THROWS, type CompileContext, type GameRules } from '@regelwerk/dsl';
import { RANKING_RESULT } from './checks/ranking.js';
import type { SchockenRules, TieRule } from './rules.js';
import { HALVES, KEEP, LAST_THROW, PASSING, ROUND_PENALTY, TIES, TOKENS, TURN } from './statements.js';

/** Schocken's part of the rule set, from statements the passes have checked. */
export function buildRules(ctx: CompileContext): GameRules<SchockenRules> {
  const { decls } = ctx;
  if (!ctx.dice) throw new Error('building the Schocken rules: no dice although no error was reported');
  const throws = decls.need(THROWS).value;
  const roundPenalty = decls.one(ROUND_PENALTY)?.value;
  const passing = decls.one(PASSING)?.value;
  const match = decls.one(MATCH)?.value;
  return {
    dice: ctx.dice,
    throws: { min: throws.min, max: throws.max, setByStarter: throws.setByStarter },
    reuseSetAside: decls.need(REUSE_SET_ASIDE).value,
    lastThrowCovered: decls.need(LAST_THROW).value === 'covered',
    tokens: countFor(ctx, decls.need(TOKENS).value),
    halves: decls.need(HALVES).value,
    // Only the turns whose conditions hold (their option on, the table in range) take part.
    turns: decls.held(TURN).map((t) => ({ from: t.value.from, to: t.value.to, origin: t.value.origin, ...(t.value.cost > 0 ? { cost: t.value.cost } : {}) })),
    keepOnly: decls.one(KEEP)?.value ?? null,
    // Only when written: a rule set without it is the rulebook's (the best throw's penalty).
    ...(roundPenalty ? { roundPenalty } : {}),
    ...(passing ? { passing } : {}),
    ranking: ctx.facts.need(RANKING_RESULT),
    // Only a file that says how ties are settled carries it (the others' rule sets stay as they were).
    ...tiesOf(decls.one(TIES)?.value ?? null),
    // Only a file that plays a match carries it.
    ...(match ? { match } : {}),
  };
}

/** The steps as the engine reads them: a throw-off with its throws (1) and its comparison (by rank) filled in. */
function tiesOf(steps: readonly { kind: { value: TieRule['kind'] }; throws: number | null; by: 'rank' | 'sum' | null }[] | null): { ties?: readonly TieRule[] } {
  if (steps === null) return {};
  return { ties: steps.map((s): TieRule => (s.kind.value === 'throw-off' ? { kind: 'throw-off', throws: s.throws ?? 1, by: s.by ?? 'rank' } : { kind: s.kind.value })) };
}
