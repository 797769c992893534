import type { CompileResult, Diagnostic, GameSchema, RuleSet, Source } from '@regelwerk/dsl';
import type { AnyPlayRuntime, BoardModule, GameModule, LocalText } from '@regelwerk/engine';
import { GAME_IDS, gameEntry } from '@regelwerk/games';
import { chartKey, type ChartModel, type TransitionTexts } from '@regelwerk/statechart';

/**
 * What the elements know of games comes from the registry and from build-time data made from
 * it (charts and rule texts, one small chunk per game); nothing here names a game.
 */

/** A game's rule texts: loaded only to compile rule text of the page's own or to quote a problem's line. */
const RULE_TEXTS = import.meta.glob<{ ruleTexts: Readonly<Record<string, string>> }>('../generated/*.rules.ts');
/** A game's own rule set compiled at build time, and its variants' names: what playing shipped rules needs. */
const COMPILED = import.meta.glob<{ compiledRules: Readonly<Record<string, RuleSet>>; variantNames: readonly string[] }>('../generated/*.compiled.ts');
/** Each shipped variant's rule set, compiled at build time: a chunk of its own, loaded when played. */
const VARIANT_RULES = import.meta.glob<{ compiled: RuleSet }>('../generated/variants/*.rules.ts');
const CHARTS = import.meta.glob<{ default: Omit<ChartData, 'charts'> }>('../generated/*.chart.json');
/** The other charts of a game (`<game>-<n>`), each a chunk of its own: loaded only when drawn. */
const OTHER_CHARTS = import.meta.glob<{ default: ChartModel }>('../generated/charts/*.json');

/**
 * A game's statechart as laid out at build time (by ELK, in scripts/generate-charts.mjs), with
 * what each state means, and the game's words for its events and guards when it has them.
 */
export interface ChartData extends TransitionTexts {
  readonly id: string;
  readonly title: LocalText;
  readonly chart: ChartModel;
  /** The key of `chart` (`chartKey` of its config). */
  readonly key: string;
  /** The other charts shipped rule sets play, where their house rules add states (each laid out once), loaded when drawn. */
  readonly charts?: readonly (() => Promise<ChartModel>)[];
  /** Which of `charts` is drawn from a config, by its `chartKey`: how rules of any source find their chart. */
  readonly keys?: Readonly<Record<string, number>>;
  /** Which of `charts` a variant plays, by variant name; a variant not listed plays `chart`. */
  readonly variants?: Readonly<Record<string, number>>;
  /** By state key (the id without its parents), e.g. `thrown`. */
  readonly states: Readonly<Record<string, { readonly label: LocalText; readonly description: LocalText }>>;
}

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined);

export { GAME_IDS };

/** The rule texts of a game by path below rules/ (`<game>.rules`, `variants/<game>-<variant>.rules`), or undefined. */
export async function ruleTextsOf(game: string): Promise<Readonly<Record<string, string>> | undefined> {
  const load = own(RULE_TEXTS, `../generated/${game}.rules.ts`);
  return load ? (await load()).ruleTexts : undefined;
}

/** The chart of a game, or undefined when it has none; its other charts load when `pickChart` draws one. */
export async function chartOf(game: string): Promise<ChartData | undefined> {
  const load = own(CHARTS, `../generated/${game}.chart.json`);
  if (!load) return undefined;
  const data = (await load()).default;
  const count = Math.max(-1, ...Object.values(data.keys ?? {})) + 1;
  const charts = Array.from({ length: count }, (_, i) => {
    const other = own(OTHER_CHARTS, `../generated/charts/${game}-${i}.json`);
    return async () => {
      if (!other) throw new Error(`the build made no chart ${i} of ${game}`);
      return (await other()).default;
    };
  });
  return count > 0 ? { ...data, charts } : data;
}

/** The key of the chart a game plays with `rules` (its own chart where its house rules add states). */
export function playedChartKey(module: GameModule<AnyPlayRuntime>, rules: RuleSet): string {
  return chartKey(module.chart?.(rules as never) ?? module.runtime.fast.config);
}

/**
 * The drawing of the flow a game plays: by its chart's key when the rules played are known (any
 * source: a shipped variant, a rule file, rule text on the page), else by a shipped variant's name
 * (one not listed plays the game's chart). Undefined when no drawing of that key was made at build
 * time: a caller says so rather than draw another flow.
 */
export async function pickChart(bundle: ChartData, by: { readonly key?: string | null; readonly variant?: string | null }): Promise<ChartModel | undefined> {
  if (by.key) {
    if (by.key === bundle.key) return bundle.chart;
    const index = bundle.keys ? own(bundle.keys, by.key) : undefined;
    return index === undefined ? undefined : bundle.charts?.[index]?.();
  }
  const index = by.variant && bundle.variants ? own(bundle.variants, by.variant) : undefined;
  const other = index === undefined ? undefined : bundle.charts?.[index];
  return other ? other() : bundle.chart;
}

/** A playable game: its module (without save/restore: pages replay saved decisions) and its board (whose element is defined once this resolves). */
export interface LoadedGame {
  readonly module: GameModule<AnyPlayRuntime>;
  readonly board: BoardModule;
}

export type GameLoad = { readonly ok: true; readonly game: LoadedGame } | { readonly ok: false; readonly reason: 'unknown' | 'no-engine' };

/**
 * How a page loads a playable game's module: its `play` entry where it has one (without save and
 * restore, which pages do not use), else its whole module; undefined for a game without an engine.
 */
export function playModule(id: string): (() => Promise<GameModule<AnyPlayRuntime>>) | undefined {
  const entry = gameEntry(id);
  return entry?.play ?? entry?.load;
}

export async function loadGame(id: string): Promise<GameLoad> {
  const entry = gameEntry(id);
  if (!entry) return { ok: false, reason: 'unknown' };
  const load = playModule(id);
  if (!load || !entry.board) return { ok: false, reason: 'no-engine' };
  const [module, board] = await Promise.all([load(), entry.board()]);
  return { ok: true, game: { module, board } };
}

const START = { offset: 0, line: 1, column: 1 };
const problem = (file: string, code: string, message: string): CompileResult => ({
  ok: false,
  diagnostics: [{ severity: 'error', code, message, range: { file, start: START, end: START } } satisfies Diagnostic],
});

/**
 * Compiles a game's shipped rules, a named variant of it, or a rule text of the page's own
 * (`src`); a variant's base game comes from the shipped texts.
 */
export async function compileRules(game: string, which: { readonly variant?: string | null; readonly source?: Source }): Promise<CompileResult> {
  const load = own(COMPILED, `../generated/${game}.compiled.ts`);
  const loadTexts = own(RULE_TEXTS, `../generated/${game}.rules.ts`);
  const entry = gameEntry(game);
  if (!load || !loadTexts || !entry) return problem(which.source?.file ?? `rules/${game}.rules`, 'game/unknown', `there is no game "${game}"; the games are ${GAME_IDS.join(', ')}`);
  if (which.source) {
    // Only a rule file of the page's own needs the compiler and the shipped texts: they load here, on demand.
    const [{ compile }, schema, { ruleTexts: texts }] = await Promise.all([import('@regelwerk/dsl/compile'), entry.schema(), loadTexts()]);
    const resolveGame = (id: string): Source | undefined => {
      const text = own(texts, `${id}.rules`);
      return text === undefined ? undefined : { file: `rules/${id}.rules`, text };
    };
    // A rule file names its game in its first line; a variant of this game compiles with its schema.
    return compile(which.source.text, { schemas: [schema], file: which.source.file, resolveGame, knownGames: GAME_IDS });
  }
  const { compiledRules, variantNames } = await load();
  // A variant is named as in its file, with or without the game's prefix (`<variant>` or `<game>-<variant>`).
  const name = which.variant && which.variant.startsWith(`${game}-`) && variantNames.includes(which.variant.slice(game.length + 1)) ? which.variant.slice(game.length + 1) : which.variant;
  const path = name ? `variants/${game}-${name}.rules` : `${game}.rules`;
  // The shipped rule sets were compiled when the elements were built.
  const loadVariant = name ? own(VARIANT_RULES, `../generated/${path.slice(0, -'.rules'.length)}.rules.ts`) : undefined;
  const rules = name ? (loadVariant ? (await loadVariant()).compiled : undefined) : own(compiledRules, path);
  if (rules === undefined) {
    const known = variantNames;
    // Only a misspelt variant needs the names close to it: that code loads then, not with every page.
    const { closeNames } = await import('./close-names.js');
    const close = closeNames(name ?? '', known);
    const hint = close.length > 0 ? ` Did you mean ${close.map((c) => `variant="${c}"`).join(' or ')}?` : '';
    return problem(`rules/${path}`, 'variant/unknown', `variant="${which.variant}": there is no ${game} variant "${name}".${hint} Its variants are ${known.join(', ') || 'none'}`);
  }
  return { ok: true, rules, diagnostics: [] };
}

/**
 * Fetches a rule file of the page's own. A failure is a sentence for the reader: a status that is
 * not OK, no answer, or an HTML page where a rule file should be (a wrong address on a server
 * that answers every path with its home page).
 */
export async function fetchRuleText(src: string): Promise<{ readonly ok: true; readonly text: string } | { readonly ok: false; readonly why: string }> {
  try {
    const res = await fetch(src);
    if (!res.ok) return { ok: false, why: `HTTP ${res.status}` };
    const text = await res.text();
    if (/^\s*<(!doctype|html)/i.test(text) || (res.headers.get('content-type') ?? '').includes('text/html')) {
      return { ok: false, why: 'the address gives a web page, not a rule file' };
    }
    return { ok: true, text };
  } catch (e) {
    return { ok: false, why: (e as Error).message };
  }
}

/** The schema of a game, for its plain tables (games that cannot be played yet have only these). */
export async function schemaOf(game: string): Promise<GameSchema | undefined> {
  return gameEntry(game)?.schema();
}

/** Every rule text a compile may have read, by file name, for printing diagnostics with their lines. */
export async function ruleFilesOf(game: string): Promise<Map<string, string>> {
  const texts = (await ruleTextsOf(game)) ?? {};
  return new Map(Object.entries(texts).map(([k, v]) => [`rules/${k}`, v]));
}
