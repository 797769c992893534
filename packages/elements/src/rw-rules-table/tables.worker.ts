// Computes a rules table off the page's main thread: a rule file of the page's own may ask for
// as much work as the language allows (seconds of exact odds), and the page must stay usable.
import { tablesFor, type TablesRequest } from './tables.js';

self.onmessage = async (e: MessageEvent<TablesRequest>) => {
  try {
    self.postMessage({ done: await tablesFor(e.data) });
  } catch (err) {
    self.postMessage({ failed: (err as Error).message });
  }
};
