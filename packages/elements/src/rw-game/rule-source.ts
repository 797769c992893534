import type { RuleSet } from '@regelwerk/dsl';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { compileRules, fetchRuleText } from '../shared/games.js';
import { childRuleText, INLINE_FILE, textKey, watchChildRuleText } from '../shared/inline-rules.js';
import { texts, type Lang } from '../shared/i18n.js';

/** What the element asks for, first to last: its `ruleText`, a rule script child, `src`, `variant`. */
export interface RuleSourceHost extends ReactiveControllerHost, HTMLElement {
  readonly game: string;
  readonly variant: string | null;
  readonly src: string | null;
  readonly ruleText: string | null;
}

/** Compiled rules, or the message that says why there are none. */
export type ReadRules = { readonly rules: RuleSet } | { readonly message: string };

/**
 * Where the rules come from: the `ruleText` property, a `<script type="text/x-regelwerk">` child
 * (watched while connected), `src`, `variant`, else the game's own rule file. `key` changes
 * whenever another source of rules is asked for.
 */
export class RuleSource implements ReactiveController {
  #child: string | null = null;
  #unwatch: (() => void) | null = null;

  constructor(private readonly host: RuleSourceHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.#child = childRuleText(this.host);
    this.#unwatch = watchChildRuleText(this.host, (text) => {
      this.#child = text;
      this.host.requestUpdate();
    });
  }

  hostDisconnected(): void {
    this.#unwatch?.();
    this.#unwatch = null;
  }

  /** The fingerprint of the inline rule text played (the property's, else the child script's), or null. */
  get inlineKey(): string | null {
    const inline = this.host.ruleText ?? this.#child;
    return inline === null ? null : textKey(inline);
  }

  /** Which rules are asked for: another key, other rules. */
  get key(): string {
    const { game, variant, src } = this.host;
    return `${game}|${variant ?? ''}|${src ?? ''}|${this.inlineKey ?? ''}`;
  }

  /** Reads and compiles the rules asked for now; a failure is one message (the first few problems, where they are). */
  async read(lang: Lang): Promise<ReadRules> {
    const { game, variant, src } = this.host;
    const inline = this.host.ruleText ?? this.#child;
    const t = texts(lang);
    let compiled;
    // Rule text written into the page: compiled against the game's shipped rules (the compiler loads only now).
    if (inline !== null) compiled = await compileRules(game, { source: { file: INLINE_FILE, text: inline } });
    else if (!src) compiled = await compileRules(game, { variant });
    else {
      // A rule file of the page's own: fetched, then compiled against the game's shipped rules.
      const fetched = await fetchRuleText(src);
      if (!fetched.ok) return { message: t.fetchFailed(src, fetched.why) };
      compiled = await compileRules(game, { source: { file: src, text: fetched.text } });
    }
    if (compiled.ok) return { rules: compiled.rules };
    // The rules table and the CLI show them all.
    const errors = compiled.diagnostics.filter((d) => d.severity === 'error');
    const shown = errors.slice(0, 5).map((d) => `${d.range.file}:${d.range.start.line}:${d.range.start.column}: ${d.message}`);
    return { message: [...shown, ...(errors.length > 5 ? [t.moreProblems(errors.length - 5)] : [])].join('\n') };
  }
}
