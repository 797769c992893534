import { defineGame } from '@regelwerk/engine';

/**
 * Käseschieben, declared once: the registry lists this declaration (this package's `"regelwerk"` key
 * names it) and every list of games derives from it (docs/adding-a-game.md).
 */
export default defineGame({
  id: 'kaeseschieben',
  name: 'Käseschieben',
  schema: () => import('@regelwerk/kaeseschieben/schema').then(({ schema }) => schema),
  module: () => import('@regelwerk/kaeseschieben/module').then(({ module }) => module),
  board: () => import('./index.js').then(({ board }) => board),
  page: () => import('./page.js').then(({ page }) => page),
});
