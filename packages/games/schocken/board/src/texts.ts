import type { Lang } from '@regelwerk/engine';

/** The Schocken board's words, in German and English. */
const TEXT = {
  en: {
    throw: 'Throw',
    throwAgain: 'Throw again',
    stop: 'Stop',
    turnSixes: 'Turn two sixes into a one',
    keep: (v: number) => `Die showing ${v}: set aside`,
    throwsOf: (used: number, limit: number) => `Throw ${used} of ${limit}`,
    half: (n: number, of: number) => `Half ${n} of ${of}`,
    final: 'Final',
    fromMiddle: 'Tokens come from the middle',
    passing: 'Tokens are handed on',
    middle: (n: number) => `${n} in the middle`,
    tokens: (n: number) => `${n} token${n === 1 ? '' : 's'}`,
    out: 'out of this half',
    turnOf: (name: string) => `To play: ${name}`,
    bot: (id: string) => `bot: ${id}`,
    covered: 'covered',
    lastRound: 'Last round',
    lostRound: (name: string, n: number, from: string) => `Round lost by ${name}: ${n} token${n === 1 ? '' : 's'} ${from}.`,
    fromTheMiddle: 'from the middle',
    fromPlayer: (name: string) => `from ${name}`,
    schockOut: (name: string) => `Schock out! The half is lost at once by ${name}.`,
    lostHalf: (name: string) => `Half lost by ${name}.`,
    gameOver: (name: string) => `Game over: lost by ${name}.`,
    players: 'Players',
    dice: 'Dice',
    aside: 'aside',
    keys: (n: number) => `Keys: T throw · S stop${n > 0 ? ` · 1–${n} set a die aside or take it back` : ''}`,
  },
  de: {
    throw: 'Würfeln',
    throwAgain: 'Nochmal würfeln',
    stop: 'Stehen lassen',
    turnSixes: 'Zwei Sechsen in eine Eins umdrehen',
    keep: (v: number) => `Würfel mit ${v}: herauslegen`,
    throwsOf: (used: number, limit: number) => `Wurf ${used} von ${limit}`,
    half: (n: number, of: number) => `Hälfte ${n} von ${of}`,
    final: 'Finale',
    fromMiddle: 'Strafsteine kommen aus der Mitte',
    passing: 'Strafsteine werden weitergegeben',
    middle: (n: number) => `${n} in der Mitte`,
    tokens: (n: number) => `${n} Strafstein${n === 1 ? '' : 'e'}`,
    out: 'aus dieser Hälfte raus',
    turnOf: (name: string) => `Am Zug: ${name}`,
    bot: (id: string) => `Bot: ${id}`,
    covered: 'verdeckt',
    lastRound: 'Letzte Runde',
    lostRound: (name: string, n: number, from: string) => `Runde verloren von ${name}: ${n} Strafstein${n === 1 ? '' : 'e'} ${from}.`,
    fromTheMiddle: 'aus der Mitte',
    fromPlayer: (name: string) => `von ${name}`,
    schockOut: (name: string) => `Schock out! Die Hälfte ist sofort verloren für ${name}.`,
    lostHalf: (name: string) => `Hälfte verloren von ${name}.`,
    gameOver: (name: string) => `Spiel vorbei, verloren von ${name}.`,
    players: 'Spieler',
    dice: 'Würfel',
    aside: 'draußen',
    keys: (n: number) => `Tasten: T würfeln · S stehen lassen${n > 0 ? ` · 1–${n} Würfel herauslegen oder zurücknehmen` : ''}`,
  },
} as const;

export type BoardTexts = (typeof TEXT)['en'];

export function boardTexts(lang: Lang): BoardTexts {
  return TEXT[lang] as BoardTexts;
}
