/**
 * What a variant changes against its base, as data and in words (English and German): options
 * set differently, rows of a table inserted, replaced or removed (compared by their ids), and any
 * other statement whose words differ (a count, the dice, a pieces list). Generic over games: it
 * reads the two rule sets' merged statements, never a game's own types.
 */
import { lineKey } from './passes/variant.js';
import { defOf, mergedStatements, rowName, wordsOf, type Merged } from './merged.js';
import type { MatchRule, OptionInfo, OptionValue, RuleSet } from './ruleset.js';
import type { GameSchema } from './schema.js';
import type { Line, Statement } from './syntax.js';

export interface RuleChange {
  readonly kind: 'option' | 'row-inserted' | 'row-replaced' | 'row-removed' | 'value';
  /** The table (the statement that opens it, e.g. `ranking`) of a row change. */
  readonly table?: string;
  /** The row's id, for a row change. */
  readonly row?: string;
  /** The option's id, for an option change. */
  readonly option?: string;
  /** What changed for a `value`: the statement, with its key for keyed ones (`tiles bones`). */
  readonly path?: string;
  /** The value before and after, as written (absent: not there on that side). */
  readonly before?: string;
  readonly after?: string;
  readonly words: { readonly en: string; readonly de: string };
}

export interface RuleChanges {
  readonly changes: readonly RuleChange[];
  readonly counts: { readonly options: number; readonly inserted: number; readonly replaced: number; readonly removed: number; readonly values: number };
  readonly summary: { readonly en: string; readonly de: string };
}

const EXCLUDED = new Set(['game', 'variant', 'option', 'set']);

const en = (s: string) => `"${s}"`;
const de = (s: string) => `„${s}“`;

function optionText(v: OptionValue | undefined, lang: 'en' | 'de'): string {
  if (v === undefined) return lang === 'en' ? 'not declared' : 'nicht deklariert';
  if (typeof v === 'boolean') return lang === 'en' ? (v ? 'on' : 'off') : v ? 'an' : 'aus';
  return String(v);
}

function optionChanges(base: RuleSet, variant: RuleSet): RuleChange[] {
  const before = new Map(base.optionList.map((o) => [o.id, o]));
  const after = new Map(variant.optionList.map((o) => [o.id, o]));
  const out: RuleChange[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const a: OptionInfo | undefined = before.get(id);
    const b: OptionInfo | undefined = after.get(id);
    if (a && b && a.value === b.value) continue;
    const description = (b ?? a)!.description;
    const words = (lang: 'en' | 'de') =>
      `Option \`${id}\` ${lang === 'en' ? 'changed' : 'geändert'}: ${optionText(a?.value, lang)} → ${optionText(b?.value, lang)} (${description})`;
    out.push({
      kind: 'option',
      option: id,
      ...(a ? { before: optionText(a.value, 'en') } : {}),
      ...(b ? { after: optionText(b.value, 'en') } : {}),
      words: { en: words('en'), de: words('de') },
    });
  }
  return out;
}

interface Row {
  readonly id: string;
  readonly label: string;
  /** The words after the id, for telling a replaced row. */
  readonly content: string;
}

function rowsOf(stmt: Statement | undefined): Row[] {
  const rows: Row[] = [];
  const seen = new Set<string>();
  for (const line of stmt?.rows ?? []) {
    const name = rowName(line);
    if (!name || seen.has(name.id)) continue;
    seen.add(name.id);
    rows.push({ ...name, content: wordsOf(line.words.slice(1)) });
  }
  return rows;
}

function rowChanges(table: string, before: Statement | undefined, after: Statement | undefined): RuleChange[] {
  const a = rowsOf(before);
  const b = rowsOf(after);
  const inA = new Map(a.map((r) => [r.id, r]));
  const inB = new Map(b.map((r) => [r.id, r]));
  const out: RuleChange[] = [];
  for (const r of a) {
    const now = inB.get(r.id);
    if (!now) {
      out.push({ kind: 'row-removed', table, row: r.id, words: { en: `Row ${en(r.label)} removed from \`${table}\``, de: `Zeile ${de(r.label)} aus \`${table}\` entfernt` } });
    } else if (now.content !== r.content) {
      const label = now.label === r.label ? r.label : `${r.label}" → "${now.label}`;
      const labelDe = now.label === r.label ? r.label : `${r.label}“ → „${now.label}`;
      out.push({
        kind: 'row-replaced',
        table,
        row: r.id,
        before: r.content,
        after: now.content,
        words: {
          en: `Row ${en(label)} of \`${table}\` replaced: \`${r.content}\` → \`${now.content}\``,
          de: `Zeile ${de(labelDe)} in \`${table}\` ersetzt: \`${r.content}\` → \`${now.content}\``,
        },
      });
    }
  }
  b.forEach((r, i) => {
    if (inA.has(r.id)) return;
    // Where it goes: below the nearest row above it that the base has, else above the nearest below.
    const above = b.slice(0, i).reverse().find((x) => inA.has(x.id));
    const below = b.slice(i + 1).find((x) => inA.has(x.id));
    const where = above
      ? { en: ` below ${en(above.label)}`, de: ` unter ${de(above.label)}` }
      : below
        ? { en: ` above ${en(below.label)}`, de: ` über ${de(below.label)}` }
        : { en: '', de: '' };
    out.push({
      kind: 'row-inserted',
      table,
      row: r.id,
      after: r.content,
      words: { en: `Row ${en(r.label)} inserted into \`${table}\`${where.en}: \`${r.content}\``, de: `Zeile ${de(r.label)} in \`${table}\` eingefügt${where.de}: \`${r.content}\`` },
    });
  });
  return out;
}

/**
 * A statement's value as written: the words after its keyword (and key), then its rows; a
 * conditional statement's condition is part of its key, not of its value.
 */
function valueOf(stmt: Statement, keyed: boolean, conditional: boolean): string {
  let words = stmt.words.slice(keyed ? 2 : 1);
  if (conditional) {
    const when = words.findLastIndex((w) => w.kind === 'name' && w.value === 'when');
    if (when >= 0) words = words.slice(0, when);
  }
  const head = wordsOf(words);
  const rows = stmt.rows.map((r: Line) => wordsOf(r.words));
  return [head, ...rows].filter((s) => s !== '').join(' / ');
}

interface Entry {
  readonly stmt: Statement;
  readonly named: boolean;
  readonly keyed: boolean;
  readonly conditional: boolean;
}

function entries(m: Merged): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const stmt of m.statements) {
    if (EXCLUDED.has(stmt.keyword)) continue;
    const def = defOf(m, stmt);
    // Each line of a statement given per condition is compared with the line of the same condition.
    const key = lineKey(stmt, m.book, m.schema);
    if (!out.has(key)) out.set(key, { stmt, named: def?.rows?.named === true, keyed: def?.keyed === true && def.key === undefined, conditional: def?.conditional === true });
  }
  return out;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function summaryOf(counts: RuleChanges['counts']): RuleChanges['summary'] {
  const total = counts.options + counts.inserted + counts.replaced + counts.removed + counts.values;
  if (total === 0) return { en: 'No changes: both rule sets say the same.', de: 'Keine Änderungen: beide Regelwerke sagen dasselbe.' };
  const parts = (lang: 'en' | 'de') =>
    [
      counts.options > 0 && (lang === 'en' ? plural(counts.options, 'option', 'options') : plural(counts.options, 'Option', 'Optionen')),
      counts.inserted > 0 && (lang === 'en' ? plural(counts.inserted, 'row inserted', 'rows inserted') : plural(counts.inserted, 'Zeile eingefügt', 'Zeilen eingefügt')),
      counts.replaced > 0 && (lang === 'en' ? plural(counts.replaced, 'row replaced', 'rows replaced') : plural(counts.replaced, 'Zeile ersetzt', 'Zeilen ersetzt')),
      counts.removed > 0 && (lang === 'en' ? plural(counts.removed, 'row removed', 'rows removed') : plural(counts.removed, 'Zeile entfernt', 'Zeilen entfernt')),
      counts.values > 0 && (lang === 'en' ? plural(counts.values, 'other value', 'other values') : plural(counts.values, 'anderer Wert', 'andere Werte')),
    ]
      .filter((p): p is string => typeof p === 'string')
      .join(', ');
  return { en: `${plural(total, 'change', 'changes')}: ${parts('en')}.`, de: `${plural(total, 'Änderung', 'Änderungen')}: ${parts('de')}.` };
}

/**
 * What `variant` changes against `base` (two rule sets of the same game, e.g. a game and a
 * variant of it, or two variants). Identical rule sets give no changes and a summary saying so.
 * Throws when the two are for different games or a schema is missing: a caller's mistake.
 */
export function diffRules(base: RuleSet, variant: RuleSet, schemas: readonly GameSchema[]): RuleChanges {
  if (base.game !== variant.game) throw new Error(`diffRules: the rule sets are for different games, \`${base.game}\` and \`${variant.game}\``);
  const a = entries(mergedStatements(base, schemas, 'diffRules'));
  const b = entries(mergedStatements(variant, schemas, 'diffRules'));
  const changes: RuleChange[] = [...optionChanges(base, variant)];
  const values: RuleChange[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(key);
    const y = b.get(key);
    const named = (x ?? y)!.named;
    const { keyed, conditional } = (x ?? y)!;
    if (named) {
      changes.push(...rowChanges(key, x?.stmt, y?.stmt));
      // The table's own words (e.g. `ranking best-first`) count as a value.
      const headA = x ? wordsOf(x.stmt.words.slice(1)) : undefined;
      const headB = y ? wordsOf(y.stmt.words.slice(1)) : undefined;
      if (x && y && headA !== headB) values.push(valueChange(key, headA, headB));
      continue;
    }
    const va = x ? valueOf(x.stmt, keyed, conditional) : undefined;
    const vb = y ? valueOf(y.stmt, keyed, conditional) : undefined;
    if (va !== vb) values.push(valueChange(key, va, vb));
  }
  // `match` and `score` say one thing together: how games make a match, told in words.
  const match = values.filter((c) => c.path === 'match' || c.path === 'score');
  if (match.length > 0) values.splice(0, values.length, ...values.filter((c) => !match.includes(c)), matchChange(base, variant, match));
  changes.push(...values);
  const counts = {
    options: changes.filter((c) => c.kind === 'option').length,
    inserted: changes.filter((c) => c.kind === 'row-inserted').length,
    replaced: changes.filter((c) => c.kind === 'row-replaced').length,
    removed: changes.filter((c) => c.kind === 'row-removed').length,
    values: values.length,
  };
  return { changes, counts, summary: summaryOf(counts) };
}

/** The match of a rule set in words (single games, lives, games, points, play-offs). */
export function matchWords(m: MatchRule | undefined, lang: 'en' | 'de'): string {
  const E = lang === 'en';
  const parts: string[] = [];
  if (m?.lostAt != null) parts.push(E ? `each game lost by the first to lose ${m.lostAt} halves` : `jedes Spiel verliert, wer zuerst ${m.lostAt} Hälften verliert`);
  if (!m || (m.lives === null && m.games === undefined && m.bestOf === undefined && m.firstTo === undefined)) return [E ? 'single games' : 'einzelne Spiele', ...parts].join(', ');
  if (m.lives !== null) parts.push(E ? `${m.lives} ${m.lives === 1 ? 'life' : 'lives'} each, a lost game costs one` : `je ${m.lives} Leben, ein verlorenes Spiel kostet eins`);
  if (m.games !== undefined) parts.push(E ? `${m.games} ${m.games === 1 ? 'game' : 'games'}` : `${m.games} ${m.games === 1 ? 'Spiel' : 'Spiele'}`);
  if (m.bestOf !== undefined) parts.push(E ? `best of ${m.bestOf}: the first to win more than half` : `Best of ${m.bestOf}: wer zuerst mehr als die Hälfte gewinnt`);
  if (m.firstTo !== undefined) parts.push(E ? `first to ${m.firstTo} points` : `wer zuerst ${m.firstTo} Punkte hat`);
  const sc = m.score;
  if (sc?.winner !== undefined) parts.push(E ? `each game's winner scores ${sc.winner}` : `der Gewinner jedes Spiels bekommt ${sc.winner}`);
  if (sc?.loser !== undefined) parts.push(E ? `each game's loser scores ${sc.loser}` : `der Verlierer jedes Spiels bekommt ${sc.loser}`);
  if (sc?.places !== undefined) parts.push(E ? `the places score ${sc.places.join(', ')}` : `die Plätze bekommen ${sc.places.join(', ')}`);
  if (m.ties === 'play-off') parts.push(E ? 'players level at the end play off' : 'bei Gleichstand am Ende ein Stechen');
  return parts.join(', ');
}

/** One change for the match, from the `match` and `score` lines that differ, in words. */
function matchChange(base: RuleSet, variant: RuleSet, changed: readonly RuleChange[]): RuleChange {
  const written = (side: 'before' | 'after') => {
    const parts = changed.map((c) => (c[side] === undefined ? undefined : `${c.path} ${c[side]}`)).filter((x): x is string => x !== undefined);
    return parts.length === 0 ? undefined : parts.join(' / ');
  };
  const before = written('before');
  const after = written('after');
  return {
    kind: 'value',
    path: 'match',
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
    words: { en: `Match changed: ${matchWords(base.match, 'en')} → ${matchWords(variant.match, 'en')}`, de: `Partie geändert: ${matchWords(base.match, 'de')} → ${matchWords(variant.match, 'de')}` },
  };
}

function valueChange(path: string, before: string | undefined, after: string | undefined): RuleChange {
  const show = (v: string | undefined, lang: 'en' | 'de') => (v === undefined ? (lang === 'en' ? '(not there)' : '(fehlt)') : `\`${v === '' ? path : v}\``);
  return {
    kind: 'value',
    path,
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
    words: { en: `\`${path}\` changed: ${show(before, 'en')} → ${show(after, 'en')}`, de: `\`${path}\` geändert: ${show(before, 'de')} → ${show(after, 'de')}` },
  };
}
