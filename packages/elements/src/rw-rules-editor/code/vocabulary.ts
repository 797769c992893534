/**
 * What an editor may offer to complete (the shared API of issue 14, `vocabulary` in
 * @regelwerk/dsl). Until that is merged the worker builds a fallback with statements and options.
 */
export interface Vocabulary {
  readonly statements: readonly { readonly name: string; readonly usage: string; readonly summary: string }[];
  readonly options: readonly { readonly id: string; readonly kind: 'flag' | 'number' | 'choice'; readonly values: readonly string[]; readonly description: string }[];
  readonly tables: readonly { readonly id: string; readonly title: string; readonly rows: readonly { readonly id: string; readonly label: string }[] }[];
  readonly faces: readonly string[];
}
