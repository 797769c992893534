import type { CompileContext } from '../context.js';
import type { OptionValue, RuleSet } from '../ruleset.js';
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
  return {
    title: ctx.title,
    variant: header.kind === 'variant' ? { name: header.name, base: game } : null,
    sources: ctx.sources,
    players: decls.need(PLAYERS).value,
    options,
    optionList,
    game,
    ...schema.build(ctx),
  };
}
