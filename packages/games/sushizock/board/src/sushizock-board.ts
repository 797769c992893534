import { BoardElement, botName, diceRow, gameOver, keyHint, ofType, pressShortcut, sameSet, scoreSheet, seatList, seatWho, statusLine, toggled, winnerMarks, type Who } from '@regelwerk/board-kit';
import type { Score, SushizockEvent, SushizockView } from '@regelwerk/sushizock';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { boardStyles } from './sushizock-board.styles.js';
import { sushiDie, tileIcon } from './symbols.js';
import { boardTexts, signed, type BoardTexts } from './texts.js';

type Throw = Extract<SushizockEvent, { type: 'dice.throw' }>;
type Take = Extract<SushizockEvent, { type: 'tile.take' }>;
type Steal = Extract<SushizockEvent, { type: 'tile.steal' }>;


/** A tile as everyone sees it: its group's picture and its printed value. */
function tile(group: string, value: number, extra = '', icon = true): TemplateResult {
  return html`<span class="tile ${group} ${extra}" data-value=${value}>${icon ? tileIcon(group) : nothing}<span class="v">${signed(value)}</span></span>`;
}

/**
 * The Sushizock board: the two centre rows, every player's two stacks (height and top tile only),
 * the five dice, and the decisions. The takes and steals it offers come from the legal decisions
 * alone; the dice marked to set aside are the board's own draft until the person throws.
 *
 * @csspart status - the one-line game status
 * @csspart centre - the centre rows
 * @csspart tile - a tile; `tile-offered` when a legal take would take it
 * @csspart players - the list of players
 * @csspart player - one player; `player-current` marks whose turn it is
 * @csspart stack - a player's stack (height and top tile)
 * @csspart turn - the area of the player whose turn it is
 * @csspart die - a die button; `die-aside` when set aside or marked
 * @csspart button - every button
 * @csspart offers - the takes and steals the dice allow
 * @csspart last-turn - how the last turn ended
 * @csspart game-over - the closing line
 * @csspart sheet - the scoring sheet at the end
 */
export class SushizockBoard extends BoardElement<SushizockView, SushizockEvent> {
  static override styles = [...BoardElement.styles, statusLine, keyHint, gameOver, scoreSheet, winnerMarks, seatList, diceRow, boardStyles];
  static override properties = { ...BoardElement.properties, selection: { state: true } };

  declare selection: ReadonlySet<number>;

  constructor() {
    super();
    this.selection = new Set();
    this.addEventListener('keydown', (e) => this.onKey(e));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // A new view is a new moment of the game: the draft starts from the dice already aside.
    if (changed.has('view') && this.view) this.selection = new Set(this.view.aside);
  }

  /** Shortcut keys: 1–5 set a die aside or take it back, T throws. */
  private onKey(e: KeyboardEvent): void {
    if (!this.view || this.readOnly) return;
    pressShortcut(this.shadowRoot, e, { t: '[data-action="throw"]' });
  }

  private name(seat: number): string {
    return this.view.players[seat]?.name ?? `#${seat + 1}`;
  }

  /** A seat as a sentence names it: the one person at the screen is addressed as du/you. */
  private who(seat: number): Who {
    return seatWho(this.view.players, seat);
  }

  protected override render() {
    const v = this.view;
    if (!v) return nothing;
    const t = boardTexts(this.lang);
    const legal = this.readOnly || this.seat === null ? [] : this.legal;
    const takes = ofType(legal, 'tile.take');
    const steals = ofType(legal, 'tile.steal');
    const offeredTile = (group: string, position: number) => takes.find((e) => e.group === group && e.position === position);
    const robbed = (seat: number, group: string) => steals.some((e) => e.from === seat && e.group === group);
    const isCurrent = (s: number) => s === v.current && !v.over;

    return html`
      ${v.over
        ? html`<p class="status game-over" part="status game-over" role="alert" tabindex="-1" data-focus-park>${this.statusText(v, t)}</p>`
        : html`<div class="status" part="status" role="status" aria-live="polite" tabindex="-1" data-focus-park>${this.statusText(v, t)}</div>`}
      <section class="centre" part="centre" aria-label=${t.centre}>
        ${v.groups.map((g) => {
          const row = v.centre[g] ?? [];
          return html`<div class="row">
            <span class="row-name">${tileIcon(g)}${t.groupPlural(g)}</span>
            ${row.length === 0
              ? html`<p class="row-empty">${t.rowEmpty}</p>`
              : html`<ol class="tiles" aria-label=${t.centreRow(g, row.length)} data-group=${g}>
                  ${row.map((value, i) => {
                    const offered = offeredTile(g, i + 1);
                    // A tile on offer is taken by a click on it too (the offer buttons below serve the keyboard).
                    return html`<li
                      part="tile${offered ? ' tile-offered' : ''}"
                      class=${offered ? 'offered' : ''}
                      data-position=${i + 1}
                      aria-label=${`${t.tileAt(g, value, i + 1)}${offered ? ` · ${t.onOffer}` : ''}`}
                      @click=${offered ? () => this.send(offered) : nothing}
                    >
                      ${tile(g, value, '', false)}<span class="pos" aria-hidden="true">${i + 1}</span>
                    </li>`;
                  })}
                </ol>`}
          </div>`;
        })}
      </section>
      <ol class="players" part="players" aria-label=${t.players}>
        ${v.players.map(
          (p, s) => html`<li part="player${isCurrent(s) ? ' player-current' : ''}" class=${isCurrent(s) ? 'current' : ''} aria-current=${isCurrent(s) ? 'true' : 'false'} data-seat=${s}>
            <span class="who"><span class="name">${p.name}</span>${p.bot ? html` <span class="bot">${t.bot(botName(p.bot, this.lang))}</span>` : nothing}</span>
            <span class="stacks">
              ${v.groups.map((g) => {
                const st = v.stacks[s]?.[g] ?? { height: 0, top: null };
                const target = robbed(s, g);
                return html`<span part="stack" class="stack ${target ? 'target' : ''} ${st.height > 1 ? 'deep' : ''}" role="img" aria-label=${t.stackLabel(g, st.height, st.top)} data-group=${g} data-height=${st.height}>
                  ${st.top === null ? html`<span class="tile empty ${g}">${tileIcon(g)}<span class="v">${t.empty}</span></span>` : tile(g, st.top)}
                  <span class="height">×${st.height}</span>
                </span>`;
              })}
            </span>
          </li>`,
        )}
      </ol>
      ${v.over ? this.renderOver(v, t) : this.renderTurn(v, t, legal, takes, steals)} ${this.renderLast(v, t)}
    `;
  }

  private statusText(v: SushizockView, t: BoardTexts): string {
    if (v.over) {
      const winners = v.winners ?? [];
      const total = v.scores?.find((s) => s.seat === winners[0])?.total ?? 0;
      return t.gameOver(winners.map((s) => this.who(s)), total);
    }
    return `${t.turnOf(this.who(v.current))} · ${v.throwsUsed === 0 ? t.notThrown : t.throwsOf(v.throwsUsed, v.throwLimit)}`;
  }

  private renderTurn(v: SushizockView, t: BoardTexts, legal: readonly SushizockEvent[], takes: readonly Take[], steals: readonly Steal[]) {
    const throws = ofType(legal, 'dice.throw');
    const keep = [...this.selection].sort((a, b) => a - b);
    const throwEvent: Throw = { type: 'dice.throw', seat: this.seat ?? v.current, keep };
    const canThrow = throws.some((e) => sameSet(e.keep, keep));
    // A die can be marked when some legal throw sets it aside and another does not (dice already aside stay aside).
    const movable = (i: number) => throws.some((e) => e.keep.includes(i)) && throws.some((e) => !e.keep.includes(i));
    const counts = Object.entries(v.counts)
      .filter(([, n]) => n > 0)
      .map(([f, n]) => t.count(n, f))
      .join(', ');
    const hint =
      legal.length === 0 || v.throwsUsed === 0 ? null : throws.length > 0 && !canThrow ? t.mustKeep : throws.length === 0 && !v.forced ? t.noThrowLeft : null;
    return html`<div class="turn" part="turn">
      ${v.dice.length === 0
        ? nothing
        : html`<div class="dice" role="group" aria-label=${t.dice}>
              ${v.dice.map((face, i) => {
                const fixed = v.aside.includes(i);
                const marked = this.selection.has(i);
                return html`<button
                  type="button"
                  part="die${marked ? ' die-aside' : ''}"
                  class="die ${marked ? 'aside' : ''} ${fixed ? 'fixed' : ''} ${face}"
                  aria-pressed=${marked ? 'true' : 'false'}
                  aria-label=${t.die(i, face, marked, fixed)}
                  aria-keyshortcuts=${String(i + 1)}
                  data-die=${i}
                  data-face=${face}
                  ?disabled=${!movable(i)}
                  @click=${() => (this.selection = toggled(this.selection, i))}
                >
                  ${sushiDie(face)}<span class="cap" aria-hidden="true">${t.faceShort(face)}</span>${marked ? html`<span class="aside-mark" aria-hidden="true">${t.aside}</span>` : nothing}
                </button>`;
              })}
            </div>
            <p class="counts">${counts === '' ? nothing : t.counts(counts)}</p>`}
      <div class="actions">
        <button type="button" part="button" data-action="throw" data-primary aria-keyshortcuts="T" ?disabled=${!canThrow} @click=${() => this.send(throwEvent)}>
          ${v.throwsUsed === 0 ? t.throw : t.throwAgain} <kbd>T</kbd>
        </button>
        <span class="throws">${v.throwsUsed === 0 ? t.notThrown : t.throwsOf(v.throwsUsed, v.throwLimit)}</span>
      </div>
      ${hint ? html`<p class="hint">${hint}</p>` : nothing} ${legal.length > 0 && v.throwsUsed > 0 ? this.renderOffers(v, t, takes, steals) : nothing}
      ${legal.length > 0 ? html`<p class="keys">${t.keys}</p>` : nothing}
    </div>`;
  }

  /** The takes and steals on offer (or the forced take), each a button that says what it does. */
  private renderOffers(v: SushizockView, t: BoardTexts, takes: readonly Take[], steals: readonly Steal[]) {
    return html`${this.renderOfferList(v, t, takes, steals)}${this.renderOutOfReach(v, t, takes)}`;
  }

  /** Why a take the dice ask for is not offered: its row is too short (three sushi, two sushi tiles left). */
  private renderOutOfReach(v: SushizockView, t: BoardTexts, takes: readonly Take[]) {
    const missing = v.outOfReach.filter((o) => !takes.some((e) => e.group === o.group));
    return missing.length === 0 ? nothing : missing.map((o) => html`<p class="note out-of-reach" data-group=${o.group}>${t.outOfReach(o.group, o.count, o.left)}</p>`);
  }

  private renderOfferList(v: SushizockView, t: BoardTexts, takes: readonly Take[], steals: readonly Steal[]) {
    if (v.forced && takes.length === 1 && steals.length === 0) {
      const e = takes[0]!;
      const value = v.centre[e.group]?.[e.position - 1] ?? 0;
      return html`<div class="offers forced" part="offers">
        <p class="why">${t.forced(e.group, value)}</p>
        <button type="button" part="button" data-action="take" data-group=${e.group} data-position=${e.position} data-primary @click=${() => this.send(e)}>
          ${t.forcedTake(e.group, value)}
        </button>
      </div>`;
    }
    if (takes.length === 0 && steals.length === 0) return html`<p class="hint" part="offers">${t.nothingYet}</p>`;
    const takeButton = (e: Take) => {
      const value = v.centre[e.group]?.[e.position - 1] ?? 0;
      return html`<button type="button" part="button" class="offer take" data-action="take" data-group=${e.group} data-position=${e.position} data-primary @click=${() => this.send(e)}>
        ${tileIcon(e.group)}${t.take(e.group, value, e.position)}
      </button>`;
    };
    const stealButton = (e: Steal) => {
      const st = v.stacks[e.from]?.[e.group];
      const label = e.position === 1 && st?.top != null ? t.stealTop(e.group, st.top, this.who(e.from)) : t.stealBlind(e.group, e.position, this.who(e.from), st?.height ?? 0);
      return html`<button type="button" part="button" class="offer steal" data-action="steal" data-group=${e.group} data-from=${e.from} data-position=${e.position} data-primary @click=${() => this.send(e)}>
        ${tileIcon(e.group)}${label}
      </button>`;
    };
    // Steals named blind by position come grouped by the stack they are taken from.
    const blind = steals.some((e) => e.position > 1);
    const stacks = [...new Set(steals.map((e) => `${e.from}/${e.group}`))];
    return html`<section class="offers" part="offers" aria-label=${t.offers}>
      <h3>${t.offers}</h3>
      <div class="offer-list">${takes.map(takeButton)} ${blind ? nothing : steals.map(stealButton)}</div>
      ${blind
        ? html`<p class="note">${t.blindNote}</p>
            ${stacks.map((key) => {
              const [from, group] = key.split('/') as [string, string];
              const list = steals.filter((e) => e.from === Number(from) && e.group === group);
              return html`<div class="steal-group" role="group" aria-label=${`${t.stealFrom(this.who(Number(from)))}: ${t.stack(group)}`}>${list.map(stealButton)}</div>`;
            })}`
        : nothing}
    </section>`;
  }

  private renderLast(v: SushizockView, t: BoardTexts) {
    const l = v.last;
    if (!l) return nothing;
    const who = this.who(l.seat);
    const text =
      l.kind === 'steal' && l.from !== null
        ? t.lastSteal(who, l.group, l.value, this.who(l.from), l.position)
        : l.kind === 'forced'
          ? t.lastForced(who, l.group, l.value)
          : t.lastTake(who, l.group, l.value, l.position);
    return html`<p class="last-turn" part="last-turn">
      <strong>${t.lastTurn}:</strong> ${text}
      <span class="mini-dice" role="img" aria-label=${`${t.withDice} ${l.dice.map((f) => t.face(f)).join(', ')}`}>${l.dice.map((f) => html`<span class="mini-die ${f}">${sushiDie(f)}</span>`)}</span>
    </p>`;
  }

  /** The end: who won and the scoring sheet, every stack bottom first, worthless tiles struck through. */
  private renderOver(v: SushizockView, t: BoardTexts) {
    const scores = v.scores ?? [];
    const winners = v.winners ?? [];
    const cell = (s: Score, g: string) => {
      const list = s.stacks[g] ?? [];
      const limited = g === v.worthless.group;
      return html`<td><span class="stack-cell" data-group=${g}>
        ${list.length === 0
          ? html`<span class="muted">${t.empty}</span>`
          : list.map((value, i) =>
              limited && i >= s.counted ? html`<s class="struck">${tile(g, value, 'worthless', false)}<span class="sr"> (${t.worthless})</span></s>` : tile(g, value, '', false),
            )}
      </span></td>`;
    };
    return html`<section class="sheet" part="sheet" aria-label=${t.sheet}>
        <h3>${t.sheet}</h3>
        <div class="sheet-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">${t.player}</th>
                <th scope="col" class="num">${t.total}</th>
                ${v.groups.map((g) => html`<th scope="col">${t.groupPlural(g)}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${scores.map(
                (s) => html`<tr class=${winners.includes(s.seat) ? 'won' : ''} data-seat=${s.seat}>
                  <th scope="row">${this.name(s.seat)}${winners.includes(s.seat) ? html` <span class="badge">${t.winner}</span>` : nothing}</th>
                  <td class="num total">${s.total}</td>
                  ${v.groups.map((g) => cell(s, g))}
                </tr>`,
              )}
            </tbody>
          </table>
        </div>
        <p class="note">${t.sheetNote}</p>
      </section>`;
  }
}
