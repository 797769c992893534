import { GAME_OVER, gameOverLine, type Who } from '@regelwerk/board-kit';
import type { Lang } from '@regelwerk/engine';

type Edge = 'north' | 'east' | 'south' | 'west';


const sizeEn: Readonly<Record<string, string>> = { small: 'small', medium: 'medium', large: 'large' };
const sizeDe: Readonly<Record<string, string>> = { small: 'klein', medium: 'mittel', large: 'groß' };
const sizeNomDe: Readonly<Record<string, string>> = { small: 'kleiner', medium: 'mittlerer', large: 'großer' };
const sizeAdjDe: Readonly<Record<string, string>> = { small: 'kleinen', medium: 'mittleren', large: 'großen' };
/** The letter printed on a cube of each size (S M L / K M G). */
const letterEn: Readonly<Record<string, string>> = { small: 'S', medium: 'M', large: 'L' };
const letterDe: Readonly<Record<string, string>> = { small: 'K', medium: 'M', large: 'G' };
const edgeEn: Readonly<Record<Edge, string>> = { north: 'north', east: 'east', south: 'south', west: 'west' };
const edgeDe: Readonly<Record<Edge, string>> = { north: 'Nord', east: 'Ost', south: 'Süd', west: 'West' };
const dirEn: Readonly<Record<Edge, string>> = { north: 'up', east: 'right', south: 'down', west: 'left' };
const dirDe: Readonly<Record<Edge, string>> = { north: 'nach oben', east: 'nach rechts', south: 'nach unten', west: 'nach links' };
const cubesEn = (n: number) => `${n} cube${n === 1 ? '' : 's'}`;
const cubesDe = (n: number) => `${n} Würfel`;

/** The Käseschieben board's words, in German and English. */
const TEXT = {
  en: {
    size: (s: string) => sizeEn[s] ?? s,
    letter: (s: string) => letterEn[s] ?? s.slice(0, 1).toUpperCase(),
    edge: (e: Edge) => edgeEn[e],
    edgeOf: (e: Edge, w: Who | null) =>
      w === null ? `${edgeEn[e]} edge: nobody sits here, cubes pushed over it leave the game` : w.you ? `${edgeEn[e]} edge: yours` : `${edgeEn[e]} edge: ${w.name}`,
    edgeShort: (e: Edge) => `${edgeEn[e]} edge`,
    nobody: 'nobody',
    board: 'The board',
    boardNote: 'Cubes: S small, M medium, L large. Mice carry their player’s initial and shape.',
    cube: (s: string) => `${sizeEn[s] ?? s} cube`,
    mouse: (w: Who) => (w.you ? 'your mouse' : `mouse of ${w.name}`),
    /** The viewer's own mouse (a hot-seat player's too, whose name the sentence would otherwise use). */
    ownMouse: 'your mouse',
    trail: 'on this move’s path',
    status: {
      turnOf: (w: Who) => (w.you ? 'Your turn' : `To play: ${w.name}`),
      roll: 'roll the mouse die',
      left: (n: number, of: number) => `${n} of ${of} step${of === 1 ? '' : 's'} left`,
      take: (w: Who) => `${w.you ? 'You' : w.name} may take a cube from another player`,
    },
    roll: 'Roll',
    die: 'Mouse die',
    faces: 'Faces: 1 2 2 3 3 ★',
    thrown: (faces: string) => `Thrown: ${faces}`,
    star: 'star',
    starRule: (n: number, stars: number) => (stars > 0 ? `★ → throw again: ${n} × 2 = ${n * 2}` : `${n} step${n === 1 ? '' : 's'}`),
    steps: (n: number) => `${n} step${n === 1 ? '' : 's'}`,
    stepsLeft: 'Steps left',
    step: (d: Edge) => `Step ${dirEn[d]}`,
    stepLabel: (d: Edge, pushes: number, over: string | null) =>
      `Step ${dirEn[d]}${pushes > 0 ? `, pushing ${cubesEn(pushes)}` : ''}${over !== null ? `; one goes over the edge ${over}` : ''}`,
    overTo: (w: Who | null) => (w === null ? 'and leaves the game' : `to ${w.you ? 'you' : w.name}`),
    preview: (d: Edge, pushes: number, over: string | null) =>
      pushes === 0 ? `Step ${dirEn[d]}: a plain step.` : `Step ${dirEn[d]} pushes ${cubesEn(pushes)} one square on${over !== null ? `; the outermost goes over the edge ${over}` : ''}.`,
    keys: 'Keys: R roll · arrow keys step · or click a square next to your mouse',
    undoHint: 'A step can be taken back with Undo until the move is complete (not after a cube went over an edge).',
    passed: 'No complete move was possible: the turn passed.',
    players: 'Players and their cubes',
    won: 'Cubes won',
    none: 'none yet',
    worm: 'worm',
    noWorm: 'no worm',
    unknown: 'worm unknown',
    wormNote: (blind: boolean) =>
      blind
        ? 'Blind: nobody may look at their cubes; every worm is revealed when the round is scored.'
        : 'You see the worms in your own cubes only; everyone else’s stay hidden until the round is scored.',
    out: 'Out of the game',
    lastCube: 'The last cube',
    lastCubeWhy: (w: Who) => `${w.you ? 'You' : w.name} got the last cube from the board and may take one cube from another player: choose whose and which size (which of them is drawn by lot), or take none.`,
    takeNone: 'Take none',
    takeFrom: (size: string, w: Who, count: number) => `Take a ${sizeEn[size] ?? size} cube from ${w.you ? 'you' : w.name} (${count} held)`,
    stolen: (who: Who, size: string, from: Who) => `${who.you ? 'You' : who.name} took a ${sizeEn[size] ?? size} cube from ${from.you ? 'you' : from.name}.`,
    round: (n: number, of: number) => `Round ${n} of ${of}`,
    sheet: (n: number) => `Scoring sheet, round ${n}`,
    sheetNote: (values: string, wormy: number) => `${values}; a cube with a worm scores ${wormy}.`,
    value: (size: string, v: number) => `${sizeEn[size] ?? size} ${v}`,
    player: 'Player',
    cubesCol: 'Cubes (worms revealed)',
    points: 'Points',
    winner: 'round won',
    outRow: 'out of the game',
    match: 'Match table',
    roundsWon: 'Rounds won',
    total: 'Total points',
    over: GAME_OVER.en,
    gameOver: (winners: readonly Who[]) => gameOverLine(winners, 'en'),
    you: 'you',
    bot: (id: string) => `bot: ${id}`,
    cubes: cubesEn,
  },
  de: {
    size: (s: string) => sizeDe[s] ?? s,
    letter: (s: string) => letterDe[s] ?? s.slice(0, 1).toUpperCase(),
    edge: (e: Edge) => edgeDe[e],
    edgeOf: (e: Edge, w: Who | null) =>
      w === null ? `${edgeDe[e]}kante: Hier sitzt niemand, Würfel darüber scheiden aus` : w.you ? `${edgeDe[e]}kante: deine` : `${edgeDe[e]}kante: ${w.name}`,
    edgeShort: (e: Edge) => `${edgeDe[e]}kante`,
    nobody: 'niemand',
    board: 'Das Spielbrett',
    boardNote: 'Würfel: K klein, M mittel, G groß. Mäuse tragen Anfangsbuchstaben und Form ihres Spielers.',
    cube: (s: string) => `${sizeNomDe[s] ?? s} Würfel`,
    mouse: (w: Who) => (w.you ? 'deine Maus' : `Maus von ${w.name}`),
    ownMouse: 'deine Maus',
    trail: 'auf dem Weg dieses Zugs',
    status: {
      turnOf: (w: Who) => (w.you ? 'Du bist dran' : `Am Zug: ${w.name}`),
      roll: 'Mäusewürfel werfen',
      left: (n: number, of: number) => `noch ${n} von ${of} Schritt${of === 1 ? '' : 'en'}`,
      take: (w: Who) => (w.you ? 'Du darfst einem anderen einen Würfel wegnehmen' : `${w.name} darf einem anderen einen Würfel wegnehmen`),
    },
    roll: 'Würfeln',
    die: 'Mäusewürfel',
    faces: 'Seiten: 1 2 2 3 3 ★',
    thrown: (faces: string) => `Geworfen: ${faces}`,
    star: 'Stern',
    starRule: (n: number, stars: number) => (stars > 0 ? `★ → nochmal werfen: ${n} × 2 = ${n * 2}` : `${n} Schritt${n === 1 ? '' : 'e'}`),
    steps: (n: number) => `${n} Schritt${n === 1 ? '' : 'e'}`,
    stepsLeft: 'Schritte übrig',
    step: (d: Edge) => `Schritt ${dirDe[d]}`,
    stepLabel: (d: Edge, pushes: number, over: string | null) =>
      `Schritt ${dirDe[d]}${pushes > 0 ? `, schiebt ${cubesDe(pushes)}` : ''}${over !== null ? `; einer fällt über die Kante ${over}` : ''}`,
    overTo: (w: Who | null) => (w === null ? 'und scheidet aus' : w.you ? 'zu dir' : `zu ${w.name}`),
    preview: (d: Edge, pushes: number, over: string | null) =>
      pushes === 0 ? `Schritt ${dirDe[d]}: ein einfacher Schritt.` : `Schritt ${dirDe[d]} schiebt ${cubesDe(pushes)} ein Feld weiter${over !== null ? `; der äußerste fällt über die Kante ${over}` : ''}.`,
    keys: 'Tasten: R würfeln · Pfeiltasten ziehen · oder ein Feld neben der Maus anklicken',
    undoHint: 'Mit „Rückgängig“ lässt sich ein Schritt zurücknehmen, bis der Zug fertig ist (nicht, wenn ein Würfel über eine Kante fiel).',
    passed: 'Kein vollständiger Zug war möglich: Der Zug verfiel.',
    players: 'Spieler und ihre Würfel',
    won: 'Gewonnene Würfel',
    none: 'noch keine',
    worm: 'Wurm',
    noWorm: 'kein Wurm',
    unknown: 'Wurm unbekannt',
    wormNote: (blind: boolean) =>
      blind
        ? 'Blind: Niemand darf in seine Würfel schauen; alle Würmer kommen bei der Wertung ans Licht.'
        : 'Du siehst nur die Würmer in deinen eigenen Würfeln; die der anderen bleiben bis zur Wertung verborgen.',
    out: 'Aus dem Spiel',
    lastCube: 'Der letzte Würfel',
    lastCubeWhy: (w: Who) =>
      `${w.you ? 'Du hast' : `${w.name} hat`} den letzten Würfel vom Brett bekommen und ${w.you ? 'darfst' : 'darf'} einem anderen einen Würfel wegnehmen: wähle, wem und welche Größe (welcher davon, entscheidet das Los), oder nimm keinen.`,
    takeNone: 'Keinen nehmen',
    takeFrom: (size: string, w: Who, count: number) => `Einen ${sizeAdjDe[size] ?? size} Würfel von ${w.you ? 'dir' : w.name} nehmen (${count} da)`,
    stolen: (who: Who, size: string, from: Who) => `${who.you ? 'Du hast' : `${who.name} hat`} ${from.you ? 'dir' : from.name} einen ${sizeAdjDe[size] ?? size} Würfel weggenommen.`,
    round: (n: number, of: number) => `Runde ${n} von ${of}`,
    sheet: (n: number) => `Wertung, Runde ${n}`,
    sheetNote: (values: string, wormy: number) => `${values}; ein Würfel mit Wurm zählt ${wormy}.`,
    value: (size: string, v: number) => `${sizeDe[size] ?? size} ${v}`,
    player: 'Spieler',
    cubesCol: 'Würfel (Würmer aufgedeckt)',
    points: 'Punkte',
    winner: 'Runde gewonnen',
    outRow: 'aus dem Spiel',
    match: 'Partie',
    roundsWon: 'Gewonnene Runden',
    total: 'Punkte gesamt',
    over: GAME_OVER.de,
    gameOver: (winners: readonly Who[]) => gameOverLine(winners, 'de'),
    you: 'du',
    bot: (id: string) => `Bot: ${id}`,
    cubes: cubesDe,
  },
} as const;

export type BoardTexts = (typeof TEXT)['en'];

export function boardTexts(lang: Lang): BoardTexts {
  return TEXT[lang] as BoardTexts;
}
