import { seatWho, type MatchGame, type MatchState, type Outcome } from '@regelwerk/engine';
import { html, nothing } from 'lit';
import { texts, type Lang } from '../shared/i18n.js';
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

  /** The match's standing and, between games, its next step: lives, points or games won per player. */
  render(lang: Lang, outcome: Outcome | null, over: boolean, next: () => void) {
    const game = this.game;
    const m = this.now(outcome);
    if (!m || !game) return nothing;
    const t = texts(lang);
    const done = over && this.code ? this.code.matchOutcome(m) : null;
    const total = m.rule.games ?? m.rule.bestOf ?? null;
    const kind = m.lives ? 'lives' : m.points ? 'points' : 'wins';
    const count = (p: number) => (m.lives ? m.lives[p]! : m.points ? m.points[p]! : m.wins[p]!);
    const playing = new Set(game.seats);
    const who = (p: number) => seatWho(m.players, p);
    return html`<div class="match" part="match" role="status" aria-label=${t.match}>
      <p class="match-game">${t.matchGame(game.index + 1, total, game.playOff)}</p>
      <table>
        <thead><tr><th scope="col">${t.matchPlayer}</th><th scope="col">${t.matchCount[kind]}</th></tr></thead>
        <tbody>
          ${m.players.map((p, i) => html`<tr data-player=${i} class=${playing.has(i) ? 'in' : 'out'}><th scope="row">${p.name}</th><td>${count(i)}</td></tr>`)}
        </tbody>
      </table>
      ${done
        ? html`<p class="match-over">${done.winners.length === 1 ? t.matchWon(who(done.winners[0]!)) : t.matchShared(done.winners.map(who))}</p>`
        : over
          ? html`<button type="button" part="button" data-action="next-game" @click=${next}>${t.nextGame}</button>`
          : nothing}
    </div>`;
  }
}
