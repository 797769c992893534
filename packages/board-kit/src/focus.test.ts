import { html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { describe, expect, it } from 'vitest';
import { BoardElement, setBoardProps } from './board-element.js';
import { define } from './define.js';

type View = { readonly buttons: readonly string[]; readonly enabled: readonly string[] };

/** A board with named buttons (`b` is primary, `skip` a link not to land on); the successor of a lost button is `next`. */
class FocusProbe extends BoardElement<View> {
  successor: string | null = null;
  protected override focusSuccessor(): HTMLElement | null {
    return this.successor ? this.shadowRoot!.querySelector<HTMLElement>(`[data-name="${this.successor}"]`) : null;
  }
  protected override render() {
    const v = this.view;
    if (!v) return nothing;
    return html`<div class="status" tabindex="-1" data-focus-park>status</div>
      ${repeat(
        v.buttons,
        (n) => n,
        (n) => html`<button data-name=${n} ?data-primary=${n === 'b'} ?data-focus-skip=${n === 'skip'} ?disabled=${!v.enabled.includes(n)}>${n}</button>`,
      )}`;
  }
}
define('rw-focus-probe', FocusProbe);

async function mount(view: View): Promise<FocusProbe> {
  const el = document.createElement('rw-focus-probe') as FocusProbe;
  document.body.append(el);
  setBoardProps(el, { view, legal: [], seat: 0, readOnly: false, lang: 'en', send: () => undefined });
  await el.updateComplete;
  return el;
}

const focused = (el: FocusProbe) => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset['name'] ?? el.shadowRoot!.activeElement?.className ?? null;
const press = (el: FocusProbe, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-name="${name}"]`)!.focus();

describe('focus inside a board', () => {
  it('leaves focus where the person put it when the board renders again', async () => {
    const el = await mount({ buttons: ['a', 'b', 'c'], enabled: ['a', 'b', 'c'] });
    press(el, 'c');
    el.successor = 'a';
    setBoardProps(el, { view: { buttons: ['a', 'b', 'c'], enabled: ['a', 'b', 'c'] }, legal: [], seat: 0, readOnly: false, lang: 'en', send: () => undefined });
    await el.updateComplete;
    expect(focused(el)).toBe('c');
    el.remove();
  });

  it('gives the focus of a control that went away to its successor, else to the primary control', async () => {
    const el = await mount({ buttons: ['a', 'b', 'c'], enabled: ['a', 'b', 'c'] });
    press(el, 'c');
    el.successor = 'a';
    el.view = { buttons: ['a', 'b'], enabled: ['a', 'b'] };
    await el.updateComplete;
    expect(focused(el)).toBe('a');
    el.successor = null;
    el.view = { buttons: ['b', 'c'], enabled: ['b', 'c'] };
    await el.updateComplete;
    expect(focused(el)).toBe('b');
    el.remove();
  });

  it('parks focus rather than on a link marked to skip, and moves it on when a control is enabled again', async () => {
    const el = await mount({ buttons: ['b', 'c', 'skip'], enabled: ['b', 'c', 'skip'] });
    press(el, 'c');
    el.view = { buttons: ['b', 'skip'], enabled: ['skip'] };
    await el.updateComplete;
    expect(focused(el)).toBe('status');
    el.view = { buttons: ['b', 'skip'], enabled: ['b', 'skip'] };
    await el.updateComplete;
    expect(focused(el)).toBe('b');
    el.remove();
  });
});
