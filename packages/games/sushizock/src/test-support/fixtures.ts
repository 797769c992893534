import { IGNORE_CHANCE, type FastSnapshot, type PlayerInfo } from '@regelwerk/engine';
import type { SushizockContext } from '../context.js';
import { createContext } from '../machine.js';
import type { SushizockRules } from '../schema/rules.js';
import { compileRuleFile, compileText, ruleText } from './rules.js';

export function loadRules(path = 'sushizock.rules', patch?: (text: string) => string): SushizockRules {
  if (!patch) return compileRuleFile(path) as SushizockRules;
  const result = compileText(patch(ruleText(path)), `rules/${path}`);
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return result.rules as SushizockRules;
}

export const players = (n: number, bot: string | null = null): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, bot }));

/** A context in the middle of a turn, for table-driven tests of single rules. */
export function contextWith(rules: SushizockRules, n: number, patch: Partial<SushizockContext>): SushizockContext {
  return { ...createContext({ rules, players: players(n), seed: 'fixture' }, IGNORE_CHANCE), ...patch };
}

export function snap(context: SushizockContext, value = 'playing.turn.thrown'): FastSnapshot<SushizockContext> {
  return { value, context, status: 'active' };
}

/** Stacks for `n` players: sushi and bones, bottom first. */
export const stacks = (...pairs: [number[], number[]][]) => pairs.map(([sushi, bones]) => ({ sushi, bones }));
