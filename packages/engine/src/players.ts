import type { RuleSet } from '@regelwerk/dsl';
import type { PlayerInfo } from './contract.js';
import { array, describe, nullable, object, text, type Issue, type Shape } from './validate.js';

/**
 * The longest player name, in characters. A name is shown on a seat, in a table's column and in
 * every message about that player, and it travels in every log and saved game: anything longer
 * is refused (a log, a saved state, a session's start, a page's `players` attribute).
 */
export const MAX_PLAYER_NAME_LENGTH = 100;

/** The longest bot id a log or a saved game may name (a game's bots are short words: `random`, `tactician`). */
export const MAX_BOT_ID_LENGTH = 64;

/** How many players a rule set allows, in words: `2 to 5`, `3 or more`, `4`. */
export function playerRange(players: RuleSet['players']): string {
  const { min, max } = players;
  return max === null ? `${min} or more` : min === max ? `${min}` : `${min} to ${max}`;
}

/** Whether `n` players may play by these rules. */
export function allowsPlayers(players: RuleSet['players'], n: number): boolean {
  return Number.isInteger(n) && n >= players.min && (players.max === null || n <= players.max);
}

/** Why a player name cannot be used (too long), or null. */
export function nameProblem(name: string): string | null {
  return name.length <= MAX_PLAYER_NAME_LENGTH ? null : `a player's name has at most ${MAX_PLAYER_NAME_LENGTH} characters, this one ${name.length}`;
}

/**
 * The first problem of a list of players (parsed from outside) at `path`: not a list, not
 * `{ name, bot }`, a name too long, a bot id that is not text, too long, or not one of `bots`
 * (when given); null when there is none. Nothing of a long name or id is echoed back.
 */
export function playersProblem(players: unknown, path = '$.players', bots?: readonly string[]): Issue | null {
  if (!Array.isArray(players)) return { path, message: `expected the players as a list, found ${describe(players)}` };
  for (let i = 0; i < players.length; i++) {
    const at = `${path}[${i}]`;
    const p: unknown = players[i];
    if (typeof p !== 'object' || p === null || Array.isArray(p) || typeof (p as PlayerInfo).name !== 'string' || ((p as PlayerInfo).bot !== null && typeof (p as PlayerInfo).bot !== 'string')) {
      return { path: at, message: 'expected { "name": …, "bot": <bot id or null> }' };
    }
    const { name, bot } = p as PlayerInfo;
    const long = nameProblem(name);
    if (long) return { path: `${at}.name`, message: long };
    if (bot === null) continue;
    if (bot.length > MAX_BOT_ID_LENGTH) return { path: `${at}.bot`, message: `a bot id has at most ${MAX_BOT_ID_LENGTH} characters, this one ${bot.length}` };
    if (bots && !bots.includes(bot)) return { path: `${at}.bot`, message: `no bot ${JSON.stringify(bot)} plays this game; its bots: ${bots.join(', ')}` };
  }
  return null;
}

/** The players of a saved game: from `min` to `max`, each `{ name, bot }` with a name and a bot id of bounded length. */
export function playersShape(min: number, max: number): Shape<PlayerInfo[]> {
  return array(object({ name: text(MAX_PLAYER_NAME_LENGTH), bot: nullable(text(MAX_BOT_ID_LENGTH)) }), { min, max });
}

/**
 * Throws when these players may not play by these rules: their number, or a name too long (a
 * caller's mistake: pages and the CLI check first; a session's start refuses it as `game/setup`).
 */
export function requirePlayers(game: string, range: RuleSet['players'], players: readonly PlayerInfo[]): void {
  const n = players.length;
  if (!allowsPlayers(range, n)) throw new Error(`${game}: ${n} players; these rules allow ${playerRange(range)}`);
  requirePlayerNames(game, players);
}

/** Throws when a player's name is too long (see `requirePlayers`). */
export function requirePlayerNames(game: string, players: readonly PlayerInfo[]): void {
  for (const [i, p] of players.entries()) {
    const long = nameProblem(p.name);
    if (long) throw new Error(`${game}: player ${i + 1}: ${long}`);
  }
}
