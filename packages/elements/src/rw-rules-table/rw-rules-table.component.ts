import type { Diagnostic, RuleSet } from '@regelwerk/dsl';
import { parseParams, type ReaderCell, type ReaderTable } from '@regelwerk/engine';
import { html, nothing } from 'lit';
import { fetchRuleText, GAME_IDS, ruleFilesOf } from '../shared/games.js';
import { childRuleText, INLINE_FILE, watchChildRuleText } from '../shared/inline-rules.js';
import { RwElement } from '../shared/rw-element.js';
import { RULE_SOURCE, states } from '../shared/properties.js';
import { langOf, type Lang } from '../shared/i18n.js';
import { styles } from './rw-rules-table.styles.js';
import { tablesFor, type TablesRequest, type TablesResult } from './tables.js';
import { afterGames } from '../shared/after-games.js';
import { codeSpans } from '../shared/code-spans.js';
import type { Comparison, Compared } from './compare-view.js';
import type { RowChange } from './compare.js';

/** The comparison's code, once a table that compares has loaded it. */
let compareView: typeof import('./compare-view.js') | undefined;

const TEXT = {
  en: {
    errors: 'The rule file has errors:',
    loading: 'Loading…',
    fetchFailed: (src: string, why: string) => `Could not load ${src}: ${why}`,
    unknown: (g: string, known: readonly string[]) => `There is no game "${g}". Known games: ${known.join(', ')}.`,
    noTables: (g: string) => `${g} has no table to show here yet.`,
    computing: 'Computing the tables and exact odds of this rule file…',
    cancel: 'Cancel',
    cancelled: 'Stopped. Change the rule file or reload the page to compute again.',
    failed: (why: string) => `The tables could not be computed: ${why}`,
    decided: '← just decided',
  },
  de: {
    errors: 'Die Regeldatei hat Fehler:',
    loading: 'Lädt…',
    fetchFailed: (src: string, why: string) => `${src} ließ sich nicht laden: ${why}`,
    unknown: (g: string, known: readonly string[]) => `Es gibt kein Spiel „${g}“. Bekannt: ${known.join(', ')}.`,
    noTables: (g: string) => `${g} hat hier noch keine Tabelle.`,
    computing: 'Die Tabellen und genauen Chancen dieser Regeldatei werden berechnet…',
    cancel: 'Abbrechen',
    cancelled: 'Abgebrochen. Die Regeldatei ändern oder die Seite neu laden, um neu zu rechnen.',
    failed: (why: string) => `Die Tabellen ließen sich nicht berechnen: ${why}`,
    decided: '← gerade entscheidend',
  },
};


/**
 * The compiler's problems as printed, each with its line quoted: from the page's own texts, else
 * the shipped ones. The printer and the shipped texts load only now, for rules that have problems.
 */
async function problemsOf(diagnostics: readonly Diagnostic[], own: ReadonlyMap<string, string>, game: string): Promise<string> {
  const [{ renderDiagnostic }, shipped] = await Promise.all([import('./diagnostics.js'), ruleFilesOf(game)]);
  return diagnostics.map((d) => renderDiagnostic(d, own.get(d.range.file) ?? shipped.get(d.range.file))).join('\n');
}
/**
 * The tables of a game's rule file or variant, as the game describes them (for a dice game, the
 * ranking of throws with what each costs and exact odds). A rule file with errors shows the compiler's
 * diagnostics instead.
 *
 * The rules come from, first to last: the `ruleText` property, a `<script type="text/x-regelwerk">`
 * child (rule text written into the page), `src` (a rule file's URL), `variant` (a shipped house
 * rule), else the game's own rule file.
 *
 * `params` sets the numbers a game lets its reader choose (`params="throws=2"`: best play within
 * two throws); a parameter the game declares may also be an attribute of its own name (`throws="2"`).
 * An unknown name or a value outside the rules' range shows why instead of the tables.
 *
 * With `compare` (`standard`, or the name of another variant), the rows this rule set adds or
 * changes against those rules carry a "new" or "changed" mark, and rows it takes away are listed.
 *
 * @csspart table - the table
 * @csspart diff-mark - the "new" or "changed" mark of a compared row
 * @csspart compare-summary - what the comparison found, and the rows taken away
 * @csspart diagnostics - the compiler's messages for a broken rule file
 * @csspart button - the Cancel button while a long computation runs
 * @cssproperty --rw-line - table rules
 * @cssproperty --rw-accent - accent colour
 */
export class RwRulesTable extends RwElement {
  static override styles = styles;

  static override properties = {
    ...RULE_SOURCE,
    params: { type: String },
    for: { type: String },
    compare: { type: String },
    ruleText: { attribute: false },
    ...states('childText', 'result', 'working', 'cancelled', 'message', 'highlighted'),
  };

  declare game: string;
  declare variant: string | null;
  declare src: string | null;
  /**
   * The game's table parameters, `name=value` entries split by spaces, commas or semicolons
   * (`params="throws=2"`); a declared parameter may also be written as an attribute of its own
   * name (`throws="2"`). Each must be one the game declares, within the range its rules allow.
   */
  declare params: string | null;
  /** `standard` (the game's own rule file) or a variant's name: the rules to mark this table's changes against. */
  declare compare: string | null;
  /** A rule text to show (a variant of `game` or a whole rule file); before every other source. */
  declare ruleText: string | null;
  /** The text of a `<script type="text/x-regelwerk">` child, kept up to date while connected. */
  declare childText: string | null;
  /** What is shown: the tables, or the compiler's problems as printed (each with its line quoted). */
  declare result: { result: TablesResult; problems: string; comparison: Comparison | null; inline?: string } | null;
  /** Whether a computation runs off the main thread now (it can be cancelled). */
  declare working: boolean;
  declare cancelled: boolean;
  declare message: string | null;
  /** The id of an `rw-game` whose moments this table explains. */
  declare for: string | null;
  /** Rows the linked game says explain its current moment. */
  declare highlighted: ReadonlySet<string>;
  /** Stops the computation running now, if any. */
  private stop: (() => void) | null = null;
  private loaded = '';
  private unwatch: (() => void) | null = null;
  /** Watches the element's own attributes: a declared parameter's (`throws="2"`) is none of its properties. */
  private attributeWatch: MutationObserver | null = null;

  constructor() {
    super();
    this.game = '';
    this.variant = null;
    this.src = null;
    this.params = null;
    this.working = false;
    this.cancelled = false;
    this.for = null;
    this.compare = null;
    this.ruleText = null;
    this.childText = null;
    this.highlighted = new Set();
    this.result = null;
    this.message = null;
  }

  private readonly onState = (e: Event) => {
    const target = e.target as HTMLElement | null;
    if (!this.for || target?.id !== this.for) return;
    const rows = (e as Event & { highlights?: readonly string[] }).highlights ?? [];
    // The same rows lit: no re-render (most moves of a game light no other row of the tables).
    if (rows.length === this.highlighted.size && rows.every((r) => this.highlighted.has(r))) return;
    this.highlighted = new Set(rows);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('rw-state-change', this.onState);
    this.childText = childRuleText(this);
    this.unwatch = watchChildRuleText(this, (text) => (this.childText = text));
    this.attributeWatch = new MutationObserver(() => this.requestUpdate());
    this.attributeWatch.observe(this, { attributes: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('rw-state-change', this.onState);
    this.unwatch?.();
    this.unwatch = null;
    this.attributeWatch?.disconnect();
    this.attributeWatch = null;
    this.cancel();
  }

  /**
   * The attributes that may name a game's table parameters: every one but the element's own
   * properties and the attributes of every element (a game's declarations pick theirs).
   */
  private paramAttributes(): Record<string, string> {
    return Object.fromEntries([...this.attributes].filter((a) => !NOT_PARAMS.test(a.name) && !(a.name in RwRulesTable.properties)).map((a) => [a.name, a.value]));
  }

  /** The inline rule text shown, if any: the property, else the child script's. */
  private get inlineText(): string | null {
    return this.ruleText ?? this.childText;
  }

  protected override get settled(): boolean {
    return this.result !== null || this.message !== null || this.cancelled;
  }

  protected override willUpdate(): void {
    // On a server (src/ssr.ts, no document) the tables were made before and set as `result`.
    if (typeof document === 'undefined') return;
    // The tables are made in the page language for the parameters asked for: a change of either makes them anew.
    const inline = this.inlineText;
    const key = `${this.game}|${this.variant}|${this.src}|${langOf(this)}|${this.params}|${JSON.stringify(this.paramAttributes())}|${this.compare}|${inline === null ? '' : `inline:${inline}`}`;
    if (key !== this.loaded) {
      this.loaded = key;
      void this.load();
    }
  }

  private async load(): Promise<void> {
    const t = TEXT[langOf(this)];
    const key = this.loaded;
    const inline = this.inlineText;
    this.cancel();
    this.cancelled = false;
    // A changed inline text (an editor typing into it) keeps the last tables in view until the new ones are made.
    if (inline === null || this.result?.inline === undefined) this.result = null;
    this.message = null;
    if (!GAME_IDS.includes(this.game)) {
      this.message = t.unknown(this.game, GAME_IDS);
      return;
    }
    // The rule texts of the page's own; the shipped ones load only to quote the lines of problems.
    const texts = new Map<string, string>();
    const request = { game: this.game, variant: this.variant, lang: langOf(this), params: parseParams(this.params), attributes: this.paramAttributes() };
    let result: TablesResult;
    if (inline !== null) {
      texts.set(INLINE_FILE, inline);
      // Rule text of the page's own, like a fetched file: off the main thread, with a way to stop it.
      const computed = await this.inWorker({ ...request, source: { file: INLINE_FILE, text: inline } });
      if (computed === null) return;
      result = computed;
    } else if (this.src) {
      const fetched = await fetchRuleText(this.src);
      if (key !== this.loaded) return;
      if (!fetched.ok) {
        this.message = t.fetchFailed(this.src, fetched.why);
        return;
      }
      texts.set(this.src, fetched.text);
      // A rule file of the page's own may ask for seconds of work: off the main thread, with a way to stop it.
      const computed = await this.inWorker({ ...request, source: { file: this.src, text: fetched.text } });
      if (computed === null) return;
      result = computed;
    } else {
      // The shipped rules and their variants are quick, but their odds still wait for a game on the page to be playable.
      await afterGames();
      if (key !== this.loaded) return;
      result = await tablesFor(request);
    }
    if (!result.ok && 'param' in result) {
      if (key === this.loaded) this.message = result.param[langOf(this)];
      return;
    }
    const problems = result.ok ? '' : await problemsOf(result.diagnostics, texts, this.game);
    const comparison = result.ok ? await this.comparison(request, result.tables, result.rules) : null;
    // Only the latest request shows: a slow earlier one must not overwrite it.
    if (key === this.loaded) this.result = { result, problems, comparison, ...(inline === null ? {} : { inline }) };
  }

  /** The diff against the rules named by `compare`, when asked for; none when they are these very rules. */
  private async comparison(request: TablesRequest, tables: readonly ReaderTable[], rules: RuleSet): Promise<Comparison | null> {
    const against = this.compare?.trim();
    if (!against) return null;
    if (!this.src && this.inlineText === null && (this.variant ?? null) === (against === 'standard' ? null : against)) return null;
    // The differs, their words and marks load only for a table that compares.
    compareView ??= await import('./compare-view.js');
    return compareView.comparisonOf(request, against, tables, rules);
  }

  /** Rule text of the page's own, off the main thread (see in-worker.ts, which loads for it only); null when cancelled or replaced. */
  private async inWorker(request: TablesRequest): Promise<TablesResult | null> {
    const key = this.loaded;
    const { tablesInWorker } = await import('./in-worker.js');
    return tablesInWorker(request, {
      current: () => key === this.loaded,
      started: (stop) => {
        this.stop = stop;
        this.working = true;
      },
      ended: (stop) => {
        if (this.stop !== stop) return;
        this.stop = null;
        this.working = false;
      },
      failed: (why) => (this.message = TEXT[langOf(this)].failed(why)),
    });
  }

  /** Stops a computation still running (a new request replaces it, or the reader cancels). */
  private cancel(): void {
    this.stop?.();
  }

  /** The reader stopped the computation. */
  private cancelByReader(): void {
    this.cancel();
    this.cancelled = true;
  }

  private renderTables(title: string, tables: readonly ReaderTable[]) {
    const t = TEXT[langOf(this)];
    if (tables.length === 0) return html`<p>${t.noTables(title)}</p>`;
    const comparison = this.result?.comparison ?? null;
    const problem = comparison && 'problem' in comparison ? html`<p class="compare-summary" part="compare-summary" role="note">${comparison.problem}</p>` : nothing;
    return [
      problem,
      ...tables.map((table, i) => {
        const diff = comparison && 'diffs' in comparison ? comparison.diffs.get(table.id) : undefined;
        // The other rules that differ are said once, in the first table's line.
        const compared = diff && comparison && 'against' in comparison ? { diff, against: comparison.against, others: i === 0 ? comparison.others : [] } : undefined;
        return renderTable(table, this.highlighted, t, langOf(this), compared);
      }),
    ];
  }

  protected override render() {
    const t = TEXT[langOf(this)];
    if (this.message) return html`<p class="message" role="alert">${this.message}</p>`;
    const working = this.working
      ? html`<p class="working" role="status">
          <span>${t.computing}</span>
          <button type="button" part="button" data-action="cancel" @click=${() => this.cancelByReader()}>${t.cancel}</button>
        </p>`
      : nothing;
    // While an inline text's new tables are made, the last ones stay in view, dimmed, below the status.
    if (this.working && !this.result) return working;
    if (!this.result) return html`<p>${this.cancelled ? t.cancelled : t.loading}</p>`;
    const { result, problems } = this.result;
    if (!result.ok) {
      return html`${working}<div role="alert" class=${this.working ? 'stale' : ''}>
          <p>${t.errors}</p>
          <pre part="diagnostics">${problems}</pre>
        </div>`;
    }
    return html`${working}<div class=${this.working ? 'stale' : ''} aria-busy=${this.working ? 'true' : 'false'}>${this.renderTables(result.title, result.tables)}</div>`;
  }
}

/** Attributes every element may carry, never a table parameter. */
const NOT_PARAMS = /^(?:id|class|style|lang|dir|slot|part|title|hidden|tabindex|role|inert|popover|translate|draggable|spellcheck|contenteditable|autofocus|nonce|is|exportparts|aria-.*|data-.*|on.*)$/;

type Texts = (typeof TEXT)['en'];

/** Dice written as `1-1-1` (a run of numbers joined by hyphens). */
const DICE = /\d+(?:-\d+)+/g;

/** A heading's classes: `long` for one of many words, which keeps a width that holds a few a line. */
function headingClass(c: { numeric?: boolean; label: string }): string {
  return [c.numeric ? 'num' : '', c.label.length > 16 ? 'long' : ''].filter(Boolean).join(' ');
}

/** A cell's text with each dice string kept on one line ("1-1-⏎1" reads as two throws); a list of them still breaks after its "; ". */
export function unbrokenDice(text: string): (string | ReturnType<typeof html>)[] {
  const parts: (string | ReturnType<typeof html>)[] = [];
  let last = 0;
  for (const m of text.matchAll(DICE)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(html`<span class="dice">${m[0]}</span>`);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

const cell = (c: ReaderCell) => (typeof c === 'string' ? unbrokenDice(c) : html`${unbrokenDice(c.text)}<br /><small>${c.note}</small>`);

/** The visible mark of a compared row ("new"/"changed"), with a description for screen readers. */
function diffMark(change: RowChange | undefined, table: ReaderTable, lang: Lang) {
  if (!change || !compareView) return nothing;
  const { mark, description } = compareView.markWords(change, table, lang);
  return html` <span class="diff-mark" part="diff-mark" data-diff=${change.kind} title=${description}
    >${mark}<span class="sr">: ${description}</span></span
  >`;
}

/** What a compared table found: its new and changed rows, the rows taken away, and the other rules that differ. */
function compareSummary(compared: Compared, id: string, lang: Lang) {
  if (!compareView) return nothing;
  const words = compareView.summaryWords(compared, lang);
  return html`<div class="compare-summary" part="compare-summary" id=${id}>
    ${words.summary}
    <span class="removed" data-removed=${compared.diff.removed.map((r) => r.key).join('|')}>${words.removed}</span>
    ${compared.others.length > 0
      ? html`<span class="others">${words.others}</span>
          <ul class="others" data-others=${compared.others.length}>
            ${compared.others.map((o) => html`<li>${codeSpans(o)}</li>`)}
          </ul>`
      : nothing}
  </div>`;
}

function renderTable(table: ReaderTable, highlighted: ReadonlySet<string>, t: Texts, lang: Lang, compared?: Compared) {
  const num = (i: number) => (table.columns[i]?.numeric ? 'num' : '');
  const diff = compared?.diff;
  const header = (i: number) => (table.headerColumn >= 0 ? i === table.headerColumn : i === 0);
  const changedCell = (key: string, i: number) => {
    const change = diff?.rows.get(key);
    return change?.kind === 'changed' && change.columns.includes(i) ? 'changed-cell' : '';
  };
  const mark = (key: string) => (diff ? diffMark(diff.rows.get(key), table, lang) : nothing);
  const summaryId = `compare-${table.id}`;
  // A table wider than the screen scrolls inside its box, which the keyboard must be able to reach.
  return html`<div class="wrap" tabindex="0" role="region" aria-label=${table.caption}>
    ${compared ? compareSummary(compared, summaryId, lang) : nothing}
    <table part="table" data-table=${table.id} aria-describedby=${compared ? summaryId : nothing}>
      <caption>
        ${table.caption}
      </caption>
      <thead>
        <tr>
          ${table.columns.map((c) => html`<th scope="col" class=${headingClass(c)}>${c.label}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${table.rows.map(
          (row) => html`<tr
            data-row=${row.key}
            data-diff=${diff?.rows.get(row.key)?.kind ?? nothing}
            class=${[highlighted.has(row.key) ? 'decided' : '', diff?.rows.has(row.key) ? `diff-${diff.rows.get(row.key)!.kind}` : ''].join(' ').trim()}
          >
            ${row.cells.map((c, i) =>
              i === table.headerColumn
                ? html`<th scope="row" class=${`${num(i)} ${changedCell(row.key, i)}`.trim()}>
                    ${cell(c)}${highlighted.has(row.key) ? html` <span class="decided-mark">${t.decided}</span>` : nothing}${mark(row.key)}
                  </th>`
                : html`<td class=${`${num(i)} ${changedCell(row.key, i)}`.trim()}>${cell(c)}${table.headerColumn < 0 && header(i) ? mark(row.key) : nothing}</td>`,
            )}
          </tr>`,
        )}
      </tbody>
    </table>
    ${table.note ? html`<p class="note">${table.note}</p>` : nothing}
  </div>`;
}
