import { html, render } from 'lit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssProps } from './css-props.js';

afterEach(() => vi.restoreAllMocks());

describe('cssProps', () => {
  it('sets custom properties through the CSSOM, never as a style attribute a strict CSP would refuse', () => {
    // (happy-dom keeps the CSSOM in the attribute itself, so the test watches the CSSOM call; a browser's CSP check is the e2e CSP page.)
    const setProperty = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    const host = document.createElement('div');
    const draw = (props: Record<`--${string}`, number>) => render(html`<div class="grid" ${cssProps(props)}></div>`, host);
    draw({ '--w': 12, '--h': 6 });
    const grid = host.querySelector<HTMLElement>('.grid')!;
    expect(grid.style.getPropertyValue('--w')).toBe('12');
    expect(grid.style.getPropertyValue('--h')).toBe('6');
    // Drawn again with other values, and with one property gone.
    draw({ '--w': 9 });
    expect(grid.style.getPropertyValue('--w')).toBe('9');
    expect(grid.style.getPropertyValue('--h')).toBe('');
    expect(setProperty.mock.calls.map(([name, value]) => [name, value])).toEqual([
      ['--w', '12'],
      ['--h', '6'],
      ['--w', '9'],
    ]);
  });

  it('refuses a place other than an element, naming the right one', () => {
    expect(() => render(html`<div class=${cssProps({ '--w': 1 })}></div>`, document.createElement('div'))).toThrow('cssProps() goes on an element');
  });
});
