import type { FastSnapshot } from './fast-machine.js';
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

/** Whether a field's value is one the game can read, given the context it is checked against. */
export type FieldTest<C> = (value: unknown, context: C) => boolean;

/** One decision type: its fields besides `type` and `seat`, each with its test, and what it needs in words. */
export interface DecisionSpec<C> {
  readonly fields?: Readonly<Record<string, FieldTest<C>>>;
  /** Fields that may be left out; when present they must pass their test. */
  readonly optional?: readonly string[];
  /** The usage message for a field missing or of the wrong kind; without fields, "needs only the seat". */
  readonly usage?: string | ((context: C) => string);
}

/** A game's decisions, declared: `check` and its usage messages are generated from it (`decisionCheck`). */
export interface DecisionsSpec<C, E> {
  /** The game's name in messages: "<Game> knows the decisions …". */
  readonly game: string;
  readonly decisions: Readonly<Record<string, DecisionSpec<C>>>;
  /** The message for a decision after the end: "the game is over". */
  readonly over: string;
  /** The rules: whether a well-formed decision is legal now (the game's own `checkDecision`). */
  readonly legal: (context: C, event: E) => Refusal | null;
}

/** The fields of each decision type, `type` and `seat` first: what `checkDecisionShape` allows. */
export function decisionFields<C>(decisions: Readonly<Record<string, DecisionSpec<C>>>): DecisionFields {
  const out: Record<string, ReadonlySet<string>> = {};
  for (const [type, d] of Object.entries(decisions)) out[type] = new Set(['type', 'seat', ...Object.keys(d.fields ?? {})]);
  return out;
}

/**
 * A runtime's `check` from its declared decisions: the shape every game shares (`checkDecisionShape`),
 * then each field's test (a missing or unreadable field gets the decision's usage message), then
 * the end of the game, then the rules.
 */
export function decisionCheck<C extends { readonly players: readonly unknown[] }, E>(spec: DecisionsSpec<C, E>): (snapshot: FastSnapshot<C>, event: unknown) => Refusal | null {
  const shape = { game: spec.game, fields: decisionFields(spec.decisions), seats: 0 };
  return (snapshot, event) => {
    const c = snapshot.context;
    const refused = checkDecisionShape(event, { ...shape, seats: c.players.length });
    if (refused) return refused;
    const e = event as Record<string, unknown>;
    const type = e.type as string;
    const d = spec.decisions[type]!;
    for (const [k, test] of Object.entries(d.fields ?? {})) {
      const present = hasOwn(e, k);
      if (present ? !test(e[k], c) : !d.optional?.includes(k)) {
        const usage = typeof d.usage === 'function' ? d.usage(c) : (d.usage ?? `${type} needs only the seat`);
        return { code: 'event/malformed', message: usage };
      }
    }
    if (snapshot.status === 'done') return { code: 'move/game-over', message: spec.over };
    return spec.legal(c, event as E);
  };
}
