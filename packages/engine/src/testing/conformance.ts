/// <reference types="node" />
/**
 * The test suite every game passes (docs/architecture.md, "Decisions"; after OpenSpiel's): random games with the game's
 * invariants checked after every step, serialise/restore at every step, replay of every log,
 * tampered logs refused at the tampered step, XState's actor and the fast interpreter in step,
 * `xstate/graph` paths reaching every state, and recorded playthroughs compared on every run.
 * It knows nothing about any game: what is special to one comes in through the options.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { createActor, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameSchema, RuleSet } from '@regelwerk/dsl';
import type { Draw } from '../chance.js';
import type { Bot, GameEvent, GameRuntime, Outcome, PlayerInfo, Seat } from '../contract.js';
import { fromStateValue, type FastSnapshot, type StateConfig } from '../fast-machine.js';
import type { GameLog } from '../log.js';
import type { GameModule } from '../module.js';
import { applyEvent } from '../play.js';
import { replayLog } from '../replay.js';
import { canonical } from '../canonical.js';
import { GameSession } from '../session.js';
import { playGame } from '../simulate.js';
import { allowsPlayers, MAX_PLAYER_NAME_LENGTH } from '../players.js';
import { checkFrozenSteps, checkListedDecisionsTaken, checkMemosSeeEveryField, checkNothingHandedOutIsShared } from './shared-state.js';

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
  /** The rule schemas logs are compiled with (the game's, and those of games its variants extend). */
  readonly schemas: readonly GameSchema[];
  /** Bot mixes: the bots of a mix sit at the seats in turn. */
  readonly bots: readonly (readonly string[])[];
  readonly playerCounts: readonly number[];
  /**
   * The rule files after the first (the variants) are played with these bot mixes and player
   * counts instead of `bots` and `playerCounts`, when given: a game with many variants keeps the
   * suite's time in bounds while every variant still goes through every check. With `rotate`, each
   * variant is played at one of the counts it allows, taken in turn (variant i at the i-th), so the
   * variants together still cover every count.
   */
  readonly variantGames?: { readonly bots: readonly (readonly string[])[]; readonly playerCounts: readonly number[]; readonly rotate?: boolean };
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
  /**
   * Saved states that are well typed but that no game reaches (the last move disagreeing with the
   * stacks, a counter above what it counts): each is applied to snapshots of the random games,
   * and restore must refuse every one with `state/…` and a message naming `field`. Each must
   * apply somewhere in the random games of every rule file.
   */
  readonly crossField?: readonly CrossFieldCorruption[];
}

/** A saved state as parsed JSON, for a corruption to edit. */
export interface SavedStateJson {
  value: string;
  status: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  context: Record<string, any>;
}

/** An edit that makes a saved state unreachable while keeping every field well typed. */
export interface CrossFieldCorruption {
  readonly name: string;
  /** Where the refusal must point: its message starts with this path, e.g. `$.context.last`. */
  readonly field: string;
  /** Edits `saved` in place; false when this state has nothing to edit (no move made yet, say). */
  corrupt(saved: SavedStateJson, rules: RuleSet): boolean;
}

type GameContext = { readonly rules: RuleSet };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Runtime<C extends GameContext, E extends GameEvent> = GameRuntime<any, C, E, any>;

/** Registers the conformance tests of one game module with vitest. */
export function describeGameConformance<C extends GameContext, E extends GameEvent>(module: GameModule<Runtime<C, E>>, options: ConformanceOptions<C, E>): void {
  const runtime = module.runtime;
  // One XState machine per rule set: a game's house rules may add states to its chart.
  const machines = new Map<RuleSet | undefined, Promise<AnyStateMachine>>();
  const loadMachine = (rules?: RuleSet) => {
    let m = machines.get(rules);
    if (!m) machines.set(rules, (m = rules === undefined ? module.machine() : module.machine(rules)));
    return m;
  };
  const schemas = options.schemas;

  describe(`${module.id} conformance`, () => {
    describe.each(options.ruleFiles)('random games with %s', (file) => {
      const index = options.ruleFiles.indexOf(file);
      const rules = options.loadRules(file);
      // A rule file for some tables only (`players 3..5`) is played at those of the counts it allows.
      const variant = index > 0 && options.variantGames;
      const sample = variant || options;
      const allowed = sample.playerCounts.filter((n) => allowsPlayers(rules.players, n));
      const counts = variant && variant.rotate && allowed.length > 0 ? [allowed[index % allowed.length]!] : allowed;
      const casesAt = (ns: readonly number[]) => sample.bots.flatMap((mix) => ns.map((n) => ({ n, mix: mix.join(', '), bots: mix })));
      const cases = casesAt(counts);
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
          const broken = options.invariants(step);
          if (broken.length > 0) expect(broken, `after step ${i} (${JSON.stringify(step.event)})`).toEqual([]);
          const restored = runtime.restore(runtime.serialize(step.before), step.rules);
          expectEqual(restored, { ok: true, value: step.before });
          if (restored.ok) expectEqual(runtime.fast.transition(restored.value, step.event), step.after);
          expectSeatsKeptApart(runtime, step.before);
        }
        expect(options.gameInvariants?.(g) ?? []).toEqual([]);
        expect(runtime.restore('{not json', rules).ok).toBe(false);
      });

      it.each(cases)('$n players ($mix): corrupted saved states are refused, or restore a game that keeps its invariants and plays on', ({ n, bots }) => {
        const g = game(n, bots);
        expectCorruptionsHandled(runtime, g, options.invariants);
      });

      it('saved states made unreachable field against field are refused, naming the field', () => {
        // Every allowed count here, rotated or not: playing a game is cheap, and some corruptions
        // need a table size (a player out of the half) that the rotation may not give this file.
        expectCrossFieldRefused(runtime, rules, casesAt(allowed).map(({ n, bots }) => game(n, bots)), [...SEAT_CORRUPTIONS, ...(options.crossField ?? [])]);
      });

      it.each(cases)('$n players ($mix): storms of malformed and foreign decisions are refused as data and change nothing', ({ n, bots }) => {
        const g = game(n, bots);
        expectStormsRefused(runtime, g);
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

      it.each(cases)('$n players ($mix): the simulation path (in place, counted and picked decisions) plays the very game of the recorded path', ({ n, bots }) => {
        const g = game(n, bots);
        // legalCount and legalAt, where a game has them, agree with legalEvents at every step.
        for (const step of g.steps) {
          for (const seat of runtime.toMove(step.before)) {
            const legal = runtime.legalEvents(step.before, seat);
            if (runtime.legalCount) expectEqual(runtime.legalCount(step.before, seat), legal.length, `legalCount in ${step.before.value}`);
            if (runtime.legalAt) legal.forEach((e, i) => expectEqual(runtime.legalAt!(step.before, seat, i), e, `legalAt(${i}) in ${step.before.value}`));
          }
        }
        // Without a log the session steps its own snapshot in place and random bots only pick an index.
        const narrowed = runtime.rulesFor(rules);
        if (!narrowed.ok) throw new Error(narrowed.error.message);
        const botsById: Record<string, Bot> = {};
        for (const p of g.log.players) if (p.bot !== null) botsById[p.bot] ??= runtime.bots[p.bot]!(narrowed.value) as Bot;
        const fast = playGame({ game: runtime, rules, players: g.log.players, seed: g.log.seed, bots: botsById });
        expect(fast.decisions).toBe(g.steps.length);
        expect(fast.outcome).toEqual(g.outcome);
        expect({ value: fast.snapshot.value, status: fast.snapshot.status, context: fast.snapshot.context }).toEqual(g.final);
      });

      // What a game shares (see shared-state.ts): contexts never changed in place, memos keyed
      // by every field they read, listed decisions frozen and taken, nothing handed out shared.
      it.each(cases)('$n players ($mix): every step on a frozen copy of its context gives the recorded one, and the legal decisions on fresh copies are those of play', ({ n, bots }) => {
        const g = game(n, bots);
        checkFrozenSteps(runtime, g);
        checkMemosSeeEveryField(runtime, g);
      });

      it.each(cases)('$n players ($mix): every listed decision is frozen and taken, and changing what is handed out changes neither this game nor the next', ({ n, bots }) => {
        const g = game(n, bots);
        checkListedDecisionsTaken(runtime, g);
        checkNothingHandedOutIsShared(runtime, g, rules);
      });

      it.each(cases)('$n players ($mix): XState’s actor takes every step to the same state and context, and ignores refused decisions', async ({ n, bots }) => {
        const g = game(n, bots);
        const actor = createActor(await loadMachine(rules), { input: { rules: g.rules, players: g.log.players, seed: g.log.seed } });
        actor.start();
        const same = (fast: FastSnapshot<C>) => {
          const x = actor.getSnapshot();
          expectEqual({ value: fromStateValue(x.value), status: x.status }, { value: fast.value, status: fast.status });
          expectEqual(x.context, fast.context);
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
      const { rules, players: n, serialize } = options.graph;
      const xs = await loadMachine(rules);
      const players = seatsFor(n, [null]);
      // A game whose house rules add states is traversed on the chart of the graph's rule set.
      const chart = module.chart?.(rules);
      const resting = restingLeaves(chart ?? runtime.fast.config, chart ? leavesOf(chart) : runtime.fast.leaves());
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

/**
 * `expect(actual, message).toEqual(expected)`, a strict deep comparison first: the per-step checks
 * run thousands of times a game and almost always pass, and Vitest's matcher costs several times
 * more; any difference still goes to the matcher, which judges it as before and explains it.
 */
function expectEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, message).toEqual(expected);
}

/** Fixed seeds and bounded runs keep the property checks reproducible and fast. */
const FC = { seed: 20260517, numRuns: 24 } as const;

/** Every value in parsed JSON with its path (as keys to follow), found without recursion. */
function pathsOf(root: unknown): (string | number)[][] {
  const out: (string | number)[][] = [];
  const stack: { v: unknown; at: (string | number)[] }[] = [{ v: root, at: [] }];
  while (stack.length > 0) {
    const { v, at } = stack.pop()!;
    if (at.length > 0) out.push(at);
    if (Array.isArray(v)) v.forEach((x, i) => stack.push({ v: x, at: [...at, i] }));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) stack.push({ v: x, at: [...at, k] });
  }
  return out;
}

const getAt = (root: unknown, at: readonly (string | number)[]) => at.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], root);

function setAt(root: unknown, at: readonly (string | number)[], value: unknown): void {
  const parent = getAt(root, at.slice(0, -1)) as Record<string | number, unknown>;
  Object.defineProperty(parent, at[at.length - 1]!, { value, enumerable: true, writable: true, configurable: true });
}

function deleteAt(root: unknown, at: readonly (string | number)[]): void {
  const parent = getAt(root, at.slice(0, -1));
  if (Array.isArray(parent)) parent.splice(at[at.length - 1] as number, 1);
  else delete (parent as Record<string | number, unknown>)[at[at.length - 1]!];
}

const deep = (depth: number) => {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

/** Values a corrupted field may take: wrong types, out of range, not numbers, hostile. */
const HOSTILE_VALUES: readonly unknown[] = [null, true, -1, 0.5, 7, 99, 300, 2 ** 32, -(2 ** 31), 1e308, '3', '', 'done', [], [7, 8, 9], {}, { __x: 1 }, deep(100), Array.from({ length: 1000 }, () => 1)];

/** Paths of the objects (not lists, not null) in a saved state, the root first. */
function objectPaths(text: string): (string | number)[][] {
  const root = JSON.parse(text) as unknown;
  return [[], ...pathsOf(root)].filter((p) => {
    const v = getAt(root, p);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  });
}

type Corruption = (state: Record<string, unknown>, text: string) => string;

/** Ways to corrupt a saved state, each picked with its arguments by fast-check. */
function corruptionArb(text: string): fc.Arbitrary<{ what: string; corrupt: Corruption }> {
  const paths = pathsOf(JSON.parse(text));
  const path = fc.constantFrom(...paths);
  const put = (what: string, f: (s: Record<string, unknown>) => void) => ({ what, corrupt: (s: Record<string, unknown>) => (f(s), JSON.stringify(s)) });
  return fc.oneof(
    fc.integer({ min: 0, max: text.length - 1 }).map((k) => ({ what: `truncated at ${k}`, corrupt: () => text.slice(0, k) })),
    fc.tuple(path, fc.constantFrom(...HOSTILE_VALUES)).map(([at, v]) => put(`${at.join('.')} = ${JSON.stringify(v)?.slice(0, 40)}`, (s) => setAt(s, at, v))),
    fc.tuple(path, fc.integer({ min: -3, max: 3 })).map(([at, d]) => put(`${at.join('.')} += ${d}`, (s) => typeof getAt(s, at) === 'number' && setAt(s, at, (getAt(s, at) as number) + d))),
    fc.tuple(path, fc.constantFrom(1, -1)).map(([at, d]) => put(`${at.join('.')} as text`, (s) => void (d > 0 ? setAt(s, at, JSON.stringify(getAt(s, at))) : setAt(s, at, String(getAt(s, at)))))),
    path.map((at) => put(`${at.join('.')} missing`, (s) => deleteAt(s, at))),
    fc.tuple(fc.constantFrom(...objectPaths(text)), fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra')).map(([at, key]) =>
      put(`${key} key at ${at.join('.') || '$'}`, (s) => setAt(s, [...at, key], key === '__proto__' ? { polluted: true } : { polluted: true })),
    ),
    fc.tuple(path, path).map(([a, b]) =>
      put(`${a.join('.')} swapped with ${b.join('.')}`, (s) => {
        const [x, y] = [getAt(s, a), getAt(s, b)];
        if (a.join() === b.join() || a.join().startsWith(b.join()) || b.join().startsWith(a.join())) return;
        setAt(s, a, y);
        setAt(s, b, x);
      }),
    ),
    fc.tuple(path, fc.integer({ min: 1, max: 1000 })).map(([at, r]) =>
      put(`${at.join('.')} shuffled`, (s) => {
        const v = getAt(s, at);
        if (Array.isArray(v) && v.length > 1) setAt(s, at, v.map((_, i) => v[(i + r) % v.length]));
      }),
    ),
  );
}

/** Snapshots of a random game to probe: a few spread over the game, the first and the last. */
function probes<T>(items: readonly T[], count = 6): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

/**
 * Corrupted saved states never give a playable broken game: `restore` refuses them (as data, with
 * a message), or the game it gives keeps the game's invariants, serialises back to what was
 * restored, equals the real state when the corruption changed nothing, and plays on.
 */
function expectCorruptionsHandled<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, g: ConformanceGame<C, E>, invariants: ConformanceOptions<C, E>['invariants']): void {
  const snapshots = probes([...g.steps.map((s) => s.before), g.final]);
  for (const [k, real] of snapshots.entries()) {
    const text = runtime.serialize(real);
    const original = canonical(JSON.parse(text));
    fc.assert(
      fc.property(corruptionArb(text), ({ what, corrupt }) => {
        const corrupted = corrupt(JSON.parse(text) as Record<string, unknown>, text);
        let r: ReturnType<typeof runtime.restore>;
        try {
          r = runtime.restore(corrupted, g.rules);
        } catch (e) {
          throw new Error(`restore threw on a corrupted state (${what}): ${(e as Error).message}`, { cause: e });
        }
        expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
        if (!r.ok) {
          expect(r.error.code, what).toMatch(/^state\//);
          expect(r.error.message.length, what).toBeGreaterThan(0);
          return;
        }
        const restored = r.value;
        let same: boolean;
        try {
          same = canonical(JSON.parse(corrupted)) === original;
        } catch {
          same = false;
        }
        if (same) expect(restored, what).toEqual(real);
        expect(canonical(JSON.parse(runtime.serialize(restored))), `${what}: the restored game saves as what was restored`).toBe(canonical(JSON.parse(corrupted)));
        // The game as it stands (a step that changes nothing), then the step it plays on with.
        const none = { type: 'conformance.none', seat: -1 } as unknown as E;
        expect(invariants({ rules: g.rules, before: restored, event: none, after: restored, chance: [] }), `${what}: invariants of the restored game`).toEqual([]);
        if (restored.status === 'done') {
          expect(runtime.outcome(restored), `${what}: a finished game has an outcome`).not.toBeNull();
          return;
        }
        const seat = runtime.toMove(restored)[0];
        expect(seat, `${what}: somebody is to move`).toBeDefined();
        const legal = runtime.legalEvents(restored, seat!);
        expect(legal.length, `${what}: the seat to move has a decision`).toBeGreaterThan(0);
        const next = applyEvent(runtime, restored, legal[0]);
        expect(next.ok, `${what}: the restored game plays on`).toBe(true);
        if (next.ok) expect(invariants({ rules: g.rules, before: restored, event: legal[0]!, after: next.value, chance: [] }), `${what}: invariants after playing on`).toEqual([]);
      }),
      { ...FC, seed: FC.seed + k },
    );
  }
}

/** What every game's saved seats must hold: a bot of the game's, a name within the limit. */
const SEAT_CORRUPTIONS: readonly CrossFieldCorruption[] = [
  { name: 'a seat played by a bot the game does not have', field: '$.context.players[0].bot', corrupt: (s) => ((s.context.players[0].bot = 'no-such-bot'), true) },
  // Seat 0's: a game for one player has no other seat.
  { name: 'a player name over the length limit', field: '$.context.players[0].name', corrupt: (s) => ((s.context.players[0].name = 'n'.repeat(MAX_PLAYER_NAME_LENGTH + 1)), true) },
];

/** Indices 0…n−1, spread out first (every k-th, then the ones between), so that early hits cover the whole game. */
function spreadOrder(n: number, parts = 8): number[] {
  const stride = Math.max(1, Math.ceil(n / parts));
  const out: number[] = [];
  for (let offset = 0; offset < stride; offset++) for (let i = offset; i < n; i += stride) out.push(i);
  return out;
}

/**
 * Every cross-field corruption, on up to `perGame` snapshots of each game where it applies, is
 * refused with `state/…` and a message that starts with its field; and each applies somewhere.
 */
function expectCrossFieldRefused<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, rules: RuleSet, games: readonly ConformanceGame<C, E>[], corruptions: readonly CrossFieldCorruption[], perGame = 4): void {
  const applied = new Map(corruptions.map((c) => [c.name, 0]));
  for (const g of games) {
    const snapshots = [...g.steps.map((s) => s.before), g.final];
    const hits = new Map(corruptions.map((c) => [c.name, 0]));
    for (const i of spreadOrder(snapshots.length)) {
      const text = runtime.serialize(snapshots[i]!);
      for (const c of corruptions) {
        if (hits.get(c.name)! >= perGame) continue;
        const saved = JSON.parse(text) as SavedStateJson;
        if (!c.corrupt(saved, rules)) continue;
        hits.set(c.name, hits.get(c.name)! + 1);
        const corrupted = JSON.stringify(saved);
        const what = `${c.name} (in ${snapshots[i]!.value}, snapshot ${i})`;
        expect(corrupted, `${what} changed nothing`).not.toBe(text);
        const r = runtime.restore(corrupted, rules);
        expect(r.ok, `${what} was restored`).toBe(false);
        if (!r.ok) {
          expect(r.error.code, what).toMatch(/^state\//);
          expect(r.error.message.startsWith(c.field), `${what}: "${r.error.message}" does not name ${c.field}`).toBe(true);
        }
      }
    }
    for (const [name, k] of hits) applied.set(name, applied.get(name)! + k);
  }
  expect([...applied].filter(([, k]) => k === 0).map(([name]) => name), 'corruptions that never applied').toEqual([]);
}

/** The event types a machine config listens to anywhere, found without recursion. */
export function eventTypesOf(config: StateConfig): Set<string> {
  const out = new Set<string>();
  const stack = [config];
  while (stack.length > 0) {
    const c = stack.pop()!;
    for (const k of Object.keys(c.on ?? {})) out.add(k);
    stack.push(...Object.values(c.states ?? {}));
  }
  return out;
}

/** Types no game takes: the interpreter's own start event, names of object properties, the empty text. */
const HOSTILE_TYPES = ['xstate.init', 'constructor', '__proto__', 'toString', 'hasOwnProperty', ''];

/**
 * Types a game must refuse, made from its own: near misses of each (another case, a space, a
 * suffix, the parts swapped or run together) and the hostile names, never one of its own. Other
 * games' decisions are tried by the registry against every registered game
 * (`packages/games/registry/src/foreign-decisions.test.ts`), so this suite names no game's events.
 */
export function foreignTypes(own: ReadonlySet<string>): string[] {
  const near = [...own].flatMap((t) => [t.toUpperCase(), `${t} `, ` ${t}`, `${t}.x`, t.split('.').reverse().join('.'), t.replace(/\./g, ''), t.replace(/\./g, '_')]);
  return [...new Set([...HOSTILE_TYPES, ...near])].filter((t) => !own.has(t));
}

/** A hostile version of a legal decision; `must` says whether it can never be legal. */
function stormArb<E extends GameEvent>(legal: E, seats: number, notToMove: readonly number[], ownTypes: ReadonlySet<string>): fc.Arbitrary<{ what: string; event: unknown; must: boolean }> {
  const fields = Object.keys(legal);
  const field = fc.constantFrom(...fields);
  const withField = (k: string, v: unknown) => {
    const e = copy(legal) as Record<string, unknown>;
    Object.defineProperty(e, k, { value: v, enumerable: true, writable: true, configurable: true });
    return e;
  };
  const foreign = foreignTypes(ownTypes);
  const numberFields = fields.filter((k) => typeof (legal as Record<string, unknown>)[k] === 'number');
  const arrayFields = fields.filter((k) => Array.isArray((legal as Record<string, unknown>)[k]));
  const arbs: fc.Arbitrary<{ what: string; event: unknown; must: boolean }>[] = [
    fc.constantFrom(null, undefined, 0, legal.type, [], [legal], true, Symbol.for('x')).map((event) => ({ what: `not an object: ${String(event)}`, event, must: true })),
    fc.anything({ maxDepth: 3 }).map((event) => ({ what: `anything: ${fc.stringify(event).slice(0, 60)}`, event, must: true })),
    fc.constantFrom(-1, seats, 99, 0.5, Number.NaN, Infinity, -Infinity, '0', null, [0], 2 ** 53).map((seat) => ({ what: `seat ${String(seat)}`, event: withField('seat', seat), must: true })),
    fc.constantFrom(...(foreign.length > 0 ? foreign : ['no.such'])).map((type) => ({ what: `type ${type}`, event: withField('type', type), must: true })),
    fc.constantFrom('type', 'seat').map((k) => {
      const e = copy(legal) as Record<string, unknown>;
      delete e[k];
      return { what: `without ${k}`, event: e, must: true };
    }),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'extra').map((k) => ({ what: `with a ${k} key`, event: withField(k, { polluted: true }), must: true })),
    field.map((k) => {
      const e = copy(legal) as Record<string, unknown>;
      delete e[k];
      return { what: `without ${k}`, event: e, must: false };
    }),
  ];
  if (notToMove.length > 0) arbs.push(fc.constantFrom(...notToMove).map((seat) => ({ what: `seat ${seat}, not to move`, event: withField('seat', seat), must: true })));
  if (numberFields.length > 0) {
    arbs.push(
      fc.tuple(fc.constantFrom(...numberFields), fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e308, -1e308)).map(([k, v]) => ({ what: `${k} ${v}`, event: withField(k, v), must: true })),
      fc.constantFrom(...numberFields).map((k) => ({ what: `${k} as text`, event: withField(k, String((legal as Record<string, unknown>)[k])), must: true })),
    );
  }
  if (arrayFields.length > 0) {
    arbs.push(
      fc.tuple(fc.constantFrom(...arrayFields), fc.constantFrom(0, 1, '0', Number.NaN, null)).map(([k, x]) => ({ what: `${k}: a huge list of ${String(x)}`, event: withField(k, new Array(100_000).fill(x)), must: true })),
      fc.tuple(fc.constantFrom(...arrayFields), fc.constantFrom<unknown>('0', [0], 0.5, Number.NaN, -1, 99, Infinity, { 0: 0 })).map(([k, x]) => ({ what: `${k}: [${String(x)}]`, event: withField(k, [x]), must: true })),
      fc.constantFrom(...arrayFields).map((k) => ({ what: `${k} deep`, event: withField(k, deep(10_000)), must: true })),
      fc.constantFrom(...arrayFields).map((k) => ({ what: `${k} as text`, event: withField(k, '[0]'), must: true })),
    );
  }
  return fc.oneof(...arbs);
}

/**
 * Hostile decisions (wrong seats, wrong types, missing fields, NaN, Infinity, huge lists, text for
 * numbers, prototype keys, other games' decisions) are refused as data: `check` answers with a
 * refusal, applying returns an error, nothing throws, and the state is exactly as it was.
 */
function expectStormsRefused<C extends GameContext, E extends GameEvent>(runtime: Runtime<C, E>, g: ConformanceGame<C, E>): void {
  const ownTypes = eventTypesOf(runtime.fast.config);
  for (const [k, step] of probes(g.steps).entries()) {
    const before = step.before;
    const saved = runtime.serialize(before);
    const frozen = copy(saved);
    const toMove = runtime.toMove(before);
    const seats = playerCount(before);
    const notToMove = Array.from({ length: seats }, (_, s) => s).filter((s) => !toMove.includes(s));
    fc.assert(
      fc.property(stormArb(step.event, seats, notToMove, ownTypes), ({ what, event, must }) => {
        let refusal: ReturnType<typeof runtime.check>;
        let applied: ReturnType<typeof applyEvent>;
        try {
          refusal = runtime.check(before, event);
          applied = applyEvent(runtime, before, event);
        } catch (e) {
          throw new Error(`a hostile decision (${what}) threw: ${(e as Error).message}`, { cause: e });
        }
        expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
        if (must) expect(refusal, `${what} must be refused`).not.toBeNull();
        if (refusal) {
          expect(typeof refusal.code === 'string' && typeof refusal.message === 'string', what).toBe(true);
          expect(applied.ok, what).toBe(false);
        }
        expect(runtime.serialize(before), `${what} changed the state`).toBe(frozen);
      }),
      { ...FC, seed: FC.seed + 100 + k, numRuns: 40 },
    );
    expect(runtime.serialize(before)).toBe(saved);
  }
  // The same through a session: refused, at the step it would have had, and nothing changes.
  const session = GameSession.start(runtime, { rules: g.rules, players: g.log.players, seed: g.log.seed });
  if (!session.ok) throw new Error(session.error.message);
  const s = session.value;
  const first = s.current;
  for (const event of [null, { ...(g.steps[0]!.event as object), seat: Number.NaN }, JSON.parse('{"__proto__":{"polluted":true},"type":"x","seat":0}') as unknown, { type: 'constructor', seat: 0 }]) {
    expect(s.apply(event)).toMatchObject({ ok: false, error: { step: 0 } });
    expect(s.current).toBe(first);
    expect(s.steps).toBe(0);
  }
}

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
      if (legal.length > 0) expect(legal, `seat ${seat} is not to move in ${before.value}`).toEqual([]);
      continue;
    }
    for (const e of legal) {
      const refusal = runtime.check(before, e);
      if (refusal !== null) expect(refusal, `${JSON.stringify(e)} is listed as legal in ${before.value}`).toBeNull();
    }
    const wrong = wrongSeat(runtime, before, legal[0]!);
    if (wrong && runtime.check(before, wrong) === null) expect(null, `seat ${wrong.seat} decides out of turn in ${before.value}`).not.toBeNull();
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
/** The leaf paths of a chart, as the fast interpreter names them (`playing.turn.ready`). */
function leavesOf(config: StateConfig): string[] {
  const out: string[] = [];
  const walk = (c: StateConfig, path: string) => {
    if (!c.states && path) out.push(path);
    for (const [k, child] of Object.entries(c.states ?? {})) walk(child, path ? `${path}.${k}` : k);
  };
  walk(config, '');
  return out;
}

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
