import { svg, type SVGTemplateResult } from 'lit';

/** Pip positions on a 100×100 face, for 1 to 6. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [27, 27],
    [73, 27],
    [50, 50],
    [27, 73],
    [73, 73],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

/**
 * A die face drawn as SVG pips (no font's die glyphs needed). Values without pips (a 7 on a
 * bigger die, a symbol) are written as text. Decorative: the caller labels it for screen readers.
 */
export function dieFace(value: number | string): SVGTemplateResult {
  const pips = typeof value === 'number' ? PIPS[value] : undefined;
  return svg`<svg class="face" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <rect class="face-bg" x="4" y="4" width="92" height="92" rx="16"></rect>
    ${pips ? pips.map(([x, y]) => svg`<circle class="pip" cx=${x} cy=${y} r="9"></circle>`) : svg`<text class="face-text" x="50" y="62" text-anchor="middle">${String(value)}</text>`}
  </svg>`;
}

/** A covered cup: the throw under it is hidden until the cups are lifted. */
export function coveredCup(): SVGTemplateResult {
  return svg`<svg class="cup" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <path class="cup-body" d="M22 20 H78 L70 88 H30 Z"></path>
    <path class="cup-rim" d="M18 14 H82 V24 H18 Z"></path>
  </svg>`;
}
