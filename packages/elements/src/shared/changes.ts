/**
 * What a rule set changes against another, in words (`diffRules`, the CLI's `diff`): for the
 * editor's "What changes" panel and a compared rules table. Loaded on demand by the table, so
 * pages without a comparison never load the differ.
 */
import { diffRules, type RuleChanges, type RuleSet } from '@regelwerk/dsl';
import { schemaOf } from './games.js';

export type { RuleChanges };

/** The changes of `variant` against `base`; null when the game's schema cannot be had. */
export async function changesOf(game: string, base: RuleSet, variant: RuleSet): Promise<RuleChanges | null> {
  const schema = await schemaOf(game);
  return schema ? diffRules(base, variant, [schema]) : null;
}
