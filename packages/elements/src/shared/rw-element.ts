import { html, LitElement, nothing, ReactiveElement, render, type PropertyValues } from 'lit';
import { langOf } from './i18n.js';
import { pageSchemeBehind } from './theme.js';

/** The values of the `theme` attribute; none (or an unknown value, reported) means `auto`. */
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** The theme an attribute value asks for, or null when the value is not one of THEMES. */
export function parseTheme(value: string | null): Theme | null {
  if (value === null || value === '') return 'auto';
  return (THEMES as readonly string[]).includes(value) ? (value as Theme) : null;
}

/**
 * Whether an element whose inherited `color-scheme` is `value` must find its own: the page
 * declares no scheme (`normal`). `light dark` follows the OS by itself; `light` or `dark` is the page's.
 */
export const schemeUndeclared = (value: string): boolean => value === '' || value === 'normal';

/** The custom states that give an auto element on a page without a scheme the look of the background behind it. */
const BEHIND = { light: 'behind-light', dark: 'behind-dark' } as const;

const BAD_THEME = {
  en: (v: string) => `theme="${v}" is not light, dark or auto; the element follows the page (auto).`,
  de: (v: string) => `theme="${v}" ist nicht light, dark oder auto; das Element folgt der Seite (auto).`,
};

/** Elements in auto mode, re-checked when what is behind them may have changed. */
const autos = new Set<RwElement>();
let watching = false;
let pending = false;

/** Re-checks every auto element once before the next frame, however many changes come in one. */
function recheck(): void {
  if (pending) return;
  pending = true;
  const run = () => {
    pending = false;
    autos.forEach((a) => a.applyTheme());
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 0);
}

/**
 * Watches what may change the scheme or the background behind an auto element: a class or style
 * of any element of the page (a dark-mode switch on <html>, a dark section), the OS scheme (a
 * page's own media query), and the end of a background transition of the page's (not one of ours).
 */
function watch(el: RwElement, on: boolean): void {
  if (on) autos.add(el);
  else autos.delete(el);
  if (watching || autos.size === 0 || typeof MutationObserver === 'undefined') return;
  watching = true;
  new MutationObserver(recheck).observe(document.documentElement, {
    attributes: true,
    subtree: true,
    attributeFilter: ['class', 'style', 'data-theme', 'data-bs-theme', 'data-color-scheme', 'data-mode'],
  });
  if (typeof matchMedia === 'function') matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', recheck);
  document.addEventListener(
    'transitionend',
    (e) => {
      const target = e.target as Element | null;
      if (/background/.test(e.propertyName) && !target?.localName?.startsWith('rw-')) recheck();
    },
    true,
  );
}

/**
 * The base of the regelwerk elements: re-renders when the element's own `lang` changes, and
 * keeps its light or dark look (`theme`): `light` and `dark` are set by the shared theme's
 * attribute selectors; `auto` inherits the page's `color-scheme`, and where the page declares
 * none a custom state gives it the look of the background behind it (shared/theme.ts), live.
 */
export class RwElement extends LitElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang', 'theme'];
  }

  #internals: ElementInternals | undefined;

  constructor() {
    super();
    // Custom states need ElementInternals; without them a page with no colour scheme gets the light look.
    this.#internals = typeof this.attachInternals === 'function' ? this.attachInternals() : undefined;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if ((name === 'lang' || name === 'theme') && old !== value) this.requestUpdate();
    if (name === 'theme') this.applyTheme();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.applyTheme();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    watch(this, false);
  }

  /**
   * Works out the look of auto: the page's `color-scheme` where it declares one (inherited as it
   * is), else light or dark by the background behind the element.
   */
  applyTheme(): void {
    const states = this.#internals?.states;
    const auto = parseTheme(this.getAttribute('theme')) !== 'light' && parseTheme(this.getAttribute('theme')) !== 'dark';
    watch(this, auto && this.isConnected);
    if (!states || !this.isConnected) return;
    // With the states removed the host inherits the page's scheme: read it.
    states.delete(BEHIND.light);
    states.delete(BEHIND.dark);
    if (auto && schemeUndeclared(getComputedStyle(this).colorScheme)) states.add(BEHIND[pageSchemeBehind(this)]);
  }

  /**
   * What a server rendered into a declarative shadow root (src/ssr.ts): it stays in view, inert,
   * until the element can render the same itself (`settled`), and is then replaced in one update,
   * so the page shows neither a "Loading…" flash nor the content twice (docs/embedding.md,
   * "Server-side rendering").
   */
  #server: ChildNode[] | null = null;

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const server = this.shadowRoot ? [...this.shadowRoot.childNodes] : [];
    // Lit reuses a declarative shadow root as it is and would render before the server's nodes.
    const root = super.createRenderRoot();
    if (server.length > 0) {
      this.#server = server;
      this.renderOptions.renderBefore = null;
    }
    return root;
  }

  /** Whether the element has what it renders (not a loading notice); until then a server's rendering stays. */
  protected get settled(): boolean {
    return true;
  }

  /** Where the notice of a bad `theme` value goes: a node of its own before the element's content, so no element's render needs to know. */
  #note: HTMLElement | undefined;

  protected override update(changed: PropertyValues): void {
    if (this.#server) {
      if (!this.settled) {
        // Attributes are reflected and the update completes, but nothing is rendered yet.
        (ReactiveElement.prototype as unknown as { update(c: PropertyValues): void }).update.call(this, changed);
        return;
      }
      for (const node of this.#server) node.remove();
      this.#server = null;
    }
    super.update(changed);
    const value = this.getAttribute('theme');
    const bad = parseTheme(value) === null;
    if (!bad && !this.#note) return;
    if (!this.#note) this.renderRoot.prepend((this.#note = document.createElement('div')));
    render(bad ? html`<p class="message" part="message" role="alert">${BAD_THEME[langOf(this)](value!)}</p>` : nothing, this.#note);
  }
}
