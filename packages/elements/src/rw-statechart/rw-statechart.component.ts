import { activeIds, contains, derivePath, edgesAlong, keyOf, labelLineAt, labelLines, parentOf, pathData, stateLabel, stateTextAt, type LabelMode, type LaidOutNode } from '@regelwerk/statechart';
import { html, nothing, svg, type PropertyValues } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { chartOf, pickChart, type ChartData } from '../shared/games.js';
import { RwElement } from '../shared/rw-element.js';
import { states } from '../shared/properties.js';
import { afterGames } from '../shared/after-games.js';
import { langOf, type Lang } from '../shared/i18n.js';
import { styles } from './rw-statechart.styles.js';
import { applyHighlight, highlightOf, type Highlight } from './highlight.js';

const TEXT = {
  en: {
    download: 'Download SVG',
    states: (g: string) => `States of ${g}`,
    pick: 'Select a state (click, or Enter) to read what happens in it.',
    active: 'active now',
    unknown: (g: string) => `There is no statechart for "${g}".`,
    notDrawn: (g: string) =>
      `The rules this game of ${g} plays change its flow in a way no chart was drawn for in advance (charts are drawn for the game’s own rules and its shipped house rules), so none is shown rather than a wrong one.`,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit to width',
    code: 'Code names',
    step: 'Last step',
    unsure: '(what the chart alone can tell)',
    ways: 'Ways on',
    toolbar: 'Chart view',
    level: (n: number) => `Zoom ${Math.round(n * 100)} %`,
    legend: 'Boxes are situations of the game, a box inside another is part of it; arrows are what can happen, ● where a box begins.',
    live: ['where the game is', 'what can happen next', 'the last step'],
  },
  de: {
    download: 'SVG herunterladen',
    states: (g: string) => `Zustände von ${g}`,
    pick: 'Einen Zustand wählen (Klick oder Enter), um zu lesen, was in ihm geschieht.',
    active: 'gerade aktiv',
    unknown: (g: string) => `Für „${g}“ gibt es kein Zustandsdiagramm.`,
    notDrawn: (g: string) =>
      `Die Regeln, nach denen diese Partie ${g} gespielt wird, ändern den Ablauf so, wie es kein vorab gezeichnetes Diagramm zeigt (gezeichnet sind die Regeln des Spiels und seine mitgelieferten Hausregeln); darum wird keins gezeigt statt eines falschen.`,
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    fit: 'An Breite anpassen',
    code: 'Namen im Code',
    step: 'Letzter Schritt',
    unsure: '(soweit das Diagramm allein es sagen kann)',
    ways: 'Weiter mit',
    toolbar: 'Ansicht des Diagramms',
    level: (n: number) => `Zoom ${Math.round(n * 100)} %`,
    legend: 'Kästen sind Situationen des Spiels, ein Kasten in einem anderen ist ein Teil davon; Pfeile zeigen, was geschehen kann, ● wo ein Kasten beginnt.',
    live: ['wo das Spiel steht', 'was als Nächstes geschehen kann', 'der letzte Schritt'],
  },
};

/** What the chart reads from `rw-state-change` (RwStateChangeEvent of `rw-game`). */
interface StateChange extends Event {
  readonly value: string;
  /** The states entered during the step, in order, the resting state last: when the game reports it. */
  readonly path?: readonly string[];
  /** The key of the chart the game plays, when the game reports it. */
  readonly chart?: string | null;
}

const ZOOM_MIN = 0.25;
const ZOOM_MAX = 3;
/** How long each state a step passed through stays lit, in ms. */
const FLASH_MS = 450;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The statechart a game runs on, laid out at build time. Linked to a game with
 * `for="<id of an rw-game>"`, the active states light up as the game moves, the states a step
 * passed through light up in turn, and the transitions an event can take now are marked.
 *
 * One tab stop: the arrow keys move through the states as a tree (↓ ↑ the next and previous
 * state in reading order, → the first child, ← the parent, Home and End), Enter or Space
 * selects a state and shows what happens in it; + and − zoom, 0 goes back to 100 %. Drag to pan;
 * Ctrl (⌘) with the wheel, or a pinch, zooms.
 *
 * @csspart toolbar - the zoom and view buttons
 * @csspart viewport - the scrolling area around the chart
 * @csspart chart - the SVG
 * @csspart state - a state box; `state-active` while the game is in it
 * @csspart description - the text about the selected state and the last step
 * @csspart button - every button
 * @cssproperty --rw-accent - highlight of active states and of the transitions possible now
 * @cssproperty --rw-line - state borders
 * @cssproperty --rw-muted - transitions and their labels
 * @cssproperty --rw-bg - background
 * @cssproperty --rw-fg - text colour
 * @cssproperty --rw-chart-height - the most height the chart takes before it scrolls (default: 70vh, at most 36rem)
 */
export class RwStatechart extends RwElement {
  static override styles = styles;

  static override properties = {
    game: { type: String },
    variant: { type: String },
    for: { type: String },
    technical: { type: Boolean, reflect: true },
    ...states('bundle', 'active', 'selected', 'focusId', 'zoom', 'step', 'flash', 'message'),
  };

  declare game: string;
  /**
   * A shipped variant (`variant="stechen"`): its chart when its house rules add states. Linked
   * `for` a game without a variant of its own, the chart follows that game's `variant`.
   */
  declare variant: string | null;
  declare for: string | null;
  /** Show event, guard and state names as in the machine config instead of readable words. */
  declare technical: boolean;
  declare bundle: ChartData | null;
  declare active: string | null;
  declare selected: string | null;
  declare focusId: string | null;
  declare zoom: number;
  /** The last step: the states it entered (resting state last) and the transitions it took. */
  declare step: { readonly states: readonly string[]; readonly edges: readonly number[]; readonly certain: boolean } | null;
  /** The state of the last step lit up right now, while the step is replayed. */
  declare flash: string | null;
  declare message: string | null;
  private painted = false;
  private queue: string[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The frame in which the state last made active is scrolled into view. */
  private revealFrame = 0;
  private drag: { x: number; y: number; left: number; top: number; moved: boolean } | null = null;
  private pinch = new Map<number, { x: number; y: number }>();
  private follow = false;
  /** The variant whose chart is drawn (null: the game's). */
  private shownVariant: string | null = null;
  /** The key of the chart drawn when it was picked by the rules the linked game plays. */
  private shownKey: string | null = null;

  constructor() {
    super();
    this.game = '';
    this.variant = null;
    this.for = null;
    this.technical = false;
    this.bundle = null;
    this.active = null;
    this.selected = null;
    this.focusId = null;
    this.zoom = 1;
    this.step = null;
    this.flash = null;
    this.message = null;
  }

  private readonly onState = (e: Event) => {
    const target = e.target as HTMLElement | null;
    if (!this.for || target?.id !== this.for) return;
    // The game now plays other rules (another variant, other rule text): their chart may have other states.
    const key = (e as StateChange).chart ?? null;
    if (this.variant === null && (key !== null ? key !== this.shownKey : (target.getAttribute('variant') ?? null) !== this.shownVariant)) void this.load();
    else this.moveTo((e as StateChange).value, (e as StateChange).path);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('rw-state-change', this.onState);
    if (!this.painted) performance.mark('rw-statechart:connected');
    void this.load();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('rw-state-change', this.onState);
    this.stopFlash();
    this.resizes?.disconnect();
    this.sights?.disconnect();
    this.observed = null;
    cancelAnimationFrame(this.revealFrame);
  }

  protected override get settled(): boolean {
    return this.bundle !== null || this.message !== null;
  }

  private async load(): Promise<void> {
    const bundle = await chartOf(this.game).catch(() => undefined);
    if (!bundle?.chart) {
      this.message = TEXT[langOf(this)].unknown(this.game);
      return;
    }
    const game = this.for ? ((this.getRootNode() as Document | ShadowRoot).getElementById?.(this.for) as (HTMLElement & { stateValue?: string | null; chartKey?: string | null }) | null) : null;
    const variant = this.variant ?? game?.getAttribute('variant') ?? null;
    // The chart of the rules the linked game plays (whatever their source), unless a variant is named here.
    const key = this.variant === null ? (game?.chartKey ?? null) : null;
    this.shownVariant = variant;
    this.shownKey = key;
    // Rules whose house rules add states have a drawing of their own; others play the game's chart.
    const chart = await pickChart(bundle, { key, variant }).catch(() => undefined);
    if (!chart) {
      // Never another flow's chart: its states would not be the game's.
      this.bundle = null;
      this.active = null;
      this.step = null;
      this.stopFlash();
      this.message = TEXT[langOf(this)].notDrawn(bundle.title[langOf(this)]);
      return;
    }
    // The first drawing waits until the page's games are playable (its layout is the page's largest):
    // its chunk has loaded meanwhile, so the chart follows a moment later (docs/embedding.md).
    if (!this.painted) await afterGames();
    this.message = null;
    this.bundle = chart === bundle.chart ? bundle : { ...bundle, chart };
    if (game?.stateValue) this.moveTo(game.stateValue);
  }

  /**
   * The game moved to the leaf `value`. The states it passed through come from the game when it
   * reports them, else from the chart (certain only where the graph allows no other route).
   */
  private moveTo(value: string, path?: readonly string[]): void {
    const model = this.bundle?.chart;
    const from = this.active;
    this.active = value;
    this.follow = true;
    if (!model) return;
    const derived = path && path.length > 0 ? { states: path, certain: true } : derivePath(model, from, value);
    this.step = { ...derived, edges: edgesAlong(model, from, derived.states) };
    if (reducedMotion()) return;
    // Replay the step: each state it passed through lights up in turn, then the resting state.
    // Steps that come faster than that (bots at speed 0) wait their turn, replayed quicker.
    this.queue.push(...derived.states.slice(0, -1));
    this.queue.splice(0, this.queue.length - 12);
    if (!this.timer) this.pump();
  }

  private pump(): void {
    const next = this.queue.shift();
    this.flash = next ?? null;
    this.timer = next === undefined ? undefined : setTimeout(() => this.pump(), this.queue.length > 1 ? FLASH_MS / 3 : FLASH_MS);
  }

  private stopFlash(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.queue = [];
    this.flash = null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    // The chart's template is drawn again only for another chart, mode, language, selection or
    // focus; a move of the game (or a state of its replay) toggles the few nodes it concerns.
    const chart = this.renderRoot.querySelector('svg[part="chart"]');
    const b = this.bundle;
    if (chart && b && (changed.has('active') || changed.has('flash') || changed.has('step') || changed.has('selected') || changed.has('focusId'))) {
      applyHighlight(chart, this.highlight(b), this.selected, (id, on) => this.stateAria(b, id, on, langOf(this)));
    }
    // Another variant: perhaps another chart (the first load runs on connecting).
    if (changed.has('variant') && changed.get('variant') !== undefined && this.isConnected) void this.load();
    if (!this.painted && this.bundle) {
      this.painted = true;
      performance.mark('rw-statechart:painted');
    }
    // Keep the state that just became active (and the step that led there) in view, inside the
    // chart's own viewport only, and not while the reader explores the chart (it has focus, or a
    // mouse is over it). Measured in the next frame, not here: reading layout in `updated` forces
    // it while the page is still loading.
    if ((changed.has('flash') || changed.has('active')) && this.follow && !this.exploring()) {
      cancelAnimationFrame(this.revealFrame);
      this.revealFrame = requestAnimationFrame(() => this.revealShown());
    }
    this.watch();
  }

  private get viewport(): HTMLElement | null {
    return this.renderRoot.querySelector('.viewport');
  }

  /**
   * Whether the reader explores the chart: it has focus, or a mouse that moved over it rests
   * there. A page scrolled under a resting mouse (the reader scrolled down to the chart after
   * clicking the board) puts the chart under the pointer without any move: that is no exploring,
   * and the chart goes on following the game.
   */
  private exploring(): boolean {
    return this.matches(':focus-within') || (this.pointed && this.viewport?.matches(':hover') === true && !this.touched);
  }

  /** Whether a mouse (or pen) moved over the viewport since it last came in: see `exploring`. */
  private pointed = false;

  /** Whether the last pointer was a finger: a tap leaves `:hover` behind on a touch screen. */
  private touched = false;
  private observed: Element | null = null;
  private resizes: ResizeObserver | null = null;
  private sights: IntersectionObserver | null = null;

  /**
   * Follows the viewport's size and whether it is on screen: a chart that comes into view (scrolled
   * to, opened in a panel) or changes size (a turned phone, a resized window) shows the active
   * state again, at once, if the reader has not moved the view away from it.
   */
  private watch(): void {
    const vp = this.viewport;
    if (vp === this.observed) return;
    this.resizes?.disconnect();
    this.sights?.disconnect();
    this.observed = vp;
    if (!vp) return;
    // The layout moved under a resting mouse is no exploring: only focus or the reader's own panning holds it.
    const again = () => {
      if (this.follow && !this.matches(':focus-within')) this.revealShown('auto');
    };
    if (typeof ResizeObserver === 'function') {
      this.resizes = new ResizeObserver(again);
      this.resizes.observe(vp);
    }
    if (typeof IntersectionObserver === 'function') {
      this.sights = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) again();
      }, { threshold: [0, 0.25, 0.5, 0.75, 1] });
      this.sights.observe(vp);
    }
  }

  private revealShown(behavior?: ScrollBehavior): void {
    const shown = this.flash ?? this.active;
    if (shown) this.reveal(shown, { step: !this.flash, behavior });
  }

  /**
   * Scrolls the viewport (never the page) so that a state lies in the part of it the reader sees
   * (the viewport may reach below the window), with the transitions the last step took when both
   * fit. A viewport off screen is scrolled as a whole, so that the state is there when it comes
   * into view.
   */
  private reveal(id: string, { step = false, behavior }: { step?: boolean; behavior?: ScrollBehavior } = {}): void {
    const vp = this.viewport;
    const box = vp?.querySelector(`[data-state="${id}"] rect`);
    if (!vp || !box) return;
    const v = vp.getBoundingClientRect();
    const own = { top: v.top + vp.clientTop, left: v.left + vp.clientLeft, bottom: v.top + vp.clientTop + vp.clientHeight, right: v.left + vp.clientLeft + vp.clientWidth };
    if (own.bottom - own.top < 24 || own.right - own.left < 24) return;
    // The part of the viewport inside the window, when enough of it is.
    const seen = { top: Math.max(own.top, 0), left: Math.max(own.left, 0), bottom: Math.min(own.bottom, innerHeight), right: Math.min(own.right, innerWidth) };
    const frame = seen.bottom - seen.top >= 48 && seen.right - seen.left >= 48 ? seen : own;
    const state = box.getBoundingClientRect();
    let want = { top: state.top, left: state.left, bottom: state.bottom, right: state.right };
    if (step) {
      for (const path of vp.querySelectorAll('.transition.taken .edge')) {
        const r = path.getBoundingClientRect();
        const both = { top: Math.min(want.top, r.top), left: Math.min(want.left, r.left), bottom: Math.max(want.bottom, r.bottom), right: Math.max(want.right, r.right) };
        // The step too, as long as the state and the step fit together.
        if (both.bottom - both.top <= frame.bottom - frame.top - 8 && both.right - both.left <= frame.right - frame.left - 8) want = both;
      }
    }
    const shift = (lo: number, hi: number, from: number, to: number): number => {
      if (lo >= from && hi <= to) return 0;
      // Too big to fit: the state's own start (its top, its left) comes first.
      if (hi - lo > to - from) return lo - from - 4;
      return lo < from ? lo - from - (to - from - (hi - lo)) / 2 : hi - to + (to - from - (hi - lo)) / 2;
    };
    const dx = shift(want.left, want.right, frame.left, frame.right);
    const dy = shift(want.top, want.bottom, frame.top, frame.bottom);
    if (dx !== 0 || dy !== 0) vp.scrollBy({ left: dx, top: dy, behavior: behavior ?? (reducedMotion() ? 'auto' : 'smooth') });
  }

  /** Zooms to `z`, keeping the point (px, py) of the viewport where it is. */
  setZoom(z: number, px?: number, py?: number): void {
    const vp = this.viewport;
    const next = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z));
    if (!vp || next === this.zoom) return;
    const cx = px ?? vp.clientWidth / 2;
    const cy = py ?? vp.clientHeight / 2;
    const ratio = next / this.zoom;
    const left = (vp.scrollLeft + cx) * ratio - cx;
    const top = (vp.scrollTop + cy) * ratio - cy;
    this.zoom = next;
    void this.updateComplete.then(() => vp.scrollTo({ left, top }));
  }

  /** Fits the chart's width into the viewport (text may then be smaller than 12 px). */
  fitWidth(): void {
    const vp = this.viewport;
    const chart = this.bundle?.chart;
    if (vp && chart) this.setZoom((vp.clientWidth - 2) / chart.width);
  }

  /** The chart as a standalone SVG file, in the view shown now and with the current highlight. */
  async svgText(): Promise<string | null> {
    const b = this.bundle;
    if (!b) return null;
    const { toSvg } = await import('./rw-statechart.file.js');
    return toSvg(b.chart, { active: new Set(this.active ? activeIds(this.active) : []), title: b.title[langOf(this)], mode: this.mode, texts: b });
  }

  private async download(): Promise<void> {
    const text = await this.svgText();
    if (!text) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${this.game}-statechart.svg`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  private get mode(): LabelMode {
    return this.technical ? 'code' : langOf(this);
  }

  /** The states in reading order (parents before children), without the root. */
  private get order(): readonly LaidOutNode[] {
    return this.bundle?.chart.nodes.filter((n) => n.kind !== 'root') ?? [];
  }

  private moveFocus(id: string): void {
    this.focusId = id;
    void this.updateComplete.then(() => {
      (this.renderRoot.querySelector(`[data-state="${id}"]`) as SVGGElement | null)?.focus({ preventScroll: true });
      this.follow = false;
      this.reveal(id);
    });
  }

  private onKey(e: KeyboardEvent): void {
    const order = this.order;
    const current = (e.target as Element).closest?.('[data-state]')?.getAttribute('data-state') ?? null;
    const i = order.findIndex((n) => n.id === current);
    // Ctrl/⌘ with + or − is the browser's own zoom.
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    let to: string | undefined;
    switch (e.key) {
      case '+':
      case '=':
        this.setZoom(this.zoom * 1.25);
        break;
      case '-':
      case '_':
        this.setZoom(this.zoom / 1.25);
        break;
      case '0':
        this.setZoom(1);
        break;
      case 'ArrowDown':
        to = order[Math.min(order.length - 1, i + 1)]?.id;
        break;
      case 'ArrowUp':
        to = order[Math.max(0, i - 1)]?.id;
        break;
      case 'ArrowRight':
        to = order.find((n) => current !== null && parentOf(n.id) === current)?.id;
        break;
      case 'ArrowLeft':
        to = current && current.includes('.') ? parentOf(current) : undefined;
        break;
      case 'Home':
        to = order[0]?.id;
        break;
      case 'End':
        to = order[order.length - 1]?.id;
        break;
      case 'Enter':
      case ' ':
        if (current) this.selected = current;
        break;
      default:
        return;
    }
    e.preventDefault();
    if (to) this.moveFocus(to);
  }

  private onWheel = {
    handleEvent: (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) {
        // The reader scrolls the chart: it stays where they take it until the game moves on.
        this.follow = false;
        return;
      }
      e.preventDefault();
      const r = this.viewport!.getBoundingClientRect();
      this.setZoom(this.zoom * Math.exp(-e.deltaY / 300), e.clientX - r.left, e.clientY - r.top);
    },
    passive: false,
  };

  private onPointerDown(e: PointerEvent): void {
    this.touched = e.pointerType === 'touch';
    if (e.pointerType === 'touch') {
      this.pinch.set(e.pointerId, { x: e.clientX, y: e.clientY });
      return;
    }
    if (e.button !== 0) return;
    const vp = this.viewport!;
    this.drag = { x: e.clientX, y: e.clientY, left: vp.scrollLeft, top: vp.scrollTop, moved: false };
  }

  private onPointerMove(e: PointerEvent): void {
    const vp = this.viewport!;
    // Only a pointer that really moved: Chrome sends none for a page scrolled under a resting one.
    if (e.pointerType !== 'touch' && (e.movementX !== 0 || e.movementY !== 0)) this.pointed = true;
    if (e.pointerType === 'touch') {
      // Two fingers: zoom by how far apart they move; one finger scrolls natively.
      const before = [...this.pinch.values()];
      if (!this.pinch.has(e.pointerId)) return;
      this.pinch.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const after = [...this.pinch.values()];
      // A finger pans the chart natively: the reader looks elsewhere until the game moves on.
      this.follow = false;
      if (after.length !== 2 || before.length !== 2) return;
      const span = (p: { x: number; y: number }[]) => Math.hypot(p[0]!.x - p[1]!.x, p[0]!.y - p[1]!.y) || 1;
      const r = vp.getBoundingClientRect();
      this.setZoom((this.zoom * span(after)) / span(before), (after[0]!.x + after[1]!.x) / 2 - r.left, (after[0]!.y + after[1]!.y) / 2 - r.top);
      return;
    }
    const d = this.drag;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) vp.setPointerCapture(e.pointerId);
    d.moved = true;
    this.follow = false;
    vp.scrollLeft = d.left - dx;
    vp.scrollTop = d.top - dy;
  }

  private onPointerLeave(): void {
    this.pointed = false;
  }

  private onPointerUp(e: PointerEvent): void {
    this.pinch.delete(e.pointerId);
    const d = this.drag;
    this.drag = null;
    if (d?.moved) return;
    const id = (e.target as Element).closest?.('[data-state]')?.getAttribute('data-state');
    if (id && e.type === 'pointerup' && e.button === 0) {
      this.selected = id;
      this.moveFocus(id);
    }
  }

  /** What is lit now (see `applyHighlight`, which keeps the drawn chart in line with it between its renders). */
  private highlight(b: ChartData): Highlight {
    return highlightOf(b.chart, this.active, this.flash, this.step, this.focusId, this.order[0]?.id);
  }

  /** A state's accessible name: its label, whether the game is in it, what happens in it. */
  private stateAria(b: ChartData, id: string, on: boolean, lang: Lang): string {
    const own = Object.prototype.hasOwnProperty.call(b.states, keyOf(id)) ? b.states[keyOf(id)] : undefined;
    return `${stateLabel(id, this.mode, b.states)}${on ? ` (${TEXT[lang].active})` : ''}${own ? `: ${own.description[lang]}` : ''}`;
  }

  private renderChart(b: ChartData, lang: Lang) {
    const chart = b.chart;
    const mode = this.mode;
    const t = TEXT[lang];
    const { lit, passed, taken, now, focus } = this.highlight(b);
    const levels = new Map<string, number>();
    return svg`
      <defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z"></path></marker></defs>
      <g role="tree" aria-label=${t.states(b.title[lang])}>
        ${this.order.map((n) => {
          const on = lit.has(n.id);
          const level = (levels.get(parentOf(n.id)) ?? 0) + 1;
          levels.set(n.id, level);
          const [tx, ty] = stateTextAt(n);
          const cls = `state ${n.kind}${on ? ' active' : ''}${passed.has(n.id) ? ' passed' : ''}${this.flash === n.id ? ' flash' : ''}${this.selected === n.id ? ' selected' : ''}`;
          return svg`<g class=${cls} part=${on ? 'state state-active' : 'state'} data-state=${n.id} role="treeitem" aria-level=${level}
              aria-selected=${this.selected === n.id ? 'true' : 'false'} aria-expanded=${n.kind === 'compound' ? 'true' : nothing}
              tabindex=${n.id === focus ? '0' : '-1'} aria-label=${this.stateAria(b, n.id, on, lang)}>
            <rect x=${n.x} y=${n.y} width=${n.w} height=${n.h} rx=${n.kind === 'final' ? 18 : 8}></rect>
            <text x=${tx} y=${ty} text-anchor=${n.kind === 'compound' ? 'start' : 'middle'}>${stateLabel(n.id, mode, b.states)}</text>
          </g>`;
        })}
      </g>
      <g aria-hidden="true">
        ${chart.nodes.map((n) => (n.entry ? svg`<circle class="dot" cx=${n.entry[0]} cy=${n.entry[1]} r="5"></circle><path class="edge" d=${pathData(n.entry.slice(2))} marker-end="url(#arrow)"></path>` : nothing))}
        ${chart.edges.map((e, i) => {
          const lines = labelLines(e, mode, b);
          const x = e.label.x + e.label.w / 2;
          return svg`<g class="transition${now.has(i) ? ' now' : ''}${taken.has(i) ? ' taken' : ''}" data-edge=${i}>
            <path class="edge" d=${pathData(e.points)} marker-end="url(#arrow)"></path>
            <rect class="label-box" x=${e.label.x} y=${e.label.y} width=${e.label.w} height=${e.label.h} rx="3"></rect>
            <text class="edge-label" text-anchor="middle">${lines.map((l, k) => svg`<tspan x=${x} y=${labelLineAt(e, k, lines.length)}>${l}</tspan>`)}</text>
          </g>`;
        })}
      </g>`;
  }

  private renderDescription(b: ChartData, lang: Lang) {
    const t = TEXT[lang];
    const mode = this.mode;
    const sel = this.selected;
    const own = sel && Object.prototype.hasOwnProperty.call(b.states, keyOf(sel)) ? b.states[keyOf(sel)] : undefined;
    const ways = sel ? b.chart.edges.filter((e) => e.source === sel) : [];
    const step = this.step;
    return html`
      ${sel
        ? html`<p><strong>${stateLabel(sel, mode, b.states)}</strong>${this.active && contains(sel, this.active) ? ` (${t.active})` : ''}${own ? html`: ${own.description[lang]}` : nothing}</p>
            ${ways.length > 0
              ? html`<p>${t.ways}: ${ways.map((e, i) => html`${i > 0 ? '; ' : ''}${labelLines(e, mode, b).join(' ')} → ${stateLabel(e.target, mode, b.states)}`)}</p>`
              : nothing}`
        : html`<p>${t.pick}</p>`}
      ${step && step.states.length > 1
        ? html`<p class="path" aria-live="off">${t.step}: <span>${step.states.map((id) => stateLabel(id, mode, b.states)).join(' → ')}</span>${step.certain ? nothing : html` <span class="unsure">${t.unsure}</span>`}</p>`
        : nothing}
    `;
  }

  protected override render() {
    const lang = langOf(this);
    const b = this.bundle;
    if (!b?.chart) return html`${this.message ? html`<p class="message" role="alert">${this.message}</p>` : nothing}`;
    const t = TEXT[lang];
    const { width, height } = b.chart;
    return html`
      <figure>
        <div class="bar" part="toolbar" role="toolbar" aria-label=${t.toolbar}>
          <button type="button" part="button" data-action="zoom-out" aria-label=${t.zoomOut} title=${t.zoomOut} @click=${() => this.setZoom(this.zoom / 1.25)}>−</button>
          <output aria-live="off">${t.level(this.zoom)}</output>
          <button type="button" part="button" data-action="zoom-in" aria-label=${t.zoomIn} title=${t.zoomIn} @click=${() => this.setZoom(this.zoom * 1.25)}>+</button>
          <button type="button" part="button" data-action="fit" @click=${() => this.fitWidth()}>${t.fit}</button>
          <button type="button" part="button" data-action="technical" aria-pressed=${this.technical ? 'true' : 'false'} @click=${() => (this.technical = !this.technical)}>${t.code}</button>
        </div>
        <div class="viewport" part="viewport" @keydown=${this.onKey} @wheel=${this.onWheel} @pointerdown=${this.onPointerDown} @pointermove=${this.onPointerMove}
          @pointerup=${this.onPointerUp} @pointercancel=${this.onPointerUp} @pointerleave=${this.onPointerLeave}>
          <svg part="chart" viewBox="0 0 ${width} ${height}" width=${Math.round(width * this.zoom)} height=${Math.round(height * this.zoom)}
            data-path=${this.step?.states.join(' ') ?? ''}>${guard([b, this.mode, lang, this.selected, this.focusId], () => this.renderChart(b, lang))}</svg>
        </div>
        <figcaption class="bar">
          <p class="legend">
            ${t.legend}
            ${this.for ? html`<br />${t.live.map((l, i) => html`<span class="key k${i}"></span> ${l}${i < 2 ? ' · ' : ''}`)}` : nothing}
          </p>
          <div class="description" part="description" aria-live="polite">${this.renderDescription(b, lang)}</div>
          <button type="button" part="button" data-action="download-svg" @click=${() => this.download()}>${t.download}</button>
        </figcaption>
      </figure>
    `;
  }
}
