import { compile, type Diagnostic } from '@regelwerk/dsl';
import { SCHEMAS } from '@regelwerk/games/all';
import { EXAMPLE, GAME_RULE_FOLDERS, readRules } from '../games.js';
import { KNOWN_GAMES, recordingResolver, commandArgs, UsageError, type Io } from '../io.js';
import { jsonText, printDiagnostics } from '../render.js';

export const checkHelp = `Usage: regelwerk check FILE|GAME… [--rules DIR] [--json] [--quiet]

Checks rule files and variants (a game id, e.g. ${EXAMPLE}, checks its shipped rules). Every
problem is printed as
  file:line:col: error[code]: message
with the source line and a caret under the place.

Options:
  --rules DIR   also look for base games of variants in DIR (may be repeated)
  --json        print the diagnostics of every file as JSON on stdout
  --quiet       print only problems, no summary
  -h, --help    show this help

Exit codes: 0 all files are clean, 1 a file has errors, 2 bad usage or an unreadable file.
`;

export function check(args: string[], io: Io): number {
  const parsed = commandArgs(args, io, checkHelp, {
    rules: { type: 'string', multiple: true },
    json: { type: 'boolean' },
    quiet: { type: 'boolean' },
  });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length === 0) throw new UsageError(`name at least one rule file, e.g. \`regelwerk check rules/${EXAMPLE}.rules\``);
  const files = positionals.map((p) => readRules(io, p));
  const report: { file: string; ok: boolean; diagnostics: Diagnostic[] }[] = [];
  let errors = 0;
  let warnings = 0;
  for (const { file, text, base } of files) {
    const texts = new Map<string, string>([[file, text]]);
    const result = compile(text, { schemas: SCHEMAS, file, resolveGame: recordingResolver(io, base, [...(values.rules ?? []), ...GAME_RULE_FOLDERS], texts), knownGames: KNOWN_GAMES });
    if (!values.json) printDiagnostics(io, result.diagnostics, texts);
    errors += result.diagnostics.filter((d) => d.severity === 'error').length;
    warnings += result.diagnostics.filter((d) => d.severity === 'warning').length;
    report.push({ file, ok: result.ok, diagnostics: [...result.diagnostics] });
  }
  if (values.json) io.stdout(`${jsonText({ files: report, errors, warnings })}\n`);
  else if (!values.quiet) {
    const bad = report.filter((r) => !r.ok).length;
    io.stderr(
      `checked ${files.length} file${files.length === 1 ? '' : 's'}: ${bad === 0 ? 'all clean' : `${bad} with errors`} (${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'})\n`,
    );
  }
  return errors > 0 ? 1 : 0;
}

