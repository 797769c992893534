import { describe, expect, it } from 'vitest';
import { define } from './shared/define.js';
import { langOf, texts } from './shared/i18n.js';

describe('registration', () => {
  it('defines an element once and ignores a second definition', () => {
    class A extends HTMLElement {}
    class B extends HTMLElement {}
    define('rw-probe', A);
    expect(() => define('rw-probe', B)).not.toThrow();
    expect(customElements.get('rw-probe')).toBe(A);
  });

  it('registers all four elements from the index, twice without error', async () => {
    await import('./index.js');
    await import('./index.js');
    expect(['rw-game', 'rw-statechart', 'rw-rules-table', 'rw-rules-editor'].map((t) => customElements.get(t) !== undefined)).toEqual([true, true, true, true]);
  });
});

describe('language', () => {
  it('takes the nearest lang attribute, then the page, else English', () => {
    document.documentElement.lang = 'en';
    const outer = document.createElement('div');
    outer.lang = 'de-AT';
    const inner = document.createElement('span');
    outer.append(inner);
    document.body.append(outer);
    expect(langOf(inner)).toBe('de');
    const loose = document.createElement('span');
    document.body.append(loose);
    expect(langOf(loose)).toBe('en');
    expect(texts('de').newGame).toBe('Neues Spiel');
    expect(texts('en').unknownGame('x', ['a', 'b'])).toBe('There is no game "x". Known games: a, b.');
  });
});

describe('the CDN build folds the CSS of css`…` templates', () => {
  it('drops comments and spaces a browser does not need, and keeps the rules', async () => {
    const { foldCss } = await import('../scripts/minify-css-literals');
    const css = `
      /* a comment */
      :host([hidden]) {
        display: none;
      }
      .die .face,
      tr.decided > * {
        background: color-mix(in srgb, var(--_accent) 14%, var(--_bg));
      }
      @media (prefers-color-scheme: dark) {
        a:hover { color: red; }
      }`;
    expect(foldCss(css)).toBe(':host([hidden]){display:none}.die .face,tr.decided>*{background:color-mix(in srgb,var(--_accent) 14%,var(--_bg))}@media (prefers-color-scheme:dark){a:hover{color:red}}');
  });

  it('folds the literals of the packages tsc built (css and a space before the backtick), in the files it knows, and leaves interpolated ones', async () => {
    const { minifyCssLiterals } = await import('../scripts/minify-css-literals');
    const transform = minifyCssLiterals().transform as (code: string, id: string) => { code: string } | null;
    const built = "import { css } from 'lit';\nexport const theme = css `\n  /* why */\n  :host {\n    display: block;\n  }\n`;\n";
    expect(transform(built, '/w/packages/board-kit/dist/theme.js')?.code).toBe("import { css } from 'lit';\nexport const theme = css`:host{display:block}`;\n");
    expect(transform(built, '/w/packages/board-kit/dist/index.js')).toBeNull();
    expect(transform('const s = css `a { b: ${x}; }`;', '/w/packages/x/dist/x.styles.js')).toBeNull();
  });
});
