import type { RuleSet, SchockenRules } from './ruleset.js';

export interface TableColumn {
  readonly key: string;
  readonly label: string;
  readonly numeric?: boolean;
}

/** A table to show a person: the CLI prints it as text, the site as HTML. */
export interface TableModel {
  readonly id: string;
  readonly title: string;
  readonly columns: readonly TableColumn[];
  readonly rows: readonly Readonly<Record<string, string | number>>[];
  readonly note?: string;
}

export interface TablesDescription {
  readonly game: string;
  readonly title: string;
  readonly variant: string | null;
  readonly tables: readonly TableModel[];
  /** The machine-readable form (`regelwerk table --json`). */
  readonly json: Readonly<Record<string, unknown>>;
}

export function percent(p: number): string {
  return `${(p * 100).toFixed(2)} %`;
}

function counts(values: readonly number[]): { value: number; count: number }[] {
  const m = new Map<number, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return [...m].map(([value, count]) => ({ value, count })).sort((a, b) => b.value - a.value);
}

const signed = (v: number) => (v > 0 ? `+${v}` : String(v));

function optionsTable(rules: RuleSet): TableModel {
  return {
    id: 'options',
    title: 'Options',
    columns: [
      { key: 'option', label: 'Option' },
      { key: 'value', label: 'Value' },
      { key: 'description', label: 'What it does' },
    ],
    rows: rules.optionList.map((o) => ({
      option: o.id,
      value: typeof o.value === 'boolean' ? (o.value ? 'on' : 'off') : String(o.value),
      description: o.description,
    })),
  };
}

/** Throws of one kind, as a rulebook lists them together (e.g. all Admirals). */
export interface RankingGroup {
  readonly row: string;
  readonly label: string;
  /** Each throw as `a-b-c`, best first. */
  readonly dice: readonly string[];
  readonly penalty: number | 'all';
  readonly endsHalf: boolean;
  /** Chance of any of these throws in one throw. */
  readonly probability: number;
  /** The rank of the group's lowest throw: "this or better" means rank ≤ it. */
  readonly lastRank: number;
}

/** Consecutive throws of the same row, label and penalty, grouped, best first. */
export function rankingGroups(rules: SchockenRules): RankingGroup[] {
  const groups: { row: string; label: string; dice: string[]; penalty: number | 'all'; endsHalf: boolean; probability: number; lastRank: number }[] = [];
  for (const o of rules.ranking.outcomes) {
    const last = groups[groups.length - 1];
    const combo = o.dice.join('-');
    if (last && last.label === o.label && last.row === o.row && last.penalty === o.penalty) {
      last.dice.push(combo);
      last.probability += o.probability;
      last.lastRank = o.rank;
    } else {
      groups.push({ row: o.row, label: o.label, dice: [combo], penalty: o.penalty, endsHalf: o.endsHalf, probability: o.probability, lastRank: o.rank });
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
      tokens: g.endsHalf ? `${g.penalty === 'all' ? 'all' : g.penalty}, ends the half` : g.penalty === 'all' ? 'all' : String(g.penalty),
      chance: percent(g.probability),
    })),
    note:
      fromHand.length > 0
        ? `${fromHand.join(' and ')} count only when made in one throw; otherwise they rank as the row they would fall to.`
        : undefined,
  };
}

/** The tables of a rule set, for people and as JSON. */
export function describeTables(rules: RuleSet): TablesDescription {
  const head = { game: rules.game, title: rules.title, variant: rules.variant?.name ?? null };
  const options = optionsTable(rules);
  switch (rules.game) {
    case 'schocken': {
      const outcomes = rules.ranking.outcomes.map((o) => ({
        dice: o.dice,
        row: o.row,
        label: o.label,
        penalty: o.penalty,
        probability: o.probability,
        rank: o.rank,
        endsHalf: o.endsHalf,
        ...(o.otherwise ? { otherwise: o.otherwise } : {}),
      }));
      return {
        ...head,
        tables: [rankingTable(rules), options],
        json: {
          ...head,
          dice: { count: rules.dice.count, faces: rules.dice.die.faces },
          tokens: rules.tokens,
          throws: rules.throws,
          options: rules.options,
          outcomes,
        },
      };
    }
    case 'sushizock': {
      const tiles: TableModel = {
        id: 'tiles',
        title: 'Tiles',
        columns: [
          { key: 'group', label: 'Group' },
          { key: 'value', label: 'Value', numeric: true },
          { key: 'count', label: 'Count', numeric: true },
        ],
        rows: Object.values(rules.tiles).flatMap((g) => counts(g.values).map((c) => ({ group: g.id, value: signed(c.value), count: c.count }))),
      };
      const actions: TableModel = {
        id: 'actions',
        title: 'What a throw allows',
        columns: [
          { key: 'dice', label: 'Dice showing' },
          { key: 'action', label: 'Action' },
          { key: 'which', label: 'Which tile' },
        ],
        rows: rules.actions.map((a) => ({
          dice: `${a.min === a.max ? a.min : `${a.min}–${a.max}`} × ${a.face}`,
          action: a.label,
          which: a.position === 'nth' ? `the ${a.group} tile at that position in the centre` : a.position === 'top' ? `the top ${a.group} tile of a stack` : `any ${a.group} tile of a stack, named blind`,
        })),
        note: `Forced take when nothing is possible: ${rules.forcedTake.map((f) => `${f.pick} ${f.group}`).join(', else ')}. Scoring: ${rules.worthless.group} stacked higher than the ${rules.worthless.above} stack score nothing.`,
      };
      return {
        ...head,
        tables: [tiles, actions, options],
        json: {
          ...head,
          dice: { count: rules.dice.count, faces: rules.dice.die.faces },
          throws: rules.throws,
          tiles: Object.fromEntries(Object.values(rules.tiles).map((g) => [g.id, { total: g.values.length, counts: counts(g.values) }])),
          actions: rules.actions,
          forcedTake: rules.forcedTake,
          scoring: { worthless: rules.worthless, winner: rules.winner },
          options: rules.options,
        },
      };
    }
    case 'kaeseschieben': {
      const cubes: TableModel = {
        id: 'cubes',
        title: 'Cheese cubes',
        columns: [
          { key: 'size', label: 'Size' },
          { key: 'count', label: 'Count', numeric: true },
          { key: 'worms', label: 'With a worm', numeric: true },
          { key: 'value', label: 'Points', numeric: true },
        ],
        rows: rules.cubes.map((c) => ({ size: c.label, count: c.count, worms: c.worms, value: c.value })),
        note: `A cube with a worm scores ${rules.wormyValue}. Die: ${rules.dice.die.faces.join(', ')}${rules.joker ? `; ${rules.joker.face} = throw again, ×${rules.joker.times}` : ''}. Board ${rules.board.width}×${rules.board.height}.`,
      };
      return {
        ...head,
        tables: [cubes, options],
        json: {
          ...head,
          board: rules.board,
          die: rules.dice.die,
          joker: rules.joker,
          cubes: rules.cubes,
          worms: rules.worms,
          wormyValue: rules.wormyValue,
          layout: rules.layout,
          options: rules.options,
        },
      };
    }
    case 'okudos': {
      const deal: TableModel = {
        id: 'deal',
        title: 'Sector colours dealt',
        columns: [
          { key: 'players', label: 'Players', numeric: true },
          { key: 'each', label: 'Colours each', numeric: true },
          { key: 'game', label: 'Left to the game', numeric: true },
          { key: 'scores', label: 'The game scores' },
        ],
        rows: rules.deal.map((d) => ({
          players: d.players,
          each: d.colours,
          game: rules.sectors.count - d.players * d.colours,
          scores: d.gameScoresBest === null ? 'all its sectors' : `its best ${d.gameScoresBest}`,
        })),
        note: `Chips: ${counts(rules.chips.values)
          .reverse()
          .map((c) => `${c.value}×${c.count}`)
          .join(', ')}; ${rules.discardAtStart} discarded at the start, ${rules.hand} in hand. Score: the uncovered numbers of your sectors, +${rules.irregularBonus} per irregular chip collected.`,
      };
      return {
        ...head,
        tables: [deal, options],
        json: {
          ...head,
          board: rules.board,
          sectors: rules.sectors,
          chips: { total: rules.chips.values.length, counts: counts(rules.chips.values).reverse() },
          discardAtStart: rules.discardAtStart,
          hand: rules.hand,
          deal: rules.deal,
          irregularBonus: rules.irregularBonus,
          options: rules.options,
        },
      };
    }
  }
}
