import { EditorView } from '@codemirror/view';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import './rw-rules-editor.js';
import type { RwRulesEditor } from './rw-rules-editor.component.js';
import { MAX_SHARED_TEXT, sharePart } from './share.js';
import { bomb } from './test-support/lz-bomb.js';
import { poolSize, runPool, threadPlayer, type SimulateMessage, type SimulateRequest, type Simulation } from './simulate.js';
import { cdnScriptUrl } from '../shared/cdn-address.js';
import { childRuleText } from '../shared/inline-rules.js';
import { editorTexts } from './texts.js';
import { fullStorage } from '../test-support/full-storage.js';

const JULE_ROW = 'insert ranking below schock-out';

beforeAll(() => {
  // No module workers here: the editor compiles and simulates on the main thread, as on such pages.
  vi.stubGlobal('Worker', undefined);
});

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', location.pathname);
});

async function until<T>(get: () => T | null | undefined | false, tries = 1500): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = get();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}

function editor(attrs: Record<string, string>): RwRulesEditor {
  const el = document.createElement('rw-rules-editor');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

/** The editor once its text box holds a text and the first compile has answered. */
const ready = (el: RwRulesEditor) => until(() => el.text !== '' && el.shadowRoot?.querySelector('[part="status"][data-ok="true"], [part="status"][data-problems]:not([data-problems="0"])') && el);
const q = (el: RwRulesEditor, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);

/** An editor with these attributes, its Simulate tab open and a simulation of random bots started. */
async function simulateRandom(attrs: Record<string, string>): Promise<RwRulesEditor> {
  const el = await ready(editor(attrs));
  (q(el, '[role="tab"][data-tab="simulate"]') as HTMLButtonElement).click();
  await el.updateComplete;
  el.shadowRoot!.querySelector<HTMLSelectElement>('select[data-field="bots"]')!.value = 'random';
  el.shadowRoot!.querySelector<HTMLSelectElement>('select[data-field="bots"]')!.dispatchEvent(new Event('change'));
  (q(el, '[data-action="simulate"]') as HTMLButtonElement).click();
  return el;
}

describe('rw-rules-editor', () => {
  it('says clearly when the game is missing or unknown', async () => {
    const none = editor({});
    expect((await until(() => q(none, '[part="message"]'))).textContent).toContain('needs a game');
    const unknown = editor({ game: 'chess', lang: 'de' });
    expect((await until(() => q(unknown, '[part="message"]'))).textContent).toContain('Es gibt kein Spiel „chess“');
  });

  it('starts from an empty house rule of the game, or from a shipped one', async () => {
    const fresh = await ready(editor({ game: 'schocken' }));
    expect(fresh.text).toMatch(/^# .*\nvariant "my-rule" extends schocken\n/);
    const jule = await ready(editor({ game: 'schocken', variant: 'jule', id: 'j' }));
    expect(jule.text).toContain(JULE_ROW);
    const missing = editor({ game: 'schocken', variant: 'nope', id: 'n' });
    expect((await until(() => q(missing, '[part="message"]'))).textContent).toContain('There is no house rule "nope"');
  });

  it('prefers a text in the address for this game, then its own draft, then the variant', async () => {
    const shared = 'variant "from-link" extends schocken\n\nset sechsen-umdrehen on\n';
    // A text for another game in the address is not this editor's.
    history.replaceState(null, '', `#${sharePart('okudos', 'variant "x" extends okudos\n')}`);
    localStorage.setItem('regelwerk:rw-rules-editor::schocken:variant=jule', 'variant "draft" extends schocken\n');
    const fromDraft = await ready(editor({ game: 'schocken', variant: 'jule' }));
    expect(fromDraft.text).toBe('variant "draft" extends schocken\n');
    fromDraft.remove();
    history.replaceState(null, '', `#${sharePart('schocken', shared)}`);
    const fromLink = await ready(editor({ game: 'schocken', variant: 'jule' }));
    expect(fromLink.text).toBe(shared);
    fromLink.remove();
    // A damaged address: said, and the draft instead.
    history.replaceState(null, '', `#${sharePart('schocken', shared).slice(0, 25)}`);
    const damaged = await ready(editor({ game: 'schocken', variant: 'jule' }));
    expect(damaged.text).toBe('variant "draft" extends schocken\n');
    expect(q(damaged, '[part="message"]')!.textContent).toContain('cannot be read');
  });

  it('refuses a link that expands beyond a rule file, says so, and keeps the draft', async () => {
    // About 4.5 million characters from a few kilobytes of address.
    const b = bomb(3000);
    expect(b.length).toBeGreaterThan(MAX_SHARED_TEXT);
    localStorage.setItem('regelwerk:rw-rules-editor::schocken:new', 'variant "draft" extends schocken\n');
    history.replaceState(null, '', `#rules=1.schocken.${b.fragment}`);
    const el = await ready(editor({ game: 'schocken' }));
    expect(el.text).toBe('variant "draft" extends schocken\n');
    expect(q(el, '[part="message"]')!.textContent).toContain(`it would expand to more than ${MAX_SHARED_TEXT.toLocaleString('en')} characters, more than a rule file may have`);
    el.remove();
    // In German too, and without a draft the editor starts from its usual text.
    localStorage.clear();
    const de = await ready(editor({ game: 'schocken', lang: 'de' }));
    expect(de.text).toMatch(/^# Meine Hausregel/);
    expect(q(de, '[part="message"]')!.textContent).toContain(`er wäre entpackt länger als ${MAX_SHARED_TEXT.toLocaleString('de')} Zeichen`);
  });

  it('shows the tables of the text and what it changes, in words and counts', async () => {
    const el = await ready(editor({ game: 'schocken', variant: 'jule' }));
    const table = await until(() => q(el, 'rw-rules-table')?.shadowRoot?.querySelector('tr[data-row="Jule"]'));
    expect(table.getAttribute('data-diff')).toBe('new');
    (q(el, '[role="tab"][data-tab="changes"]') as HTMLButtonElement).click();
    const summary = await until(() => q(el, '[data-panel="changes"] .summary'));
    expect(summary.textContent).toBe('1 change: 1 row inserted.');
    expect(q(el, '[data-panel="changes"] li')!.textContent).toContain('Jule');
  });

  it('names a house rule that changes only the flow, in the panel and in the table’s comparison line (German)', async () => {
    const el = await ready(editor({ game: 'schocken', variant: 'stechen', lang: 'de' }));
    const line = await until(() => q(el, 'rw-rules-table')?.shadowRoot?.querySelector('[part="compare-summary"] ul.others li'));
    expect(line.textContent).toBe('ties geändert: (fehlt) → throw-off');
    (q(el, '[role="tab"][data-tab="changes"]') as HTMLButtonElement).click();
    const summary = await until(() => q(el, '[data-panel="changes"] .summary'));
    expect(summary.textContent).toBe('1 Änderung: 1 anderer Wert.');
    expect(q(el, '[data-panel="changes"] li')!.textContent).toBe('ties geändert: (fehlt) → throw-off');
    expect(q(el, '[data-panel="changes"] li code')!.textContent).toBe('ties');
  });

  it('shows an error its change makes in the base game’s file on the line of the change, as every panel does', async () => {
    history.replaceState(null, '', `#${sharePart('schocken', 'variant "x" extends schocken\n\nremove ranking einfach\n')}`);
    const el = await ready(editor({ game: 'schocken', lang: 'de' }));
    const status = q(el, '[part="status"]')!;
    expect(status.dataset['problems']).toBe('1');
    expect(status.textContent).toContain('Zeile 3, Spalte 1: Nach dieser Änderung in rules/schocken.rules, Zeile 31: 41 throws match no row');
    // The text box marks the very line, and the panels say the text has errors.
    const mark = await until(() => q(el, '.cm-lintRange-error'));
    expect(mark.textContent).toBe('remove ranking einfach');
    expect(q(el, '[data-panel="tables"]')!.textContent).toContain(editorTexts('de').panelsNeedRules);
    // The rule text the compiler quotes is set as code, not in backticks.
    expect(status.querySelector('code')?.textContent).toMatch(/^rest "Rest" any/);
  });

  it('says when the draft cannot be saved and offers it as a download, keeping the text', async () => {
    const real = localStorage;
    vi.stubGlobal('localStorage', fullStorage());
    const el = await ready(editor({ game: 'schocken' }));
    const code = el.shadowRoot!.querySelector('.cm-content') as HTMLElement;
    // An edit: the draft is saved after each one.
    const view = EditorView.findFromDOM(code)!;
    view.dispatch({ changes: { from: view.state.doc.length, insert: 'set aus-der-hand on\n' } });
    const said = await until(() => q(el, '[data-storage="failed"]'));
    expect(said.textContent).toContain('This draft could not be saved in the browser');
    expect(el.text).toContain('set aus-der-hand on');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    (q(el, '[data-action="storage-export"]') as HTMLButtonElement).click();
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    vi.stubGlobal('localStorage', real);
  });

  it('asks which draft to keep when another tab changes the same one, and loads the other on request', async () => {
    const el = await ready(editor({ game: 'schocken', lang: 'de' }));
    const key = 'regelwerk:rw-rules-editor::schocken:new';
    const theirs = 'variant "aus-dem-anderen-tab" extends schocken\n';
    localStorage.setItem(key, theirs);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: theirs, storageArea: localStorage }));
    const said = await until(() => q(el, '[data-storage="other-tab"]'));
    expect(said.textContent).toContain('Dieser Entwurf wurde auch in einem anderen Tab geändert');
    (q(el, '[data-action="storage-load"]') as HTMLButtonElement).click();
    expect(el.text).toBe(theirs);
    await el.updateComplete;
    expect(q(el, '[data-storage="other-tab"]')).toBeNull();
  });

  it('gives a snippet that holds the text inline and cannot be ended early by it', async () => {
    const el = await ready(editor({ game: 'schocken', variant: 'jule' }));
    (q(el, '[data-action="snippet"]') as HTMLButtonElement).click();
    const area = await until(() => el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea[data-field="snippet"]'));
    expect(area.value).toContain('<rw-game game="schocken">\n  <script type="text/x-regelwerk">\n    # ');
    expect(area.value).toContain('\n    variant "jule" extends schocken\n');
    expect(area.value).toContain('<rw-rules-table game="schocken" compare="standard">');
    expect(area.value.match(/<\/script>/g)).toHaveLength(3);
  });

  it('gives a snippet that loads the published CDN build and gives the elements the very text, hostile comments and all', async () => {
    const hostile = `variant "my-rule" extends schocken\n\n# <!--<script>\n# </SCRIPT >\n# <\\/script> stays as written\n${JULE_ROW}\n  jule "Jule" 4 2 1 penalty 7\n`;
    history.replaceState(null, '', `#${sharePart('schocken', hostile)}`);
    const el = await ready(editor({ game: 'schocken' }));
    expect(el.text).toBe(hostile);
    (q(el, '[data-action="snippet"]') as HTMLButtonElement).click();
    const area = await until(() => el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea[data-field="snippet"]'));
    expect(area.value.split('\n')[0]).toBe(`<script type="module" src="${cdnScriptUrl()}"></script>`);
    // Pasted into a page (without its script tag: the elements are loaded), both elements read the text back exactly.
    const page = document.createElement('div');
    page.innerHTML = area.value.replace(/^<script type="module"[^>]*><\/script>\n/, '') + '<p id="after">after</p>';
    const game = page.querySelector('rw-game')!;
    const table = page.querySelector('rw-rules-table')!;
    expect(page.querySelector('#after')?.textContent).toBe('after');
    expect(childRuleText(game)).toBe(hostile);
    expect(childRuleText(table)).toBe(hostile);
  });

  it('reports a bad number of games and simulates the default instead', async () => {
    const el = await ready(editor({ game: 'schocken', games: '12.5' }));
    (q(el, '[role="tab"][data-tab="simulate"]') as HTMLButtonElement).click();
    const message = await until(() => q(el, '[data-panel="simulate"] [part="message"]'));
    expect(message.textContent).toContain('games="12.5" is not a number of games');
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input[data-field="games"]')!.value).toBe('10000');
  });

  it('simulates on the main thread without workers, with progress, to a report of figures', async () => {
    const el = await simulateRandom({ game: 'schocken', variant: 'jule', games: '40' });
    const report = await until(() => q(el, 'table.report'));
    expect(report.getAttribute('data-games')).toBe('40');
    expect(report.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
    expect(report.querySelector('tbody td.num')!.textContent!.trim().replace(/\s+/g, ' ')).toMatch(/^\d+\.\d \[\d+\.\d – \d+\.\d\]$/);
  });

  it('shows the figures as they grow with a word once each is clear, and keeps them when cancelled (German)', async () => {
    const el = await simulateRandom({ game: 'schocken', variant: 'jule', games: '100000', lang: 'de' });
    const growing = await until(() => q(el, 'table.report[data-growing="true"]'));
    expect(q(el, '.progress [role="status"]')!.textContent).toMatch(/^\d+ von 100000 Spielen · \d+ Spiele\/s · noch etwa \d+ (s|min)/);
    for (const cell of growing.querySelectorAll('tbody tr td:last-child')) expect(cell.textContent!.trim()).toMatch(/^(noch unklar|(öfter|seltener|höher|niedriger) — klar)$/);
    (q(el, '[data-action="cancel-simulation"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const kept = q(el, 'table.report[data-growing="false"]')!;
    const games = Number(kept.getAttribute('data-games'));
    expect(games).toBeGreaterThan(0);
    expect(el.shadowRoot!.textContent).toContain(`Abgebrochen nach ${games} von je 100000 Spielen: die Kennzahlen bis dahin.`);
    expect(el.shadowRoot!.querySelector('progress')).toBe(null);
  });
});

describe('simulate', () => {
  const request = { game: 'schocken', text: 'variant "jule" extends schocken\ninsert ranking below schock-out\n  jule "Jule" 4 2 1 penalty 7\n', games: 130, players: 3, bot: 'random' as const, seed: 's' };

  /** Runs a pool of `n` players on the page's thread to its end: every message it told. */
  function pool(n: number, r: SimulateRequest = request, every = 0): Promise<SimulateMessage[]> {
    const said: SimulateMessage[] = [];
    return new Promise((resolve) => {
      runPool(Array.from({ length: n }, () => threadPlayer(r)), r.games, (m) => {
        said.push(m);
        if (!('progress' in m)) resolve(said);
      }, () => performance.now(), every);
    });
  }

  it('gives deep-equal figures with 1, 2 and 3 players in the pool, and tells them as they grow', async () => {
    const runs = await Promise.all([1, 2, 3].map((n) => pool(n)));
    const [one, ...more] = runs.map((said) => said.at(-1)!);
    expect('done' in one! && one.done.games).toBe(130);
    for (const r of more) expect(r).toEqual(one);
    for (const said of runs) {
      const progress = said.flatMap((m) => ('progress' in m ? [m.progress] : []));
      // Chunks of 50, 50 and 30: told after the first two that come back (in any order), then done.
      expect(progress.length).toBe(2);
      expect([30, 50]).toContain(progress[0]!.done);
      expect([80, 100]).toContain(progress[1]!.done);
      for (const p of progress) {
        expect(p.report.games).toBe(p.done);
        expect(p.report.figures[0]!.base.n).toBe(p.done);
        expect(p.perSecond).toBeGreaterThan(0);
        expect(p.secondsLeft).toBeGreaterThan(0);
      }
    }
  });

  it('tells nothing in between when the figures may be told only rarely', async () => {
    const said = await pool(2, request, 1e9);
    expect(said.length).toBe(1);
    expect('done' in said[0]! && said[0].done.games).toBe(130);
  });

  it('keeps the figures of the chunks done when cancelled', async () => {
    const big = { ...request, games: 100_000 };
    let run: Simulation | null = null;
    const first = await new Promise<number>((resolve) => {
      run = runPool([threadPlayer(big), threadPlayer(big)], big.games, (m) => 'progress' in m && resolve(m.progress.done), () => performance.now(), 0);
    });
    const so = run!.cancel()!;
    expect(so.games).toBeGreaterThanOrEqual(first);
    expect(so.games % 50).toBe(0);
    expect(so.figures[0]!.variant.n).toBe(so.games);
    expect(runPool([threadPlayer(big)], big.games, () => undefined, () => 0).cancel()).toBe(null);
  });

  it('on the very same rules gives equal figures on both sides, never clear', async () => {
    const said = await pool(2, { ...request, text: 'variant "same" extends schocken\n', games: 150 });
    const done = said.at(-1)!;
    expect('done' in done && done.done.games).toBe(150);
    if ('done' in done) for (const f of done.done.figures) expect([f.variant.mean, f.differs]).toEqual([f.base.mean, false]);
  });

  it('says why it cannot run: a variant with errors, a bot the game does not have', async () => {
    const said: string[] = [];
    for (const r of [
      { ...request, text: 'variant "x" extends schocken\nset nothing on\n' },
      { ...request, bot: 'nobody' as never },
    ])
      said.push(((await pool(1, r)).at(-1) as { failed: string }).failed.split(':')[0]!);
    expect(said).toEqual(['the variant has errors', 'this game has no bot "nobody"']);
  });

  it('pools one worker per core but one, at least one', () => {
    expect([poolSize(8), poolSize(2), poolSize(1), poolSize(undefined)]).toEqual([7, 1, 1, 1]);
  });
});
