import type { MatchGame, MatchState, Outcome } from '@regelwerk/engine';
import { nothing } from 'lit';
import type { Lang } from '../shared/i18n.js';
import type { Matches } from './saved-game.js';

/**
 * For rules that play a match (`match lives|games|…`): the match before the game being played,
 * that game, and the match code (`./match.js`), which loads only for such rules.
 */
export class MatchPlay {
  code: Matches | null = null;
  state: MatchState | null = null;
  game: MatchGame | null = null;

  /** The match with the game being played recorded once it is over (its `outcome` given); else the match as it stands. */
  now(outcome: Outcome | null): MatchState | null {
    const match = this.state;
    if (!match || !outcome || !this.code) return match;
    const r = this.code.recordGame(match, outcome);
    return r.ok ? r.value : match;
  }

  /** The game after `match`, or null when the match is over (or none is played). */
  nextOf(match: MatchState): MatchGame | null {
    return this.code?.nextGame(match) ?? null;
  }

  /** The match before the game being played, for the saved game; undefined when no match is played. */
  serialized(): string | undefined {
    return this.state && this.code ? this.code.serializeMatch(this.state) : undefined;
  }

  /** The match's standing and, between games, its next step (the match code's panel); nothing when no match is played. */
  render(lang: Lang, outcome: Outcome | null, over: boolean, next: () => void) {
    const m = this.now(outcome);
    if (!m || !this.game || !this.code) return nothing;
    return this.code.matchPanel(lang, m, this.game, over ? this.code.matchOutcome(m) : null, over, next);
  }
}
