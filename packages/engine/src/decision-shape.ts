import type { Refusal } from './result.js';
import { hasOwn } from './validate.js';

/** A game's decision types, each with every field it may carry (`type` and `seat` included). */
export type DecisionFields = Readonly<Record<string, ReadonlySet<string>>>;

const list = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/**
 * What checking a decision from outside (a person, a log) starts with in every game: an object, a
 * type the game knows, a seat at the table, and no field but its type's own. Null when all that
 * holds; the game then checks the fields' values and the rules.
 */
export function checkDecisionShape(event: unknown, spec: { readonly game: string; readonly fields: DecisionFields; readonly seats: number }): Refusal | null {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return { code: 'event/malformed', message: 'a decision is an object with a type and a seat' };
  const e = event as Record<string, unknown>;
  if (typeof e.type !== 'string' || !hasOwn(e, 'type') || !hasOwn(spec.fields, e.type)) {
    return { code: 'event/unknown-type', message: `${spec.game} knows the decisions ${list(Object.keys(spec.fields))}, not ${JSON.stringify(e.type) ?? 'nothing'}` };
  }
  const n = spec.seats;
  if (!Number.isInteger(e.seat) || (e.seat as number) < 0 || (e.seat as number) >= n) return { code: 'event/malformed', message: `seat must be a player from 0 to ${n - 1}` };
  const fields = spec.fields[e.type]!;
  const extra = Object.keys(e).find((k) => !fields.has(k));
  if (extra !== undefined) return { code: 'event/malformed', message: `${e.type} has the fields ${[...fields].join(', ')}, not ${JSON.stringify(extra)}` };
  return null;
}
