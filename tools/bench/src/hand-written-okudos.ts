import { Rng } from '@regelwerk/engine';
import { generateSudoku, geometryOf, type OkudosRules } from '@regelwerk/okudos';

/**
 * The baseline for O'kudos: the whole game as one tight loop with the same rules read from the
 * same rule set (the sudoku, the deal of colours, the shuffled chips, the discard pile and hands,
 * checked or unchecked placement, irregular chips collected one at a time, discard, pass, both
 * ends, the sheet with the game) and the same random policy as the random bot (uniform over every
 * legal decision), but no statechart, no events, no views, no chance records.
 */
export function handWrittenOkudos(rules: OkudosRules, n: number, rng: Rng): { decisions: number; points: number } {
  const g = geometryOf(rules);
  const size = g.size;
  const cells = g.cells;
  const printed = generateSudoku(rng, g).flat();
  const deal = rules.deal.find((d) => d.players === n)!;
  const sectorsShuffled = rng.shuffle(Array.from({ length: g.sectorCount }, (_, s) => s));
  const owner = new Int8Array(g.sectorCount).fill(-1);
  for (let k = 0; k < n * deal.colours; k++) owner[sectorsShuffled[k]!] = Math.floor(k / deal.colours);
  const stack = rng.shuffle([...rules.chips.values].sort((a, b) => a - b));
  const starter = rng.int(n);
  let top = rules.discardAtStart;
  const hands: number[][] = Array.from({ length: n }, () => []);
  for (let r = 0; r < rules.hand; r++) for (let k = 0; k < n; k++) hands[(starter + k) % n]!.push(stack[top++]!);
  const checked = rules.options['unchecked-placement'] !== true;
  const keep = rules.options['irregular-chips'] !== 'discard';
  const board = new Int8Array(cells); // 0: empty
  const { rowOf, colOf, sectorOf } = g;
  const rowCount = new Int16Array(size * (size + 1));
  const colCount = new Int16Array(size * (size + 1));
  const secCount = new Int16Array(g.sectorCount * (size + 1));
  const collected = new Int32Array(n);
  const irregular: number[] = [];
  const choice: number[] = []; // chip, cell pairs of the placements
  const isIrregular = (i: number, v: number) => rowCount[rowOf[i]! * (size + 1) + v]! > 1 || colCount[colOf[i]! * (size + 1) + v]! > 1 || secCount[sectorOf[i]! * (size + 1) + v]! > 1;
  const fits = (i: number, v: number) => rowCount[rowOf[i]! * (size + 1) + v]! === 0 && colCount[colOf[i]! * (size + 1) + v]! === 0 && secCount[sectorOf[i]! * (size + 1) + v]! === 0;
  const change = (i: number, v: number, d: number) => {
    rowCount[rowOf[i]! * (size + 1) + v]! += d;
    colCount[colOf[i]! * (size + 1) + v]! += d;
    secCount[sectorOf[i]! * (size + 1) + v]! += d;
  };
  let current = starter;
  let passes = 0;
  let decisions = 0;
  for (;;) {
    // Collect irregular chips one at a time, each only while it is still irregular.
    if (!checked) {
      for (;;) {
        irregular.length = 0;
        for (let i = 0; i < cells; i++) if (board[i]! > 0 && isIrregular(i, board[i]!)) irregular.push(i);
        if (irregular.length === 0) break;
        const i = irregular[rng.int(irregular.length)]!;
        change(i, board[i]!, -1);
        board[i] = 0;
        if (keep) collected[current]!++;
        decisions++;
      }
    }
    const hand = hands[current]!;
    hand.sort((a, b) => a - b);
    choice.length = 0;
    let distinct = 0;
    for (let k = 0; k < hand.length; k++) {
      const v = hand[k]!;
      if (k > 0 && hand[k - 1] === v) continue;
      distinct++;
      for (let i = 0; i < cells; i++) if (board[i] === 0 && (!checked || fits(i, v))) choice.push(v, i);
    }
    const places = choice.length / 2;
    const pick = rng.int(places + distinct + 1);
    decisions++;
    let chip = -1;
    if (pick < places) {
      chip = choice[2 * pick]!;
      const i = choice[2 * pick + 1]!;
      board[i] = chip;
      change(i, chip, 1);
    } else if (pick < places + distinct) {
      let d = pick - places;
      for (let k = 0; k < hand.length; k++) {
        if (k > 0 && hand[k - 1] === hand[k]) continue;
        if (d-- === 0) {
          chip = hand[k]!;
          break;
        }
      }
    }
    if (chip > 0) {
      hand.splice(hand.indexOf(chip), 1);
      if (top < stack.length) hand.push(stack[top++]!);
      passes = 0;
    } else passes++;
    if (passes >= n || (top >= stack.length && hands.some((h) => h.length === 0))) break;
    current = (current + 1) % n;
  }
  // The sheet: the game's best sectors count where the rules say so; here only the players' points are summed.
  const sector = new Int32Array(g.sectorCount);
  for (let i = 0; i < cells; i++) if (board[i] === 0) sector[sectorOf[i]!]! += printed[i]!;
  let points = 0;
  for (let s = 0; s < g.sectorCount; s++) if (owner[s]! >= 0) points += sector[s]!;
  for (let p = 0; p < n; p++) points += collected[p]! * rules.irregularBonus;
  return { decisions, points };
}
