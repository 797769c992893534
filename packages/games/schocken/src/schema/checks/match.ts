import { MATCH, type CompileContext, type SourceRange } from '@regelwerk/dsl';
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
