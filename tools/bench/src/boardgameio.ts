import { createRequire } from 'node:module';
import type { SchockenRules } from '@regelwerk/schocken';
import { Rng, seedRng } from '@regelwerk/engine';
import { cpuSeconds } from './cpu.js';

/**
 * The reference for the "10× boardgame.io" budget: one half of Schocken written as a
 * boardgame.io game (moves, turn order, its seeded random plugin, immer state) and played
 * through its local client with the random policy. Only the pace per decision is compared.
 */
interface G {
  dice: number[];
  throws: number;
  limit: number;
  results: { seat: number; rank: number; throws: number }[];
  tokens: number[];
  middle: number;
  over: boolean;
}

interface MoveArgs {
  G: G;
  ctx: { currentPlayer: string; numPlayers: number; playOrderPos: number };
  random: { D6: () => number };
  events: { endTurn: () => void };
}

export function boardgameIoPace(rules: SchockenRules, players: number, decisions: number): { decisions: number; seconds: number } {
  const require = createRequire(import.meta.url);
  const { Client } = require('boardgame.io/dist/cjs/client.js') as { Client: (o: unknown) => BgClient };
  const rank = new Map(rules.ranking.outcomes.map((o) => [o.key, o]));
  const finishTurn = ({ G, ctx, events }: MoveArgs) => {
    G.results.push({ seat: Number(ctx.currentPlayer), rank: rank.get([...G.dice].sort((a, b) => b - a).join(' '))!.rank, throws: G.throws });
    if (G.results.length === 1) G.limit = G.throws;
    if (G.results.length === ctx.numPlayers) {
      const sorted = [...G.results].sort((a, b) => a.rank - b.rank || a.throws - b.throws);
      const worst = sorted[sorted.length - 1]!;
      const best = rules.ranking.outcomes.find((o) => o.rank === sorted[0]!.rank)!;
      const p = best.penalty === 'all' ? G.middle : Math.min(best.penalty, G.middle);
      G.middle -= p;
      G.tokens[worst.seat]! += p;
      if (G.middle === 0) G.middle = rules.tokens; // keep playing: only the pace matters here
      G.results = [];
      G.limit = 3;
    }
    G.throws = 0;
    events.endTurn();
  };
  const game = {
    seed: 'bench',
    setup: ({ ctx }: { ctx: { numPlayers: number } }): G => ({ dice: [0, 0, 0], throws: 0, limit: 3, results: [], tokens: new Array<number>(ctx.numPlayers).fill(0), middle: rules.tokens, over: false }),
    moves: {
      throwDice: (a: MoveArgs, keep: number[]) => {
        for (let i = 0; i < 3; i++) if (a.G.throws === 0 || !keep.includes(i)) a.G.dice[i] = a.random.D6();
        a.G.throws++;
        if (a.G.throws >= a.G.limit) finishTurn(a);
      },
      stop: (a: MoveArgs) => finishTurn(a),
    },
  };
  const client = Client({ game, numPlayers: players });
  client.start();
  const rng = new Rng(seedRng('bgio'));
  const keeps = [[], [0], [1], [2], [0, 1], [0, 2], [1, 2]];
  const start = cpuSeconds();
  for (let i = 0; i < decisions; i++) {
    const G = client.getState()!.G as G;
    const choice = G.throws === 0 ? 1 : rng.int(8);
    if (choice === 0) client.moves.stop();
    else client.moves.throwDice(keeps[choice - 1]!);
  }
  const seconds = cpuSeconds() - start;
  client.stop();
  return { decisions, seconds };
}

interface BgClient {
  start(): void;
  stop(): void;
  getState(): { G: unknown } | null;
  moves: { stop: () => void; throwDice: (keep: number[]) => void };
}
