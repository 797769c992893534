import { describe, expect, it } from 'vitest';
import './rw-rules-table.js';
import type { RwRulesTable } from './rw-rules-table.component.js';

const JULE = 'variant "jule-inline" extends schocken\n\ninsert ranking below schock-out\n  jule  "Jule"  4  2  1  penalty 7\n';

async function until<T>(get: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const v = get();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}

function table(attrs: Record<string, string>, inner = ''): RwRulesTable {
  const el = document.createElement('rw-rules-table');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.innerHTML = inner;
  document.body.append(el);
  return el;
}

const rowKeys = (el: RwRulesTable) => [...el.shadowRoot!.querySelectorAll('table[data-table="ranking"] tbody tr')].map((r) => r.getAttribute('data-row'));

describe('rw-rules-table with rule text written into the page', () => {
  it('shows the tables of a <script type="text/x-regelwerk"> child and marks the row it adds against the standard rules', async () => {
    const el = table({ game: 'schocken', compare: 'standard' }, `<script type="text/x-regelwerk">\n    ${JULE.split('\n').join('\n    ')}</script>`);
    const jule = await until(() => el.shadowRoot?.querySelector('tr[data-row="Jule"]'));
    expect(jule.getAttribute('data-diff')).toBe('new');
    expect([...el.shadowRoot!.querySelectorAll('tr[data-diff]')].map((r) => r.getAttribute('data-row'))).toEqual(['Jule']);
    el.remove();
  });

  it('prefers the ruleText property to the child, the child to src and variant, and follows an edited child', async () => {
    const el = table({ game: 'schocken', variant: 'jule' }, '<script type="text/x-regelwerk">variant "plain" extends schocken\n</script>');
    // The child (no Jule row) wins over variant="jule".
    await until(() => el.shadowRoot?.querySelector('table') && !rowKeys(el).includes('Jule') && rowKeys(el).length === 9);
    el.ruleText = JULE;
    await until(() => rowKeys(el).includes('Jule'));
    el.ruleText = null;
    await until(() => rowKeys(el).length === 9 && !rowKeys(el).includes('Jule'));
    // The child script edited in place: the table follows.
    el.querySelector('script')!.textContent = JULE;
    await until(() => rowKeys(el).includes('Jule'));
    el.querySelector('script')!.remove();
    // No child any more: the variant attribute speaks again (Jule is its row too).
    await until(() => el.shadowRoot?.querySelector('table') && rowKeys(el).includes('Jule'));
    el.remove();
  });

  it.each([
    { lang: 'en', sentence: 'One other rule differs:', words: 'ties changed: (not there) → throw-off' },
    { lang: 'de', sentence: 'Eine andere Regel ist anders:', words: 'ties geändert: (fehlt) → throw-off' },
  ])('names a house rule that changes only the flow in its comparison line ($lang)', async ({ lang, sentence, words }) => {
    const el = table({ game: 'schocken', variant: 'stechen', compare: 'standard', lang });
    const summary = await until(() => el.shadowRoot?.querySelector('[part="compare-summary"]'));
    expect(summary.textContent).toContain(sentence);
    expect([...summary.querySelectorAll('ul.others li')].map((li) => li.textContent)).toEqual([words]);
    // The rule file's words are set as code.
    expect([...summary.querySelectorAll('ul.others li code')].map((c) => c.textContent)).toEqual(['ties', 'throw-off']);
    // No row of the table is marked: the rows are the same.
    expect(el.shadowRoot!.querySelectorAll('tr[data-diff]')).toHaveLength(0);
    el.remove();
  });

  it('names the flow statement of rule text written into the page', async () => {
    const el = table({ game: 'schocken', compare: 'standard', lang: 'en' });
    el.ruleText = 'variant "inline-stechen" extends schocken\nties throw-off\n';
    const item = await until(() => el.shadowRoot?.querySelector('[part="compare-summary"] ul.others li'));
    expect(item.textContent).toBe('ties changed: (not there) → throw-off');
    el.remove();
  });

  it('shows the diagnostics of a broken inline text with the line they are on', async () => {
    const el = table({ game: 'schocken' });
    el.ruleText = 'variant "broken" extends schocken\n\nset no-such-option on\n';
    const pre = await until(() => el.shadowRoot?.querySelector('[part="diagnostics"]'));
    expect(pre.textContent).toMatch(/^inline:3:\d+: error/m);
    expect(pre.textContent).toContain('no-such-option');
    el.remove();
  });
});

describe('rw-rules-table keeps dice strings whole', () => {
  it('sets each dice string of a cell in an unbreakable span and leaves the text as it was', async () => {
    const el = table({ game: 'schocken' });
    const row = await until(() => el.shadowRoot?.querySelector('tr[data-row="Admiral"]'));
    const dice = [...row.querySelectorAll('.dice')].map((s) => s.textContent);
    expect(dice[0]).toBe('6-6-6');
    expect(dice.length).toBeGreaterThan(2);
    // The list still breaks between throws: the "; " between them is outside every span.
    const cellText = [...row.querySelectorAll('td')].map((td) => td.textContent ?? '').find((t) => t.startsWith('6-6-6'));
    expect(cellText).toMatch(/^6-6-6; 5-5-5; /);
    expect(getComputedStyle(row.querySelector('.dice')!).whiteSpace).toBe('nowrap');
    el.remove();
  });
});

describe('rw-rules-table linked to a game', () => {
  it('marks the rows the game reports as deciding, and is not drawn again when a move reports the same rows', async () => {
    const game = document.createElement('div');
    game.id = 'decides';
    document.body.append(game);
    const el = table({ game: 'schocken', for: 'decides', lang: 'en' });
    const first = await until(() => el.shadowRoot?.querySelector<HTMLElement>('table[data-table="ranking"] tbody tr'));
    const key = first.getAttribute('data-row')!;
    const report = (highlights: readonly string[]) => game.dispatchEvent(Object.assign(new Event('rw-state-change', { bubbles: true, composed: true }), { value: 'x', highlights }));
    report([key]);
    await el.updateComplete;
    expect(first.classList.contains('decided')).toBe(true);
    const rows = el.highlighted;
    report([key]);
    expect(el.highlighted).toBe(rows);
    expect(el.isUpdatePending).toBe(false);
    report([]);
    expect(el.isUpdatePending).toBe(true);
    await el.updateComplete;
    expect(first.classList.contains('decided')).toBe(false);
    el.remove();
    game.remove();
  });
});

describe('rw-rules-table’s table parameters, declared by the game', () => {
  const headings = (el: RwRulesTable) => [...el.shadowRoot!.querySelectorAll('table[data-table="ranking"] thead th')].map((th) => th.textContent!.trim());
  const bestPlay = (el: RwRulesTable) => headings(el).filter((h) => h.includes('best play')).length;

  it('takes a declared parameter as an attribute of its name, follows its changes, and takes the game’s default without it', async () => {
    const el = table({ game: 'schocken', lang: 'en', throws: '1' });
    await until(() => el.shadowRoot?.querySelector('table') && bestPlay(el) === 1);
    el.setAttribute('throws', '2');
    await until(() => bestPlay(el) === 2);
    el.removeAttribute('throws');
    await until(() => bestPlay(el) === 3);
    el.remove();
  });

  it('takes the params attribute, before an attribute of the same name', async () => {
    const el = table({ game: 'sushizock', lang: 'en', params: 'throws=1', throws: '3' });
    await until(() => el.shadowRoot?.querySelector('table[data-table="odds"]'));
    const odds = [...el.shadowRoot!.querySelectorAll('table[data-table="odds"] thead th')].map((th) => th.textContent!.trim());
    expect(odds).toContain('Chance, best play in 1 throw');
    el.remove();
  });

  it.each<{ attrs: Record<string, string>; says: string }>([
    { attrs: { throws: '4' }, says: 'throws 4 is more than the rules allow: at most 3 throws, set by `throws 1..3 set-by starter` at rules/schocken.rules:9' },
    { attrs: { throws: 'two' }, says: 'throws takes a whole number from 1 to 3, not "two"' },
    { attrs: { params: 'thorws=2' }, says: 'thorws: Schocken takes only throws' },
  ])('says why it shows no table for $attrs', async ({ attrs, says }) => {
    const el = table({ game: 'schocken', lang: 'en', ...attrs });
    const alert = await until(() => el.shadowRoot?.querySelector('.message[role="alert"]'));
    expect(alert.textContent).toBe(says);
    expect(el.shadowRoot!.querySelector('table')).toBeNull();
    el.remove();
  });

  it('says it in German on a German page', async () => {
    const el = table({ game: 'okudos', lang: 'de', params: 'throws=2' });
    const alert = await until(() => el.shadowRoot?.querySelector('.message[role="alert"]'));
    expect(alert.textContent).toBe("throws: O'kudos kennt keinen Parameter");
    el.remove();
  });
});
