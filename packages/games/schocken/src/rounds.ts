import { seatWho, type LocalText, type RoundHook } from '@regelwerk/engine';
import { startText } from './starter-texts.js';
import type { SchockenView } from './view.js';

const tokens = (n: number, de: boolean) => (de ? `${n} Strafstein${n === 1 ? '' : 'e'}` : `${n} token${n === 1 ? '' : 's'}`);

/**
 * One line per revealed round for the shell's list of rounds: who threw best and worst (with the
 * throw's name from the rule file), where the tokens went, who left the half, who lost.
 */
export function roundSummary(view: SchockenView): LocalText {
  const r = view.lastRound;
  if (!r) return { de: '', en: '' };
  const name = (seat: number) => view.players[seat]?.name ?? `#${seat + 1}`;
  // The one person at the screen under the default name is addressed ("an dich", "Du verlierst").
  const you = (seat: number) => seatWho(view.players, seat).you;
  const result = (seat: number) => r.results.find((x) => x.seat === seat);
  // Two throws of one name (two simple throws) are told apart by their dice, high to low.
  const same = result(r.best)?.label === result(r.worst)?.label;
  const label = (seat: number) => {
    const x = result(seat);
    return x ? (same ? `${x.label} ${[...x.dice].sort((a, b) => b - a).join('')}` : x.label) : '';
  };
  const line = (de: boolean): string => {
    const parts = [
      de
        ? `${name(r.best)} am besten (${label(r.best)}), ${name(r.worst)} am schlechtesten (${label(r.worst)})`
        : `${name(r.best)} best (${label(r.best)}), ${name(r.worst)} worst (${label(r.worst)})`,
    ];
    if (r.tokens > 0) {
      parts.push(
        r.from === 'middle'
          ? de
            ? `${tokens(r.tokens, de)} aus der Mitte an ${you(r.worst) ? 'dich' : name(r.worst)}`
            : `${tokens(r.tokens, de)} from the middle to ${you(r.worst) ? 'you' : name(r.worst)}`
          : de
            ? `${you(r.from) ? 'Du gibst' : `${name(r.from)} gibt`} ${you(r.worst) ? 'dir' : name(r.worst)} ${tokens(r.tokens, de)}`
            : `${you(r.from) ? 'You hand' : `${name(r.from)} hands`} ${tokens(r.tokens, de)} to ${you(r.worst) ? 'you' : name(r.worst)}`,
      );
    }
    for (const seat of r.left) parts.push(de ? `${you(seat) ? 'Du bist' : `${name(seat)} ist`} aus der Hälfte raus` : `${you(seat) ? 'You are' : `${name(seat)} is`} out of the half`);
    if (r.stageLoser !== null) {
      const lost = view.over ? (de ? 'das Spiel' : 'the game') : de ? 'die Hälfte' : 'the half';
      const loser = r.stageLoser;
      parts.push(de ? `${you(loser) ? 'Du verlierst' : `${name(loser)} verliert`} ${lost}` : `${you(loser) ? 'You lose' : `${name(loser)} loses`} ${lost}`);
    }
    // Where a starter rule (or the opening round) chose who starts next, the line says who and why.
    if (view.startedBy !== undefined && !view.over) parts.push(startText(name(view.starter), view.startedBy, you(view.starter))[de ? 'de' : 'en']);
    return `${parts.join('; ')}.`;
  };
  return { de: line(true), en: line(false) };
}

/** A Schocken round ends with its reveal. */
export const rounds: RoundHook<SchockenView> = { end: 'reveal', summary: roundSummary };
