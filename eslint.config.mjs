import nx from '@nx/eslint-plugin';

/**
 * Lint for the whole workspace. Module boundaries (docs/adding-a-game.md, "Module boundaries"): a game may use engine
 * and dsl; its board (type:board) may use its game; the registry lists games and their boards;
 * the elements and the site reach games only through the registry, never a game package
 * directly; engine and dsl never import a board, a game or the registry; nothing imports an app.
 */
export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist/**', 'tools/cli/bundle/**', '**/generated/**', '**/public/cdn/**', '**/custom-elements.json', '**/node_modules/**', '**/.nx/**', '**/test-results/**', '**/playwright-report/**'],
  },
  {
    files: ['**/*.ts', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // The registry loads games lazily for pages and all at once for the CLI (its `all` entry);
          // a board's `./game` declaration loads its game lazily while the board imports small
          // entries of it (a game's `./geometry`) statically.
          checkDynamicDependenciesExceptions: ['@regelwerk/**'],
          depConstraints: [
            { sourceTag: 'type:dsl', onlyDependOnLibsWithTags: ['type:dsl'] },
            { sourceTag: 'type:engine', onlyDependOnLibsWithTags: ['type:engine', 'type:dsl'] },
            { sourceTag: 'type:game', onlyDependOnLibsWithTags: ['type:game', 'type:engine', 'type:dsl'] },
            { sourceTag: 'type:statechart', onlyDependOnLibsWithTags: ['type:engine', 'type:dsl', 'type:registry'] },
            { sourceTag: 'type:kit', onlyDependOnLibsWithTags: ['type:engine', 'type:dsl'] },
            { sourceTag: 'type:board', onlyDependOnLibsWithTags: ['type:kit', 'type:game', 'type:engine', 'type:dsl'] },
            { sourceTag: 'type:registry', onlyDependOnLibsWithTags: ['type:board', 'type:game', 'type:engine', 'type:dsl'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:kit', 'type:registry', 'type:statechart', 'type:engine', 'type:dsl'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:ui', 'type:kit', 'type:registry', 'type:statechart', 'type:engine', 'type:dsl'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:tool', 'type:ui', 'type:kit', 'type:registry', 'type:statechart', 'type:game', 'type:engine', 'type:dsl'] },
          ],
        },
      ],
      // Shipped code must run under a strict Content-Security-Policy.
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
      // With noUncheckedIndexedAccess, `!` marks an index known to exist; TypeScript checks the rest.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Determinism: randomness and time come from a seed and from the caller, never from globals.
    files: ['packages/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded random number generator from @regelwerk/engine.' },
        { object: 'Date', property: 'now', message: 'Pass time in from the caller; packages stay deterministic.' },
      ],
    },
  },
];
