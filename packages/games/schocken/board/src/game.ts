import { defineGame } from '@regelwerk/engine';

/**
 * Schocken, declared once: the registry lists this declaration (this package's `"regelwerk"` key
 * names it) and every list of games derives from it (docs/adding-a-game.md).
 */
export default defineGame({
  id: 'schocken',
  name: 'Schocken',
  schema: () => import('@regelwerk/schocken/schema').then(({ schema }) => schema),
  module: () => import('@regelwerk/schocken/module').then(({ module }) => module),
  play: () => import('@regelwerk/schocken/play').then(({ playModule }) => playModule),
  board: () => import('./index.js').then(({ board }) => board),
  page: () => import('./page.js').then(({ page }) => page),
});
