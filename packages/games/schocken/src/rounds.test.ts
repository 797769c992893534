import { describe, expect, it } from 'vitest';
import { playGame, type FastSnapshot } from '@regelwerk/engine';
import type { SchockenContext, SchockenEvent } from './context.js';
import { module } from './module.js';
import { roundSummary } from './rounds.js';
import { view } from './view.js';
import { schocken, schockenBots } from './index.js';
import { contextWith, loadRules, players, snap } from './test-support/fixtures.js';

type Snap = FastSnapshot<SchockenContext>;

const endsRound = (path: readonly string[]) => path.some((p) => p.split('.').at(-1) === module.rounds!.end);

describe('the rounds hook', () => {
  it('a step passes through the round-end state exactly when the rules count a round', () => {
    const rules = loadRules();
    const steps: { before: Snap; event: SchockenEvent; after: Snap }[] = [];
    playGame({ game: schocken, rules, players: players(3, 'tactician'), seed: 'rounds', bots: { tactician: schockenBots.tactician(rules) }, onStep: (before, event, after) => void steps.push({ before: before as Snap, event: event as SchockenEvent, after: after as Snap }) });
    let ended = 0;
    for (const { before, event, after } of steps) {
      const path = schocken.fast.trace(before, event);
      expect(endsRound(path)).toBe(after.context.rounds === before.context.rounds + 1);
      if (endsRound(path)) ended++;
    }
    expect(ended).toBe(steps.at(-1)!.after.context.rounds);
    expect(ended).toBeGreaterThan(3);
  });

  it('says who threw best and worst, by name and throw, and where the tokens went', () => {
    const rules = loadRules();
    const lines: { de: string; en: string; round: NonNullable<SchockenContext['lastRound']> }[] = [];
    playGame({
      game: schocken,
      rules,
      players: [{ name: 'Ada', bot: 'tactician' }, { name: 'Ben', bot: 'tactician' }, { name: 'Cem', bot: 'tactician' }],
      seed: 'round-lines',
      bots: { tactician: schockenBots.tactician(rules) },
      onStep: (before, _e, after) => {
        const a = after as Snap;
        if (a.context.rounds > (before as Snap).context.rounds) lines.push({ ...module.rounds!.summary!(view(a, 'spectator')), round: a.context.lastRound! });
      },
    });
    const names = ['Ada', 'Ben', 'Cem'];
    for (const { de, en, round } of lines) {
      const label = (seat: number) => round.results.find((r) => r.seat === seat)!.label;
      expect(en).toContain(`${names[round.best]} best (${label(round.best)}`);
      expect(en).toContain(`${names[round.worst]} worst (${label(round.worst)}`);
      expect(de).toContain(`${names[round.worst]} am schlechtesten (${label(round.worst)}`);
      const to = round.from === 'middle' ? `${round.tokens} token${round.tokens === 1 ? '' : 's'} from the middle to ${names[round.worst]}` : `${names[round.from]} hands ${round.tokens} token${round.tokens === 1 ? '' : 's'} to ${names[round.worst]}`;
      if (round.tokens > 0) expect(en).toContain(to);
    }
    expect(lines.at(-1)!.en).toMatch(/loses the game\.$/);
    expect(lines.at(-1)!.de).toMatch(/verliert das Spiel\.$/);
  });

  it('tells two throws of one name apart by their dice', () => {
    const rules = loadRules();
    const results = [
      { seat: 0, dice: [2, 4, 6], throws: 1, fromHand: true, covered: false, row: 'einfach', label: 'Einfacher Wurf', penalty: 1 as const, rank: 40 },
      { seat: 1, dice: [5, 3, 1], throws: 1, fromHand: true, covered: false, row: 'einfach', label: 'Einfacher Wurf', penalty: 1 as const, rank: 41 },
    ];
    const ctx = contextWith(rules, 2, { lastRound: { results, best: 0, worst: 1, tokens: 1, from: 'middle', endsHalf: false, left: [], stageLoser: null } });
    expect(roundSummary(view(snap(ctx), 'spectator')).en).toBe('P0 best (Einfacher Wurf 642), P1 worst (Einfacher Wurf 531); 1 token from the middle to P1.');
  });

  it('addresses the one person at the screen under the default name: "an dich", "Du verlierst", "You lose"', () => {
    const rules = loadRules();
    const results = [
      { seat: 0, dice: [2, 4, 6], throws: 1, fromHand: true, covered: false, row: 'einfach', label: 'Einfacher Wurf', penalty: 1 as const, rank: 40 },
      { seat: 1, dice: [5, 3, 1], throws: 1, fromHand: true, covered: false, row: 'einfach', label: 'Einfacher Wurf', penalty: 1 as const, rank: 41 },
    ];
    const seated = [
      { name: 'Taktiker 1', bot: 'tactician' },
      { name: 'Du', bot: null },
    ];
    const ctx = contextWith(rules, 2, { players: seated, lastRound: { results, best: 0, worst: 1, tokens: 1, from: 'middle', endsHalf: false, left: [1], stageLoser: 1 } });
    const line = roundSummary(view(snap(ctx), 'spectator'));
    expect(line.de).toContain('1 Strafstein aus der Mitte an dich; Du bist aus der Hälfte raus; Du verlierst');
    expect(line.en).toContain('1 token from the middle to you; You are out of the half; You lose');
    expect(`${line.de} ${line.en}`).not.toMatch(/an Du|Du ist|Du verliert|to You|You is|You loses/);
  });
});
