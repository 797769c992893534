import { SHARED_FIGURES, type FigureHook } from '@regelwerk/engine';
import type { OkudosContext, OkudosEvent } from './context.js';

/** O'kudos' figures for comparing rule sets: the score of "the game", how often it wins, passes, irregular chips, the starter. */
export const figures: FigureHook<OkudosContext, OkudosEvent> = {
  defs: [
    { id: 'gamePoints', label: { en: 'Score of “the game”', de: 'Punkte „des Spiels“' }, kind: 'mean', digits: 2 },
    { id: 'gameWins', label: { en: '“The game” wins', de: '„Das Spiel“ gewinnt' }, kind: 'share' },
    SHARED_FIGURES.points,
    { id: 'passes', label: { en: 'Passes per game', de: 'Passen pro Spiel' }, kind: 'mean', digits: 2 },
    { id: 'irregular', label: { en: 'Irregular chips collected per game', de: 'Gesammelte irreguläre Chips pro Spiel' }, kind: 'mean', digits: 2 },
    SHARED_FIGURES.turns,
    SHARED_FIGURES.starterWins,
  ],
  observe(memo, event) {
    if (event.type === 'turn.pass') memo.passes = (memo.passes ?? 0) + 1;
  },
  values: (final, outcome, memo) => {
    const c = final.context;
    const d = outcome.details;
    return {
      // Without sectors left to "the game" it has no score: the figure does not count that game.
      gamePoints: typeof d.gamePoints === 'number' ? d.gamePoints : undefined,
      gameWins: typeof d.gameWins === 'number' ? d.gameWins : undefined,
      points: typeof d.averagePoints === 'number' ? d.averagePoints : undefined,
      passes: memo.passes ?? 0,
      irregular: c.collected.reduce((a, chips) => a + chips.length, 0),
      turns: c.turns,
      starterWins: outcome.winners.includes(c.starter) ? 1 : 0,
    };
  },
};
