import type { GameModule, GameTexts } from '@regelwerk/engine';
import { oddsTable } from './odds-table.js';
import { readerTables } from './reader-tables.js';
import { rounds } from './rounds.js';
import { kaeseschiebenRuntime } from './runtime.js';
import { figures } from './figures.js';

/** What each state of the Käseschieben statechart means, in German and English. */
const texts: GameTexts = {
  title: { de: 'Käseschieben', en: 'Käseschieben' },
  summary: {
    de: 'Mäuse schieben Käsewürfel über die Brettkanten; wer die meisten wurmfreien über die eigene Kante bekommt, gewinnt.',
    en: 'Mice push cheese cubes over the edges of the board; whoever gets the most worm-free cubes over their own edge wins.',
  },
  events: {
    'die.roll': { de: 'würfeln', en: 'roll' },
    'mouse.step': { de: 'Schritt', en: 'step' },
    'cube.take': { de: 'Würfel nehmen', en: 'take a cube' },
    'cube.decline': { de: 'keinen nehmen', en: 'take none' },
  },
  guards: {
    rollAllowed: { de: 'wenn noch nicht gewürfelt ist', en: 'if the die is not rolled yet' },
    stepAllowed: { de: 'wenn der Schritt geht und der Zug sich vollenden lässt', en: 'if the step is possible and the move can be completed' },
    takeAllowed: { de: 'wenn der andere einen Würfel dieser Größe hat', en: 'if the other player has a cube of that size' },
    declineAllowed: { de: 'wenn man den letzten Würfel bekam', en: 'if one received the last cube' },
    noCompleteMove: { de: 'wenn kein vollständiger Zug möglich ist', en: 'if no complete move exists' },
    roundOver: { de: 'wenn das Brett leer ist', en: 'if the board is empty' },
    moveDone: { de: 'wenn keine Schritte übrig sind', en: 'if no steps are left' },
    stealDone: { de: 'wenn kein Würfel mehr zu nehmen ist', en: 'if no cube is left to take' },
    matchOver: { de: 'wenn alle Runden gespielt sind', en: 'if every round is played' },
  },
  states: {
    match: {
      label: { de: 'Partie', en: 'match' },
      description: { de: 'So viele Runden, wie vereinbart sind.', en: 'As many rounds as agreed.' },
    },
    round: {
      label: { de: 'Runde', en: 'round' },
      description: { de: 'Reihum im Uhrzeigersinn, bis kein Käse mehr auf dem Brett liegt.', en: 'Turns pass clockwise until no cheese is left on the board.' },
    },
    turn: {
      label: { de: 'Zug', en: 'turn' },
      description: { de: 'Würfeln, dann genau so viele Schritte mit der eigenen Maus.', en: 'Roll, then take exactly that many steps with your mouse.' },
    },
    ready: {
      label: { de: 'bereit', en: 'ready' },
      description: { de: 'Warten auf den Wurf des Mäusewürfels.', en: 'Waiting for the roll of the mouse die.' },
    },
    rolled: {
      label: { de: 'gewürfelt', en: 'rolled' },
      description: {
        de: 'Der Würfel bestimmt die Schritte (Stern: noch einmal, die Zahl zählt doppelt). Geht kein vollständiger Zug, ist der Nächste dran.',
        en: 'The die sets the steps (star: again, the number counts double). With no complete move the turn passes.',
      },
    },
    moving: {
      label: { de: 'ziehen', en: 'moving' },
      description: {
        de: 'Ein Schritt nach dem anderen, nie schräg, nie auf eine Maus; Käse davor wird mitgeschoben.',
        en: 'One step at a time, never diagonally, never onto a mouse; cheese ahead is pushed along.',
      },
    },
    stepped: {
      label: { de: 'Schritt getan', en: 'stepped' },
      description: { de: 'Ist das Brett leer, der Zug fertig oder sind noch Schritte übrig?', en: 'Is the board empty, the move complete, or are steps left?' },
    },
    turnOver: {
      label: { de: 'Zug vorbei', en: 'turn over' },
      description: { de: 'Der Würfel geht nach links weiter.', en: 'The die passes to the left.' },
    },
    lastCube: {
      label: { de: 'letzter Würfel', en: 'last cube' },
      description: {
        de: 'Wer den letzten Würfel bekam, darf einem anderen einen Würfel wegnehmen (oder keinen): nur die Größe ist wählbar, der Wurm bleibt unbekannt.',
        en: 'Whoever received the last cube may take one from another player (or none): only its size is chosen, its worm stays unknown.',
      },
    },
    scored: {
      label: { de: 'Wertung', en: 'scoring' },
      description: {
        de: 'Alle Würmer kommen ans Licht, die Runde wird gezählt; wer am wenigsten hat, beginnt die nächste.',
        en: 'Every worm comes to light and the round is counted; the lowest scorer begins the next.',
      },
    },
    over: {
      label: { de: 'Ende', en: 'over' },
      description: { de: 'Die meisten gewonnenen Runden gewinnen, bei Gleichstand die meisten Punkte.', en: 'Most rounds won wins; ties go to most points.' },
    },
  },
};

/** Käseschieben as one module: what the registry lists and the CLI, elements and site read. */
export const module: GameModule<typeof kaeseschiebenRuntime> = {
  // The id is the runtime's, named once (docs/architecture.md, "One game, five objects").
  id: kaeseschiebenRuntime.id,
  texts,
  runtime: kaeseschiebenRuntime,
  machine: () => import('./xstate.js').then((m) => m.kaeseschiebenMachine),
  tables: readerTables,
  odds: oddsTable,
  rounds,
  figures,
};
