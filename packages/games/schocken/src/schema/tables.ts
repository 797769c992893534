import { percent, type GameTables, type TableModel } from '@regelwerk/dsl';
import type { SchockenRules } from './rules.js';

/** Throws of one kind, as a rulebook lists them together (e.g. all Admirals). */
export interface RankingGroup {
  readonly row: string;
  readonly label: string;
  /** Each throw as `a-b-c`, best first. */
  readonly dice: readonly string[];
  readonly penalty: number | 'all';
  readonly endsHalf: boolean;
  /** Set when throws of this kind end the whole game (`ends game`). */
  readonly endsGame?: true;
  /** Chance of any of these throws in one throw. */
  readonly probability: number;
  /** The rank of the group's lowest throw: "this or better" means rank ≤ it. */
  readonly lastRank: number;
}

/** Consecutive throws of the same row, label and penalty, grouped, best first. */
export function rankingGroups(rules: SchockenRules): RankingGroup[] {
  const groups: { row: string; label: string; dice: string[]; penalty: number | 'all'; endsHalf: boolean; endsGame?: true; probability: number; lastRank: number }[] = [];
  for (const o of rules.ranking.outcomes) {
    const last = groups[groups.length - 1];
    const combo = o.dice.join('-');
    if (last && last.label === o.label && last.row === o.row && last.penalty === o.penalty) {
      last.dice.push(combo);
      last.probability += o.probability;
      last.lastRank = o.rank;
    } else {
      groups.push({ row: o.row, label: o.label, dice: [combo], penalty: o.penalty, endsHalf: o.endsHalf, ...(o.endsGame ? { endsGame: true as const } : {}), probability: o.probability, lastRank: o.rank });
    }
  }
  return groups;
}

/** The combinations of a group, shortened like a rulebook does: 6-6-6; 5-5-5; …; 2-2-2. */
export function groupDice(g: RankingGroup): string {
  return g.dice.length > 4 ? `${g.dice.slice(0, 2).join('; ')}; …; ${g.dice[g.dice.length - 1]}` : g.dice.join('; ');
}

/** One row per kind of throw, as a rulebook prints it: rank, name, combinations, tokens, chance. */
export function rankingTable(rules: SchockenRules): TableModel {
  const groups = rankingGroups(rules);
  const fromHand = rules.ranking.rows.filter((r) => r.fromHand).map((r) => r.label);
  return {
    id: 'ranking',
    title: 'Ranking of throws, best first',
    columns: [
      { key: 'rank', label: 'Rank', numeric: true },
      { key: 'name', label: 'Name' },
      { key: 'dice', label: 'Dice' },
      { key: 'tokens', label: 'Tokens' },
      { key: 'chance', label: 'Chance in one throw', numeric: true },
    ],
    rows: groups.map((g, i) => ({
      rank: i + 1,
      name: g.label,
      dice: groupDice(g),
      tokens: g.endsHalf || g.endsGame ? `${g.penalty === 'all' ? 'all' : g.penalty}, ends the ${g.endsGame ? 'game' : 'half'}` : g.penalty === 'all' ? 'all' : String(g.penalty),
      chance: percent(g.probability),
    })),
    note:
      fromHand.length > 0
        ? `${fromHand.join(' and ')} count only when made in one throw; otherwise they rank as the row they would fall to.`
        : undefined,
  };
}

/** The ranking for people, and every throw as JSON. */
export function describeRules(rules: SchockenRules): GameTables {
  const outcomes = rules.ranking.outcomes.map((o) => ({
    dice: o.dice,
    row: o.row,
    label: o.label,
    penalty: o.penalty,
    probability: o.probability,
    rank: o.rank,
    endsHalf: o.endsHalf,
    ...(o.otherwise ? { otherwise: o.otherwise } : {}),
    ...(o.endsGame ? { endsGame: true } : {}),
  }));
  return {
    tables: [rankingTable(rules)],
    json: {
      dice: { count: rules.dice.count, faces: rules.dice.die.faces },
      tokens: rules.tokens,
      throws: rules.throws,
      options: rules.options,
      outcomes,
    },
  };
}
