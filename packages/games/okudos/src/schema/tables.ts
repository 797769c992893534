import { countValues, type GameTables } from '@regelwerk/dsl';
import type { OkudosRules } from './rules.js';

/** The deal of sector colours by number of players, and the chips. */
export function describeRules(rules: OkudosRules): GameTables {
  return {
    tables: [
      {
        id: 'deal',
        title: 'Sector colours dealt',
        columns: [
          { key: 'players', label: 'Players', numeric: true },
          { key: 'each', label: 'Colours each', numeric: true },
          { key: 'game', label: 'Left to the game', numeric: true },
          { key: 'scores', label: 'The game scores' },
        ],
        rows: rules.deal.map((d) => ({
          players: d.players,
          each: d.colours,
          game: rules.sectors.count - d.players * d.colours,
          scores: d.gameScoresBest === null ? 'all its sectors' : `its best ${d.gameScoresBest}`,
        })),
        note: `Chips: ${countValues(rules.chips.values)
          .reverse()
          .map((c) => `${c.value}×${c.count}`)
          .join(', ')}; ${rules.discardAtStart} discarded at the start, ${rules.hand} in hand. Score: the uncovered numbers of your sectors, +${rules.irregularBonus} per irregular chip collected.`,
      },
    ],
    json: {
      board: rules.board,
      sectors: rules.sectors,
      chips: { total: rules.chips.values.length, counts: countValues(rules.chips.values).reverse() },
      discardAtStart: rules.discardAtStart,
      hand: rules.hand,
      deal: rules.deal,
      irregularBonus: rules.irregularBonus,
      options: rules.options,
    },
  };
}
