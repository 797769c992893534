import { describe, expect, it } from 'vitest';
import './rw-game.js';
import type { RwGame } from './rw-game.component.js';

const JULE = 'variant "jule-inline" extends schocken\n\ninsert ranking below schock-out\n  jule  "Jule"  4  2  1  penalty 7\n';
const SEVEN = 'variant "seven" extends schocken\n\ntokens 7\n';

async function until<T>(get: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const v = get();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}

function game(attrs: Record<string, string>, inner = ''): RwGame {
  const el = document.createElement('rw-game');
  for (const [k, v] of Object.entries({ game: 'schocken', players: 'Ann', bots: 'random', speed: '100000', ...attrs })) el.setAttribute(k, v);
  el.innerHTML = inner;
  document.body.append(el);
  return el;
}

const rulesName = (el: RwGame) => el.shadowRoot?.querySelector('[part="rules-name"]')?.textContent ?? '';
const board = (el: RwGame) => el.shadowRoot?.querySelector('[exportparts]') as (HTMLElement & { legal: unknown[]; send: (e: unknown) => void }) | null;

describe('rw-game with rule text written into the page', () => {
  it('plays the rules of a <script type="text/x-regelwerk"> child', async () => {
    const el = game({ persist: 'off' }, `<script type="text/x-regelwerk">${JULE}</script>`);
    await until(() => rulesName(el).includes('jule-inline'));
    el.remove();
  });

  it('takes the ruleText property before the child and before the variant attribute', async () => {
    const el = game({ persist: 'off', variant: 'sechsen-umdrehen' }, `<script type="text/x-regelwerk">${JULE}</script>`);
    await until(() => rulesName(el).includes('jule-inline'));
    el.ruleText = SEVEN;
    await until(() => rulesName(el).includes('seven'));
    el.ruleText = null;
    await until(() => rulesName(el).includes('jule-inline'));
    el.querySelector('script')!.remove();
    await until(() => rulesName(el).includes('sechsen-umdrehen'));
    el.remove();
  });

  it('restores a saved game only for the same text: a changed text starts a fresh game', async () => {
    localStorage.clear();
    const first = game({ id: 'inline-saved', seed: 'inline' });
    first.ruleText = JULE;
    const b = await until(() => (rulesName(first).includes('jule-inline') ? board(first) : null));
    await until(() => b.legal?.length > 0);
    b.send(b.legal[0]);
    await until(() => first.log?.steps.length === 1);
    first.remove();
    // The same text again: the game comes back with its decision.
    const again = game({ id: 'inline-saved', seed: 'inline' });
    again.ruleText = JULE;
    await until(() => (rulesName(again).includes('jule-inline') ? again.log : null));
    expect(again.log!.steps.length).toBe(1);
    again.remove();
    // Another text under the same key: a fresh game of those rules, no notice of unreadable state.
    const other = game({ id: 'inline-saved', seed: 'inline' });
    other.ruleText = SEVEN;
    await until(() => (rulesName(other).includes('seven') ? other.log : null));
    expect(other.log!.steps.length).toBe(0);
    expect(other.shadowRoot!.querySelector('.notice')).toBeNull();
    other.remove();
  });

  it('shows where a broken inline text is wrong', async () => {
    const el = game({ persist: 'off' });
    el.ruleText = 'variant "broken" extends schocken\n\nset no-such-option on\n';
    const message = await until(() => el.shadowRoot?.querySelector('[part="message"]'));
    expect(message.textContent).toMatch(/inline:3:\d+: .*no-such-option/);
    el.remove();
  });
});
