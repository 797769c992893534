import { badge, BoardElement, botName, coveredCup, diceRow, dieFace, dieFaceStyles, gameOver, keyHint, pressShortcut, sameSet, seatWho, statusLine, toggled } from '@regelwerk/board-kit';
import { countedPenalty, startText, type SchockenEvent, type SchockenView, type TurnRule } from '@regelwerk/schocken';
import { html, nothing, type PropertyValues } from 'lit';
import { boardStyles, revealStyles } from './schocken-board.styles.js';
import { boardTexts, type BoardTexts } from './texts.js';

type Throw = Extract<SchockenEvent, { type: 'dice.throw' }>;

const isThrow = (e: SchockenEvent): e is Throw => e.type === 'dice.throw';
/** Whether two lists of faces hold the same faces, as many times each. */
const sameFaces = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

function status(v: SchockenView, t: BoardTexts): string {
  const who = (seat: number) => seatWho(v.players, seat);
  if (v.over && v.loser !== null) return v.lastRound?.endsGame ? `${t.gameLostByRow(bestLabel(v.lastRound), who(v.loser))}.` : t.gameOver(who(v.loser));
  const stage = v.stage === 'final' ? t.final : v.lostAt !== undefined ? t.halfLostAt(v.half, v.lostAt) : t.half(v.half, v.halves);
  const phase = v.opening ? `${t.opening} · ${t.middle(v.middle)}` : v.phase === 'from-middle' ? `${t.fromMiddle} · ${t.middle(v.middle)}` : t.passing;
  const off = v.throwOff ? `${t.throwOff(v.throwOff.seats.map(who))} · ` : '';
  return `${stage} · ${phase} · ${off}${t.turnOf(who(v.current))}`;
}

/** The throw-off being played: who is tied, and every go's throws, open to all. */
function throwOffSection(v: SchockenView, t: BoardTexts) {
  const off = v.throwOff;
  if (!off) return nothing;
  const name = (seat: number) => v.players[seat]?.name ?? `#${seat}`;
  const who = (seat: number) => seatWho(v.players, seat);
  const goes = [...off.earlier, off.results];
  return html`<section class="throw-off" part="throw-off" aria-label=${t.throwOff(off.seats.map(who))}>
    <p class="throw-off-head">${t.throwOff(off.seats.map(who))}</p>
    <ol class="throw-off-goes">
      ${goes.map(
        (go, i) => html`<li>
          ${t.throwOffGo(i + 1)}:
          ${go.map((x) => html`<span class="result"><span class="name">${name(x.seat)}</span> <span class="mini-dice" role="img" aria-label=${x.dice.join(' ')}>${x.dice.map((d) => html`<span class="mini-die">${dieFace(d)}</span>`)}</span></span> `)}
        </li>`,
      )}
    </ol>
  </section>`;
}

function roundText(v: SchockenView, t: BoardTexts): string | typeof nothing {
  const r = v.lastRound;
  if (!r) return nothing;
  const who = (seat: number) => seatWho(v.players, seat);
  if (r.endsGame) return t.gameEndedByRow(bestLabel(r), who(r.worst));
  if (r.endsHalf) return t.schockOut(who(r.worst));
  const from = r.from === 'middle' ? t.fromTheMiddle : t.fromPlayer(who(r.from));
  const lost = r.stageLoser !== null ? ` ${t.lostHalf(who(r.stageLoser))}` : '';
  // `passing discard`: the best's tokens left play; the worst received none.
  if (r.discarded) return `${t.discarded(who(r.best), r.tokens, who(r.worst))}${lost}`;
  return `${t.lostRound(who(r.worst), r.tokens, from)}${lost}`;
}

/** What a throw costs, in words: a number of tokens, or all of them. */
const costWords = (t: BoardTexts, penalty: number | 'all'): string => (penalty === 'all' ? t.allTokens : t.tokensWord(penalty));

/** The name of the round's best throw (the row that ended the game, under `ends game`). */
const bestLabel = (r: NonNullable<SchockenView['lastRound']>): string => r.results.find((x) => x.seat === r.best)?.label ?? '';

/**
 * A throw's name, with its dice high to low when others in the round share the name (two
 * "Einfacher Wurf" differ by their numbers: 642 beats 531), so the reader sees why one is better.
 */
function nameWithDice(label: string, dice: readonly number[], all: readonly { readonly label: string }[]): string {
  return all.filter((x) => x.label === label).length > 1 ? `${label} ${[...dice].sort((a, b) => b - a).join('')}` : label;
}

/** The dice set aside at a covered throw: outside the cup, so everyone sees them, framed as set aside. */
function asideBeside(aside: readonly number[], t: BoardTexts) {
  return html`<span class="aside-dice" part="aside-dice"
    ><span class="mini-dice" role="img" aria-label=${t.setAsideDice(aside.join(' '))}>${aside.map((d) => html`<span class="mini-die">${dieFace(d)}</span>`)}</span
    ><span class="aside-label" aria-hidden="true">${t.aside}</span></span
  >`;
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
 * @csspart aside-dice - the dice set aside beside another player's covered cup
 * @csspart button - every button
 * @csspart game-over - the closing line
 * @csspart last-round - what the last round decided
 */
export class SchockenBoard extends BoardElement<SchockenView, SchockenEvent> {
  static override styles = [...BoardElement.styles, statusLine, keyHint, gameOver, dieFaceStyles, diceRow, boardStyles, badge, revealStyles];
  static override properties = { ...BoardElement.properties, selection: { state: true }, turnSelected: { state: true }, revealOpen: { state: true } };

  declare selection: ReadonlySet<number>;
  /** The turn rule chosen for the next throw (its index in the view's `turns`), or null. */
  declare turnSelected: number | null;
  /** Whether the last round's reveal is shown; it stays until the person continues. */
  declare revealOpen: boolean;
  /** Counts throws seen, so that each throw's dice roll again (the animation restarts). */
  private rolls = 0;
  private rolled: ReadonlySet<number> = new Set();

  constructor() {
    super();
    this.selection = new Set();
    this.turnSelected = null;
    this.revealOpen = false;
    this.addEventListener('keydown', (e) => this.onKey(e));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // A new view is a new moment of the game: the draft starts from the dice already aside.
    if (changed.has('view') && this.view) {
      const before = changed.get('view') as SchockenView | undefined;
      if (before && this.view.throwsUsed > 0 && (this.view.throwsUsed !== before.throwsUsed || this.view.current !== before.current)) {
        this.rolls++;
        this.rolled = new Set(this.view.dice.map((_, i) => i).filter((i) => !this.view.aside.includes(i)));
      } else if (this.view.throwsUsed === 0) this.rolled = new Set();
      this.selection = new Set(this.view.aside);
      this.turnSelected = null;
      // A round was just revealed (not one restored with the page): show it and let play wait.
      const revealed = before !== undefined && this.view.lastRound !== null && this.view.lastRound !== before.lastRound;
      if (revealed) this.openReveal();
      else if (this.view.lastRound === null && this.revealOpen) this.closeReveal();
    }
  }

  /** Play waits for the person to read the reveal, except after the end: there is nothing left to wait for. */
  private openReveal(): void {
    this.revealOpen = true;
    if (!this.view.over) this.hold(true);
  }

  private closeReveal(): void {
    this.revealOpen = false;
    this.hold(false);
  }

  /** Shortcut keys: T throws, B throws blind (where the rules allow it), S stops, 1, 2, 3 … set a die aside or take it back; C continues after a reveal. */
  private onKey(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey || !this.view) return;
    const key = e.key.toLowerCase();
    if (key === 'c' && this.revealOpen && !this.view.over) {
      e.preventDefault();
      this.closeReveal();
      return;
    }
    if (this.readOnly || this.revealOpen) return;
    pressShortcut(this.shadowRoot, e, { t: '[data-action="throw"]', b: '[data-action="blind"]', s: '[data-action="stop"]' });
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
    // A turn rule is offered when some legal throw turns dice showing its faces.
    const turnsBy = (rule: TurnRule) => (e: SchockenEvent): e is Throw => isThrow(e) && (e.turn ?? []).length > 0 && sameFaces(e.turn!.map((i) => v.dice[i]!), rule.from);
    const offeredTurns = v.turns.map((rule, i) => ({ rule, i })).filter(({ rule }) => legal.some(turnsBy(rule)));
    // With a turn rule chosen, the throw is the legal one that turns its dice besides those set aside.
    const chosen = this.turnSelected === null ? undefined : v.turns[this.turnSelected];
    const turning = chosen ? legal.find((e): e is Throw => turnsBy(chosen)(e) && sameSet(e.keep, keep)) : undefined;
    const throwEvent: SchockenEvent = turning ?? { type: 'dice.throw', seat, keep };
    const stopEvent: SchockenEvent = { type: 'turn.end', seat };
    // While a reveal is open the person reads it first; the decisions wait for "Continue".
    const canThrow = !this.revealOpen && this.offered(throwEvent);
    const canStop = !this.revealOpen && this.offered(stopEvent);
    // A blind first throw (`blind first-throw`), where the rules have one.
    const blindEvent: SchockenEvent = { type: 'dice.blind', seat };
    const canBlind = v.blind !== undefined && !this.revealOpen && this.offered(blindEvent);
    const canKeep = !this.revealOpen && legal.some((e) => isThrow(e) && e.keep.length > 0);
    const name = (s: number) => v.players[s]?.name ?? `#${s}`;
    const resultOf = (s: number) => v.results.find((r) => r.seat === s);
    const isCurrent = (s: number) => s === v.current && !v.over;

    return html`
      ${v.over
        ? html`<p class="status game-over" part="status game-over" role="alert" tabindex="-1" data-focus-park>${status(v, t)}</p>`
        : html`<div class="status" part="status" role="status" aria-live="polite" tabindex="-1" data-focus-park>${status(v, t)}</div>`}
      <ol class="players" part="players" aria-label=${t.players}>
        ${v.players.map((p, s) => {
          const r = resultOf(s);
          return html`<li
            part="player${isCurrent(s) ? ' player-current' : ''}"
            class=${[isCurrent(s) ? 'current' : '', v.inPlay[s] ? '' : 'out', v.loser === s ? 'loser' : ''].join(' ')}
            aria-current=${isCurrent(s) ? 'true' : 'false'}
          >
            <span class="name">${p.name}</span>
            ${p.bot ? html`<span class="bot">${t.bot(botName(p.bot, this.lang))}</span>` : nothing}
            <span class="tokens" part="tokens">${t.tokens(v.tokens[s] ?? 0)}</span>
            ${v.halfLosers.flatMap((l, i) => (l === s ? [html`<span class="half-loss">✗ ${t.lostHalfN(i + 1)}</span>`] : []))}
            ${v.inPlay[s] ? nothing : html`<span class="out-note">${t.out}</span>`}
            ${r
              ? html`<span class="result"
                  >${r.dice === null
                    ? html`<span class="covered">${coveredCup()} ${r.blind ? t.blindCovered : t.covered}</span>${r.aside.length > 0 ? asideBeside(r.aside, t) : nothing}`
                    : html`<span class="mini-dice" role="img" aria-label=${r.dice.join(' ')}>${r.dice.map((d) => html`<span class="mini-die">${dieFace(d)}</span>`)}</span>
                        ${r.name ? html`<span class="throw-name">${r.name.label}</span>` : nothing}`}</span
                >`
              : nothing}
          </li>`;
        })}
      </ol>
      ${v.over
        ? nothing
        : html`<div class="turn" part="turn">
            <p class="turn-head">${t.turnOf(seatWho(v.players, v.current))} · ${t.throwsOf(v.throwsUsed, v.throwLimit)}</p>
            ${v.startedBy ? html`<p class="started-by" part="started-by">${startText(name(v.starter), v.startedBy, seatWho(v.players, v.starter).you)[this.lang === 'de' ? 'de' : 'en']}</p>` : nothing}
            ${v.throwName
              ? html`<p class="worth" part="worth">
                  ${v.throwName.endsGame ? t.worthGame(v.throwName.label, costWords(t, v.throwName.penalty)) : t.worth(v.throwName.label, costWords(t, v.throwName.penalty), v.throwName.endsHalf)}
                </p>`
              : nothing}
            <div class="dice" role="group" aria-label=${t.dice}>
              ${v.dice.map(
                (d, i) => html`<button
                  type="button"
                  part="die${this.selection.has(i) ? ' die-aside' : ''}"
                  class="die ${this.selection.has(i) ? 'aside' : ''} ${this.rolled.has(i) ? `rolling-${this.rolls % 2}` : ''}"
                  aria-pressed=${this.selection.has(i) ? 'true' : 'false'}
                  aria-label=${t.keep(d)}
                  aria-keyshortcuts=${String(i + 1)}
                  data-die=${i}
                  ?disabled=${!canKeep}
                  @click=${() => (this.selection = toggled(this.selection, i))}
                >
                  ${dieFace(d)}<span class="value">${d}</span>${this.selection.has(i) ? html`<span class="aside-mark">${t.aside}</span>` : nothing}
                </button>`,
              )}
            </div>
            <div class="actions">
              <button type="button" part="button" data-action="throw" data-primary aria-keyshortcuts="T" ?disabled=${!canThrow} @click=${() => this.send(throwEvent)}>
                ${v.throwsUsed === 0 ? t.throw : t.throwAgain} <kbd>T</kbd>
              </button>
              <button type="button" part="button" data-action="stop" data-primary aria-keyshortcuts="S" ?disabled=${!canStop} @click=${() => this.send(stopEvent)}>
                ${t.stop} <kbd>S</kbd>
              </button>
              ${canBlind
                ? html`<button type="button" part="button" data-action="blind" aria-keyshortcuts="B" aria-describedby="blind-note" @click=${() => this.send(blindEvent)}>
                    ${t.blind} <kbd>B</kbd>
                  </button>`
                : nothing}
              ${offeredTurns.map(
                ({ rule, i }) =>
                  html`<button
                    type="button"
                    part="button"
                    data-action="turn"
                    data-turn=${i}
                    aria-pressed=${this.turnSelected === i ? 'true' : 'false'}
                    @click=${() => (this.turnSelected = this.turnSelected === i ? null : i)}
                  >
                    ${t.turnDice(rule.from.join('-'), rule.to.join('-'))}
                  </button>`,
              )}
            </div>
            ${canBlind ? html`<p class="blind-note" id="blind-note" part="blind-note">${t.blindNote(v.blind!.times)}</p>` : nothing}
            ${canThrow || canStop ? html`<p class="keys">${t.keys(v.dice.length, canBlind)}</p>` : nothing}
          </div>`}
      ${throwOffSection(v, t)}
      ${v.lastRound && this.revealOpen ? this.renderReveal(v, t) : nothing}
      ${v.over ? this.renderSummary(v, t) : nothing}
      <details class="legend" part="legend">
        <summary>${t.legend}</summary>
        <ol>
          ${v.legend.map(
            (row) =>
              html`<li><strong>${row.label}</strong> <span class="legend-dice">${row.dice}</span> · ${costWords(t, row.penalty)}${row.endsGame ? ` · ${t.endsGame}` : row.endsHalf ? ` · ${t.endsHalf}` : ''}</li>`,
          )}
        </ol>
        <p class="legend-note">${t.legendNote}</p>
      </details>
      <p class="last-round" part="last-round">
        ${v.lastRound && !this.revealOpen
          ? html`<strong>${t.lastRound}:</strong> ${roundText(v, t)}
              <button type="button" part="button" class="link" data-action="show-round" data-focus-skip @click=${() => this.openReveal()}>${t.showLastRound}</button>`
          : nothing}
      </p>
    `;
  }

  /** The cups lifted: every throw with its name, best and worst, what moved and why. */
  private renderReveal(v: SchockenView, t: BoardTexts) {
    const r = v.lastRound!;
    const name = (s: number) => v.players[s]?.name ?? `#${s}`;
    const who = (s: number) => seatWho(v.players, s);
    const best = r.results.find((x) => x.seat === r.best)!;
    const lines: string[] = [];
    if (r.endsGame) lines.push(t.gameEndedByRowBy(best.label, who(r.best), who(r.worst)));
    else if (r.endsHalf) lines.push(t.schockOutBy(who(r.best), who(r.worst)));
    else {
      // A blind best throw costs its multiple (`blind first-throw`).
      const cost = countedPenalty(best);
      lines.push(cost === 'all' ? t.whyAll(who(r.best), best.label) : t.why(who(r.best), best.label, t.tokensWord(cost)));
      lines.push(t.moved(who(r.worst), r.tokens, r.from === 'middle' ? t.fromTheMiddle : t.fromPlayer(who(r.from))));
    }
    for (const x of r.results) if (x.blind) lines.push(t.blindCounted(who(x.seat), x.times ?? 1));
    if (r.throwOff) lines.push(t.throwOffLost((r.throwOff.earlier[0] ?? r.throwOff.results).map((x) => who(x.seat)), who(r.worst)));
    if (r.left.length > 0) lines.push(t.left(r.left.map(who)));
    if (r.stageLoser !== null && !r.endsGame) lines.push(t.stageLost(who(r.stageLoser), v.over && v.stage === 'final'));
    return html`<section class="reveal" part="reveal" aria-label=${t.reveal} aria-live="polite">
      <h3>${t.reveal}</h3>
      <ol class="reveal-list">
        ${r.results.map(
          (x) => html`<li class=${x.seat === r.best ? 'best' : x.seat === r.worst ? 'worst' : ''} data-seat=${x.seat}>
            <span class="name">${name(x.seat)}</span>
            <span class="mini-dice" role="img" aria-label=${x.dice.join(' ')}>${x.dice.map((d) => html`<span class="mini-die">${dieFace(d)}</span>`)}</span>
            <span class="throw-name">${nameWithDice(x.label, x.dice, r.results)}</span>
            <span class="throws">${t.inThrows(x.throws)}</span>
            ${x.seat === r.best ? html`<span class="badge">${t.best}</span>` : x.seat === r.worst ? html`<span class="badge">${t.worst}</span>` : nothing}
          </li>`,
        )}
      </ol>
      ${lines.map((l) => html`<p class="why">${l}</p>`)}
      ${v.over
        ? nothing
        : html`<button type="button" part="button" data-action="continue" data-primary aria-keyshortcuts="C" @click=${() => this.closeReveal()}>${t.continue} <kbd>C</kbd></button>`}
    </section>`;
  }

  /** At the end: who lost each half and the final. */
  private renderSummary(v: SchockenView, t: BoardTexts) {
    const who = (s: number) => seatWho(v.players, s);
    return html`<section class="summary" part="summary" aria-label=${t.summary}>
      <h3>${t.summary}</h3>
      <ul>
        ${v.halfLosers.map((s, i) => html`<li>${t.halfLostBy(i + 1, who(s))}</li>`)}
        ${v.stage === 'final' && v.loser !== null && !v.lastRound?.endsGame ? html`<li>${t.finalLostBy(who(v.loser))}</li>` : nothing}
        ${v.loser !== null && v.lastRound?.endsGame ? html`<li class="game-ended-by-row">${t.gameLostByRow(bestLabel(v.lastRound), who(v.loser))}</li>` : nothing}
      </ul>
    </section>`;
  }
}
