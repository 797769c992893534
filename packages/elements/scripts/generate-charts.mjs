// Build-time data for the elements, for every game in the registry: its statechart laid out by
// ELK (so pages load a finished drawing and no layout code: elkjs never reaches a page) with
// what each state means in both languages and the words for its events and guards when the
// game's texts have them, and its rule texts (the game file and its variants) as a module,
// with each of them compiled: a page that plays a shipped rule set loads the finished rule set
// and no compiler (the compiler loads only for a rule file of the page's own, or a log).
// Writes src/generated/<game>.chart.json (the game's own chart), src/generated/charts/<game>-<n>.json
// (each other chart shipped rule sets play: a chunk of its own, loaded only by a page that draws it),
// src/generated/<game>.compiled.ts (the game's rule set compiled and the names of its variants: what
// a page playing shipped rules loads), src/generated/<game>.rules.ts (the texts of the game and its
// variants: loaded only to compile rule text of the page's own or to quote a line of a problem) and
// src/generated/variants/<game>-<variant>.rules.ts (one variant's rule set compiled: a chunk of its
// own, loaded only by a page that plays it, so the catalogue may grow without growing every page of
// the game).
// A rule set whose house rules add states to the chart (a tie throw-off) gets its own drawing,
// keyed by its config (`chartKey`), so a page finds it for rule text of its own too.
// The rule files are the repository's rules/ and the rule folder each registered game names in
// its package.json (`"regelwerk": {"rules": "./rules"}`, with its variants in its variants/), as
// the CLI finds them; their texts are keyed by the path below that folder either way.
//
//   node scripts/generate-charts.mjs [--out <folder>] [--game <id>]…
//
// `--out` writes elsewhere than src/generated/ (a test's temp folder); `--game` writes only those games.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chartKey } from '@regelwerk/statechart';
import { chartOf } from '@regelwerk/statechart/layout';
// A build script may load the compiler at once; pages load it lazily (src/shared/games.ts).
import { compile } from '@regelwerk/dsl/compile';
import { MODULES, RULE_FOLDERS, SCHEMAS } from '@regelwerk/games/all';

const args = process.argv.slice(2);
let out = new URL('../src/generated/', import.meta.url);
const only = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--out' && args[i + 1]) out = pathToFileURL(`${args[++i].replace(/\/$/, '')}/`);
  else if (args[i] === '--game' && args[i + 1]) only.push(args[++i]);
  else throw new Error(`generate-charts: unknown argument ${args[i]} (use --out <folder> or --game <id>)`);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(new URL('variants/', out), { recursive: true });
mkdirSync(new URL('charts/', out), { recursive: true });

/**
 * The game's chart, and for each shipped rule set whose house rules add states (a game module with
 * `chart`) that rule set's own chart. Every chart is keyed by its config (`chartKey`), so a page
 * picks the drawing of the flow a game plays, whatever its rules came from (rule text written on
 * the page, too); shipped variants also name theirs (`variants/<game>-<variant>.rules` → `<variant>`).
 */
function writeChart(game, compiled) {
  const m = MODULES.find((mod) => mod.id === game);
  if (!m) return;
  // Event and guard texts are optional in a game's texts; without them the chart derives
  // readable names from the config (`dice.throw` → "throw dice").
  const { states, events, guards } = m.texts;
  const texts = { states, events, guards };
  const base = m.runtime.fast.config;
  const key = chartKey(base);
  // Each other chart is laid out once, however many rule sets play it; keys and variants name it by index.
  const keys = {};
  const charts = [];
  const byVariant = {};
  for (const [path, rules] of Object.entries(compiled)) {
    const config = m.chart?.(rules) ?? base;
    const own = chartKey(config);
    if (own === key) continue;
    if (keys[own] === undefined) keys[own] = charts.push(chartOf(config, texts)) - 1;
    if (path.startsWith('variants/')) byVariant[path.slice(`variants/${game}-`.length, -'.rules'.length)] = keys[own];
  }
  // Each other chart is a file of its own: a page drawing the game's chart loads none of them.
  charts.forEach((c, i) => writeFileSync(new URL(`charts/${m.id}-${i}.json`, out), `${JSON.stringify(c)}\n`));
  const variantCharts = charts.length > 0 ? { keys, variants: byVariant } : {};
  const chart = { id: m.id, title: m.texts.title, key, chart: chartOf(base, texts), ...variantCharts, states, ...(events ? { events } : {}), ...(guards ? { guards } : {}) };
  writeFileSync(new URL(`${m.id}.chart.json`, out), `${JSON.stringify(chart)}\n`);
}

/** Shorter than this, a part is written out: a reference into the base would be no shorter. */
const SHORT = 24;
const json = (value) => JSON.stringify(value);
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const access = (at, key) => (typeof key === 'number' ? `${at}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${at}.${key}` : `${at}[${json(key)}]`);

/**
 * `value` as a JavaScript expression that reuses `base` (named by the expression `at`) wherever a
 * part of `value` equals a part of `base`: a variant's rule set repeats most of its game's (its
 * first source is the game's whole rule text), and a page that plays a variant has loaded the
 * game's compiled rule set already. An object with base's keys in base's order is written as
 * `{ ...base, <the keys that differ> }`, which keeps its key order; a list's element may be any
 * element of base's list. The expression evaluates to data equal to `value`, key order included.
 */
function sharing(value, base, at) {
  const text = json(value);
  if (text.length < SHORT) return text;
  if (text === json(base)) return at;
  if (Array.isArray(value) && Array.isArray(base)) {
    return `[${value.map((item) => {
      // The base element with the same keys in the same order and the most of them equal.
      let best = -1;
      let bestSame = 0;
      for (const [i, other] of base.entries()) {
        if (json(other) === json(item)) return access(at, i);
        if (!isRecord(item) || !isRecord(other) || json(Object.keys(item)) !== json(Object.keys(other))) continue;
        const same = Object.keys(item).filter((k) => json(item[k]) === json(other[k])).length;
        if (same > bestSame) [best, bestSame] = [i, same];
      }
      return best >= 0 ? sharing(item, base[best], access(at, best)) : json(item);
    }).join(',')}]`;
  }
  if (isRecord(value) && isRecord(base)) {
    const keys = Object.keys(value);
    const sameOrder = json(keys) === json(Object.keys(base));
    const differing = keys.filter((k) => !(k in base) || json(value[k]) !== json(base[k]));
    // Spread the base only where that keeps the key order and saves writing at least half the keys.
    if (sameOrder && differing.length * 2 <= keys.length) return `{...${at},${differing.map((k) => `${json(k)}:${sharing(value[k], base[k], access(at, k))}`).join(',')}}`;
    return `{${keys.map((k) => `${json(k)}:${k in base ? sharing(value[k], base[k], access(at, k)) : json(value[k])}`).join(',')}}`;
  }
  return text;
}

/** Each game's own rule file with the folder it is in: rules/, then the folders games name (the CLI's order). */
const folders = [new URL('../../../rules/', import.meta.url), ...RULE_FOLDERS];
const gameFiles = new Map();
for (const folder of folders) {
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.rules')).sort()) {
    const game = file.slice(0, -'.rules'.length);
    if (!gameFiles.has(game) && (only.length === 0 || only.includes(game))) gameFiles.set(game, folder);
  }
}

for (const [game, rules] of gameFiles) {
  const file = `${game}.rules`;
  const variants = existsSync(new URL('variants/', rules)) ? readdirSync(new URL('variants/', rules)).sort() : [];
  const texts = { [file]: readFileSync(new URL(file, rules), 'utf8') };
  for (const f of variants) {
    if (f.startsWith(`${game}-`) && f.endsWith('.rules')) texts[`variants/${f}`] = readFileSync(new URL(`variants/${f}`, rules), 'utf8');
  }
  const resolveGame = (id) => (texts[`${id}.rules`] === undefined ? undefined : { file: `rules/${id}.rules`, text: texts[`${id}.rules`] });
  const compiled = {};
  // Every rule set of the game, the variants' too: which of them need a chart of their own.
  const all = {};
  for (const [path, text] of Object.entries(texts)) {
    const result = compile(text, { schemas: SCHEMAS, file: `rules/${path}`, resolveGame });
    if (!result.ok) throw new Error(`rules/${path} does not compile: ${result.diagnostics[0]?.message}`);
    all[path] = result.rules;
    if (path === file) compiled[path] = result.rules;
  }
  // Each variant written as its differences from the game's own rule set, which its chunk imports
  // (a page loads that chunk before any variant: compileRules in src/shared/games.ts).
  for (const [path, rules] of Object.entries(all)) {
    if (path === file) continue;
    writeFileSync(
      new URL(`${path.slice(0, -'.rules'.length)}.rules.ts`, out),
      `// Generated from rules/ by scripts/generate-charts.mjs; do not edit.\n` +
        `import type { RuleSet } from '@regelwerk/dsl';\n` +
        `import { compiledRules } from '../${game}.compiled.js';\n` +
        // Untyped: the parts named below are the game's own fields, which RuleSet's type does not list.
        `// eslint-disable-next-line @typescript-eslint/no-explicit-any\n` +
        `const base: any = compiledRules[${json(file)}];\n` +
        `/** rules/${path} compiled at build time: equal to compiling its text, written as its differences from rules/${file}. */\n` +
        `export const compiled = ${sharing(rules, all[file], 'base')} as unknown as RuleSet;\n`,
    );
  }
  writeChart(game, all);
  writeFileSync(
    new URL(`${game}.rules.ts`, out),
    `// Generated from rules/ by scripts/generate-charts.mjs; do not edit.\n` +
      `export const ruleTexts: Readonly<Record<string, string>> = ${JSON.stringify(texts, null, 1)};\n`,
  );
  const variantNames = Object.keys(texts).flatMap((k) => (k.startsWith(`variants/${game}-`) ? [k.slice(`variants/${game}-`.length, -'.rules'.length)] : []));
  writeFileSync(
    new URL(`${game}.compiled.ts`, out),
    `// Generated from rules/ by scripts/generate-charts.mjs; do not edit.\n` +
      `import type { RuleSet } from '@regelwerk/dsl';\n` +
      `/** The game's own rule text compiled at build time, by its path below rules/ (its variants: variants/). */\n` +
      `export const compiledRules = ${JSON.stringify(compiled)} as unknown as Readonly<Record<string, RuleSet>>;\n` +
      `/** The game's shipped variants by name (\`variants/${game}-<name>.rules\`). */\n` +
      `export const variantNames: readonly string[] = ${JSON.stringify(variantNames)};\n`,
  );
}
