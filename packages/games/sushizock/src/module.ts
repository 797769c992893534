import { gameModule, throwsParam } from '@regelwerk/engine';
import type { SushizockRules } from './schema/rules.js';
import { oddsTable } from './odds-table.js';
import { readerTables } from './reader-tables.js';
import { sushizockRuntime } from './runtime.js';
import { figures } from './figures.js';
// The words of the statechart (title, summary, each state, event and guard) in German and English, as
// data: the registry's texts test checks that every name of the machine has them (docs/adding-a-game.md).
import texts from './texts.json' with { type: 'json' };

/** Sushizock as one module: what the registry lists and the CLI, elements and site read. */
export const module = gameModule(sushizockRuntime, texts, {
  machine: () => import('./xstate.js').then((m) => m.sushizockMachine),
  params: [throwsParam<SushizockRules>()],
  tables: readerTables,
  odds: oddsTable,
  // The rule that ended the last turn: the row of the take/steal table that explains it.
  highlights: (view) => (view.last?.action ? [view.last.action] : []),
  figures,
});
