/**
 * The end of the game (rulebook, seed 003, "Wertung"): the colours are revealed; each sector
 * scores the printed numbers of its cells that no chip covers, for its owner — a player or "the
 * game" (which scores like a player and can win; with `game-scores-best` only its best sectors
 * count). Each player adds the bonus for every irregular chip collected and kept; chips left in a
 * hand score nothing. Most points win; ties share.
 */
import type { Outcome, Seat } from '@regelwerk/engine';
import type { OkudosContext, Owner, Score, ScoreSheet, SectorScore } from '../context.js';
import type { OkudosRules } from '../schema/rules.js';
import { keepsIrregular } from './turn.js';
import { geometryOf } from './sudoku.js';

/** The deal row for this many players (the checks make sure there is one). */
export function dealFor(rules: OkudosRules, players: number) {
  const row = rules.deal.find((d) => d.players === players);
  if (!row) throw new Error(`okudos: the rules have no deal for ${players} players`);
  return row;
}

/** Each sector's uncovered printed numbers, added up. */
export function sectorPoints(ctx: Pick<OkudosContext, 'rules' | 'printed' | 'board'>): number[] {
  const g = geometryOf(ctx.rules);
  return g.sectorCells.map((cells) => cells.reduce((a, c) => a + (ctx.board[c] === null ? ctx.printed[c]! : 0), 0));
}

/** The scoring sheet: a line per sector, a column per player and one for the game (if it holds a sector). */
export function scoreGame(ctx: OkudosContext): ScoreSheet {
  const points = sectorPoints(ctx);
  const best = dealFor(ctx.rules, ctx.players.length).gameScoresBest;
  // The game's sectors, best first: with `game-scores-best k` only the first k count (ties: the lower sector number).
  const gameSectors = ctx.owners.flatMap((o, s) => (o === 'game' ? [s] : [])).sort((a, b) => points[b]! - points[a]! || a - b);
  const counts = new Set(best === null ? gameSectors : gameSectors.slice(0, best));
  const sectors: SectorScore[] = ctx.owners.map((owner, sector) => ({ sector, owner, points: points[sector]!, counted: owner !== 'game' || counts.has(sector) }));
  const column = (owner: Owner): Score => {
    const mine = sectors.filter((s) => s.owner === owner);
    const sectorTotal = mine.reduce((a, s) => a + (s.counted ? s.points : 0), 0);
    const collected = owner === 'game' ? 0 : ctx.collected[owner]!.length;
    const bonus = keepsIrregular(ctx.rules) ? collected * ctx.rules.irregularBonus : 0;
    return { owner, sectors: mine.map((s) => s.sector), sectorPoints: sectorTotal, collected, bonus, total: sectorTotal + bonus };
  };
  const columns = ctx.players.map((_, seat) => column(seat));
  if (ctx.owners.includes('game')) columns.push(column('game'));
  return { sectors, columns };
}

/** Columns grouped by place, best first (ties share a place when the rules say so). */
export function rankColumns(rules: OkudosRules, sheet: ScoreSheet): Owner[][] {
  const sign = rules.winner.by === 'most-points' ? -1 : 1;
  const key = (o: Owner) => (o === 'game' ? Number.MAX_SAFE_INTEGER : o);
  const order = [...sheet.columns].sort((a, b) => sign * (a.total - b.total) || key(a.owner) - key(b.owner));
  const groups: { total: number; owners: Owner[] }[] = [];
  for (const s of order) {
    const last = groups[groups.length - 1];
    if (last && last.total === s.total && rules.winner.ties === 'share') last.owners.push(s.owner);
    else groups.push({ total: s.total, owners: [s.owner] });
  }
  return groups.map((g) => g.owners);
}

/**
 * The outcome: the ranking and winners are seats (the game is not a seat): when the game alone
 * has the most points no seat wins; `details.gamePoints` and `details.gameWins` say how the game did.
 */
export function outcomeOf(ctx: OkudosContext): Outcome | null {
  if (!ctx.scores) return null;
  const places = rankColumns(ctx.rules, ctx.scores);
  const ranking = places.map((p) => p.filter((o): o is Seat => o !== 'game')).filter((p) => p.length > 0);
  const gameColumn = ctx.scores.columns.find((c) => c.owner === 'game');
  const points = ctx.players.map((_, seat) => ctx.scores!.columns[seat]!.total);
  return {
    ranking,
    winners: places[0]!.filter((o): o is Seat => o !== 'game'),
    losers: ranking.length > 1 ? ranking[ranking.length - 1]! : [],
    details: {
      points,
      averagePoints: points.reduce((a, b) => a + b, 0) / points.length,
      gamePoints: gameColumn ? gameColumn.total : null,
      gameWins: places[0]!.includes('game') ? 1 : 0,
      turns: ctx.turns,
      chipsPlaced: ctx.board.reduce<number>((a, c) => a + (c === null ? 0 : 1), 0),
      irregularKept: ctx.collected.reduce((a, c) => a + c.length, 0),
    },
  };
}
