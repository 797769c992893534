import { suggest, type CompileContext } from '../context.js';
import type { Diagnostics, SourceRange } from '../diagnostics.js';
import { MAX_SOURCE_BYTES } from '../limits.js';
import { Reader } from '../reader.js';
import { GAME, VARIANT } from '../statements.js';

const START = { offset: 0, line: 1, column: 1 };

/** Pass 1: the first line says what the file is, a game or a variant of one. */
export function checkHeader(ctx: CompileContext): void {
  const { tree, diagnostics, book } = ctx;
  const first = tree.statements[0];
  // A file over the size limit was not read at all: that limit is its one problem, not emptiness.
  if (!first && tree.text.length > MAX_SOURCE_BYTES) return;
  if (!first) {
    diagnostics.error(
      'file/empty',
      'the file has no statements; start it with `game <id> "<title>"` or `variant "<name>" extends <game>`',
      { file: tree.file, start: START, end: START },
    );
    return;
  }
  tree.statements.slice(1).forEach((s) => {
    if (s.keyword === 'game' || s.keyword === 'variant') {
      diagnostics.error('file/second-header', `\`${s.keyword}\` may only be the first statement of a file; remove this line`, s.words[0]!.range);
    }
  });
  if (first.keyword !== 'game' && first.keyword !== 'variant') {
    diagnostics.error(
      'file/header',
      `a rule file starts with \`game <id> "<title>"\` or \`variant "<name>" extends <game>\`, not with \`${first.keyword}\``,
      first.words[0]!.range,
    );
    return;
  }
  const def = first.keyword === 'game' ? GAME : VARIANT;
  const reader = new Reader(first.words.slice(1), first.range, diagnostics, def.usage);
  if (first.keyword === 'game') {
    const value = GAME.read(reader);
    if (!value) return;
    if (value.title.trim().length === 0) {
      // The title names the game in tables and on pages; the rest of the file is still checked.
      diagnostics.error('game/title', `give the game a title, like \`game ${value.id} "House rules"\``, first.words[2]!.range);
    }
    const schema = book.schemaFor(value.id);
    if (!schema) {
      unknownGame(diagnostics, value.id, book.ids, first.words[1]!.range);
      return;
    }
    ctx.header = { kind: 'game', id: value.id, title: value.title, range: first.range };
    ctx.game = value.id;
    ctx.schema = schema;
    ctx.title = value.title;
    return;
  }
  const value = VARIANT.read(reader);
  if (!value) return;
  if (value.name.trim().length === 0) {
    diagnostics.error('variant/name', `give the variant a name, like \`variant "house rule" extends ${value.base.value}\``, first.words[1]!.range);
    return;
  }
  ctx.header = { kind: 'variant', name: value.name, base: value.base.value, baseRange: value.base.range, range: first.range };
}

/** Reports a game id no schema knows, at `range`, with the closest known id as a quick fix. */
export function unknownGame(diagnostics: Diagnostics, id: string, ids: readonly string[], range: SourceRange): void {
  const s = suggest(id, ids, range);
  diagnostics.error('game/unknown', `regelwerk has no engine for a game \`${id}\`${s.hint}; the games are ${ids.join(', ')}`, range, s.fixes);
}
