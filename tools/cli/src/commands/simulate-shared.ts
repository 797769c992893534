/** What `regelwerk simulate` and its worker threads say to each other, and the log file names both write. */
import { join } from 'node:path';
import { compile, type RuleSet, type Source } from '@regelwerk/dsl';
import { SCHEMAS } from '@regelwerk/games/all';
import type { SimulationTally } from '@regelwerk/engine';

export interface WorkerJob {
  /** The rule texts (bases first, the file last), compiled again in the worker. */
  readonly sources: readonly Source[];
  readonly games: number;
  readonly players: number;
  readonly bots: readonly string[];
  readonly seed: string;
  readonly timeEvery: number;
  readonly logDir: string | undefined;
}

/**
 * A batch's tally (the task is the batch's number, see pool.ts); `task: null` is the worker saying
 * it is ready (or why it could not start). `didNotEnd`: the batch stopped at a game that did not
 * end (see `GameDidNotEnd`).
 */
export type WorkerReply = {
  readonly task: number | null;
  readonly tally?: SimulationTally;
  readonly error?: string;
  readonly didNotEnd?: { readonly game: string; readonly ruleFile: string | null; readonly seed: string; readonly decisions: number };
};

/** The log of game i of a run of `games`, numbered with as many digits as the last one. */
export const logPath = (dir: string, game: string, i: number, games: number) => join(dir, `${game}-${String(i).padStart(String(games - 1).length, '0')}.json`);

/** Compiles a rule set again in a worker thread from its texts (bases first, the file last). */
export function compileSources(sources: readonly Source[]): RuleSet {
  const main = sources[sources.length - 1] as Source;
  const bases = sources.slice(0, -1);
  const compiled = compile(main.text, { schemas: SCHEMAS, file: main.file, resolveGame: (id) => bases.find((b) => b.file.endsWith(`${id}.rules`)) ?? bases[0] });
  if (!compiled.ok) throw new Error(`the rules of ${main.file} do not compile in a worker thread`);
  return compiled.rules;
}
