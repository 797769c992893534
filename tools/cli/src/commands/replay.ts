import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { replayLog } from '@regelwerk/engine';
import { SCHEMAS } from '@regelwerk/games/all';
import { engineFor } from '../games.js';
import { UsageError, type Io } from '../io.js';
import { jsonText, safe } from '../render.js';

export const replayHelp = `Usage: regelwerk replay LOG… [--json]

Re-runs game logs against the game's machine: every decision must be legal, every die value one
the die can show and the one the seed gives, and the recorded outcome must be reached.

Options:
  --json        print one result per log as JSON on stdout
  -h, --help    show this help

Exit codes: 0 every log replays, 1 a log fails (the log, the step index and the reason are
printed), 2 bad usage or a file that cannot be read.
`;

export function replay(args: string[], io: Io): number {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    io.stdout(replayHelp);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('name at least one log file, e.g. `regelwerk replay logs/*.json`');
  const results: Record<string, unknown>[] = [];
  let failed = 0;
  for (const path of positionals) {
    let text: string;
    try {
      text = readFileSync(resolve(io.cwd, path), 'utf8');
    } catch (e) {
      throw new UsageError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (e) {
      failed++;
      results.push({ log: path, ok: false, step: -1, code: 'log/json', message: `not JSON: ${(e as Error).message}` });
      continue;
    }
    const r = replayLog(data, engineFor, SCHEMAS);
    if (r.ok) results.push({ log: path, ok: true, steps: r.value.steps, outcome: r.value.outcome });
    else {
      failed++;
      results.push({ log: path, ok: false, step: r.error.step ?? -1, code: r.error.code, message: r.error.message });
    }
  }
  if (values.json) io.stdout(`${jsonText(results)}\n`);
  else {
    for (const r of results) {
      if (r.ok) io.stdout(`${safe(String(r.log))}: ok, ${r.steps} steps, ${outcomeWords(r.outcome as { winners: number[]; losers: number[] })}\n`);
      else io.stderr(`${safe(String(r.log))}: ${r.step === -1 ? 'log' : `step ${r.step}`}: ${r.code}: ${safe(String(r.message))}\n`);
    }
    io.stderr(`replayed ${results.length} log${results.length === 1 ? '' : 's'}: ${failed === 0 ? 'all ok' : `${failed} failed`}\n`);
  }
  return failed > 0 ? 1 : 0;
}

/** Who won and who lost, by seat (ties share a place). */
function outcomeWords(o: { winners: readonly number[]; losers: readonly number[] }): string {
  return `winner seat ${o.winners.join(', ') || 'none'}, loser seat ${o.losers.join(', ') || 'none'}`;
}
