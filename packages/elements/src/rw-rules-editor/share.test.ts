import { describe, expect, it } from 'vitest';
import { readShared, sharePart, withoutShared, withShared } from './share.js';

const TEXT = 'variant "jule" extends schocken\n\n# ä ö ü ß – „quotes“ & #hash\ninsert ranking below schock-out\n  jule  "Jule"  4  2  1  penalty 7\n';

describe('a rule text in the page address', () => {
  it('comes back exactly as it went in, umlauts, & and # included', () => {
    const href = withShared('https://example.org/playground.html?game=schocken', 'schocken', TEXT);
    const url = new URL(href);
    expect(url.search).toBe('?game=schocken');
    expect(readShared(url.hash, 'schocken')).toEqual({ ok: true, text: TEXT });
  });

  it('travels in the fragment only, so no server sees it, and keeps other fragment parts', () => {
    const href = withShared('https://example.org/p.html#section-2', 'schocken', TEXT);
    const url = new URL(href);
    expect(url.hash.startsWith('#section-2&rules=1.schocken.')).toBe(true);
    expect(href.split('#')[0]).toBe('https://example.org/p.html');
    // Sharing again replaces the text instead of adding a second one.
    const again = new URL(withShared(href, 'schocken', 'variant "x" extends schocken\n'));
    expect(again.hash.match(/rules=/g)).toHaveLength(1);
    expect(withoutShared(again.href)).toBe('https://example.org/p.html#section-2');
  });

  it('is compressed: a long text takes fewer characters in the address than as it is', () => {
    const long = TEXT.repeat(20);
    expect(sharePart('schocken', long).length).toBeLessThan(long.length / 2);
  });

  it('holds nothing for another game, and says why a damaged text cannot be read', () => {
    const part = sharePart('schocken', TEXT);
    expect(readShared(`#${part}`, 'okudos')).toBeNull();
    expect(readShared('#other', 'schocken')).toBeNull();
    const damaged = readShared(`#${part.slice(0, 30)}`, 'schocken');
    expect(damaged).toMatchObject({ ok: false });
    expect(readShared('#rules=9.schocken.abc', 'schocken')).toEqual({ ok: false, why: expect.stringContaining('format 9') });
    expect(readShared('#rules=1.schocken.', 'schocken')).toMatchObject({ ok: false });
  });
});
