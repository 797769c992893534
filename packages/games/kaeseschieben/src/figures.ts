import { SHARED_FIGURES, type FigureHook } from '@regelwerk/engine';
import type { KaeseschiebenContext, KaeseschiebenEvent } from './context.js';

/** Käseschieben's figures for comparing rule sets: cubes won, the last cube's bonus takes, passes, the starter. */
export const figures: FigureHook<KaeseschiebenContext, KaeseschiebenEvent> = {
  defs: [
    { id: 'cubes', label: { en: 'Cubes per player', de: 'Käsewürfel pro Spieler' }, kind: 'mean', digits: 2 },
    SHARED_FIGURES.points,
    { id: 'bonusTakes', label: { en: 'Bonus takes per game', de: 'Bonus-Nahmen pro Spiel' }, kind: 'mean', digits: 2 },
    { id: 'passes', label: { en: 'Turns passed (no move) per game', de: 'Ausgesetzte Züge pro Spiel' }, kind: 'mean', digits: 2 },
    SHARED_FIGURES.turns,
    { id: 'starterWins', label: { en: 'The first starter wins', de: 'Der erste Startspieler gewinnt' }, kind: 'share' },
  ],
  observe(memo, event, after) {
    // The first round's starter, before later rounds change it.
    if (memo.starter === undefined) memo.starter = after.context.starter;
    if (event.type === 'cube.take') memo.bonusTakes = (memo.bonusTakes ?? 0) + 1;
  },
  values: (final, outcome, memo) => {
    const c = final.context;
    const n = Math.max(1, c.players.length);
    const lines = c.sheets.flatMap((s) => s.lines);
    return {
      cubes: lines.reduce((a, l) => a + l.cubes.length, 0) / n,
      points: lines.reduce((a, l) => a + l.points, 0) / n,
      bonusTakes: memo.bonusTakes ?? 0,
      passes: c.passes,
      turns: c.turns,
      ...(memo.starter === undefined ? {} : { starterWins: outcome.winners.includes(memo.starter) ? 1 : 0 }),
    };
  },
};
