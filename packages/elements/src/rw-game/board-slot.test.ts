import { BOARD_HOLD } from '@regelwerk/board-kit';
import { describe, expect, it } from 'vitest';
import type { LoadedGame } from '../shared/games.js';
import { BoardSlot } from './board-slot.js';

const game = (tagName: string) => ({ board: { tagName, parts: ['status', 'dice'] } }) as unknown as LoadedGame;

describe('the board element', () => {
  it('is made once per board, its parts forwarded, and passes on its requests to hold play', () => {
    const held: boolean[] = [];
    const slot = new BoardSlot((on) => held.push(on));
    slot.for(game('x-one-board'));
    const first = slot.element!;
    expect(first.localName).toBe('x-one-board');
    expect(first.getAttribute('exportparts')).toBe('status, dice');
    slot.for(game('x-one-board'));
    expect(slot.element).toBe(first);
    first.dispatchEvent(new CustomEvent(BOARD_HOLD, { detail: true }));
    slot.for(game('x-other-board'));
    expect(slot.element).not.toBe(first);
    expect(slot.element!.localName).toBe('x-other-board');
    slot.element!.dispatchEvent(new CustomEvent(BOARD_HOLD, { detail: false }));
    expect(held).toEqual([true, false]);
  });

  it('gets the board contract, and takes no clicks while covered by a handover', () => {
    const slot = new BoardSlot(() => undefined);
    slot.for(game('x-covered-board'));
    const props = { view: { n: 1 }, legal: [], seat: null, readOnly: true, lang: 'en' as const, send: () => undefined };
    slot.set(props, true);
    expect(slot.element!.inert).toBe(true);
    expect((slot.element as unknown as typeof props).view).toBe(props.view);
    slot.set(props, false);
    expect(slot.element!.inert).toBe(false);
  });
});
