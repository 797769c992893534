import type { GamePage } from '@regelwerk/engine';
import data from './page.json' with { type: 'json' };

/** What O'kudos's page on the demo site says: the site's one page template shows it (docs/adding-a-game.md). */
export const page: GamePage = data;
