/**
 * Käseschieben as one tight loop, without the engine: the same rules (numbers from the same rule
 * set), a random policy over the legal steps, flat typed arrays and no snapshots, views or logs.
 * What the simulate path is measured against. Every legal step leaves a complete move here (the
 * mouse can always step back where it came from), so the loop needs no search for dead ends.
 */
import type { Rng } from '@regelwerk/engine';
import type { KaeseschiebenRules } from '@regelwerk/kaeseschieben';

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
/** The edge a step in each direction crosses: north, east, south, west. */
const EDGES = ['north', 'east', 'south', 'west'] as const;

export function handWrittenKaeseschieben(rules: KaeseschiebenRules, players: number, rng: Rng): { decisions: number; points: number[] } {
  const w = rules.board.width;
  const h = rules.board.height;
  const board = new Int16Array(w * h).fill(-1);
  const rows = rules.layout;
  const x0 = Math.floor((w - rows[0]!.length) / 2);
  const y0 = Math.floor((h - rows.length) / 2);
  const values: number[] = [];
  const sizes = rules.layout.flat();
  // Worms: the first `worms` cubes of each size after a shuffle.
  const wormy = new Uint8Array(sizes.length);
  for (const c of rules.cubes) {
    const ids = sizes.flatMap((s, i) => (s === c.id ? [i] : []));
    const order = rng.shuffle(ids);
    for (let k = 0; k < c.worms; k++) wormy[order[k]!] = 1;
  }
  sizes.forEach((s, i) => values.push(wormy[i] ? rules.wormyValue : rules.cubes.find((c) => c.id === s)!.value));
  let id = 0;
  rows.forEach((row, y) => row.forEach((_, x) => (board[(y0 + y) * w + x0 + x] = id++)));
  let onBoard = id;
  const edges = players === 2 ? (rules.twoPlayers === 'opposite' ? ['south', 'north'] : ['south', 'west']) : ['south', 'west', 'north', 'east'].slice(0, players);
  const ownerOf = EDGES.map((e) => edges.indexOf(e));
  const n = rules.startFromRight;
  const mice = edges.map((e) => (e === 'south' ? (h - 1) * w + (w - n) : e === 'north' ? n - 1 : e === 'west' ? (h - n) * w : (n - 1) * w + (w - 1)));
  const isMouse = (sq: number) => mice.includes(sq);
  const points = new Array<number>(players).fill(0);
  const faces = rules.dice.die.faces;
  const joker = rules.joker;
  let current = rng.int(players);
  let decisions = 0;
  const legal: number[] = [];
  /** -1 when blocked; else 0 (done). */
  const canStep = (m: number, d: number): boolean => {
    let x = (m % w) + DX[d]!;
    let y = ((m / w) | 0) + DY[d]!;
    if (x < 0 || y < 0 || x >= w || y >= h) return false;
    if (isMouse(y * w + x)) return false;
    while (board[y * w + x] !== -1) {
      x += DX[d]!;
      y += DY[d]!;
      if (x < 0 || y < 0 || x >= w || y >= h) return true;
    }
    return !isMouse(y * w + x);
  };
  while (onBoard > 0) {
    decisions += 1; // the roll
    let f = faces[rng.int(faces.length)]!;
    let jokered = false;
    while (joker !== null && f === joker.face) {
      jokered = true;
      f = faces[rng.int(faces.length)]!;
    }
    let left = (f as number) * (jokered ? joker!.times : 1);
    while (left > 0 && onBoard > 0) {
      const m = mice[current]!;
      legal.length = 0;
      for (let d = 0; d < 4; d++) if (canStep(m, d)) legal.push(d);
      if (legal.length === 0) break; // no complete move: the turn passes
      const d = legal[rng.int(legal.length)]!;
      decisions += 1;
      const to = m + DY[d]! * w + DX[d]!;
      // Push: find the end of the line, then shift it by one.
      let x = to % w;
      let y = (to / w) | 0;
      while (x >= 0 && y >= 0 && x < w && y < h && board[y * w + x] !== -1) {
        x += DX[d]!;
        y += DY[d]!;
      }
      let px = x;
      let py = y;
      while (px !== to % w || py !== ((to / w) | 0)) {
        const fx = px - DX[d]!;
        const fy = py - DY[d]!;
        const cube = board[fy * w + fx]!;
        if (px < 0 || py < 0 || px >= w || py >= h) {
          onBoard -= 1;
          const owner = ownerOf[d]!;
          if (owner >= 0) points[owner]! += values[cube]!;
        } else board[py * w + px] = cube;
        board[fy * w + fx] = -1;
        px = fx;
        py = fy;
      }
      mice[current] = to;
      left -= 1;
    }
    current = (current + 1) % players;
  }
  return { decisions, points };
}
