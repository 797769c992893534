import type { SiteLang } from './lang.js';

/**
 * German for the captions and column heads of the compiler's tables (what `regelwerk table`
 * prints, always in English). The entries of the tables and their notes stay as the compiler
 * writes them; a unit test fails when a game's table has a heading missing here.
 */
export const GERMAN_HEADINGS: Readonly<Record<string, string>> = {
  // captions
  'Ranking of throws, best first': 'Rangfolge der Würfe, bester zuerst',
  Tiles: 'Plättchen',
  'What a throw allows': 'Was ein Wurf erlaubt',
  'Cheese cubes': 'Käsewürfel',
  'Sector colours dealt': 'Verteilte Sektorfarben',
  Options: 'Optionen',
  // column heads
  Rank: 'Rang',
  Name: 'Bezeichnung',
  Dice: 'Würfel',
  Tokens: 'Strafsteine',
  'By number of players': 'Nach Zahl der Spieler',
  'By phase of play': 'Nach Spielphase',
  Phase: 'Phase',
  Throws: 'Würfe',
  'Round penalty': 'Strafe der Runde',
  Passing: 'Weitergeben',
  Halves: 'Hälften',
  'Last throw': 'Letzter Wurf',
  'Chance in one throw': 'Chance in einem Wurf',
  Group: 'Gruppe',
  Value: 'Wert',
  Count: 'Anzahl',
  'Dice showing': 'Würfel zeigen',
  Action: 'Aktion',
  'Which tile': 'Welches Plättchen',
  Size: 'Größe',
  'With a worm': 'Mit Wurm',
  Points: 'Punkte',
  Players: 'Spieler',
  'Colours each': 'Farben je Spieler',
  'Left to the game': 'Bleiben dem Spiel',
  'The game scores': 'Das Spiel wertet',
  Option: 'Option',
  'What it does': 'Was sie bewirkt',
};

/** A caption or column head in the page language (English where no German is known). */
export function heading(text: string, lang: SiteLang): string {
  return lang === 'de' ? (GERMAN_HEADINGS[text] ?? text) : text;
}
