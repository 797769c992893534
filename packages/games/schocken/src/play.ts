import { throwsParam, type GameModule, type GameTexts } from '@regelwerk/engine';
import type { SchockenRules } from './schema/rules.js';
import { schockenConfigFor } from './machine.js';
import { oddsTable } from './odds-table.js';
import { readerTables } from './reader-tables.js';
import { rounds } from './rounds.js';
import { schockenPlay } from './play-runtime.js';
import { figures } from './figures.js';

/** What each state of the Schocken statechart means, in German and English. */
const texts: GameTexts = {
  title: { de: 'Schocken', en: 'Schocken' },
  summary: {
    de: 'Ein Würfelspiel um Strafsteine: wer in einer Runde am schlechtesten wirft, bekommt welche; wer zwei Hälften verliert, verliert das Spiel.',
    en: 'A dice game about penalty tokens: the worst throw of a round takes some; whoever loses two halves loses the game.',
  },
  events: {
    'dice.throw': { de: 'würfeln', en: 'throw dice' },
    'turn.end': { de: 'stehen lassen', en: 'stop' },
    'dice.blind': { de: 'blind würfeln', en: 'throw blind' },
  },
  guards: {
    throwAllowed: { de: 'wenn ein Wurf erlaubt ist', en: 'if a throw is allowed' },
    endAllowed: { de: 'wenn Stehenlassen erlaubt ist', en: 'if stopping is allowed' },
    noThrowsLeft: { de: 'wenn kein Wurf mehr frei ist', en: 'if no throw is left' },
    roundComplete: { de: 'wenn alle geworfen haben', en: 'if everyone has thrown' },
    middleEmpty: { de: 'wenn die Mitte leer ist', en: 'if the middle is empty' },
    stageDecided: { de: 'wenn die Hälfte entschieden ist', en: 'if the half is decided' },
    halvesDone: { de: 'wenn beide Hälften gespielt sind', en: 'if both halves are played' },
    gameLostOutright: { de: 'wenn jemand beide Hälften verloren hat', en: 'if one player lost both halves' },
    tieForWorst: { de: 'wenn mehrere gleich schlecht geworfen haben', en: 'if several tie for the worst throw' },
    throwOffDecided: { de: 'wenn das Stechen entschieden ist', en: 'if the throw-off is decided' },
    throwOffTied: { de: 'wenn wieder Gleichstand ist', en: 'if still tied' },
    blindAllowed: { de: 'wenn blind würfeln erlaubt ist', en: 'if a blind throw is allowed' },
    gameEndedByRow: { de: 'wenn der beste Wurf das Spiel beendet', en: 'if the best throw ends the game' },
    lostAtReached: { de: 'wenn jemand die Hälften verloren hat, die das Spiel kosten', en: 'if one player has lost the halves that lose the game' },
  },
  states: {
    opening: {
      label: { de: 'Eröffnungsrunde', en: 'opening round' },
      description: {
        de: 'Die Eröffnungsrunde: jeder würfelt einmal, offen; der Schlechteste bekommt Strafsteine aus der Mitte und beginnt die erste Runde.',
        en: 'The opening round: everybody throws once, open; the worst receives tokens from the middle and starts the first round.',
      },
    },
    playing: {
      label: { de: 'Spiel', en: 'playing' },
      description: { de: 'Das Spiel läuft: Hälften und gegebenenfalls das Finale.', en: 'The game is on: halves and, if needed, the final.' },
    },
    half: {
      label: { de: 'Hälfte', en: 'half' },
      description: {
        de: 'Eine Hälfte: Runden, bis jemand alle Strafsteine hat oder ein Schock out entscheidet.',
        en: 'A half: play rounds until one player has every token or a Schock out decides it.',
      },
    },
    final: {
      label: { de: 'Finale', en: 'final' },
      description: {
        de: 'Die Verlierer der Hälften spielen es aus; wer das Finale verliert, verliert das Spiel.',
        en: 'The losers of the halves play it out; the loser of the final loses the game.',
      },
    },
    fromMiddle: {
      label: { de: 'aus der Mitte', en: 'from the middle' },
      description: { de: 'Strafsteine gehen aus der Mitte an den Verlierer jeder Runde.', en: 'Tokens go from the middle to each round’s loser.' },
    },
    passing: {
      label: { de: 'weitergeben', en: 'passing on' },
      description: {
        de: 'Die Mitte ist leer: nur wer Strafsteine hat, spielt weiter; der Beste gibt dem Schlechtesten ab.',
        en: 'The middle is empty: only token holders play on, and each round’s best hands tokens to its worst.',
      },
    },
    turn: {
      label: { de: 'Zug', en: 'turn' },
      description: {
        de: 'Ein Spieler würfelt: bis zur Grenze, mit Herauslegen zwischen den Würfen.',
        en: 'One player throws: up to the limit, setting dice aside between throws.',
      },
    },
    ready: {
      label: { de: 'bereit', en: 'ready' },
      description: { de: 'Warten auf den ersten Wurf des Zuges.', en: 'Waiting for the first throw of the turn.' },
    },
    thrown: {
      label: { de: 'geworfen', en: 'thrown' },
      description: {
        de: 'Die Würfel liegen: herauslegen und nochmal würfeln, oder stehen lassen.',
        en: 'The dice lie on the table: set some aside and throw again, or stop.',
      },
    },
    turnOver: {
      label: { de: 'Zug vorbei', en: 'turn over' },
      description: {
        de: 'Der Wurf wird festgehalten; die Wurfzahl des Beginners gilt für alle anderen.',
        en: 'The throw is recorded; the starter’s count of throws becomes the limit for the others.',
      },
    },
    throwOff: {
      label: { de: 'Stechen', en: 'throw-off' },
      description: {
        de: 'Wer gleich schlecht geworfen hat, würfelt offen unter sich nach; der Schlechteste verliert die Runde, bei erneutem Gleichstand wird wieder gewürfelt.',
        en: 'Players tied for the worst throw throw again among themselves, in view of all; the worst of them loses the round, and those still tied throw again.',
      },
    },
    blind: {
      label: { de: 'blind', en: 'blind' },
      description: {
        de: 'Der erste Wurf wurde blind angesagt: der Becher bleibt zu, niemand sieht den Wurf bis zum Aufdecken, und er zählt mehrfach.',
        en: 'The first throw was declared blind: the cup stays down, nobody sees it until the reveal, and it counts several times.',
      },
    },
    reveal: {
      label: { de: 'aufdecken', en: 'reveal' },
      description: {
        de: 'Alle Becher werden gehoben: der schlechteste Wurf verliert und bekommt Strafsteine nach dem besten.',
        en: 'All cups are lifted: the worst throw loses the round and receives tokens by the best throw.',
      },
    },
    over: {
      label: { de: 'Ende', en: 'over' },
      description: { de: 'Das Spiel ist entschieden: ein Spieler hat verloren.', en: 'The game is decided: one player has lost.' },
    },
  },
};

/** Schocken for pages (`./play`): the module without save/restore, which pages do not use (they save the decisions). */
export const playModule: GameModule<typeof schockenPlay> = {
  // The id is the runtime's, named once (docs/architecture.md, "One game, five objects").
  id: schockenPlay.id,
  texts,
  runtime: schockenPlay,
  machine: (rules) => import('./xstate.js').then((m) => (rules ? m.schockenMachineFor(rules) : m.schockenMachine)),
  chart: schockenConfigFor,
  params: [throwsParam<SchockenRules>()],
  tables: readerTables,
  odds: oddsTable,
  // The best and the worst throw of the round just revealed: the rows that decided it.
  highlights: (view) => (view.lastRound ? [...new Set([view.lastRound.best, view.lastRound.worst].map((seat) => view.lastRound!.results.find((r) => r.seat === seat)!.label))] : []),
  rounds,
  figures,
};
