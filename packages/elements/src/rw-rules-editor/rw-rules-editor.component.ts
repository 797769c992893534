import type { RuleSet } from '@regelwerk/dsl';
import type { CompareReport, FigureStat } from '@regelwerk/engine';
import { html, nothing, type PropertyValues } from 'lit';
import { fetchRuleText, GAME_IDS, ruleTextsOf } from '../shared/games.js';
import { langOf, type Lang } from '../shared/i18n.js';
import { writeInline } from '../shared/inline-rules.js';
import { cdnScriptUrl } from '../shared/cdn-address.js';
import { RwElement } from '../shared/rw-element.js';
import { RULE_SOURCE, states } from '../shared/properties.js';
import { changesOf, type RuleChanges } from '../shared/changes.js';
import { messageOf, type EditorDiagnostic } from './code/blame.js';
import { EDITOR_FILE, mountRuleCode, type CompileOutcome, type RuleCode } from './code/index.js';
import { MAX_SHARED_TEXT, readShared, withShared } from './share.js';
import { parseGames, SIM_BOTS, startSimulation, type SimBot, type Simulation, type SimProgress } from './simulate.js';
import { styles } from './rw-rules-editor.styles.js';
import { codeSpans } from '../shared/code-spans.js';
import { slotNotice, StoredSlot } from '../shared/storage.js';
import { editorTexts, type EditorTexts } from './texts.js';

const TABS = ['tables', 'changes', 'play', 'simulate'] as const;
type Tab = (typeof TABS)[number];

type SimState =
  | { readonly state: 'idle' }
  | { readonly state: 'running'; readonly total: number; readonly progress: SimProgress | null; readonly text: string; readonly bot: SimBot }
  | { readonly state: 'cancelled' | 'failed'; readonly message: string }
  /** `stopped`: cancelled after some chunks, the report holds the figures so far. */
  | { readonly state: 'done'; readonly report: CompareReport; readonly text: string; readonly bot: SimBot; readonly total: number; readonly stopped: boolean };

/** The name in a variant's first line (`variant "jule" extends …`), for a download's file name. */
const variantName = (text: string): string | null => /^\s*variant\s+"([^"]+)"/m.exec(text)?.[1] ?? null;

/** Problems of the text (the compile places those it found in the base game's file on the line that caused them). */
const ownErrors = (o: CompileOutcome | null): readonly EditorDiagnostic[] => (o ? o.diagnostics.filter((d) => d.severity === 'error' && d.range.file === EDITOR_FILE) : []);

/**
 * A house-rule editor: the rule text of a variant of `game` on the left (CodeMirror, with
 * diagnostics as you type, completion and formatting), and on the right what it does — its tables
 * with the changed rows marked and exact odds, what it changes in words, a game to play it, and
 * a simulation of many bot games against the standard rules with 95 % intervals.
 *
 * The text starts from the page address (a shared link, `#rules=…`), else the draft this element
 * saved from the same starting point (nothing is lost on reload), else `src`, `variant`, or an
 * empty house rule. Every edit is saved as the draft and written into the address's fragment.
 *
 * @csspart toolbar - the buttons above the text
 * @csspart button - every button
 * @csspart code - the box holding the code editor
 * @csspart status - the line saying whether the text has problems
 * @csspart tabs - the panel tabs
 * @csspart panel - a panel
 * @csspart message - a notice (bad attribute, unreadable address)
 * @cssproperty --rw-accent - accent colour
 * @cssproperty --rw-bg - background
 * @cssproperty --rw-fg - text colour
 * @cssproperty --rw-muted - secondary text
 * @cssproperty --rw-line - borders
 * @attr game - the game whose house rule is edited (required)
 * @attr variant - start from this shipped house rule
 * @attr src - start from the rule file at this URL
 * @attr games - games of each rule set to simulate (default 10000)
 * @attr theme - `light`, `dark` or `auto` (default)
 */
export class RwRulesEditor extends RwElement {
  static override styles = styles;
  static override properties = {
    ...RULE_SOURCE,
    games: { type: String },
    storageKey: { type: String, attribute: 'storage-key' },
    ...states('ready', 'failure', 'notice', 'outcome', 'good', 'changes', 'tab', 'playText', 'share', 'snippet', 'toolbarNote', 'sim', 'simPlayers', 'simGames', 'simBot'),
  };

  declare game: string;
  declare variant: string | null;
  declare src: string | null;
  /** Games of each rule set to simulate, as written in the attribute. */
  declare games: string | null;
  /** Where the draft is saved (default: the element's id, else the game). */
  declare storageKey: string | null;
  declare ready: boolean;
  declare failure: string | null;
  declare notice: string | null;
  declare outcome: CompileOutcome | null;
  /** The last text that compiled, its rules and the standard rules: what the panels show. */
  declare good: { readonly text: string; readonly rules: RuleSet; readonly base: RuleSet | null } | null;
  declare changes: RuleChanges | null;
  declare tab: Tab;
  /** The text the Play panel's game plays (set when the panel first opens, and on "play the rules as they are now"). */
  declare playText: string | null;
  declare share: { readonly url: string; readonly copied: boolean } | null;
  declare snippet: { readonly text: string; readonly note: string | null } | null;
  declare toolbarNote: string | null;
  declare sim: SimState;
  declare simPlayers: number | null;
  declare simGames: number | null;
  declare simBot: SimBot;

  #code: RuleCode | null = null;
  #started = '';
  #mountedLang: Lang | null = null;
  #running: Simulation | null = null;
  #hashTimer: ReturnType<typeof setTimeout> | undefined;
  /** The draft: a failed save, or another tab changing the same draft, is said (shared/storage.ts). */
  readonly #draft = new StoredSlot(this, () => this.draftKey);

  constructor() {
    super();
    this.game = '';
    this.variant = null;
    this.src = null;
    this.games = null;
    this.storageKey = null;
    this.clear();
    this.tab = 'tables';
    this.share = null;
    this.snippet = null;
    this.toolbarNote = null;
    this.simPlayers = null;
    this.simGames = null;
    this.simBot = 'tactician';
  }

  private get t(): EditorTexts {
    return editorTexts(langOf(this));
  }

  /** The rule text as it stands in the editor. */
  get text(): string {
    return this.#code?.text ?? '';
  }

  /**
   * Where the draft is saved: per element, game and starting point, so that opening the editor on
   * another house rule starts from that rule, and coming back finds the draft made from it.
   */
  private get draftKey(): string {
    const from = this.src ? `src=${this.src}` : this.variant ? `variant=${this.variant}` : 'new';
    return `regelwerk:rw-rules-editor:${this.storageKey || this.id || ''}:${this.game}:${from}`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.#started = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#running?.cancel();
    this.#running = null;
    clearTimeout(this.#hashTimer);
    this.#code?.destroy();
    this.#code = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const key = `${this.game}|${this.variant ?? ''}|${this.src ?? ''}|${this.storageKey ?? ''}`;
    if (key !== this.#started) {
      this.#started = key;
      void this.start(key);
    } else if (this.#code && this.#mountedLang !== langOf(this)) {
      // The label and the widget's words are in the page language: mount it again, the text kept.
      this.mount(this.#code.text);
    }
    if (changed.has('games')) this.simGames = null;
  }

  /** Forgets what came of the last text (its compile, changes, game and simulation), as before a start. */
  private clear(): void {
    this.ready = false;
    this.failure = null;
    this.notice = null;
    this.outcome = null;
    this.good = null;
    this.changes = null;
    this.playText = null;
    this.sim = { state: 'idle' };
  }

  /** Works out the starting text, then mounts the code editor on it. */
  private async start(key: string): Promise<void> {
    const t = this.t;
    this.#code?.destroy();
    this.#code = null;
    this.#running?.cancel();
    this.clear();
    this.#draft.reset();
    if (!this.game) return void (this.failure = t.noGame(GAME_IDS));
    if (!GAME_IDS.includes(this.game)) return void (this.failure = t.unknownGame(this.game, GAME_IDS));
    let text: string | null = null;
    const shared = typeof location === 'undefined' ? null : readShared(location.hash, this.game);
    if (shared?.ok) text = shared.text;
    else if (shared) this.notice = t.hashUnreadable(shared);
    text ??= this.readDraft();
    if (text === null && this.src) {
      const fetched = await fetchRuleText(this.src);
      if (fetched.ok) text = fetched.text;
      else this.notice = t.fetchFailed(this.src, fetched.why);
    } else if (text === null && this.variant) {
      const texts = (await ruleTextsOf(this.game)) ?? {};
      const prefix = `variants/${this.game}-`;
      text = texts[`${prefix}${this.variant}.rules`] ?? null;
      if (text === null) {
        const known = Object.keys(texts).flatMap((k) => (k.startsWith(prefix) ? [k.slice(prefix.length, -'.rules'.length)] : []));
        this.notice = t.unknownVariant(this.variant, known);
      }
    }
    text ??= t.template(this.game);
    if (key !== this.#started) return;
    this.ready = true;
    await this.updateComplete;
    if (key === this.#started) this.mount(text);
  }

  private mount(text: string): void {
    const parent = this.renderRoot.querySelector<HTMLElement>('.code');
    if (!parent) return;
    this.#code?.destroy();
    const lang = langOf(this);
    this.#mountedLang = lang;
    this.#code = mountRuleCode(parent, {
      root: this.shadowRoot!,
      game: this.game,
      text,
      lang,
      label: this.t.codeLabel(this.game),
      onText: (next) => this.onText(next),
      onCompiled: (outcome) => this.onCompiled(outcome),
    });
  }

  private readDraft(): string | null {
    return this.#draft.read();
  }

  /** The reader chose the draft another tab saved: it replaces this tab's text (undoably). */
  private takeOtherDraft(): void {
    const theirs = this.#draft.takeTheirs();
    if (theirs !== null) this.#code?.setText(theirs);
  }

  private onText(text: string): void {
    // Storage full or blocked: the address still holds the text, and the reader is told.
    this.#draft.save(text);
    // The address follows the text (after a pause in typing): a reload or a copied address brings it back.
    clearTimeout(this.#hashTimer);
    this.#hashTimer = setTimeout(() => {
      if (typeof history !== 'undefined') history.replaceState(history.state, '', withShared(location.href, this.game, text));
    }, 300);
    this.share = null;
    this.snippet = null;
    this.toolbarNote = null;
  }

  private onCompiled(outcome: CompileOutcome): void {
    this.outcome = outcome;
    if (!outcome.ok || !outcome.rules) return;
    const text = this.text;
    const good = { text, rules: outcome.rules, base: outcome.base };
    this.good = good;
    if (outcome.base) {
      void changesOf(this.game, outcome.base, outcome.rules).then((changes) => {
        if (this.good === good) this.changes = changes;
      });
    }
  }

  // ——— toolbar ———

  private onShare(): void {
    if (this.text.length > MAX_SHARED_TEXT) {
      this.share = null;
      this.toolbarNote = this.t.shareTooLong(this.text.length, MAX_SHARED_TEXT);
      return;
    }
    const url = withShared(location.href, this.game, this.text);
    history.replaceState(history.state, '', url);
    this.share = { url, copied: false };
    void navigator.clipboard?.writeText(url).then(
      () => (this.share = { url, copied: true }),
      () => undefined,
    );
  }

  private download(): void {
    const text = this.text;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${this.game}-${variantName(text) ?? 'house-rule'}.rules`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  private openSnippet(): void {
    const body = writeInline(this.text)
      .trimEnd()
      .split('\n')
      .map((l) => (l ? `    ${l}` : ''))
      .join('\n');
    const inline = `  <script type="text/x-regelwerk">\n${body}\n  </script>`;
    const text = [
      `<script type="module" src="${cdnScriptUrl()}"></script>`,
      `<rw-game game="${this.game}">\n${inline}\n</rw-game>`,
      `<rw-rules-table game="${this.game}" compare="standard">\n${inline}\n</rw-rules-table>`,
    ].join('\n');
    this.snippet = { text, note: null };
  }

  private async copySnippet(): Promise<void> {
    if (!this.snippet) return;
    const t = this.t;
    try {
      await navigator.clipboard.writeText(this.snippet.text);
      this.snippet = { ...this.snippet, note: t.copiedSnippet };
    } catch {
      this.snippet = { ...this.snippet, note: t.copyFailed };
    }
  }

  private reset(): void {
    this.#code?.setText(this.t.template(this.game));
    this.toolbarNote = this.t.resetDone;
  }

  // ——— panels ———

  private selectTab(tab: Tab, focus = false): void {
    this.tab = tab;
    if (tab === 'play' && this.playText === null && this.good) this.playText = this.good.text;
    if (focus) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[role="tab"][data-tab="${tab}"]`)?.focus());
  }

  private onTabKey(e: KeyboardEvent): void {
    const i = TABS.indexOf(this.tab);
    const next = e.key === 'ArrowRight' ? (i + 1) % TABS.length : e.key === 'ArrowLeft' ? (i + TABS.length - 1) % TABS.length : e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    this.selectTab(TABS[next]!, true);
  }

  private playerRange(): number[] {
    const players = this.good?.rules.players;
    if (!players) return [];
    const max = Math.min(players.max ?? players.min + 6, players.min + 8);
    return Array.from({ length: max - players.min + 1 }, (_, i) => players.min + i);
  }

  private startSim(): void {
    const good = this.good;
    if (!good) return;
    const range = this.playerRange();
    const players = this.simPlayers !== null && range.includes(this.simPlayers) ? this.simPlayers : range.includes(4) ? 4 : range[0]!;
    const games = this.simGames ?? parseGames(this.games).games;
    // Choosing a seed is the one place randomness comes from outside the games; it is shown, so a run can be repeated.
    const seed = [...crypto.getRandomValues(new Uint32Array(2))].map((n) => n.toString(36)).join('');
    this.#running?.cancel();
    const bot = this.simBot;
    this.sim = { state: 'running', total: games, progress: null, text: good.text, bot };
    const run = startSimulation({ game: this.game, text: good.text, games, players, bot, seed }, (m) => {
      if (this.#running !== run) return;
      if ('progress' in m) this.sim = { state: 'running', total: games, progress: m.progress, text: good.text, bot };
      else {
        this.#running = null;
        this.sim = 'done' in m ? { state: 'done', report: m.done, text: good.text, bot, total: games, stopped: false } : { state: 'failed', message: this.t.simFailed(m.failed) };
      }
    });
    this.#running = run;
  }

  private cancelSim(): void {
    const sim = this.sim;
    // The figures of the games done so far stay (an author may have seen enough).
    const so = this.#running?.cancel() ?? null;
    this.#running = null;
    this.sim = so && sim.state === 'running' ? { state: 'done', report: so, text: sim.text, bot: sim.bot, total: sim.total, stopped: true } : { state: 'cancelled', message: this.t.cancelled };
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('[data-action="simulate"]')?.focus());
  }

  // ——— rendering ———

  protected override render() {
    const t = this.t;
    if (this.failure) return html`<p class="message" part="message" role="alert">${this.failure}</p>`;
    return html`
      ${this.notice ? html`<p class="message" part="message" role="alert">${this.notice}</p>` : nothing}
      ${slotNotice(this.#draft, 'draft', langOf(this), { exportMine: () => this.download(), keepMine: () => (this.#draft.keepMine(), this.#draft.save(this.text)), takeTheirs: () => this.takeOtherDraft() })}
      ${this.ready ? nothing : html`<p>${t.loading}</p>`}
      <div class="layout" ?hidden=${!this.ready}>
        <section class="editor" aria-label=${t.toolbar}>
          ${this.renderToolbar(t)}
          <div class="code" part="code"></div>
          ${this.renderStatus(t)}
        </section>
        <section class="panels" aria-label=${t.panels}>${this.renderTabs(t)}</section>
      </div>
    `;
  }

  private renderToolbar(t: EditorTexts) {
    return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label=${t.toolbar}>
        <button type="button" part="button" data-action="format" @click=${() => this.#code?.format()}>${t.format}</button>
        <button type="button" part="button" data-action="share" @click=${() => this.onShare()}>${t.share}</button>
        <button type="button" part="button" data-action="download" @click=${() => this.download()}>${t.download}</button>
        <button type="button" part="button" data-action="snippet" aria-expanded=${this.snippet ? 'true' : 'false'} @click=${() => (this.snippet ? (this.snippet = null) : this.openSnippet())}>
          ${t.snippet}
        </button>
        <button type="button" part="button" data-action="reset" @click=${() => this.reset()}>${t.reset}</button>
      </div>
      ${this.toolbarNote ? html`<p class="note" role="status">${this.toolbarNote}</p>` : nothing}
      ${this.share
        ? html`<div class="share" role="group" aria-label=${t.shareLabel}>
            <label
              >${this.share.copied ? t.copied : t.copyByHand}
              <input type="text" readonly .value=${this.share.url} data-field="share" @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} />
            </label>
          </div>`
        : nothing}
      ${this.snippet
        ? html`<div class="snippet" role="group" aria-label=${t.snippetLabel}>
            <label for="snippet-text">${t.snippetIntro}</label>
            <textarea id="snippet-text" readonly rows="8" data-field="snippet" .value=${this.snippet.text}></textarea>
            <div class="row">
              <button type="button" part="button" data-action="copy-snippet" @click=${() => this.copySnippet()}>${t.copy}</button>
              <button type="button" part="button" data-action="close-snippet" @click=${() => (this.snippet = null)}>${t.close}</button>
              ${this.snippet.note ? html`<span role="status">${this.snippet.note}</span>` : nothing}
            </div>
          </div>`
        : nothing}`;
  }

  private renderStatus(t: EditorTexts) {
    const errors = ownErrors(this.outcome);
    const text = !this.outcome
      ? t.checking
      : errors.length === 0
        ? t.noProblems
        : t.problems(errors.length, `${t.lineCol(errors[0]!.range.start.line, errors[0]!.range.start.column)}: ${messageOf(errors[0]!, langOf(this))}`);
    // The compiler quotes rule text between backticks: shown as code.
    return html`<p class="status" part="status" role="status" data-problems=${errors.length} data-ok=${this.outcome?.ok ? 'true' : 'false'}>${codeSpans(text)}</p>`;
  }

  private renderTabs(t: EditorTexts) {
    const label = { tables: t.tabTables, changes: t.tabChanges, play: t.tabPlay, simulate: t.tabSimulate };
    return html`<div class="tabs" part="tabs" role="tablist" aria-label=${t.panels} @keydown=${(e: KeyboardEvent) => this.onTabKey(e)}>
        ${TABS.map(
          (tab) => html`<button
            type="button"
            role="tab"
            id=${`tab-${tab}`}
            data-tab=${tab}
            aria-selected=${this.tab === tab ? 'true' : 'false'}
            aria-controls=${`panel-${tab}`}
            tabindex=${this.tab === tab ? '0' : '-1'}
            @click=${() => this.selectTab(tab)}
          >
            ${label[tab]}
          </button>`,
        )}
      </div>
      ${TABS.map(
        (tab) => html`<div class="panel" part="panel" role="tabpanel" id=${`panel-${tab}`} data-panel=${tab} aria-labelledby=${`tab-${tab}`} ?hidden=${this.tab !== tab}>
          ${this.renderPanel(tab, t)}
        </div>`,
      )}`;
  }

  /** A note that the panel shows the last version without errors, when the text has errors now. */
  private staleNote(t: EditorTexts) {
    return this.outcome && !this.outcome.ok && this.good ? html`<p class="note stale-note">${t.staleNote}</p>` : nothing;
  }

  private renderPanel(tab: Tab, t: EditorTexts) {
    const lang = langOf(this);
    if (!this.good) return html`<p>${this.outcome && !this.outcome.ok ? t.panelsNeedRules : t.checking}</p>`;
    switch (tab) {
      case 'tables':
        return html`<p class="intro">${t.tablesIntro}</p>
          ${this.staleNote(t)}
          <rw-rules-table game=${this.game} compare="standard" throws="3" lang=${lang} .ruleText=${this.good.text}></rw-rules-table>`;
      case 'changes':
        return this.renderChanges(t, lang);
      case 'play':
        return this.renderPlay(t, lang);
      case 'simulate':
        return this.renderSimulate(t, lang);
    }
  }

  private renderChanges(t: EditorTexts, lang: Lang) {
    const changes = this.changes;
    if (!changes) return html`<p>${t.checking}</p>`;
    const stale = this.outcome && !this.outcome.ok;
    return html`${this.staleNote(t)}
      <div class=${stale ? 'changes stale' : 'changes'}>
        ${changes.changes.length === 0
          ? html`<p>${t.noChanges}</p>`
          : html`<p class="summary">${changes.summary[lang]}</p>
              <ul>
                ${changes.changes.map((c) => html`<li data-kind=${c.kind}>${codeSpans(c.words[lang])}</li>`)}
              </ul>`}
      </div>`;
  }

  private renderPlay(t: EditorTexts, lang: Lang) {
    const good = this.good!;
    const stale = this.playText !== null && this.playText !== good.text;
    return html`<p class="intro">${t.playIntro}</p>
      ${stale
        ? html`<p class="note" role="status">
            ${t.playStale}
            <button type="button" part="button" data-action="play-reset" @click=${() => (this.playText = good.text)}>${t.playReset}</button>
          </p>`
        : nothing}
      ${this.playText !== null
        ? html`<rw-game game=${this.game} lang=${lang} bots="tactician, tactician" storage-key=${`rw-rules-editor-play:${this.storageKey || this.id || ''}:${this.game}`} .ruleText=${this.playText}></rw-game>`
        : nothing}`;
  }

  private renderSimulate(t: EditorTexts, lang: Lang) {
    const parsed = parseGames(this.games);
    const games = this.simGames ?? parsed.games;
    const range = this.playerRange();
    const players = this.simPlayers !== null && range.includes(this.simPlayers) ? this.simPlayers : range.includes(4) ? 4 : range[0];
    const sim = this.sim;
    const running = sim.state === 'running';
    return html`${parsed.bad !== null ? html`<p class="message" part="message" role="alert">${t.badGames(parsed.bad, parsed.games)}</p>` : nothing}
      <p class="intro">${t.simIntro(games)}</p>
      <div class="sim-controls">
        <label
          >${t.players}
          <select data-field="players" ?disabled=${running} @change=${(e: Event) => (this.simPlayers = Number((e.target as HTMLSelectElement).value))}>
            ${range.map((n) => html`<option value=${n} ?selected=${n === players}>${n}</option>`)}
          </select>
        </label>
        <label
          >${t.bots}
          <select data-field="bots" ?disabled=${running} @change=${(e: Event) => (this.simBot = (e.target as HTMLSelectElement).value as SimBot)}>
            ${SIM_BOTS.map((b) => html`<option value=${b} ?selected=${b === this.simBot}>${t.botNames[b]}</option>`)}
          </select>
        </label>
        <label
          >${t.gamesLabel}
          <input
            type="number"
            min="1"
            max="1000000"
            step="1"
            data-field="games"
            .value=${String(games)}
            ?disabled=${running}
            @change=${(e: Event) => {
              const v = parseGames((e.target as HTMLInputElement).value);
              this.simGames = v.games;
              (e.target as HTMLInputElement).value = String(v.games);
            }}
          />
        </label>
        ${running
          ? html`<button type="button" part="button" data-action="cancel-simulation" @click=${() => this.cancelSim()}>${t.cancel}</button>`
          : html`<button type="button" part="button" data-action="simulate" ?disabled=${this.outcome !== null && !this.outcome.ok} @click=${() => this.startSim()}>${t.start}</button>`}
      </div>
      ${this.outcome && !this.outcome.ok ? html`<p class="note">${t.simNeedsRules}</p>` : nothing}
      ${running
        ? html`<div class="progress">
            <progress max=${sim.total} .value=${sim.progress?.done ?? 0} aria-label=${t.progress}></progress>
            <span role="status">${t.progressText(sim.progress?.done ?? 0, sim.total, sim.progress?.perSecond ?? 0, sim.progress?.secondsLeft ?? null)}</span>
          </div>`
        : nothing}
      ${sim.state === 'cancelled' || sim.state === 'failed' ? html`<p class=${sim.state === 'failed' ? 'message' : 'note'} role="status">${sim.message}</p>` : nothing}
      ${sim.state === 'done' && sim.stopped ? html`<p class="note" role="status">${t.stoppedAfter(sim.report.games, sim.total)}</p>` : nothing}
      ${sim.state === 'done' ? this.renderReport(sim.report, sim.bot, sim.text !== this.good?.text, false, t, lang) : nothing}
      ${running && sim.progress && sim.progress.done > 0 ? this.renderReport(sim.progress.report, sim.bot, false, true, t, lang) : nothing}`;
  }

  /** The figures side by side; `growing`: the games are still running and the figures are those so far. */
  private renderReport(report: CompareReport, bot: SimBot, stale: boolean, growing: boolean, t: EditorTexts, lang: Lang) {
    const fmt = (s: FigureStat, kind: 'mean' | 'share', digits = 2) => {
      const f = (v: number) => new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(kind === 'share' ? v * 100 : v);
      const unit = kind === 'share' ? ' %' : '';
      // The interval may go below the mean on a narrow screen, each in one piece.
      return html`<span class="mean">${f(s.mean)}${unit}</span> <span class="ci">[${f(s.low)} – ${f(s.high)}${unit}]</span>`;
    };
    return html`${stale ? html`<p class="note" role="status">${t.simStale}</p>` : nothing}
      <p class="sim-of" id="sim-of">${t.simOf(report.games, report.players, t.botNames[bot], report.seed)}</p>
      <div class="wrap" tabindex="0" role="region" aria-labelledby="sim-of">
        <table class="report" data-games=${report.games} data-growing=${growing ? 'true' : 'false'} aria-labelledby="sim-of">
          <thead>
            <tr>
              <th scope="col">${t.figure}</th>
              <th scope="col" class="num">${t.standard}</th>
              <th scope="col" class="num">${t.variant}</th>
              <th scope="col">${t.verdictHead}</th>
            </tr>
          </thead>
          <tbody>
            ${report.figures.map(
              (f) => html`<tr data-figure=${f.def.id} data-differs=${f.differs ? 'true' : 'false'} class=${f.differs ? 'differs' : ''}>
                <th scope="row">${f.def.label[lang]}</th>
                <td class="num">${fmt(f.base, f.def.kind, f.def.digits)}</td>
                <td class="num">${fmt(f.variant, f.def.kind, f.def.digits)}</td>
                <td>
                  ${f.differs
                    ? html`<span class="differs-mark" title=${t.differsLong}>${t.clear(f.def.kind, f.variant.mean > f.base.mean)}</span>`
                    : growing
                      ? html`<span class="not-yet">${t.notYet}</span>`
                      : nothing}
                </td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <p class="note">${t.interval}</p>`;
  }
}
