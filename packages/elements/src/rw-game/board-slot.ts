import { BOARD_HOLD, setBoardProps } from '@regelwerk/board-kit';
import type { BoardProps } from '@regelwerk/engine';
import type { LoadedGame } from '../shared/games.js';

type BoardElement = HTMLElement & { updateComplete?: Promise<unknown>; focusPrimary?: () => boolean };

/**
 * The game's board element: made once per board (another game's board, another element), its
 * parts forwarded, its request to hold play passed on. It gets the board contract on every render.
 */
export class BoardSlot {
  #board: BoardElement | null = null;

  constructor(private readonly hold: (on: boolean) => void) {}

  get element(): BoardElement | null {
    return this.#board;
  }

  /** The board for `game`: the one there, when it is that game's board, else a new one. */
  for(game: LoadedGame): void {
    const { tagName, parts } = game.board;
    if (this.#board?.localName === tagName) return;
    const board = (this.#board = document.createElement(tagName));
    board.setAttribute('exportparts', parts.join(', '));
    board.addEventListener(BOARD_HOLD, (e) => this.hold((e as CustomEvent<boolean>).detail));
  }

  /** Hands the board what it draws; behind a handover panel (`covered`) it takes no focus and no clicks. */
  set(props: BoardProps, covered: boolean): void {
    this.#board!.inert = covered;
    setBoardProps(this.#board!, props);
  }

  /** Puts the focus on the board's first control, once it has drawn; whether it had one. */
  async focus(): Promise<boolean> {
    await this.#board?.updateComplete;
    return this.#board?.focusPrimary?.() ?? false;
  }
}
