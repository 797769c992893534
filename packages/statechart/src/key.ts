/**
 * The key of a chart: a fingerprint of the machine config it is drawn from (its states,
 * transitions, guards and descriptions, everything a drawing reads). Build time keys each
 * drawing by it and a page keys the rules a game plays by it, so a page picks the drawing of the
 * flow actually played — a shipped variant, a rule file or rule text written on the page — and
 * knows when none was drawn. Generic: it reads the config, never a game's rules.
 */
import type { MachineConfig } from '@regelwerk/engine';

const keys = new WeakMap<object, string>();

/** FNV-1a (32 bits) over the UTF-16 code units from two offsets: 16 hex digits. */
function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c ^ (a >>> 24), 0x01000193);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** The key of the chart drawn from `config`; the same for equal configs, looked up once per config object. */
export function chartKey(config: MachineConfig): string {
  let key = keys.get(config);
  if (key === undefined) keys.set(config, (key = fingerprint(JSON.stringify(config))));
  return key;
}
