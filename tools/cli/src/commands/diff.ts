import { diffRules, type RuleChange, type RuleSet } from '@regelwerk/dsl';
import { SCHEMAS } from '@regelwerk/games/all';
import { EXAMPLE, loadRules } from '../games.js';
import { commandArgs, UsageError, type Io } from '../io.js';
import { jsonText, safe } from '../render.js';

export const diffHelp = `Usage: regelwerk diff BASE VARIANT [--json] [--lang en|de] [--rules DIR]

Prints what VARIANT changes against BASE, in words: options set differently, rows of a table
inserted (and where), replaced or removed, and other values that differ (a count, the dice, a
set of pieces), then a summary with counts. Each of BASE and VARIANT is a game id (e.g.
${EXAMPLE}: its shipped rules) or a rule file; a variant file's base game is found as in check.
Both must be rules of the same game.

Options:
  --json         the changes as JSON on stdout (changes, counts, summary in en and de)
  --lang en|de   the language of the text (default en)
  --rules DIR    also look for base games of variants in DIR
  -h, --help     show this help

Exit codes: 0 printed (also when nothing changes), 1 a rule file has errors (they are
printed), 2 bad usage.
`;

const MARK: Readonly<Record<RuleChange['kind'], string>> = { option: '~', 'row-inserted': '+', 'row-replaced': '~', 'row-removed': '-', value: '~' };

/** The name of a rule set in messages: its title, and the variant's name. */
export function ruleSetName(rules: RuleSet): string {
  return rules.variant ? `${rules.title} — variant "${rules.variant.name}"` : rules.title;
}

/**
 * Two rule sets of one game, for the commands that compare them. Undefined when a file has
 * errors (printed); a usage error when they are the same argument or of two different games.
 */
export function loadPair(io: Io, command: string, a: string, b: string, extraDirs?: readonly string[]): [RuleSet, RuleSet] | undefined {
  if (a === b) throw new UsageError(`${command} needs two different rule sets, and both are ${JSON.stringify(a)}; name a game and a variant file, e.g. \`regelwerk ${command} ${EXAMPLE} rules/variants/my-variant.rules\``);
  const base = loadRules(io, a, extraDirs);
  const variant = loadRules(io, b, extraDirs);
  if (!base || !variant) return undefined;
  if (base.game !== variant.game) {
    throw new UsageError(`${JSON.stringify(a)} is a rule set of ${base.game} and ${JSON.stringify(b)} one of ${variant.game}; ${command} compares two rule sets of one game`);
  }
  return [base, variant];
}

export function parseLang(value: string | undefined): 'en' | 'de' {
  if (value === undefined || value === 'en' || value === 'de') return value ?? 'en';
  throw new UsageError(`--lang is en or de, not ${JSON.stringify(value)}`);
}

export function diff(args: string[], io: Io): number {
  const parsed = commandArgs(args, io, diffHelp, { json: { type: 'boolean' }, lang: { type: 'string' }, rules: { type: 'string', multiple: true } });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  const lang = parseLang(values.lang);
  if (positionals.length !== 2) throw new UsageError(`name two rule sets, the base and the variant, e.g. \`regelwerk diff ${EXAMPLE} rules/variants/my-variant.rules\``);
  const pair = loadPair(io, 'diff', positionals[0]!, positionals[1]!, values.rules);
  if (!pair) return 1;
  const [base, variant] = pair;
  const changes = diffRules(base, variant, SCHEMAS);
  if (values.json) {
    io.stdout(`${jsonText(changes)}\n`);
    return 0;
  }
  // Titles, names and row words come from rule files: control characters are shown escaped.
  const lines = [`${safe(ruleSetName(base))} → ${safe(ruleSetName(variant))}`, ...changes.changes.map((c) => `  ${MARK[c.kind]} ${safe(c.words[lang])}`), changes.summary[lang]];
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}
