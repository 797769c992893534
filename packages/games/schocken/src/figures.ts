import type { FigureHook } from '@regelwerk/engine';
import type { SchockenContext, SchockenEvent } from './context.js';

/** Schocken's figures for comparing rule sets: rounds, halves a Schock out ended, the final, the starter. */
export const figures: FigureHook<SchockenContext, SchockenEvent> = {
  defs: [
    { id: 'rounds', label: { en: 'Rounds per game', de: 'Runden pro Spiel' }, kind: 'mean', digits: 1 },
    { id: 'schockOut', label: { en: 'Halves ended by Schock out', de: 'Durch Schock out beendete Hälften' }, kind: 'mean', digits: 2 },
    { id: 'final', label: { en: 'Games that needed a final', de: 'Spiele mit Finale' }, kind: 'share' },
    { id: 'starterLoses', label: { en: 'The first starter loses', de: 'Der erste Beginner verliert' }, kind: 'share' },
  ],
  // A round's reveal counts it and leaves its summary; a summary that ends the half early is a Schock out.
  observe(memo, _event, after) {
    const c = after.context;
    if (c.rounds !== (memo.rounds ?? 0)) {
      memo.rounds = c.rounds;
      if (c.lastRound?.endsHalf) memo.schockOut = (memo.schockOut ?? 0) + 1;
    }
  },
  values: (final, outcome, memo) => ({
    rounds: final.context.rounds,
    schockOut: memo.schockOut ?? 0,
    final: final.context.stage === 'final' ? 1 : 0,
    starterLoses: outcome.losers.includes(final.context.firstStarter) ? 1 : 0,
  }),
};
