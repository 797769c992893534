import { SHARED_FIGURES, type FigureHook } from '@regelwerk/engine';
import type { SushizockContext, SushizockEvent } from './context.js';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Sushizock's figures for comparing rule sets: points, steals, forced takes, the bones taken, the starter. */
export const figures: FigureHook<SushizockContext, SushizockEvent> = {
  defs: [
    SHARED_FIGURES.points,
    { id: 'steals', label: { en: 'Steals per game', de: 'Klauen pro Spiel' }, kind: 'mean', digits: 2 },
    { id: 'forcedTakes', label: { en: 'Forced takes per game', de: 'Zwangsnahmen pro Spiel' }, kind: 'mean', digits: 2 },
    { id: 'bonesTiles', label: { en: 'Bones tiles per player', de: 'Grätenplättchen pro Spieler' }, kind: 'mean', digits: 2 },
    { id: 'bonesPoints', label: { en: 'Bones points per player', de: 'Grätenpunkte pro Spieler' }, kind: 'mean', digits: 2 },
    SHARED_FIGURES.turns,
    SHARED_FIGURES.starterWins,
  ],
  values: (final, outcome) => {
    const c = final.context;
    const scores = c.scores ?? [];
    const n = Math.max(1, c.players.length);
    // Bones are the tiles that count against a player: those with a value below zero.
    const bones = scores.flatMap((s) => Object.values(s.stacks).flatMap((tiles) => tiles.filter((v) => v < 0)));
    return {
      points: sum(scores.map((s) => s.total)) / n,
      steals: c.steals,
      forcedTakes: c.forcedTakes,
      bonesTiles: bones.length / n,
      bonesPoints: sum(bones) / n,
      turns: c.turns,
      starterWins: outcome.winners.includes(c.starter) ? 1 : 0,
    };
  },
};
