import { html } from 'lit';
import { describe, expect, it } from 'vitest';
import { BoardElement, setBoardProps } from './board-element.js';
import { define } from './define.js';

class ProbeBoard extends BoardElement<{ n: number }> {
  protected override render() {
    return html`<p>${this.view?.n ?? ''} ${this.canAct ? 'act' : 'wait'}</p>`;
  }
}
define('rw-probe-board', ProbeBoard);

describe('a board element', () => {
  it('takes the board contract as properties and may act only with legal decisions, a seat and not read-only', async () => {
    const el = document.createElement('rw-probe-board') as ProbeBoard;
    document.body.append(el);
    const sent: unknown[] = [];
    setBoardProps(el, { view: { n: 7 }, legal: [{ type: 'x', seat: 0 }], seat: 0, readOnly: false, lang: 'de', send: (e) => sent.push(e) });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).toContain('7 act');
    el.send({ type: 'x', seat: 0 });
    expect(sent).toEqual([{ type: 'x', seat: 0 }]);
    setBoardProps(el, { view: { n: 8 }, legal: [{ type: 'x', seat: 0 }], seat: 0, readOnly: true, lang: 'de', send: () => undefined });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).toContain('8 wait');
    setBoardProps(el, { view: { n: 9 }, legal: [], seat: 0, readOnly: false, lang: 'de', send: () => undefined });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).toContain('9 wait');
  });

  it('does nothing when asked to send before it is given a way to', () => {
    const el = document.createElement('rw-probe-board') as ProbeBoard;
    expect(() => el.send({ type: 'x', seat: 0 })).not.toThrow();
  });
});
