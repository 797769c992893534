import type { SchockenRules } from '@regelwerk/schocken';
import { Rng } from '@regelwerk/engine';

/**
 * The baseline: Schocken written as one tight loop, with the same rules (rounds, tokens from the
 * middle then passed, halves, final, Schock out, ties) and the same random policy as the random
 * bot, but no statechart, no events, no views. It shows what the machinery costs.
 */
export function handWrittenGame(rules: SchockenRules, n: number, rng: Rng): { decisions: number; rounds: number } {
  const rank = new Int32Array(7 * 7 * 7);
  const penalty = new Int32Array(7 * 7 * 7);
  for (const o of rules.ranking.outcomes) {
    const [a, b, c] = o.dice as number[];
    const all = o.penalty === 'all' ? -1 : o.penalty;
    for (const [x, y, z] of [[a, b, c], [a, c, b], [b, a, c], [b, c, a], [c, a, b], [c, b, a]] as const) {
      rank[x! * 49 + y! * 7 + z!] = o.rank;
      penalty[x! * 49 + y! * 7 + z!] = all;
    }
  }
  const total = rules.tokens;
  const tokens = new Int32Array(n);
  const inPlay = new Uint8Array(n);
  const resRank = new Int32Array(n);
  const resThrows = new Int32Array(n);
  const resPen = new Int32Array(n);
  const order = new Int32Array(n);
  const dice = [0, 0, 0];
  let decisions = 0;
  let rounds = 0;
  let starter = rng.int(n);
  const halfLosers: number[] = [];

  const playStage = (players: number[]): number => {
    tokens.fill(0);
    inPlay.fill(0);
    for (const p of players) inPlay[p] = 1;
    let middle = total;
    for (;;) {
      rounds++;
      let limit = 3;
      let count = 0;
      let seat = starter;
      do {
        let used = 0;
        for (;;) {
          for (let i = 0; i < 3; i++) if (used === 0 || (keepMask & (1 << i)) === 0) dice[i] = 1 + rng.int(6);
          // Counted as the machine counts decisions: the first throw is one, and each later
          // choice (stop, or keep some dice and throw the rest) is one; a throw after a choice is not another.
          if (used === 0) decisions++;
          used++;
          if (used >= limit) break;
          // The random bot picks uniformly among: stop, or one of 7 ways to keep fewer than 3 dice.
          const choice = rng.int(8);
          decisions++;
          if (choice === 0) break;
          keepMask = choice - 1;
        }
        keepMask = 0;
        if (seat === starter) limit = used;
        const k = dice[0]! * 49 + dice[1]! * 7 + dice[2]!;
        resRank[count] = rank[k]!;
        resPen[count] = penalty[k]!;
        resThrows[count] = used;
        order[count] = seat;
        count++;
        do seat = (seat + 1) % n;
        while (!inPlay[seat]);
      } while (seat !== starter);
      let best = 0;
      let worst = 0;
      for (let i = 1; i < count; i++) {
        if (resRank[i]! < resRank[best]! || (resRank[i] === resRank[best] && resThrows[i]! < resThrows[best]!)) best = i;
        if (resRank[i]! > resRank[worst]! || (resRank[i] === resRank[worst] && resThrows[i]! >= resThrows[worst]!)) worst = i;
      }
      const loser = order[worst]!;
      const winner = order[best]!;
      starter = loser;
      if (resPen[best] === -1) return loser;
      const p = resPen[best]!;
      if (middle > 0) {
        const m = Math.min(p, middle);
        middle -= m;
        tokens[loser]! += m;
        if (middle === 0) {
          let holders = 0;
          for (let s = 0; s < n; s++) {
            if (tokens[s]! > 0) holders++;
            else inPlay[s] = 0;
          }
          if (holders === 1) return loser;
        }
      } else {
        const m = Math.min(p, tokens[winner]!);
        tokens[winner]! -= m;
        tokens[loser]! += m;
        if (tokens[winner] === 0) inPlay[winner] = 0;
        if (tokens[loser] === total) return loser;
      }
    }
  };
  let keepMask = 0;
  const everyone = Array.from({ length: n }, (_, i) => i);
  halfLosers.push(playStage(everyone));
  halfLosers.push(playStage(everyone));
  if (halfLosers[0] !== halfLosers[1]) playStage(halfLosers);
  return { decisions, rounds };
}
