/**
 * `theme="auto"` on a page that declares no `color-scheme`: light or dark by the background
 * actually behind the element (docs/embedding.md, "Theming"). Most blogs declare no scheme; a
 * cream blog must get a light widget, whatever the reader's OS says, and a dark blog a dark one.
 */

/** A colour as red, green, blue in 0–1 (sRGB) and alpha in 0–1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

const WHITE: Rgba = { r: 1, g: 1, b: 1, a: 1 };

/**
 * A computed colour (`rgb(…)`, `rgba(…)`, `color(srgb …)`, `transparent`) as numbers; null for a
 * form this reader does not know (the caller may ask a canvas).
 */
export function parseColor(value: string): Rgba | null {
  const v = value.trim().toLowerCase();
  if (v === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(v);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
    return { r: Number(rgb[1]) / 255, g: Number(rgb[2]) / 255, b: Number(rgb[3]) / 255, a: alpha };
  }
  const srgb = /^color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)(?:\s*\/\s*([\d.]+)(%?))?\s*\)$/.exec(v);
  if (srgb) {
    const alpha = srgb[4] === undefined ? 1 : Number(srgb[4]) / (srgb[5] ? 100 : 1);
    return { r: Number(srgb[1]), g: Number(srgb[2]), b: Number(srgb[3]), a: alpha };
  }
  return null;
}

/** WCAG relative luminance of an opaque sRGB colour (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * The luminance at which black and white text have the same contrast ((L + 0.05)² = 1.05 · 0.05):
 * a background darker than this reads better with light text, so it gets the dark palette.
 */
export const DARK_BELOW = Math.sqrt(1.05 * 0.05) - 0.05;

/**
 * What shows behind an element: its ancestors' background colours, nearest first, laid over each
 * other until one is opaque (a page whose backgrounds are all transparent shows the canvas: white
 * where no scheme is declared).
 */
export function backdrop(layers: readonly Rgba[]): Rgba {
  const seen: Rgba[] = [];
  for (const layer of layers) {
    if (layer.a <= 0) continue;
    seen.push(layer);
    if (layer.a >= 1) break;
  }
  let colour = seen.at(-1)?.a === 1 ? seen.pop()! : WHITE;
  for (const layer of seen.reverse()) {
    colour = { r: layer.r * layer.a + colour.r * (1 - layer.a), g: layer.g * layer.a + colour.g * (1 - layer.a), b: layer.b * layer.a + colour.b * (1 - layer.a), a: 1 };
  }
  return colour;
}

/** Light or dark for an element in front of these backgrounds (nearest ancestor first). */
export function schemeBehind(layers: readonly Rgba[]): 'light' | 'dark' {
  return relativeLuminance(backdrop(layers)) < DARK_BELOW ? 'dark' : 'light';
}

/** The element a node sits in, across shadow roots (an element in a shadow root sits in its host). */
function parentOf(el: Element): Element | null {
  if (el.parentElement) return el.parentElement;
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** A computed colour the parser does not read (oklch, lab…), through a canvas where there is one. */
function viaCanvas(value: string): Rgba | null {
  const ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext?.('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.clearRect(0, 0, 1, 1);
  ctx.fillStyle = value;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
  return { r: r! / 255, g: g! / 255, b: b! / 255, a: a! / 255 };
}

/** Light or dark by the backgrounds of the element's ancestors, up to the root of the page. */
export function pageSchemeBehind(el: Element): 'light' | 'dark' {
  const layers: Rgba[] = [];
  for (let at = parentOf(el); at; at = parentOf(at)) {
    const value = getComputedStyle(at).backgroundColor;
    const colour = parseColor(value) ?? viaCanvas(value);
    if (!colour || colour.a <= 0) continue;
    layers.push(colour);
    if (colour.a >= 1) break;
  }
  return schemeBehind(layers);
}
