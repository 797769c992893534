// Pieces of the elements' Lit `static properties` that several elements declare alike. The
// Custom Elements Manifest sees them as if written out: custom-elements-manifest.config.mjs
// expands `...states(…)` and a spread of RULE_SOURCE (docs/embedding.md lists the attributes).

/**
 * Internal reactive state, declared in one line: `...states('result', 'working')` in
 * `static properties` stands for `result: { state: true }, working: { state: true }`. A change
 * re-renders the element; such a property is no attribute and no public API.
 */
export function states<const K extends string>(...names: readonly K[]): { readonly [P in K]: { readonly state: true } } {
  return Object.fromEntries(names.map((name) => [name, { state: true }])) as { readonly [P in K]: { readonly state: true } };
}

/**
 * The attributes of an element that reads a game's rules (`rw-game`, `rw-rules-table`,
 * `rw-rules-editor`): `game`, `variant` (a shipped house rule) and `src` (a rule file's URL).
 * Spread it into `static properties`; each element still declares and documents the fields.
 */
export const RULE_SOURCE = {
  game: { type: String },
  variant: { type: String },
  src: { type: String },
} as const;
