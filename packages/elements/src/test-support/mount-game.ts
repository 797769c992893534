import type { RwGame } from '../rw-game/rw-game.component.js';
import { until } from './until.js';

/** A `<rw-game>` with these attributes (over the test file's defaults), in the document. */
export function mountGame(defaults: Record<string, string>, attrs: Record<string, string>): RwGame {
  const el = document.createElement('rw-game') as RwGame;
  for (const [k, v] of Object.entries({ ...defaults, ...attrs })) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

/** The game's board once it shows a view. */
export async function boardOf<B extends HTMLElement & { view: unknown }>(el: RwGame): Promise<B> {
  const board = await until(() => el.shadowRoot?.querySelector('[exportparts]') as B | null);
  await until(() => board.view);
  return board;
}
