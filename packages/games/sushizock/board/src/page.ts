import type { GamePage } from '@regelwerk/engine';

/** What Sushizock's page on the demo site says: the site's one page template shows it (docs/adding-a-game.md). */
export const page: GamePage = {
  description: {
    de: 'Sushizock im Gockelwok gegen Bots spielen, dem Zustandsdiagramm dabei zusehen und nachlesen, was die Würfel erlauben und wie wahrscheinlich es ist.',
    en: 'Play Sushizock im Gockelwok against bots, watch the statechart it runs on, and see what the dice allow and how likely it is.',
  },
  intro: {
    de: 'Ein Würfelspiel für zwei bis fünf Leute: Sushi ergattern, Gräten meiden und sich gegenseitig vom Teller klauen. Die meisten Punkte gewinnen.',
    en: "A dice game for two to five players about grabbing sushi, dodging fish bones and pinching from each other's plates. The most points win.",
  },
  how: {
    en: [
      'Two rows of tiles lie face up in the centre: twelve sushi tiles worth +1 to +6 and twelve fish-bone tiles worth −1 to −4, each row shuffled. Five dice show sushi, fish bones, blue chopsticks or red chopsticks: as the rulebook says, each die has sushi twice, fish bones twice and each colour of chopsticks once. On your turn you throw all five, and you may throw up to twice more: before each new throw, put at least one of the dice you just threw aside; dice put aside stay there and still count.',
      "Every turn ends with exactly one tile on your plate. Count the dice: with three sushi you may take the third sushi tile from the left of the sushi row (the gap closes up); with two bones, the second bones tile; and so on. Three blue chopsticks let you steal the top sushi from someone else's stack, four or five let you name any sushi of that stack by its place from the top, without seeing it. Red chopsticks do the same with bones, which is how you pass your worst bones on.",
      'You keep two stacks, sushi and bones, and only the top tile of a stack may be looked at, also by you. If nothing fits after your last throw, you must take the worst bones tile left in the centre (the smallest sushi once the bones are gone). When the centre is empty the game is scored: bones count their minus, but sushi only count up to the height of your bones stack, from the bottom; sushi piled higher are worth nothing. So a good plate needs some bones too.',
    ],
    de: [
      'In der Mitte liegen offen zwei Reihen Portionen: zwölf Sushi mit +1 bis +6 und zwölf Gräten mit −1 bis −4, jede Reihe gemischt. Fünf Würfel zeigen Sushi, Gräten, blaue oder rote Stäbchen: Laut Spielregel hat jeder Würfel zweimal Sushi, zweimal Gräte und je einmal blaue und rote Stäbchen. Wer dran ist, wirft alle fünf und darf bis zu zweimal nachwerfen: Vor jedem neuen Wurf kommt mindestens einer der gerade geworfenen Würfel zur Seite; was zur Seite gelegt ist, bleibt dort und zählt weiter mit.',
      'Jeder Zug endet mit genau einer Portion auf dem eigenen Teller. Gezählt werden die Würfel: Drei Sushi erlauben das dritte Sushi von links aus der Sushi-Reihe (die Lücke schließt sich), zwei Gräten die zweite Gräte, und so weiter. Drei blaue Stäbchen klauen das oberste Sushi vom Stapel eines anderen, vier oder fünf erlauben, ein beliebiges Sushi dieses Stapels nach seinem Platz von oben zu nennen, ohne es zu sehen. Rote Stäbchen machen dasselbe mit Gräten – so wird man schlechte Gräten wieder los.',
      'Man sammelt zwei Stapel, Sushi und Gräten, und von jedem Stapel darf nur die oberste Portion angeschaut werden, auch von einem selbst. Passt nach dem letzten Wurf nichts, muss man die schlechteste Gräte aus der Mitte nehmen (das kleinste Sushi, wenn keine Gräten mehr da sind). Ist die Mitte leer, wird gezählt: Gräten zählen ihr Minus, Sushi aber nur bis zur Höhe des eigenen Grätenstapels, von unten gezählt; was höher liegt, ist nichts wert. Ein guter Teller braucht also auch ein paar Gräten.',
    ],
  },
  play: {
    text: {
      de: 'Du spielst gegen Bots. Würfle, markiere Würfel zum Herauslegen (anklicken oder 1–5 drücken), würfle den Rest mit T und wähle dann eins der Angebote unter den Würfeln; jedes sagt, welche Portion es nimmt.',
      en: 'You play against bots. Throw, mark dice to set aside (click them or press 1–5), throw the rest with T, then pick one of the offers below the dice; each says which tile it takes.',
    },
    opponents: { most: 4, selected: 2 },
    game: { speed: '600' },
  },
  chart: {
    de: 'Das Spiel führt genau diese Maschine aus: Ein Zug wartet auf den ersten Wurf, bleibt dann in <em>geworfen</em>, solange Würfel herausgelegt und nachgeworfen werden, und endet mit einer Portion. Bleibt kein Wurf und erlauben die Würfel nichts, geht er über <em>keine Wahl</em>. Wähle einen Zustand aus, um mehr über ihn zu lesen.',
    en: 'The game executes this machine: a turn waits for the first throw, then stays in <em>thrown</em> while dice are set aside and thrown again, and leaves it with one tile. When no throw is left and the dice allow nothing it passes through <em>no choice</em>. Select a state to read about it.',
  },
  table: {
    heading: { en: 'Tiles, what the dice allow, and the odds', de: 'Portionen, was die Würfel erlauben, und die Chancen' },
    text: {
      de: 'Die Tabellen kommen aus der Regeldatei. Die Zeile, die den letzten Zug erlaubt hat, ist beim Spielen markiert; die Chancen sind exakt berechnet, für einen Wurf und für das beste Spiel über einen ganzen Zug.',
      en: 'The tables come from the rule file. The row that allowed the last take or steal is marked while you play; the chances are computed exactly, for one throw and for the best play over a whole turn.',
    },
  },
  decisions: {
    de: [
      'Die Portionen sind die abgebildeten, jede zweimal: Sushi +1 bis +6; Gräten −1 und −2 je viermal, −3 und −4 je zweimal. Eine andere gedruckte Verteilung (−1 fünfmal, −2 viermal, −3 zweimal, −4 einmal) ist unten die Hausregel.',
      'Nehmen geht nur, wenn die gezählte Portion da ist: Vier Sushi bei nur noch drei Sushi in der Reihe erlauben kein Sushi.',
      'Klauen geht nur, wenn der Stapel des anderen von dieser Sorte nicht leer ist; „eine beliebige“ Portion heißt: ein Platz im Stapel, von oben gezählt, gewählt ohne hinzusehen. Fünf Stäbchen einer Farbe wirken wie vier.',
      'Nachwerfen darf man nur, solange nach dem Herauslegen eines weiteren Würfels noch einer zum Werfen übrig bleibt.',
      'Die Pflicht-Portion gibt es nur, wenn kein Wurf mehr bleibt und weder Nehmen noch Klauen passt.',
      'Was unter der obersten Portion eines Stapels liegt, sieht niemand, auch nicht, wem der Stapel gehört; die Höhe jedes Stapels ist offen.',
      'Das Spiel endet, sobald die Mitte leer ist. Bei gleichen Punkten wird der Sieg geteilt. Wer beginnt, wird ausgelost.',
    ],
    en: [
      'The tiles are the ones pictured, two of each: sushi +1 to +6; bones −1 and −2 four times, −3 and −4 twice. Another count seen in print (−1 five times, −2 four times, −3 twice, −4 once) is the house rule below.',
      'A take needs the counted tile to be there: with four sushi and only three sushi left in the row, the dice offer no sushi.',
      'A steal needs the other player\'s stack of that kind to hold a tile; naming "any" tile means a place in that stack, counted from the top, chosen without seeing it. Five chopsticks of a colour do what four do.',
      'You may throw again only while a die would be left to throw after putting one more aside.',
      'The forced take happens only when no throw is left and no take or steal fits.',
      'Tiles under the top of a stack stay hidden from everyone, their owner included; how high each stack is stays public.',
      'The game ends as soon as the centre is empty. Equal points share the win. Who starts is drawn by lot.',
    ],
  },
  variants: {
    heading: { en: 'House rules', de: 'Hausregeln' },
    label: { en: 'House rule', de: 'Hausregel' },
    text: {
      de: 'Jede Hausregel ist eine kleine Datei, die die Regeldatei abändert. <code>graeten-5-4-2-1</code> ändert eine Zeile: fünf Gräten −1 statt vier und nur eine −4 statt zwei. Zwei stammen aus Rezensionen: Mit n Sushi darf man eine der ersten n Portionen nehmen, und das Spiel endet, sobald eine Reihe leer ist. Hier lässt sich jede spielen; ihre Tabellen sind mit den normalen verglichen (geänderte Zeilen sind mit <em>geändert</em> markiert). Die <a href="/house-rules.html">Seite der Hausregeln</a> zeigt alle.',
      en: 'Each house rule is a small file that changes the rule file. <code>graeten-5-4-2-1</code> changes one line: five −1 bones instead of four, and one −4 instead of two. Two come from reviews: with n sushi any of the first n tiles may be taken, and the game ends as soon as one row is empty. Play one here; its tables are compared with the standard ones (rows it changes are marked <em>changed</em>). The <a href="/house-rules.html">house-rule page</a> lists them all.',
    },
    options: [
      { value: 'graeten-5-4-2-1', de: 'Gräten 5-4-2-1: mehr −1, weniger −4', en: 'Bones 5-4-2-1: more −1, fewer −4' },
      {
        value: 'erste-n-steine',
        de: 'Erste n Portionen: mit n Sushi eine der ersten n',
        en: 'First n tiles: with n sushi any of the first n',
      },
      {
        value: 'eine-reihe-leer',
        de: 'Eine Reihe leer: das Spiel endet, sobald eine Reihe leer ist',
        en: 'One row empty: the game ends when one row is',
      },
    ],
    game: { bots: 'tactician', speed: '600' },
  },
};
