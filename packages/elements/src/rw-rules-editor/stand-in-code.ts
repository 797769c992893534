// TEMPORARY stand-in for code/index.ts (the CodeMirror widget, built on branch i14-code), with
// the same signature, so the element's panels can be seen before it lands. Deleted when it does.
import type { Diagnostic, RuleSet } from '@regelwerk/dsl';
import { compileRules } from '../shared/games.js';
import { INLINE_FILE } from '../shared/inline-rules.js';

export interface CompileOutcome {
  readonly version: number;
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  readonly rules: RuleSet | null;
  readonly base: RuleSet | null;
  readonly vocabulary: unknown;
}
export interface RuleCode {
  readonly text: string;
  setText(text: string): void;
  format(): void;
  focus(): void;
  destroy(): void;
}

export function mountRuleCode(
  parent: HTMLElement,
  options: { root: ShadowRoot; game: string; text: string; lang: 'en' | 'de'; label: string; onText(text: string): void; onCompiled(outcome: CompileOutcome): void },
): RuleCode {
  const area = document.createElement('textarea');
  area.value = options.text;
  area.setAttribute('aria-label', options.label);
  area.rows = 16;
  area.style.width = '100%';
  area.style.boxSizing = 'border-box';
  area.style.fontFamily = 'monospace';
  parent.append(area);
  let version = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const compile = () => {
    const v = ++version;
    const text = area.value;
    void Promise.all([compileRules(options.game, { source: { file: INLINE_FILE, text } }), compileRules(options.game, {})]).then(([c, b]) => {
      if (v !== version) return;
      options.onCompiled({ version: v, ok: c.ok, diagnostics: c.diagnostics, rules: c.ok ? c.rules : null, base: b.ok ? b.rules : null, vocabulary: null });
    });
  };
  area.addEventListener('input', () => {
    options.onText(area.value);
    clearTimeout(timer);
    timer = setTimeout(compile, 120);
  });
  compile();
  return {
    get text() {
      return area.value;
    },
    setText(text: string) {
      area.value = text;
      options.onText(text);
      compile();
    },
    format() {},
    focus() {
      area.focus();
    },
    destroy() {
      clearTimeout(timer);
      area.remove();
    },
  };
}
