import { describeTables, renderDiagnostic, type CompileResult, type GameSchema, type RuleSet, type TableModel } from '@regelwerk/dsl';
import type { GameModule, ReaderCell, ReaderTable } from '@regelwerk/engine';
import { html, nothing } from 'lit';
import { compileRules, fetchRuleText, GAME_IDS, loadGame, ruleFilesOf, schemaOf } from '../shared/games.js';
import { RwElement } from '../shared/rw-element.js';
import { langOf } from '../shared/i18n.js';
import { styles } from './rw-rules-table.styles.js';

const TEXT = {
  en: {
    errors: 'The rule file has errors:',
    loading: 'Loading…',
    fetchFailed: (src: string, why: string) => `Could not load ${src}: ${why}`,
    unknown: (g: string, known: readonly string[]) => `There is no game "${g}". Known games: ${known.join(', ')}.`,
    noTables: (g: string) => `${g} has no table to show here yet.`,
    decided: '← just decided',
  },
  de: {
    errors: 'Die Regeldatei hat Fehler:',
    loading: 'Lädt…',
    fetchFailed: (src: string, why: string) => `${src} ließ sich nicht laden: ${why}`,
    unknown: (g: string, known: readonly string[]) => `Es gibt kein Spiel „${g}“. Bekannt: ${known.join(', ')}.`,
    noTables: (g: string) => `${g} hat hier noch keine Tabelle.`,
    decided: '← gerade entscheidend',
  },
};

/**
 * The tables of a game's rule file or variant, as the game describes them (for a dice game, the
 * ranking of throws with what each costs and exact odds). A rule file with errors shows the compiler's
 * diagnostics instead.
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
    for: { type: String },
    result: { state: true },
    message: { state: true },
    highlighted: { state: true },
  };

  declare game: string;
  declare variant: string | null;
  declare src: string | null;
  declare throws: number;
  declare result: { compiled: CompileResult; texts: Map<string, string> } | null;
  declare message: string | null;
  /** The id of an `rw-game` whose moments this table explains. */
  declare for: string | null;
  /** Rows the linked game says explain its current moment. */
  declare highlighted: ReadonlySet<string>;
  private module: GameModule | null = null;
  private schema: GameSchema | null = null;
  private loaded = '';

  constructor() {
    super();
    this.game = '';
    this.variant = null;
    this.src = null;
    this.throws = 3;
    this.for = null;
    this.highlighted = new Set();
    this.result = null;
    this.message = null;
  }

  private readonly onState = (e: Event) => {
    const target = e.target as HTMLElement | null;
    if (!this.for || target?.id !== this.for) return;
    this.highlighted = new Set((e as Event & { highlights?: readonly string[] }).highlights ?? []);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('rw-state-change', this.onState);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('rw-state-change', this.onState);
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
    const key = this.loaded;
    this.result = null;
    this.message = null;
    if (!GAME_IDS.includes(this.game)) {
      this.message = t.unknown(this.game, GAME_IDS);
      return;
    }
    const game = await loadGame(this.game);
    this.module = game.ok ? game.game.module : null;
    this.schema = (await schemaOf(this.game)) ?? null;
    const texts = await ruleFilesOf(this.game);
    let compiled: CompileResult;
    if (this.src) {
      const fetched = await fetchRuleText(this.src);
      if (!fetched.ok) {
        if (key === this.loaded) this.message = t.fetchFailed(this.src, fetched.why);
        return;
      }
      const text = fetched.text;
      texts.set(this.src, text);
      compiled = await compileRules(this.game, { source: { file: this.src, text } });
    } else {
      compiled = await compileRules(this.game, { variant: this.variant });
    }
    // Only the latest request shows: a slow earlier one must not overwrite it.
    if (key === this.loaded) this.result = { compiled, texts };
  }

  private renderTables(rules: RuleSet) {
    const t = TEXT[langOf(this)];
    // A playable game describes its tables for readers; one with rules only, by its schema.
    const tables = this.module?.tables(rules, { lang: langOf(this), throws: this.throws }) ?? (this.schema ? describeTables(rules, [this.schema]).tables.map(readerTable) : []);
    if (tables.length === 0) return html`<p>${t.noTables(rules.title)}</p>`;
    return tables.map((table) => renderTable(table, this.highlighted, t.decided));
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
    return this.renderTables(compiled.rules);
  }
}

/** A schema's plain table (English) as a reader's table. */
function readerTable(t: TableModel): ReaderTable {
  return {
    id: t.id,
    caption: t.title,
    columns: t.columns.map((c) => ({ label: c.label, numeric: c.numeric ?? false })),
    rows: t.rows.map((r, i) => ({ key: String(i), cells: t.columns.map((c) => String(r[c.key] ?? '')) })),
    headerColumn: -1,
    ...(t.note ? { note: t.note } : {}),
  };
}

const cell = (c: ReaderCell) => (typeof c === 'string' ? c : html`${c.text}<br /><small>${c.note}</small>`);

function renderTable(table: ReaderTable, highlighted: ReadonlySet<string>, decided: string) {
  const num = (i: number) => (table.columns[i]?.numeric ? 'num' : '');
  return html`<div class="wrap">
    <table part="table" data-table=${table.id}>
      <caption>
        ${table.caption}
      </caption>
      <thead>
        <tr>
          ${table.columns.map((c) => html`<th scope="col" class=${c.numeric ? 'num' : ''}>${c.label}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${table.rows.map(
          (row) => html`<tr data-row=${row.key} class=${highlighted.has(row.key) ? 'decided' : ''}>
            ${row.cells.map((c, i) =>
              i === table.headerColumn
                ? html`<th scope="row" class=${num(i)}>${cell(c)}${highlighted.has(row.key) ? html` <span class="decided-mark">${decided}</span>` : nothing}</th>`
                : html`<td class=${num(i)}>${cell(c)}</td>`,
            )}
          </tr>`,
        )}
      </tbody>
    </table>
    ${table.note ? html`<p class="note">${table.note}</p>` : nothing}
  </div>`;
}
