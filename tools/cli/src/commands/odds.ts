import { parseArgs } from 'node:util';
import { percent } from '@regelwerk/dsl';
import { oddsForRules } from '@regelwerk/engine';
import { isSchockenRules } from '@regelwerk/schocken';
import { loadRules } from '../games.js';
import { UsageError, type Io } from '../io.js';
import { renderTable } from '../render.js';

export const oddsHelp = `Usage: regelwerk odds FILE|GAME [--throws K] [--json]

Exact odds for a game that ranks throws of dice (Schocken and its variants): for every throw,
the chance of exactly that throw in one throw, and the best chance of ending with that throw or
better within K throws, over every way of setting dice aside that the rules allow.

Options:
  --throws K    throws allowed (default: the most the rules allow)
  --json        one JSON object on stdout, with \`outcomes\` best first
  -h, --help    show this help

Exit codes: 0 printed, 1 the rule file has errors, 2 bad usage.
`;

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
  if (positionals.length !== 1) throw new UsageError('name one rule file, e.g. `regelwerk odds rules/schocken.rules`');
  const rules = loadRules(io, positionals[0]!);
  if (!rules) return 1;
  if (!isSchockenRules(rules)) throw new UsageError(`odds needs a game that ranks throws of dice (Schocken and its variants), not ${rules.title}`);
  const k = values.throws === undefined ? rules.throws.max : Number(values.throws);
  if (!Number.isInteger(k) || k < 1 || k > 10 || (values.throws !== undefined && !/^\d+$/.test(values.throws))) {
    throw new UsageError(`--throws takes a whole number from 1 to 10, not "${values.throws}"`);
  }
  const o = oddsForRules(rules);
  const outcomes = rules.ranking.outcomes.map((x) => ({ dice: x.dice, label: x.label, oneThrow: x.probability, bestPlay: o.bestPlay(x.rank, k) }));
  if (values.json) {
    io.stdout(`${JSON.stringify({ game: rules.game, variant: rules.variant?.name ?? null, throws: k, outcomes }, null, 2)}\n`);
    return 0;
  }
  io.stdout(
    renderTable({
      id: 'odds',
      title: `${rules.title}${rules.variant ? ` (variant ${rules.variant.name})` : ''}: exact odds, best play within ${k} throw${k === 1 ? '' : 's'}`,
      columns: [
        { key: 'rank', label: 'Rank', numeric: true },
        { key: 'dice', label: 'Dice' },
        { key: 'label', label: 'Name' },
        { key: 'one', label: 'Exactly, one throw', numeric: true },
        { key: 'best', label: `This or better, ≤ ${k} throws`, numeric: true },
      ],
      rows: outcomes.map((x, i) => ({ rank: i + 1, dice: x.dice.join('-'), label: x.label, one: percent(x.oneThrow), best: percent(x.bestPlay) })),
    }),
  );
  return 0;
}
