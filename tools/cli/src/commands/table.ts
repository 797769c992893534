import { describeTables } from '@regelwerk/dsl';
import { SCHEMAS } from '@regelwerk/games/all';
import { EXAMPLE, loadRules } from '../games.js';
import { commandArgs, UsageError, type Io } from '../io.js';
import { jsonText, renderTable, safe } from '../render.js';

export const tableHelp = `Usage: regelwerk table GAME|FILE [--json] [--rules DIR]

Prints the scoring tables of a game (by id, e.g. ${EXAMPLE}: its shipped rules) or of a rule
file or variant, as the rules set them: a ranking of throws with what each costs and its chance
in one throw, tiles and what a throw allows, cubes and their values, the deal of colours and the
chips, and the options in force.

Options:
  --json        one JSON object on stdout (a ranking lists every throw as \`outcomes\`, best first)
  --rules DIR   also look for base games of variants in DIR
  -h, --help    show this help

Exit codes: 0 printed, 1 the file has errors (they are printed), 2 bad usage.
`;

export function table(args: string[], io: Io): number {
  const parsed = commandArgs(args, io, tableHelp, { json: { type: 'boolean' }, rules: { type: 'string', multiple: true } });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new UsageError(`name exactly one game or rule file, e.g. \`regelwerk table ${EXAMPLE}\` or \`regelwerk table rules/variants/my-variant.rules\``);
  const rules = loadRules(io, positionals[0]!, values.rules);
  if (!rules) return 1;
  const d = describeTables(rules, SCHEMAS);
  if (values.json) {
    io.stdout(`${jsonText(d.json)}\n`);
    return 0;
  }
  io.stdout(`${safe(d.title)}${d.variant ? ` — variant "${safe(d.variant)}"` : ''}\n\n${d.tables.map(renderTable).join('\n')}`);
  return 0;
}
