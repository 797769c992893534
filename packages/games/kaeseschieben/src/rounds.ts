import { seatWho, type LocalText, type RoundHook } from '@regelwerk/engine';
import type { KaeseschiebenView } from './view.js';

/** One line on the round just ended: who won it, everyone's points (worms revealed). */
export function roundSummary(view: KaeseschiebenView): LocalText {
  const sheet = view.sheets[view.sheets.length - 1];
  if (!sheet) return { de: '', en: '' };
  const name = (seat: number) => view.players[seat]?.name ?? `#${seat + 1}`;
  const points = (de: boolean) => sheet.lines.map((l) => `${name(l.seat)} ${l.points}`).join(', ') + (de ? ' Punkte' : ' points');
  const winners = sheet.winners.map(name).join(sheet.winners.length > 1 ? ' & ' : '');
  // The one person at the screen under the default name is addressed: "Du gewinnst", "You win".
  const you = sheet.winners.length === 1 && seatWho(view.players, sheet.winners[0]!).you;
  return {
    de: `Runde ${sheet.round}: ${winners} ${sheet.winners.length > 1 ? 'gewinnen' : you ? 'gewinnst' : 'gewinnt'} (${points(true)}).`,
    en: `Round ${sheet.round}: ${winners} ${sheet.winners.length > 1 || you ? 'win' : 'wins'} (${points(false)}).`,
  };
}

/** A Käseschieben round ends when the board is empty; it is scored in `scored`. */
export const rounds: RoundHook<KaeseschiebenView> = { end: 'scored', summary: roundSummary };
