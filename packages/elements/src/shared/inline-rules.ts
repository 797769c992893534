/**
 * Rule text written into the page itself: a `<script type="text/x-regelwerk">` child of an
 * element (a script of an unknown type is never run, and its text is kept as it is, `<` and all).
 */

/** The script type that marks a rule text. */
export const RULE_SCRIPT_TYPE = 'text/x-regelwerk';

/** The file name an inline rule text has in diagnostics (`inline:3:5: …`). */
export const INLINE_FILE = 'inline';

/**
 * The `<` of these sequences must not appear in a script's text: `</script` ends the script, and
 * `<!--` opens the "escaped" state in which a later `<script` makes a `</script>` not end it (so
 * the script swallows the markup after it). See the HTML spec's script data states.
 * Matched with the backslashes an escape put between `<` and the rest (`<\/script`).
 */
const HAZARD = /<(\\*)(?=!--|\/?script)/gi;
const ESCAPED = /<\\(\\*)(?=!--|\/?script)/gi;

/**
 * A rule text as written into a page, ready to compile: the indentation every line shares is
 * taken away (a page indents the script's content with its markup), blank lines at either end
 * go, and the escapes of `writeInline` are undone (`<\!--` is read as `<!--`, `<\/script` as `</script`).
 */
export function readInline(raw: string): string {
  const lines = raw.replace(/\r\n?/g, '\n').replace(ESCAPED, '<$1').split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(common).trimEnd()).join('\n') + (lines.length > 0 ? '\n' : '');
}

/**
 * A rule text as a `<script type="text/x-regelwerk">` content that can neither end the script
 * early nor make it swallow what follows: a backslash goes after the `<` of every `<!--`,
 * `<script` and `</script` (in any case), and after the `<` of a text that already has
 * backslashes there, so `readInline` gives back exactly the text (a `<\/script` of its own stays itself).
 */
export function writeInline(text: string): string {
  return text.replace(HAZARD, '<\\$1');
}

/** The rule text of the element's first `<script type="text/x-regelwerk">` child, or null when it has none. */
export function childRuleText(host: Element): string | null {
  for (const child of host.children) {
    if (child.localName === 'script' && (child.getAttribute('type') ?? '').trim().toLowerCase() === RULE_SCRIPT_TYPE) return readInline(child.textContent ?? '');
  }
  return null;
}

/**
 * Calls `changed` with the child rule text whenever it may have changed (a script added,
 * removed or edited); returns the way to stop watching.
 */
export function watchChildRuleText(host: Element, changed: (text: string | null) => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(() => changed(childRuleText(host)));
  observer.observe(host, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['type'] });
  return () => observer.disconnect();
}

/** A short fingerprint of a rule text (FNV-1a, 32 bits) for saved state: a changed text never restores a game of other rules. */
export function textKey(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${h.toString(36)}`;
}
