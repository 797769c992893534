import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chartOf, toSvg } from '@regelwerk/statechart';
import { engineFor, EXAMPLE, PLAYABLE } from '../games.js';
import { UsageError, type Io } from '../io.js';
import { jsonText, safe } from '../render.js';

export const diagramHelp = `Usage: regelwerk diagram GAME --svg OUT | --json

Draws the statechart a game runs on: nested states as boxes, transitions labelled with their
events and guards, laid out the same way the web element shows it.

Options:
  --svg OUT     write a standalone SVG file
  --json        print the laid-out chart (states, boxes, transitions) as JSON on stdout
  -h, --help    show this help

Exit codes: 0 written, 2 bad usage.
`;

export function diagram(args: string[], io: Io): number {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { svg: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    io.stdout(diagramHelp);
    return 0;
  }
  const id = positionals[0];
  if (positionals.length !== 1 || !id) throw new UsageError(`name one game, e.g. \`regelwerk diagram ${EXAMPLE} --svg ${EXAMPLE}.svg\``);
  // The machine config the game runs on, as its interpreter holds it.
  const config = engineFor(id)?.fast.config;
  if (!config) throw new UsageError(`no statechart for "${id}"; games with one: ${PLAYABLE.join(', ')}`);
  if (!values.svg && !values.json) throw new UsageError('say what to write: --svg OUT or --json');
  const chart = chartOf(config);
  if (values.json) io.stdout(`${jsonText(chart, 1)}\n`);
  if (values.svg) {
    const out = resolve(io.cwd, values.svg);
    writeFileSync(out, toSvg(chart, { title: `${id} statechart` }));
    io.stderr(`wrote ${safe(values.svg)} (${chart.nodes.length - 1} states, ${chart.edges.length} transitions)\n`);
  }
  return 0;
}
