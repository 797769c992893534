/** What `regelwerk simulate` and its worker threads say to each other, and the log file names both write. */
import { join } from 'node:path';
import type { Source } from '@regelwerk/dsl';
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

/** A batch of games to play, or null: no more. */
export type WorkerRequest = { readonly batch: number; readonly from: number; readonly to: number } | { readonly batch: null };

/**
 * A batch's tally; `batch: null` is the worker saying it is ready (or why it could not start).
 * `didNotEnd`: the batch stopped at a game that did not end (see `GameDidNotEnd`).
 */
export type WorkerReply = {
  readonly batch: number | null;
  readonly tally?: SimulationTally;
  readonly error?: string;
  readonly didNotEnd?: { readonly game: string; readonly ruleFile: string | null; readonly seed: string; readonly decisions: number };
};

/** The log of game i of a run of `games`, numbered with as many digits as the last one. */
export const logPath = (dir: string, game: string, i: number, games: number) => join(dir, `${game}-${String(i).padStart(String(games - 1).length, '0')}.json`);
