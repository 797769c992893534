import { activeIds, toSvg, type ChartModel } from '@regelwerk/statechart';
import { html, nothing, svg } from 'lit';
import { chartOf, type ChartData } from '../shared/games.js';
import { RwElement } from '../shared/rw-element.js';
import { langOf, type Lang } from '../shared/i18n.js';
import { styles } from './rw-statechart.styles.js';

const TEXT = {
  en: { download: 'Download SVG', chart: (g: string) => `Statechart of ${g}`, pick: 'Select a state to read what happens in it.', active: 'active now', unknown: (g: string) => `There is no statechart for "${g}".` },
  de: { download: 'SVG herunterladen', chart: (g: string) => `Zustandsdiagramm von ${g}`, pick: 'Einen Zustand wählen, um zu lesen, was in ihm geschieht.', active: 'gerade aktiv', unknown: (g: string) => `Für „${g}“ gibt es kein Zustandsdiagramm.` },
};

/** A state's name and what happens in it, in the page language; a state without texts shows its id. */
function stateText(data: ChartData, id: string, lang: Lang): { label: string; description: string } {
  const key = id.split('.').pop() ?? id;
  const s = Object.prototype.hasOwnProperty.call(data.states, key) ? data.states[key] : undefined;
  return { label: s?.label[lang] ?? key, description: s?.description[lang] ?? '' };
}

/**
 * The statechart a game runs on, drawn from a layout made at build time. Linked to a game with
 * `for="<id of an rw-game>"`, the active states light up as the game moves.
 *
 * @csspart chart - the SVG
 * @csspart state - a state box; `state-active` while the game is in it
 * @csspart description - the text about the selected state
 * @csspart button - the download button
 * @cssproperty --rw-accent - highlight of active states
 * @cssproperty --rw-line - state borders and transitions
 * @cssproperty --rw-bg - background
 * @cssproperty --rw-fg - text colour
 */
export class RwStatechart extends RwElement {
  static override styles = styles;

  static override properties = {
    game: { type: String },
    for: { type: String },
    bundle: { state: true },
    active: { state: true },
    selected: { state: true },
    message: { state: true },
  };

  declare game: string;
  declare for: string | null;
  declare bundle: ChartData | null;
  declare active: string | null;
  declare selected: string | null;
  declare message: string | null;
  private painted = false;

  constructor() {
    super();
    this.game = '';
    this.for = null;
    this.bundle = null;
    this.active = null;
    this.selected = null;
    this.message = null;
  }

  private readonly onState = (e: Event) => {
    const target = e.target as HTMLElement | null;
    if (!this.for || target?.id !== this.for) return;
    this.active = (e as Event & { value: string }).value;
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
  }

  private async load(): Promise<void> {
    const lang = langOf(this);
    const bundle = await chartOf(this.game).catch(() => undefined);
    if (!bundle?.chart) {
      this.message = TEXT[lang].unknown(this.game);
      return;
    }
    this.bundle = bundle;
    if (this.for) {
      const game = (this.getRootNode() as Document | ShadowRoot).getElementById?.(this.for) as (HTMLElement & { stateValue?: string | null }) | null;
      if (game?.stateValue) this.active = game.stateValue;
    }
  }

  protected override updated(): void {
    if (!this.painted && this.bundle) {
      this.painted = true;
      performance.mark('rw-statechart:painted');
    }
  }

  /** The chart as a standalone SVG file, with the current highlight. */
  get svgText(): string | null {
    const chart = this.bundle?.chart;
    return chart ? toSvg(chart, { active: new Set(this.active ? activeIds(this.active) : []), title: this.bundle!.title[langOf(this)] }) : null;
  }

  private download(): void {
    const text = this.svgText;
    if (!text) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${this.game}-statechart.svg`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  private select(id: string): void {
    this.selected = id;
  }

  private renderChart(chart: ChartModel, bundle: ChartData) {
    const lang = langOf(this);
    const active = new Set(this.active ? activeIds(this.active) : []);
    return svg`
      <defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path class="arrow" d="M0 0 L10 5 L0 10 z"/></marker></defs>
      ${chart.nodes
        .filter((n) => n.kind !== 'root')
        .map((n) => {
          const text = stateText(bundle, n.id, lang);
          const on = active.has(n.id);
          const compound = n.children.length > 0;
          return svg`<g class="state ${n.kind} ${on ? 'active' : ''} ${this.selected === n.id ? 'selected' : ''}" part=${on ? 'state state-active' : 'state'}
              data-state=${n.id} tabindex="0" role="button" aria-pressed=${this.selected === n.id ? 'true' : 'false'}
              aria-label=${`${text.label}${on ? ` (${TEXT[lang].active})` : ''}: ${text.description}`}
              @click=${() => this.select(n.id)} @focus=${() => this.select(n.id)}
              @keydown=${(e: KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && this.select(n.id)}>
            <rect x=${n.x} y=${n.y} width=${n.w} height=${n.h} rx=${n.kind === 'final' ? 17 : 8}></rect>
            <text x=${compound ? n.x + 10 : n.x + n.w / 2} y=${compound ? n.y + 16 : n.y + n.h / 2 + 4} text-anchor=${compound ? 'start' : 'middle'}>${text.label}</text>
          </g>`;
        })}
      ${chart.edges.map(
        (e) => svg`<path class="edge" d=${e.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p[0]} ${p[1]}`).join(' ')} marker-end="url(#arrow)"></path>
          <text class="edge-label" x=${e.labelAt[0]} y=${e.labelAt[1] - 4} text-anchor="middle">${e.label}</text>`,
      )}`;
  }

  protected override render() {
    const lang = langOf(this);
    const bundle = this.bundle;
    if (!bundle?.chart) return html`${this.message ? html`<p class="message" role="alert">${this.message}</p>` : nothing}`;
    const chart = bundle.chart;
    const selected = this.selected ? stateText(bundle, this.selected, lang) : null;
    return html`
      <figure>
        <div class="wrap">
          <svg part="chart" viewBox="-8 -8 ${chart.width + 56} ${chart.height + 16}" role="group" aria-label=${TEXT[lang].chart(bundle.title[lang])}>${this.renderChart(chart, bundle)}</svg>
        </div>
        <figcaption class="bar">
          <p class="description" part="description" aria-live="polite">${selected ? html`<strong>${selected.label}</strong>: ${selected.description}` : TEXT[lang].pick}</p>
          <button type="button" part="button" data-action="download-svg" @click=${() => this.download()}>${TEXT[lang].download}</button>
        </figcaption>
      </figure>
    `;
  }
}
