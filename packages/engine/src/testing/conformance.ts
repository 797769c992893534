/// <reference types="node" />
/**
 * The test suite every game passes (DESIGN §4, after OpenSpiel's): random games with the game's
 * invariants checked after every step, serialise/restore at every step, replay of every log,
 * tampered logs refused at the tampered step, XState's actor and the fast interpreter in step,
 * `xstate/graph` paths reaching every state, and recorded playthroughs compared on every run.
 * It knows nothing about any game: what is special to one comes in through the options.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createActor, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { RuleSet } from '@regelwerk/dsl';
import type { Draw } from '../chance.js';
import type { Bot, GameEvent, GameRuntime, Outcome, PlayerInfo, Seat } from '../contract.js';
import { fromStateValue, type FastSnapshot, type StateConfig } from '../fast-machine.js';
import type { GameLog } from '../log.js';
import type { GameModule } from '../module.js';
import { replayLog } from '../replay.js';
import { GameSession } from '../session.js';
import { playGame } from '../simulate.js';

/** One step of a random game, as invariants see it. */
export interface ConformanceStep<C, E> {
  readonly rules: RuleSet;
  readonly before: FastSnapshot<C>;
  readonly event: E;
  readonly after: FastSnapshot<C>;
  /** What chance decided in the step. */
  readonly chance: readonly Draw[];
}

/** A finished random game. */
export interface ConformanceGame<C, E> {
  readonly rules: RuleSet;
  readonly steps: readonly ConformanceStep<C, E>[];
  readonly final: FastSnapshot<C>;
  readonly outcome: Outcome;
  readonly log: GameLog;
}

/** A game recorded to a file and compared on every run. */
export interface Playthrough {
  /** The file is `<name>.json` in the playthrough folder. */
  readonly name: string;
  readonly ruleFile: string;
  /** One bot id per seat. */
  readonly bots: readonly string[];
  readonly seed: string;
}

export interface ConformanceOptions<C, E> {
  /** Rule files to play (a game and its variants), as `loadRules` names them. */
  readonly ruleFiles: readonly string[];
  /** Compiles one of `ruleFiles`. */
  readonly loadRules: (file: string) => RuleSet;
  /** Bot mixes: the bots of a mix sit at the seats in turn. */
  readonly bots: readonly (readonly string[])[];
  readonly playerCounts: readonly number[];
  /** What must hold after every step: a list of what does not (empty when all holds). */
  readonly invariants: (step: ConformanceStep<C, E>) => readonly string[];
  /** What must hold of a whole game (e.g. every round recounted independently). */
  readonly gameInvariants?: (game: ConformanceGame<C, E>) => readonly string[];
  /**
   * Model-based paths: rules small enough for a short game, the number of players, and an
   * abstraction of a snapshot that keeps the state space finite (it must leave out the generator
   * state). Traversals from `seeds` seeds (default 40) together must reach every state.
   */
  readonly graph: { readonly rules: RuleSet; readonly players: number; readonly seeds?: number; serialize(snapshot: FastSnapshot<C>): string };
  /**
   * Recorded games, compared on every run: a change that alters how the game plays shows up as a
   * difference. After an intended change, re-record with `UPDATE_PLAYTHROUGHS=1` and review the diff.
   */
  readonly playthroughs?: { readonly dir: URL; readonly games: readonly Playthrough[] };
}

type GameContext = { readonly rules: RuleSet };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Runtime<C extends GameContext, E extends GameEvent> = GameRuntime<any, C, E, any>;

/** Registers the conformance tests of one game module with vitest. */
export function describeGameConformance<C extends GameContext, E extends GameEvent>(module: GameModule<Runtime<C, E>>, options: ConformanceOptions<C, E>): void {
  const runtime = module.runtime;
  let machine: Promise<AnyStateMachine> | undefined;
  const loadMachine = () => (machine ??= module.machine());
  const schemas = [module.schema];

  describe(`${module.id} conformance`, () => {
    describe.each(options.ruleFiles)('random games with %s', (file) => {
      const rules = options.loadRules(file);
      const cases = options.bots.flatMap((mix) => options.playerCounts.map((n) => ({ n, mix: mix.join(', '), bots: mix })));
      const played = new Map<string, ConformanceGame<C, E>>();
      const game = (n: number, bots: readonly string[]) => {
        const seed = `${module.id}/${file}/${bots.join('+')}/${n}`;
        let g = played.get(seed);
        if (!g) played.set(seed, (g = playRecorded(runtime, rules, seatsFor(n, bots), seed)));
        return g;
      };

      it.each(cases)('$n players ($mix): invariants hold after every step, and every snapshot restores to itself', ({ n, bots }) => {
        const g = game(n, bots);
        expect(g.steps.length).toBeGreaterThan(0);
        for (const [i, step] of g.steps.entries()) {
          expect(options.invariants(step), `after step ${i} (${JSON.stringify(step.event)})`).toEqual([]);
          const restored = runtime.restore(runtime.serialize(step.before), step.rules);
          expect(restored).toEqual({ ok: true, value: step.before });
          if (restored.ok) expect(runtime.fast.transition(restored.value, step.event)).toEqual(step.after);
          expectSeatsKeptApart(runtime, step.before);
        }
        expect(options.gameInvariants?.(g) ?? []).toEqual([]);
        expect(runtime.restore('{not json', rules).ok).toBe(false);
      });

      it.each(cases)('$n players ($mix): the log replays, and tampered copies are refused at the tampered step', ({ n, bots }) => {
        const g = game(n, bots);
        const { log } = g;
        expect(replayLog(copy(log), runtime, schemas)).toEqual({ ok: true, value: { steps: g.steps.length, outcome: g.outcome } });
        for (const t of tamperings(runtime, g)) {
          const changed = copy(log);
          t.tamper(changed);
          const r = replayLog(changed, runtime, schemas);
          expect(r.ok, t.what).toBe(false);
          if (!r.ok) {
            expect({ what: t.what, step: r.error.step, code: t.code === undefined ? undefined : r.error.code }).toEqual({ what: t.what, step: t.step, code: t.code });
          }
        }
      });

      it.each(cases)('$n players ($mix): XState’s actor takes every step to the same state and context, and ignores refused decisions', async ({ n, bots }) => {
        const g = game(n, bots);
        const actor = createActor(await loadMachine(), { input: { rules: g.rules, players: g.log.players, seed: g.log.seed } });
        actor.start();
        const same = (fast: FastSnapshot<C>) => {
          const x = actor.getSnapshot();
          expect({ value: fromStateValue(x.value), status: x.status }).toEqual({ value: fast.value, status: fast.status });
          expect(x.context).toEqual(fast.context);
        };
        same(g.steps[0]!.before);
        for (const step of g.steps) {
          const wrong = wrongSeat(runtime, step.before, step.event);
          if (wrong) {
            actor.send(wrong);
            same(step.before);
          }
          actor.send(step.event);
          same(step.after);
        }
        actor.stop();
      });
    });

    it('model-based paths (xstate/graph) reach every state the game can rest in, and each replays through a session', async () => {
      const xs = await loadMachine();
      const { rules, players: n, serialize } = options.graph;
      const players = seatsFor(n, [null]);
      const resting = restingLeaves(runtime.fast.config, runtime.fast.leaves());
      const toFast = (s: { value: unknown; context: unknown; status: string }): FastSnapshot<C> => ({
        value: fromStateValue(s.value),
        context: s.context as C,
        status: s.status === 'done' ? 'done' : 'active',
      });
      // Where a traversal leads depends on the dice, so traverse from several fixed seeds until
      // every state has been reached.
      const reached = new Map<string, { seed: string; events: GameEvent[] }>();
      for (let i = 0; i < (options.graph.seeds ?? 40) && reached.size < resting.length; i++) {
        const seed = `graph-${i}`;
        const paths = getShortestPaths(xs, {
          input: { rules, players, seed },
          events: (s) => {
            const snap = toFast(s as never);
            return runtime.toMove(snap).flatMap((seat: Seat) => runtime.legalEvents(snap, seat)) as never;
          },
          serializeState: (s) => serialize(toFast(s as never)),
        });
        for (const p of paths) {
          const value = fromStateValue(p.state.value);
          if (!reached.has(value)) reached.set(value, { seed, events: p.steps.slice(1).map((st) => st.event as GameEvent) });
        }
      }
      expect([...reached.keys()].sort()).toEqual([...resting].sort());
      for (const [value, { seed, events }] of reached) {
        const started = GameSession.start(runtime, { rules, players, seed });
        expect(started.ok).toBe(true);
        if (!started.ok) continue;
        expect(started.value.applyAll(events)).toMatchObject({ ok: true, value: { value } });
      }
    });

    const recorded = options.playthroughs;
    if (recorded) {
      it.each(recorded.games)('the recorded playthrough $name plays exactly as recorded and replays', ({ name, ruleFile, bots, seed }) => {
        const rules = options.loadRules(ruleFile);
        const g = playRecorded(runtime, rules, bots.map((b, i) => ({ name: `${b} ${i + 1}`, bot: b })), seed);
        const text = `${JSON.stringify(g.log, null, 1)}\n`;
        const path = new URL(`${name}.json`, recorded.dir);
        if (process.env.UPDATE_PLAYTHROUGHS) writeFileSync(path, text);
        expect(existsSync(path), `no recording ${name}.json; create it with UPDATE_PLAYTHROUGHS=1`).toBe(true);
        const file = readFileSync(path, 'utf8');
        expect(text).toBe(file);
        expect(replayLog(JSON.parse(file), runtime, schemas)).toMatchObject({ ok: true });
      });
    }
  });
}

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function seatsFor(n: number, bots: readonly (string | null)[]): PlayerInfo[] {
  return Array.from({ length: n }, (_, i) => {
    const bot = bots[i % bots.length]!;
    return { name: `${bot ?? 'P'} ${i + 1}`, bot };
  });
}

function playRecorded<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, rules: RuleSet, players: readonly PlayerInfo[], seed: string): ConformanceGame<C, E> {
  const narrowed = runtime.rulesFor(rules);
  if (!narrowed.ok) throw new Error(narrowed.error.message);
  const bots: Record<string, Bot> = {};
  for (const p of players) if (p.bot !== null) bots[p.bot] ??= runtime.bots[p.bot]!(narrowed.value) as Bot;
  const steps: Omit<ConformanceStep<C, E>, 'chance'>[] = [];
  const played = playGame({
    game: runtime,
    rules,
    players,
    seed,
    record: true,
    bots,
    onStep: (before, event, after) => steps.push({ rules: narrowed.value, before: before as FastSnapshot<C>, event: event as E, after: after as FastSnapshot<C> }),
  });
  const log = played.log!;
  return {
    rules: narrowed.value,
    steps: steps.map((s, i) => ({ ...s, chance: log.steps[i]!.chance })),
    final: played.snapshot as FastSnapshot<C>,
    outcome: played.outcome,
    log,
  };
}

/** The event as if a seat that is not to move sent it, or null when every seat is to move. */
function wrongSeat<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, before: FastSnapshot<C>, event: E): E | null {
  const toMove = runtime.toMove(before);
  for (let seat = 0; seat < playerCount(before); seat++) if (!toMove.includes(seat)) return { ...event, seat };
  return null;
}

const playerCount = (s: FastSnapshot<unknown>) => ((s.context as { players?: readonly unknown[] }).players ?? []).length;

/** Only seats to move have decisions, every listed decision is accepted, and another seat's is refused. */
function expectSeatsKeptApart<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, before: FastSnapshot<C>): void {
  const toMove = runtime.toMove(before);
  for (let seat = 0; seat < playerCount(before); seat++) {
    const legal = runtime.legalEvents(before, seat);
    if (!toMove.includes(seat)) {
      expect(legal, `seat ${seat} is not to move in ${before.value}`).toEqual([]);
      continue;
    }
    for (const e of legal) expect(runtime.check(before, e), `${JSON.stringify(e)} is listed as legal in ${before.value}`).toBeNull();
    const wrong = wrongSeat(runtime, before, legal[0]!);
    if (wrong) expect(runtime.check(before, wrong), `seat ${wrong.seat} decides out of turn in ${before.value}`).not.toBeNull();
  }
}

interface Tampering {
  readonly what: string;
  tamper(log: GameLog): void;
  /** Absent: the log as a whole or its set-up. */
  readonly step: number | undefined;
  /** Checked when given; decisions are refused with game-specific codes. */
  readonly code?: string;
}

type MutableDraw = Record<string, unknown>;
const draws = (log: GameLog, i: number) => log.steps[i]!.chance as unknown as MutableDraw[];

/** Changes to a log that replay must catch, each at a known step, derived from the log alone. */
function tamperings<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, g: ConformanceGame<C, E>): Tampering[] {
  const { log, steps } = g;
  const n = steps.length;
  const out: Tampering[] = [];
  const mid = Math.floor(n / 2);
  const wrong = wrongSeat(runtime, steps[mid]!.before, steps[mid]!.event);
  if (wrong) out.push({ what: 'a decision by a seat that is not to move', step: mid, tamper: (l) => void ((l.steps[mid]!.event as { seat: number }).seat = wrong.seat) });
  const at = Math.min(2, n - 1);
  out.push({ what: 'a decision the game does not know', step: at, tamper: (l) => void ((l.steps[at]!.event as { type: string }).type = 'no.such-decision') });
  out.push({ what: 'a decision after the game is over', step: n, code: 'move/game-over', tamper: (l) => void (l.steps as unknown[]).push(l.steps[n - 1]) });
  out.push({ what: 'a log that ends early', step: n - 1, code: 'outcome/not-reached', tamper: (l) => void (l.steps as unknown[]).pop() });
  out.push({ what: 'another outcome', step: n, code: 'outcome/differs', tamper: (l) => void ((l as { outcome: unknown }).outcome = { ranking: [], losers: [], winners: [], details: {} }) });
  out.push({ what: 'an unknown log version', step: undefined, code: 'log/format', tamper: (l) => void ((l as { version: unknown }).version = 99) });
  const quiet = log.steps.findIndex((s) => s.chance.length === 0);
  if (quiet >= 0) {
    out.push({ what: 'a draw where chance drew nothing', step: quiet, code: 'chance/mismatch', tamper: (l) => void draws(l, quiet).push({ kind: 'lot', name: 'x', among: 2, value: 0 }) });
  }
  // One impossible and one possible-but-wrong draw of every kind the game draws.
  const kinds = new Set<string>();
  const all = [{ step: undefined as number | undefined, list: log.setup }, ...log.steps.map((s, i) => ({ step: i as number | undefined, list: s.chance }))];
  for (const { step, list } of all) {
    for (const [k, d] of list.entries()) {
      if (kinds.has(d.kind)) continue;
      const change = (what: string, code: string, f: (draw: MutableDraw, original: Draw) => void) =>
        out.push({ what: `${what} (${d.kind})`, step, code, tamper: (l) => f((step === undefined ? (l.setup as unknown as MutableDraw[]) : draws(l, step))[k]!, d) });
      const other = otherValue(log, d);
      if (other === undefined) continue;
      kinds.add(d.kind);
      if (d.kind === 'dice') {
        change('a die value the die does not have', 'chance/impossible', (x) => void ((x.values as unknown[])[0] = '∅'));
        change('a die value other than the seed gives', 'chance/mismatch', (x) => void ((x.values as unknown[])[0] = other));
      } else if (d.kind === 'lot') {
        change('a lot out of range', 'chance/impossible', (x) => void (x.value = d.among));
        change('another lot than the seed gives', 'chance/mismatch', (x) => void (x.value = other));
      } else if (d.kind === 'shuffle') {
        change('a shuffle that loses an item', 'chance/impossible', (x) => void (x.items = (x.items as unknown[]).slice(1)));
        change('another order than the seed gives', 'chance/mismatch', (x) => void (x.items = other));
      } else if (d.kind === 'deal') {
        change('a deal that loses an item', 'chance/impossible', (x) => void ((x.hands as unknown[][])[0] = (x.hands as unknown[][])[0]!.slice(1)));
        change('another deal than the seed gives', 'chance/mismatch', (x) => void (x.hands = other));
      } else {
        change('another generated value', 'chance/mismatch', (x) => void (x.value = other));
      }
    }
  }
  return out;
}

/** A value for a draw that is possible but not the recorded one, or undefined when there is none. */
function otherValue(log: GameLog, d: Draw): unknown {
  switch (d.kind) {
    case 'dice': {
      // Another face of the same die, as shown somewhere in the log.
      const seen = [...log.setup, ...log.steps.flatMap((s) => s.chance)].flatMap((x) => (x.kind === 'dice' && x.die === d.die ? x.values : []));
      return seen.find((v) => v !== d.values[0]);
    }
    case 'lot':
      return d.among > 1 ? (d.value + 1) % d.among : undefined;
    case 'shuffle': {
      const i = d.items.findIndex((x) => JSON.stringify(x) !== JSON.stringify(d.items[0]));
      return i < 0 ? undefined : d.items.map((x, k) => (k === 0 ? d.items[i] : k === i ? d.items[0] : x));
    }
    case 'deal': {
      const [a, b] = d.hands;
      if (!a?.length || !b?.length || JSON.stringify(a[0]) === JSON.stringify(b[0])) return undefined;
      return d.hands.map((h, k) => (k === 0 ? [b[0], ...h.slice(1)] : k === 1 ? [a[0], ...h.slice(1)] : h));
    }
    case 'generated':
      return { not: d.value };
  }
}

/**
 * Leaves the game can rest in: all but those whose eventless transitions always leave them (the
 * last one has no guard), such as a state that scores a round and moves on.
 */
function restingLeaves(config: StateConfig, leaves: readonly string[]): string[] {
  const transient = new Set<string>();
  const walk = (c: StateConfig, path: string) => {
    const always = c.always === undefined ? [] : Array.isArray(c.always) ? c.always : [c.always];
    if (!c.states && always.length > 0 && always[always.length - 1]!.guard === undefined) transient.add(path);
    for (const [k, child] of Object.entries(c.states ?? {})) walk(child, path ? `${path}.${k}` : k);
  };
  walk(config, '');
  return leaves.filter((l) => !transient.has(l));
}
