import { parseArgs } from 'node:util';
import { MAX_TURN_THROWS, type RuleSet } from '@regelwerk/dsl';
import { gameModule } from '@regelwerk/games/all';
import { EXAMPLE, loadRules, MODULES } from '../games.js';
import { UsageError, type Io } from '../io.js';
import { jsonText, renderTable } from '../render.js';

export const oddsHelp = `Usage: regelwerk odds FILE|GAME [--throws K] [--json]

Exact odds for a game where dice decide (${MODULES.filter((m) => m.odds).map((m) => m.texts.title.en).join(', ')} and their variants): for
every throw, the chance of exactly that throw in one throw, and the best chance of ending with
that throw or better within K throws, over every way of setting dice aside that the rules allow.

Options:
  --throws K    throws allowed (default: the most the rules allow)
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
  if (positionals.length !== 1) throw new UsageError(`name one rule file, e.g. \`regelwerk odds rules/${EXAMPLE}.rules\``);
  const rules = loadRules(io, positionals[0]!);
  if (!rules) return 1;
  const odds = gameOdds(rules);
  const k = values.throws === undefined ? undefined : Number(values.throws);
  if (k !== undefined && (!Number.isInteger(k) || k < 1 || k > MAX_TURN_THROWS || !/^\d+$/.test(values.throws!))) {
    throw new UsageError(`--throws takes a whole number from 1 to ${MAX_TURN_THROWS}, not "${values.throws}"`);
  }
  const result = odds(rules, k);
  if (values.json) {
    io.stdout(`${jsonText(result.json)}\n`);
    return 0;
  }
  io.stdout(renderTable(result.table));
  return 0;
}
