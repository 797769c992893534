/**
 * The statement list of the language reference (docs/rule-language.md), written from the
 * statement signatures: one entry per statement with its usage line, what it says, how its rows
 * are written, which games use it, and examples taken from real rule files.
 */
import { Diagnostics } from './diagnostics.js';
import type { Source } from './ruleset.js';
import type { GameSchema } from './schema.js';
import type { StatementDef } from './statement.js';
import { HEADERS, SHARED, UNIVERSAL, VARIANT_OPERATIONS, VARIANT_SUMMARIES, VARIANT_USAGE } from './statements.js';
import { parseSyntax, type Line } from './syntax.js';

const fence = (text: string) => `\`\`\`\n${text}\n\`\`\``;

/** How a line is shown in an example: as written, its trailing comment two spaces after it. */
function shownLine(lines: readonly string[], line: Line): string {
  const raw = lines[line.range.start.line - 1]!.trimEnd();
  return line.comment === null ? raw : `${raw.slice(0, raw.length - line.comment.trimEnd().length - 1).trimEnd()}  #${line.comment.trimEnd()}`;
}

/**
 * Lines of the rule files that use a statement: a table once with its rows, other statements up
 * to twice; a statement that may be given several times (per condition, per key) with up to
 * three of its lines from one file.
 */
function examples(def: StatementDef, sources: readonly Source[]): string[] {
  const out: string[] = [];
  const several = def.conditional || def.key !== undefined;
  for (const source of sources) {
    const lines = source.text.split(/\r\n|\n|\r/);
    const tree = parseSyntax(source.text, source.file, new Diagnostics());
    const found = tree.statements.filter((s) => s.keyword === def.keyword).slice(0, several ? 3 : 1);
    const stmt = found[0];
    if (!stmt) continue;
    const shown = (def.rows ? [stmt, ...stmt.rows] : found).map((line) => shownLine(lines, line));
    const text = shown.join('\n');
    if (!out.includes(text)) out.push(text);
    if (def.rows || out.length === 2) break;
  }
  return out;
}

function entry(def: StatementDef, sources: readonly Source[], usedBy?: readonly GameSchema[]): string {
  // A shared statement a game declares with words of its own (`endsWhen`, `board`): each game's words.
  const own = (usedBy ?? []).flatMap((s) => s.statements.filter((d) => d.keyword === def.keyword && d !== def && d.details !== undefined).map((d) => `${s.title}: ${d.details}`));
  const parts = [`#### \`${def.usage}\``, [def.summary, def.details].filter(Boolean).join(' ')];
  if (own.length > 0) parts.push(own.map((line) => `- ${line}`).join('\n'));
  if (def.rows) parts.push(`A table: ${def.rows.named ? 'each row starts with an id that variants can name, and ' : 'each row '}is written\n\n${fence(def.rows.usage)}`);
  if (!HEADERS.includes(def)) {
    const once = def.key ? def.key.describe : def.keyed ? 'once per name (its second word)' : 'once per file';
    const notes = [def.required ? 'Required' : 'Optional', def.conditional ? `${once}, and once per condition` : once];
    if (usedBy) notes.push(`used by ${usedBy.map((s) => s.title).join(', ')}`);
    parts.push(`${notes.join('; ')}.`);
    if (def.phased) parts.push('May end in `when <condition>`: it then holds only for those tables, while that option is on, in that phase of play or while that many players are left; see [Conditions](#conditions).');
    else if (def.conditional) parts.push('May end in `when <condition>`: it then holds only for those tables or while that option is on; see [Conditions](#conditions).');
  }
  const found = examples(def, sources);
  if (found.length > 0) parts.push(fence(found.join('\n')));
  return parts.join('\n\n');
}

/**
 * The statements of the language: those every game may use, those several games share, each
 * game's own, and the variant operations. `sources` are rule files to take examples from.
 */
export function statementReference(schemas: readonly GameSchema[], sources: readonly Source[] = []): string {
  // A shared statement is the same keyword in every game that uses it, its words maybe the game's own.
  const gamesUsing = (def: StatementDef) => schemas.filter((s) => s.statements.some((d) => d.keyword === def.keyword));
  const sections: string[] = [];
  sections.push(`### The first line\n\n${HEADERS.map((d) => entry(d, sources)).join('\n\n')}`);
  const common = UNIVERSAL.filter((d) => !HEADERS.includes(d));
  sections.push(`### Statements of every game\n\n${common.map((d) => entry(d, sources)).join('\n\n')}`);
  const shared = SHARED.filter((d) => gamesUsing(d).length > 0);
  sections.push(`### Statements several games share\n\n${shared.map((d) => entry(d, sources, gamesUsing(d))).join('\n\n')}`);
  for (const schema of schemas) {
    const own = schema.statements.filter((d) => !SHARED.some((x) => x.keyword === d.keyword));
    sections.push(`### ${schema.title} (\`${schema.id}\`)\n\n${own.map((d) => entry(d, sources)).join('\n\n')}`);
  }
  const operations = VARIANT_OPERATIONS.map((op) => `#### \`${VARIANT_USAGE[op]}\`\n\n${VARIANT_SUMMARIES[op]} Only in a variant file.`);
  sections.push(`### Variant operations\n\n${operations.join('\n\n')}`);
  return `${sections.join('\n\n')}\n`;
}
