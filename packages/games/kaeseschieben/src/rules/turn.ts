/**
 * A turn of Käseschieben (rulebook, seed 002, "Würfeln und Ziehen" to "Der letzte Käsewürfel"):
 * roll the mouse die (a joker face means throw again and multiply the number once), then step
 * exactly that many times; the last cube's bonus, which its receiver "darf" (may) take or decline.
 * Pure functions over the context.
 */
import type { Face } from '@regelwerk/dsl';
import { memoLast, type Chance, type Refusal, type Seat } from '@regelwerk/engine';
import type { Direction, KaeseschiebenContext, KaeseschiebenEvent } from '../context.js';
import type { KaeseschiebenRules } from '../schema/rules.js';
import { DIRECTIONS, type Size } from '../geometry.js';
import { boardEmpty, completable, completableFirstSteps, isBlocked, step, type Blocked } from './board.js';

type Ctx = KaeseschiebenContext;

/** A die with no number face would be thrown forever: after this many jokers the roll gives nothing. */
const MAX_JOKERS = 100;

/** Throws the mouse die until it shows a number: the faces thrown and the steps they give. */
export function rollDie(rules: KaeseschiebenRules, draw: Chance): { faces: Face[]; steps: number } {
  const die = rules.dice.die;
  const joker = rules.joker;
  const faces: Face[] = [];
  for (;;) {
    const [f] = draw.dice(die, 1);
    faces.push(f!);
    if (joker === null || f !== joker.face) break;
    if (faces.length > MAX_JOKERS) return { faces, steps: 0 };
  }
  return { faces, steps: stepsOf(rules, faces) };
}

/** The steps a roll gives: its number, multiplied once if any joker came before it. */
export function stepsOf(rules: KaeseschiebenRules, faces: readonly Face[]): number {
  const last = faces[faces.length - 1];
  if (typeof last !== 'number') return 0;
  const jokered = rules.joker !== null && faces.length > 1;
  return jokered ? last * rules.joker!.times : last;
}

export const sizeOf = (ctx: Ctx) => ctx.rules.board;

/** The steps the seat to move may take now: legal, and the move can still be completed after them. */
export function nextSteps(ctx: Ctx): Direction[] {
  return [...stepsNow(ctx)];
}

const NO_STEPS: readonly Direction[] = Object.freeze([]);

/**
 * Every list of first steps, in the order of DIRECTIONS: one per set of directions, made once
 * and shared (never change one; they stay inside the game: decisions are made from them). Not
 * frozen: V8 runs a frozen array's `includes` and `map` on a slow path.
 */
const STEP_SETS: readonly (readonly Direction[])[] = Array.from({ length: 1 << DIRECTIONS.length }, (_, mask) => DIRECTIONS.filter((_d, k) => (mask >> k) & 1));

/**
 * The steps of a position, worked out once: the legal decisions and the guard ask for the same
 * position's steps. Kept by the fields they are worked out from (see `memoLast`), as one of the
 * `STEP_SETS` (no new list at every step).
 */
const firstSteps = memoLast((size: Size, board: readonly number[], mice: readonly number[], seat: Seat, left: number): readonly Direction[] => {
  let mask = 0;
  for (const dir of completableFirstSteps(size, board, mice, seat, left)) mask |= 1 << DIRECTIONS.indexOf(dir);
  return STEP_SETS[mask]!;
});

/** `nextSteps` without a copy: shared, never to be changed (the legal decisions and the guard read it). */
export function stepsNow(ctx: Ctx): readonly Direction[] {
  if (ctx.left <= 0 || ctx.receiver !== null) return NO_STEPS;
  return firstSteps(sizeOf(ctx), ctx.board, ctx.mice, ctx.current, ctx.left);
}

/** After the roll: no complete move of the thrown length exists, so the turn passes. */
export function noCompleteMove(ctx: Ctx): boolean {
  return ctx.left <= 0 || !completable(sizeOf(ctx), ctx.board, ctx.mice, ctx.current, ctx.left);
}

/** The players a receiver of the last cube may take a cube from, and the sizes each holds. */
export function stealChoices(ctx: Ctx): { readonly from: Seat; readonly size: string; readonly count: number }[] {
  if (ctx.receiver === null) return [];
  const out: { from: Seat; size: string; count: number }[] = [];
  ctx.won.forEach((ids, from) => {
    if (from === ctx.receiver) return;
    for (const c of ctx.rules.cubes) {
      const count = ids.filter((id) => ctx.cubes[id]!.size === c.id).length;
      if (count > 0) out.push({ from, size: c.id, count });
    }
  });
  return out;
}

/** Whether the receiver of the last cube may still take one: steals left and another player holds a cube. */
export function stealPending(ctx: Ctx): boolean {
  return ctx.receiver !== null && ctx.stealsLeft > 0 && ctx.won.some((ids, s) => s !== ctx.receiver && ids.length > 0);
}

export const roundOver = (ctx: Ctx) => boardEmpty(ctx.board);

const refuse = (code: string, message: string): Refusal => ({ code, message });

const BLOCKED: Readonly<Record<Blocked, string>> = {
  'step/off-board': 'a mouse cannot leave the board',
  'step/mouse': 'a mouse never enters another mouse’s square',
  'push/mouse': 'the line of cheese ahead ends at a mouse, so it cannot be pushed',
};

/** The seat whose decision the game waits for. */
export const actor = (ctx: Ctx): Seat => ctx.receiver ?? ctx.current;

/** Whether a decision is allowed now, from the context alone (the guards use it too); why not, or null. */
export function checkDecision(ctx: Ctx, event: KaeseschiebenEvent): Refusal | null {
  const who = actor(ctx);
  if (event.seat !== who) return refuse('move/not-your-turn', `it is ${ctx.players[who]?.name ?? `seat ${who}`}'s turn, not seat ${event.seat}'s`);
  const stealing = ctx.receiver !== null;
  switch (event.type) {
    case 'die.roll':
      if (stealing) return refuse('turn/take-a-cube', 'the last cube’s receiver first takes a cube from another player, or declines to');
      return ctx.roll.length === 0 ? null : refuse('die/rolled', `the die is rolled; take the ${ctx.left} step${ctx.left === 1 ? '' : 's'} left`);
    case 'mouse.step': {
      if (stealing) return refuse('turn/take-a-cube', 'the last cube’s receiver first takes a cube from another player, or declines to');
      if (ctx.roll.length === 0) return refuse('turn/roll-first', 'roll the die before stepping');
      // The steps offered are possible and complete a move: no need to take one on a copy to check it.
      if (stepsNow(ctx).includes(event.dir)) return null;
      const r = step(sizeOf(ctx), ctx.board, ctx.mice, ctx.mice[ctx.current]!, event.dir);
      if (isBlocked(r)) return refuse(r, BLOCKED[r]);
      return refuse('step/dead-end', `after that step the ${ctx.left - 1} step${ctx.left === 2 ? '' : 's'} left cannot all be taken`);
    }
    case 'cube.take': {
      if (!stealing) return refuse('cube/no-bonus', 'only who receives the last cube of the board takes a cube from another player');
      if (event.from === event.seat) return refuse('cube/own', 'take the cube from another player');
      const choice = stealChoices(ctx).find((c) => c.from === event.from && c.size === event.size);
      return choice ? null : refuse('cube/none-there', `${ctx.players[event.from]?.name ?? `seat ${event.from}`} has no ${event.size} cube`);
    }
    case 'cube.decline':
      return stealing ? null : refuse('cube/no-bonus', 'only who receives the last cube of the board may take a cube, or decline to');
  }
}
