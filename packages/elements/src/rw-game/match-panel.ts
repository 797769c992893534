import { seatWho, type MatchGame, type MatchOutcome, type MatchState } from '@regelwerk/engine';
import { html, nothing } from 'lit';
import { texts, type Lang } from '../shared/i18n.js';

/**
 * The match's standing and, between games, its next step: lives, points or games won per player.
 * Part of the match code (`./match.js`), which loads only for rules that play a match.
 */
export function matchPanel(lang: Lang, m: MatchState, game: MatchGame, done: MatchOutcome | null, over: boolean, next: () => void) {
  const t = texts(lang);
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
