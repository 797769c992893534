import type { LocalText } from '@regelwerk/engine';
import type { StartReason } from './rules/starters.js';

/** Why a player starts, in German and English, where a starter rule (or the opening round) decided it; `you` forms address the person at the screen. */
const WHY: Record<StartReason, { readonly de: string; readonly en: string; readonly youDe: string; readonly youEn: string }> = {
  youngest: { de: 'der Jüngste sitzt zuerst', en: 'the youngest, seated first', youDe: 'der Jüngste sitzt zuerst', youEn: 'the youngest, seated first' },
  'opening-worst': {
    de: 'schlechtester Wurf der Eröffnungsrunde',
    en: 'the worst throw of the opening round',
    youDe: 'schlechtester Wurf der Eröffnungsrunde',
    youEn: 'the worst throw of the opening round',
  },
  'left-of-loser': { de: 'sitzt nach dem Verlierer der letzten Runde', en: 'next after the last round’s loser', youDe: 'du sitzt nach dem Verlierer der letzten Runde', youEn: 'next after the last round’s loser' },
  'previous-best': { de: 'bester Wurf der letzten Runde', en: 'the best throw of the last round', youDe: 'bester Wurf der letzten Runde', youEn: 'the best throw of the last round' },
  'first-half-loser': { de: 'hat die erste Hälfte verloren', en: 'lost the first half', youDe: 'du hast die erste Hälfte verloren', youEn: 'you lost the first half' },
  'last-loser': { de: 'hat die letzte Hälfte verloren', en: 'lost the last half', youDe: 'du hast die letzte Hälfte verloren', youEn: 'you lost the last half' },
  'left-of-most-tokens': {
    de: 'sitzt nach dem Spieler mit den meisten Strafsteinen',
    en: 'next after the player holding most tokens',
    youDe: 'du sitzt nach dem Spieler mit den meisten Strafsteinen',
    youEn: 'next after the player holding most tokens',
  },
  'fewest-tokens': { de: 'hat die wenigsten Strafsteine', en: 'holds the fewest tokens', youDe: 'du hast die wenigsten Strafsteine', youEn: 'you hold the fewest tokens' },
};

/**
 * `Anna beginnt (hat die erste Hälfte verloren)` / `Anna starts (lost the first half)`; with `you`
 * (the person at the screen, see board-kit's `seatWho`) `Du beginnst (du hast …)` / `You start (you lost …)`.
 */
export function startText(name: string, reason: StartReason, you = false): LocalText {
  const why = WHY[reason];
  return you ? { de: `Du beginnst (${why.youDe})`, en: `You start (${why.youEn})` } : { de: `${name} beginnt (${why.de})`, en: `${name} starts (${why.en})` };
}
