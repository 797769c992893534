import { readFileSync } from 'node:fs';
import { GameDidNotEnd } from '@regelwerk/engine';
import { EXAMPLE } from './games.js';
import { nodeIo, UsageError, type Io } from './io.js';
import { safe } from './render.js';

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

type Run = (args: string[], io: Io) => number | Promise<number>;

interface Command {
  /** Loads the command's module when it runs, so that `--version`, `--help` and a simulation do not
   * first read every other command (the diagram's layout library alone cost 0.45 s of start-up). */
  readonly load: () => Promise<Run>;
  readonly summary: string;
}

// A Map, so that a command name such as `constructor` or `__proto__` is unknown like any other.
const COMMANDS: ReadonlyMap<string, Command> = new Map<string, Command>([
  ['check', { load: () => import('./commands/check.js').then((m) => m.check), summary: 'check rule files and variants, printing every problem' }],
  ['fmt', { load: () => import('./commands/fmt.js').then((m) => m.fmt), summary: 'print or rewrite rule files in canonical form' }],
  ['table', { load: () => import('./commands/table.js').then((m) => m.table), summary: "print a game's scoring tables (text or --json)" }],
  ['odds', { load: () => import('./commands/odds.js').then((m) => m.odds), summary: 'exact odds of every throw, in one throw and with best play' }],
  ['simulate', { load: () => import('./commands/simulate.js').then((m) => m.simulate), summary: 'play bot games and print who loses how often, and the pace' }],
  ['replay', { load: () => import('./commands/replay.js').then((m) => m.replay), summary: 'check game logs step by step against the game' }],
  ['diff', { load: () => import('./commands/diff.js').then((m) => m.diff), summary: 'what a variant changes against its base, in words (or --json)' }],
  ['diagram', { load: () => import('./commands/diagram.js').then((m) => m.diagram), summary: "draw a game's statechart as SVG or Mermaid text (or its layout as --json)" }],
  ['render', { load: () => import('./commands/render.js').then((m) => m.render), summary: 'write a static page of a game (HTML, or Markdown and SVG) for wikis and print' }],
  ['games', { load: () => import('./commands/games.js').then((m) => m.games), summary: 'list the games regelwerk knows: id, name and rule file' }],
]);

/** The names and summaries in two columns, at least two spaces apart, however long a name is. */
const NAME_WIDTH = Math.max(...[...COMMANDS.keys()].map((n) => n.length)) + 2;

export const mainHelp = `Usage: regelwerk <command> [options]

Tabletop rules as code: work with regelwerk rule files, games, logs and statecharts.
Commands that read rules take a game id (e.g. ${EXAMPLE}) or a rule file; seats are numbered
from 0, as in logs.

Commands:
${[...COMMANDS]
  .map(([name, c]) => `  ${name.padEnd(NAME_WIDTH)}${c.summary}`)
  .join('\n')}

Options:
  -h, --help  this help
  --version   the version

Run \`regelwerk <command> --help\` for a command's options.
Exit codes: 0 success, 1 the input has errors, 2 bad usage, 70 a bug in regelwerk.
`;

/** Runs the command line and returns the exit code; never throws for bad input. */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    io.stdout(mainHelp);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  const command = COMMANDS.get(name);
  if (!command) {
    io.stderr(`regelwerk: there is no command \`${safe(name)}\`; the commands are ${[...COMMANDS.keys()].join(', ')}\n`);
    return 2;
  }
  try {
    return await (await command.load())(args, io);
  } catch (e) {
    const err = (e instanceof Error ? e : new Error(String(e))) as Error & { code?: string };
    if (e instanceof UsageError || (typeof err.code === 'string' && err.code.startsWith('ERR_PARSE_ARGS'))) {
      // Messages quote what was given on the command line: printed escaped, like rule texts.
      io.stderr(`regelwerk ${name}: ${safe(err.message)}\nRun \`regelwerk ${name} --help\` for usage.\n`);
      return 2;
    }
    if (e instanceof GameDidNotEnd) {
      // Not a bug in regelwerk: rules (or bots) that make a game go on for ever.
      io.stderr(`regelwerk ${name}: ${safe(didNotEnd(e))}\n`);
      return 1;
    }
    io.stderr(`regelwerk ${name}: internal error: ${safe(String(err.message))}\nThis is a bug in regelwerk; please report it with the input that caused it.\n`);
    return 70;
  }
}

/** What `regelwerk` says of a game that did not end: which rule file, which seed, and what to look at. */
export function didNotEnd(e: GameDidNotEnd): string {
  return `${e.ruleFile ?? e.game}: the game with seed ${JSON.stringify(e.seed)} did not end within ${e.decisions.toLocaleString('en')} decisions (game/did-not-end). The rule file probably makes a game that cannot end, such as a round nobody can finish; if the rules are the shipped ones, the bots may be playing in circles.`;
}

export async function runMain(): Promise<void> {
  process.exitCode = await run(process.argv.slice(2), nodeIo());
}
