import type { GamePage } from '@regelwerk/engine';

/** What O'kudos's page on the demo site says: the site's one page template shows it (docs/adding-a-game.md). */
export const page: GamePage = {
  description: {
    de: "O'kudos, ein Sudoku-Spiel mit geheimen Farben, gegen Bots spielen, dem Zustandsdiagramm dabei zusehen und die drei Varianten der Spielregel vergleichen.",
    en: "Play O'kudos, a sudoku game of secret colours, against bots, watch the statechart it runs on, and compare the rulebook's three variants.",
  },
  intro: {
    de: 'Ein Sudoku, das nicht gelöst, sondern umkämpft wird, für zwei bis vier Leute. Das Brett ist schon gelöst; jeder besitzt heimlich einige seiner farbigen Sektoren und will ihre Zahlen frei halten, während er die der anderen zudeckt.',
    en: "A sudoku you do not solve but fight over, for two to four players. The board is already solved; each of you secretly owns some of its coloured sectors and tries to keep their numbers free while covering everybody else's.",
  },
  how: {
    en: [
      'The board is a finished 9×9 sudoku: every row, column and 3×3 sector holds the numbers 1 to 9 once. Each sector has a colour (and here a letter, A to I). At the start the colours are dealt face down: with two players three each, with three or four players two each. The sectors nobody gets belong to <em>the game</em>, which is scored like one more player and can beat you.',
      'There are 81 numbered chips, nine of each number. Nine go unseen onto the discard pile, everyone holds three, the rest is the supply. On your turn you either put a chip from your hand on an empty cell and draw a new one, or throw one away face down and draw, or pass. A chip may only go where its number is not yet among the chips of that row, column and sector; it does not have to match the printed number.',
      "When everyone has passed in a row, or someone has no chips left and the supply is empty, the colours are turned over. Each sector scores the printed numbers that are still uncovered, for whoever owns it. So cover the high numbers of sectors you think are someone else's, and keep your own free without giving away which they are: every chip you place tells the others something.",
    ],
    de: [
      'Das Brett ist ein fertiges 9×9-Sudoku: In jeder Zeile, Spalte und jedem 3×3-Sektor stehen die Zahlen 1 bis 9 genau einmal. Jeder Sektor hat eine Farbe (und hier einen Buchstaben, A bis I). Zu Beginn werden die Farben verdeckt verteilt: zu zweit je drei, zu dritt oder zu viert je zwei. Was niemand bekommt, gehört dem <em>Spiel</em>, das wie ein weiterer Mitspieler gewertet wird und gewinnen kann.',
      'Es gibt 81 Zahlenchips, neun von jeder Zahl. Neun kommen ungesehen auf den Ablagestapel, jeder hält drei, der Rest ist der Vorrat. Wer am Zug ist, legt einen Chip aus der Hand auf ein leeres Feld und zieht nach, oder wirft einen verdeckt ab und zieht nach, oder passt. Ein Chip darf nur dorthin, wo seine Zahl unter den Chips dieser Zeile, Spalte und dieses Sektors noch fehlt; zur gedruckten Zahl muss er nicht passen.',
      'Haben alle nacheinander gepasst, oder hat jemand keine Chips mehr und der Vorrat ist leer, werden die Farben aufgedeckt. Jeder Sektor zählt die gedruckten Zahlen, die noch frei liegen, für seinen Besitzer. Also: die hohen Zahlen der Sektoren abdecken, die vermutlich anderen gehören, und die eigenen frei halten, ohne zu verraten, welche es sind – jeder gelegte Chip verrät den anderen etwas.',
    ],
  },
  play: {
    text: {
      de: 'Du spielst gegen Bots. Deine Sektoren sind gestreift. Wähle einen Chip aus deiner Hand (anklicken oder seine Zahl drücken), dann ein Feld mit gestricheltem Ring (anklicken, oder mit den Pfeiltasten hingehen und Enter drücken). Abwerfen und Passen stehen unter deinen Chips.',
      en: 'You play against bots. Your sectors are striped. Choose a chip from your hand (click it or press its number), then a cell with a dashed ring (click it, or move there with the arrow keys and press Enter). Discard and Pass are below your chips.',
    },
    opponents: { most: 3, selected: 1 },
    game: { speed: '600' },
  },
  chart: {
    de: 'Das Spiel führt genau diese Maschine aus. Ein Zug beginnt in <em>einsammeln</em> und verlässt es sofort, außer es liegen irreguläre Chips auf dem Brett (nur ohne Legeprüfung möglich); dann <em>legen, abwerfen oder passen</em>. Nach jedem Zug prüft die Maschine, ob das Spiel vorbei ist. Wähle einen Zustand aus, um mehr über ihn zu lesen.',
    en: 'The game executes this machine. A turn starts in <em>collecting</em>, which it leaves at once unless irregular chips lie on the board (possible only without the placement check); then <em>place, discard or pass</em>. After each turn the machine checks whether the game is over. Select a state to read about it.',
  },
  table: {
    heading: { en: 'The deal, the chips and the rules in numbers', de: 'Verteilung, Chips und Regeln in Zahlen' },
    text: {
      de: 'Die Tabellen kommen aus der Regeldatei: wie viele Farben jeder bekommt, die Chips, und wie Legen und Wertung in diesen Regeln funktionieren. Beim Spielen ist die Zeile markiert, die den Moment erklärt.',
      en: 'The tables come from the rule file: how many colours each player gets, the chips, and how placing and scoring work in these rules. While you play, the row that explains the moment is marked.',
    },
  },
  decisions: {
    de: [
      'Das Brett ist ein gelöstes Sudoku aus dem Startwert des Spiels: ein regelmäßiges Muster, dessen Zeilen, Spalten, Bänder und Stapel gemischt und dessen Zahlen neu vergeben werden. Jedes Ergebnis ist gültig, es dauert Mikrosekunden, und derselbe Startwert gibt immer dasselbe Brett.',
      'Die Sektoren sind die neun 3×3-Kästen, in fester Reihenfolge gefärbt; welche Farben man bekommt, entscheidet die Verteilung.',
      'Zu zweit bekommt jeder drei Farben, zu dritt oder zu viert zwei; der Rest gehört dem Spiel, das wie ein Spieler zählt und gewinnen kann. Gleiche Punkte teilen sich den Sieg.',
      'Das Legen wird geprüft: Ein Chip darf keine Zahl wiederholen, die unter den Chips seiner Zeile, Spalte oder seines Sektors schon liegt. Die Option <code>unchecked-placement</code> hebt die Prüfung auf; dann ist ein Chip, der eine Zahl wiederholt, irregulär (beide Chips eines Zusammenstoßes sind es), und der nächste Spieler muss sie einzeln einsammeln, in selbst gewählter Reihenfolge, jeden nur, solange er noch irregulär liegt, für je einen Punkt.',
      'Abwerfen geht auch bei leerem Vorrat; dann wird nichts nachgezogen. Erst einsammeln und dann passen zählt als Passen.',
      'Das Spiel endet, wenn alle nacheinander gepasst haben oder jemand keine Chips mehr hat und der Vorrat leer ist. Wer beginnt, wird ausgelost.',
      'Jeder sieht nur die eigenen Farben und Chips; Ablagestapel und Vorrat bleiben verdeckt. Am Ende zeigt die Wertung die Verteilung.',
    ],
    en: [
      "The board is a solved sudoku made from the game's seed: a regular pattern whose rows, columns, bands and stacks are shuffled and whose numbers are relabelled. Every result is valid, it takes microseconds, and the same seed always gives the same board.",
      'The sectors are the nine 3×3 boxes, coloured in a fixed order; which colours you get is what the deal decides.',
      'Two players get three colours each, three or four players two each; the rest belong to the game, which scores like a player and can win. Equal points share the win.',
      'Placement is checked: a chip may not repeat a number already among the chips of its row, column or sector. The option <code>unchecked-placement</code> lifts the check; then a chip that repeats a number is irregular (both chips of a clash are), and the next player must collect them one at a time, in the order they choose, each only while it is still irregular, for a point each.',
      'A chip may be discarded when the supply is empty too; then nothing is drawn. Collecting and then passing counts as a pass.',
      'The game ends when every player has passed in a row, or a player has no chips and the supply is empty. Who starts is drawn by lot.',
      'Each player sees only their own colours and chips; the discard pile and the supply stay face down. At the end the deal is shown on the scoring sheet.',
    ],
  },
  variants: {
    heading: { en: "The rulebook's three variants", de: 'Die drei Varianten der Spielregel' },
    label: { en: 'Variant', de: 'Variante' },
    text: {
      de: 'Jede Variante ist eine kleine Datei, die die Regeldatei abändert. Die Spielregel schreibt die ersten beiden für drei Spieler, deshalb wird hier mit zwei Bots gespielt; die dritte legt einen entdeckten irregulären Chip für niemanden auf den Ablagestapel. Die Legeregel gilt dabei weiter, mit Legeprüfung liegt also nie ein Chip irregulär: Sie zeigt sich erst ohne Legeprüfung. Wähle eine aus, um sie zu spielen und ihre Tabellen mit den normalen zu vergleichen (geänderte Zeilen sind mit <em>geändert</em> markiert).',
      en: 'Each variant is a small file that changes the rule file. The rulebook writes the first two for three players, so they are played here with two bots; the third sends a detected irregular chip to the discard pile for nobody. It keeps the placement rule, so with checked placement no chip is ever irregular: it shows only when placement is unchecked. Pick one to play it and to compare its tables with the standard ones (changed rows are marked <em>changed</em>).',
    },
    options: [
      {
        value: 'variante-1',
        de: 'Variante 1: zu dritt zählen nur die zwei besten Sektoren des Spiels',
        en: 'Variant 1: with three players the game scores only its two best sectors',
      },
      {
        value: 'variante-2',
        de: 'Variante 2: zu dritt bekommt jeder drei Farben',
        en: 'Variant 2: with three players everyone gets three colours',
      },
      {
        value: 'variante-3',
        de: 'Variante 3: irreguläre Chips kommen auf den Ablagestapel',
        en: 'Variant 3: irregular chips go to the discard pile',
      },
    ],
    game: { bots: 'tactician, tactician', speed: '600' },
  },
  wide: true,
};
