import type { PlayerInfo } from './contract.js';
import type { Lang } from './module.js';

/**
 * A seat as a sentence names it. `you` is true for the person at the screen when a sentence
 * should address them ("Du verlierst", "deine Maus", "Your turn") instead of naming them in the
 * third person, which reads wrong under the default name ("Du verliert", "Maus von Du", "You loses").
 */
export interface Who {
  readonly name: string;
  readonly you: boolean;
}

/** The names `rw-game` gives the one person at the screen when the page names nobody. */
export const DEFAULT_YOU_NAMES: readonly string[] = ['Du', 'You'];

/**
 * Seat `seat` as a sentence names it. A seat is "you" when it is the only person (not a bot) at
 * the table and carries a default name ("Du"/"You"): that person is the one reading. A person who
 * gave a name, and every seat of a hot-seat game, is named in the third person ("Anna verliert"),
 * since the screen is read by several people. A seat beyond the list is named `#n` (1-based).
 */
export function seatWho(players: readonly PlayerInfo[], seat: number): Who {
  const p = players[seat];
  if (!p) return { name: `#${seat + 1}`, you: false };
  const people = players.filter((x) => x.bot === null).length;
  return { name: p.name, you: p.bot === null && people === 1 && DEFAULT_YOU_NAMES.includes(p.name) };
}

/** Every seat as a sentence names it. */
export function seatsWho(players: readonly PlayerInfo[]): Who[] {
  return players.map((_, s) => seatWho(players, s));
}

/** The shared bots' names in each language (a game's own bots keep their ids). */
const BOT_NAMES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: { tactician: 'tactician', random: 'random' },
  de: { tactician: 'Taktiker', random: 'Zufall' },
};

/** A bot's name in `lang`; an id that is not a known bot (stored state, a typo) stays as it is. */
export function botName(bot: string, lang: Lang): string {
  const names = BOT_NAMES[lang];
  return Object.prototype.hasOwnProperty.call(names, bot) ? names[bot]! : bot;
}
