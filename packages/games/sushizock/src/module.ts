import { throwsParam, type GameModule, type GameTexts } from '@regelwerk/engine';
import type { SushizockRules } from './schema/rules.js';
import { oddsTable } from './odds-table.js';
import { readerTables } from './reader-tables.js';
import { sushizockRuntime } from './runtime.js';
import { figures } from './figures.js';

/** What each state of the Sushizock statechart means, in German and English. */
const texts: GameTexts = {
  title: { de: 'Sushizock im Gockelwok', en: 'Sushizock im Gockelwok' },
  summary: {
    de: 'Ein Würfelspiel um Sushi und Gräten: nimm Portionen aus der Mitte oder klau sie anderen; Sushi zählt nur, soweit Gräten darunter liegen.',
    en: 'A dice game about sushi and fish bones: take tiles from the centre or steal them; sushi only counts as far as your bones stack reaches.',
  },
  events: {
    'dice.throw': { de: 'würfeln', en: 'throw dice' },
    'tile.take': { de: 'Portion nehmen', en: 'take a tile' },
    'tile.steal': { de: 'Portion klauen', en: 'steal a tile' },
  },
  guards: {
    throwAllowed: { de: 'wenn ein Wurf erlaubt ist', en: 'if a throw is allowed' },
    takeAllowed: { de: 'wenn die Würfel es erlauben', en: 'if the dice allow it' },
    stealAllowed: { de: 'wenn die Stäbchen es erlauben', en: 'if the chopsticks allow it' },
    nothingPossible: { de: 'wenn kein Wurf bleibt und nichts passt', en: 'if no throw is left and nothing fits' },
    centreEmpty: { de: 'wenn die Mitte leer ist', en: 'if the centre is empty' },
    rowEmpty: { de: 'wenn eine Reihe leer ist und die Regeln dann enden', en: 'if a row is empty and the rules end there' },
  },
  states: {
    playing: {
      label: { de: 'Spiel', en: 'playing' },
      description: { de: 'Reihum, bis die Mitte leer ist.', en: 'Players take turns until the centre is empty.' },
    },
    turn: {
      label: { de: 'Zug', en: 'turn' },
      description: {
        de: 'Bis zu drei Würfe; der Zug endet mit genau einer Portion.',
        en: 'Up to three throws; the turn ends with exactly one tile.',
      },
    },
    ready: {
      label: { de: 'bereit', en: 'ready' },
      description: { de: 'Warten auf den ersten Wurf mit allen fünf Würfeln.', en: 'Waiting for the first throw of all five dice.' },
    },
    thrown: {
      label: { de: 'geworfen', en: 'thrown' },
      description: {
        de: 'Die Würfel liegen: nehmen oder klauen, was sie erlauben, oder Würfel beiseitelegen und den Rest neu werfen.',
        en: 'The dice lie on the table: take or steal what they allow, or set dice aside and throw the rest.',
      },
    },
    forced: {
      label: { de: 'keine Wahl', en: 'no choice' },
      description: {
        de: 'Kein Wurf mehr und nichts passt: die schlechteste Gräte der Mitte, sonst das kleinste Sushi, muss genommen werden.',
        en: 'No throw left and nothing fits: the worst bones of the centre, else its smallest sushi, must be taken.',
      },
    },
    turnOver: {
      label: { de: 'Zug vorbei', en: 'turn over' },
      description: {
        de: 'Die Portion liegt oben auf dem Stapel; dann ist der Nächste dran, außer die Mitte ist leer.',
        en: 'The tile lies on top of the player’s stack; then the next player, unless the centre is empty.',
      },
    },
    over: {
      label: { de: 'Ende', en: 'over' },
      description: {
        de: 'Die Mitte ist leer: Sushi über der Höhe des Grätenstapels zählt nichts, die meisten Punkte gewinnen.',
        en: 'The centre is empty: sushi above the height of the bones stack scores nothing; most points win.',
      },
    },
  },
};

/** Sushizock as one module: what the registry lists and the CLI, elements and site read. */
export const module: GameModule<typeof sushizockRuntime> = {
  // The id is the runtime's, named once (docs/architecture.md, "One game, five objects").
  id: sushizockRuntime.id,
  texts,
  runtime: sushizockRuntime,
  machine: () => import('./xstate.js').then((m) => m.sushizockMachine),
  params: [throwsParam<SushizockRules>()],
  tables: readerTables,
  odds: oddsTable,
  // The rule that ended the last turn: the row of the take/steal table that explains it.
  highlights: (view) => (view.last?.action ? [view.last.action] : []),
  figures,
};
