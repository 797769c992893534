import { didYouMean, type CompileContext } from '../context.js';
import { Reader } from '../reader.js';
import { GAME_IDS, type GameId } from '../ruleset.js';
import { STATEMENTS } from '../statements.js';

const START = { offset: 0, line: 1, column: 1 };

/** Pass 1: the first line says what the file is, a game or a variant of one. */
export function checkHeader(ctx: CompileContext): void {
  const { tree, diagnostics } = ctx;
  const first = tree.statements[0];
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
  const def = STATEMENTS[first.keyword];
  const reader = new Reader(first.words.slice(1), first.range, diagnostics, def.usage);
  if (first.keyword === 'game') {
    const value = STATEMENTS.game.read(reader, first);
    if (!value) return;
    if (!(GAME_IDS as readonly string[]).includes(value.id)) {
      diagnostics.error(
        'game/unknown',
        `regelwerk has no engine for a game \`${value.id}\`${didYouMean(value.id, GAME_IDS)}; the games are ${GAME_IDS.join(', ')}`,
        first.words[1]!.range,
      );
      return;
    }
    ctx.header = { kind: 'game', id: value.id, title: value.title, range: first.range };
    ctx.game = value.id as GameId;
    ctx.title = value.title;
    return;
  }
  const value = STATEMENTS.variant.read(reader, first);
  if (!value) return;
  if (value.name.trim().length === 0) {
    diagnostics.error('variant/name', 'give the variant a name, like `variant "jule" extends schocken`', first.words[1]!.range);
    return;
  }
  ctx.header = { kind: 'variant', name: value.name, base: value.base.value, baseRange: value.base.range, range: first.range };
}
