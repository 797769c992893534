import { describe, expect, it } from 'vitest';
import { IGNORE_CHANCE, playGame, Rng, seedRng, simulate, type Bot, type FastSnapshot } from '@regelwerk/engine';
import type { KaeseschiebenContext } from './context.js';
import { kaeseschieben, kaeseschiebenBots } from './index.js';
import { loadRules, picture, players } from './test-support/fixtures.js';

type Snap = FastSnapshot<KaeseschiebenContext>;

describe('bots', () => {
  it.each([2, 3, 4])('over 60 games with %i players the tactician wins more than five times as often per seat as the random bot', (n) => {
    const rules = loadRules();
    const summary = simulate({ game: kaeseschieben, rules, games: 60, players: n, bots: ['tactician', 'random'], seed: `bots-${n}` });
    const rate = (id: string) => summary.bots[id]!.wins / summary.bots[id]!.seatGames;
    expect(rate('tactician')).toBeGreaterThan(5 * rate('random'));
    expect(rate('tactician')).toBeGreaterThan(0.5 / (n / 2));
  });

  it('the tactician decides from its view alone: worms it may not know and the generator do not change its decision', () => {
    const rules = loadRules();
    const bot = kaeseschiebenBots.tactician(rules);
    const seen: Snap[] = [];
    playGame({ game: kaeseschieben, rules, players: players(3, 'tactician'), seed: 'views', bots: { tactician: bot as Bot }, onStep: (before) => void seen.push(before as Snap) });
    const moving = seen.filter((s) => s.value.endsWith('moving'));
    expect(moving.length).toBeGreaterThan(20);
    for (const before of moving.slice(0, 80)) {
      const seat = before.context.current;
      const legal = kaeseschieben.legalEvents(before, seat);
      const mine = new Set(before.context.won[seat]);
      const cubes = before.context.cubes.map((c, id) => (mine.has(id) ? c : { ...c, worm: !c.worm }));
      const hidden: Snap = { ...before, context: { ...before.context, rng: [1, 2, 3, 4], cubes } };
      const a = bot.decide(kaeseschieben.view(before, seat), legal, new Rng(seedRng('x')));
      const b = bot.decide(kaeseschieben.view(hidden, seat), legal, new Rng(seedRng('x')));
      expect(b).toEqual(a);
      expect(legal).toContainEqual(a);
    }
  });

  it('the tactician pushes a cube over its own edge rather than towards an opponent’s', () => {
    const rules = loadRules();
    const bot = kaeseschiebenBots.tactician(rules);
    const start = kaeseschieben.fast.initial(kaeseschieben.createContext({ rules, players: players(2), seed: 'aim' }, IGNORE_CHANCE));
    const { board, mice, cubes } = picture(['...1....', '........', '........', '........', '........', '....l...', '...s0m..', '....l...']);
    const won = [[], Array.from({ length: 16 }, (_, i) => i).filter((i) => i >= cubes.length)];
    const all = [...cubes, ...start.context.cubes.slice(cubes.length)];
    const s: Snap = { value: 'match.round.turn.moving', status: 'active', context: { ...start.context, board, mice, cubes: all, won, current: 0, roll: [1], steps: 1, left: 1, path: [mice[0]!] } };
    const e = bot.decide(kaeseschieben.view(s, 0), kaeseschieben.legalEvents(s, 0), new Rng(seedRng('x')));
    expect(e).toEqual({ type: 'mouse.step', seat: 0, dir: 'south' });
  });
});
