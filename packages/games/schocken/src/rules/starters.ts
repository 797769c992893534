import type { Seat } from '@regelwerk/engine';
import type { SchockenContext } from '../context.js';
import { nextInPlay } from './turn.js';

/**
 * Which start a round is (what `starter …` lines speak of): the first of the game, the one after
 * the opening round, the first of a new half, of the final, of the second phase, or any other.
 */
export type StartKind = 'first' | 'opening' | 'half' | 'final' | 'passing' | 'round';

/** Why a seat starts, where a starter rule (not the base's "the last round's loser") decided it. */
export type StartReason = 'youngest' | 'opening-worst' | 'left-of-loser' | 'previous-best' | 'first-half-loser' | 'last-loser' | 'left-of-most-tokens' | 'fewest-tokens';

/** What the context says about the start of the round being played (read after the part began). */
export function startKind(c: SchockenContext): StartKind {
  const r = c.lastRound;
  if (r === null) return 'first';
  if (r.opening === true) return 'opening';
  if (r.stageLoser !== null) return c.stage === 'final' ? 'final' : 'half';
  if (r.from === 'middle' && c.middle === 0) return 'passing';
  return 'round';
}

/** The seat, or when it no longer plays in this part, the next one after it that does. */
function inPlayFrom(c: SchockenContext, seat: Seat): Seat {
  return c.inPlay[seat] ? seat : nextInPlay(c, seat);
}

/**
 * Among the players in play, counted round the table from the last round's loser, the first with
 * the most (or fewest) tokens: equal counts go to the one the count reaches first.
 */
function byTokens(c: SchockenContext, most: boolean): Seat {
  const n = c.players.length;
  const from = c.lastRound!.worst;
  let pick = -1;
  for (let i = 0; i < n; i++) {
    const s = (from + i) % n;
    if (!c.inPlay[s]) continue;
    if (pick < 0 || (most ? c.tokens[s]! > c.tokens[pick]! : c.tokens[s]! < c.tokens[pick]!)) pick = s;
  }
  return pick;
}

/**
 * Who starts the round about to begin, and the starter rule that says so (null: the base's rule,
 * the last round's loser, or the lot). `c` is the context as the part begins: the tokens, who
 * plays, the stage and the half losers already those of the new part; `firstStarter` for the first.
 */
export function starterOf(c: SchockenContext): { readonly seat: Seat; readonly reason: StartReason | null } {
  const starters = c.rules.starters;
  const kind = startKind(c);
  if (kind === 'first') return { seat: c.firstStarter, reason: starters?.first === 'youngest' ? 'youngest' : null };
  const last = c.lastRound!;
  if (kind === 'opening') return { seat: last.worst, reason: 'opening-worst' };
  if (kind === 'final' && starters?.final !== undefined) {
    return starters.final === 'first-half-loser' ? { seat: c.halfLosers[0]!, reason: 'first-half-loser' } : { seat: last.worst, reason: 'last-loser' };
  }
  if (kind === 'passing' && starters?.passing !== undefined) {
    return starters.passing === 'fewest-tokens'
      ? { seat: byTokens(c, false), reason: 'fewest-tokens' }
      : { seat: nextInPlay(c, byTokens(c, true)), reason: 'left-of-most-tokens' };
  }
  const round = starters?.round;
  if (round === 'left-of-loser') return { seat: nextInPlay(c, last.worst), reason: 'left-of-loser' };
  if (round === 'previous-best') return { seat: inPlayFrom(c, last.best), reason: 'previous-best' };
  return { seat: last.worst, reason: null };
}
