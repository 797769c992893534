import { MATCH, type CompileContext, type SourceRange, type Word } from '@regelwerk/dsl';
import { HALVES } from '../statements.js';

/**
 * `match lost-at <n> halves` plays halves until one player has lost n of them: there is no final
 * to play, so a `halves … final` in force is refused, where it is written when the file with the
 * `match` line wrote it, else at `lost-at` (the final then comes from the base game: the fix
 * writes the file's own `halves` line). The game ends in bounded time: with p players some
 * player has lost n halves after at most p·(n−1)+1 of them.
 */
export function checkMatch(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const match = decls.one(MATCH);
  const halves = decls.one(HALVES);
  if (!match) return;
  refuseLives(ctx, match.stmt.words, match.stmt.range);
  if (match.value.lostAt === null || !halves?.value.final) return;
  const n = match.value.lostAt;
  const message = `\`lost-at ${n} halves\` plays halves until one player has lost ${n}, who has lost the game: there is no final, so \`halves\` is written without \`final\``;
  const final = halves.stmt.words.find((w) => w.kind === 'name' && w.value === 'final');
  if (final && halves.stmt.range.file === match.stmt.range.file) {
    const before = halves.stmt.words[halves.stmt.words.indexOf(final) - 1]!;
    diagnostics.error('match/final', message, final.range, [{ label: 'Remove `final`', range: { file: final.range.file, start: before.range.end, end: final.range.end }, text: '' }]);
    return;
  }
  const lostAt = match.stmt.words.find((w) => w.kind === 'name' && w.value === 'lost-at')!;
  const end: SourceRange = { file: match.stmt.range.file, start: match.stmt.range.end, end: match.stmt.range.end };
  diagnostics.error('match/final', `${message} (the base game plays a final: write \`halves ${halves.value.count}\` in this file)`, lostAt.range, [
    { label: `Add \`halves ${halves.value.count}\` without a final`, range: end, text: `\nhalves ${halves.value.count}` },
  ]);
}

/**
 * A match of several games played for lives is not Schocken's yet: `lives <n>` is refused where
 * it stands (rather than read and ignored), with a fix that takes it out (the line, when it is all).
 */
function refuseLives(ctx: CompileContext, words: readonly Word[], line: SourceRange): void {
  const at = words.findIndex((w) => w.kind === 'name' && w.value === 'lives');
  if (at < 0) return;
  const lives = words[at]!;
  const last = words[Math.min(at + 1, words.length - 1)]!;
  const alone = words.length === 3;
  const range: SourceRange = alone ? line : { file: lives.range.file, start: words[at - 1]!.range.end, end: last.range.end };
  ctx.diagnostics.error('value/unsupported', 'Schocken does not play a match for lives yet (`lives`): one game is played, or halves until one player lost some (`lost-at <n> halves`)', lives.range, [
    { label: alone ? 'Remove the line' : 'Remove `lives`', range, text: '' },
  ]);
}
