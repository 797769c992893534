import { parseArgs } from 'node:util';
import { compile, describeTables } from '@regelwerk/dsl';
import { SCHEMAS } from '@regelwerk/games/all';
import { EXAMPLE } from '../games.js';
import { KNOWN_GAMES, readRuleFile, recordingResolver, UsageError, type Io } from '../io.js';
import { jsonText, printDiagnostics, renderTable, safe } from '../render.js';

export const tableHelp = `Usage: regelwerk table FILE [--json] [--rules DIR]

Prints the scoring tables of a game or variant, as its rule file sets them: a ranking of
throws with what each costs and its chance in one throw, tiles and what a throw allows, cubes
and their values, the deal of colours and the chips, and the options in force.

Options:
  --json        one JSON object on stdout (a ranking lists every throw as \`outcomes\`, best first)
  --rules DIR   also look for base games of variants in DIR
  -h, --help    show this help

Exit codes: 0 printed, 1 the file has errors (they are printed), 2 bad usage.
`;

export function table(args: string[], io: Io): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: 'boolean' }, rules: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(tableHelp);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`name exactly one rule file, e.g. \`regelwerk table rules/${EXAMPLE}.rules\``);
  const { file, text } = readRuleFile(io, positionals[0]!);
  const texts = new Map<string, string>([[file, text]]);
  const result = compile(text, { schemas: SCHEMAS, file, resolveGame: recordingResolver(io, file, values.rules, texts), knownGames: KNOWN_GAMES });
  if (!result.ok) {
    printDiagnostics(io, result.diagnostics, texts);
    return 1;
  }
  const d = describeTables(result.rules, SCHEMAS);
  if (values.json) {
    io.stdout(`${jsonText(d.json)}\n`);
    return 0;
  }
  io.stdout(`${safe(d.title)}${d.variant ? ` — variant "${safe(d.variant)}"` : ''}\n\n${d.tables.map(renderTable).join('\n')}`);
  return 0;
}
