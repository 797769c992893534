/**
 * One shape for every expected failure: compiling rules, applying a decision, restoring a saved
 * state, replaying a log. Programming errors still throw.
 */

/** What went wrong: a stable code (`move/not-your-turn`, `chance/mismatch`, …) and a sentence. */
export interface Problem {
  readonly code: string;
  readonly message: string;
  /** For a log or a session: the index of the step (decision) it happened at; absent for the whole log or its set-up. */
  readonly step?: number;
}

/** Why a decision was refused. The state stays as it was. */
export type Refusal = Problem;

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Problem };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export function fail<T = never>(code: string, message: string, step?: number): Result<T> {
  return { ok: false, error: step === undefined ? { code, message } : { code, message, step } };
}

/** The same problem, placed at a step. */
export const atStep = (error: Problem, step: number): Problem => ({ code: error.code, message: error.message, step });
