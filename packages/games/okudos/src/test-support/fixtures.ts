import { IGNORE_CHANCE, type FastSnapshot, type PlayerInfo } from '@regelwerk/engine';
import type { OkudosContext } from '../context.js';
import { createContext } from '../machine.js';
import type { OkudosRules } from '../schema/rules.js';
import { compileRuleFile, compileText, ruleText } from './rules.js';

export function loadRules(path = 'okudos.rules', patch?: (text: string) => string): OkudosRules {
  if (!patch) return compileRuleFile(path) as OkudosRules;
  const result = compileText(patch(ruleText(path)), `rules/${path}`);
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return result.rules as OkudosRules;
}

export const players = (n: number, bot: string | null = null): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, bot }));

/** A fresh game's context with some fields replaced, for table-driven tests of single rules. */
export function contextWith(rules: OkudosRules, n: number, patch: Partial<OkudosContext> = {}): OkudosContext {
  return { ...createContext({ rules, players: players(n), seed: 'fixture' }, IGNORE_CHANCE), ...patch };
}

export function snap(context: OkudosContext, value = 'playing.turn.choosing'): FastSnapshot<OkudosContext> {
  return { value, context, status: 'active' };
}

