import type { LocalText } from '@regelwerk/engine';
import type { StartReason } from './rules/starters.js';

/** Why a player starts, in German and English, where a starter rule (or the opening round) decided it. */
const WHY: Record<StartReason, { readonly de: string; readonly en: string }> = {
  youngest: { de: 'der Jüngste sitzt zuerst', en: 'the youngest, seated first' },
  'opening-worst': { de: 'schlechtester Wurf der Eröffnungsrunde', en: 'the worst throw of the opening round' },
  'left-of-loser': { de: 'sitzt nach dem Verlierer der letzten Runde', en: 'next after the last round’s loser' },
  'previous-best': { de: 'bester Wurf der letzten Runde', en: 'the best throw of the last round' },
  'first-half-loser': { de: 'hat die erste Hälfte verloren', en: 'lost the first half' },
  'last-loser': { de: 'hat die letzte Hälfte verloren', en: 'lost the last half' },
  'left-of-most-tokens': { de: 'sitzt nach dem Spieler mit den meisten Strafsteinen', en: 'next after the player holding most tokens' },
  'fewest-tokens': { de: 'hat die wenigsten Strafsteine', en: 'holds the fewest tokens' },
};

/** `Anna beginnt (hat die erste Hälfte verloren)` / `Anna starts (lost the first half)`. */
export function startText(name: string, reason: StartReason): LocalText {
  return { de: `${name} beginnt (${WHY[reason].de})`, en: `${name} starts (${WHY[reason].en})` };
}
