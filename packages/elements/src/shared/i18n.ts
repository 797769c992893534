/** German and English texts; the language comes from the element's `lang`, the page, or English. */
import { whoList, type Who } from '@regelwerk/board-kit';
import type { Lang } from '@regelwerk/engine';

export type { Lang };

export function langOf(el: Element): Lang {
  // Rendered on a server (src/ssr.ts) an element has no ancestors to ask: its own `lang`, else English.
  const holder = typeof el.closest === 'function' ? el.closest('[lang]') : el;
  const own = holder?.getAttribute('lang') ?? (typeof document !== 'undefined' ? document.documentElement.lang : '');
  return own.toLowerCase().startsWith('de') ? 'de' : 'en';
}

const TEXT = {
  en: {
    loading: 'Loading…',
    unknownGame: (g: string, known: readonly string[]) => `There is no game "${g}". Known games: ${known.join(', ')}.`,
    noEngine: (g: string) => `"${g}" has rules but cannot be played here yet.`,
    newGame: 'New game',
    undo: 'Undo',
    exportLog: 'Export log',
    importLog: 'Import log',
    stateUnreadable: (why: string) => `The saved game could not be read (${why}). A new game has started.`,
    logUnreadable: (why: string) => `This log cannot be shown: ${why}`,
    logOfOtherGame: 'it is a log of another game',
    viewing: (i: number, n: number) => `Log viewer: step ${i} of ${n}`,
    first: 'First step',
    prev: 'Previous step',
    next: 'Next step',
    last: 'Last step',
    leaveViewer: 'Back to the game',
    dismiss: 'Dismiss',
    moreProblems: (n: number) => `… and ${n} more problem${n === 1 ? '' : 's'}`,
    fetchFailed: (src: string, why: string) => `Could not load the rules ${src}: ${why}`,
    playing: (title: string, variant: string | null) => (variant ? `Rules: ${title}, house rule “${variant}”` : `Rules: ${title}`),
    unknownBot: (bot: string, known: readonly string[]) => `There is no bot "${bot}" for this game. Its bots: ${known.join(', ')}.`,
    longName: (seat: number, length: number, max: number) => `Player ${seat}'s name has ${length} characters; a name may have at most ${max}.`,
    status: 'Game status',
    fastForward: 'Fast-forward',
    toRoundEnd: 'To the end of the round',
    toGameEnd: 'To the end of the game',
    rounds: (n: number) => `Rounds played: ${n}`,
    round: (i: number) => `Round ${i}`,
    match: 'Match',
    matchGame: (k: number, n: number | null, playOff: boolean) => (playOff ? `Play-off (game ${k})` : n === null ? `Game ${k} of the match` : `Game ${k} of ${n}`),
    matchPlayer: 'Player',
    matchCount: { lives: 'Lives', points: 'Points', wins: 'Games won' },
    nextGame: 'Next game',
    /** A seat named by its default "You" is addressed (board-kit's `seatWho`): "You win", not "You wins". */
    matchWon: (w: Who) => (w.you ? 'You win the match.' : `${w.name} wins the match.`),
    matchShared: (who: readonly Who[]) => `${whoList(who, 'en')} share the match.`,
    /** A bot seat's name before its number ("tactician 2"); a bot not listed keeps its id. */
  },
  de: {
    loading: 'Lädt…',
    unknownGame: (g: string, known: readonly string[]) => `Es gibt kein Spiel „${g}“. Bekannt: ${known.join(', ')}.`,
    noEngine: (g: string) => `„${g}“ hat Regeln, lässt sich hier aber noch nicht spielen.`,
    newGame: 'Neues Spiel',
    undo: 'Rückgängig',
    exportLog: 'Protokoll speichern',
    importLog: 'Protokoll laden',
    stateUnreadable: (why: string) => `Der gespeicherte Spielstand war nicht lesbar (${why}). Ein neues Spiel hat begonnen.`,
    logUnreadable: (why: string) => `Dieses Protokoll lässt sich nicht zeigen: ${why}`,
    logOfOtherGame: 'es ist das Protokoll eines anderen Spiels',
    viewing: (i: number, n: number) => `Protokoll: Schritt ${i} von ${n}`,
    first: 'Erster Schritt',
    prev: 'Schritt zurück',
    next: 'Schritt vor',
    last: 'Letzter Schritt',
    leaveViewer: 'Zurück zum Spiel',
    dismiss: 'Schließen',
    moreProblems: (n: number) => `… und ${n} weitere${n === 1 ? 's Problem' : ' Probleme'}`,
    fetchFailed: (src: string, why: string) => `Die Regeln ${src} ließen sich nicht laden: ${why}`,
    playing: (title: string, variant: string | null) => (variant ? `Regeln: ${title}, Hausregel „${variant}“` : `Regeln: ${title}`),
    unknownBot: (bot: string, known: readonly string[]) => `Einen Bot „${bot}“ gibt es für dieses Spiel nicht. Seine Bots: ${known.join(', ')}.`,
    longName: (seat: number, length: number, max: number) => `Der Name von Spieler ${seat} hat ${length} Zeichen; ein Name darf höchstens ${max} haben.`,
    status: 'Spielstand',
    fastForward: 'Vorspulen',
    toRoundEnd: 'Bis zum Ende der Runde',
    toGameEnd: 'Bis zum Ende des Spiels',
    rounds: (n: number) => `Gespielte Runden: ${n}`,
    round: (i: number) => `Runde ${i}`,
    match: 'Partie',
    matchGame: (k: number, n: number | null, playOff: boolean) => (playOff ? `Stechen (Spiel ${k})` : n === null ? `Spiel ${k} der Partie` : `Spiel ${k} von ${n}`),
    matchPlayer: 'Spieler',
    matchCount: { lives: 'Leben', points: 'Punkte', wins: 'Gewonnene Spiele' },
    nextGame: 'Nächstes Spiel',
    matchWon: (w: Who) => (w.you ? 'Du gewinnst die Partie.' : `${w.name} gewinnt die Partie.`),
    matchShared: (who: readonly Who[]) => `${whoList(who, 'de')} ${who.some((w) => w.you) ? 'teilt euch' : 'teilen sich'} den Sieg der Partie.`,
  },
} as const;

export type Texts = (typeof TEXT)['en'];

export function texts(lang: Lang): Texts {
  return TEXT[lang] as Texts;
}

/** A bot's name in the page language (the engine's, which the boards use too). */
export { botName } from '@regelwerk/engine';
