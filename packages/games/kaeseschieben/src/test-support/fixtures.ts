import { IGNORE_CHANCE, type FastSnapshot, type PlayerInfo } from '@regelwerk/engine';
import type { KaeseschiebenContext } from '../context.js';
import { createContext } from '../machine.js';
import type { KaeseschiebenRules } from '../schema/rules.js';
import { compileRuleFile, compileText, ruleText } from './rules.js';

export function loadRules(path = 'kaeseschieben.rules', patch?: (text: string) => string): KaeseschiebenRules {
  if (!patch) return compileRuleFile(path) as KaeseschiebenRules;
  const result = compileText(patch(ruleText(path)), `rules/${path}`);
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return result.rules as KaeseschiebenRules;
}

export const players = (n: number, bot: string | null = null): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, bot }));

/** A context at the start of a round, patched, for table-driven tests of single rules. */
export function contextWith(rules: KaeseschiebenRules, n: number, patch: Partial<KaeseschiebenContext>): KaeseschiebenContext {
  return { ...createContext({ rules, players: players(n), seed: 'fixture' }, IGNORE_CHANCE), ...patch };
}

export function snap(context: KaeseschiebenContext, value = 'match.round.turn.moving'): FastSnapshot<KaeseschiebenContext> {
  return { value, context, status: 'active' };
}

/**
 * A board from a picture: one string per row, `.` empty, `s`/`m`/`l` a small, medium or large
 * cube, a digit the mouse of that seat. Cube numbers follow reading order; `cubes` gives each
 * its size (and a worm where the letter is upper case).
 */
export function picture(rows: readonly string[]): { board: number[]; mice: number[]; cubes: { size: string; worm: boolean }[] } {
  const SIZES: Record<string, string> = { s: 'small', m: 'medium', l: 'large' };
  const board: number[] = [];
  const mice: number[] = [];
  const cubes: { size: string; worm: boolean }[] = [];
  rows.join('').split('').forEach((ch, i) => {
    const size = SIZES[ch.toLowerCase()];
    if (size) {
      board.push(cubes.length);
      cubes.push({ size, worm: ch !== ch.toLowerCase() });
    } else {
      board.push(-1);
      if (/[0-9]/.test(ch)) mice[Number(ch)] = i;
    }
  });
  return { board, mice, cubes };
}
