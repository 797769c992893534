import { afterEach, describe, expect, it } from 'vitest';
import { backdrop, DARK_BELOW, pageSchemeBehind, parseColor, relativeLuminance, schemeBehind } from './theme.js';

const colour = (value: string) => parseColor(value)!;

describe('the colour behind an element', () => {
  it('reads the forms a browser computes, alpha included', () => {
    expect(colour('rgb(255, 0, 0)')).toEqual({ r: 1, g: 0, b: 0, a: 1 });
    expect(colour('rgba(0, 0, 0, 0)')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(colour('rgb(0 0 255 / 50%)')).toEqual({ r: 0, g: 0, b: 1, a: 0.5 });
    expect(colour('color(srgb 0.5 0.25 1 / 0.4)')).toEqual({ r: 0.5, g: 0.25, b: 1, a: 0.4 });
    expect(colour('transparent').a).toBe(0);
    expect(parseColor('oklch(0.5 0.1 50)')).toBeNull();
  });

  it('measures luminance as WCAG does, and splits where black and white text have the same contrast', () => {
    expect(relativeLuminance(colour('rgb(255, 255, 255)'))).toBeCloseTo(1, 6);
    expect(relativeLuminance(colour('rgb(0, 0, 0)'))).toBe(0);
    expect(relativeLuminance(colour('rgb(128, 128, 128)'))).toBeCloseTo(0.2159, 3);
    expect((1.05 / (DARK_BELOW + 0.05)).toFixed(6)).toBe(((DARK_BELOW + 0.05) / 0.05).toFixed(6));
  });

  it('is the nearest opaque background, with translucent ones laid over it, and white where all are transparent', () => {
    expect(backdrop([])).toEqual({ r: 1, g: 1, b: 1, a: 1 });
    expect(backdrop([colour('rgba(0, 0, 0, 0)'), colour('rgb(20, 20, 20)'), colour('rgb(255, 255, 255)')]).r).toBeCloseTo(20 / 255, 6);
    // Half black over white: mid grey.
    expect(backdrop([colour('rgba(0, 0, 0, 0.5)')]).r).toBeCloseTo(0.5, 6);
    expect(backdrop([colour('rgba(0, 0, 0, 0.5)'), colour('rgb(0, 0, 0)')]).r).toBe(0);
  });

  it('gives a light look on a cream blog and a dark one on a dark blog, whatever lies further out', () => {
    expect(schemeBehind([colour('rgb(253, 246, 227)')])).toBe('light');
    expect(schemeBehind([colour('rgb(27, 26, 22)'), colour('rgb(255, 255, 255)')])).toBe('dark');
    expect(schemeBehind([colour('rgba(0, 0, 0, 0)'), colour('rgb(255, 255, 255)')])).toBe('light');
    expect(schemeBehind([])).toBe('light');
    // A dark veil over a white page is dark enough; a faint one is not.
    expect(schemeBehind([colour('rgba(0, 0, 0, 0.8)')])).toBe('dark');
    expect(schemeBehind([colour('rgba(0, 0, 0, 0.1)')])).toBe('light');
    // Either side of the split: a mid grey gets dark text (light look), a darker one light text.
    expect(schemeBehind([colour('rgb(128, 128, 128)')])).toBe('light');
    expect(schemeBehind([colour('rgb(100, 100, 100)')])).toBe('dark');
  });
});

describe('pageSchemeBehind', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.body.removeAttribute('style');
  });

  it('walks up the page, across a shadow root, to the nearest background that is set', () => {
    document.body.style.backgroundColor = 'rgb(250, 250, 245)';
    const section = document.createElement('section');
    section.style.backgroundColor = 'rgb(17, 17, 17)';
    const host = document.createElement('div');
    const inner = document.createElement('span');
    host.attachShadow({ mode: 'open' }).append(inner);
    section.append(host);
    document.body.append(section);
    expect(pageSchemeBehind(inner)).toBe('dark');
    section.style.backgroundColor = 'transparent';
    expect(pageSchemeBehind(inner)).toBe('light');
  });
});
