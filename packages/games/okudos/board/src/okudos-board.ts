import { BoardElement, botName, cssProps, gameOver, scoreSheet, seatList, seatWho, statusLine, type Who } from '@regelwerk/board-kit';
import type { OkudosEvent, OkudosView, Owner, Score } from '@regelwerk/okudos';
import { html, nothing, type PropertyValues } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { boardStyles } from './okudos-board.styles.js';
import { boardTexts, sectorLetter, type BoardTexts } from './texts.js';

type Place = Extract<OkudosEvent, { type: 'chip.place' }>;
type Collect = Extract<OkudosEvent, { type: 'chip.collect' }>;
type Discard = Extract<OkudosEvent, { type: 'chip.discard' }>;
type Pass = Extract<OkudosEvent, { type: 'turn.pass' }>;

const isPlace = (e: OkudosEvent): e is Place => e.type === 'chip.place';
const isCollect = (e: OkudosEvent): e is Collect => e.type === 'chip.collect';
const isDiscard = (e: OkudosEvent): e is Discard => e.type === 'chip.discard';
const isPass = (e: OkudosEvent): e is Pass => e.type === 'turn.pass';

/** No decisions (one array, so that the grid's guard sees no change). */
const NONE: readonly OkudosEvent[] = Object.freeze([]);

/** The cell a decision names (row and column count from 1). */
const cellOf = (e: Place | Collect, size: number) => (e.row - 1) * size + (e.col - 1);

/**
 * The O'kudos board: the solved sudoku in its coloured sectors (each with a letter too), the chips
 * on it, the viewer's own sectors striped, their hand as chip buttons, and the decisions. A chip
 * chosen (click it or press its number) marks the cells it may go on; a cell is chosen by click,
 * or by the arrow keys and Enter on the grid, which is one tab stop. Irregular chips are
 * collected the same way. Every cell and decision offered comes from the legal decisions alone;
 * the chip chosen and the cell in focus are the board's own draft.
 *
 * @csspart status - the one-line game status
 * @csspart grid - the 9×9 board
 * @csspart cell - a cell; `cell-legal` where the chosen chip may go, `cell-irregular` for a chip to collect, `cell-mine` in the viewer's own sectors
 * @csspart chip - a chip on the board
 * @csspart hand - the viewer's chips
 * @csspart button - every button
 * @csspart mine - the list of the viewer's own sectors
 * @csspart counts - supply, discard pile and passes in a row
 * @csspart players - the list of players
 * @csspart player - one player; `player-current` marks whose turn it is
 * @csspart last-turn - how the last turn went
 * @csspart game-over - the closing line
 * @csspart sheet - the scoring sheet at the end
 */
export class OkudosBoard extends BoardElement<OkudosView, OkudosEvent> {
  static override styles = [...BoardElement.styles, statusLine, gameOver, scoreSheet, seatList, boardStyles];
  static override properties = { ...BoardElement.properties, chip: { state: true }, focusCell: { state: true } };

  /** The chip chosen to place or discard (a number of the hand), or null. */
  declare chip: number | null;
  /** The grid's one tab stop: the cell that has (or gets) focus. */
  declare focusCell: number;

  constructor() {
    super();
    this.chip = null;
    this.focusCell = 0;
    this.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** Each cell's accessible name without the chosen chip's part (`markChip` adds it). */
  private labels: string[] = [];

  protected override updated(changed: PropertyValues<this>): void {
    this.markChip();
    super.updated(changed);
  }

  /**
   * Marks the cells the chosen chip may go on (class, part, accessible name) by hand: choosing a
   * chip touches those few cells instead of drawing the 81 again (the grid is drawn for a new
   * view, legal decisions, focus or language only). Runs after every render, on what it drew.
   */
  private markChip(): void {
    const v = this.view;
    const root = this.shadowRoot;
    if (!v || !root) return;
    const chip = this.chip;
    const target = new Set(chip === null || !this.canAct ? [] : this.legal.filter((e): e is Place => isPlace(e) && e.chip === chip).map((e) => cellOf(e, v.size)));
    const t = boardTexts(this.lang);
    for (const cell of root.querySelectorAll<HTMLElement>('.cell[data-cell]')) {
      const i = Number(cell.dataset['cell']);
      const on = target.has(i);
      if (cell.classList.contains('legal') !== on) {
        cell.classList.toggle('legal', on);
        // The attribute, not `part` (a DOMTokenList not every DOM has).
        const parts = (cell.getAttribute('part') ?? '').split(' ').filter((p) => p !== '' && p !== 'cell-legal');
        cell.setAttribute('part', (on ? [...parts, 'cell-legal'] : parts).join(' '));
      }
      const label = on ? `${this.labels[i]}, ${t.canPlace(chip!)}` : (this.labels[i] ?? '');
      if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // The chosen chip stays chosen while it is still in the hand and the person may still use it.
    if ((changed.has('view') || changed.has('legal')) && this.chip !== null) {
      const usable = this.view && this.canAct && this.view.hand.includes(this.chip) && this.legal.some((e) => (isPlace(e) || isDiscard(e)) && e.chip === this.chip);
      if (!usable) this.chip = null;
    }
    if (this.view && this.focusCell >= this.view.board.length) this.focusCell = 0;
  }

  /** Shortcut keys: 1–9 choose (or drop) a chip of that number. */
  private onKey(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey || !this.view || !this.canAct) return;
    if (!/^[1-9]$/.test(e.key)) return;
    const n = Number(e.key);
    if (!this.choosable(n)) return;
    e.preventDefault();
    this.choose(n);
  }

  /** Whether chip `n` may be chosen now: in the hand, and placing or discarding it is legal. */
  private choosable(n: number): boolean {
    return this.canAct && this.legal.some((e) => (isPlace(e) || isDiscard(e)) && e.chip === n);
  }

  private choose(n: number): void {
    this.chip = this.chip === n ? null : n;
  }

  /** Keys inside the grid: arrows, Home/End (row), Ctrl+Home/End (board); Enter or Space acts on the cell. */
  private onGridKey(e: KeyboardEvent): void {
    const v = this.view;
    if (!v) return;
    const n = v.size;
    const row = Math.floor(this.focusCell / n);
    const col = this.focusCell % n;
    let next: number;
    switch (e.key) {
      case 'ArrowUp':
        next = row > 0 ? this.focusCell - n : this.focusCell;
        break;
      case 'ArrowDown':
        next = row < n - 1 ? this.focusCell + n : this.focusCell;
        break;
      case 'ArrowLeft':
        next = col > 0 ? this.focusCell - 1 : this.focusCell;
        break;
      case 'ArrowRight':
        next = col < n - 1 ? this.focusCell + 1 : this.focusCell;
        break;
      case 'Home':
        next = e.ctrlKey ? 0 : row * n;
        break;
      case 'End':
        next = e.ctrlKey ? n * n - 1 : row * n + n - 1;
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.act(this.focusCell);
        return;
      default:
        return;
    }
    e.preventDefault();
    this.moveTo(next);
  }

  private moveTo(cell: number): void {
    this.focusCell = cell;
    void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLElement>(`[data-cell="${cell}"]`)?.focus());
  }

  /** A cell chosen (click or Enter): collect its irregular chip, or place the chosen chip on it. */
  private act(cell: number): void {
    this.focusCell = cell;
    const v = this.view;
    if (!v || !this.canAct) return;
    const collect = this.legal.find((e): e is Collect => isCollect(e) && cellOf(e, v.size) === cell);
    if (collect) return this.send(collect);
    if (this.chip === null) return;
    const place = this.legal.find((e): e is Place => isPlace(e) && e.chip === this.chip && cellOf(e, v.size) === cell);
    if (place) this.send(place);
  }

  private name(owner: Owner, t: BoardTexts): string {
    return owner === 'game' ? t.game : (this.view.players[owner]?.name ?? `#${owner + 1}`);
  }

  /** An owner as a sentence names it: the one person at the screen is addressed as du/you; the game by `game`. */
  private who(owner: Owner, t: BoardTexts, game = t.game): Who {
    return owner === 'game' ? { name: game, you: false } : seatWho(this.view.players, owner);
  }

  protected override render() {
    const v = this.view;
    if (!v) return nothing;
    const t = boardTexts(this.lang);
    const legal = this.canAct ? this.legal : NONE;
    const places = legal.filter(isPlace);
    const collects = legal.filter(isCollect);
    const target = new Set(this.chip === null ? [] : places.filter((e) => e.chip === this.chip).map((e) => cellOf(e, v.size)));
    const toCollect = new Set(collects.map((e) => cellOf(e, v.size)));
    return html`
      ${v.over
        ? html`<p class="status game-over" part="status game-over" role="alert" tabindex="-1" data-focus-park>${this.overText(v, t)}</p>`
        : html`<div class="status" part="status" role="status" aria-live="polite" tabindex="-1" data-focus-park>${this.statusText(v, t, target.size, toCollect.size)}</div>`}
      ${guard([v, legal, this.focusCell, this.lang], () => this.renderGrid(v, t, toCollect))} ${v.over ? nothing : this.renderHand(v, t, legal)} ${this.renderMine(v, t)}
      <p class="counts" part="counts">
        <span>${t.supply(v.supply)}</span><span>${t.discardPile(v.discard)}</span>${v.over ? nothing : html`<span>${t.passes(v.passes, v.players.length)}</span>`}
      </p>
      ${this.renderPlayers(v, t)} ${v.over ? this.renderOver(v, t) : nothing} ${this.renderLast(v, t)}
      ${v.seat !== 'spectator' && !v.over ? html`<p class="keys ${this.canAct ? '' : 'idle'}" aria-hidden=${this.canAct ? 'false' : 'true'}>${t.keys}</p>` : nothing}
    `;
  }

  private statusText(v: OkudosView, t: BoardTexts, targets: number, collect: number): string {
    const who = t.turnOf(this.who(v.current, t));
    if (!this.canAct) return who;
    if (collect > 0) return `${who} · ${t.collectNow(collect)}`;
    if (this.chip !== null) return `${who} · ${t.chooseCell(this.chip, targets)}`;
    return `${who} · ${t.chooseChip}`;
  }

  private renderGrid(v: OkudosView, t: BoardTexts, toCollect: ReadonlySet<number>) {
    const n = v.size;
    const mine = new Set(v.mine);
    const lastCell = v.last?.kind === 'place' ? v.last.cell : null;
    const irregular = new Set(v.irregular);
    // The first cell of each sector carries its letter.
    const firstOf = new Map<number, number>();
    v.sectorOf.forEach((s, i) => {
      if (!firstOf.has(s)) firstOf.set(s, i);
    });
    const cell = (i: number) => {
      const s = v.sectorOf[i]!;
      const colour = v.colours[s] ?? '';
      const chip = v.board[i] ?? null;
      const by = v.placedBy[i] ?? null;
      const r = Math.floor(i / n);
      const c = i % n;
      const collect = toCollect.has(i) || irregular.has(i);
      const own = mine.has(s);
      const label = [
        t.cellName(r + 1, c + 1),
        t.sector(s, colour),
        own ? t.yours : null,
        v.owners ? t.owner(this.who(v.owners[s]!, t, t.gameDative)) : null,
        t.printed(v.printed[i]!),
        chip === null ? null : t.chip(chip, by === null ? { name: '?', you: false } : this.who(by, t)),
        collect ? t.irregular : null,
        i === lastCell ? t.last : null,
      ]
        .filter((x) => x !== null)
        .join(', ');
      this.labels[i] = label;
      const edges = `${(c + 1) % v.sectorWidth === 0 && c < n - 1 ? ' edge-r' : ''}${(r + 1) % v.sectorHeight === 0 && r < n - 1 ? ' edge-b' : ''}`;
      const parts = `cell${collect ? ' cell-irregular' : ''}${own ? ' cell-mine' : ''}`;
      return html`<div
        role="gridcell"
        part=${parts}
        class="cell c-${colour}${edges}${own ? ' mine' : ''}${collect ? ' irregular' : ''}${i === lastCell ? ' last' : ''}"
        tabindex=${i === this.focusCell ? '0' : '-1'}
        ?data-primary=${i === this.focusCell}
        aria-label=${label}
        data-cell=${i}
        data-sector=${s}
        data-printed=${v.printed[i]!}
        data-chip=${chip ?? nothing}
        @click=${() => this.act(i)}
        @focus=${() => (this.focusCell = i)}
      >
        ${firstOf.get(s) === i ? html`<span class="letter" aria-hidden="true">${sectorLetter(s)}${own ? '★' : ''}</span>` : nothing}
        ${chip === null ? html`<span class="printed" aria-hidden="true">${v.printed[i]}</span>` : html`<span class="chip" part="chip" aria-hidden="true">${chip}</span>`}
      </div>`;
    };
    return html`<div class="grid-wrap">
      <div class="grid" part="grid" role="grid" aria-label=${t.grid} @keydown=${(e: KeyboardEvent) => this.onGridKey(e)} ${cssProps({ '--n': n })}>
        ${Array.from({ length: n }, (_, r) => html`<div role="row" class="row">${Array.from({ length: n }, (_, c) => cell(r * n + c))}</div>`)}
      </div>
    </div>`;
  }

  private renderHand(v: OkudosView, t: BoardTexts, legal: readonly OkudosEvent[]) {
    if (v.seat === 'spectator') return nothing;
    const discard = this.chip === null ? undefined : legal.filter(isDiscard).find((e) => e.chip === this.chip);
    const pass = legal.find(isPass);
    const collecting = legal.some(isCollect);
    return html`<section class="hand" part="hand" aria-label=${t.hand}>
      <h3>${t.hand}</h3>
      ${v.hand.length === 0
        ? html`<p class="muted">${t.handEmpty}</p>`
        : html`<div class="chips" role="group" aria-label=${t.hand}>
            ${v.hand.map((n) => {
              const chosen = this.chip === n;
              return html`<button
                type="button"
                part="button"
                class="hand-chip ${chosen ? 'chosen' : ''}"
                aria-pressed=${chosen ? 'true' : 'false'}
                aria-keyshortcuts=${String(n)}
                aria-label=${t.pick(n)}
                data-chip=${n}
                ?disabled=${collecting || !this.choosable(n)}
                @click=${() => this.choose(n)}
              >
                ${n}
              </button>`;
            })}
          </div>`}
      <div class="actions">
        <button type="button" part="button" data-action="discard" ?disabled=${!discard} @click=${() => discard && this.send(discard)}>${t.discard(this.chip)}</button>
        <button type="button" part="button" data-action="pass" ?disabled=${!pass || collecting} @click=${() => pass && this.send(pass)}>${t.pass}</button>
      </div>
      <p class="note ${this.chip !== null && discard ? '' : 'idle'}" aria-hidden=${this.chip !== null && discard ? 'false' : 'true'}>${t.discardHint}</p>
    </section>`;
  }

  private renderMine(v: OkudosView, t: BoardTexts) {
    if (v.over) return nothing;
    if (v.seat === 'spectator') return html`<p class="mine note" part="mine">${t.mineNone}</p>`;
    return html`<div class="mine" part="mine">
      <strong>${t.mine}:</strong>
      <ul>
        ${v.mine.map((s) => html`<li data-sector=${s}><span class="swatch c-${v.colours[s]} mine" aria-hidden="true">${sectorLetter(s)}</span>${t.sector(s, v.colours[s] ?? '')}</li>`)}
      </ul>
      <p class="note">${t.mineNote}</p>
    </div>`;
  }

  private renderPlayers(v: OkudosView, t: BoardTexts) {
    const current = (s: number) => s === v.current && !v.over;
    return html`<ol class="players" part="players" aria-label=${t.players}>
      ${v.players.map(
        (p, s) => html`<li part="player${current(s) ? ' player-current' : ''}" class=${current(s) ? 'current' : ''} aria-current=${current(s) ? 'true' : 'false'} data-seat=${s}>
          <span class="who"><span class="name">${p.name}</span>${p.bot ? html` <span class="bot">${t.bot(botName(p.bot, this.lang))}</span>` : nothing}</span>
          <span class="meta"
            ><span data-hand-count=${v.handCounts[s] ?? 0}>${t.handCount(v.handCounts[s] ?? 0)}</span
            >${(v.collected[s]?.length ?? 0) > 0 ? html`<span class="collected">${t.collected(v.collected[s]!)}</span>` : nothing}</span
          >
        </li>`,
      )}
    </ol>`;
  }

  private renderLast(v: OkudosView, t: BoardTexts) {
    const l = v.last;
    if (!l) return nothing;
    const who = this.who(l.seat, t);
    const text = l.kind === 'place' && l.chip !== null && l.cell !== null ? t.lastPlace(who, l.chip, t.cellName(Math.floor(l.cell / v.size) + 1, (l.cell % v.size) + 1), l.drew) : l.kind === 'discard' ? t.lastDiscard(who, l.drew) : t.lastPass(who);
    return html`<p class="last-turn" part="last-turn">
      <strong>${t.lastTurn}:</strong> ${text} ${l.collected.length > 0 ? t.lastCollected(l.collected.map((c) => c.chip)) : nothing}
    </p>`;
  }

  /** The closing line: who won with how many points (the status line at the end). */
  private overText(v: OkudosView, t: BoardTexts): string {
    const sheet = v.scores;
    if (!sheet) return t.over;
    const best = Math.max(...sheet.columns.map((c) => c.total));
    const winners = sheet.columns.filter((c) => c.total === best);
    return t.gameOver(winners.map((c) => this.who(c.owner, t)), best);
  }

  /** The end: the scoring sheet: a line per sector (its owner's column holds its points), bonus and totals. */
  private renderOver(v: OkudosView, t: BoardTexts) {
    const sheet = v.scores;
    if (!sheet) return nothing;
    const best = Math.max(...sheet.columns.map((c) => c.total));
    const winners = sheet.columns.filter((c) => c.total === best);
    const title = (c: Score) => (c.owner === 'game' ? t.gameCap : this.name(c.owner, t));
    const sectors = [...sheet.sectors].sort((a, b) => a.sector - b.sector);
    return html`      <section class="sheet" part="sheet" aria-label=${t.sheet}>
        <h3>${t.sheet}</h3>
        <div class="sheet-wrap" tabindex="0" role="region" aria-label=${t.sheet}>
          <table>
            <thead>
              <tr>
                <th scope="col"><span class="head-sector">${t.sheetSector}</span></th>
                ${sheet.columns.map((c) => html`<th scope="col" class="num ${winners.includes(c) ? 'won' : ''}" data-owner=${c.owner}>${title(c)}${winners.includes(c) ? html` <span class="star" aria-hidden="true">★</span><span class="sr">(${t.winner})</span>` : nothing}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${sectors.map(
                (line) => html`<tr data-sector=${line.sector} data-owner=${line.owner}>
                  <th scope="row">
                    <span class="swatch c-${v.colours[line.sector]}" aria-hidden="true">${sectorLetter(line.sector)}</span><span class="sr">${t.sectorWord} ${sectorLetter(line.sector)}: </span
                    ><span class="cname">${t.colour(v.colours[line.sector] ?? '')}</span>
                  </th>
                  ${sheet.columns.map((c) =>
                    c.owner === line.owner
                      ? html`<td class="num">${line.counted ? line.points : html`<s>${line.points}</s><span class="sr"> (${t.notCounted})</span>`}</td>`
                      : html`<td class="num muted">–</td>`,
                  )}
                </tr>`,
              )}
              ${v.checked
                ? nothing
                : html`<tr class="bonus">
                    <th scope="row">${t.sheetBonus}</th>
                    ${sheet.columns.map((c) => html`<td class="num">${c.owner === 'game' ? '' : `${c.collected} (${c.bonus})`}</td>`)}
                  </tr>`}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">${t.total}</th>
                ${sheet.columns.map((c) => html`<td class="num total" data-owner=${c.owner}>${c.total}</td>`)}
              </tr>
            </tfoot>
          </table>
        </div>
        <p class="note">${t.sheetNote}</p>
      </section>`;
  }
}
