/**
 * A variant's text in the page address, compressed (lz-string's URI-safe alphabet). It goes in
 * the fragment (`#rules=…`), which the browser never sends to a server: a shared house rule does
 * not end up in anybody's server log.
 *
 * Format: `#rules=1.<game>.<compressed text>`, beside any other `&`-separated fragment parts.
 */
import LZString from 'lz-string';

const KEY = 'rules';
const VERSION = '1';
/** Longer texts are refused on reading: no address needs them, and decompressing them costs. */
export const MAX_SHARED_CHARS = 200_000;

export type SharedText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly why: string };

const parts = (hash: string): string[] => hash.replace(/^#/, '').split('&').filter(Boolean);

/** The fragment part that carries `text` for `game`. */
export function sharePart(game: string, text: string): string {
  return `${KEY}=${VERSION}.${game}.${LZString.compressToEncodedURIComponent(text)}`;
}

/**
 * The rule text the fragment `hash` holds for `game`: none (null) when it holds none for this
 * game, else the text, or why it cannot be read (a cut-off or altered address).
 */
export function readShared(hash: string, game: string): SharedText | null {
  const part = parts(hash).find((p) => p.startsWith(`${KEY}=`));
  if (!part) return null;
  const value = part.slice(KEY.length + 1);
  const [version, forGame, ...rest] = value.split('.');
  if (forGame !== game) return null;
  if (version !== VERSION) return { ok: false, why: `it was written by another version of this page (format ${version ?? '?'})` };
  const data = rest.join('.');
  if (data.length > MAX_SHARED_CHARS) return { ok: false, why: 'it is too long' };
  let text: string | null;
  try {
    text = LZString.decompressFromEncodedURIComponent(data);
  } catch {
    text = null;
  }
  // lz-string answers a damaged input with null, an empty string, or text with the replacement character.
  if (!text || text.includes('\uFFFD')) return { ok: false, why: 'the address is cut off or changed' };
  return { ok: true, text };
}

/** `href` with its fragment carrying `text` for `game` (other fragment parts kept, an older text replaced). */
export function withShared(href: string, game: string, text: string): string {
  const url = new URL(href);
  const kept = parts(url.hash).filter((p) => !p.startsWith(`${KEY}=`));
  url.hash = [...kept, sharePart(game, text)].join('&');
  return url.href;
}

/** `href` without a shared text in its fragment. */
export function withoutShared(href: string): string {
  const url = new URL(href);
  const kept = parts(url.hash).filter((p) => !p.startsWith(`${KEY}=`));
  url.hash = kept.join('&');
  return url.href.replace(/#$/, '');
}
