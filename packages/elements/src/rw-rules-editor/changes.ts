/** What a variant changes against the standard rules, in words, for the "What changes" panel. */
import { diffRules, type RuleChanges, type RuleSet } from '@regelwerk/dsl';
import { schemaOf } from '../shared/games.js';

export type { RuleChanges };

/** The changes of `variant` against `base`; null when the game's schema cannot be had. */
export async function changesOf(game: string, base: RuleSet, variant: RuleSet): Promise<RuleChanges | null> {
  const schema = await schemaOf(game);
  return schema ? diffRules(base, variant, [schema]) : null;
}
