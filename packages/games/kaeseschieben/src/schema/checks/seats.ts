import { OPTION, PLAYERS, type CompileContext } from '@regelwerk/dsl';
import { MAX_PLAYERS, MAX_ROUNDS } from '../limits.js';

/** Who plays and for how long: one mouse at each edge, so at most four players; a match of at most MAX_ROUNDS rounds. */
export function checkSeats(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const players = decls.one(PLAYERS);
  if (players && (players.value.max === null || players.value.max > MAX_PLAYERS)) {
    diagnostics.error(
      'value/out-of-range',
      `each player's mouse sits at an edge of the board, so at most ${MAX_PLAYERS} can play; write \`players ${players.value.min}..${Math.max(players.value.min, Math.min(MAX_PLAYERS, players.value.max ?? MAX_PLAYERS))}\``,
      players.stmt.range,
    );
  }
  const rounds = ctx.optionInfo?.get('rounds');
  const declared = decls.all(OPTION).find((d) => d.value.id === 'rounds');
  if (rounds && declared && rounds.kind === 'number' && (rounds.max ?? Infinity) > MAX_ROUNDS) {
    diagnostics.error(
      'value/out-of-range',
      `a match has at most ${MAX_ROUNDS} rounds, each a whole game on the board; give \`rounds\` a range up to ${MAX_ROUNDS}, like \`range 1..${MAX_ROUNDS}\``,
      declared.stmt.range,
    );
  }
}
