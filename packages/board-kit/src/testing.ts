/** Helpers for boards' tests (`@regelwerk/board-kit/testing`); nothing a page loads. */
import type { FastSnapshot, GameEvent, Lang, PlayerInfo, Seat } from '@regelwerk/engine';
import { IGNORE_CHANCE, Rng, seedRng, type Bot } from '@regelwerk/engine';
import type { BoardElement } from './board-element.js';

/** The part of a game's runtime a played-through test needs. */
export interface PlayableGame<R, C, E extends GameEvent, V> {
  readonly fast: { initial(context: C): FastSnapshot<C>; transition(snapshot: FastSnapshot<C>, event: E): FastSnapshot<C> | null | undefined };
  createContext(input: { rules: R; players: readonly PlayerInfo[]; seed: string }, chance: typeof IGNORE_CHANCE): C;
  toMove(snapshot: FastSnapshot<C>): readonly Seat[];
  legalEvents(snapshot: FastSnapshot<C>, seat: Seat): E[];
  view(snapshot: FastSnapshot<C>, seat: Seat): V;
  outcome(snapshot: FastSnapshot<C>): unknown;
  readonly bots: Readonly<Record<string, (rules: R) => Bot<V, E>>>;
}

/** The text and labels a board shows now, with runs of white space made one. */
export function boardWords(el: Element): string {
  const root = el.shadowRoot!;
  const labels = [...root.querySelectorAll('[aria-label]')].map((n) => n.getAttribute('aria-label'));
  return `${root.textContent ?? ''} ${labels.join(' ')}`.replace(/\s+/g, ' ');
}

/**
 * Plays a game of one person under the default name (seat 0: "Du" or "You") against a bot, every
 * seat deciding as the game's bot `bot` (the random one unless said) with a seeded draw (so a game
 * ends), and gives the board's words at every step and at the end, as seat 0 sees them in `lang`.
 * The board is one element kept across steps, as on a page.
 */
export async function wordsOfAGame<R, C, E extends GameEvent, V>(
  game: PlayableGame<R, C, E, V>,
  rules: R,
  board: BoardElement<V, E>,
  lang: Lang,
  seed = 'you',
  bot = 'random',
): Promise<{ steps: string[]; end: string }> {
  const players: PlayerInfo[] = [
    { name: lang === 'de' ? 'Du' : 'You', bot: null },
    { name: lang === 'de' ? 'Taktiker 2' : 'tactician 2', bot: 'tactician' },
  ];
  let snapshot = game.fast.initial(game.createContext({ rules, players, seed }, IGNORE_CHANCE));
  Object.assign(board, { lang, seat: 0, readOnly: false, send: () => undefined });
  document.body.append(board);
  const make = game.bots[bot];
  if (!make) throw new Error(`the game has no bot ${bot}`);
  const pick = make(rules);
  const rng = new Rng(seedRng(seed));
  const steps: string[] = [];
  for (let i = 0; i < 3000 && game.outcome(snapshot) === null; i++) {
    Object.assign(board, { view: game.view(snapshot, 0), legal: game.legalEvents(snapshot, 0) });
    await board.updateComplete;
    steps.push(boardWords(board));
    const seat = game.toMove(snapshot)[0]!;
    const next = game.fast.transition(snapshot, pick.decide(game.view(snapshot, seat), game.legalEvents(snapshot, seat), rng));
    if (!next) throw new Error(`step ${i}: the decision offered was refused`);
    snapshot = next;
  }
  Object.assign(board, { view: game.view(snapshot, 0), legal: [] });
  await board.updateComplete;
  const end = boardWords(board);
  board.remove();
  return { steps, end };
}
