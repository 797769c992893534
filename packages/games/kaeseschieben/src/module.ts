import { gameModule } from '@regelwerk/engine';
import { oddsTable } from './odds-table.js';
import { readerTables } from './reader-tables.js';
import { rounds } from './rounds.js';
import { kaeseschiebenRuntime } from './runtime.js';
import { figures } from './figures.js';
// The words of the statechart (title, summary, each state, event and guard) in German and English, as
// data: the registry's texts test checks that every name of the machine has them (docs/adding-a-game.md).
import texts from './texts.json' with { type: 'json' };

/** Käseschieben as one module: what the registry lists and the CLI, elements and site read. */
export const module = gameModule(kaeseschiebenRuntime, texts, {
  machine: () => import('./xstate.js').then((m) => m.kaeseschiebenMachine),
  tables: readerTables,
  odds: oddsTable,
  rounds,
  figures,
});
