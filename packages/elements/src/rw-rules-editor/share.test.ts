import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { decodeUriComponent } from './lz-decode.js';
import { MAX_SHARED_CHARS, MAX_SHARED_TEXT, readShared, sharePart, withoutShared, withShared } from './share.js';
import { bomb } from './test-support/lz-bomb.js';

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
    expect(damaged).toEqual({ ok: false, reason: 'damaged' });
    expect(readShared('#rules=9.schocken.abc', 'schocken')).toEqual({ ok: false, reason: 'version', version: '9' });
    expect(readShared('#rules=1.schocken.', 'schocken')).toEqual({ ok: false, reason: 'damaged' });
    // A character the format never writes is a changed address, not a part of the text.
    expect(readShared(`#${part.slice(0, 40)}*${part.slice(41)}`, 'schocken')).toEqual({ ok: false, reason: 'damaged' });
  });

  it('is not written when the text is longer than a rule file may be: the address then holds no text', () => {
    const atCap = `# ${'x'.repeat(MAX_SHARED_TEXT - 3)}\n`;
    const shared = withShared('https://example.org/p.html#a', 'schocken', atCap);
    expect(readShared(new URL(shared).hash, 'schocken')).toEqual({ ok: true, text: atCap });
    const over = withShared(shared, 'schocken', `${atCap}#`);
    expect(over).toBe('https://example.org/p.html#a');
    expect(readShared(new URL(over).hash, 'schocken')).toBeNull();
  });

  it('refuses a compressed part over its own limit before reading it', () => {
    expect(readShared(`#rules=1.schocken.${'A'.repeat(MAX_SHARED_CHARS + 1)}`, 'schocken')).toEqual({ ok: false, reason: 'address-too-long', max: MAX_SHARED_CHARS });
  });
});

describe('a shared link that expands to more than a rule file may hold', () => {
  it('is a real bomb: lz-string itself expands the small one in full', () => {
    const small = bomb(10);
    expect(LZString.decompressFromEncodedURIComponent(small.fragment)).toBe('a'.repeat(small.length));
    expect(decodeUriComponent(small.fragment, small.length)).toEqual({ ok: true, text: 'a'.repeat(small.length) });
  });

  it('stops at the cap: one character over is refused, the cap itself is read', () => {
    const small = bomb(10);
    expect(decodeUriComponent(small.fragment, small.length - 1)).toEqual({ ok: false, reason: 'too-long' });
    expect(readShared(`#rules=1.schocken.${small.fragment}`, 'schocken', small.length - 1)).toEqual({ ok: false, reason: 'too-long', max: small.length - 1 });
  });

  it('is refused from a fragment of 30 KB meant to expand to 100 million characters', () => {
    const b = bomb(14_141);
    expect(b.fragment.length).toBeLessThan(32_000);
    expect(b.length).toBeGreaterThan(100_000_000);
    expect(readShared(`#rules=1.schocken.${b.fragment}`, 'schocken')).toEqual({ ok: false, reason: 'too-long', max: MAX_SHARED_TEXT });
  });

  it('is refused even when expanding it in full would pass the longest string JavaScript can hold', () => {
    // A billion characters: a decoder that expanded first and measured after could not even hold
    // the result (V8's strings end at 2^29 − 24 characters).
    const b = bomb(45_000);
    expect(b.length).toBeGreaterThan(1_000_000_000);
    expect(b.length).toBeGreaterThan(2 ** 29);
    expect(b.fragment.length).toBeLessThanOrEqual(MAX_SHARED_CHARS);
    expect(readShared(`#rules=1.schocken.${b.fragment}`, 'schocken')).toEqual({ ok: false, reason: 'too-long', max: MAX_SHARED_TEXT });
  });
});

describe('the capped decoder', () => {
  it('reads whatever lz-string writes, exactly as lz-string reads it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }), fc.string({ minLength: 1, maxLength: 2000 }).map((s) => s.repeat(7))), (text) => {
        const fragment = LZString.compressToEncodedURIComponent(text);
        expect(decodeUriComponent(fragment, 1_000_000)).toEqual({ ok: true, text });
        expect(decodeUriComponent(fragment, text.length - 1)).toEqual({ ok: false, reason: 'too-long' });
      }),
      { seed: 20260519, numRuns: 300 },
    );
  });

  it('refuses cut-off input instead of guessing', () => {
    const fragment = LZString.compressToEncodedURIComponent(TEXT.repeat(5));
    for (const k of [0, 1, 5, fragment.length - 20]) expect(decodeUriComponent(fragment.slice(0, k), 1_000_000).ok, `cut at ${k}`).toBe(false);
  });
});
