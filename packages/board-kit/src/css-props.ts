import { noChange, nothing } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

/**
 * Sets custom properties on an element through the CSSOM (`style.setProperty`), never through a
 * `style` attribute: a page under `style-src 'self'` refuses style attributes (and a board drawn
 * from them loses its size), but not the CSSOM (docs/embedding.md, "Content-Security-Policy").
 * Lit's `styleMap` writes the attribute on first render, so it will not do.
 *
 *     <div class="grid" ${cssProps({ '--w': width, '--h': height })}>
 */
class CssProps extends Directive {
  #set = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('cssProps() goes on an element, as `<div ${cssProps({…})}>`');
  }

  render(_props: Readonly<Record<`--${string}`, string | number>>): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [props]: [Readonly<Record<`--${string}`, string | number>>]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    for (const name of this.#set) if (!(name in props)) style.removeProperty(name);
    this.#set = new Set(Object.keys(props));
    for (const [name, value] of Object.entries(props)) {
      if (style.getPropertyValue(name) !== String(value)) style.setProperty(name, String(value));
    }
    return noChange;
  }
}

export const cssProps = directive(CssProps);
