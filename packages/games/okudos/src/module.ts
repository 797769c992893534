import { gameModule } from '@regelwerk/engine';
import { readerTables } from './reader-tables.js';
import { okudosRuntime } from './runtime.js';
import { figures } from './figures.js';
// The words of the statechart (title, summary, each state, event and guard) in German and English, as
// data: the registry's texts test checks that every name of the machine has them (docs/adding-a-game.md).
import texts from './texts.json' with { type: 'json' };

/** O'kudos as one module: what the registry lists and the CLI, elements and site read. */
export const module = gameModule(okudosRuntime, texts, {
  machine: () => import('./xstate.js').then((m) => m.okudosMachine),
  tables: readerTables,
  // The rule that explains the moment: collecting irregular chips, or the deal once colours are revealed.
  highlights: (view) => (view.irregular.length > 0 ? ['irregular'] : view.over ? ['sector'] : []),
  figures,
});
