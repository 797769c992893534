import type { GameModule, GameTexts } from '@regelwerk/engine';
import { readerTables } from './reader-tables.js';
import { okudosRuntime } from './runtime.js';
import { figures } from './figures.js';

/** What each state of the O'kudos statechart means, in German and English. */
const texts: GameTexts = {
  title: { de: "O'kudos", en: "O'kudos" },
  summary: {
    de: 'Ein Legespiel auf einem gelösten Sudoku: jeder besitzt geheime Farbsektoren und deckt mit Zahlenchips die hohen Felder der anderen ab.',
    en: 'A placement game on a solved sudoku: everyone secretly owns coloured sectors and covers the high cells of the others with numbered chips.',
  },
  events: {
    'chip.place': { de: 'Chip legen', en: 'place a chip' },
    'chip.discard': { de: 'Chip abwerfen', en: 'discard a chip' },
    'turn.pass': { de: 'passen', en: 'pass' },
    'chip.collect': { de: 'irregulären Chip einsammeln', en: 'collect an irregular chip' },
  },
  guards: {
    noIrregular: { de: 'wenn kein Chip irregulär liegt', en: 'if no chip is irregular' },
    collectAllowed: { de: 'wenn der Chip noch irregulär liegt', en: 'if the chip is still irregular' },
    placeAllowed: { de: 'wenn das Feld frei ist und die Zahl passt', en: 'if the cell is empty and the number fits' },
    discardAllowed: { de: 'wenn der Chip auf der Hand ist', en: 'if the chip is in the hand' },
    passAllowed: { de: 'immer', en: 'always' },
    gameEnds: { de: 'wenn alle nacheinander gepasst haben oder einer ohne Chips ist und der Vorrat leer', en: 'if everyone passed in a row, or a player is out of chips and the supply is empty' },
  },
  states: {
    playing: {
      label: { de: 'Spiel', en: 'playing' },
      description: {
        de: 'Reihum, bis alle nacheinander gepasst haben oder ein Spieler keine Chips mehr hat und der Vorrat leer ist.',
        en: 'Players take turns until everyone has passed in a row, or a player has no chips and the supply is empty.',
      },
    },
    turn: {
      label: { de: 'Zug', en: 'turn' },
      description: { de: 'Erst die irregulären Chips einsammeln, dann eine Entscheidung.', en: 'First collect the irregular chips, then one decision.' },
    },
    collecting: {
      label: { de: 'einsammeln', en: 'collecting' },
      description: {
        de: 'Irreguläre Chips liegen auf dem Brett: einzeln einsammeln, in beliebiger Reihenfolge, jeden nur, solange er noch irregulär liegt.',
        en: 'Irregular chips lie on the board: collect them one at a time, in any order, each only while it is still irregular.',
      },
    },
    choosing: {
      label: { de: 'legen, abwerfen oder passen', en: 'place, discard or pass' },
      description: {
        de: 'Einen Chip auf ein freies Feld legen und nachziehen, einen Chip verdeckt abwerfen und nachziehen, oder passen.',
        en: 'Place a chip on an empty cell and draw, discard a chip face down and draw, or pass.',
      },
    },
    turnOver: {
      label: { de: 'Zug vorbei', en: 'turn over' },
      description: {
        de: 'Haben alle nacheinander gepasst oder ist einer ohne Chips bei leerem Vorrat, endet das Spiel; sonst ist der Nächste dran.',
        en: 'If everyone passed in a row, or a player is out of chips with the supply empty, the game ends; otherwise the next player.',
      },
    },
    over: {
      label: { de: 'Ende', en: 'over' },
      description: {
        de: 'Die Farben werden aufgedeckt: jeder Sektor zählt seine unbedeckten Zahlen für seinen Besitzer; die meisten Punkte gewinnen.',
        en: 'The colours are revealed: each sector scores its uncovered numbers for its owner; most points win.',
      },
    },
  },
};

/** O'kudos as one module: what the registry lists and the CLI, elements and site read. */
export const module: GameModule<typeof okudosRuntime> = {
  // The id is the runtime's, named once (docs/architecture.md, "One game, five objects").
  id: okudosRuntime.id,
  texts,
  runtime: okudosRuntime,
  machine: () => import('./xstate.js').then((m) => m.okudosMachine),
  tables: readerTables,
  // The rule that explains the moment: collecting irregular chips, or the deal once colours are revealed.
  highlights: (view) => (view.irregular.length > 0 ? ['irregular'] : view.over ? ['sector'] : []),
  figures,
};
