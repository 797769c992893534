import type { PlayerInfo, Seat } from '@regelwerk/engine';
import type { FastSnapshot } from '@regelwerk/engine';
import type { RoundSummary, SchockenContext, Stage } from './context.js';
import { throwLimit } from './rules/turn.js';

/** What one seat may know; a spectator sees what every player sees. */
export interface SchockenView {
  readonly seat: Seat | 'spectator';
  readonly state: string;
  readonly over: boolean;
  readonly stage: Stage;
  readonly half: number;
  readonly halves: number;
  readonly phase: 'from-middle' | 'passing';
  readonly players: readonly PlayerInfo[];
  readonly middle: number;
  readonly tokens: readonly number[];
  readonly inPlay: readonly boolean[];
  readonly halfLosers: readonly Seat[];
  readonly starter: Seat;
  readonly current: Seat;
  readonly throwLimit: number;
  readonly throwsUsed: number;
  readonly dice: readonly number[];
  readonly aside: readonly number[];
  readonly fromHand: boolean;
  /** This round's finished turns; a covered throw shows `dice: null` to everyone but its owner. */
  readonly results: readonly { readonly seat: Seat; readonly dice: readonly number[] | null; readonly throws: number; readonly fromHand: boolean; readonly covered: boolean }[];
  readonly lastRound: RoundSummary | null;
  readonly loser: Seat | null;
}

export function view(snapshot: FastSnapshot<SchockenContext>, seat: Seat | 'spectator'): SchockenView {
  const c = snapshot.context;
  return {
    seat,
    state: snapshot.value,
    over: snapshot.status === 'done',
    stage: c.stage,
    half: c.half,
    halves: c.rules.halves.count,
    phase: c.middle > 0 ? 'from-middle' : 'passing',
    players: c.players,
    middle: c.middle,
    tokens: c.tokens,
    inPlay: c.inPlay,
    halfLosers: c.halfLosers,
    starter: c.starter,
    current: c.current,
    throwLimit: throwLimit(c),
    throwsUsed: c.throwsUsed,
    dice: c.dice,
    aside: c.aside,
    fromHand: c.fromHand,
    results: c.results.map((r) => ({
      seat: r.seat,
      dice: r.covered && r.seat !== seat ? null : r.dice,
      throws: r.throws,
      fromHand: r.fromHand,
      covered: r.covered,
    })),
    lastRound: c.lastRound,
    loser: c.loser,
  };
}
