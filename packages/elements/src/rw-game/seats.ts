import type { RuleSet } from '@regelwerk/dsl';
import { allowsPlayers, MAX_BOT_ID_LENGTH, nameProblem, playerRange, MAX_PLAYER_NAME_LENGTH, type AnyPlayRuntime, type GameModule, type PlayerInfo, type Seat } from '@regelwerk/engine';
import { botName, langOf, texts, type Lang } from '../shared/i18n.js';

/** Splits an attribute list: `a, b; c` → [a, b, c]; empty items dropped. */
const splitList = (v: string | null | undefined) =>
  (v ?? '')
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The seats the attributes ask for: people first (`players`; without it one person, with it
 * empty nobody), then the `bots`, each named for its bot and its seat ("Taktiker 2").
 */
export function seatsFrom(players: string | null, bots: string | null, lang: Lang): PlayerInfo[] {
  const names = players === null ? [lang === 'de' ? 'Du' : 'You'] : splitList(players);
  return [...names.map((name) => ({ name, bot: null })), ...splitList(bots).map((bot, i) => ({ name: `${botName(bot, lang)} ${names.length + i + 1}`, bot }))];
}

/** A problem with these seats, in the page's language, or null: a name too long, a bot the game does not have, or a number the rules do not allow. */
export function seatProblem(seats: readonly PlayerInfo[], rules: RuleSet, module: GameModule<AnyPlayRuntime>, lang: Lang): string | null {
  const t = texts(lang);
  const long = seats.findIndex((p) => nameProblem(p.name) !== null);
  if (long >= 0) return t.longName(long + 1, seats[long]!.name.length, MAX_PLAYER_NAME_LENGTH);
  const bots = module.runtime.bots;
  const unknown = seats.find((p) => p.bot !== null && !Object.prototype.hasOwnProperty.call(bots, p.bot))?.bot;
  // The id is shown, but never more of it than a bot id may have (it may come from stored state).
  if (unknown != null) return t.unknownBot(unknown.length > MAX_BOT_ID_LENGTH ? `${unknown.slice(0, MAX_BOT_ID_LENGTH)}…` : unknown, Object.keys(bots));
  const n = seats.length;
  return allowsPlayers(rules.players, n) ? null : `${module.texts.title[lang]}: ${n} seat${n === 1 ? '' : 's'} (players and bots), but the rules allow ${playerRange(rules.players)}`;
}

/** What the seats are made from: the element's `players`, `bots` and language. */
export interface SeatsHost extends HTMLElement {
  readonly players: string | null;
  readonly bots: string;
}

/** Who sits at the table of the game being played (people and bots, seat by seat), and who the attributes ask for. */
export class Seats {
  list: readonly PlayerInfo[] = [];

  constructor(private readonly host: SeatsHost) {}

  /** The seats the attributes ask for now. */
  asked(): PlayerInfo[] {
    return seatsFrom(this.host.players, this.host.bots, langOf(this.host));
  }

  /** Why these seats cannot play these rules, in the element's language, or null. */
  problem(seats: readonly PlayerInfo[], rules: RuleSet, module: GameModule<AnyPlayRuntime>): string | null {
    return seatProblem(seats, rules, module, langOf(this.host));
  }

  /** The bot id of `seat`, or null for a person (or no such seat). */
  botAt(seat: Seat | null): string | null {
    return seat === null ? null : (this.list[seat]?.bot ?? null);
  }

  /** Whether `seat` is a person's. */
  isPerson(seat: Seat | null): boolean {
    return seat !== null && this.list[seat]?.bot === null;
  }

  /** The people's seats. */
  get people(): Seat[] {
    return this.list.flatMap((p, i) => (p.bot === null ? [i] : []));
  }

  /**
   * Whose view the board shows: the acting person's (`acting`); while bots move, the one
   * person's own when exactly one is seated (their hidden things stay in sight); else (hot seat,
   * bots only, a log `viewing`, a handover) a spectator's.
   */
  viewer(acting: Seat | null, viewing: boolean): Seat | 'spectator' {
    const people = this.people;
    return acting ?? (!viewing && people.length === 1 ? people[0]! : 'spectator');
  }

  /** Whether no person sits at the table (then play can be fast-forwarded). */
  get botsOnly(): boolean {
    return this.list.length > 0 && this.list.every((p) => p.bot !== null);
  }
}
