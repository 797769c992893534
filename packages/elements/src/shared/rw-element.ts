import { html, LitElement, nothing, render, type PropertyValues } from 'lit';
import { langOf } from './i18n.js';

/** The values of the `theme` attribute; none (or an unknown value, reported) means `auto`. */
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** The theme an attribute value asks for, or null when the value is not one of THEMES. */
export function parseTheme(value: string | null): Theme | null {
  if (value === null || value === '') return 'auto';
  return (THEMES as readonly string[]).includes(value) ? (value as Theme) : null;
}

/**
 * Whether an element whose inherited `color-scheme` is `value` must let the OS decide: the page
 * declares no scheme (`normal`). `light dark` follows the OS by itself; `light` or `dark` is the page's.
 */
export const osDecides = (value: string): boolean => value === '' || value === 'normal';

const BAD_THEME = {
  en: (v: string) => `theme="${v}" is not light, dark or auto; the element follows the page (auto).`,
  de: (v: string) => `theme="${v}" ist nicht light, dark oder auto; das Element folgt der Seite (auto).`,
};

/** Elements in auto mode, re-checked when the page may have switched its colour scheme (a class or style on html or body). */
const autos = new Set<RwElement>();
let watcher: MutationObserver | undefined;
function watch(el: RwElement, on: boolean): void {
  if (on) autos.add(el);
  else autos.delete(el);
  if (!watcher && typeof MutationObserver !== 'undefined' && autos.size > 0) {
    watcher = new MutationObserver(() => autos.forEach((a) => a.applyTheme()));
    const opts = { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] };
    watcher.observe(document.documentElement, opts);
    if (document.body) watcher.observe(document.body, opts);
  }
}

/**
 * The base of the regelwerk elements: re-renders when the element's own `lang` changes, and
 * keeps its light or dark look (`theme`): `light` and `dark` are set by the shared theme's
 * attribute selectors; `auto` inherits the page's `color-scheme`, and where the page declares
 * none the custom state `os` lets the OS decide (`prefers-color-scheme`, live).
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

  /** Works out whether the OS decides light or dark: only in auto, and only where the page declares no scheme. */
  applyTheme(): void {
    const states = this.#internals?.states;
    const auto = parseTheme(this.getAttribute('theme')) !== 'light' && parseTheme(this.getAttribute('theme')) !== 'dark';
    watch(this, auto && this.isConnected);
    if (!states || !this.isConnected) return;
    states.delete('os');
    // With the state removed the host inherits the page's scheme: read it.
    if (auto && osDecides(getComputedStyle(this).colorScheme)) states.add('os');
  }

  /** Where the notice of a bad `theme` value goes: a node of its own before the element's content, so no element's render needs to know. */
  #note: HTMLElement | undefined;

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const value = this.getAttribute('theme');
    const bad = parseTheme(value) === null;
    if (!bad && !this.#note) return;
    if (!this.#note) this.renderRoot.prepend((this.#note = document.createElement('div')));
    render(bad ? html`<p class="message" part="message" role="alert">${BAD_THEME[langOf(this)](value!)}</p>` : nothing, this.#note);
  }
}
