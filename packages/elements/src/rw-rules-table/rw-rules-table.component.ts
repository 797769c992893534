import { compile, renderDiagnostic, type CompileResult, type RuleSet } from '@regelwerk/dsl';
import { oddsForRules } from '@regelwerk/engine';
import { groupDice, isSchockenRules, rankingGroups } from '@regelwerk/schocken/schema';
import { html, nothing } from 'lit';
import { GAMES, type GameBundle } from '../games/bundle.js';
import { RwElement } from '../shared/rw-element.js';
import { langOf } from '../shared/i18n.js';
import { styles } from './rw-rules-table.styles.js';

const TEXT = {
  en: {
    caption: (t: string) => `${t}: ranking of throws, best first`,
    rank: 'Rank',
    name: 'Name',
    dice: 'Dice',
    tokens: 'Tokens',
    one: 'Exactly this, one throw',
    best: (k: number) => `This or better, best play in ${k} throw${k === 1 ? '' : 's'}`,
    all: 'all',
    endsHalf: 'ends the half',
    errors: 'The rule file has errors:',
    loading: 'Loading…',
    fetchFailed: (src: string, why: string) => `Could not load ${src}: ${why}`,
    unknown: (g: string) => `There is no game "${g}".`,
    noRanking: (g: string) => `${g} has no ranking of throws to show here.`,
  },
  de: {
    caption: (t: string) => `${t}: Rangfolge der Würfe, bester zuerst`,
    rank: 'Rang',
    name: 'Bezeichnung',
    dice: 'Würfel',
    tokens: 'Strafsteine',
    one: 'Genau dieser, ein Wurf',
    best: (k: number) => `Dieser oder besser, bestes Spiel in ${k} Wurf${k === 1 ? '' : 'en'}`,
    all: 'alle',
    endsHalf: 'beendet die Hälfte',
    errors: 'Die Regeldatei hat Fehler:',
    loading: 'Lädt…',
    fetchFailed: (src: string, why: string) => `${src} ließ sich nicht laden: ${why}`,
    unknown: (g: string) => `Es gibt kein Spiel „${g}“.`,
    noRanking: (g: string) => `${g} hat keine Rangfolge von Würfen.`,
  },
};

const pct = (p: number) => `${(p * 100).toFixed(2)} %`;

/**
 * The ranking table of a game's rule file or variant, with tokens and exact odds. A rule file
 * with errors shows the compiler's diagnostics instead.
 *
 * @csspart table - the table
 * @csspart diagnostics - the compiler's messages for a broken rule file
 * @cssproperty --rw-line - table rules
 * @cssproperty --rw-accent - accent colour
 */
export class RwRulesTable extends RwElement {
  static override styles = styles;

  static override properties = {
    game: { type: String },
    variant: { type: String },
    src: { type: String },
    throws: { type: Number },
    result: { state: true },
    message: { state: true },
  };

  declare game: string;
  declare variant: string | null;
  declare src: string | null;
  declare throws: number;
  declare result: { compiled: CompileResult; texts: Map<string, string> } | null;
  declare message: string | null;
  private bundle: GameBundle | null = null;
  private loaded = '';

  constructor() {
    super();
    this.game = '';
    this.variant = null;
    this.src = null;
    this.throws = 3;
    this.result = null;
    this.message = null;
  }

  protected override willUpdate(): void {
    const key = `${this.game}|${this.variant}|${this.src}`;
    if (key !== this.loaded) {
      this.loaded = key;
      void this.load();
    }
  }

  private async load(): Promise<void> {
    const t = TEXT[langOf(this)];
    this.result = null;
    this.message = null;
    const loader = GAMES[this.game];
    if (!loader) {
      this.message = t.unknown(this.game);
      return;
    }
    const bundle = await loader();
    this.bundle = bundle;
    const texts = new Map<string, string>(Object.entries(bundle.ruleTexts).map(([k, v]) => [`rules/${k}`, v]));
    if (this.src) {
      let text: string;
      try {
        const res = await fetch(this.src);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        text = await res.text();
      } catch (e) {
        this.message = t.fetchFailed(this.src, (e as Error).message);
        return;
      }
      texts.set(this.src, text);
      const compiled = compile(text, {
        schemas: [bundle.schema],
        file: this.src,
        resolveGame: (id) => {
          const base = bundle.ruleTexts[`${id}.rules`];
          return base === undefined ? undefined : { file: `rules/${id}.rules`, text: base };
        },
      });
      this.result = { compiled, texts };
      return;
    }
    this.result = { compiled: bundle.compile(this.variant), texts };
  }

  private renderTable(rules: RuleSet) {
    const t = TEXT[langOf(this)];
    if (!isSchockenRules(rules)) return html`<p>${t.noRanking(rules.title)}</p>`;
    const odds = oddsForRules(rules);
    const ks = Array.from({ length: Math.max(1, Math.min(rules.throws.max, this.throws || 3)) }, (_, i) => i + 1);
    const groups = rankingGroups(rules);
    return html`<div class="wrap">
      <table part="table">
        <caption>
          ${t.caption(rules.variant ? `${rules.title} (${rules.variant.name})` : rules.title)}
        </caption>
        <thead>
          <tr>
            <th scope="col" class="num">${t.rank}</th>
            <th scope="col">${t.name}</th>
            <th scope="col">${t.dice}</th>
            <th scope="col" class="num">${t.tokens}</th>
            <th scope="col" class="num">${t.one}</th>
            ${ks.map((k) => html`<th scope="col" class="num">${t.best(k)}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${groups.map(
            (g, i) => html`<tr data-row=${g.label}>
              <td class="num">${i + 1}</td>
              <th scope="row">${g.label}</th>
              <td>${groupDice(g)}</td>
              <td class="num">${g.penalty === 'all' ? t.all : g.penalty}${g.endsHalf ? html`<br /><small>${t.endsHalf}</small>` : nothing}</td>
              <td class="num">${pct(g.probability)}</td>
              ${ks.map((k) => html`<td class="num">${pct(odds.bestPlay(g.lastRank, k))}</td>`)}
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  protected override render() {
    const t = TEXT[langOf(this)];
    if (this.message) return html`<p class="message" role="alert">${this.message}</p>`;
    if (!this.result) return html`<p>${t.loading}</p>`;
    const { compiled, texts } = this.result;
    if (!compiled.ok) {
      return html`<div role="alert">
        <p>${t.errors}</p>
        <pre part="diagnostics">${compiled.diagnostics.map((d) => renderDiagnostic(d, texts.get(d.range.file))).join('\n')}</pre>
      </div>`;
    }
    return this.renderTable(compiled.rules);
  }
}
