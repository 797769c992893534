import { whoList, type Who } from '@regelwerk/board-kit';
import type { Lang } from '@regelwerk/engine';

/**
 * The colour words of the sectors by colour id (the view names a sector's colour by id). The
 * board keeps its own words and palette so that it loads none of the engine's code.
 */
const colourEn: Readonly<Record<string, string>> = {
  red: 'red',
  orange: 'orange',
  yellow: 'yellow',
  green: 'green',
  teal: 'teal',
  blue: 'blue',
  violet: 'violet',
  pink: 'pink',
  brown: 'brown',
};
const colourDe: Readonly<Record<string, string>> = {
  red: 'Rot',
  orange: 'Orange',
  yellow: 'Gelb',
  green: 'Grün',
  teal: 'Türkis',
  blue: 'Blau',
  violet: 'Violett',
  pink: 'Rosa',
  brown: 'Braun',
};

/** A sector's letter, A for the top left, row by row (the cue that is not a colour). */
export const sectorLetter = (s: number): string => (s < 26 ? String.fromCharCode(65 + s) : String(s + 1));



/** The O'kudos board's words, in German and English. */
const TEXT = {
  en: {
    colour: (id: string) => colourEn[id] ?? id,
    sector: (s: number, colour: string) => `sector ${sectorLetter(s)} (${colourEn[colour] ?? colour})`,
    grid: 'The board: a solved sudoku in nine coloured sectors',
    cell: (name: string) => `${name}`,
    printed: (n: number) => `printed ${n}`,
    chip: (n: number, who: Who) => `chip ${n} placed by ${who.you ? 'you' : who.name}`,
    yours: 'your sector',
    canPlace: (n: number) => `${n} may go here`,
    irregular: 'irregular: collect it',
    last: 'placed last',
    owner: (who: Who) => (who.you ? 'yours' : `belongs to ${who.name}`),
    game: 'the game',
    gameDative: 'the game',
    gameCap: 'The game',
    mine: 'Your sectors',
    mineNone: 'You watch: the colours stay hidden until the end.',
    mineNote: 'Only you can see your colours. Their uncovered numbers score for you; cover the others’ high numbers.',
    hand: 'Your chips',
    handEmpty: 'No chips left in your hand.',
    pick: (n: number) => `Chip ${n}`,
    discard: (n: number | null) => (n === null ? 'Discard a chip' : `Discard ${n}`),
    discardHint: 'Face down; you draw a new chip while the supply has one.',
    pass: 'Pass',
    players: 'Players',
    bot: (id: string) => `bot: ${id}`,
    handCount: (n: number) => `${n} chip${n === 1 ? '' : 's'} in hand`,
    collected: (list: readonly number[]) => (list.length === 0 ? '' : `collected: ${list.join(', ')}`),
    supply: (n: number) => `Supply: ${n}`,
    discardPile: (n: number) => `Discard pile: ${n}`,
    passes: (n: number, of: number) => `Passes in a row: ${n} of ${of}`,
    turnOf: (w: Who) => (w.you ? 'Your turn' : `To play: ${w.name}`),
    watching: (w: Who) => (w.you ? 'You are thinking' : `${w.name} is thinking`),
    chooseChip: 'Choose a chip (keys 1–9), then a marked cell.',
    chooseCell: (n: number, cells: number) => (cells === 0 ? `The ${n} fits nowhere now: choose another chip, discard it or pass.` : `Place the ${n}: choose one of the ${cells} marked cells (arrow keys, Enter).`),
    collectNow: (n: number) => `${n} irregular chip${n === 1 ? ' lies' : 's lie'} on the board: collect ${n === 1 ? 'it' : 'them one at a time, in any order'} before your move.`,
    collect: (n: number, name: string) => `Collect the ${n} on ${name}`,
    keys: 'Keys: arrows move over the board · 1–9 choose a chip · Enter places it (or collects)',
    lastTurn: 'Last turn',
    /** A cell by row and column, counted from 1, in words (a sudoku player's r3c5 reads as code). */
    cellName: (row: number, column: number) => `row ${row}, column ${column}`,
    lastPlace: (who: Who, n: number, cell: string, drew: boolean) => `${who.you ? 'You' : who.name} placed a ${n} in ${cell}${drew ? ' and drew a chip' : ''}.`,
    lastDiscard: (who: Who, drew: boolean) => `${who.you ? 'You' : who.name} discarded a chip face down${drew ? ' and drew one' : ''}.`,
    lastPass: (who: Who) => `${who.you ? 'You' : who.name} passed.`,
    lastCollected: (list: readonly number[]) => `First collected: ${list.join(', ')}.`,
    over: 'Game over',
    gameOver: (winners: readonly Who[], total: number) =>
      winners.length === 1
        ? `Game over: ${winners[0]!.you ? 'you win' : `${winners[0]!.name} wins`} with ${total} points.`
        : `Game over: ${whoList(winners, 'en')} share the win with ${total} points.`,
    deal: 'The colours revealed',
    sheet: 'Scoring sheet',
    sheetSector: 'Sector',
    sectorWord: 'sector',
    sheetBonus: 'Irregular chips (points)',
    total: 'Total',
    notCounted: 'does not count',
    sheetNote: 'Each sector scores the printed numbers no chip covers, for its owner.',
    winner: 'winner',
  },
  de: {
    colour: (id: string) => colourDe[id] ?? id,
    sector: (s: number, colour: string) => `Sektor ${sectorLetter(s)} (${colourDe[colour] ?? colour})`,
    grid: 'Das Brett: ein gelöstes Sudoku in neun farbigen Sektoren',
    cell: (name: string) => `${name}`,
    printed: (n: number) => `gedruckt ${n}`,
    chip: (n: number, who: Who) => (who.you ? `Chip ${n}, von dir gelegt` : `Chip ${n}, gelegt: ${who.name}`),
    yours: 'dein Sektor',
    canPlace: (n: number) => `${n} darf hierhin`,
    irregular: 'irregulär: einsammeln',
    last: 'zuletzt gelegt',
    owner: (who: Who) => (who.you ? 'gehört dir' : `gehört ${who.name}`),
    game: 'das Spiel',
    gameDative: 'dem Spiel',
    gameCap: 'Das Spiel',
    mine: 'Deine Sektoren',
    mineNone: 'Du schaust zu: die Farben bleiben bis zum Schluss verdeckt.',
    mineNote: 'Nur du siehst deine Farben. Ihre unbedeckten Zahlen zählen für dich; decke die hohen Zahlen der anderen ab.',
    hand: 'Deine Chips',
    handEmpty: 'Keine Chips mehr auf der Hand.',
    pick: (n: number) => `Chip ${n}`,
    discard: (n: number | null) => (n === null ? 'Chip abwerfen' : `${n} abwerfen`),
    discardHint: 'Verdeckt; du ziehst nach, solange der Vorrat reicht.',
    pass: 'Passen',
    players: 'Spieler',
    bot: (id: string) => `Bot: ${id}`,
    handCount: (n: number) => `${n} Chip${n === 1 ? '' : 's'} auf der Hand`,
    collected: (list: readonly number[]) => (list.length === 0 ? '' : `eingesammelt: ${list.join(', ')}`),
    supply: (n: number) => `Vorrat: ${n}`,
    discardPile: (n: number) => `Ablage: ${n}`,
    passes: (n: number, of: number) => `Gepasst in Folge: ${n} von ${of}`,
    turnOf: (w: Who) => (w.you ? 'Du bist dran' : `Am Zug: ${w.name}`),
    watching: (w: Who) => (w.you ? 'Du überlegst' : `${w.name} überlegt`),
    chooseChip: 'Wähle einen Chip (Tasten 1–9), dann ein markiertes Feld.',
    chooseCell: (n: number, cells: number) =>
      cells === 0 ? `Die ${n} passt gerade nirgends: wähle einen anderen Chip, wirf sie ab oder passe.` : `Die ${n} legen: wähle eines der ${cells} markierten Felder (Pfeiltasten, Enter).`,
    collectNow: (n: number) => `${n === 1 ? 'Ein irregulärer Chip liegt' : `${n} irreguläre Chips liegen`} auf dem Brett: sammle ${n === 1 ? 'ihn' : 'sie einzeln, in beliebiger Reihenfolge,'} vor deinem Zug ein.`,
    collect: (n: number, name: string) => `Die ${n} auf ${name} einsammeln`,
    keys: 'Tasten: Pfeile bewegen über das Brett · 1–9 wählen einen Chip · Enter legt ihn (oder sammelt ein)',
    lastTurn: 'Letzter Zug',
    cellName: (row: number, column: number) => `Zeile ${row}, Spalte ${column}`,
    lastPlace: (who: Who, n: number, cell: string, drew: boolean) => `${who.you ? 'Du hast' : `${who.name} hat`} eine ${n} in ${cell} gelegt${drew ? ' und nachgezogen' : ''}.`,
    lastDiscard: (who: Who, drew: boolean) => `${who.you ? 'Du hast' : `${who.name} hat`} einen Chip verdeckt abgeworfen${drew ? ' und nachgezogen' : ''}.`,
    lastPass: (who: Who) => `${who.you ? 'Du hast' : `${who.name} hat`} gepasst.`,
    lastCollected: (list: readonly number[]) => `Vorher eingesammelt: ${list.join(', ')}.`,
    over: 'Spiel vorbei',
    gameOver: (winners: readonly Who[], total: number) =>
      winners.length === 1
        ? `Spiel vorbei: ${winners[0]!.you ? 'Du gewinnst' : `${winners[0]!.name} gewinnt`} mit ${total} Punkten.`
        : `Spiel vorbei: ${whoList(winners, 'de')} ${winners.some((w) => w.you) ? 'teilt euch' : 'teilen sich'} den Sieg mit ${total} Punkten.`,
    deal: 'Die aufgedeckten Farben',
    sheet: 'Wertung',
    sheetSector: 'Sektor',
    sectorWord: 'Sektor',
    sheetBonus: 'Irreguläre Chips (Punkte)',
    total: 'Summe',
    notCounted: 'zählt nicht',
    sheetNote: 'Jeder Sektor zählt die gedruckten Zahlen, die kein Chip bedeckt, für seinen Besitzer.',
    winner: 'Sieg',
  },
} as const;

export type BoardTexts = (typeof TEXT)['en'];

export function boardTexts(lang: Lang): BoardTexts {
  return TEXT[lang] as BoardTexts;
}
