import { compile, type GameSchema, type RuleSet } from '@regelwerk/dsl';
import type { AnyGameDefinition, GameEvent, Outcome } from './contract.js';
import type { FastSnapshot } from './fast-machine.js';
import { validateLog, type GameLog } from './log.js';
import { applyEvent, startGame } from './play.js';

export type ReplayResult =
  | { readonly ok: true; readonly steps: number; readonly outcome: Outcome }
  | {
      readonly ok: false;
      /** The index of the first failing step; -1 for the log as a whole or its set-up. */
      readonly step: number;
      readonly code: string;
      readonly message: string;
    };

/** Canonical JSON: object keys sorted, so equal values compare equal. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** Compiles the rule texts a log carries (the last one is the file, the others its bases) with the schemas of the games. */
export function rulesFromLog(log: GameLog, schemas: readonly GameSchema[]): { ok: true; rules: RuleSet } | { ok: false; message: string } {
  const main = log.rules[log.rules.length - 1]!;
  const bases = log.rules.slice(0, -1);
  const result = compile(main.text, {
    schemas,
    file: main.file,
    resolveGame: (id) => bases.find((b) => b.file.endsWith(`${id}.rules`)) ?? bases[0],
  });
  if (!result.ok) {
    const d = result.diagnostics.find((x) => x.severity === 'error')!;
    return { ok: false, message: `the rules in the log do not compile: ${d.range.file}:${d.range.start.line}:${d.range.start.column}: ${d.message}` };
  }
  return { ok: true, rules: result.rules };
}

/**
 * Re-runs a log against the game's machine: every decision must be legal, every chance outcome
 * must be what the seed produces (and a value the die can show), and the recorded outcome must
 * be reached. Reports the first step that fails.
 */
export function replayLog(data: unknown, games: (id: string) => AnyGameDefinition | undefined, schemas: readonly GameSchema[]): ReplayResult {
  const valid = validateLog(data);
  if (!valid.ok) return { ok: false, step: -1, code: 'log/format', message: `${valid.problem.path}: ${valid.problem.message}` };
  const log = valid.log;
  const game = games(log.game);
  if (!game) return { ok: false, step: -1, code: 'log/unknown-game', message: `no game "${log.game}"` };
  const compiled = rulesFromLog(log, schemas);
  if (!compiled.ok) return { ok: false, step: -1, code: 'log/rules', message: compiled.message };
  const rules = game.rulesFor(compiled.rules);
  if (!rules.ok) return { ok: false, step: -1, code: 'log/rules', message: rules.refusal.message };
  const input = { rules: rules.value, players: log.players, seed: log.seed };
  let snapshot: FastSnapshot<unknown>;
  try {
    snapshot = startGame(game, input);
  } catch (e) {
    return { ok: false, step: -1, code: 'log/setup', message: (e as Error).message };
  }
  const setup = game.setupChance(snapshot.context);
  if (canonical(setup) !== canonical(log.setup)) {
    return { ok: false, step: -1, code: 'chance/mismatch', message: `the set-up was ${canonical(log.setup)} in the log, but the seed gives ${canonical(setup)}` };
  }
  for (const [i, step] of log.steps.entries()) {
    if (snapshot.status === 'done') return { ok: false, step: i, code: 'move/game-over', message: 'the game was already over before this step' };
    const applied = applyEvent(game, snapshot, step.event as GameEvent);
    if (!applied.ok) return { ok: false, step: i, code: applied.refusal.code, message: applied.refusal.message };
    const chance = game.stepChance(snapshot, applied.value);
    const problem = chanceProblem(game, snapshot, step.chance);
    if (problem) return { ok: false, step: i, code: 'chance/impossible', message: problem };
    if (canonical(chance) !== canonical(step.chance)) {
      return { ok: false, step: i, code: 'chance/mismatch', message: `chance gave ${canonical(step.chance)} in the log, but the seed gives ${canonical(chance)}` };
    }
    snapshot = applied.value;
  }
  const outcome = game.outcome(snapshot);
  if (!outcome) return { ok: false, step: log.steps.length, code: 'outcome/not-reached', message: `the log ends after ${log.steps.length} steps, before the game is over` };
  if (canonical(outcome) !== canonical(log.outcome)) {
    return { ok: false, step: log.steps.length, code: 'outcome/differs', message: `the log says ${canonical(log.outcome)}, but the game ends ${canonical(outcome)}` };
  }
  return { ok: true, steps: log.steps.length, outcome };
}

/** Dice values the die cannot show are reported as such, before any mismatch. */
function chanceProblem(game: AnyGameDefinition, snapshot: FastSnapshot<unknown>, chance: unknown): string | null {
  const dice = (chance as { dice?: unknown } | null)?.dice;
  if (dice === undefined) return null;
  const faces = (snapshot.context as { rules: { dice?: { die: { faces: readonly unknown[] } } } }).rules.dice?.die.faces;
  if (!Array.isArray(dice) || !faces) return null;
  const bad = dice.find((d) => !faces.includes(d));
  return bad === undefined ? null : `a die shows ${JSON.stringify(bad)}, which ${game.id}'s die does not have (faces ${faces.join(', ')})`;
}
