import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { escapeControls, format } from '@regelwerk/dsl';
import { SCHEMAS } from '@regelwerk/games/all';
import { readRuleFile, commandArgs, UsageError, type Io } from '../io.js';
import { printDiagnostics, safe } from '../render.js';

export const fmtHelp = `Usage: regelwerk fmt FILE… [--check | --write]

Prints rule files in their canonical form: one space between words, table columns aligned,
comments kept. Formatting twice gives the same text.

Options:
  --check       print nothing but the files that are not in canonical form; exit 1 if any
  --write       rewrite the files in place
  -h, --help    show this help

Without --check or --write the formatted text goes to stdout (on a terminal, control characters
in texts and comments are shown escaped, like \\u{1b}; redirected, it is the file as it is).
Exit codes: 0 done (or, with --check, all canonical), 1 a file has syntax errors or, with
--check, is not canonical, 2 bad usage or an unreadable file.
`;

export function fmt(args: string[], io: Io): number {
  const parsed = commandArgs(args, io, fmtHelp, { check: { type: 'boolean' }, write: { type: 'boolean' } });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (values.check && values.write) throw new UsageError('use --check or --write, not both');
  if (positionals.length === 0) throw new UsageError('name at least one rule file, e.g. `regelwerk fmt rules/*.rules`');
  const files = positionals.map((p) => ({ path: p, ...readRuleFile(io, p) }));
  let failed = false;
  let changed = 0;
  for (const { path, file, text } of files) {
    const result = format(text, { file, schemas: SCHEMAS });
    if (!result.ok) {
      printDiagnostics(io, result.diagnostics, new Map([[file, text]]));
      io.stderr(`${safe(file)}: not formatted because it has syntax errors\n`);
      failed = true;
      continue;
    }
    if (values.check) {
      if (result.text !== text) {
        io.stderr(`${safe(file)}: not in canonical form (run \`regelwerk fmt --write ${safe(file)}\`)\n`);
        failed = true;
      }
    } else if (values.write) {
      if (result.text !== text) {
        writeFileSync(resolve(io.cwd, path), result.text);
        changed++;
      }
    } else {
      if (files.length > 1) io.stdout(`==> ${safe(file)} <==\n`);
      // On a terminal, texts and comments are shown escaped; redirected, the output is the file.
      io.stdout(io.stdoutTty ? result.text.split('\n').map((l) => escapeControls(l, true)).join('\n') : result.text);
    }
  }
  if (values.write) io.stderr(`formatted ${files.length} file${files.length === 1 ? '' : 's'}, ${changed} changed\n`);
  return failed ? 1 : 0;
}
