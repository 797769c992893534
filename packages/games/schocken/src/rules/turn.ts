import { rulesInPhase } from '@regelwerk/dsl';
import { isIndexList, type Refusal, type Seat } from '@regelwerk/engine';
import type { SchockenContext, SchockenEvent } from '../context.js';
import type { SchockenRules, TurnRule } from '../schema/rules.js';
import { throwOffOf } from './ties.js';

const refuse = (code: string, message: string): Refusal => ({ code, message });

/** No dice (to turn): shared, so that checking a throw that turns none allocates nothing. */
const NO_DICE: readonly number[] = Object.freeze([]);

/**
 * The phase of play (the schema's `when phase`): `middle` while tokens still come from the
 * middle, `passing` once it is empty; `opening` for the opening round of rules that have one. The
 * final is not a phase of its own: it starts from a full middle again.
 */
export function phaseOf(ctx: SchockenContext): 'opening' | 'middle' | 'passing' {
  return phaseNamed(inOpening(ctx), ctx.middle);
}

/** The phase's name from what a player sees too (a view): whether the opening round is on, and the tokens in the middle. */
export function phaseNamed(opening: boolean, middle: number): 'opening' | 'middle' | 'passing' {
  if (opening) return 'opening';
  return middle > 0 ? 'middle' : 'passing';
}

/** Whether the opening round (`opening-round counts`) is being played: the game's first round under such rules. */
export function inOpening(ctx: SchockenContext): boolean {
  return ctx.rounds === 0 && ctx.rules.opening !== undefined;
}

/**
 * The rules in force now: a rule set with lines `when phase …` or `when left …` gives the values
 * of this phase and the players still in it (worked out once per rule set and phase, see
 * `rulesInPhase`); any other is its own answer at the cost of one property read.
 */
export function rulesNow(ctx: SchockenContext): SchockenRules {
  const rules = ctx.rules;
  const entries = rules.byPhase;
  if (entries == null) return rules;
  // The last answer, keyed by all it reads (the rule set, the phase, the players left): a turn
  // asks many times in one phase, and a lookup per legal candidate halved a simulation's pace.
  if (rules !== memo.rules) {
    memo.rules = rules;
    memo.countsLeft = entries.some((e) => e.left !== null);
    memo.phase = '';
  }
  const phase = phaseOf(ctx);
  const left = memo.countsLeft ? seatsInPlay(ctx) : 0;
  if (phase !== memo.phase || left !== memo.left) {
    memo.phase = phase;
    memo.left = left;
    memo.answer = rulesInPhase(rules, phase, left);
  }
  return memo.answer!;
}

const memo: { rules: SchockenRules | null; countsLeft: boolean; phase: string; left: number; answer: SchockenRules | null } = {
  rules: null,
  countsLeft: false,
  phase: '',
  left: 0,
  answer: null,
};

/** The most throws a turn may have in any phase: what a saved game's counts are checked against. */
export function mostThrows(rules: SchockenRules): number {
  let most = rules.throws.max;
  for (const e of rules.byPhase ?? []) {
    const t = e.values['throws'] as SchockenRules['throws'] | undefined;
    if (t && t.max > most) most = t.max;
  }
  return most;
}

/** The throw limit for the player whose turn it is (the phase's, `throws … when phase`). */
export function throwLimit(ctx: SchockenContext): number {
  // In a throw-off every tied player has the throw-off's throws (`ties throw-off throws <n>`).
  if (ctx.throwOff) return throwOffOf(ctx.rules)!.throws;
  // The opening round is one throw each.
  if (inOpening(ctx)) return 1;
  const throws = rulesNow(ctx).throws;
  if (ctx.current === ctx.starter || !throws.setByStarter || ctx.roundLimit === null) return throws.max;
  return ctx.roundLimit;
}

export function seatsInPlay(ctx: SchockenContext): number {
  const inPlay = ctx.inPlay;
  let n = 0;
  for (let s = 0; s < inPlay.length; s++) if (inPlay[s]) n++;
  return n;
}

/** The next seat after `seat`, clockwise, that plays in this half. */
export function nextInPlay(ctx: SchockenContext, seat: Seat): Seat {
  const n = ctx.players.length;
  let s = seat;
  for (let i = 1; i <= n; i++) {
    s = s + 1 === n ? 0 : s + 1;
    if (ctx.inPlay[s]) return s;
  }
  return seat;
}


const turnText = (t: TurnRule) => `${t.from.join(' ')} into ${t.to.join(' ')}${t.origin === 'any' ? '' : ` from ${t.origin}`}${t.cost ? ` costs ${t.cost} throw` : ''}`;

/**
 * Why a turn rule may not turn these dice now, from where they came: `from same-throw`, none of
 * them lay aside at the throw just made; `from first-throw`, only right after the turn's first.
 */
function originRefusal(ctx: SchockenContext, rule: TurnRule, turn: readonly number[]): Refusal | null {
  if (rule.origin === 'same-throw') {
    const earlier = turn.find((i) => ctx.aside.includes(i));
    if (earlier !== undefined) return refuse('dice/turn-origin', `${turnText(rule)}: only dice of the throw just made may be turned, and die ${earlier} lay aside at it`);
  } else if (rule.origin === 'first-throw' && ctx.throwsUsed !== 1) {
    return refuse('dice/turn-origin', `${turnText(rule)}: dice may be turned only right after the turn's first throw`);
  }
  return null;
}

function sameMultiset(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/**
 * Whether a decision is allowed now, from the context alone (the machine's guards use it too).
 * Returns why not, or null. The rulebook clauses are cited in the codes' messages.
 */
export function checkDecision(ctx: SchockenContext, event: SchockenEvent): Refusal | null {
  if (event.seat !== ctx.current) {
    return refuse('move/not-your-turn', `it is ${ctx.players[ctx.current]?.name ?? `seat ${ctx.current}`}'s turn, not seat ${event.seat}'s`);
  }
  const rules = rulesNow(ctx);
  if (event.type === 'dice.blind') return blindRefusal(ctx, rules);
  const count = rules.dice.count;
  if (event.type === 'turn.end') {
    if (ctx.throwsUsed < Math.max(1, rules.throws.min)) return refuse('turn/throw-first', `throw at least ${Math.max(1, rules.throws.min)} time(s) before ending the turn`);
    return null;
  }
  const keep = event.keep;
  if (!isIndexList(keep, count)) return refuse('dice/keep-invalid', `keep lists distinct dice from 0 to ${count - 1}`);
  const turn = event.turn ?? NO_DICE;
  if (ctx.throwsUsed === 0) {
    if (keep.length > 0 || turn.length > 0) return refuse('dice/nothing-aside', 'the first throw of a turn throws all dice');
    return null;
  }
  const limit = throwLimit(ctx);
  if (ctx.throwsUsed >= limit) return refuse('dice/no-throws-left', `this turn allows ${limit} throw(s)`);
  if (!rules.reuseSetAside && !ctx.aside.every((i) => keep.includes(i) || turn.includes(i))) {
    return refuse('dice/aside-fixed', 'dice set aside may not be thrown again under these rules');
  }
  const only = rules.keepOnly;
  if (only !== null) {
    const bad = keep.find((i) => !only.includes(ctx.dice[i]!));
    if (bad !== undefined) return refuse('dice/keep-restricted', `only dice showing ${only.join(' or ')} may be set aside, and die ${bad} shows ${ctx.dice[bad]}`);
  }
  let kept = keep.length;
  if (turn.length > 0) {
    if (!isIndexList(turn, count) || turn.some((i) => keep.includes(i))) return refuse('dice/turn-invalid', 'turn lists distinct dice that are not also in keep');
    const values = turn.map((i) => ctx.dice[i]!);
    const rule = rules.turns.find((t) => sameMultiset(t.from, values));
    if (!rule) {
      return refuse(
        'dice/turn-invalid',
        rules.turns.length === 0 ? 'these rules do not allow turning dice' : `dice showing ${values.join(' ')} cannot be turned; allowed: ${rules.turns.map(turnText).join(', ')}`,
      );
    }
    const refused = originRefusal(ctx, rule, turn);
    if (refused) return refused;
    if (rule.cost && ctx.throwsUsed + 1 + rule.cost > limit) {
      return refuse('dice/turn-cost', `${turnText(rule)}: turning uses up ${rule.cost} throw(s) besides this one, and this turn has ${limit - ctx.throwsUsed} left`);
    }
    if (only !== null && rule.to.some((v) => !only.includes(v))) {
      return refuse('dice/keep-restricted', `only dice showing ${only.join(' or ')} may be set aside, and ${turnText(rule)} would set aside a ${rule.to.find((v) => !only.includes(v))}`);
    }
    kept += rule.to.length;
  }
  if (kept >= count) return refuse('dice/nothing-to-throw', 'throw at least one die; to keep them all, end the turn');
  return null;
}

/**
 * Why the turn's first throw may not be declared blind now (`blind first-throw`), or null: the
 * rules must allow it, it is the turn's first throw and its only one, and a throw-off is thrown open.
 */
function blindRefusal(ctx: SchockenContext, rules: SchockenRules): Refusal | null {
  if (ctx.rules.blind === undefined) return refuse('dice/blind-not-allowed', 'these rules have no blind throw');
  if (ctx.throwOff) return refuse('dice/blind-not-allowed', 'a throw-off is thrown in view of all, never blind');
  if (inOpening(ctx)) return refuse('dice/blind-not-allowed', 'the opening round is thrown in view of all, never blind');
  if (ctx.throwsUsed > 0) return refuse('dice/blind-first-only', 'only the first throw of a turn may be declared blind, before the cup is lifted');
  if (rules.throws.min > 1) return refuse('dice/blind-not-allowed', `a blind throw is the turn's only throw, and these rules ask for at least ${rules.throws.min}`);
  return null;
}
