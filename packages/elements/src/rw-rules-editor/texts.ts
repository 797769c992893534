/** The editor's words, in English and German. */
import type { Lang } from '../shared/i18n.js';
import type { ShareProblem } from './share.js';

/** Why a shared address cannot be read, in each language. */
const shareWhy: Record<Lang, (p: ShareProblem) => string> = {
  en: (p) => {
    const n = (x: number) => x.toLocaleString('en');
    if (p.reason === 'version') return `it was written by another version of this page, format ${p.version}`;
    if (p.reason === 'damaged') return 'the address is cut off or changed';
    if (p.reason === 'address-too-long') return `its rule part is longer than ${n(p.max)} characters`;
    return `it would expand to more than ${n(p.max)} characters, more than a rule file may have`;
  },
  de: (p) => {
    const n = (x: number) => x.toLocaleString('de');
    if (p.reason === 'version') return `sie stammt von einer anderen Version dieser Seite, Format ${p.version}`;
    if (p.reason === 'damaged') return 'die Adresse ist abgeschnitten oder verändert';
    if (p.reason === 'address-too-long') return `ihr Regelteil ist länger als ${n(p.max)} Zeichen`;
    return `er wäre entpackt länger als ${n(p.max)} Zeichen, mehr als eine Regeldatei haben darf`;
  },
};

/** Seconds as a time left: "12 s", "3 min 5 s". */
function timeLeft(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? `${s} s` : s % 60 === 0 ? `${s / 60} min` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

const en = {
  unknownGame: (g: string, known: readonly string[]) => `There is no game "${g}". Known games: ${known.join(', ')}.`,
  noGame: (known: readonly string[]) => `The rule editor needs a game: game="…", one of ${known.join(', ')}.`,
  loading: 'Loading the rule editor…',
  codeLabel: (title: string) => `House rule for ${title} (rule text)`,
  template: (game: string) => `# My house rule: say in a line what it changes and why.\nvariant "my-rule" extends ${game}\n\n`,
  hashUnreadable: (p: ShareProblem) => `The address holds a rule text that cannot be read (${shareWhy.en(p)}); the editor starts from your last draft or its usual text instead.`,
  fetchFailed: (src: string, why: string) => `Could not load ${src}: ${why}. The editor starts from an empty house rule.`,
  unknownVariant: (v: string, known: readonly string[]) => `There is no house rule "${v}"${known.length ? ` (there are: ${known.join(', ')})` : ''}. The editor starts from an empty house rule.`,
  badGames: (v: string, n: number) => `games="${v}" is not a number of games from 1 to 1000000; simulating ${n}.`,
  toolbar: 'Rule text',
  format: 'Format',
  share: 'Share',
  download: 'Download .rules',
  snippet: 'Embed snippet',
  reset: 'Reset to the standard rules',
  resetDone: 'The text is back to an empty house rule. Undo (Ctrl+Z in the text) brings yours back.',
  shareTooLong: (length: number, max: number) =>
    `The text has ${length.toLocaleString('en')} characters, more than a rule file may have (${max.toLocaleString('en')}): it cannot be shared as a link. Download it instead.`,
  copied: 'Link copied. The rule text is in the part after #, which is never sent to a server.',
  copyByHand: 'Copy this link (the rule text is in the part after #, which is never sent to a server):',
  shareLabel: 'Link to this house rule',
  snippetIntro: 'Paste this into a page to show the game and its table with this house rule (the script tag once per page):',
  snippetLabel: 'Embed snippet',
  copy: 'Copy',
  copiedSnippet: 'Snippet copied.',
  copyFailed: 'Copying is not allowed here: select the text and copy it.',
  close: 'Close',
  checking: 'Checking…',
  noProblems: 'No problems: the tables, the changes and play follow this text.',
  problems: (n: number, first: string) => `${n === 1 ? 'One problem' : `${n} problems`}. First: ${first}`,
  lineCol: (line: number, col: number) => `line ${line}, column ${col}`,
  panels: 'What this house rule does',
  tabTables: 'Tables',
  tabChanges: 'What changes',
  tabPlay: 'Play',
  tabSimulate: 'Simulate',
  staleNote: 'The text has errors now: this is what its last version without errors shows.',
  tablesIntro: 'The tables with this house rule; rows it adds or changes against the standard rules are marked.',
  noChanges: 'This house rule changes nothing yet: set an option, or insert, replace or remove a row.',
  playIntro: 'Play this house rule against two bots.',
  playStale: 'The text has changed since this game started.',
  playReset: 'Play the rules as they are now',
  playNeedsRules: 'The text has errors: fix them to play.',
  simIntro: (n: number) => `Bots play ${n} games with the standard rules and ${n} with this house rule, on the same dice, and compare what happens.`,
  players: 'Players',
  bots: 'Bots',
  botNames: { tactician: 'play well', random: 'play at random' },
  gamesLabel: 'Games of each',
  start: 'Start',
  cancel: 'Cancel',
  progress: 'Simulation progress',
  progressText: (done: number, total: number, perSecond: number, secondsLeft: number | null) =>
    `${done} of ${total} games · ${Math.round(perSecond)} games/s${secondsLeft === null ? '' : ` · about ${timeLeft(secondsLeft)} left`}`,
  cancelled: 'Stopped.',
  stoppedAfter: (games: number, total: number) => `Stopped after ${games} of ${total} games of each: the figures so far.`,
  simFailed: (why: string) => `The simulation stopped: ${why}`,
  simNeedsRules: 'The text has errors: fix them to simulate.',
  panelsNeedRules: 'The text has errors: its tables, changes, game and simulation follow once they are fixed.',
  figure: 'Figure',
  standard: 'Standard rules',
  variant: 'This house rule',
  differs: 'differs',
  differsLong: 'differs: the intervals do not overlap',
  verdictHead: 'With the house rule',
  /** A figure whose two intervals no longer overlap: which way the house rule moves it. */
  clear: (kind: 'mean' | 'share', higher: boolean) => `${kind === 'share' ? (higher ? 'more often' : 'less often') : higher ? 'higher' : 'lower'} — clear`,
  notYet: 'not clear yet',
  interval:
    'In brackets: the 95 % interval, the range the true average of these rules lies in with 95 % confidence (more games make it narrower). Where the two ranges do not overlap (marked “clear”), the difference is not down to the luck of the dice: that is stricter than a 95 % test of the difference, so a figure marked clear while the games run may be read and the simulation stopped.',
  simOf: (games: number, players: number, bots: string, seed: string) => `${games} games of each with ${players} players (the bots ${bots}); seed ${seed}.`,
  simStale: 'The text has changed since this simulation: start it again for the new rules.',
};

export type EditorTexts = typeof en;

const de: EditorTexts = {
  unknownGame: (g, known) => `Es gibt kein Spiel „${g}“. Bekannt: ${known.join(', ')}.`,
  noGame: (known) => `Der Regeleditor braucht ein Spiel: game="…", eines von ${known.join(', ')}.`,
  loading: 'Der Regeleditor lädt…',
  codeLabel: (title) => `Hausregel für ${title} (Regeltext)`,
  template: (game) => `# Meine Hausregel: in einer Zeile, was sie ändert und warum.\nvariant "meine-regel" extends ${game}\n\n`,
  hashUnreadable: (p) => `Die Adresse enthält einen Regeltext, der sich nicht lesen lässt (${shareWhy.de(p)}); der Editor beginnt stattdessen mit deinem letzten Entwurf oder seinem üblichen Text.`,
  fetchFailed: (src, why) => `${src} ließ sich nicht laden: ${why}. Der Editor beginnt mit einer leeren Hausregel.`,
  unknownVariant: (v, known) => `Eine Hausregel „${v}“ gibt es nicht${known.length ? ` (es gibt: ${known.join(', ')})` : ''}. Der Editor beginnt mit einer leeren Hausregel.`,
  badGames: (v, n) => `games="${v}" ist keine Anzahl von Spielen zwischen 1 und 1000000; simuliert werden ${n}.`,
  toolbar: 'Regeltext',
  format: 'Formatieren',
  share: 'Teilen',
  download: '.rules herunterladen',
  snippet: 'Code zum Einbinden',
  reset: 'Zurück zu den normalen Regeln',
  resetDone: 'Der Text ist wieder eine leere Hausregel. Rückgängig (Strg+Z im Text) holt deinen zurück.',
  shareTooLong: (length, max) =>
    `Der Text hat ${length.toLocaleString('de')} Zeichen, mehr als eine Regeldatei haben darf (${max.toLocaleString('de')}): als Link lässt er sich nicht teilen. Lade ihn stattdessen herunter.`,
  copied: 'Link kopiert. Der Regeltext steht im Teil nach #, den der Browser nie an einen Server schickt.',
  copyByHand: 'Kopiere diesen Link (der Regeltext steht im Teil nach #, den der Browser nie an einen Server schickt):',
  shareLabel: 'Link zu dieser Hausregel',
  snippetIntro: 'Füge das in eine Seite ein, um das Spiel und seine Tabelle mit dieser Hausregel zu zeigen (das Script-Tag einmal pro Seite):',
  snippetLabel: 'Code zum Einbinden',
  copy: 'Kopieren',
  copiedSnippet: 'Code kopiert.',
  copyFailed: 'Kopieren ist hier nicht erlaubt: Text markieren und selbst kopieren.',
  close: 'Schließen',
  checking: 'Wird geprüft…',
  noProblems: 'Keine Probleme: Tabellen, Änderungen und Spiel folgen diesem Text.',
  problems: (n, first) => `${n === 1 ? 'Ein Problem' : `${n} Probleme`}. Das erste: ${first}`,
  lineCol: (line, col) => `Zeile ${line}, Spalte ${col}`,
  panels: 'Was diese Hausregel bewirkt',
  tabTables: 'Tabellen',
  tabChanges: 'Was sich ändert',
  tabPlay: 'Spielen',
  tabSimulate: 'Simulieren',
  staleNote: 'Der Text hat gerade Fehler: Das hier zeigt seine letzte fehlerfreie Fassung.',
  tablesIntro: 'Die Tabellen mit dieser Hausregel; Zeilen, die sie gegenüber den normalen Regeln hinzufügt oder ändert, sind markiert.',
  noChanges: 'Diese Hausregel ändert noch nichts: Setze eine Option oder füge eine Zeile ein, ersetze oder streiche eine.',
  playIntro: 'Spiel diese Hausregel gegen zwei Bots.',
  playStale: 'Der Text hat sich geändert, seit dieses Spiel begann.',
  playReset: 'Mit den jetzigen Regeln spielen',
  playNeedsRules: 'Der Text hat Fehler: Behebe sie, um zu spielen.',
  simIntro: (n) => `Bots spielen ${n} Spiele mit den normalen Regeln und ${n} mit dieser Hausregel, mit denselben Würfen, und vergleichen, was passiert.`,
  players: 'Spieler',
  bots: 'Bots',
  botNames: { tactician: 'spielen gut', random: 'spielen zufällig' },
  gamesLabel: 'Spiele je Regelsatz',
  start: 'Starten',
  cancel: 'Abbrechen',
  progress: 'Fortschritt der Simulation',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${done} von ${total} Spielen · ${Math.round(perSecond)} Spiele/s${secondsLeft === null ? '' : ` · noch etwa ${timeLeft(secondsLeft)}`}`,
  cancelled: 'Abgebrochen.',
  stoppedAfter: (games, total) => `Abgebrochen nach ${games} von je ${total} Spielen: die Kennzahlen bis dahin.`,
  simFailed: (why) => `Die Simulation brach ab: ${why}`,
  simNeedsRules: 'Der Text hat Fehler: Behebe sie, um zu simulieren.',
  panelsNeedRules: 'Der Text hat Fehler: Seine Tabellen, Änderungen, das Spiel und die Simulation folgen, sobald sie behoben sind.',
  figure: 'Kennzahl',
  standard: 'Normale Regeln',
  variant: 'Diese Hausregel',
  differs: 'anders',
  differsLong: 'anders: Die Intervalle überlappen nicht',
  verdictHead: 'Mit der Hausregel',
  clear: (kind, higher) => `${kind === 'share' ? (higher ? 'öfter' : 'seltener') : higher ? 'höher' : 'niedriger'} — klar`,
  notYet: 'noch unklar',
  interval:
    'In Klammern: das 95-%-Intervall, der Bereich, in dem der wahre Durchschnitt dieser Regeln mit 95 % Sicherheit liegt (mehr Spiele machen ihn schmaler). Wo sich die beiden Bereiche nicht überlappen (markiert mit „klar“), liegt der Unterschied nicht am Würfelglück: Das ist strenger als ein 95-%-Test des Unterschieds, eine Kennzahl, die schon während des Laufs „klar“ zeigt, darf also gelesen und die Simulation abgebrochen werden.',
  simOf: (games, players, bots, seed) => `Je ${games} Spiele mit ${players} Spielern (die Bots ${bots}); Seed ${seed}.`,
  simStale: 'Der Text hat sich seit dieser Simulation geändert: Starte sie für die neuen Regeln noch einmal.',
};

export function editorTexts(lang: Lang): EditorTexts {
  return lang === 'de' ? de : en;
}
