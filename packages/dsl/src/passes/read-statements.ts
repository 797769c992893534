import { suggest, type CompileContext, type Decl } from '../context.js';
import { Reader } from '../reader.js';
import type { Located } from '../signature.js';
import { VARIANT_OPERATIONS } from '../statements.js';
import type { StatementDef } from '../statement.js';
import { spanOf, type Line, type Statement, type Word } from '../syntax.js';
import { firstOfLine } from './variant.js';

/**
 * Where a `when` clause starts on the line of a statement that may not carry one (-1: none).
 * The first word is left out: it may be a name (`set when on`); `option` declares choices.
 */
function strayCondition(def: StatementDef, words: readonly Word[]): number {
  if (def.conditional || def.keyword === 'option') return -1;
  return words.findIndex((w, i) => i >= 2 && w.kind === 'name' && w.value === 'when');
}

/**
 * Pass 3: every statement is read by its game's definition. Unknown statements, statements the
 * game does not use, duplicates, malformed arguments and missing required statements are reported.
 */
export function readStatements(ctx: CompileContext): void {
  const { diagnostics, game, schema, book } = ctx;
  if (!ctx.statements || !game || !schema) return;
  const defs = book.forGame(schema);
  const seen = new Map<string, Statement>();
  const attempted = new Set<string>();
  const keywords = [...book.keywords(), ...VARIANT_OPERATIONS];
  for (const stmt of ctx.statements) {
    const kwRange = stmt.words[0]!.range;
    if (stmt.keyword === 'game' || stmt.keyword === 'variant') continue; // reported by the header pass
    if ((VARIANT_OPERATIONS as readonly string[]).includes(stmt.keyword)) {
      diagnostics.error('statement/variant-only', `\`${stmt.keyword}\` changes a base game and may only be used in a variant file`, kwRange);
      continue;
    }
    const def = defs.get(stmt.keyword);
    if (!def) {
      if (book.def(stmt.keyword)) diagnostics.error('statement/not-for-game', `\`${stmt.keyword}\` is not a rule of ${game}; remove this line`, kwRange);
      else {
        const s = suggest(stmt.keyword, keywords, kwRange);
        diagnostics.error('statement/unknown', `there is no statement \`${stmt.keyword}\`${s.hint}`, kwRange, s.fixes);
      }
      continue;
    }
    attempted.add(def.keyword);
    // Lines of one statement under different conditions are different lines.
    if (!firstOfLine(seen, stmt, book, schema, diagnostics)) continue;
    let words = stmt.words.slice(1);
    const stray = strayCondition(def, stmt.words);
    if (stray >= 0) {
      const clause = stmt.words.slice(stray);
      const conditional = [...defs.values()].filter((d) => d.conditional).map((d) => `\`${d.keyword}\``);
      diagnostics.error(
        'condition/not-allowed',
        `\`${def.keyword}\` holds for every table and cannot carry a condition; remove \`${clause.map((w) => w.text).join(' ')}\`${conditional.length > 0 ? ` (in ${game}, ${conditional.join(', ')} may)` : ''}`,
        spanOf(clause, stmt.range),
        [{ label: 'Remove the condition', range: { file: stmt.range.file, start: stmt.words[stray - 1]!.range.end, end: clause[clause.length - 1]!.range.end }, text: '' }],
      );
      words = stmt.words.slice(1, stray);
    }
    const head = new Reader(words, stmt.range, diagnostics, def.usage, ctx.budget);
    const value = def.read(head);
    // `when <option>` references count only for lines that were read; the options pass checks them.
    const refs: Located<string>[] = [...head.optionRefs];
    const rows: { line: Line; value: unknown }[] = [];
    if (def.rows) {
      const rowDef = def.rows;
      if (stmt.rows.length === 0) {
        diagnostics.error('table/empty', `the \`${def.keyword}\` table has no rows; add rows indented below it, written \`${rowDef.usage}\``, kwRange);
      }
      const ids = new Map<string, Line>();
      for (const line of stmt.rows) {
        const reader = new Reader(line.words, line.range, diagnostics, rowDef.usage, ctx.budget);
        const v = rowDef.read(reader);
        if (v === undefined) continue;
        if (rowDef.named) {
          const idWord = line.words[0]!;
          const id = idWord.text;
          const prev = ids.get(id);
          if (prev) {
            diagnostics.error(
              'duplicate/row',
              `the \`${def.keyword}\` table already has a row \`${id}\` (${prev.range.file} line ${prev.range.start.line}); give each row its own id`,
              idWord.range,
            );
            continue;
          }
          ids.set(id, line);
        }
        refs.push(...reader.optionRefs);
        rows.push({ line, value: v });
      }
    } else if (stmt.rows.length > 0) {
      diagnostics.error(
        'syntax/unexpected-rows',
        `\`${def.keyword}\` does not open a table; remove the indentation of the line below it`,
        stmt.rows[0]!.range,
      );
    }
    if (value === undefined) continue;
    ctx.decls.add({ def, stmt, value, rows, condition: head.condition, counts: [...head.counts] } as Decl);
    ctx.optionRefs.push(...refs);
  }
  const at = ctx.header?.range ?? ctx.tree.statements[0]?.range;
  if (!at) return;
  for (const def of defs.values()) {
    if (def.required && !attempted.has(def.keyword)) {
      diagnostics.error('game/missing', `${game} needs the \`${def.keyword}\` statement (${def.summary}); add \`${def.usage}\``, {
        file: at.file,
        start: at.start,
        end: { ...at.start, offset: at.start.offset + 4, column: at.start.column + 4 },
      });
    }
  }
}
