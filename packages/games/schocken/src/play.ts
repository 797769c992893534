import { gameModule, throwsParam } from '@regelwerk/engine';
import type { SchockenRules } from './schema/rules.js';
import { schockenConfigFor } from './machine.js';
import { oddsTable } from './odds-table.js';
import { readerTables } from './reader-tables.js';
import { rounds } from './rounds.js';
import { schockenPlay } from './play-runtime.js';
import { figures } from './figures.js';
// The words of the statechart (title, summary, each state, event and guard) in German and English, as
// data: the registry's texts test checks that every name of the machine has them (docs/adding-a-game.md).
import texts from './texts.json' with { type: 'json' };

/** Schocken for pages (`./play`): the module without save/restore, which pages do not use (they save the decisions). */
export const playModule = gameModule(schockenPlay, texts, {
  machine: (rules) => import('./xstate.js').then((m) => (rules ? m.schockenMachineFor(rules) : m.schockenMachine)),
  chart: schockenConfigFor,
  params: [throwsParam<SchockenRules>()],
  tables: readerTables,
  odds: oddsTable,
  // The best and the worst throw of the round just revealed: the rows that decided it.
  highlights: (view) => (view.lastRound ? [...new Set([view.lastRound.best, view.lastRound.worst].map((seat) => view.lastRound!.results.find((r) => r.seat === seat)!.label))] : []),
  rounds,
  figures,
});
