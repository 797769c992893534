/**
 * Conditions on statements, and values of the player count:
 *
 *     tokens 11 when players 3
 *     tokens 13 when players 4
 *     tokens 15 when players 5..
 *     tokens 10 per player plus 1
 *     turn 6 6 into 1 when sechsen-umdrehen
 *
 * A statement whose signature allows it may end in `when <condition> [and <condition> …]`, a
 * condition being `players <range>` or an on/off option. The statement may then be given again
 * under other conditions; a line of it without condition is the default wherever none holds.
 * The conditions pass checks the lines against each other and against `players`; the rule set
 * is then built once for each stretch of table sizes that reads the same lines (see
 * `RuleSet.byPlayers` and `rulesForPlayers`).
 */
import type { SourceRange } from './diagnostics.js';
import { MAX_NUMBER, MAX_PLAYERS } from './limits.js';
import type { Reader } from './reader.js';
import { custom, list, name, optional, Part, type Located } from './signature.js';
import type { Word } from './syntax.js';

/** `players <range>` of a condition: the table sizes a line holds for (`to` null: no upper end). */
export interface PlayerCondition {
  readonly from: number;
  readonly to: number | null;
  /** The range word, e.g. `5..`. */
  readonly range: SourceRange;
}

/** The `when …` clause of a line. */
export interface Condition {
  readonly players: PlayerCondition | null;
  /**
   * `phase <name>`: the line holds only in this phase of play, a name the game's schema gives
   * (`GameSchema.phases`). Resolved while playing (`rulesInPhase`), unlike `players`.
   */
  readonly phase: Located<string> | null;
  /** `left <range>`: the line holds only while this many players are still in play (`GameSchema.left`); resolved while playing. */
  readonly left: PlayerCondition | null;
  /** An on/off option that must be on. */
  readonly option: Located<string> | null;
  /** From `when` to the end of the clause, for messages and the fix that removes it. */
  readonly range: SourceRange;
}

/** A count that may depend on the number of players: `times` per player `plus` a constant. */
export interface Count {
  readonly times: number;
  readonly plus: number;
}

/** A count read on a line, with what it must stay within, for the conditions pass. */
export interface CountRef {
  readonly count: Count;
  readonly min: number;
  readonly max: number;
  /** What the count is, for messages: `the number of tokens`. */
  readonly what: string;
  /** From the number to the last word of the count. */
  readonly range: SourceRange;
  /** The count as written: `10 per player plus 1`. */
  readonly text: string;
}

/** The value of a count at a table of `players`. */
export function countAt(count: Count, players: number): number {
  return count.times * players + count.plus;
}

const joined = (start: SourceRange, r: Reader): SourceRange => ({ file: start.file, start: start.start, end: r.previous()?.range.end ?? start.end });

/**
 * A whole number, or a value of the player count: `<n> per player [plus <m>]`. The value is a
 * `Count`; a constant is checked against `limits` where it is written, a formula by the
 * conditions pass for every table size the game allows.
 */
export function count(label: string, what: string, limits: { readonly min: number; readonly max: number }): Part<Count> {
  const usage = `<${label}> [per player [plus <n>]]`;
  return new Part({ usage, opens: [], nullable: false, clauseWords: [] }, (r) => {
    const start = r.here();
    const n = r.int(what, { min: -MAX_NUMBER, max: MAX_NUMBER });
    if (n === undefined) return undefined;
    if (!r.keyword('per')) return r.checkInt(n, what, limits, start) === undefined ? undefined : { times: 0, plus: n };
    if (!r.expect('player')) return undefined;
    if (n < 1) return r.fail(`a count per player is at least 1, not ${n}`, start, 'value/out-of-range');
    const plus = r.keyword('plus') ? r.int('the number added', { min: -MAX_NUMBER, max: MAX_NUMBER }) : 0;
    if (plus === undefined) return undefined;
    const range = joined(start, r);
    const text = r.words
      .filter((w) => w.range.start.offset >= range.start.offset && w.range.end.offset <= range.end.offset)
      .map((w) => w.text)
      .join(' ');
    const value = { times: n, plus };
    r.counts.push({ count: value, min: limits.min, max: limits.max, what, range, text });
    return value;
  });
}

type OneCondition =
  | { readonly players: PlayerCondition }
  | { readonly left: PlayerCondition }
  | { readonly phase: Located<string> }
  | { readonly option: Located<string> };

const optionName = name('option', 'the option that switches this on').at();
const phaseName = name('phase', 'the phase of play').at();

/** `players <range>`, `phase <name>`, `left <range>` or an on/off option: one condition of a `when` clause. */
const oneCondition = custom<OneCondition>('<condition>', (r) => {
  for (const kind of ['players', 'left'] as const) {
    if (!r.keyword(kind)) continue;
    const at = r.here();
    const what = kind === 'players' ? 'the players the line holds for' : 'the players still in play the line holds for';
    const v = r.range(what, { min: 1, max: MAX_PLAYERS, open: true, ascending: true });
    if (v === undefined) return undefined;
    const c: PlayerCondition = { from: v.from, to: v.to, range: at };
    return kind === 'players' ? { players: c } : { left: c };
  }
  if (r.keyword('phase')) {
    const phase = phaseName.read(r);
    return phase === undefined ? undefined : { phase };
  }
  const ref = optionName.read(r);
  if (!ref) return undefined;
  r.optionRefs.push(ref);
  return { option: ref };
});

/**
 * `<condition> [and <condition> …]` after `when`: at most one of each kind (players, phase, left, option).
 * Written `<condition>` in usage lines; the reference explains `and`.
 */
const conditionList = new Part({ usage: '<condition>', opens: [], nullable: false, clauseWords: [] }, (r) => {
  const start = r.previous()?.range ?? r.here();
  const parts = list(oneCondition, 'and').read(r);
  if (parts === undefined) return undefined;
  let players: PlayerCondition | null = null;
  let left: PlayerCondition | null = null;
  let phase: Located<string> | null = null;
  let option: Located<string> | null = null;
  for (const p of parts) {
    if ('players' in p) {
      if (players) return r.fail('a line holds for one range of players; write it as one range, like `players 3..5`', p.players.range);
      players = p.players;
    } else if ('left' in p) {
      if (left) return r.fail('a line holds for one range of players left; write it as one range, like `left 2..3`', p.left.range);
      left = p.left;
    } else if ('phase' in p) {
      if (phase) return r.fail('a line holds in one phase; give the statement one line per phase', p.phase.range);
      phase = p.phase;
    } else {
      if (option) return r.fail('a line is switched by one option', p.option.range);
      option = p.option;
    }
  }
  return { players, phase, left, option, range: joined(start, r) } satisfies Condition;
});

/** `[when <condition> [and <condition> …]]`: the clause a conditional statement ends in. */
export const conditionClause: Part<Condition | null> = optional('when', conditionList);

/** How a condition is written, normalised (`players 3` is `players 3..3`), for telling lines apart. */
export function conditionKey(words: readonly Word[]): string {
  let at = -1;
  for (let i = words.length - 1; i >= 1; i--) {
    const w = words[i]!;
    if (w.kind === 'name' && w.value === 'when') {
      at = i;
      break;
    }
  }
  if (at < 0) return '';
  const parts: string[] = [];
  let current: string[] = [];
  const rest = words.slice(at + 1);
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i]!;
    if (w.kind === 'name' && w.value === 'and') {
      parts.push(current.join(' '));
      current = [];
    } else if (w.kind === 'number' && current.length === 1 && (current[0] === 'players' || current[0] === 'left')) current.push(`${w.value}..${w.value}`);
    else current.push(w.text);
  }
  parts.push(current.join(' '));
  return parts.sort().join(' and ');
}

/** A range of table sizes as it is written: `3`, `3..5`, `5..`. */
export function playersText(from: number, to: number | null): string {
  return to === null ? `${from}..` : from === to ? `${from}` : `${from}..${to}`;
}

/** A count at the table size a build runs for (`ctx.tableSize`); a constant needs none. */
export function countFor(ctx: { readonly tableSize?: number }, c: Count): number {
  if (c.times === 0) return c.plus;
  if (ctx.tableSize === undefined) throw new Error('a count per player is worked out without a table size');
  return countAt(c, ctx.tableSize);
}
