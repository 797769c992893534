import type { CompileContext } from '../context.js';
import type { OptionValue, PhaseValues, PlayerSpan, RuleSet } from '../ruleset.js';
import { matchRule } from '../match.js';
import { PLAYERS } from '../statements.js';

/**
 * Last step: the checked statements become the rule set, the common part here and the game's
 * part by its schema. Runs only when no pass found an error, so every value it reads is known to
 * be present and valid.
 */
export function buildRuleSet(ctx: CompileContext): RuleSet | undefined {
  const { decls, game, header, schema } = ctx;
  if (ctx.diagnostics.hasErrors || !game || !schema || !header || !ctx.title) return undefined;
  const optionList = [...(ctx.optionInfo?.values() ?? [])];
  const options: Record<string, OptionValue> = {};
  for (const o of optionList) options[o.id] = o.value;
  const byPlayers = buildSpans(ctx);
  // The rule set's own values are those of the smallest table.
  const spans = ctx.playerSpans;
  const smallest = spans && spans.length > 0 ? spans[0]!.min : ctx.tableSize;
  // Every game's: how games make a match, after the game's part (only in files with a `match` line).
  const match = matchRule(ctx);
  return {
    title: ctx.title,
    variant: header.kind === 'variant' ? { name: header.name, base: game } : null,
    sources: ctx.sources,
    players: decls.need(PLAYERS).value,
    options,
    optionList,
    game,
    ...(smallest === undefined ? schema.build(ctx) : buildPart(ctx, smallest)),
    ...(match ? { match } : {}),
    ...(byPlayers ? { byPlayers } : {}),
  };
}

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The game's part built once for each stretch of table sizes the conditions pass found, kept as
 * the values that differ between stretches (every one of them in every span, so that resolving
 * a resolved rule set again still gives the right values); neighbours that build alike are one
 * span. Undefined when every table reads the same.
 */
function buildSpans(ctx: CompileContext): PlayerSpan[] | undefined {
  const spans = ctx.playerSpans;
  if (!spans || spans.length < 2 || !ctx.selectPlayers || !ctx.schema) return undefined;
  const parts = spans.map((s) => {
    return buildPart(ctx, s.min);
  });
  const first = parts[0]!;
  // Every key of any span (only some tables may have values per phase), a missing one as null.
  const keys = [...new Set(parts.flatMap((p) => Object.keys(p)))];
  for (const p of parts) for (const k of keys) if (!(k in p)) p[k] = null;
  const varying = keys.filter((k) => parts.some((p) => !same(p[k], first[k])));
  if (varying.length === 0) return undefined;
  const out: { min: number; max: number | null; values: Record<string, unknown> }[] = [];
  spans.forEach((s, i) => {
    const values = Object.fromEntries(varying.map((k) => [k, parts[i]![k]]));
    const previous = out[out.length - 1];
    if (previous && same(previous.values, values)) previous.max = s.max;
    else out.push({ min: s.min, max: s.max, values });
  });
  return out.length > 1 ? out : undefined;
}

/**
 * The game's part for a table of `n`: built once for each situation of play whose lines differ
 * (a phase, players left), the first situation's values as its own and, when any differ, every
 * situation's differing values as `byPhase` (which `rulesInPhase` puts in place while playing).
 */
function buildPart(ctx: CompileContext, n: number): Record<string, unknown> {
  const situations = ctx.situations?.(n) ?? [];
  if (situations.length === 0) {
    ctx.selectPlayers?.(n);
    return ctx.schema!.build(ctx) as Record<string, unknown>;
  }
  const parts = situations.map((s) => {
    ctx.selectPlayers!(n, { phase: s.phase, left: s.left?.min ?? null });
    return ctx.schema!.build(ctx) as Record<string, unknown>;
  });
  const first = parts[0]!;
  // Every key of any situation, a missing one as null (so that it survives JSON and replaces another's).
  const keys = [...new Set(parts.flatMap((p) => Object.keys(p)))];
  for (const p of parts) for (const k of keys) if (!(k in p)) p[k] = null;
  const varying = keys.filter((k) => parts.some((p) => !same(p[k], first[k])));
  if (varying.length === 0) return first;
  const byPhase: PhaseValues[] = situations.map((s, i) => ({ phase: s.phase, left: s.left, values: Object.fromEntries(varying.map((k) => [k, parts[i]![k]])) }));
  return { ...first, byPhase };
}
