import { playersText } from './conditions.js';
import type { PhaseValues, RuleSet } from './ruleset.js';
import type { GameSchema } from './schema.js';

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

const shown = (schema: GameSchema, key: string, value: unknown): string => {
  if (schema.describeValue) return schema.describeValue(key, value);
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
};

/** A statement's or value's name as a column head: `last-throw` → `Last throw`, `roundPenalty` → `Round penalty`. */
const headingOf = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, ' ').replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/** What changes with the number of players: one row per stretch of table sizes, one column per value. */
function playersTable(rules: RuleSet, schema: GameSchema): TableModel | undefined {
  const spans = rules.byPlayers;
  if (!spans) return undefined;
  // Values per phase have their own table.
  const keys = Object.keys(spans[0]!.values).filter((k) => k !== 'byPhase');
  if (keys.length === 0) return undefined;
  return {
    id: 'players',
    title: 'By number of players',
    columns: [{ key: 'players', label: 'Players' }, ...keys.map((k) => ({ key: k, label: headingOf(k) }))],
    rows: spans.map((s) => ({ players: playersText(s.min, s.max), ...Object.fromEntries(keys.map((k) => [k, shown(schema, k, s.values[k])])) })),
    note: 'The tables above are those of the smallest table.',
  };
}

/** A situation of play in words: `middle`, `passing, 2 left`, `any phase, 1 left`. */
const situationText = (e: PhaseValues): string =>
  [e.phase ?? 'any phase', e.left === null ? '' : `${playersText(e.left.min, e.left.max)} left`].filter((w) => w).join(', ');

/** What changes with the moment of play: one row per phase (and players left), one column per value. */
function phaseTable(rules: RuleSet, schema: GameSchema): TableModel | undefined {
  const entries = rules.byPhase;
  if (!entries) return undefined;
  const keys = Object.keys(entries[0]!.values);
  return {
    id: 'phases',
    title: 'By phase of play',
    columns: [{ key: 'phase', label: 'Phase' }, ...keys.map((k) => ({ key: k, label: headingOf(k) }))],
    rows: entries.map((e) => ({ phase: situationText(e), ...Object.fromEntries(keys.map((k) => [k, shown(schema, k, e.values[k])])) })),
    note: `The tables above are those of the first phase${rules.byPlayers ? ' at the smallest table' : ''}.`,
  };
}

/**
 * The tables of a rule set, for people and as JSON: the game's own (from its schema), what
 * changes with the number of players (when anything does), then its options.
 */
export function describeTables(rules: RuleSet, schemas: readonly GameSchema[]): TablesDescription {
  const schema = schemas.find((s) => s.id === rules.game);
  if (!schema) throw new Error(`describeTables: no schema for the game \`${rules.game}\` among those given (${schemas.map((s) => s.id).join(', ')})`);
  const head = { game: rules.game, title: rules.title, variant: rules.variant?.name ?? null };
  const own = schema.tables(rules);
  const players = playersTable(rules, schema);
  const phases = phaseTable(rules, schema);
  return {
    ...head,
    tables: [...own.tables, ...(phases ? [phases] : []), ...(players ? [players] : []), optionsTable(rules)],
    json: { ...head, ...own.json, ...(rules.byPhase ? { byPhase: rules.byPhase } : {}), ...(rules.byPlayers ? { byPlayers: rules.byPlayers } : {}) },
  };
}
