import { BoardElement } from '@regelwerk/board-kit';
import type { SchockenEvent, SchockenView } from '@regelwerk/schocken';
import { html, nothing, type PropertyValues } from 'lit';
import { boardStyles } from './schocken-board.styles.js';
import { boardTexts, type BoardTexts } from './texts.js';

const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

type Throw = Extract<SchockenEvent, { type: 'dice.throw' }>;

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));
const isThrow = (e: SchockenEvent): e is Throw => e.type === 'dice.throw';

function status(v: SchockenView, t: BoardTexts): string {
  const name = (seat: number) => v.players[seat]?.name ?? `#${seat}`;
  if (v.over && v.loser !== null) return t.gameOver(name(v.loser));
  const stage = v.stage === 'final' ? t.final : t.half(v.half, v.halves);
  const phase = v.phase === 'from-middle' ? `${t.fromMiddle} · ${t.middle(v.middle)}` : t.passing;
  return `${stage} · ${phase} · ${t.turnOf(name(v.current))}`;
}

function roundText(v: SchockenView, t: BoardTexts): string | typeof nothing {
  const r = v.lastRound;
  if (!r) return nothing;
  const name = (seat: number) => v.players[seat]?.name ?? `#${seat}`;
  if (r.endsHalf) return t.schockOut(name(r.worst));
  const from = r.from === 'middle' ? t.fromTheMiddle : t.fromPlayer(name(r.from));
  const lost = r.stageLoser !== null ? ` ${t.lostHalf(name(r.stageLoser))}` : '';
  return `${t.lostRound(name(r.worst), r.tokens, from)}${lost}`;
}

/**
 * The Schocken board: the players with their tokens and this round's throws, the dice, and the
 * decisions. Which dice may be set aside or turned comes from the legal decisions alone; the
 * dice marked to set aside are the board's own draft until the person throws.
 *
 * @csspart status - the one-line game status
 * @csspart players - the list of players
 * @csspart player - one player; `player-current` marks whose turn it is
 * @csspart tokens - a player's token count
 * @csspart turn - the area of the player whose turn it is
 * @csspart die - a die button; `die-aside` when set aside
 * @csspart button - every button
 * @csspart game-over - the closing line
 * @csspart last-round - what the last round decided
 */
export class SchockenBoard extends BoardElement<SchockenView, SchockenEvent> {
  static override styles = [...BoardElement.styles, boardStyles];
  static override properties = { ...BoardElement.properties, selection: { state: true }, turnSelected: { state: true } };

  declare selection: ReadonlySet<number>;
  declare turnSelected: boolean;

  constructor() {
    super();
    this.selection = new Set();
    this.turnSelected = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A new view is a new moment of the game: the draft starts from the dice already aside.
    if (changed.has('view') && this.view) {
      this.selection = new Set(this.view.aside);
      this.turnSelected = false;
    }
  }

  private toggle(i: number): void {
    const next = new Set(this.selection);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    this.selection = next;
  }

  /** Whether `e` is one of the legal decisions (the same dice set aside and turned). */
  private offered(e: SchockenEvent): boolean {
    if (this.readOnly || this.seat === null) return false;
    return this.legal.some((l) => l.type === e.type && (!isThrow(e) || (isThrow(l) && sameSet(l.keep, e.keep) && sameSet(l.turn ?? [], e.turn ?? []))));
  }

  protected override render() {
    const v = this.view;
    if (!v) return nothing;
    const t = boardTexts(this.lang);
    const seat = this.seat ?? -1;
    const keep = [...this.selection].sort((a, b) => a - b);
    const legal = this.readOnly ? [] : this.legal;
    // With "turn" chosen, the throw is the legal one that turns dice besides those set aside.
    const turning = this.turnSelected ? legal.find((e): e is Throw => isThrow(e) && (e.turn ?? []).length > 0 && sameSet(e.keep, keep)) : undefined;
    const throwEvent: SchockenEvent = turning ?? { type: 'dice.throw', seat, keep };
    const stopEvent: SchockenEvent = { type: 'turn.end', seat };
    const canThrow = this.offered(throwEvent);
    const canStop = this.offered(stopEvent);
    const canKeep = legal.some((e) => isThrow(e) && e.keep.length > 0);
    const turnsOffered = legal.some((e) => isThrow(e) && (e.turn ?? []).length > 0);
    const name = (s: number) => v.players[s]?.name ?? `#${s}`;
    const resultOf = (s: number) => v.results.find((r) => r.seat === s);
    const isCurrent = (s: number) => s === v.current && !v.over;

    return html`
      <div class="status" part="status" role="status" aria-live="polite">${status(v, t)}</div>
      <ol class="players" part="players" aria-label=${t.players}>
        ${v.players.map((p, s) => {
          const r = resultOf(s);
          return html`<li
            part="player${isCurrent(s) ? ' player-current' : ''}"
            class=${[isCurrent(s) ? 'current' : '', v.inPlay[s] ? '' : 'out', v.loser === s ? 'loser' : ''].join(' ')}
            aria-current=${isCurrent(s) ? 'true' : 'false'}
          >
            <span class="name">${p.name}</span>
            ${p.bot ? html`<span class="bot">${t.bot(p.bot)}</span>` : nothing}
            <span class="tokens" part="tokens">${t.tokens(v.tokens[s] ?? 0)}</span>
            ${v.halfLosers.filter((l) => l === s).map(() => html`<span class="half-loss" title=${t.lostHalf(p.name)}>✗</span>`)}
            ${v.inPlay[s] ? nothing : html`<span class="out-note">${t.out}</span>`}
            ${r
              ? html`<span class="result"
                  >${r.dice === null ? html`<span class="covered">🂠 ${t.covered}</span>` : r.dice.map((d) => html`<span class="mini-die" aria-label=${String(d)}>${FACES[d]}</span>`)}</span
                >`
              : nothing}
          </li>`;
        })}
      </ol>
      ${v.over
        ? html`<p class="game-over" part="game-over" role="alert">${status(v, t)}</p>`
        : html`<div class="turn" part="turn">
            <p class="turn-head">${t.turnOf(name(v.current))} · ${t.throwsOf(v.throwsUsed, v.throwLimit)}</p>
            <div class="dice" role="group" aria-label=${t.dice}>
              ${v.dice.map(
                (d, i) => html`<button
                  type="button"
                  part="die${this.selection.has(i) ? ' die-aside' : ''}"
                  class="die ${this.selection.has(i) ? 'aside' : ''}"
                  aria-pressed=${this.selection.has(i) ? 'true' : 'false'}
                  aria-label=${t.keep(d)}
                  data-die=${i}
                  ?disabled=${!canKeep}
                  @click=${() => this.toggle(i)}
                >
                  <span aria-hidden="true">${FACES[d]}</span><span class="value">${d}</span>
                </button>`,
              )}
            </div>
            <div class="actions">
              <button type="button" part="button" data-action="throw" ?disabled=${!canThrow} @click=${() => this.send(throwEvent)}>
                ${v.throwsUsed === 0 ? t.throw : t.throwAgain}
              </button>
              <button type="button" part="button" data-action="stop" ?disabled=${!canStop} @click=${() => this.send(stopEvent)}>${t.stop}</button>
              ${turnsOffered
                ? html`<button type="button" part="button" data-action="turn" aria-pressed=${this.turnSelected ? 'true' : 'false'} @click=${() => (this.turnSelected = !this.turnSelected)}>
                    ${t.turnSixes}
                  </button>`
                : nothing}
            </div>
          </div>`}
      <p class="last-round" part="last-round">${v.lastRound ? html`<strong>${t.lastRound}:</strong> ${roundText(v, t)}` : nothing}</p>
    `;
  }
}
