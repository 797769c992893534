/**
 * A variant's text in the page address, compressed (lz-string's URI-safe alphabet). It goes in
 * the fragment (`#rules=…`), which the browser never sends to a server: a shared house rule does
 * not end up in anybody's server log.
 *
 * Format: `#rules=1.<game>.<compressed text>`, beside any other `&`-separated fragment parts.
 *
 * Reading is bounded twice: the compressed part by `MAX_SHARED_CHARS`, and the text it expands
 * to by the limit of a rule file (`MAX_SOURCE_BYTES`), checked while it expands — a few kilobytes
 * of address can otherwise expand to a hundred megabytes and take the tab down.
 */
import { MAX_SOURCE_BYTES } from '@regelwerk/dsl';
import LZString from 'lz-string';
import { decodeUriComponent } from './lz-decode.js';

const KEY = 'rules';
const VERSION = '1';
/** Longer compressed parts are refused on reading: no address needs them. */
export const MAX_SHARED_CHARS = 200_000;
/** The longest text a shared address may expand to: what a rule file may hold. */
export const MAX_SHARED_TEXT = MAX_SOURCE_BYTES;

/**
 * Why a shared text cannot be read: written by another version of the page, cut off or changed,
 * its compressed part longer than `MAX_SHARED_CHARS` (`address-too-long`), or its text longer
 * than `MAX_SHARED_TEXT` (`too-long`).
 */
export type ShareProblem =
  | { readonly reason: 'version'; readonly version: string }
  | { readonly reason: 'damaged' }
  | { readonly reason: 'address-too-long' | 'too-long'; readonly max: number };

export type SharedText = { readonly ok: true; readonly text: string } | ({ readonly ok: false } & ShareProblem);

const parts = (hash: string): string[] => hash.replace(/^#/, '').split('&').filter(Boolean);

/** The fragment part that carries `text` for `game`. */
export function sharePart(game: string, text: string): string {
  return `${KEY}=${VERSION}.${game}.${LZString.compressToEncodedURIComponent(text)}`;
}

/**
 * The rule text the fragment `hash` holds for `game`: none (null) when it holds none for this
 * game, else the text, or why it cannot be read. The work is bounded by `MAX_SHARED_CHARS` and
 * `MAX_SHARED_TEXT` whatever the address holds; `maxText` lowers the second (for tests).
 */
export function readShared(hash: string, game: string, maxText = MAX_SHARED_TEXT): SharedText | null {
  const part = parts(hash).find((p) => p.startsWith(`${KEY}=`));
  if (!part) return null;
  const value = part.slice(KEY.length + 1);
  const [version, forGame, ...rest] = value.split('.');
  if (forGame !== game) return null;
  if (version !== VERSION) return { ok: false, reason: 'version', version: (version ?? '?').slice(0, 20) };
  const data = rest.join('.');
  if (data.length > MAX_SHARED_CHARS) return { ok: false, reason: 'address-too-long', max: MAX_SHARED_CHARS };
  const decoded = decodeUriComponent(data, maxText);
  if (!decoded.ok) return decoded.reason === 'too-long' ? { ok: false, reason: 'too-long', max: maxText } : { ok: false, reason: 'damaged' };
  // A damaged address can also decode to nothing, or to text with the replacement character.
  if (!decoded.text || decoded.text.includes('\uFFFD')) return { ok: false, reason: 'damaged' };
  return { ok: true, text: decoded.text };
}

/**
 * `href` with its fragment carrying `text` for `game` (other fragment parts kept, an older text
 * replaced). A text longer than `MAX_SHARED_TEXT` is not written: no reader would take it, so the
 * address then carries no text at all (`withoutShared`).
 */
export function withShared(href: string, game: string, text: string): string {
  if (text.length > MAX_SHARED_TEXT) return withoutShared(href);
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
