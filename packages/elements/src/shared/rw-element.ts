import { LitElement } from 'lit';

/** The base of the regelwerk elements: re-renders when the element's own `lang` changes. */
export class RwElement extends LitElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang' && old !== value) this.requestUpdate();
  }
}
