import { svg, type SVGTemplateResult } from 'lit';

// Käseschieben's symbols on a 100×100 box. Each seat's mouse has its own shape as well as its own
// colour (circle, square, triangle, diamond), so no one needs to tell colours apart. Decorative:
// whoever draws one labels it for screen readers.

const SHAPES: readonly SVGTemplateResult[] = [
  svg`<circle class="shape" cx="50" cy="50" r="42"></circle>`,
  svg`<rect class="shape" x="10" y="10" width="80" height="80" rx="6"></rect>`,
  svg`<path class="shape" d="M50 6 L94 90 H6 Z"></path>`,
  svg`<path class="shape" d="M50 4 L96 50 L50 96 L4 50 Z"></path>`,
];

/** The marker of a seat: its shape with the player's initial on it. */
export function seatMarker(seat: number, initial: string): SVGTemplateResult {
  return svg`<svg class="marker seat-${seat % 4}" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    ${SHAPES[seat % SHAPES.length]}
    <text class="initial" x="50" y=${seat % 4 === 2 ? 76 : 66} text-anchor="middle">${initial}</text>
  </svg>`;
}

/** A worm: a wavy line with a head. */
export const wormMark = svg`<svg class="worm-mark" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <path class="worm-body" d="M12 62 C 24 36, 36 36, 46 58 S 70 80, 80 46"></path>
    <circle class="worm-head" cx="82" cy="42" r="9"></circle>
  </svg>`;

/** An arrow pointing towards an edge: the steps a mouse may take. */
export function arrow(dir: 'north' | 'east' | 'south' | 'west'): SVGTemplateResult {
  const turn = { north: 0, east: 90, south: 180, west: 270 }[dir];
  return svg`<svg class="arrow" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <path transform=${`rotate(${turn} 50 50)`} d="M50 14 L82 50 H62 V86 H38 V50 H18 Z"></path>
  </svg>`;
}
