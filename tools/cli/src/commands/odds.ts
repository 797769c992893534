import { parseArgs } from 'node:util';
import { MAX_TURN_THROWS, type RuleSet } from '@regelwerk/dsl';
import { gameModule } from '@regelwerk/games/all';
import { EXAMPLE, loadRules, MODULES } from '../games.js';
import { UsageError, type Io } from '../io.js';
import { jsonText, renderTable } from '../render.js';

export const oddsHelp = `Usage: regelwerk odds GAME|FILE [--throws K] [--json]

Exact odds for a game where dice decide (by id or rule file, and variants): for every throw,
the chance of exactly that throw in one throw, and the best chance of ending with that throw or
better within K throws, over every way of setting dice aside that the rules allow.
Games with odds: ${MODULES.filter((m) => m.odds).map((m) => m.texts.title.en).join(', ')}.

Options:
  --throws K    throws allowed, from 1 to the most the rules allow (the default)
  --json        one JSON object on stdout, with \`outcomes\` best first
  -h, --help    show this help

Exit codes: 0 printed, 1 the rule file has errors, 2 bad usage.
`;

/** The odds of the rules' game, or a usage error naming the games that have odds. */
function gameOdds(rules: RuleSet) {
  const odds = gameModule(rules.game)?.odds;
  if (!odds) {
    const withOdds = MODULES.filter((m) => m.odds).map((m) => m.texts.title.en);
    throw new UsageError(`odds needs a game where dice decide (${withOdds.join(', ')} and their variants), not ${rules.title}`);
  }
  return odds;
}

/** The line of the rule texts that sets the number of throws: the variant's if it sets it, else its base game's. */
function throwsLine(rules: RuleSet): { file: string; line: number; text: string } | undefined {
  for (const source of [...rules.sources].reverse()) {
    const lines = source.text.split(/\r\n|\r|\n/);
    const i = lines.findIndex((l) => /^throws\b/.test(l));
    if (i >= 0) return { file: source.file, line: i + 1, text: lines[i]!.replace(/#.*/, '').trim() };
  }
  return undefined;
}

/**
 * `--throws K` checked against the rules: a whole number from 1 up to the most throws the rules
 * allow (their shared `throws` statement); above that, a usage error naming the limit and the
 * line of the rule file that sets it.
 */
function throwsAllowed(rules: RuleSet, given: string | undefined): number | undefined {
  if (given === undefined) return undefined;
  const max = (rules as RuleSet & { readonly throws?: { readonly max?: number } }).throws?.max ?? MAX_TURN_THROWS;
  const k = Number(given);
  if (!/^\d+$/.test(given) || k < 1) throw new UsageError(`--throws takes a whole number from 1 to ${max}, not "${given}"`);
  if (k > max) {
    const at = throwsLine(rules);
    throw new UsageError(`--throws ${given} is more than the rules allow: at most ${max} throw${max === 1 ? '' : 's'}${at ? `, set by \`${at.text}\` at ${at.file}:${at.line}` : ''}`);
  }
  return k;
}

export function odds(args: string[], io: Io): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { throws: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(oddsHelp);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`name one game or rule file, e.g. \`regelwerk odds ${EXAMPLE}\` or \`regelwerk odds rules/${EXAMPLE}.rules\``);
  const rules = loadRules(io, positionals[0]!);
  if (!rules) return 1;
  const odds = gameOdds(rules);
  const result = odds(rules, throwsAllowed(rules, values.throws));
  if (values.json) {
    io.stdout(`${jsonText(result.json)}\n`);
    return 0;
  }
  io.stdout(renderTable(result.table));
  return 0;
}
