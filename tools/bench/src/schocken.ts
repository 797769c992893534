/**
 * Schocken's figures for `npm run bench`, the headline table: the simulate path (random and
 * tactician bots) next to the machine alone (fast interpreter, XState actor, XState's pure
 * transition()), a hand-written loop and boardgame.io's local client; exact odds and the
 * tactician's decision time.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { compile } from '@regelwerk/dsl';
import { DiceOdds, IGNORE_CHANCE, playGame, Rng, seedRng, type Bot } from '@regelwerk/engine';
import { schema, schocken, schockenBots, schockenMachine, type SchockenEvent, type SchockenRules } from '@regelwerk/schocken';
import { createActor, initialTransition, transition } from 'xstate';
import { boardgameIoPace } from './boardgameio.js';
import { cpuSeconds } from './cpu.js';
import { handWrittenGame } from './hand-written.js';

export function schockenFigures(): string[] {
  const out: string[] = [];
  const RULES = new URL('../../../rules/', import.meta.url);
  const rules = compile(readFileSync(new URL('schocken.rules', RULES), 'utf8'), { schemas: [schema], file: 'rules/schocken.rules' });
  if (!rules.ok) throw new Error('rules/schocken.rules does not compile');
  const schockenRules = rules.rules as SchockenRules;

  const PLAYERS = 4;
  const loadAtStart = loadavg()[0]!;
  const players = (bot: string) => Array.from({ length: PLAYERS }, (_, i) => ({ name: `${bot} ${i}`, bot }));

  function best<T extends { seconds: number }>(runs: number, f: () => T): T {
    let out: T | undefined;
    for (let i = 0; i < runs; i++) {
      const r = f();
      if (!out || r.seconds < out.seconds) out = r;
    }
    return out!;
  }

  /** `f`'s result and the CPU time it took (see `cpuSeconds`). */
  function timed<T>(f: () => T): T & { seconds: number } {
    const start = cpuSeconds();
    const r = f();
    return { ...r, seconds: cpuSeconds() - start };
  }

  const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toPrecision(3));
  const rows: string[][] = [];
  function row(name: string, games: number, decisions: number, seconds: number, note = '') {
    rows.push([name, fmt(games / seconds), fmt(decisions / seconds), fmt((seconds * 1e6) / decisions), note]);
  }

  // ---- 1. The path `regelwerk simulate` uses: fast interpreter of the machine + bots.
  const GAMES = 2000;
  // The random simulate path and the hand-written loop are timed in turns, best of eight each, so
  // that a busy moment of the machine does not fall on one of them only: their ratio is the figure.
  const playRandom = () =>
    timed(() => {
      let decisions = 0;
      const bots = { random: schockenBots.random() as Bot };
      for (let i = 0; i < GAMES; i++) decisions += playGame({ game: schocken, rules: schockenRules, players: players('random'), seed: `bench/${i}`, bots }).decisions;
      return { decisions };
    });
  const playHand = () =>
    timed(() => {
      const rng = new Rng(seedRng('hand'));
      let decisions = 0;
      for (let i = 0; i < GAMES * 5; i++) decisions += handWrittenGame(schockenRules, PLAYERS, rng).decisions;
      return { decisions };
    });
  let randomRun = playRandom();
  let hand = playHand();
  for (let i = 0; i < 7; i++) {
    const r = playRandom();
    if (r.seconds < randomRun.seconds) randomRun = r;
    const h = playHand();
    if (h.seconds < hand.seconds) hand = h;
  }
  row('simulate path, random bots', GAMES, randomRun.decisions, randomRun.seconds, 'fast interpreter in place, legal count, no views');
  for (const bot of ['tactician']) {
    const bots: Record<string, Bot> = { [bot]: schockenBots.tactician(schockenRules) as Bot };
    const r = best(3, () =>
      timed(() => {
        let decisions = 0;
        for (let i = 0; i < GAMES; i++) decisions += playGame({ game: schocken, rules: schockenRules, players: players(bot), seed: `bench/${i}`, bots }).decisions;
        return { decisions };
      }),
    );
    row(`simulate path, ${bot} bots`, GAMES, r.decisions, r.seconds, 'fast interpreter, legal events, views, bots');
  }

  // ---- 2. The same games (same decisions) replayed through an XState actor, and through XState's
  // pure transition(): the machine cost alone, without bots.
  const recorded = Array.from({ length: 300 }, (_, i) => playGame({ game: schocken, rules: schockenRules, players: players('random'), seed: `bench/${i}`, record: true, bots: { random: schockenBots.random() as Bot } }).log!);
  const eventsTotal = recorded.reduce((s, l) => s + l.steps.length, 0);
  const fastOnly = best(3, () =>
    timed(() => {
      for (const log of recorded) {
        let s = schocken.fast.initial(schocken.createContext({ rules: schockenRules, players: log.players, seed: log.seed }, IGNORE_CHANCE));
        for (const step of log.steps) s = schocken.fast.transition(s, step.event as SchockenEvent)!;
      }
      return {};
    }),
  );
  row('machine only: fast interpreter', recorded.length, eventsTotal, fastOnly.seconds, 'same definition, same events');
  const actorRun = best(3, () =>
    timed(() => {
      for (const log of recorded) {
        const actor = createActor(schockenMachine, { input: { rules: schockenRules, players: log.players, seed: log.seed } });
        actor.start();
        for (const step of log.steps) actor.send(step.event);
        actor.stop();
      }
      return {};
    }),
  );
  row('machine only: XState actor', recorded.length, eventsTotal, actorRun.seconds, 'createActor + send');
  const pure = best(2, () =>
    timed(() => {
      for (const log of recorded.slice(0, 100)) {
        let [s] = initialTransition(schockenMachine, { rules: schockenRules, players: log.players, seed: log.seed });
        for (const step of log.steps) [s] = transition(schockenMachine, s, step.event);
      }
      return {};
    }),
  );
  row('machine only: XState transition()', 100, recorded.slice(0, 100).reduce((s, l) => s + l.steps.length, 0), pure.seconds, 'pure function API');

  // ---- 3. A tight hand-written loop for the same game and the same random policy.
  row('hand-written loop, random policy', GAMES * 5, hand.decisions, hand.seconds, 'no statechart, no events');
  const bgio = best(2, () => timed(() => boardgameIoPace(schockenRules, PLAYERS, 20_000)));
  rows.push(['boardgame.io 0.50 local client', '–', fmt(bgio.decisions / bgio.seconds), fmt((bgio.seconds * 1e6) / bgio.decisions), 'one half, random policy, per decision']);

  // ---- 4. Exact odds and bot decisions.
  const oddsRun = best(5, () =>
    timed(() => {
      const o = new DiceOdds({
        faces: [1, 2, 3, 4, 5, 6],
        count: 3,
        rank: (() => {
          const byKey = new Map(schockenRules.ranking.outcomes.map((x) => [x.key, x.rank]));
          return (d: readonly number[]) => byKey.get(d.join(' '))!;
        })(),
        turns: [],
      });
      let sum = 0;
      for (const x of schockenRules.ranking.outcomes) sum += o.bestPlay(x.rank, 3);
      return { sum };
    }),
  );
  const times: number[] = [];
  const tactician = { tactician: schockenBots.tactician(schockenRules) as Bot };
  for (let i = 0; i < 200; i++) {
    playGame({ game: schocken, rules: schockenRules, players: players('tactician'), seed: `decide/${i}`, bots: tactician, clock: () => performance.now() }).decisionTimes.forEach((t) => times.push(t));
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.floor(times.length * p)]!;

  const widths = rows[0]!.map((_, i) => Math.max(...[['', 'games/s', 'events/s', 'µs/event', ''], ...rows].map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  out.push(`Schocken, ${PLAYERS} players, node ${process.version}; ${availableParallelism()} cores, load average (1 min) ${loadAtStart.toFixed(1)} at the start; throughput in CPU time of this process (near an idle machine's on a busy one), the simulate path and the hand-written loop timed in turns`);
  out.push(line(['', 'games/s', 'events/s', 'µs/event', '']));
  for (const r of rows) out.push(line(r));
  const sim = rows[0]!;
  out.push(`\nhand-written loop is ${(hand.decisions / hand.seconds / (Number(sim[2]) || 1)).toFixed(1)}× the simulate path (random bots) in decisions/s (both count a decision as the machine does);`);
  out.push(`the simulate path makes ${(bgio.seconds / bgio.decisions / (1 / Number(sim[2]))).toFixed(1)}× as many decisions per second as boardgame.io's local client;`);
  out.push(`the fast interpreter is ${(actorRun.seconds / fastOnly.seconds).toFixed(1)}× faster than the XState actor on the same events.`);
  out.push(`\nexact odds, all 56 throws, best play in 3 throws (fresh tables): ${(oddsRun.seconds * 1000).toFixed(1)} ms`);
  out.push(`tactician decision time over ${times.length} decisions: p50 ${(q(0.5) * 1000).toFixed(1)} µs, p95 ${(q(0.95) * 1000).toFixed(1)} µs, max ${(times[times.length - 1]! * 1000).toFixed(0)} µs (first decision builds the odds tables)`);
  return out;
}
