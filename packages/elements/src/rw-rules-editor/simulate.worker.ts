// Plays "simulate against the base" off the page's main thread; the page cancels by terminating it.
import { simulate, type SimulateRequest } from './simulate.js';

self.onmessage = async (e: MessageEvent<SimulateRequest>) => {
  try {
    await simulate(e.data, (m) => self.postMessage(m));
  } catch (err) {
    self.postMessage({ failed: (err as Error).message });
  }
};
