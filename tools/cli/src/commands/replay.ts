import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compile } from '@regelwerk/dsl';
import { GameSession, isMatchLog, replayMatchLog, type MatchOutcome, type Outcome } from '@regelwerk/engine';
import { SCHEMAS } from '@regelwerk/games/all';
import { engineFor } from '../games.js';
import { commandArgs, UsageError, type Io } from '../io.js';
import { jsonText, safe, seatList } from '../render.js';

export const replayHelp = `Usage: regelwerk replay LOG… [--partial] [--json]

Re-runs game logs against the game's machine: every decision must be legal, every die value one
the die can show and the one the seed gives, and the recorded outcome must be reached. A match's
log (from \`simulate --log-dir\` with rules that play a match) replays each of its games so, each
with the players and seed the match gives it, and must reach the match's recorded outcome.

A log exported before the game was over (its outcome is null) ends early: without --partial
that is reported as such (exit 1); with --partial its steps are checked all the same and the
place where it stops is printed: the state and the seat to move.

Options:
  --partial     accept logs of unfinished games: check the steps they have
  --json        print one result per log as JSON on stdout
  -h, --help    show this help

Seats are numbered from 0, as in the logs.
Exit codes: 0 every log replays (with --partial, as far as it goes), 1 a log fails (the log,
the step index and the reason are printed), 2 bad usage or a file that cannot be read.
`;

/** One log's result, as --json prints it. */
type Result =
  | { log: string; ok: true; finished: true; steps: number; outcome: Outcome }
  | { log: string; ok: true; match: true; games: number; steps: number; outcome: MatchOutcome }
  | { log: string; ok: boolean; finished: false; steps: number; state: string; toMove: readonly number[]; code?: string; message?: string }
  | { log: string; ok: false; step: number; code: string; message: string };

function replayOne(path: string, data: unknown, partial: boolean): Result {
  if (isMatchLog(data)) {
    const r = replayMatchLog(data, engineFor, SCHEMAS);
    if (!r.ok) return { log: path, ok: false, step: r.error.step ?? -1, code: r.error.code, message: r.error.message };
    return { log: path, ok: true, match: true, ...r.value };
  }
  const replayed = GameSession.fromLog(data, engineFor, { schemas: SCHEMAS, compile, history: false });
  if (!replayed.ok) {
    const { code, message, step } = replayed.error;
    // The log records an outcome, yet its steps stop short of it: not an export of a game still on.
    const said = code === 'outcome/not-reached' ? `the log records an outcome, but its ${step ?? 0} steps end before the game is over` : message;
    return { log: path, ok: false, step: step ?? -1, code, message: said };
  }
  const session = replayed.value;
  const outcome = session.outcome();
  if (outcome) return { log: path, ok: true, finished: true, steps: session.steps, outcome };
  // Every step the log has is legal, and the log says no more than that the game goes on.
  const stop = { finished: false as const, steps: session.steps, state: session.current.value, toMove: session.toMove() };
  if (partial) return { log: path, ok: true, ...stop };
  return { log: path, ok: false, ...stop, code: 'outcome/not-reached', message: `the log ends after ${session.steps} steps, before the game is over` };
}

/** Where an unfinished log stops, in words. */
const stopsAt = (r: { state: string; toMove: readonly number[] }) => `in state ${safe(r.state)}, ${seatList(r.toMove)} to move`;

export function replay(args: string[], io: Io): number {
  const parsed = commandArgs(args, io, replayHelp, { partial: { type: 'boolean' }, json: { type: 'boolean' } });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length === 0) throw new UsageError('name at least one log file, e.g. `regelwerk replay logs/*.json`');
  const results: Result[] = [];
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
      results.push({ log: path, ok: false, step: -1, code: 'log/json', message: `not JSON: ${(e as Error).message}` });
      continue;
    }
    results.push(replayOne(path, data, values.partial === true));
  }
  const failed = results.filter((r) => !r.ok).length;
  if (values.json) io.stdout(`${jsonText(results)}\n`);
  else {
    for (const r of results) {
      const log = safe(r.log);
      if ('match' in r) {
        io.stdout(`${log}: ok, a match of ${r.games} games, ${r.steps} steps, ${outcomeWords(r.outcome)}\n`);
      } else if ('finished' in r && r.finished) {
        io.stdout(`${log}: ok, ${r.steps} steps, ${outcomeWords(r.outcome)}\n`);
      } else if ('finished' in r) {
        if (r.ok) io.stdout(`${log}: ok as far as it goes: ${r.steps} steps; the game is not over, the log stops ${stopsAt(r)}\n`);
        else io.stderr(`${log}: unfinished: the log ends after ${r.steps} steps, before the game is over (it stops ${stopsAt(r)}); use --partial to check the steps it has\n`);
      } else io.stderr(`${log}: ${r.step === -1 ? 'log' : `step ${r.step}`}: ${r.code}: ${safe(r.message)}\n`);
    }
    const unfinished = results.filter((r) => 'finished' in r && !r.finished).length;
    io.stderr(
      `replayed ${results.length} log${results.length === 1 ? '' : 's'}: ${failed === 0 ? 'all ok' : `${failed} failed`}${values.partial && unfinished > 0 ? ` (${unfinished} unfinished)` : ''}\n`,
    );
  }
  return failed > 0 ? 1 : 0;
}

/** Who won and who lost, by seat (ties share a place). */
function outcomeWords(o: { readonly winners?: readonly number[]; readonly losers: readonly number[] }): string {
  const winners = o.winners ?? [];
  return `${winners.length === 1 ? 'winner' : 'winners'} ${seatList(winners)}, ${o.losers.length === 1 ? 'loser' : 'losers'} ${seatList(o.losers)}`;
}
