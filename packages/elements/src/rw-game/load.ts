import type { RuleSet } from '@regelwerk/dsl';
import type { PlayerInfo } from '@regelwerk/engine';
import { GAME_IDS, loadGame, type LoadedGame } from '../shared/games.js';
import { texts, type Lang } from '../shared/i18n.js';
import type { RuleSource, RuleSourceHost } from './rule-source.js';
import type { Matches, SavedGame, SavedTable } from './saved-game.js';
import type { Seats } from './seats.js';

/** A game ready to play: its code, its rules, and the match code for rules that play a match. */
export interface Ready {
  readonly game: LoadedGame;
  readonly rules: RuleSet;
  readonly matches: Matches | null;
  /** What a saved game must agree with to come back. */
  readonly table: SavedTable;
}

/**
 * Which game, rules and saved game the element plays: `key` names what is asked for now (the
 * rules' source and the save slot), `run` loads it. A load that a later one overtook, or whose
 * rules or slot changed while it ran, comes to nothing: the later load wins, and no stale game
 * is saved over theirs.
 */
export class GameLoad {
  /** The key of the load begun last. */
  #began = '';

  constructor(
    private readonly host: RuleSourceHost,
    private readonly source: RuleSource,
    private readonly saved: SavedGame,
    private readonly seats: Seats,
  ) {}

  /** What is asked for now: another key, another load. */
  get key(): string {
    return `${this.source.key}|${this.saved.storedUnder}`;
  }

  /** Whether what is asked for changed since the last load began. */
  get stale(): boolean {
    return this.#began !== this.key;
  }

  /**
   * Loads the game's code and reads its rules (neither waits for the other), checks the seats
   * asked for, and loads the match code for rules that play a match. The game, the message that
   * says why there is none, or null when another load took over (`again` starts it when what is
   * asked for changed meanwhile).
   */
  async run(lang: Lang, again: () => void): Promise<Ready | { readonly message: string } | null> {
    const key = (this.#began = this.key);
    const fail = (message: string) => (key === this.#began ? { message } : null);
    // Still wanted? A later load has started (that one wins), or the rules or the slot asked for changed (another starts).
    const current = () => {
      if (key === this.#began && this.stale) again();
      return key === this.#began;
    };
    // The rules' failure is reported after the game's: never as an unhandled rejection if the game fails first.
    const reading = this.source.read(lang);
    reading.catch(() => undefined);
    const game = this.host.game;
    let loaded: LoadedGame;
    try {
      const result = await loadGame(game);
      if (!result.ok) return fail(result.reason === 'unknown' ? texts(lang).unknownGame(game, GAME_IDS) : texts(lang).noEngine(game));
      loaded = result.game;
    } catch (e) {
      return fail(`${game}: ${(e as Error).message}`);
    }
    const read = await reading;
    if ('message' in read) return fail(read.message);
    if (!current()) return null;
    const problem = this.seats.problem(this.seats.asked(), read.rules, loaded.module);
    if (problem) return fail(problem);
    // Only rules with a `match` statement may play a match: the match code loads for them alone.
    const matches = read.rules.match === undefined ? null : await import('./match.js');
    if (!current()) return null;
    const { variant, src } = this.host;
    const seatProblem = (players: readonly PlayerInfo[]) => this.seats.problem(players, read.rules, loaded.module);
    const table = { game, runtime: loaded.module.runtime, rules: read.rules, matches, seatProblem, variant: variant ?? null, src: src ?? null, inline: this.source.inlineKey };
    return { game: loaded, rules: read.rules, matches, table };
  }
}
