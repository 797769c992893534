/**
 * happy-dom's `ShadowRoot.activeElement` throws when the focus is in an enclosing shadow root (the
 * shell's show button, seen from the board's root) instead of returning null as a browser does;
 * the panel puts focus exactly there. This getter walks up as the DOM standard says.
 */
const shadowProto = Object.getPrototypeOf(document.createElement('div').attachShadow({ mode: 'open' })) as ShadowRoot;
const focusedKey = Object.getOwnPropertySymbols(document).find((k) => k.description === 'activeElement')!;
Object.defineProperty(shadowProto, 'activeElement', {
  configurable: true,
  get(this: ShadowRoot) {
    // The focused node itself, then up through the hosts of the shadow roots around it.
    let node = (document as unknown as Record<symbol, Element | null>)[focusedKey] ?? null;
    while (node) {
      const root = node.getRootNode();
      if (root === this) return node;
      node = root instanceof ShadowRoot ? root.host : null;
    }
    return null;
  },
});
