import { countFor, REUSE_SET_ASIDE, THROWS, type CompileContext, type GameRules } from '@regelwerk/dsl';
import { RANKING_RESULT } from './checks/ranking.js';
import type { BlindRule, SchockenRules, Starters, TieRule } from './rules.js';
import { BLIND, HALVES, KEEP, LAST_THROW, OPENING_ROUND, PASSING, ROUND_PENALTY, STARTER, TIES, TOKENS, TURN } from './statements.js';

/** Schocken's part of the rule set, from statements the passes have checked. */
export function buildRules(ctx: CompileContext): GameRules<SchockenRules> {
  const { decls } = ctx;
  if (!ctx.dice) throw new Error('building the Schocken rules: no dice although no error was reported');
  const throws = decls.need(THROWS).value;
  const roundPenalty = decls.one(ROUND_PENALTY)?.value;
  const passing = decls.one(PASSING)?.value;
  const opening = decls.one(OPENING_ROUND)?.value;
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
    // Only a file with `starter` lines carries them (the others' rule sets stay as they were).
    ...startersOf(decls.held(STARTER).map((d) => d.value)),
    ...(opening ? { opening } : {}),
    // Only a file that allows a blind throw carries it (its chart has the state).
    ...blindOf(decls.one(BLIND)?.value ?? null),
  };
}

/** The `starter` lines as one record, one field per part. */
function startersOf(lines: readonly { part: string; who: string }[]): { starters?: Starters } {
  if (lines.length === 0) return {};
  const starters: Record<string, string> = {};
  for (const l of lines) starters[l.part === 'phase' ? 'passing' : l.part] = l.who;
  return { starters: starters as Starters };
}

/** The steps as the engine reads them: a throw-off with its throws (1) and its comparison (by rank) filled in. */
function tiesOf(steps: readonly { kind: { value: TieRule['kind'] }; throws: number | null; by: 'rank' | 'sum' | null }[] | null): { ties?: readonly TieRule[] } {
  if (steps === null) return {};
  return { ties: steps.map((s): TieRule => (s.kind.value === 'throw-off' ? { kind: 'throw-off', throws: s.throws ?? 1, by: s.by ?? 'rank' } : { kind: s.kind.value })) };
}

/** A blind first throw as the engine reads it: its multiple and the ids of the rows it leaves alone. */
function blindOf(blind: { times: number; except: readonly { value: string }[] } | null): { blind?: BlindRule } {
  return blind === null ? {} : { blind: { times: blind.times, except: blind.except.map((r) => r.value) } };
}
