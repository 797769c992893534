// Plays chunks of "simulate against the base" off the page's main thread, one of a pool (simulate.ts);
// the page stops it by terminating it.
import type { ComparePlan } from '@regelwerk/engine';
import { prepareSimulation, type FromWorker, type ToWorker } from './simulate.js';

let plan: Promise<ComparePlan> | null = null;

const say = (m: FromWorker) => self.postMessage(m);

self.onmessage = async (e: MessageEvent<ToWorker>) => {
  try {
    if ('start' in e.data) {
      plan = prepareSimulation(e.data.start);
      const { games, players, seed, defs } = await plan;
      say({ ready: { games, players, seed, defs } });
    } else if (plan) say({ chunk: (await plan).playChunk(e.data.chunk) });
  } catch (err) {
    say({ failed: (err as Error).message });
  }
};
