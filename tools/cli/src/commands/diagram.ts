import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { GameModule, MachineConfig } from '@regelwerk/engine';
import { chartOf, toSvg, type ChartModel, type ChartTexts, type LabelMode } from '@regelwerk/statechart';
import { EXAMPLE, loadRules, moduleFor, PLAYABLE } from '../games.js';
import { commandArgs, UsageError, type Io } from '../io.js';
import { toMermaid } from '../mermaid.js';
import { jsonText, safe } from '../render.js';

export const diagramHelp = `Usage: regelwerk diagram GAME|FILE --svg OUT | --mermaid | --json [--lang code|en|de]

Draws the statechart a game runs on (by id, or the chart of a rule file or variant, which has
the states its house rules add, e.g. a tie throw-off): nested states as boxes, transitions
labelled with their events and guards, laid out the same way the web element shows it.

Options:
  --svg OUT          write a standalone SVG file
  --mermaid          print the chart as Mermaid stateDiagram-v2 text on stdout, for wikis and
                     READMEs that render Mermaid (nested states as composite states)
  --json             print the laid-out chart (states, boxes, transitions) as JSON on stdout
  --lang code|en|de  the words of state and transition labels in --svg and --mermaid: the names
                     in the machine (code, the default), or the game's English or German texts
  -h, --help         show this help

The three outputs show the same states and transitions; --json holds no texts, so --lang does
not change it.
Exit codes: 0 written, 1 the rule file has errors, 2 bad usage.
`;

const LANGS: readonly LabelMode[] = ['code', 'en', 'de'];

/** A game's chart laid out with the game's own words, its title, and the texts its labels read: what `diagram` and `render` draw. */
export function layOutChart(module: GameModule, config: MachineConfig, lang: LabelMode): { chart: ChartModel; texts: ChartTexts; title: string; svg: () => string } {
  // The game's own words; the layout sizes every label for each language, as the web element's does.
  const { states, events, guards } = module.texts;
  const texts: ChartTexts = { states, ...(events ? { events } : {}), ...(guards ? { guards } : {}) };
  const chart = chartOf(config, texts);
  const title = lang === 'code' ? `${module.id} statechart` : module.texts.title[lang];
  return { chart, texts, title, svg: () => toSvg(chart, { title, mode: lang, texts }) };
}

export function diagram(args: string[], io: Io): number {
  const parsed = commandArgs(args, io, diagramHelp, { svg: { type: 'string' }, mermaid: { type: 'boolean' }, json: { type: 'boolean' }, lang: { type: 'string' } });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  const id = positionals[0];
  if (positionals.length !== 1 || !id) throw new UsageError(`name one game, e.g. \`regelwerk diagram ${EXAMPLE} --mermaid\``);
  // The machine config the game runs on: by game id, the game's chart; for a rule file or variant,
  // the chart of its rule set (a house rule may add states, a tie throw-off say).
  let module = moduleFor(id);
  let config = module?.runtime.fast.config;
  if (!module && id.endsWith('.rules')) {
    const rules = loadRules(io, id);
    if (!rules) return 1;
    module = moduleFor(rules.game);
    config = module?.chart?.(rules) ?? module?.runtime.fast.config;
  }
  if (!module) throw new UsageError(`no statechart for "${id}"; games with one: ${PLAYABLE.join(', ')}`);
  if (!values.svg && !values.json && !values.mermaid) throw new UsageError('say what to write: --svg OUT, --mermaid or --json');
  if (values.json && values.mermaid) throw new UsageError('--json and --mermaid both print on stdout: use one of them');
  const mode = values.lang ?? 'code';
  if (!(LANGS as readonly string[]).includes(mode)) throw new UsageError(`--lang takes ${LANGS.join(', ')}, not "${mode}"`);
  const lang = mode as LabelMode;
  const { chart, texts, title, svg } = layOutChart(module, config!, lang);
  if (values.json) io.stdout(`${jsonText(chart, 1)}\n`);
  if (values.mermaid) io.stdout(toMermaid(chart, { mode: lang, texts, title }));
  if (values.svg) {
    const out = resolve(io.cwd, values.svg);
    try {
      writeFileSync(out, svg());
    } catch (e) {
      throw new UsageError(`cannot write ${values.svg}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such folder' : (e as Error).message}`);
    }
    io.stderr(`wrote ${safe(values.svg)} (${chart.nodes.length - 1} states, ${chart.edges.length} transitions)\n`);
  }
  return 0;
}
