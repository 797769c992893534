/**
 * Simulate against the base: many bot games of two rule sets of one game on the same seeds, and
 * the game's figures side by side with 95 % intervals. Runs in Node and in a browser worker (no
 * Node APIs); the caller iterates the generator and may stop at any batch.
 */
import type { RuleSet } from '@regelwerk/dsl';
import type { Bot, GameEvent, PlayerInfo } from './contract.js';
import { FigureAccumulator, intervalsDiffer, type FigureDef, type FigureMemo, type FigureStat } from './figures.js';
import type { GameModule } from './module.js';
import { allowsPlayers, playerRange } from './players.js';
import { playGame } from './simulate.js';
import { hasOwn } from './validate.js';

export interface CompareOptions {
  readonly module: GameModule;
  readonly base: RuleSet;
  readonly variant: RuleSet;
  readonly games: number;
  readonly players: number;
  /** Bot ids given to the seats in turn (default: `random` on every seat). */
  readonly bots?: readonly string[];
  readonly seed: string;
  /** Games of each rule set between two progress reports (default 100). */
  readonly batch?: number;
}

export interface CompareReport {
  readonly games: number;
  readonly players: number;
  readonly seed: string;
  readonly figures: readonly { readonly def: FigureDef; readonly base: FigureStat; readonly variant: FigureStat; readonly differs: boolean }[];
}

export interface CompareProgress {
  readonly done: number;
  readonly total: number;
}

/** Figures every game has, before the game's own. */
export const COMMON_FIGURES: readonly FigureDef[] = [{ id: 'decisions', label: { en: 'Decisions per game', de: 'Entscheidungen pro Spiel' }, kind: 'mean', digits: 1 }];

interface Side {
  readonly rules: RuleSet;
  readonly bots: Record<string, Bot>;
  readonly acc: FigureAccumulator[];
}

/**
 * Plays `games` games of each rule set (game i of both with the seed `${seed}/${i}`), yielding
 * `{ done, total }` after each batch, and returns the figures side by side. Deterministic: the same
 * options give the same report. Throws on a caller's mistake (rule sets of two games, a bot or a
 * number of players the rules do not allow), with a message that says which.
 */
export function* compareRules(opts: CompareOptions): Generator<CompareProgress, CompareReport> {
  const { module, games, players, seed } = opts;
  const game = module.runtime;
  const botIds = opts.bots && opts.bots.length > 0 ? opts.bots : ['random'];
  const batch = Math.max(1, Math.floor(opts.batch ?? 100));
  if (!Number.isInteger(games) || games < 1) throw new Error(`compareRules: games must be a whole number of at least 1, not ${games}`);
  for (const [name, rules] of [
    ['base', opts.base],
    ['variant', opts.variant],
  ] as const) {
    if (rules.game !== module.id) throw new Error(`compareRules: the ${name} rules are for \`${rules.game}\`, not \`${module.id}\``);
    if (!allowsPlayers(rules.players, players)) throw new Error(`compareRules: the ${name} rules allow ${playerRange(rules.players)} players, not ${players}`);
  }
  const defs = [...COMMON_FIGURES, ...(module.figures?.defs ?? [])];
  const hook = module.figures;
  const side = (rules: RuleSet): Side => {
    const narrowed = game.rulesFor(rules);
    if (!narrowed.ok) throw new Error(`compareRules: ${narrowed.error.message}`);
    const bots: Record<string, Bot> = Object.create(null) as Record<string, Bot>;
    for (const id of new Set(botIds)) {
      const make = hasOwn(game.bots, id) ? game.bots[id] : undefined;
      if (!make) throw new Error(`compareRules: ${module.id} has no bot "${id}"; its bots: ${Object.keys(game.bots).join(', ')}`);
      bots[id] = make(narrowed.value);
    }
    return { rules, bots, acc: defs.map(() => new FigureAccumulator()) };
  };
  const sides = [side(opts.base), side(opts.variant)] as const;
  const seats: PlayerInfo[] = Array.from({ length: players }, (_, i) => {
    const bot = botIds[i % botIds.length]!;
    return { name: `${bot} ${i + 1}`, bot };
  });

  const playOne = (s: Side, i: number) => {
    const memo: FigureMemo = {};
    const observe = hook?.observe;
    const played = playGame({
      game,
      rules: s.rules,
      players: seats,
      seed: `${seed}/${i}`,
      bots: s.bots,
      ...(observe ? { onDecision: (event: GameEvent, after: Parameters<typeof observe>[2]) => observe(memo, event, after) } : {}),
    });
    const values = hook ? hook.values(played.snapshot, played.outcome, memo) : {};
    defs.forEach((d, k) => {
      const v = d.id === 'decisions' && k === 0 ? played.decisions : values[d.id];
      if (typeof v === 'number' && Number.isFinite(v)) s.acc[k]!.add(v);
    });
  };

  for (let from = 0; from < games; from += batch) {
    const to = Math.min(games, from + batch);
    for (let i = from; i < to; i++) for (const s of sides) playOne(s, i);
    yield { done: to, total: games };
  }
  return {
    games,
    players,
    seed,
    figures: defs.map((def, k) => {
      const base = sides[0].acc[k]!.stat(def.kind);
      const variant = sides[1].acc[k]!.stat(def.kind);
      return { def, base, variant, differs: intervalsDiffer(base, variant) };
    }),
  };
}

/** Runs `compareRules` to its end, for callers that need no progress. */
export function compareRulesNow(opts: CompareOptions): CompareReport {
  const it = compareRules(opts);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}
