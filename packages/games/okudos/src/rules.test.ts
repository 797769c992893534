/**
 * Each rule of the O'kudos rulebook (shared seed 003) as a table, citing the rulebook's section,
 * and our decisions where it is silent (docs/okudos.md, "Decisions where the rulebook is silent").
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, ChanceRecorder, IGNORE_CHANCE, playGame, Rng, seedRng, type FastSnapshot } from '@regelwerk/engine';
import type { OkudosContext, OkudosEvent } from './context.js';
import { okudos, okudosBots } from './index.js';
import { legalEvents } from './legal.js';
import { createContext } from './machine.js';
import { outcomeOf, scoreGame } from './rules/scoring.js';
import { generateSudoku, makeGeometry, sudokuProblem } from './rules/sudoku.js';
import { checkDecision, irregularCells } from './rules/turn.js';
import { contextWith, loadRules, players, snap } from './test-support/fixtures.js';

const rules = loadRules();
const unchecked = loadRules('okudos.rules', (t) => t.replace('option unchecked-placement off', 'option unchecked-placement on'));
const variant1 = loadRules('variants/okudos-variante-1.rules');
const variant2 = loadRules('variants/okudos-variante-2.rules');
const variant3 = loadRules('variants/okudos-variante-3.rules');

/** A known solved sudoku (the classic shifted pattern): row 1 reads 1 2 3 4 5 6 7 8 9. */
const PRINTED = Array.from({ length: 81 }, (_, i) => ((3 * (Math.floor(i / 9) % 3) + Math.floor(i / 27) + (i % 9)) % 9) + 1);
const EMPTY = new Array<number | null>(81).fill(null);
const cell = (row: number, col: number) => (row - 1) * 9 + (col - 1);
const put = (chips: Record<string, number>, by = 1) => {
  const board = [...EMPTY];
  const placedBy = [...EMPTY];
  for (const [rc, v] of Object.entries(chips)) {
    const [r, c] = rc.slice(1).split('c').map(Number) as [number, number];
    board[cell(r, c)] = v;
    placedBy[cell(r, c)] = by;
  }
  return { board, placedBy };
};
const apply = (s: FastSnapshot<OkudosContext>, e: OkudosEvent) => {
  const r = applyEvent(okudos, s, e);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('"Varianten" 1 and 2 are written for three players', () => {
  it.each([
    ['variante-1', variant1],
    ['variante-2', variant2],
  ])('%s: three players start; two or four are refused at the set-up, naming the count', (_name, r) => {
    expect(r.players).toEqual({ min: 3, max: 3 });
    expect(r.deal.map((d) => d.players)).toEqual([3]);
    expect(createContext({ rules: r, players: players(3), seed: 'three' }, IGNORE_CHANCE).players).toHaveLength(3);
    for (const n of [2, 4]) expect(() => createContext({ rules: r, players: players(n), seed: 'other' }, IGNORE_CHANCE)).toThrow(`okudos: ${n} players; these rules allow 3`);
  });
});

describe('"Aufbau": the set-up', () => {
  it.each([
    [rules, 2, 3, 3],
    [rules, 3, 2, 3],
    [rules, 4, 2, 1],
    [variant2, 3, 3, 0],
  ])('%#: with %i players each gets %i colours face down, the game keeps %i', (r, n, each, game) => {
    const c = createContext({ rules: r, players: players(n), seed: `deal-${n}` }, IGNORE_CHANCE);
    for (let seat = 0; seat < n; seat++) expect(c.owners.filter((o) => o === seat)).toHaveLength(each);
    expect(c.owners.filter((o) => o === 'game')).toHaveLength(game);
  });

  it.each([2, 3, 4])('with %i players: nine chips face down to the discard pile, three to each hand, the rest is the supply', (n) => {
    const c = createContext({ rules, players: players(n), seed: `chips-${n}` }, IGNORE_CHANCE);
    expect(c.discard).toHaveLength(9);
    expect(c.hands.map((h) => h.length)).toEqual(new Array(n).fill(3));
    expect(c.supply).toHaveLength(81 - 9 - 3 * n);
    expect(c.board.every((x) => x === null)).toBe(true);
  });

  it('the set-up draws, in order: the board, the colours, the shuffled chips, the starter; hands are drawn one at a time from the starter on ("reihum")', () => {
    const chance = new ChanceRecorder();
    const c = createContext({ rules, players: players(3), seed: 'order' }, chance);
    expect(chance.draws.map((d) => `${d.kind}:${'name' in d ? d.name : 'deck' in d ? d.deck : d.die}`)).toEqual(['generated:board', 'deal:colours', 'shuffle:chips', 'lot:starter']);
    const stack = (chance.draws[2] as unknown as { items: number[] }).items;
    expect(c.discard).toEqual(stack.slice(0, 9));
    const dealt = stack.slice(9, 18);
    const s = c.starter;
    const expected = [0, 1, 2].map((k) => [dealt[k]!, dealt[k + 3]!, dealt[k + 6]!]);
    for (let k = 0; k < 3; k++) expect(c.hands[(s + k) % 3]).toEqual([...expected[k]!].sort((a, b) => a - b));
    expect(c.current).toBe(s);
    // The deal's last hand is the game's: the colours nobody was dealt.
    const hands = (chance.draws[1] as unknown as { hands: number[][] }).hands;
    expect([...hands.at(-1)!].sort()).toEqual(c.owners.flatMap((o, k) => (o === 'game' ? [k] : [])));
    hands.slice(0, 3).forEach((h, seat) => expect([...h].sort()).toEqual(c.owners.flatMap((o, k) => (o === seat ? [k] : []))));
  });
});

describe('"Ziel des Spiels": a completely solved sudoku, generated from the seed (our decision)', () => {
  it('gives a solved sudoku for every seed, the same for the same seed, and different boards for different seeds', () => {
    const g = makeGeometry(9, 3, 3);
    const boards = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const rows = generateSudoku(new Rng(seedRng(`sudoku-${i}`)), g);
      expect(sudokuProblem(rows.flat(), g)).toBeNull();
      expect(generateSudoku(new Rng(seedRng(`sudoku-${i}`)), g)).toEqual(rows);
      boards.add(rows.flat().join(''));
    }
    expect(boards.size).toBe(300);
  });

  it.each([
    [4, 2, 2],
    [6, 3, 2],
    [6, 2, 3],
    [16, 4, 4],
  ])('works for a %i×%i board of %i×%i sectors too (rule files may ask for one)', (n, w, h) => {
    const g = makeGeometry(n, w, h);
    for (let i = 0; i < 20; i++) expect(sudokuProblem(generateSudoku(new Rng(seedRng(`s${n}-${i}`)), g).flat(), g)).toBeNull();
  });

  it('finds what is wrong with a board that is not a solved sudoku', () => {
    const g = makeGeometry(9, 3, 3);
    const swapped = [...PRINTED];
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    expect(sudokuProblem(PRINTED, g)).toBeNull();
    expect(sudokuProblem(swapped, g)).toMatch(/twice in a column/);
  });
});

describe('"Spielverlauf", option 1: place a chip on an empty cell, checked (Diagramm 2)', () => {
  // A 5 lies on r1c1 (row 1, column 1, the top-left sector).
  const base = contextWith(rules, 2, { printed: PRINTED, current: 0, hands: [[3, 5, 7], [1, 2, 4]], ...put({ r1c1: 5 }) });
  it.each([
    [5, 1, 9, 'chip/irregular', 'a 5 in the same row'],
    [5, 9, 1, 'chip/irregular', 'a 5 in the same column'],
    [5, 3, 3, 'chip/irregular', 'a 5 in the same sector'],
    [5, 4, 4, null, 'no 5 in its row, column or sector'],
    [3, 1, 2, null, 'another number beside the 5'],
    [7, 1, 3, null, 'the chip need not match the printed number (r1c3 shows 3)'],
    [5, 1, 1, 'cell/taken', 'the cell is covered'],
    [9, 5, 5, 'chip/not-in-hand', 'a number not in the hand'],
    [3, 10, 1, 'cell/off-board', 'row 10 is off the board'],
  ])('placing %i on r%ic%i → %s (%s)', (chip, row, col, code, _why) => {
    expect(checkDecision(base, { type: 'chip.place', seat: 0, chip, row, col })?.code ?? null).toBe(code);
  });

  it('the chip lies face up on its cell, and the player draws the top chip of the supply', () => {
    const s = apply(snap({ ...base, supply: [8, 1, 1] }), { type: 'chip.place', seat: 0, chip: 7, row: 2, col: 5 });
    expect(s.context.board[cell(2, 5)]).toBe(7);
    expect(s.context.placedBy[cell(2, 5)]).toBe(0);
    expect(s.context.hands[0]).toEqual([3, 5, 8]);
    expect(s.context.supply).toEqual([1, 1]);
    expect(s.context.current).toBe(1);
  });

  it('the legal decisions list exactly the cells the checked rule allows for each number in the hand', () => {
    const places = legalEvents(snap(base), 0).filter((e) => e.type === 'chip.place');
    const fives = places.filter((e) => e.chip === 5).map((e) => cell(e.row, e.col));
    // 80 empty cells; the 5 may not go in row 1 (8 more), column 1 (8 more) or the sector (4 more not yet counted).
    expect(fives).toHaveLength(80 - 8 - 8 - 4);
    expect(places.filter((e) => e.chip === 3)).toHaveLength(80);
    expect(legalEvents(snap(base), 1)).toEqual([]);
  });
});

describe('"Spielverlauf", options 2 and 3: discard face down and draw, or pass', () => {
  const base = contextWith(rules, 3, { printed: PRINTED, current: 1, hands: [[1, 1, 1], [2, 4, 6], [3, 3, 3]], passes: 1 });
  it('a discarded chip goes face down onto the discard pile and a chip is drawn; passes in a row start over', () => {
    const s = apply(snap({ ...base, supply: [9] }), { type: 'chip.discard', seat: 1, chip: 4 });
    expect(s.context.discard.at(-1)).toBe(4);
    expect(s.context.hands[1]).toEqual([2, 6, 9]);
    expect(s.context.passes).toBe(0);
    expect(s.context.last).toMatchObject({ kind: 'discard', chip: null, drew: true });
  });

  it('with the supply empty a chip may still be discarded, and none is drawn (our reading of "sofern dort noch einer vorhanden ist")', () => {
    const s = apply(snap({ ...base, supply: [], hands: [[1], [2, 4], [3]] }), { type: 'chip.discard', seat: 1, chip: 4 });
    expect(s.context.hands[1]).toEqual([2]);
    expect(s.context.last).toMatchObject({ kind: 'discard', drew: false });
  });

  it('a pass is always allowed and counts towards passes in a row', () => {
    const s = apply(snap(base), { type: 'turn.pass', seat: 1 });
    expect(s.context.passes).toBe(2);
    expect(s.status).toBe('active');
  });
});

describe('"Spielende": the game ends when every player has passed in a row, or a player has no chips and the supply is empty', () => {
  const base = contextWith(rules, 3, { printed: PRINTED, current: 2, hands: [[1], [2, 4], [3, 5]], supply: [] });
  it.each([
    [{ passes: 2 }, { type: 'turn.pass', seat: 2 }, 'done', 'the third pass in a row of three players'],
    [{ passes: 1 }, { type: 'turn.pass', seat: 2 }, 'active', 'only two passes in a row'],
    [{ passes: 2 }, { type: 'chip.discard', seat: 2, chip: 3 }, 'active', 'a discard breaks the row of passes; the hand still holds a chip'],
    [{ hands: [[1], [2, 4], [3]] }, { type: 'chip.place', seat: 2, chip: 3, row: 5, col: 5 }, 'done', 'the player’s last chip placed with the supply empty'],
    [{ hands: [[1], [2, 4], [3]], supply: [7] }, { type: 'chip.place', seat: 2, chip: 3, row: 5, col: 5 }, 'active', 'the last chip placed, but a chip is drawn'],
  ] as const)('%j then %j → %s (%s)', (patch, event, status, _why) => {
    const s = apply(snap({ ...base, ...patch, hands: (patch as { hands?: number[][] }).hands ?? base.hands.map((h) => [...h]) } as OkudosContext), event as OkudosEvent);
    expect(s.status).toBe(status);
    expect(s.context.scores !== null).toBe(status === 'done');
  });
});

describe('"Spielverlauf": irregular chips (Diagramm 1), with the option unchecked-placement (our decision: off by default)', () => {
  // Two 5s in row 1 (r1c1, r1c5) and a 5 in column 5 (r4c5): r1c5 clashes with both others.
  const board = put({ r1c1: 5, r1c5: 5, r4c5: 5, r9c9: 2 }, 0);
  const base = contextWith(unchecked, 2, { printed: PRINTED, current: 1, hands: [[1, 1, 1], [2, 3, 4]], ...board });

  it('an irregular chip can be placed only when placement is unchecked', () => {
    const c = { ...base, ...put({ r1c1: 5 }, 0), hands: [[1, 1, 1], [5, 3, 4]] };
    expect(checkDecision(c, { type: 'chip.place', seat: 1, chip: 5, row: 1, col: 9 })).toBeNull();
    expect(checkDecision({ ...c, rules }, { type: 'chip.place', seat: 1, chip: 5, row: 1, col: 9 })?.code).toBe('chip/irregular');
  });

  // "Varianten" 3 says only where a detected irregular chip goes ("auf den Ablagestapel"); the
  // placement rule of "Spielverlauf" 1 ("wenn weder im selben Sektor, in derselben Zeile oder in
  // derselben Spalte ein Chip derselben Zahl liegt") still holds under it.
  it('variant 3 keeps the placement rule: an irregular chip is refused as in the base game; only with unchecked placement can one be placed', () => {
    const c = { ...base, ...put({ r1c1: 5 }, 0), hands: [[1, 1, 1], [5, 3, 4]] };
    expect(variant3.options['unchecked-placement']).toBe(false);
    expect(checkDecision({ ...c, rules: variant3 }, { type: 'chip.place', seat: 1, chip: 5, row: 1, col: 9 })?.code).toBe('chip/irregular');
    const loose = loadRules('variants/okudos-variante-3.rules', (t) => `${t}set unchecked-placement on\n`);
    expect(loose.options).toMatchObject({ 'unchecked-placement': true, 'irregular-chips': 'discard' });
    expect(checkDecision({ ...c, rules: loose }, { type: 'chip.place', seat: 1, chip: 5, row: 1, col: 9 })).toBeNull();
  });

  it('every chip sharing its number with another in its row, column or sector is irregular', () => {
    expect(irregularCells(base)).toEqual([cell(1, 1), cell(1, 5), cell(4, 5)]);
  });

  it.each([
    [[[1, 5]], 'r1c5 first: the other two are regular again, the turn goes on', [], 'playing.turn.choosing'],
    [[[1, 1]], 'r1c1 first: r1c5 and r4c5 still clash', [cell(1, 5), cell(4, 5)], 'playing.turn.collecting'],
    [[[1, 1], [4, 5]], 'r1c1, then r4c5: r1c5 is regular now', [], 'playing.turn.choosing'],
  ])('collecting %j (%s)', (order, _what, left, state) => {
    let s = snap(base, 'playing.turn.collecting');
    for (const [row, col] of order) s = apply(s, { type: 'chip.collect', seat: 1, row: row!, col: col! });
    expect(irregularCells(s.context)).toEqual(left);
    expect(s.value).toBe(state);
    expect(s.context.collected[1]).toHaveLength(order.length);
  });

  it('irregular chips come first: no placing, discarding or passing while any is left; a regular chip cannot be collected', () => {
    const s = snap(base, 'playing.turn.collecting');
    expect(legalEvents(s, 1).map((e) => e.type)).toEqual(['chip.collect', 'chip.collect', 'chip.collect']);
    expect(checkDecision(base, { type: 'turn.pass', seat: 1 })?.code).toBe('collect/first');
    expect(checkDecision(base, { type: 'chip.collect', seat: 1, row: 9, col: 9 })?.code).toBe('collect/not-irregular');
  });

  it('"Wertung": each collected irregular chip scores one point; variant 3 puts it on the discard pile and it scores nothing', () => {
    const kept = apply(snap(base, 'playing.turn.collecting'), { type: 'chip.collect', seat: 1, row: 1, col: 5 });
    const discarded = apply(snap({ ...base, rules: variant3 }, 'playing.turn.collecting'), { type: 'chip.collect', seat: 1, row: 1, col: 5 });
    expect(kept.context.collected[1]).toEqual([5]);
    expect(discarded.context.collected[1]).toEqual([]);
    expect(discarded.context.discard.at(-1)).toBe(5);
    expect(scoreGame(kept.context).columns[1]!.bonus).toBe(1);
    expect(scoreGame({ ...discarded.context, collected: [[], [5]] }).columns[1]!.bonus).toBe(0);
  });
});

describe('"Wertung": each sector scores its uncovered printed numbers for its owner; the game scores like a player', () => {
  // Sectors 0…8 row by row; each sector of a solved sudoku prints 1…9, 45 in all.
  const owners = [0, 0, 1, 1, 2, 2, 'game', 'game', 'game'] as const;
  const sheet = (r = rules, chips: Record<string, number> = {}, collected: number[][] = [[], [], []]) =>
    scoreGame(contextWith(r, 3, { printed: PRINTED, owners: [...owners], collected, ...put(chips) }));

  it('an empty board: every sector 45, every player 90, the game 135', () => {
    expect(sheet().columns.map((c) => [c.owner, c.total])).toEqual([[0, 90], [1, 90], [2, 90], ['game', 135]]);
  });

  it('a covered cell takes its printed number (not the chip’s) off its sector; chips left in a hand score nothing', () => {
    // r1c1 prints 1, r1c3 prints 3 (sector 0, seat 0); r7c9 prints 8 (sector 8, the game).
    const s = sheet(rules, { r1c1: 9, r1c3: 9, r7c9: 1 });
    expect(s.sectors[0]).toEqual({ sector: 0, owner: 0, points: 41, counted: true });
    expect(s.columns[0]!.total).toBe(86);
    expect(s.columns[3]!.total).toBe(135 - PRINTED[cell(7, 9)]!);
  });

  it('variant 1: with three players the game scores only its best two sectors', () => {
    const s = sheet(variant1, { r7c1: 9, r7c2: 9 });
    expect(s.columns[3]).toMatchObject({ owner: 'game', total: 90 });
    expect(s.sectors.filter((x) => !x.counted).map((x) => x.sector)).toEqual([6]);
  });

  it.each([
    [{}, [[0, 1, 2]], [], 'the game leads with 135 and wins alone: no seat wins'],
    [{ r7c1: 9, r7c2: 9, r7c3: 9, r8c1: 9, r8c2: 9, r8c3: 9, r9c1: 9, r9c2: 9, r9c3: 9, r4c7: 9 }, [[0, 1], [2]], [0, 1], 'the game down to 90: seats 0 and 1 share the win with it'],
  ])('%j → ranking %j, winners %j (%s)', (chips, ranking, winners, _why) => {
    const c = contextWith(rules, 3, { printed: PRINTED, owners: [...owners], ...put(chips as Record<string, number>) });
    const o = outcomeOf({ ...c, scores: scoreGame(c) })!;
    expect(o.ranking).toEqual(ranking);
    expect(o.winners).toEqual(winners);
    // `losers` is the last place of the seats; empty when all seats share one (docs/log-format.md).
    expect(o.losers).toEqual(ranking.length > 1 ? ranking[ranking.length - 1] : []);
  });

  it('the outcome counts every turn (placing, discarding or passing: one decision each) and the chips lying on the board at the end (docs/log-format.md)', () => {
    let turns = 0;
    let placed = 0;
    let collected = 0;
    const game = playGame({
      game: okudos,
      rules: loadRules('variants/okudos-variante-3.rules', (t) => `${t}set unchecked-placement on\n`),
      players: players(3, 'random'),
      seed: 'counts',
      bots: { random: okudosBots.random() as never },
      onStep: (_b, e) => {
        if (e.type === 'chip.collect') collected += 1;
        else turns += 1;
        if (e.type === 'chip.place') placed += 1;
      },
    });
    expect(collected).toBeGreaterThan(0);
    expect(game.outcome.details).toMatchObject({ turns, chipsPlaced: placed - collected, irregularKept: 0 });
    expect((game.snapshot as FastSnapshot<OkudosContext>).context.board.filter((x) => x !== null)).toHaveLength(placed - collected);
  });
});

describe('hidden information: a seat’s view holds its own colours and hand, never another seat’s, nor the discard pile or the supply order', () => {
  it.each([2, 3, 4])('with %i players, for every seat and a spectator', (n) => {
    const real = createContext({ rules, players: players(n), seed: `hidden-${n}` }, IGNORE_CHANCE);
    for (const seat of [...Array.from({ length: n }, (_, s) => s), 'spectator' as const]) {
      const v = okudos.view(snap(real), seat);
      const json = JSON.stringify(v);
      if (seat !== 'spectator') {
        expect(v.mine).toEqual(real.owners.flatMap((o, s) => (o === seat ? [s] : [])));
        expect(v.hand).toEqual(real.hands[seat]);
      } else {
        expect([v.mine, v.hand]).toEqual([[], []]);
      }
      expect(v.owners).toBeNull();
      expect(json).not.toMatch(/"(hands|supply|discard)":\[/);
      expect(json).not.toContain('"game"');
      // Change everything the seat may not know: the other seats' hands and colours (swapped
      // with each other and with the game's), the discard pile and the order of the supply.
      const others = Array.from({ length: n }, (_, s) => s).filter((s) => s !== seat);
      const rotate = <T>(xs: readonly T[]) => [...xs.slice(1), xs[0]!];
      const theirOwners = [...others, 'game' as const];
      const otherSectors = real.owners.flatMap((o, s) => (o === seat ? [] : [s]));
      const owners = [...real.owners];
      const shuffled = new Rng(seedRng('x')).shuffle(otherSectors);
      const counts = theirOwners.map((o) => real.owners.filter((x) => x === o).length);
      let k = 0;
      theirOwners.forEach((o, i) => {
        for (let j = 0; j < counts[i]!; j++) owners[shuffled[k++]!] = o;
      });
      const pool = [...others.flatMap((s) => real.hands[s]!), ...real.discard, ...real.supply];
      const mixed = rotate(new Rng(seedRng('y')).shuffle(pool));
      let at = 0;
      const take = (m: number) => mixed.slice(at, (at += m));
      const hands = real.hands.map((h, s) => (s === seat ? h : take(h.length).sort((a, b) => a - b)));
      const changed: OkudosContext = { ...real, owners, hands, discard: take(real.discard.length), supply: take(real.supply.length), rng: [1, 2, 3, 4] };
      expect(JSON.stringify(okudos.view(snap(changed), seat))).toBe(json);
    }
  });

  it('at the end the deal is revealed to everyone with the scoring sheet', () => {
    const c = contextWith(rules, 2, { printed: PRINTED, passes: 1, current: 0 });
    const over = apply(snap(c), { type: 'turn.pass', seat: 0 });
    const v = okudos.view(over, 'spectator');
    expect(v.owners).toEqual(c.owners);
    expect(v.scores?.columns.map((x) => x.owner)).toEqual([0, 1, 'game']);
  });
});
