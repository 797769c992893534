import { BoardElement, botName, cssProps, dieFace, dieFaceStyles, gameOver, keyHint, seatWho, statusLine, winnerMarks, type Who } from '@regelwerk/board-kit';
import type { CubeView, Direction, Edge, KaeseschiebenEvent, KaeseschiebenView, StepView } from '@regelwerk/kaeseschieben';
import { squareName } from '@regelwerk/kaeseschieben/geometry';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { boardStyles } from './kaeseschieben-board.styles.js';
import { arrow, seatMarker, wormMark } from './symbols.js';
import { boardTexts, type BoardTexts } from './texts.js';

type Step = Extract<KaeseschiebenEvent, { type: 'mouse.step' }>;
type Take = Extract<KaeseschiebenEvent, { type: 'cube.take' }>;

const KEY_DIR: Readonly<Record<string, Direction>> = { ArrowUp: 'north', ArrowRight: 'east', ArrowDown: 'south', ArrowLeft: 'west' };
/** The edge strips in the order of the frame's grid (and of reading): the north, the sides, the south. */
const EDGES: readonly Edge[] = ['north', 'west', 'east', 'south'];

/**
 * The Käseschieben board: the 8×8 board with its edges named after who sits there, the cheese and
 * the mice, the mouse die, the steps on offer around the mouse (with the push each would make),
 * every player's cubes won, the last cube's choice, the round's scoring sheet and the match table.
 * Steps and takes come from the legal decisions alone; a worm is drawn only where the view has it.
 *
 * @csspart status - the one-line game status
 * @csspart board - the board with its four edges
 * @csspart edge - an edge strip (`edge-empty` where nobody sits)
 * @csspart cell - a square of the board
 * @csspart cube - a cheese cube (on the board or won)
 * @csspart mouse - a mouse on the board
 * @csspart step - a step button next to the mouse
 * @csspart die - the die area: roll button, faces thrown, steps left
 * @csspart button - every button
 * @csspart players - the list of players and their cubes
 * @csspart last-cube - the last cube's choice
 * @csspart sheet - a round's scoring sheet
 * @csspart match - the match table
 * @csspart game-over - the closing line
 */
export class KaeseschiebenBoard extends BoardElement<KaeseschiebenView, KaeseschiebenEvent> {
  static override styles = [...BoardElement.styles, statusLine, keyHint, gameOver, winnerMarks, dieFaceStyles, boardStyles];
  /**
   * The step whose push is previewed (the step button under the pointer or with focus). Not a
   * reactive property: a preview marks a few cells and fills one line by hand (`showPreview`),
   * so focusing or pointing at a step never draws the 64 squares again.
   */
  preview: Direction | null = null;
  /** The squares the cubes pushed by the step just taken lie on now (the view's `last`). */
  private moved: ReadonlySet<number> = new Set();
  /** The direction this board last sent: its button takes over the focus when it is offered again. */
  private lastDir: Direction | null = null;

  constructor() {
    super();
    this.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** Measures the board's squares (for the cubes' letters) only when the board's width changes. */
  private readonly resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver((entries) => this.measure(entries));
  private measured: Element | null = null;

  private measure(entries: readonly ResizeObserverEntry[]): void {
    for (const e of entries) {
      const width = Number((e.target as HTMLElement).dataset['width']) || 8;
      const frame = e.target.parentElement;
      const px = e.contentBoxSize[0]?.inlineSize ?? e.contentRect.width;
      if (frame && px > 0) frame.style.setProperty('--_cell', `${(px / width).toFixed(2)}px`);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize?.disconnect();
    this.measured = null;
    cancelAnimationFrame(this.previewFrame);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!changed.has('view') || !this.view) return;
    const last = this.view.last;
    this.preview = null;
    this.moved = new Set(last?.type === 'step' ? last.moved : []);
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Before the focus keeper moves focus (its step's preview then shows on the squares just drawn).
    this.showPreview();
    super.updated(changed);
    const grid = this.shadowRoot!.querySelector('.grid');
    if (grid !== this.measured) {
      if (this.measured) this.resize?.unobserve(this.measured);
      if (grid) this.resize?.observe(grid);
      this.measured = grid;
    }
  }

  /** After the person's step its button goes (the mouse stands there now): the same direction, one square on, takes over. */
  protected override focusSuccessor(): HTMLElement | null {
    const dir = this.lastDir;
    this.lastDir = null;
    return dir ? this.shadowRoot!.querySelector<HTMLButtonElement>(`[data-action="step"][data-dir="${dir}"]`) : null;
  }

  /** Shortcut keys: R rolls, the arrow keys step (only in a direction on offer). */
  private onKey(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey || !this.view || this.readOnly) return;
    const dir = KEY_DIR[e.key];
    let button: HTMLButtonElement | null = null;
    if (e.key.toLowerCase() === 'r') button = this.shadowRoot!.querySelector('[data-action="roll"]');
    else if (dir) button = this.shadowRoot!.querySelector(`[data-action="step"][data-dir="${dir}"]`);
    if (!button || button.disabled) return;
    e.preventDefault();
    button.click();
    if (dir) this.shadowRoot!.querySelector<HTMLButtonElement>(`[data-action="step"][data-dir="${dir}"]`)?.focus();
  }

  private name(seat: number): string {
    return this.view.players[seat]?.name ?? `#${seat + 1}`;
  }

  /** A seat as a sentence names it: the one person at the screen is addressed as du/you. */
  private who(seat: number): Who {
    return seatWho(this.view.players, seat);
  }

  private initial(seat: number): string {
    return (this.name(seat).trim()[0] ?? String(seat + 1)).toUpperCase();
  }

  private stepTo(e: Step): void {
    this.lastDir = e.dir;
    this.send(e);
  }

  protected override render() {
    const v = this.view;
    if (!v) return nothing;
    const t = boardTexts(this.lang);
    const legal = this.readOnly || this.seat === null ? [] : this.legal;
    const steps = legal.filter((e): e is Step => e.type === 'mouse.step');
    const takes = legal.filter((e): e is Take => e.type === 'cube.take');
    const decline = legal.find((e) => e.type === 'cube.decline');
    const canRoll = legal.some((e) => e.type === 'die.roll');
    return html`
      ${v.over
        ? html`<p class="status game-over" part="status game-over" role="alert" tabindex="-1" data-focus-park>${this.overText(v, t)}</p>`
        : html`<div class="status" part="status" role="status" aria-live="polite" tabindex="-1" data-focus-park>${this.statusText(v, t)}</div>`}
      <div class="play">
        ${this.renderBoard(v, t, steps)}
        <div class="side">${v.over ? nothing : this.renderDie(v, t, canRoll, steps)} ${v.lastCube ? this.renderLastCube(v, t, takes, decline) : nothing} ${this.renderPlayers(v, t)}</div>
      </div>
      ${this.renderSheet(v, t)} ${this.renderMatch(v, t)}
    `;
  }

  private statusText(v: KaeseschiebenView, t: BoardTexts): string {
    const round = v.rounds > 1 ? `${t.round(v.round, v.rounds)} · ` : '';
    if (v.lastCube) return round + t.status.take(this.who(v.lastCube.receiver));
    const who = t.status.turnOf(this.who(v.current));
    return `${round}${who} · ${v.roll === null ? t.status.roll : t.status.left(v.left, v.roll.steps)}`;
  }

  /** Most rounds won, then most points; equal on both share the win. */
  private overText(v: KaeseschiebenView, t: BoardTexts): string {
    const { roundsWon, points } = v.standings;
    const key = (s: number) => [roundsWon[s] ?? 0, points[s] ?? 0] as const;
    const seats = v.players.map((_, s) => s);
    const best = seats.reduce((a, s) => {
      const [ra, pa] = key(a);
      const [rs, ps] = key(s);
      return rs > ra || (rs === ra && ps > pa) ? s : a;
    }, 0);
    const winners = seats.filter((s) => key(s)[0] === key(best)[0] && key(s)[1] === key(best)[1]);
    return t.gameOver(winners.map((s) => this.who(s)));
  }

  private renderBoard(v: KaeseschiebenView, t: BoardTexts, steps: readonly Step[]) {
    const { width, height } = v.board;
    const offered = new Map<number, StepView>();
    for (const s of v.steps) if (steps.some((e) => e.dir === s.dir)) offered.set(s.to, s);
    const trail = new Set(v.roll ? v.path.slice(0, -1) : []);
    const owner = (e: Edge) => {
      const s = v.edges.indexOf(e);
      return s < 0 ? null : s;
    };
    const mouseAt = new Map(v.mice.map((sq, s) => [sq, s]));
    const edge = (e: Edge) => {
      const s = owner(e);
      const count = s === null ? 0 : (v.won[s]?.length ?? 0);
      return html`<div class="edge edge-${e} ${s === null ? 'empty' : `seat-${s % 4}`}" part="edge${s === null ? ' edge-empty' : ''}" data-edge=${e} data-seat=${s ?? nothing}>
        <span class="sr">${t.edgeOf(e, s === null ? null : this.who(s))}</span>
        <span class="edge-text" aria-hidden="true">
          ${s === null ? html`<span class="muted">${t.edgeShort(e)}: ${t.nobody}</span>` : html`${seatMarker(s, this.initial(s))}<span class="edge-name">${this.name(s)}</span><span class="edge-count">${count}</span>`}
        </span>
      </div>`;
    };
    return html`<section class="board-wrap" part="board" aria-label=${t.board}>
      <div class="frame">
        ${EDGES.map(edge)}
        <div class="grid" ${cssProps({ '--w': width, '--h': height })} data-width=${width} data-height=${height}>
          ${v.cells.map((size, i) => {
            const m = mouseAt.get(i);
            const step = offered.get(i);
            const coord = squareName(v.board, i);
            const classes = ['cell', trail.has(i) ? 'trail' : '', this.moved.has(i) ? 'moved' : '', m !== undefined && m === v.current && !v.over ? 'current' : '']
              .filter(Boolean)
              .join(' ');
            const what = [size ? t.cube(size) : '', m === undefined ? '' : m === this.view.seat ? t.ownMouse : t.mouse(this.who(m)), trail.has(i) ? t.trail : ''].filter(Boolean).join(', ');
            return html`<div class=${classes} part="cell" data-cell=${i} data-size=${size ?? nothing} data-mouse=${m ?? nothing}>
              ${what ? html`<span class="sr">${coord}: ${what}</span>` : nothing}
              ${size ? html`<span class="cube size-${size}" part="cube" aria-hidden="true"><span class="letter">${t.letter(size)}</span></span>` : nothing}
              ${m !== undefined ? html`<span class="mouse seat-${m % 4}" part="mouse" aria-hidden="true">${seatMarker(m, this.initial(m))}</span>` : nothing}
              ${step ? this.stepButton(v, t, step) : nothing}
            </div>`;
          })}
        </div>
      </div>
      <p class="preview" hidden></p>
      <p class="note">${t.boardNote}</p>
    </section>`;
  }

  /**
   * Shows the push of the step `dir` (null: none): its cubes marked, its line filled. By hand, on
   * the squares drawn: the cell's `class` binding never holds `pushed`, so a render leaves no stale
   * mark, and `updated` shows the preview again on what it drew.
   */
  private showPreview(dir: Direction | null = this.preview): void {
    const v = this.view;
    const root = this.shadowRoot;
    const step = dir && v && !this.readOnly && this.seat !== null && this.legal.some((e) => e.type === 'mouse.step' && e.dir === dir) ? v.steps.find((s) => s.dir === dir) : undefined;
    this.preview = step ? dir : null;
    if (!root) return;
    for (const cell of root.querySelectorAll('.cell.pushed')) cell.classList.remove('pushed', 'push-north', 'push-east', 'push-south', 'push-west');
    for (const i of step?.pushes ?? []) root.querySelector(`.cell[data-cell="${i}"]`)?.classList.add('pushed', `push-${step!.dir}`);
    const line = root.querySelector<HTMLElement>('.preview');
    if (!line) return;
    const t = boardTexts(this.lang);
    line.textContent = step ? t.preview(step.dir, step.pushes.length, step.over ? `${t.edgeShort(step.over.edge)} ${t.overTo(step.over.to === null ? null : this.who(step.over.to))}` : null) : '';
    line.hidden = !step;
  }

  private previewFrame = 0;

  /**
   * The preview of a step focused or pointed at, marked in the next frame (before its paint): a
   * focus moved by the focus keeper forces a layout for its scrolling; marks written inside the
   * focus event would force a second one.
   */
  private previewSoon(dir: Direction | null): void {
    this.preview = dir;
    cancelAnimationFrame(this.previewFrame);
    this.previewFrame = requestAnimationFrame(() => this.showPreview());
  }

  private stepButton(v: KaeseschiebenView, t: BoardTexts, s: StepView): TemplateResult {
    const event: Step = { type: 'mouse.step', seat: this.seat ?? v.current, dir: s.dir };
    const over = s.over ? `${t.edgeShort(s.over.edge)} ${t.overTo(s.over.to === null ? null : this.who(s.over.to))}` : null;
    const show = () => this.previewSoon(s.dir);
    const hide = () => {
      if (this.preview === s.dir) this.previewSoon(null);
    };
    return html`<button
      type="button"
      class="step ${s.pushes.length > 0 ? 'push' : ''}"
      part="step button"
      data-action="step"
      data-dir=${s.dir}
      data-pushes=${s.pushes.length}
      data-over=${s.over === null ? nothing : s.over.to === null ? 'out' : String(s.over.to)}
      data-primary
      aria-label=${t.stepLabel(s.dir, s.pushes.length, over)}
      aria-keyshortcuts=${{ north: 'ArrowUp', east: 'ArrowRight', south: 'ArrowDown', west: 'ArrowLeft' }[s.dir]}
      @click=${() => this.stepTo(event)}
      @focus=${show}
      @blur=${hide}
      @mouseenter=${show}
      @mouseleave=${hide}
    >
      ${arrow(s.dir)}
    </button>`;
  }

  private renderDie(v: KaeseschiebenView, t: BoardTexts, canRoll: boolean, steps: readonly Step[]) {
    const roll = v.roll;
    const stars = roll ? roll.faces.filter((f) => typeof f !== 'number').length : 0;
    const number = roll ? roll.faces.find((f): f is number => typeof f === 'number') : undefined;
    const faceName = (f: number | string) => (typeof f === 'number' ? String(f) : t.star);
    return html`<section class="die-area" part="die" aria-label=${t.die}>
      <div class="roll-row">
        ${v.lastCube
          ? nothing
          : html`<button type="button" part="button" data-action="roll" data-primary aria-keyshortcuts="R" ?disabled=${!canRoll} @click=${() => this.send({ type: 'die.roll', seat: this.seat ?? v.current })}>
              ${t.roll} <kbd>R</kbd>
            </button>`}
        ${roll
          ? html`<span class="faces" role="img" aria-label=${t.thrown(roll.faces.map(faceName).join(', '))}>
              ${roll.faces.map((f) => html`<span class="face-box ${typeof f === 'number' ? '' : 'star'}" data-face=${String(f)}>${dieFace(typeof f === 'number' ? f : '★')}</span>`)}
            </span>`
          : html`<span class="muted">${t.faces}</span>`}
      </div>
      ${roll
        ? html`<p class="star-rule" data-steps=${roll.steps}>${stars > 0 && number !== undefined ? t.starRule(number, stars) : t.steps(roll.steps)}</p>
            <p class="left">
              ${t.stepsLeft}: <strong data-left=${v.left}>${v.left}</strong> / ${roll.steps}
              <span class="pips" aria-hidden="true">${Array.from({ length: roll.steps }, (_, i) => html`<span class="pip ${i < roll.steps - v.left ? 'used' : ''}"></span>`)}</span>
            </p>`
        : nothing}
      ${v.last?.type === 'pass' ? html`<p class="hint">${t.passed}</p>` : nothing}
      ${canRoll || steps.length > 0 ? html`<p class="keys">${t.keys}</p>` : nothing} ${steps.length > 0 && v.path.length > 1 ? html`<p class="note">${t.undoHint}</p>` : nothing}
    </section>`;
  }

  private renderLastCube(v: KaeseschiebenView, t: BoardTexts, takes: readonly Take[], decline: KaeseschiebenEvent | undefined) {
    const lc = v.lastCube!;
    return html`<section class="last-cube" part="last-cube" aria-label=${t.lastCube}>
      <h3>${t.lastCube}</h3>
      <p>${t.lastCubeWhy(this.who(lc.receiver))}</p>
      <div class="takes">
        ${lc.choices.map((c) => {
          const e = takes.find((x) => x.from === c.from && x.size === c.size);
          return html`<button type="button" part="button" data-action="take" data-from=${c.from} data-size=${c.size} data-primary ?disabled=${!e} @click=${() => e && this.send(e)}>
            <span class="cube mini size-${c.size}" aria-hidden="true"><span class="letter">${t.letter(c.size)}</span></span>
            ${t.takeFrom(c.size, this.who(c.from), c.count)}
          </button>`;
        })}
        <button type="button" part="button" data-action="decline" ?disabled=${!decline} @click=${() => decline && this.send(decline)}>${t.takeNone}</button>
      </div>
    </section>`;
  }

  /** A won cube: its size always; its worm only where the view knows it. */
  private chip(t: BoardTexts, c: CubeView): TemplateResult {
    const worm = c.worm === null ? t.unknown : c.worm ? t.worm : t.noWorm;
    return html`<li class="chip" data-size=${c.size} data-worm=${c.worm === null ? nothing : String(c.worm)}>
      <span class="cube mini size-${c.size} ${c.worm ? 'wormy' : ''}" part="cube" aria-hidden="true"><span class="letter">${t.letter(c.size)}</span></span>${c.worm === true ? wormMark : nothing}
      <span class="sr">${t.cube(c.size)}, ${worm}</span>
    </li>`;
  }

  private renderPlayers(v: KaeseschiebenView, t: BoardTexts) {
    const own = (s: number) => v.seat === s;
    const known = (cubes: readonly CubeView[]) => cubes.every((c) => c.worm !== null);
    const value = (c: CubeView) => (c.worm ? v.wormyValue : (v.sizes.find((x) => x.id === c.size)?.value ?? 0));
    return html`<section class="players" part="players" aria-label=${t.players}>
      <h3>${t.won}</h3>
      <ol>
        ${v.players.map((p, s) => {
          const cubes = v.won[s] ?? [];
          const current = s === v.current && !v.over;
          return html`<li class="player seat-${s % 4} ${current ? 'current' : ''}" data-seat=${s} aria-current=${current ? 'true' : 'false'}>
            <span class="who">
              ${seatMarker(s, this.initial(s))}<span class="name">${p.name}</span>${own(s) && p.name.toLocaleLowerCase() !== t.you.toLocaleLowerCase() ? html` <span class="muted">(${t.you})</span>` : nothing}${p.bot
                ? html` <span class="muted">${t.bot(botName(p.bot, this.lang))}</span>`
                : nothing}
            </span>
            <span class="muted home-edge">${t.edgeShort(v.edges[s]!)}</span>
            ${cubes.length === 0
              ? html`<span class="muted">${t.none}</span>`
              : html`<ul class="chips">
                  ${cubes.map((c) => this.chip(t, c))}
                </ul>`}
            ${cubes.length > 0 && known(cubes) ? html`<span class="sum">${cubes.reduce((n, c) => n + value(c), 0)} ${t.points}</span>` : nothing}
          </li>`;
        })}
      </ol>
      ${v.out.length > 0
        ? html`<div class="out">
            <span>${t.out}:</span>
            <ul class="chips">
              ${v.out.map((c) => this.chip(t, c))}
            </ul>
          </div>`
        : nothing}
      ${v.stolen.map((s) => html`<p class="stolen">${t.stolen(this.who(s.seat), s.size, this.who(s.from))}</p>`)}
      <p class="note">${t.wormNote(v.blind)}</p>
    </section>`;
  }

  /** The round just ended: every player's cubes with the worms revealed, the points, who won it. */
  private renderSheet(v: KaeseschiebenView, t: BoardTexts) {
    const sheet = v.sheets[v.sheets.length - 1];
    if (!sheet) return nothing;
    const values = v.sizes.map((s) => t.value(s.id, s.value)).join(', ');
    return html`<section class="sheet" part="sheet" aria-label=${t.sheet(sheet.round)}>
      <h3>${t.sheet(sheet.round)}</h3>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">${t.player}</th>
              <th scope="col">${t.cubesCol}</th>
              <th scope="col" class="num">${t.points}</th>
            </tr>
          </thead>
          <tbody>
            ${sheet.lines.map(
              (l) => html`<tr data-seat=${l.seat} class=${sheet.winners.includes(l.seat) ? 'won' : ''}>
                <th scope="row">${this.name(l.seat)}${sheet.winners.includes(l.seat) ? html` <span class="badge">${t.winner}</span>` : nothing}</th>
                <td><ul class="chips">${l.cubes.map((c) => this.chip(t, c))}</ul></td>
                <td class="num points">${l.points}</td>
              </tr>`,
            )}
            ${sheet.out.length > 0
              ? html`<tr>
                  <th scope="row" class="muted">${t.outRow}</th>
                  <td><ul class="chips">${sheet.out.map((c) => this.chip(t, c))}</ul></td>
                  <td class="num">–</td>
                </tr>`
              : nothing}
          </tbody>
        </table>
      </div>
      <p class="note">${t.sheetNote(values, v.wormyValue)}</p>
    </section>`;
  }

  /** A match of several rounds: each round's points, rounds won and total points. */
  private renderMatch(v: KaeseschiebenView, t: BoardTexts) {
    if (v.rounds <= 1 || v.sheets.length === 0) return nothing;
    return html`<section class="match" part="match" aria-label=${t.match}>
      <h3>${t.match}</h3>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">${t.player}</th>
              ${v.sheets.map((s) => html`<th scope="col" class="num">${t.round(s.round, v.rounds)}</th>`)}
              <th scope="col" class="num">${t.roundsWon}</th>
              <th scope="col" class="num">${t.total}</th>
            </tr>
          </thead>
          <tbody>
            ${v.players.map(
              (_, s) => html`<tr data-seat=${s}>
                <th scope="row">${this.name(s)}</th>
                ${v.sheets.map((sh) => html`<td class="num">${sh.lines.find((l) => l.seat === s)?.points ?? 0}</td>`)}
                <td class="num">${v.standings.roundsWon[s] ?? 0}</td>
                <td class="num">${v.standings.points[s] ?? 0}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
    </section>`;
  }
}
