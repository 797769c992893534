// What the compile worker does, also run on the main thread where there are no workers.
import { format, UNIVERSAL, VARIANT_OPERATIONS, VARIANT_USAGE, vocabulary, type GameSchema, type RuleSet, type Vocabulary } from '@regelwerk/dsl';
import { compileRules, ruleTextsOf, schemaOf } from '../../shared/games.js';
import { blameBase } from './blame.js';
import { EDITOR_FILE, type CodeRequest, type CompileOutcome, type FormatOutcome } from './types.js';

/**
 * The base game's vocabulary; for a game that is not there (its compile says so) the statements
 * every game may use and the variant operations, so completion still has something to offer.
 */
function vocabularyOf(base: RuleSet | null, schema: GameSchema | undefined): Vocabulary {
  if (base && schema) return vocabulary(base, [schema]);
  return {
    statements: [
      ...UNIVERSAL.map((d) => ({ name: d.keyword, usage: d.usage, summary: d.summary })),
      ...VARIANT_OPERATIONS.map((op) => ({ name: op, usage: VARIANT_USAGE[op], summary: '' })),
    ],
    options: [],
    tables: [],
    faces: [],
  };
}

const bases = new Map<string, Promise<{ base: RuleSet | null; schema: GameSchema | undefined; vocabulary: Vocabulary }>>();

/** The base game's rules, schema and vocabulary, worked out once per game. */
function baseOf(game: string) {
  let found = bases.get(game);
  if (!found) {
    found = Promise.all([compileRules(game, { variant: null }), schemaOf(game)]).then(([compiled, schema]) => {
      const base = compiled.ok ? compiled.rules : null;
      return { base, schema, vocabulary: vocabularyOf(base, schema) };
    });
    bases.set(game, found);
  }
  return found;
}

/** Compiles the editor's text against the game's shipped rules. */
export async function compileOutcome(game: string, text: string, version: number): Promise<CompileOutcome> {
  const [{ base, vocabulary }, compiled, texts] = await Promise.all([baseOf(game), compileRules(game, { source: { file: EDITOR_FILE, text } }), ruleTextsOf(game)]);
  // A change can break the base game's rules where the editor's text does not reach: such errors go on the line that made the change.
  const baseText = (file: string) => {
    const key = file.slice('rules/'.length);
    return texts && file.startsWith('rules/') && Object.prototype.hasOwnProperty.call(texts, key) ? texts[key] : undefined;
  };
  const diagnostics = blameBase(compiled.diagnostics, EDITOR_FILE, text, baseText);
  return { version, ok: compiled.ok, diagnostics, rules: compiled.ok ? compiled.rules : null, base, vocabulary };
}

/** Formats the editor's text; a text with syntax errors is kept as it is and its problems returned. */
export async function formatOutcome(game: string, text: string, version: number): Promise<FormatOutcome> {
  const { schema } = await baseOf(game);
  const result = format(text, { file: EDITOR_FILE, schemas: schema ? [schema] : [] });
  return result.ok ? { version, ok: true, text: result.text } : { version, ok: false, diagnostics: result.diagnostics };
}

/** Answers one request. */
export function answer(request: CodeRequest): Promise<CompileOutcome | FormatOutcome> {
  return request.kind === 'compile' ? compileOutcome(request.game, request.text, request.version) : formatOutcome(request.game, request.text, request.version);
}
