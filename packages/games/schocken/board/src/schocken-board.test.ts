import { IGNORE_CHANCE, type BoardProps } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { compile } from '@regelwerk/dsl';
import { schema, schockenRuntime as game, type SchockenEvent, type SchockenRules, type SchockenView } from '@regelwerk/schocken';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { board } from './index.js';
import type { SchockenBoard } from './schocken-board.js';

const compiled = compile(readFileSync(resolve(process.cwd(), '../../../../rules/schocken.rules'), 'utf8'), { schemas: [schema], file: 'rules/schocken.rules' });
if (!compiled.ok) throw new Error('rules/schocken.rules does not compile');
const rules = compiled.rules as SchockenRules;

async function mount(props: BoardProps<SchockenView, SchockenEvent>): Promise<SchockenBoard> {
  const el = document.createElement(board.tagName) as SchockenBoard;
  Object.assign(el, props);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const button = (el: Element, action: string) => el.shadowRoot!.querySelector(`[data-action="${action}"]`) as HTMLButtonElement;

describe('the Schocken board', () => {
  const players = [
    { name: 'Ann', bot: null },
    { name: 'Bo', bot: 'random' },
  ];
  let snapshot = game.fast.initial(game.createContext({ rules, players, seed: 'board' }, IGNORE_CHANCE));
  const seat = game.toMove(snapshot)[0]!;

  it('sends the throw the person chose, one of the legal decisions', async () => {
    const sent: SchockenEvent[] = [];
    const el = await mount({ view: game.view(snapshot, seat), legal: game.legalEvents(snapshot, seat), seat, readOnly: false, lang: 'en', send: (e) => sent.push(e) });
    expect(button(el, 'throw').disabled).toBe(false);
    expect(button(el, 'stop').disabled).toBe(true);
    button(el, 'throw').click();
    expect(sent).toEqual([{ type: 'dice.throw', seat, keep: [] }]);
    el.remove();
  });

  it('keeps the dice marked to set aside as its own draft, and throws the rest', async () => {
    snapshot = game.fast.transition(snapshot, { type: 'dice.throw', seat, keep: [] })!;
    const sent: SchockenEvent[] = [];
    const view = game.view(snapshot, seat);
    const el = await mount({ view, legal: game.legalEvents(snapshot, seat), seat, readOnly: false, lang: 'de', send: (e) => sent.push(e) });
    (el.shadowRoot!.querySelector('[data-die="1"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[data-die="1"]')!.getAttribute('aria-pressed')).toBe('true');
    expect(button(el, 'throw').textContent).toContain('Nochmal würfeln');
    button(el, 'throw').click();
    expect(sent).toEqual([{ type: 'dice.throw', seat, keep: [1] }]);
    // A new view is a new moment: the draft starts again from the dice the view shows aside.
    el.view = { ...view };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[data-die="1"]')!.getAttribute('aria-pressed')).toBe('false');
    el.remove();
  });

  it('offers nothing while read-only (a replay, a bot to move)', async () => {
    const el = await mount({ view: game.view(snapshot, 'spectator'), legal: game.legalEvents(snapshot, seat), seat, readOnly: true, lang: 'en', send: () => undefined });
    expect(button(el, 'throw').disabled).toBe(true);
    expect(button(el, 'stop').disabled).toBe(true);
    expect([...el.shadowRoot!.querySelectorAll('[data-die]')].every((d) => (d as HTMLButtonElement).disabled)).toBe(true);
    el.remove();
  });
});

describe('turning dice', () => {
  it('offers one control per turn rule the dice allow, and throws with the chosen one', async () => {
    const doubled = compile(`${readFileSync(resolve(process.cwd(), '../../../../rules/schocken.rules'), 'utf8')}`.replace('turn 6 6 into 1 when sechsen-umdrehen', 'turn 6 6 into 1\nturn 6 6 6 into 1 1'), { schemas: [schema], file: 'x.rules' });
    if (!doubled.ok) throw new Error('the test rules do not compile');
    const players = [
      { name: 'Ann', bot: null },
      { name: 'Bo', bot: 'random' },
    ];
    const start = game.createContext({ rules: doubled.rules as SchockenRules, players, seed: 'turn' }, IGNORE_CHANCE);
    const seat = start.current;
    const s = { value: 'playing.half.fromMiddle.turn.thrown', status: 'active' as const, context: { ...start, throwsUsed: 1, dice: [6, 6, 6], fromHand: true } };
    const sent: SchockenEvent[] = [];
    const el = await mount({ view: game.view(s, seat), legal: game.legalEvents(s, seat), seat, readOnly: false, lang: 'en', send: (e) => sent.push(e) });
    const controls = [...el.shadowRoot!.querySelectorAll('[data-action="turn"]')] as HTMLButtonElement[];
    expect(controls.map((b) => b.textContent!.trim())).toEqual(['Turn 6-6 into 1', 'Turn 6-6-6 into 1-1']);
    controls[1]!.click();
    await el.updateComplete;
    expect(controls[1]!.getAttribute('aria-pressed')).toBe('true');
    button(el, 'throw').click();
    expect(sent).toEqual([{ type: 'dice.throw', seat, keep: [], turn: [0, 1, 2] }]);
    el.remove();
  });
});

describe('the reveal of a round', () => {
  it('shows every throw with its name, best and worst, and why tokens moved, and holds play until the person continues', async () => {
    const players = [
      { name: 'Ann', bot: null },
      { name: 'Bo', bot: 'random' },
      { name: 'Cy', bot: 'random' },
    ];
    let s = game.fast.initial(game.createContext({ rules, players, seed: 'reveal' }, IGNORE_CHANCE));
    const el = await mount({ view: game.view(s, 'spectator'), legal: [], seat: null, readOnly: true, lang: 'en', send: () => undefined });
    const holds: boolean[] = [];
    el.addEventListener('rw-board-hold', (e) => holds.push((e as CustomEvent<boolean>).detail));
    // Everyone throws once and stops until the first round is scored.
    while (s.context.rounds === 0) {
      const seat = game.toMove(s)[0]!;
      const legal = game.legalEvents(s, seat);
      const next = s.context.throwsUsed === 0 ? legal.find((e) => e.type === 'dice.throw')! : legal.find((e) => e.type === 'turn.end')!;
      s = game.fast.transition(s, next)!;
      el.view = game.view(s, 'spectator');
      await el.updateComplete;
    }
    const round = s.context.lastRound!;
    const reveal = el.shadowRoot!.querySelector('.reveal')!;
    expect(reveal).not.toBeNull();
    const rows = [...reveal.querySelectorAll('.reveal-list li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(rows).toHaveLength(3);
    for (const r of round.results) expect(rows.find((x) => x.startsWith(players[r.seat]!.name))).toContain(r.label);
    expect(reveal.querySelector('li.best .badge')!.textContent).toBe('best');
    expect(reveal.querySelector('li.worst .badge')!.textContent).toBe('worst');
    expect(reveal.textContent).toContain(`${players[round.worst]!.name} has the worst throw and takes ${round.tokens} token`);
    expect(holds).toEqual([true]);
    button(el, 'continue').click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.reveal')).toBeNull();
    expect(holds).toEqual([true, false]);
    // The last round can be opened again.
    button(el, 'show-round').click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.reveal')).not.toBeNull();
    el.remove();
  });
});

describe('focus around the reveal', () => {
  it('after Continue with a bot to move parks focus (not on "Show the last round"), and gives it to the throw when the person’s turn starts', async () => {
    const players = [
      { name: 'Ann', bot: null },
      { name: 'Bo', bot: 'random' },
    ];
    // As the shell does: Ann's view always; her decisions only on her turn.
    const props = (x: typeof s) => {
      const mine = game.toMove(x)[0] === 0;
      return { view: game.view(x, 0), legal: mine ? game.legalEvents(x, 0) : [], seat: mine ? 0 : null, readOnly: !mine };
    };
    const step = (x: typeof s) => {
      const legal = game.legalEvents(x, game.toMove(x)[0]!);
      return game.fast.transition(x, x.context.throwsUsed === 0 ? legal.find((e) => e.type === 'dice.throw')! : legal.find((e) => e.type === 'turn.end')!)!;
    };
    // A game whose second round Bo (the bot) starts.
    const firstRound = (seed: string) => {
      let x = game.fast.initial(game.createContext({ rules, players, seed }, IGNORE_CHANCE));
      while (x.context.rounds === 0) x = step(x);
      return x;
    };
    const seed = Array.from({ length: 50 }, (_, k) => `focus-${k}`).find((k) => game.toMove(firstRound(k))[0] === 1)!;
    let s = game.fast.initial(game.createContext({ rules, players, seed }, IGNORE_CHANCE));
    const el = await mount({ ...props(s), lang: 'en', send: () => undefined });
    const play = async (until: () => boolean) => {
      while (!until()) {
        s = step(s);
        Object.assign(el, props(s));
        await el.updateComplete;
      }
    };
    await play(() => s.context.rounds > 0);
    const cont = button(el, 'continue');
    cont.focus();
    cont.click();
    await el.updateComplete;
    const active = () => el.shadowRoot!.activeElement as HTMLElement | null;
    expect(active()?.dataset['action']).not.toBe('show-round');
    expect(active()?.classList.contains('status')).toBe(true);
    // Bo throws and stops: Ann's turn, and the throw has focus (Enter throws, it does not reopen the reveal).
    await play(() => game.toMove(s)[0] === 0);
    expect(active()).toBe(button(el, 'throw'));
    el.remove();
  });

  it('leaves focus where the person moved it while the bots play', async () => {
    const players = [
      { name: 'Ann', bot: null },
      { name: 'Bo', bot: 'random' },
    ];
    let s = game.fast.initial(game.createContext({ rules, players, seed: 'focus-2' }, IGNORE_CHANCE));
    while (s.context.rounds === 0) {
      const seat = game.toMove(s)[0]!;
      const legal = game.legalEvents(s, seat);
      s = game.fast.transition(s, s.context.throwsUsed === 0 ? legal.find((e) => e.type === 'dice.throw')! : legal.find((e) => e.type === 'turn.end')!)!;
    }
    const el = await mount({ view: game.view(s, 0), legal: [], seat: null, readOnly: true, lang: 'en', send: () => undefined });
    // Restored with the page: no reveal open, the link to it shown; the person puts focus there.
    const link = button(el, 'show-round');
    link.focus();
    const seat = game.toMove(s)[0]!;
    s = game.fast.transition(s, game.legalEvents(s, seat).find((e) => e.type === 'dice.throw')!)!;
    el.view = game.view(s, 0);
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).toBe(link);
    el.remove();
  });
});

describe('a covered throw on the board', () => {
  const players = [
    { name: 'Ann', bot: null },
    { name: 'Bo', bot: 'tactician' },
    { name: 'Cy', bot: 'tactician' },
  ];
  const start = game.fast.initial(game.createContext({ rules, players, seed: 'covered' }, IGNORE_CHANCE));
  // Bo began and stopped under the cup after three throws, with 6 6 set aside and a 2 thrown; Cy is to throw.
  const snapshot = {
    ...start,
    value: 'playing.half.fromMiddle.turn.ready',
    context: {
      ...start.context,
      starter: 1,
      current: 2,
      roundLimit: 3,
      results: [{ seat: 1, dice: [6, 2, 6], throws: 3, fromHand: false, covered: true, aside: [0, 2] }],
    },
  };
  const playerRow = (el: SchockenBoard, name: string) => [...el.shadowRoot!.querySelectorAll('.players li')].find((li) => li.querySelector('.name')!.textContent === name)!;

  it('shows other players the cup with the set-aside dice beside it, and not the thrown die', async () => {
    for (const [seat, lang, label] of [
      [2, 'en', 'set aside, seen by all: 6 6'],
      [0, 'de', 'herausgelegt, für alle sichtbar: 6 6'],
    ] as const) {
      const el = await mount({ view: game.view(snapshot, seat), legal: game.legalEvents(snapshot, seat), seat, readOnly: false, lang, send: () => undefined });
      const bo = playerRow(el, 'Bo');
      expect(bo.querySelector('.covered')).not.toBeNull();
      const aside = bo.querySelector('.aside-dice')!;
      expect(aside.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe(label);
      // Exactly the two dice set aside are drawn for Bo, each a six; the thrown 2 is nowhere in the row.
      expect(bo.querySelectorAll('.mini-die')).toHaveLength(2);
      expect(aside.querySelectorAll('.mini-die')).toHaveLength(2);
      expect(bo.querySelector('.throw-name')).toBeNull();
      el.remove();
    }
  });

  it('shows its owner the whole throw with its name', async () => {
    const el = await mount({ view: game.view(snapshot, 1), legal: [], seat: 1, readOnly: true, lang: 'en', send: () => undefined });
    const bo = playerRow(el, 'Bo');
    expect(bo.querySelector('.covered')).toBeNull();
    expect(bo.querySelector('.mini-dice')!.getAttribute('aria-label')).toBe('6 2 6');
    expect(bo.querySelector('.throw-name')!.textContent).toBe('Einfacher Wurf');
    el.remove();
  });
});

/** A variant of the rulebook's rules, compiled: its name and the lines after its header. */
function compileVariant(name: string, body: string) {
  const variant = compile(`variant "${name}" extends schocken\n\n${body}`, {
    schemas: [schema],
    file: `rules/variants/schocken-${name}.rules`,
    resolveGame: () => ({ file: 'rules/schocken.rules', text: readFileSync(resolve(process.cwd(), '../../../../rules/schocken.rules'), 'utf8') }),
  });
  if (!variant.ok) throw new Error(`the variant ${name} does not compile`);
  return variant;
}

describe('a throw-off on the board', () => {
  it('shows a throw-off with the tied players, in English and German, and the reveal says who lost it', async () => {
    const variant = compileVariant('stechen', 'ties throw-off\n');
    const three = [{ name: 'Ann', bot: null }, { name: 'Bo', bot: null }, { name: 'Cy', bot: null }];
    const base = game.createContext({ rules: variant.rules as SchockenRules, players: three, seed: 'board' }, IGNORE_CHANCE);
    // Ann threw Schock 2; Bo and Cy threw 6-5-3 with one throw each: they throw it off.
    const result = (s: number, dice: number[]) => ({ seat: s, dice, throws: 1, fromHand: true, covered: false, aside: [] });
    const context = { ...base, starter: 0, current: 2, roundLimit: 1, results: [result(0, [1, 1, 2]), result(1, [6, 5, 3])], dice: [3, 5, 6], throwsUsed: 1, fromHand: true };
    const off = game.fast.transition({ value: 'playing.half.fromMiddle.turn.thrown', context, status: 'active' }, { type: 'turn.end', seat: 2 })!;
    expect(off.value).toBe('playing.half.fromMiddle.throwOff.turn.ready');
    const en = await mount({ view: game.view(off, 0), legal: [], seat: 0, readOnly: true, lang: 'en', send: () => undefined });
    expect(en.shadowRoot!.querySelector('[part="throw-off"]')!.textContent).toContain('Throw-off: Bo and Cy tied for the worst throw');
    expect(en.shadowRoot!.querySelector('[part="status"]')!.textContent).toContain('Throw-off: Bo and Cy');
    en.remove();
    let s = off;
    while (s.value.includes('throwOff')) s = game.fast.transition(s, { type: 'dice.throw', seat: s.context.current, keep: [] })!;
    const de = await mount({ view: game.view(off, 1), legal: [], seat: 1, readOnly: true, lang: 'de', send: () => undefined });
    expect(de.shadowRoot!.querySelector('[part="throw-off"]')!.textContent).toContain('Stechen: Bo und Cy haben gleich schlecht geworfen');
    de.view = game.view(s, 1);
    await de.updateComplete;
    expect(de.shadowRoot!.querySelector('[part="throw-off"]')).toBeNull();
    const loser = s.context.lastRound!.worst;
    expect([1, 2]).toContain(loser);
    expect(de.shadowRoot!.querySelector('[part="reveal"]')!.textContent).toContain(`Bo und Cy haben gleich schlecht geworfen; ${three[loser]!.name} hat das Stechen verloren.`);
    de.remove();
  });

  it('says in English and German that a row ending the game ended it, and who lost', async () => {
    const variant = compileVariant('schock-out-verliert-das-spiel', 'replace ranking schock-out\n  schock-out  "Schock out"  1 1 1  penalty all  ends game\n');
    const two = [{ name: 'Ann', bot: null }, { name: 'Bo', bot: null }];
    const base = game.createContext({ rules: variant.rules as SchockenRules, players: two, seed: 'board' }, IGNORE_CHANCE);
    // Ann threw a Schock out; Bo stops on 6-5-3: Bo has lost the game in the first half.
    const context = { ...base, starter: 0, current: 1, roundLimit: 1, results: [{ seat: 0, dice: [1, 1, 1], throws: 1, fromHand: true, covered: false, aside: [] }], dice: [6, 5, 3], throwsUsed: 1, fromHand: true };
    const over = game.fast.transition({ value: 'playing.half.fromMiddle.turn.thrown', context, status: 'active' }, { type: 'turn.end', seat: 1 })!;
    expect(over.value).toBe('over');
    const before = { value: 'playing.half.fromMiddle.turn.thrown', context, status: 'active' as const };
    const en = await mount({ view: game.view(before, 0), legal: [], seat: 0, readOnly: true, lang: 'en', send: () => undefined });
    en.view = game.view(over, 0);
    await en.updateComplete;
    expect(en.shadowRoot!.querySelector('[part~="game-over"]')!.textContent).toContain("Game lost at once by Bo: Schock out was the round's best throw.");
    // Said once, and the last reveal has nothing to continue to.
    expect(en.shadowRoot!.textContent!.split('Game lost at once by Bo').length - 1).toBe(2);
    expect(en.shadowRoot!.querySelectorAll('.game-over')).toHaveLength(1);
    expect(button(en, 'continue')).toBeNull();
    expect(en.shadowRoot!.querySelector('[part="reveal"]')!.textContent).toContain('Schock out by Ann! Bo loses the whole game at once.');
    expect(en.shadowRoot!.querySelector('[part="summary"]')!.textContent).toContain("Game lost at once by Bo: Schock out was the round's best throw");
    expect(en.shadowRoot!.textContent).toContain('ends the game');
    en.remove();
    const de = await mount({ view: game.view(before, 1), legal: [], seat: 1, readOnly: true, lang: 'de', send: () => undefined });
    de.view = game.view(over, 1);
    await de.updateComplete;
    expect(de.shadowRoot!.querySelector('[part="reveal"]')!.textContent).toContain('Schock out: Ann! Bo verliert sofort das ganze Spiel.');
    expect(de.shadowRoot!.querySelector('[part="summary"]')!.textContent).toContain('Spiel sofort verloren: Bo');
    de.remove();
  });

  it('under `match lost-at` names the half without a count of halves, in English and German', async () => {
    const view = { ...game.view(game.fast.initial(game.createContext({ rules, players: [{ name: 'Ann', bot: null }, { name: 'Bo', bot: null }], seed: 'board' }, IGNORE_CHANCE)), 0), half: 3, lostAt: 2 };
    const en = await mount({ view, legal: [], seat: 0, readOnly: true, lang: 'en', send: () => undefined });
    expect(en.shadowRoot!.querySelector('[part="status"]')!.textContent).toContain('Half 3 · whoever has lost 2 halves loses the game');
    en.remove();
    const de = await mount({ view, legal: [], seat: 0, readOnly: true, lang: 'de', send: () => undefined });
    expect(de.shadowRoot!.querySelector('[part="status"]')!.textContent).toContain('Hälfte 3 · wer 2 Hälften verloren hat, verliert das Spiel');
    de.remove();
  });
});

describe('the Schocken board under starter rules and an opening round', () => {
  const variant = (lines: string) => {
    const text = `variant "x" extends schocken\n\n${lines}\n`;
    const base = readFileSync(resolve(process.cwd(), '../../../../rules/schocken.rules'), 'utf8');
    const r = compile(text, { schemas: [schema], file: 'x.rules', resolveGame: () => ({ file: 'rules/schocken.rules', text: base }) });
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
    return r.rules as SchockenRules;
  };
  const players = [
    { name: 'Ann', bot: null },
    { name: 'Bo', bot: null },
    { name: 'Cy', bot: null },
  ];

  it('says in German and English why the first player starts, and the base board says nothing of it', async () => {
    const youngest = variant('starter first youngest');
    const snap = game.fast.initial(game.createContext({ rules: youngest, players, seed: 'b' }, IGNORE_CHANCE));
    for (const [lang, words] of [['de', 'Ann beginnt (der Jüngste sitzt zuerst)'], ['en', 'Ann starts (the youngest, seated first)']] as const) {
      const el = await mount({ view: game.view(snap, 0), legal: game.legalEvents(snap, 0), seat: 0, readOnly: false, lang, send: () => undefined });
      expect(el.shadowRoot!.querySelector('[part="started-by"]')?.textContent).toBe(words);
      el.remove();
    }
    const base = game.fast.initial(game.createContext({ rules, players, seed: 'b' }, IGNORE_CHANCE));
    const el = await mount({ view: game.view(base, 0), legal: [], seat: 0, readOnly: true, lang: 'en', send: () => undefined });
    expect(el.shadowRoot!.querySelector('[part="started-by"]')).toBeNull();
    el.remove();
  });

  it('names the opening round while it is played', async () => {
    const opening = variant('opening-round counts');
    const snap = game.fast.initial(game.createContext({ rules: opening, players, seed: 'b' }, IGNORE_CHANCE));
    const el = await mount({ view: game.view(snap, 'spectator'), legal: [], seat: 0, readOnly: true, lang: 'de', send: () => undefined });
    expect(el.shadowRoot!.textContent).toContain('Eröffnungsrunde: jeder wirft einmal, offen');
    el.remove();
  });
});

describe('a blind throw on the board', () => {
  it('offers a blind throw where the rules allow one, explained in both languages and on key B; the cup stays covered, and the reveal says it counted double', async () => {
    const variant = compile(readFileSync(resolve(process.cwd(), '../../../../rules/variants/schocken-burgerwerk-blind-doppelt.rules'), 'utf8'), {
      schemas: [schema],
      file: 'rules/variants/schocken-burgerwerk-blind-doppelt.rules',
      resolveGame: () => ({ file: 'rules/schocken.rules', text: readFileSync(resolve(process.cwd(), '../../../../rules/schocken.rules'), 'utf8') }),
    });
    if (!variant.ok) throw new Error('the blind variant does not compile');
    const two = [{ name: 'Ann', bot: null }, { name: 'Bo', bot: null }];
    const start = game.fast.initial(game.createContext({ rules: variant.rules as SchockenRules, players: two, seed: 'blind-board' }, IGNORE_CHANCE));
    const first = start.context.current;
    const sent: SchockenEvent[] = [];
    const en = await mount({ view: game.view(start, first), legal: game.legalEvents(start, first), seat: first, readOnly: false, lang: 'en', send: (e) => sent.push(e) });
    expect(button(en, 'blind').textContent).toContain('Blind throw');
    expect(en.shadowRoot!.getElementById(button(en, 'blind').getAttribute('aria-describedby')!)!.textContent).toContain('Nobody sees the dice, you neither, until the round is revealed');
    en.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    expect(sent).toEqual([{ type: 'dice.blind', seat: first }]);
    en.remove();
    // The base game has no such button.
    const base = game.fast.initial(game.createContext({ rules, players: two, seed: 'blind-board' }, IGNORE_CHANCE));
    const seat = base.context.current;
    const plain = await mount({ view: game.view(base, seat), legal: game.legalEvents(base, seat), seat, readOnly: false, lang: 'en', send: () => undefined });
    expect(button(plain, 'throw').disabled).toBe(false);
    expect(button(plain, 'blind')).toBeNull();
    plain.remove();
    // After the blind throw the thrower's own view shows only a covered cup.
    const after = game.fast.transition(start, { type: 'dice.blind', seat: first })!;
    const de = await mount({ view: game.view(after, first), legal: [], seat: first, readOnly: true, lang: 'de', send: () => undefined });
    expect(de.shadowRoot!.querySelector('.players')!.textContent).toContain('blind, für alle verdeckt');
    de.remove();
    // The other player throws once; the reveal names the blind throw's multiple.
    const other = after.context.current;
    const thrown = game.fast.transition(after, { type: 'dice.throw', seat: other, keep: [] })!;
    const revealed = thrown.value.endsWith('.thrown') ? game.fast.transition(thrown, { type: 'turn.end', seat: other })! : thrown;
    const el = await mount({ view: game.view(after, other), legal: [], seat: other, readOnly: true, lang: 'de', send: () => undefined });
    el.view = game.view(revealed, other);
    await el.updateComplete;
    const times = revealed.context.lastRound!.results.find((r) => r.seat === first)!.times;
    expect(el.shadowRoot!.querySelector('[part="reveal"]')!.textContent).toContain(times === 2 ? 'Ann hat blind geworfen: der Wurf zählte doppelt.'.replace('Ann', two[first]!.name) : 'dieser Wurf zählt einfach');
    el.remove();
  });
});
