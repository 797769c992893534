import type { RuleSet } from '@regelwerk/dsl';
import type { LocalText } from './module.js';

/**
 * A whole number a game's tables and odds take from their reader, declared by the game (e.g. how
 * many throws best play may use). The shell elements and the CLI read it generically: an
 * attribute or option of its `name`, checked against its range before the game sees it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface TableParam<Rules = any> {
  /** A lower-case word: the attribute, the `params` entry and the CLI option (`--<name>`). */
  readonly name: string;
  /** What it sets, for a help line or a form ("throws allowed"). */
  readonly label: LocalText;
  /** What one and several of it are called in a message ("at most 2 throws"). */
  readonly unit: { readonly de: readonly [string, string]; readonly en: readonly [string, string] };
  readonly min: number;
  /** The most a reader may ask for, as these rules allow. */
  max(rules: Rules): number;
  /** The value when none is given; above the rules' `max`, their `max`. */
  readonly default: number;
  /** The keyword of the rule statement that sets `max`: a message about a value above it quotes that line. */
  readonly statement?: string;
}

/** Every declared parameter with its value, checked: what a game's `tables` and `odds` get. */
export type TableParams = Readonly<Record<string, number>>;

/** The checked values, or why they were refused. */
export type ParamsResult = { readonly ok: true; readonly value: TableParams } | { readonly ok: false; readonly error: ParamProblem };

/** Why a given value was refused, in both languages; `code` is `param/unknown`, `param/not-whole`, `param/too-small` or `param/too-large`. */
export interface ParamProblem {
  readonly code: string;
  readonly message: LocalText;
}

/** The line of the rule texts that states `keyword`: the variant's if it states it, else its base game's. */
export function statementLine(rules: RuleSet, keyword: string): { readonly file: string; readonly line: number; readonly text: string } | undefined {
  const starts = new RegExp(`^${keyword.replace(/[^a-z0-9-]/gi, '')}\\b`);
  for (const source of [...rules.sources].reverse()) {
    const lines = source.text.split(/\r\n|\r|\n/);
    const i = lines.findIndex((l) => starts.test(l));
    if (i >= 0) return { file: source.file, line: i + 1, text: lines[i]!.replace(/#.*/, '').trim() };
  }
  return undefined;
}

const count = (p: TableParam, n: number, lang: keyof LocalText) => `${n} ${p.unit[lang][n === 1 ? 0 : 1]}`;

/**
 * The values of a game's declared parameters for these rules: each from `given` (by name, a
 * number or its text), else the declared default within the rules' range. A name in `given` that
 * the game does not declare is refused (`param/unknown`); `loose` values (e.g. any attribute of
 * an element) are read only for declared names. `spell` writes a parameter's name as the reader
 * wrote it (`--throws`, `throws="…"`).
 */
export function readParams<Rules extends RuleSet>(
  declared: readonly TableParam<Rules>[] | undefined,
  rules: Rules,
  given: Readonly<Record<string, string | number | undefined>> = {},
  options: { readonly loose?: Readonly<Record<string, string | undefined>>; readonly spell?: (name: string) => string } = {},
): ParamsResult {
  const spell = options.spell ?? ((name: string) => name);
  const params = declared ?? [];
  const known = new Set(params.map((p) => p.name));
  for (const name of Object.keys(given)) {
    if (given[name] === undefined || known.has(name)) continue;
    const names = [...known].map(spell).join(', ');
    return problem('param/unknown', {
      en: `${spell(name)}: ${rules.title} takes ${names ? `only ${names}` : 'no parameter'}`,
      de: `${spell(name)}: ${rules.title} kennt ${names ? `nur ${names}` : 'keinen Parameter'}`,
    });
  }
  const values: Record<string, number> = {};
  for (const p of params) {
    const max = Math.max(p.min, p.max(rules));
    const raw = Object.hasOwn(given, p.name) && given[p.name] !== undefined ? given[p.name] : options.loose && Object.hasOwn(options.loose, p.name) ? options.loose[p.name] : undefined;
    if (raw === undefined) {
      values[p.name] = Math.min(Math.max(p.default, p.min), max);
      continue;
    }
    const text = String(raw).trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < p.min) {
      return problem(/^\d+$/.test(text) ? 'param/too-small' : 'param/not-whole', {
        en: `${spell(p.name)} takes a whole number from ${p.min} to ${max}, not "${raw}"`,
        de: `${spell(p.name)} nimmt eine ganze Zahl von ${p.min} bis ${max}, nicht „${raw}“`,
      });
    }
    if (n > max) {
      const at = p.statement ? statementLine(rules, p.statement) : undefined;
      return problem('param/too-large', {
        en: `${spell(p.name)} ${raw} is more than the rules allow: at most ${count(p, max, 'en')}${at ? `, set by \`${at.text}\` at ${at.file}:${at.line}` : ''}`,
        de: `${spell(p.name)} ${raw} ist mehr, als die Regeln erlauben: höchstens ${count(p, max, 'de')}${at ? `, festgelegt durch \`${at.text}\` in ${at.file}:${at.line}` : ''}`,
      });
    }
    values[p.name] = n;
  }
  return { ok: true, value: Object.freeze(values) };
}

function problem(code: string, message: LocalText): ParamsResult {
  return { ok: false, error: { code, message } };
}

/** A `params` text (`throws=2`, entries split by spaces, commas or semicolons) as names and values. */
export function parseParams(text: string | null | undefined): Readonly<Record<string, string>> {
  // No prototype: a name such as `__proto__` is an entry like any other (and then unknown).
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const entry of (text ?? '').split(/[\s,;]+/)) {
    if (!entry) continue;
    const eq = entry.indexOf('=');
    const name = (eq < 0 ? entry : entry.slice(0, eq)).trim();
    if (name) out[name] = eq < 0 ? '' : entry.slice(eq + 1).trim();
  }
  return out;
}

