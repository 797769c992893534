import { GAME_OVER, gameOverLine, type Who } from '@regelwerk/board-kit';
import type { Lang } from '@regelwerk/engine';

const ordinalEn = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
};

/** A tile's printed value with its sign: +4, −2 (a real minus sign). */
export const signed = (v: number) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');

const groupEn: Readonly<Record<string, string>> = { sushi: 'sushi', bones: 'bones' };
const groupDe: Readonly<Record<string, string>> = { sushi: 'Sushi', bones: 'Gräte' };
const groupsDe: Readonly<Record<string, string>> = { sushi: 'Sushi', bones: 'Gräten' };
const faceEn: Readonly<Record<string, string>> = { sushi: 'sushi', bones: 'fish bones', blue: 'blue chopsticks', red: 'red chopsticks' };
const faceDe: Readonly<Record<string, string>> = { sushi: 'Sushi', bones: 'Gräte', blue: 'blaue Stäbchen', red: 'rote Stäbchen' };
const faceShortEn: Readonly<Record<string, string>> = { sushi: 'sushi', bones: 'bones', blue: 'blue', red: 'red' };
const faceShortDe: Readonly<Record<string, string>> = { sushi: 'Sushi', bones: 'Gräte', blue: 'blau', red: 'rot' };

/** The Sushizock board's words, in German and English. */
const TEXT = {
  en: {
    group: (g: string) => groupEn[g] ?? g,
    groupPlural: (g: string) => groupEn[g] ?? g,
    face: (f: string) => faceEn[f] ?? f,
    faceShort: (f: string) => faceShortEn[f] ?? f,
    ordinal: ordinalEn,
    tile: (g: string, v: number) => `${groupEn[g] ?? g} ${signed(v)}`,
    centre: 'Centre',
    centreRow: (g: string, n: number) => `${groupEn[g] ?? g} in the centre: ${n} tile${n === 1 ? '' : 's'}, left to right`,
    rowEmpty: 'none left',
    tileAt: (g: string, v: number, p: number) => `${groupEn[g] ?? g} ${signed(v)}, ${ordinalEn(p)} from left`,
    onOffer: 'on offer',
    players: 'Players',
    stack: (g: string) => `${groupEn[g] ?? g} stack`,
    stackLabel: (g: string, h: number, top: number | null) =>
      h === 0 ? `${groupEn[g] ?? g} stack: empty` : `${groupEn[g] ?? g} stack: ${h} tile${h === 1 ? '' : 's'}, top ${signed(top ?? 0)}`,
    height: (h: number) => `height ${h}`,
    empty: 'empty',
    hiddenNote: 'Only the top tile of a stack may be seen, by anyone.',
    bot: (id: string) => `bot: ${id}`,
    turnOf: (w: Who) => (w.you ? 'Your turn' : `To play: ${w.name}`),
    throwsOf: (used: number, limit: number) => `Throw ${used} of ${limit}`,
    notThrown: 'Not thrown yet',
    dice: 'Dice',
    die: (i: number, face: string, aside: boolean, fixed: boolean) => `Die ${i + 1}: ${faceEn[face] ?? face}${fixed ? ', set aside' : aside ? ', marked to set aside' : ''}`,
    aside: 'aside',
    throw: 'Throw',
    throwAgain: 'Throw the rest',
    counts: (parts: string) => `The dice show ${parts}.`,
    count: (n: number, face: string) => `${n} × ${faceShortEn[face] ?? face}`,
    mustKeep: 'To throw again, set aside at least one die you just threw (keys 1–5).',
    noThrowLeft: 'No throw left: take or steal one of the offers.',
    offers: 'What these dice allow',
    nothingYet: 'These dice allow nothing yet. Set dice aside and throw the rest.',
    /** Why a take the dice ask for is missing: the row is shorter than the count (the rulebook: the n-th tile must be there). */
    outOfReach: (g: string, n: number, left: number) =>
      `${n} × ${faceShortEn[g] ?? g}: that would be the ${ordinalEn(n)} ${groupEn[g] ?? g} tile from the left, but ${left === 0 ? 'none is' : left === 1 ? 'only 1 is' : `only ${left} are`} left in the centre, so there is no ${groupEn[g] ?? g} to take.`,
    take: (g: string, v: number, p: number) => `Take ${groupEn[g] ?? g} ${signed(v)} (${ordinalEn(p)} from left)`,
    stealTop: (g: string, v: number, w: Who) => `Steal top ${groupEn[g] ?? g} ${signed(v)} from ${w.you ? 'you' : w.name}`,
    stealBlind: (g: string, p: number, w: Who, h: number) => `Steal ${ordinalEn(p)} from top of ${w.you ? 'your' : `${w.name}’s`} ${groupEn[g] ?? g} (height ${h})`,
    stealFrom: (w: Who) => `From ${w.you ? 'you' : w.name}`,
    blindNote: 'Four or more chopsticks of a colour: pick any tile of that stack by its place from the top, unseen.',
    forced: (g: string, v: number) =>
      g === 'bones'
        ? `No throw left and the dice allow nothing: you must take the worst bones tile in the centre (${signed(v)}).`
        : `No throw left and the dice allow nothing: no bones are left, so you must take the smallest sushi in the centre (${signed(v)}).`,
    forcedTake: (g: string, v: number) => `Take ${groupEn[g] ?? g} ${signed(v)} (forced)`,
    lastTurn: 'Last turn',
    lastTake: (w: Who, g: string, v: number, p: number) => `${w.you ? 'You' : w.name} took ${groupEn[g] ?? g} ${signed(v)}, the ${ordinalEn(p)} from left.`,
    lastForced: (w: Who, g: string, v: number) => `${w.you ? 'You' : w.name} had no choice and had to take ${groupEn[g] ?? g} ${signed(v)}.`,
    lastSteal: (w: Who, g: string, v: number, from: Who, p: number) => {
      const [thief, victim] = [w.you ? 'You' : w.name, from.you ? 'you' : from.name];
      return p === 1 ? `${thief} stole the top ${groupEn[g] ?? g} ${signed(v)} from ${victim}.` : `${thief} stole ${groupEn[g] ?? g} ${signed(v)} from ${victim}, the ${ordinalEn(p)} from the top.`;
    },
    withDice: 'with',
    keys: 'Keys: 1–5 set a die aside or take it back · T throw',
    over: GAME_OVER.en,
    gameOver: (winners: readonly Who[], total: number) => gameOverLine(winners, 'en', total),
    sheet: 'Scoring sheet',
    sheetNote: 'Stacks from the bottom up. Sushi stacked higher than your bones stack counts nothing (struck through).',
    player: 'Player',
    total: 'Points',
    worthless: 'counts nothing',
    winner: 'winner',
    points: (n: number) => `${n} point${n === 1 || n === -1 ? '' : 's'}`,
  },
  de: {
    group: (g: string) => groupDe[g] ?? g,
    groupPlural: (g: string) => groupsDe[g] ?? g,
    face: (f: string) => faceDe[f] ?? f,
    faceShort: (f: string) => faceShortDe[f] ?? f,
    ordinal: (n: number) => `${n}.`,
    tile: (g: string, v: number) => `${groupDe[g] ?? g} ${signed(v)}`,
    centre: 'Mitte',
    centreRow: (g: string, n: number) => `${groupsDe[g] ?? g} in der Mitte: ${n} Portion${n === 1 ? '' : 'en'}, von links nach rechts`,
    rowEmpty: 'keine mehr',
    tileAt: (g: string, v: number, p: number) => `${groupDe[g] ?? g} ${signed(v)}, ${p}. von links`,
    onOffer: 'im Angebot',
    players: 'Spieler',
    stack: (g: string) => `${groupsDe[g] ?? g}stapel`,
    stackLabel: (g: string, h: number, top: number | null) =>
      h === 0 ? `${groupsDe[g] ?? g}stapel: leer` : `${groupsDe[g] ?? g}stapel: ${h} Portion${h === 1 ? '' : 'en'}, oben ${signed(top ?? 0)}`,
    height: (h: number) => `Höhe ${h}`,
    empty: 'leer',
    hiddenNote: 'Von einem Stapel darf nur die oberste Portion angesehen werden, von allen.',
    bot: (id: string) => `Bot: ${id}`,
    turnOf: (w: Who) => (w.you ? 'Du bist dran' : `Am Zug: ${w.name}`),
    throwsOf: (used: number, limit: number) => `Wurf ${used} von ${limit}`,
    notThrown: 'Noch nicht gewürfelt',
    dice: 'Würfel',
    die: (i: number, face: string, aside: boolean, fixed: boolean) => `Würfel ${i + 1}: ${faceDe[face] ?? face}${fixed ? ', liegt draußen' : aside ? ', zum Herauslegen markiert' : ''}`,
    aside: 'draußen',
    throw: 'Würfeln',
    throwAgain: 'Rest würfeln',
    counts: (parts: string) => `Die Würfel zeigen ${parts}.`,
    count: (n: number, face: string) => `${n} × ${faceShortDe[face] ?? face}`,
    mustKeep: 'Um nochmal zu würfeln, lege mindestens einen gerade geworfenen Würfel heraus (Tasten 1–5).',
    noThrowLeft: 'Kein Wurf mehr: nimm oder klau eines der Angebote.',
    offers: 'Was diese Würfel erlauben',
    nothingYet: 'Diese Würfel erlauben noch nichts. Lege Würfel heraus und würfle den Rest.',
    outOfReach: (g: string, n: number, left: number) =>
      `${n} × ${faceShortDe[g] ?? g}: Das wäre die ${n}. ${groupDe[g] ?? g}-Portion von links, aber in der Mitte ${left === 0 ? 'liegt keine mehr' : left === 1 ? 'liegt nur noch 1' : `liegen nur noch ${left}`}. Davon gibt es also nichts zu nehmen.`,
    take: (g: string, v: number, p: number) => `${groupDe[g] ?? g} ${signed(v)} nehmen (${p}. von links)`,
    stealTop: (g: string, v: number, w: Who) => `Oberste${g === 'sushi' ? 's' : ''} ${groupDe[g] ?? g} ${signed(v)} von ${w.you ? 'dir' : w.name} klauen`,
    stealBlind: (g: string, p: number, w: Who, h: number) =>
      w.you ? `Aus deinem ${groupsDe[g] ?? g}stapel (Höhe ${h}) die ${p}. von oben klauen` : `Aus dem ${groupsDe[g] ?? g}stapel von ${w.name} (Höhe ${h}) die ${p}. von oben klauen`,
    stealFrom: (w: Who) => `Von ${w.you ? 'dir' : w.name}`,
    blindNote: 'Vier oder mehr Stäbchen einer Farbe: wähle eine beliebige Portion dieses Stapels nach ihrem Platz von oben, ohne sie zu sehen.',
    forced: (g: string, v: number) =>
      g === 'bones'
        ? `Kein Wurf mehr und die Würfel erlauben nichts: Du musst die schlechteste Gräte der Mitte nehmen (${signed(v)}).`
        : `Kein Wurf mehr und die Würfel erlauben nichts: Es gibt keine Gräten mehr, also musst du das kleinste Sushi der Mitte nehmen (${signed(v)}).`,
    forcedTake: (g: string, v: number) => `${groupDe[g] ?? g} ${signed(v)} nehmen (Pflicht)`,
    lastTurn: 'Letzter Zug',
    lastTake: (w: Who, g: string, v: number, p: number) => `${w.you ? 'Du hast' : `${w.name} hat`} ${groupDe[g] ?? g} ${signed(v)} genommen, die ${p}. von links.`,
    lastForced: (w: Who, g: string, v: number) => `${w.you ? 'Du hattest keine Wahl und musstest' : `${w.name} hatte keine Wahl und musste`} ${groupDe[g] ?? g} ${signed(v)} nehmen.`,
    lastSteal: (w: Who, g: string, v: number, from: Who, p: number) => {
      const [thief, victim] = [w.you ? 'Du hast' : `${w.name} hat`, from.you ? 'dir' : from.name];
      return p === 1 ? `${thief} ${victim} die oberste ${groupDe[g] ?? g} ${signed(v)} geklaut.` : `${thief} ${victim} ${groupDe[g] ?? g} ${signed(v)} geklaut, die ${p}. von oben.`;
    },
    withDice: 'mit',
    keys: 'Tasten: 1–5 Würfel herauslegen oder zurücknehmen · T würfeln',
    over: GAME_OVER.de,
    gameOver: (winners: readonly Who[], total: number) => gameOverLine(winners, 'de', total),
    sheet: 'Wertung',
    sheetNote: 'Stapel von unten nach oben. Sushi, das höher liegt als der eigene Grätenstapel reicht, zählt nichts (durchgestrichen).',
    player: 'Spieler',
    total: 'Punkte',
    worthless: 'zählt nicht',
    winner: 'Sieg',
    points: (n: number) => `${n} Punkt${n === 1 || n === -1 ? '' : 'e'}`,
  },
} as const;

export type BoardTexts = (typeof TEXT)['en'];

export function boardTexts(lang: Lang): BoardTexts {
  return TEXT[lang] as BoardTexts;
}
