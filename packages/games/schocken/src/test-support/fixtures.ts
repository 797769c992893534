import { readFileSync } from 'node:fs';
import { compile } from '@regelwerk/dsl';
import { IGNORE_CHANCE, type FastSnapshot, type PlayerInfo } from '@regelwerk/engine';
import type { RoundResult, SchockenContext } from '../context.js';
import { createContext } from '../machine.js';
import { schema, type SchockenRules } from '../schema/index.js';

const RULES = new URL('../../../../../rules/', import.meta.url);

export function loadRules(path = 'schocken.rules', patch?: (text: string) => string): SchockenRules {
  const text = readFileSync(new URL(path, RULES), 'utf8');
  const result = compile(patch ? patch(text) : text, {
    schemas: [schema],
    file: `rules/${path}`,
    resolveGame: (id) => ({ file: `rules/${id}.rules`, text: readFileSync(new URL(`${id}.rules`, RULES), 'utf8') }),
  });
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return result.rules as SchockenRules;
}

export const players = (n: number, bot: string | null = null): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, bot }));

/** A context in the middle of a round, for table-driven tests of single rules. */
export function contextWith(rules: SchockenRules, n: number, patch: Partial<SchockenContext>): SchockenContext {
  return { ...createContext({ rules, players: players(n), seed: 'fixture' }, IGNORE_CHANCE), ...patch };
}

export function result(seat: number, dice: number[], throws = 1, fromHand = true): RoundResult {
  return { seat, dice, throws, fromHand, covered: false };
}

export function snap(context: SchockenContext, value = 'playing.half.fromMiddle.turn.thrown'): FastSnapshot<SchockenContext> {
  return { value, context, status: 'active' };
}
