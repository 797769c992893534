import type { GamePage } from '@regelwerk/engine';

/** What Schocken's page on the demo site says: the site's one page template shows it (docs/adding-a-game.md). */
export const page: GamePage = {
  description: {
    de: 'Schocken gegen Bots spielen, dem Zustandsdiagramm dabei zusehen, nach dem es läuft, und seine Hausregeln vergleichen.',
    en: 'Play Schocken against bots, watch the statechart it runs on, and compare its house rules.',
  },
  intro: {
    de: 'Ein Kneipen-Würfelspiel für beliebig viele Leute. Beim Schocken gewinnt niemand: Einer verliert.',
    en: 'A pub dice game for any number of players. Nobody wins Schocken; one player loses it.',
  },
  how: {
    en: [
      "Everyone has a cup with three dice. In each round every player takes one turn, in order: throw up to three times, setting aside the dice you want to keep between throws (they may go back into the cup later). The round's first player, the starter, decides how many throws everybody gets: whoever follows may throw as often as the starter did, and no more.",
      "When all have thrown, the cups are lifted. The worst throw loses the round and takes penalty tokens, as many as the best throw of the round is worth (see the table). There are 13 tokens. While some lie in the middle, the loser takes them from there; once the middle is empty, only players holding tokens play on, and each round's best player hands tokens to its worst. Give away your last token and you are out of the half. Whoever ends up with all 13 loses the half.",
      "Two halves are played. If one player loses both, the game is over; otherwise the two half losers play a final. A <em>Schock out</em> (three ones) ends a half or the final at once: the round's worst throw loses it.",
    ],
    de: [
      'Jede Person hat einen Becher mit drei Würfeln. In einer Runde ist jeder der Reihe nach einmal dran und würfelt bis zu dreimal; zwischen den Würfen darf man Würfel, die man behalten will, herauslegen (später dürfen sie wieder in den Becher). Wer die Runde beginnt, legt fest, wie oft alle würfeln dürfen: Die Nachfolgenden haben höchstens so viele Würfe wie er.',
      'Haben alle gewürfelt, werden die Becher gehoben. Der schlechteste Wurf verliert die Runde und bekommt so viele Strafsteine, wie der beste Wurf der Runde wert ist (siehe Tabelle). Es gibt 13 Strafsteine. Solange welche in der Mitte liegen, nimmt der Verlierer sie von dort; ist die Mitte leer, spielen nur noch die weiter, die Steine haben, und der Beste jeder Runde gibt dem Schlechtesten Steine ab. Wer seinen letzten Stein abgibt, scheidet aus der Hälfte aus. Wer am Ende alle 13 hat, verliert die Hälfte.',
      'Gespielt werden zwei Hälften. Verliert jemand beide, ist das Spiel aus; sonst spielen die beiden Verlierer der Hälften ein Finale. Ein <em>Schock out</em> (drei Einsen) beendet eine Hälfte oder das Finale sofort: Der schlechteste Wurf der Runde verliert.',
    ],
  },
  play: {
    text: {
      de: 'Du spielst gegen zwei Bots. Markiere Würfel zum Herauslegen, dann würfle noch einmal oder hör auf; alles geht auch mit der Tastatur.',
      en: 'You play against two bots. Mark dice to set aside, then throw again or stop; every control works with the keyboard.',
    },
    game: { bots: 'tactician, tactician', speed: '600' },
  },
  table: {
    heading: { en: 'Throws, tokens and odds', de: 'Würfe, Strafsteine und Chancen' },
    text: {
      de: 'Die letzten beiden Spalten beantworten die Frage „Wie wahrscheinlich lande ich bei diesem Wurf oder einem besseren?“, wenn man mit einem, zwei oder drei Würfen bestmöglich spielt – exakt berechnet, nicht geschätzt.',
      en: 'The last two columns answer "how likely am I to end with this throw or a better one?" when playing as well as possible with one, two or three throws, computed exactly.',
    },
  },
  decisions: {
    de: [
      'Von zwei gleichen Würfen ist der mit weniger Würfen besser; bei gleicher Zahl an Würfen „geht“ der spätere Spieler „mit“ und ist schlechter.',
      'Der letzte Wurf, den jemand machen darf, bleibt bis zum Aufdecken unter dem Becher, auch wenn er wegen der Vorgabe des Anfängers schon der erste ist.',
      'Herausgelegte Würfel bleiben für alle sichtbar, auch neben einem verdeckten Becher: Verborgen sind nur die zuletzt geworfenen Würfel.',
      'Innerhalb der Reihen Admiral und Straße schlägt der höhere Wurf den niedrigeren: 6-6-6 schlägt 5-5-5, 6-5-4 schlägt 3-2-1.',
      'Ist die Mitte leer, spielen nur noch die weiter, die Strafsteine haben; hat in diesem Moment einer alle, hat er die Hälfte verloren.',
      'Ein Schock out entscheidet die Hälfte beim Aufdecken: Der schlechteste Wurf dieser Runde verliert sie.',
      'Der erste Anfänger wird ausgelost; danach beginnt der Verlierer einer Runde die nächste, auch in einer neuen Hälfte und im Finale.',
    ],
    en: [
      'Of two equal throws, the one made with fewer throws is better; with equal throws and count, the later player "goes with" and is worse.',
      "A throw that is the last one a player may make stays covered until the cups are lifted, also when the starter's count makes it the first.",
      "Dice set aside stay in everyone's view, also beside a covered cup: only the dice thrown last are hidden.",
      'Inside the Admiral and Straße rows a higher throw beats a lower one: 6-6-6 beats 5-5-5, and 6-5-4 beats 3-2-1.',
      'When the middle empties, only token holders play on; if one player holds every token at that moment, they have lost the half.',
      'A Schock out decides the half when the round is revealed: the worst throw of that round loses it.',
      'The first starter is drawn by lot; after that the loser of a round starts the next, also into a new half and the final.',
    ],
    rulebook: 'das Regelheft',
  },
  variants: {
    heading: { en: 'House rules', de: 'Hausregeln' },
    label: { en: 'House rule', de: 'Hausregel' },
    text: {
      de: 'Jede Hausregel ist eine kleine Datei, die die Regeldatei des Spiels abändert. Wähle eine aus, um sie zu spielen und ihre Tabelle mit der normalen zu vergleichen: Zeilen, die sie hinzufügt, sind mit <em>neu</em> markiert, Zeilen, deren Würfe oder Strafsteine sie ändert, mit <em>geändert</em>, und Zeilen, die sie streicht, stehen unter der Tabelle.',
      en: "Each house rule is a small file that changes the game's rule file. Pick one to play it and to compare its table with the standard one: rows it adds are marked <em>new</em>, rows whose throws or tokens it changes <em>changed</em>, and rows it takes away are listed below the table.",
    },
    options: [
      { value: 'jule', de: 'Jule: 4-2-1 direkt unter Schock out, 7 Strafsteine', en: 'Jule: 4-2-1 right below Schock out, 7 tokens' },
      {
        value: 'sechsen-umdrehen',
        de: 'Sechsen umdrehen: zwei herausgelegte Sechsen dürfen zu einer Eins werden',
        en: 'Sechsen umdrehen: two sixes set aside may become a one',
      },
      {
        value: 'aus-der-hand',
        de: 'Aus der Hand: Admiral und Straße zählen nur, wenn sie in einem Wurf fallen',
        en: 'Aus der Hand: Admiral and Straße only when thrown at once',
      },
    ],
    game: { bots: 'tactician', speed: '600' },
    table: { throws: '3' },
    beside: true,
  },
};
