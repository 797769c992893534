/** The same games through XState's actor: recorded once on the simulate path, then sent event by event. */
import type { RuleSet } from '@regelwerk/dsl';
import { playGame, type AnyGameRuntime, type Bot, type PlayerInfo } from '@regelwerk/engine';
import { createActor, type AnyStateMachine } from 'xstate';
import { cpuSeconds } from './cpu.js';

export function xstateActorPace(game: AnyGameRuntime, machine: AnyStateMachine, rules: RuleSet, players: readonly PlayerInfo[], games: number): { decisions: number; seconds: number } {
  const narrowed = game.rulesFor(rules);
  if (!narrowed.ok) throw new Error(narrowed.error.message);
  const bots: Record<string, Bot> = {};
  for (const p of players) bots[p.bot!] ??= game.bots[p.bot!]!(narrowed.value) as Bot;
  const logs = Array.from({ length: games }, (_, i) => playGame({ game, rules, players, seed: `actor/${i}`, record: true, bots }).log!);
  let best = Infinity;
  let decisions = 0;
  for (let rep = 0; rep < 2; rep++) {
    const start = cpuSeconds();
    decisions = 0;
    for (const log of logs) {
      const actor = createActor(machine, { input: { rules: narrowed.value, players: log.players, seed: log.seed } });
      actor.start();
      for (const step of log.steps) actor.send(step.event);
      actor.stop();
      decisions += log.steps.length;
    }
    best = Math.min(best, cpuSeconds() - start);
  }
  return { decisions, seconds: best };
}
