/**
 * The checks and the compiled form of a match (`match …` and `score …`), the same for every game:
 * each game's schema runs `checkMatch` among its passes, and the common build puts `matchRule`
 * into the rule set as `RuleSet.match`. Combinations that mean nothing are refused where they
 * are written, each with a fix.
 */
import type { CompileContext } from './context.js';
import type { Fix, SourceRange } from './diagnostics.js';
import type { MatchRule } from './ruleset.js';
import { MATCH, SCORE } from './statements.js';
import type { Statement, Word } from './syntax.js';

export interface MatchChecks {
  /** The game's name in messages. */
  readonly game: string;
  /** Whether the game has halves that `lost-at <n> halves` can count (a game played in halves). */
  readonly lostAt: boolean;
}

/** The words of each clause of `match`, to find and to remove one. */
const CLAUSE_WORDS: Readonly<Record<string, number>> = { 'lost-at': 3, lives: 2, games: 2, 'best-of': 2, 'first-to': 3, ties: 2 };

/** A pass that checks the `match` and `score` lines of a game's rule file. */
export function checkMatch(game: MatchChecks): (ctx: CompileContext) => void {
  return (ctx) => {
    const { decls, diagnostics } = ctx;
    const match = decls.one(MATCH);
    const score = decls.one(SCORE);
    if (match) {
      const m = match.value;
      const stmt = match.stmt;
      if (m.lostAt !== null && !game.lostAt) {
        diagnostics.error('value/unsupported', `${game.game} has no halves to lose: \`lost-at <n> halves\` counts the halves of a game played in halves; a match of whole games is \`lives <n>\`, \`games <n>\`, \`best-of <n>\` or \`first-to <n> points\``, clause(stmt, 'lost-at')!.range, [removeClause(stmt, 'lost-at')]);
      }
      if (m.bestOf !== undefined) {
        const other = ['lives', 'games', 'first-to'].find((c) => clause(stmt, c));
        if (other) {
          diagnostics.error('match/combination', `\`best-of ${m.bestOf}\` counts games won and ends the match itself: it stands without \`${other}\``, clause(stmt, 'best-of')!.range, [removeClause(stmt, other), removeClause(stmt, 'best-of')]);
        } else if (m.bestOf % 2 === 0) {
          const word = clause(stmt, 'best-of')!;
          const n = words(stmt, word)[1]!;
          diagnostics.warning('match/best-of-even', `best of ${m.bestOf}: two players may end ${m.bestOf / 2} to ${m.bestOf / 2}, and then the most wins do not decide; best-of is usually an odd number`, n.range, [
            { label: `Write \`best-of ${m.bestOf + 1}\``, range: n.range, text: String(m.bestOf + 1) },
            { label: `Write \`best-of ${m.bestOf - 1}\``, range: n.range, text: String(m.bestOf - 1) },
          ]);
        }
      }
      if (m.firstTo !== undefined && m.lives !== null) {
        diagnostics.error('match/combination', '`first-to` counts points, `lives` lives: a match is decided by one of them', clause(stmt, 'first-to')!.range, [removeClause(stmt, 'first-to'), removeClause(stmt, 'lives')]);
      }
      const counted = m.games !== undefined || m.firstTo !== undefined;
      if (counted && m.lives === null && !score) {
        const which = m.games !== undefined ? 'games' : 'first-to';
        const end: SourceRange = { file: stmt.range.file, start: stmt.range.end, end: stmt.range.end };
        diagnostics.error('match/no-score', `\`${which}\` plays a match for points, but nothing scores them: write \`score winner 1\` (or \`loser\`, \`places\`)${which === 'games' ? ', or add `lives <n>`' : ''}`, clause(stmt, which)!.range, [{ label: 'Add `score winner 1`', range: end, text: '\nscore winner 1' }]);
      }
      if (m.ties !== undefined && m.lives === null && m.games === undefined && m.bestOf === undefined && m.firstTo === undefined) {
        diagnostics.error('match/no-match', '`ties play-off` settles players level at the end of a match of several games, and this is one game', clause(stmt, 'ties')!.range, [removeClause(stmt, 'ties')]);
      }
    }
    if (score) scoreUsed(ctx, score.stmt, match?.value ?? null);
  };
}

/** `score` counts only where points decide: with `games` or `first-to`, not with lives or `best-of`. */
function scoreUsed(ctx: CompileContext, stmt: Statement, m: MatchRule | null): void {
  const keyword = stmt.words[0]!.range;
  const remove: Fix = { label: 'Remove the line', range: stmt.range, text: '' };
  if (m === null || (m.games === undefined && m.firstTo === undefined && m.lives === null && m.bestOf === undefined)) {
    const fixes: Fix[] = [remove];
    if (m === null) fixes.unshift({ label: 'Add `match games 10`', range: { file: stmt.range.file, start: stmt.range.start, end: stmt.range.start }, text: 'match games 10\n' });
    ctx.diagnostics.error('match/score-unused', 'points count only in a match of several games: `match games <n>` or `match first-to <n> points`', keyword, fixes);
    return;
  }
  if (m.lives !== null || m.bestOf !== undefined) {
    ctx.diagnostics.error('match/score-unused', m.lives !== null ? 'a match for lives is decided by lives, not points: `score` would count nothing' : '`best-of` counts games won, not points: `score` would count nothing', keyword, [remove]);
    return;
  }
  const s = ctx.decls.one(SCORE)!.value;
  const most = Math.max(s.winner ?? 0, 0) + Math.max(s.loser ?? 0, 0) + Math.max(0, ...(s.places ?? []));
  if (m.firstTo !== undefined && most <= 0) {
    ctx.diagnostics.warning('match/unreachable', `no game scores anybody a point, so nobody reaches ${m.firstTo}: the match ends after 200 games${m.games === undefined ? '' : ` (or ${m.games})`}, the most points deciding`, keyword);
  }
}

/** The compiled match: the `match` line with the `score` line joined in; undefined without a `match` line. */
export function matchRule(ctx: CompileContext): MatchRule | undefined {
  const match = ctx.decls.one(MATCH)?.value;
  if (!match) return undefined;
  const score = ctx.decls.one(SCORE)?.value;
  return { ...match, ...(score ? { score } : {}) };
}

/** The words of a statement from `from` on. */
function words(stmt: Statement, from: Word): readonly Word[] {
  return stmt.words.slice(stmt.words.indexOf(from));
}

/** The word that opens a clause of the `match` line, if it is written. */
function clause(stmt: Statement, keyword: string): Word | undefined {
  return stmt.words.find((w) => w.kind === 'name' && w.value === keyword);
}

/** A fix that takes a clause out of the line (the whole line when it is all the line says). */
function removeClause(stmt: Statement, keyword: string): Fix {
  const w = clause(stmt, keyword)!;
  const at = stmt.words.indexOf(w);
  const last = stmt.words[Math.min(at + CLAUSE_WORDS[keyword]! - 1, stmt.words.length - 1)]!;
  if (at === 1 && last === stmt.words[stmt.words.length - 1]) return { label: 'Remove the line', range: stmt.range, text: '' };
  return { label: `Remove \`${keyword}\``, range: { file: w.range.file, start: stmt.words[at - 1]!.range.end, end: last.range.end }, text: '' };
}
