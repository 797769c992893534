import type { GamePage } from '@regelwerk/engine';

/** What Käseschieben's page on the demo site says: the site's one page template shows it (docs/adding-a-game.md). */
export const page: GamePage = {
  description: {
    de: 'Käseschieben gegen Bots spielen: Mäusewürfel werfen, Käse über die eigene Kante schieben, Würmer fürchten. Dazu das Zustandsdiagramm und die Chancen.',
    en: 'Play Käseschieben against bots: roll the mouse die, push cheese over your edge, beware of worms. Watch the statechart it runs on and read the odds.',
  },
  intro: {
    de: 'Ein Brettspiel für zwei bis vier Leute: Jede steuert eine Maus über ein Brett mit 8×8 Feldern und schiebt Käsewürfel über die Kante vor sich. Große Würfel bringen mehr, aber in manchen steckt ein Wurm, und ein Würfel mit Wurm bringt nichts.',
    en: 'A board game for two to four players: each of you steers a mouse across an 8×8 board and shoves cheese cubes over the edge in front of you. Big cubes are worth more, but some of them hide a worm, and a wormy cube is worth nothing.',
  },
  how: {
    en: [
      "Sixteen cubes of cheese start as one block in the middle of the board: four small ones in the corners, four large ones in the centre, eight medium ones around them. Each player owns one edge of the board; every mouse starts in the row next to its owner's edge. Before the game, worms are hidden at random in two of the large and four of the medium cubes; small cubes never have one.",
      'On your turn you roll the mouse die (1, 2, 2, 3, 3 and a star). A star means: roll again, and the number that comes up counts double. Then your mouse walks exactly that many squares, one step at a time, straight up, down, left or right; it may turn and go back, but never onto another mouse. Walking into cheese shoves the whole row of touching cubes ahead by one square – unless a mouse stands at the end of that row. A cube shoved over an edge belongs to whoever sits at that edge; over an edge where nobody sits, it leaves the game.',
      "You may peek into your own cubes, nobody else's. Whoever gets the last cube off the board may also take one cube from another player (or none), choosing only its size – what is inside is luck. When the board is empty the round is scored: large 4, medium 3, small 2, a cube with a worm 0. The most points win the round.",
    ],
    de: [
      'Sechzehn Käsewürfel liegen zu Beginn als Block in der Mitte des Bretts: vier kleine in den Ecken, vier große im Zentrum, acht mittlere drumherum. Jeder Spielerin gehört eine Kante des Bretts; jede Maus beginnt in der Reihe vor der Kante ihrer Besitzerin. Vor dem Spiel werden in zwei großen und vier mittleren Würfeln zufällig Würmer versteckt; kleine Würfel haben nie einen.',
      'Wer dran ist, wirft den Mäusewürfel (1, 2, 2, 3, 3 und ein Stern). Ein Stern heißt: nochmal werfen, und die Zahl, die dann kommt, zählt doppelt. Dann läuft die Maus genau so viele Felder, Schritt für Schritt, gerade nach oben, unten, links oder rechts; sie darf abbiegen und umkehren, aber nie auf eine andere Maus. Läuft sie in Käse, schiebt sie die ganze Reihe aneinanderliegender Würfel ein Feld weiter – außer am Ende der Reihe steht eine Maus. Ein Würfel, der über eine Kante fällt, gehört der, die an dieser Kante sitzt; an einer leeren Kante scheidet er aus.',
      'In die eigenen Würfel darf man hineinschauen, in fremde nicht. Wer den letzten Würfel vom Brett bekommt, darf außerdem einer anderen einen Würfel wegnehmen (oder keinen) und wählt dabei nur die Größe – was drinsteckt, ist Glückssache. Ist das Brett leer, wird gezählt: groß 4, mittel 3, klein 2, ein Würfel mit Wurm 0. Die meisten Punkte gewinnen die Runde.',
    ],
  },
  play: {
    text: {
      de: 'Du spielst die Südkante gegen Bots. Würfle mit R und laufe dann mit den Pfeiltasten oder per Klick auf einen der Pfeile neben deiner Maus; zeigst du auf einen Pfeil, siehst du, welche Würfel er schieben würde. „Rückgängig“ nimmt einen Schritt zurück, solange dein Zug nicht fertig ist.',
      en: 'You play the south edge against bots. Roll with R, then walk with the arrow keys or click one of the arrows next to your mouse; pointing at an arrow shows which cubes it would shove. Undo takes a step back while your move is not finished.',
    },
    opponents: { most: 3, selected: 1 },
    game: { speed: '500' },
  },
  chart: {
    de: 'Das Spiel führt genau diese Maschine aus. Ein Zug wartet in <em>bereit</em> auf den Wurf, geht durch <em>gewürfelt</em> und dann für jeden Schritt einmal durch <em>ziehen</em> und <em>Schritt getan</em>. Ein leeres Brett führt zu <em>letzter Würfel</em> und dann zur <em>Wertung</em>. Wähle einen Zustand aus, um mehr über ihn zu lesen.',
    en: 'The game executes this machine. A turn waits in <em>ready</em> for the roll, passes through <em>rolled</em>, and then goes round <em>moving</em> and <em>stepped</em> once per step. An empty board leads to <em>last cube</em> and then to <em>scoring</em>. Select a state to read about it.',
  },
  table: {
    heading: { en: 'Cubes, the layout, and how far a mouse runs', de: 'Würfel, Aufstellung und wie weit eine Maus läuft' },
    text: {
      de: 'Die Tabellen kommen aus der Regeldatei: die Würfel mit Wert und Würmern, der Käseblock zu Beginn und die genaue Chance jeder Schrittzahl eines Zugs (der Stern eingerechnet).',
      en: 'The tables come from the rule file: the cubes with their values and worms, the block of cheese at the start, and the exact chance of each number of steps in a turn (the star included).',
    },
  },
  decisions: {
    de: [
      'Egal wie viele Sterne hintereinander fallen: Die Zahl am Ende zählt einmal doppelt, nie vierfach.',
      'Ein Zug ist genau die gewürfelte Zahl. Felder dürfen zweimal betreten werden, und die Richtung darf sich bei jedem Schritt ändern.',
      'Angeboten werden nur Schritte, nach denen sich der ganze Zug noch zu Ende laufen lässt; kann die Maus gar nicht ziehen, verfällt der Zug.',
      'Ein Zug, der das Brett leert, endet sofort, auch wenn noch Schritte übrig sind.',
      'Gesessen wird im Uhrzeigersinn ab der Südkante: Süd, West, Nord, Ost. Zu zweit sitzt man sich gegenüber. Jede Maus beginnt auf dem vierten Feld von rechts in der Reihe vor ihrer Spielerin, aus deren Sicht.',
      'Die Würmer werden zu Beginn jeder Runde neu zufällig versteckt.',
      'Die erste Runde beginnt laut Spielregel der jüngste Spieler: Setzt ihn auf den ersten Platz, denn der erste Platz beginnt.',
      'Der Bonus für den letzten Würfel: Man darf einen Würfel nehmen, muss aber nicht. Man nennt eine Mitspielerin und eine Größe; welcher ihrer Würfel dieser Größe es wird, entscheidet das Los, damit niemand nach Würmern aussucht. Fällt der letzte Würfel über eine leere Kante, gibt es keinen Bonus.',
      'Bei mehreren Runden beginnt die nächste, wer am wenigsten Punkte hat (bei Gleichstand die erste davon im Uhrzeigersinn nach der letzten Startspielerin). Gleich viele Punkte teilen sich eine Runde; die Partie gewinnt, wer die meisten Runden gewinnt, dann die meisten Punkte.',
      'Ein Schritt lässt sich zurücknehmen, bis der Zug fertig ist, aber nicht einer, der einen Würfel über eine Kante schob: Dessen Besitzerin hat den Wurm gesehen.',
    ],
    en: [
      'However many stars come up in a row, the final number counts double once, never four times.',
      'A move is exactly the number rolled. Squares may be visited twice and the direction may change at every step.',
      'Only steps after which the whole move can still be finished are offered; if the mouse cannot move at all, the turn passes.',
      'A move that empties the board ends there, even with steps left.',
      'Players sit clockwise from the south edge: south, west, north, east. Two players sit opposite each other. Each mouse starts on the fourth square from the right of the row in front of its player, as that player sees it.',
      'Worms are hidden anew by chance at the start of every round.',
      'The rulebook lets the youngest player begin the first round: seat the youngest first, since the first seat starts.',
      "The last cube's bonus: you may take a cube, or take none. You name a player and a size; which of their cubes of that size you get is drawn by lot, so nobody picks by worm. A last cube pushed over an empty edge earns no bonus.",
      'In a match of several rounds, the lowest scorer starts the next round (on a tie, the first of them clockwise from the last starter). Equal points share a round; the match goes to the most rounds won, then the most points.',
      'A step can be taken back until the move is complete, but not one that pushed a cube over an edge: its owner has seen the worm.',
    ],
  },
  variants: {
    heading: { en: 'House rules', de: 'Hausregeln' },
    label: { en: 'House rule', de: 'Hausregel' },
    text: {
      de: 'Jede Hausregel ist eine kleine Datei, die die Regeldatei abändert. Bei <code>blind</code> darf niemand in die Würfel schauen, auch nicht in die eigenen, bis die Runde gezählt wird; jeder gewonnene Würfel ist also eine Überraschung: Würfel und Chancen bleiben gleich, nur wer die Würmer sieht, ändert sich. <code>werte-1-2-3</code> stammt aus einer Rezension: Die Würfel zählen 1, 2 und 3 statt 2, 3 und 4. Hier lässt sich jede spielen; ihre Tabelle ist mit der normalen verglichen. Die <a href="/house-rules.html">Seite der Hausregeln</a> zeigt alle.',
      en: 'Each house rule is a small file that changes the rule file. In <code>blind</code> nobody may look inside their cubes, not even their own, until the round is scored, so every cube you win is a surprise: the cubes and odds stay the same, only who may see the worms changes. <code>werte-1-2-3</code> comes from a review: the cubes score 1, 2 and 3 instead of 2, 3 and 4. Play one here; its table is compared with the standard one. The <a href="/house-rules.html">house-rule page</a> lists them all.',
    },
    options: [
      { value: 'blind', de: 'Blind: niemand sieht die Würmer', en: 'Blind: nobody sees the worms' },
      { value: 'werte-1-2-3', de: 'Werte 1-2-3: kleinere Käsewerte', en: 'Values 1-2-3: smaller cheese values' },
    ],
    game: { bots: 'tactician', speed: '500' },
  },
};
