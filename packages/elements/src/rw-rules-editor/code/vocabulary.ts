/** What an editor may offer to complete: `vocabulary` of @regelwerk/dsl, worked out in the compile worker. */
export type { Vocabulary } from '@regelwerk/dsl';
