import { svg, type SVGTemplateResult } from 'lit';

// Sushizock's symbols, drawn on a 100×100 box. Each face differs by its shape, not only by colour:
// a piece of nigiri, a fish skeleton, two parallel (blue) and two crossed (red) chopsticks.
// Decorative: whoever draws one labels it for screen readers.

const nigiri = svg`<g class="sym-sushi">
    <rect class="rice" x="20" y="50" width="60" height="26" rx="12"></rect>
    <path class="fish" d="M16 52 C 22 32, 78 28, 86 46 C 80 54, 30 58, 16 52 Z"></path>
    <path class="fish-line" d="M36 38 L 42 52 M 52 35 L 57 50 M 67 36 L 71 48"></path>
  </g>`;

const skeleton = svg`<g class="sym-bones">
    <path class="bone-head" d="M12 50 L 30 36 L 30 64 Z"></path>
    <path class="bone-line" d="M30 50 H 76 M 40 36 V 64 M 50 34 V 66 M 60 36 V 64 M 70 40 V 60"></path>
    <path class="bone-tail" d="M76 50 L 90 36 M 76 50 L 90 64"></path>
  </g>`;

const parallelSticks = svg`<g class="sym-blue">
    <path class="stick" d="M24 82 L 60 16"></path>
    <path class="stick" d="M42 86 L 78 20"></path>
  </g>`;

const crossedSticks = svg`<g class="sym-red">
    <path class="stick" d="M20 24 L 80 80"></path>
    <path class="stick" d="M80 20 L 20 80"></path>
    <circle class="stick-joint" cx="50" cy="50" r="7"></circle>
  </g>`;

const SYMBOLS: Readonly<Record<string, SVGTemplateResult>> = { sushi: nigiri, bones: skeleton, blue: parallelSticks, red: crossedSticks };

/** The symbol of a die face or a tile group, or its name written out when it has none. */
export function symbol(name: string): SVGTemplateResult {
  return SYMBOLS[name] ?? svg`<text class="face-text" x="50" y="60" text-anchor="middle">${name.slice(0, 4)}</text>`;
}

/** A die showing `face`: the symbol on a rounded square. */
export function sushiDie(face: string): SVGTemplateResult {
  return svg`<svg class="face" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <rect class="face-bg" x="4" y="4" width="92" height="92" rx="16"></rect>
    ${symbol(face)}
  </svg>`;
}

/** The small picture on a tile of `group`. */
export function tileIcon(group: string): SVGTemplateResult {
  return svg`<svg class="icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false">${symbol(group)}</svg>`;
}
