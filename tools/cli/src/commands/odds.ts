import type { RuleSet } from '@regelwerk/dsl';
import { readParams, type GameModule, type TableParam, type TableParams } from '@regelwerk/engine';
import { gameModule } from '@regelwerk/games/all';
import { EXAMPLE, loadRules, MODULES } from '../games.js';
import { commandArgs, UsageError, type Io } from '../io.js';
import { jsonText, renderTable } from '../render.js';

/** The table parameters of the games with odds (how many throws, say), each once: the options `odds` takes besides its own. */
const PARAMS: readonly TableParam[] = [...new Map(MODULES.filter((m) => m.odds).flatMap((m) => m.params ?? []).map((p) => [p.name, p] as const)).values()];

/** A help line of a declared parameter, in the column of the other options. */
const paramHelp = (p: TableParam) => `  ${`--${p.name} N`.padEnd(14)}${p.label.en}, from ${p.min} to the most the rules allow\n${' '.repeat(16)}(default ${p.default}, or that most if fewer)\n`;

export const oddsHelp = `Usage: regelwerk odds GAME|FILE${PARAMS.map((p) => ` [--${p.name} N]`).join('')} [--json]

Exact odds for a game where dice decide, by id or rule file (variants too): for every
throw, the chance of exactly that throw in one throw, and the best chance of ending with that
throw or better within N throws, over every way of setting dice aside that the rules allow.
The games with odds: ${MODULES.filter((m) => m.odds).map((m) => m.id).join(', ')}.

Options:
${PARAMS.map(paramHelp).join('')}  --json        one JSON object on stdout, with \`outcomes\` best first
  -h, --help    show this help

Exit codes: 0 printed, 1 the rule file has errors, 2 bad usage.
`;

/** The module of the rules' game with its odds, or a usage error naming the games that have odds. */
function gameOdds(rules: RuleSet): { readonly module: GameModule; readonly odds: NonNullable<GameModule['odds']> } {
  const module = gameModule(rules.game);
  if (!module?.odds) {
    const withOdds = MODULES.filter((m) => m.odds).map((m) => m.texts.title.en);
    throw new UsageError(`odds needs a game where dice decide (${withOdds.join(', ')} and their variants), not ${rules.title}`);
  }
  return { module, odds: module.odds };
}

/**
 * The values of the options that set the game's declared parameters, checked against these rules
 * (`readParams`): a usage error for a value out of range (naming the limit and the line of the rule
 * file that sets it) or for an option this game does not take.
 */
function paramsFor(rules: RuleSet, module: GameModule, values: Readonly<Record<string, string | boolean | undefined>>): TableParams {
  const given = Object.fromEntries(PARAMS.map((p) => [p.name, values[p.name] as string | undefined]));
  const read = readParams(module.params, rules, given, { spell: (name) => `--${name}` });
  if (!read.ok) throw new UsageError(read.error.message.en);
  return read.value;
}

export function odds(args: string[], io: Io): number {
  const parsed = commandArgs(args, io, oddsHelp, { ...Object.fromEntries(PARAMS.map((p) => [p.name, { type: 'string' as const }])), json: { type: 'boolean' } });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new UsageError(`name one game or rule file, e.g. \`regelwerk odds ${EXAMPLE}\` or \`regelwerk odds rules/${EXAMPLE}.rules\``);
  const rules = loadRules(io, positionals[0]!);
  if (!rules) return 1;
  const { module, odds } = gameOdds(rules);
  const result = odds(rules, paramsFor(rules, module, values));
  if (values.json) {
    io.stdout(`${jsonText(result.json)}\n`);
    return 0;
  }
  io.stdout(renderTable(result.table));
  return 0;
}
