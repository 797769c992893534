/** Sushizock im Gockelwok: so far its rule schema (no engine yet). */
export * from './schema/index.js';
