/**
 * What an editor may offer to complete in a rule file of a game or a variant of it: statements
 * with their usage, options with their values, the tables variants can edit with their rows, and
 * die faces. Plain data (it crosses a worker boundary), worked out from the compiled base.
 */
import { defOf, mergedStatements, rowName } from './merged.js';
import type { RuleSet } from './ruleset.js';
import type { GameSchema } from './schema.js';
import { HEADERS, SET, UNIVERSAL, VARIANT, VARIANT_OPERATIONS, VARIANT_SUMMARIES, VARIANT_USAGE } from './statements.js';
import { describeTables } from './tables.js';

export interface Vocabulary {
  readonly statements: readonly { readonly name: string; readonly usage: string; readonly summary: string }[];
  readonly options: readonly { readonly id: string; readonly kind: 'flag' | 'number' | 'choice'; readonly values: readonly string[]; readonly description: string }[];
  readonly tables: readonly { readonly id: string; readonly title: string; readonly rows: readonly { readonly id: string; readonly label: string }[] }[];
  readonly faces: readonly string[];
  /** The statements that may end in `when <condition>`, and how a condition is written (absent: none may). */
  readonly conditions?: { readonly statements: readonly string[]; forms: readonly { readonly usage: string; readonly summary: string }[] };
}

/** How a condition is written, for completion after `when`. */
const CONDITION_FORMS = [
  { usage: 'when players <min>..<max>', summary: 'The line holds only at tables of these sizes (`players 3`, `players 5..`).' },
  { usage: 'when <option>', summary: 'The line holds only while this on/off option is on.' },
  { usage: 'when <condition> and <condition>', summary: 'The line holds only while both hold.' },
] as const;

/** How a condition on the moment of play is written, for games that name phases or count players left. */
const phaseForm = (phases: readonly string[]) => ({ usage: `when phase ${phases.join('|')}`, summary: 'The line holds only in this phase of play.' });
const leftForm = (what: string) => ({ usage: 'when left <min>..<max>', summary: `The line holds only while this many players are left (${what}).` });

/** Numbers are offered as their range's ends and the value the base sets, lowest first. */
function numberValues(o: RuleSet['optionList'][number]): string[] {
  const values = [o.min, o.value as number, o.max].filter((v): v is number => typeof v === 'number');
  return [...new Set(values)].sort((a, b) => a - b).map(String);
}

/**
 * The words a variant of `base` (or `base`'s own file) may use: first the variant's own
 * statements (its header, the table operations, `set`), then every statement of the game, which
 * a variant may restate to change it.
 */
export function vocabulary(base: RuleSet, schemas: readonly GameSchema[]): Vocabulary {
  const merged = mergedStatements(base, schemas, 'vocabulary');
  const { schema } = merged;
  const statements: Vocabulary['statements'][number][] = [
    { name: VARIANT.keyword, usage: VARIANT.usage, summary: VARIANT.summary },
    ...VARIANT_OPERATIONS.map((op) => ({ name: op, usage: VARIANT_USAGE[op], summary: VARIANT_SUMMARIES[op] })),
    { name: SET.keyword, usage: SET.usage, summary: SET.summary },
  ];
  for (const def of [...UNIVERSAL, ...schema.statements]) {
    if (HEADERS.includes(def) || def === SET || statements.some((s) => s.name === def.keyword)) continue;
    statements.push({ name: def.keyword, usage: def.usage, summary: def.summary });
  }
  const options = base.optionList.map((o) => ({
    id: o.id,
    kind: o.kind,
    values: o.kind === 'flag' ? ['on', 'off'] : o.kind === 'choice' ? [...(o.choices ?? [])] : numberValues(o),
    description: o.description,
  }));
  const titles = new Map(describeTables(base, schemas).tables.map((t) => [t.id, t.title]));
  const tables: Vocabulary['tables'][number][] = [];
  // The faces of the dice the game throws first (built-in ones such as `d6` included), then of
  // every die the file declares (`die <id> faces …`).
  const dice = (base as { dice?: { die?: { faces?: readonly unknown[] } } }).dice;
  const faces = new Set<string>((dice?.die?.faces ?? []).map(String));
  for (const stmt of merged.statements) {
    const def = defOf(merged, stmt);
    if (def?.rows?.named) {
      const rows = stmt.rows.map(rowName).filter((r): r is { id: string; label: string } => r !== undefined);
      tables.push({ id: stmt.keyword, title: titles.get(stmt.keyword) ?? stmt.keyword, rows });
    }
    if (stmt.keyword === 'die') for (const w of stmt.words.slice(3)) faces.add(w.text);
  }
  const conditional = [...UNIVERSAL, ...schema.statements].filter((d) => d.conditional).map((d) => d.keyword);
  const forms: Vocabulary['conditions'] & object = { statements: conditional, forms: [] };
  if (conditional.length > 0) {
    const phased = [...UNIVERSAL, ...schema.statements].some((d) => d.phased);
    const phases = (schema.phases ?? []).map((p) => p.id);
    forms.forms = [
      ...CONDITION_FORMS,
      ...(phased && phases.length > 0 ? [phaseForm(phases)] : []),
      ...(phased && schema.left !== undefined ? [leftForm(schema.left)] : []),
    ];
  }
  return { statements, options, tables, faces: [...faces], conditions: forms };
}
