import type { RuleSet } from '@regelwerk/dsl';

/** How many players a rule set allows, in words: `2 to 5`, `3 or more`, `4`. */
export function playerRange(players: RuleSet['players']): string {
  const { min, max } = players;
  return max === null ? `${min} or more` : min === max ? `${min}` : `${min} to ${max}`;
}

/** Whether `n` players may play by these rules. */
export function allowsPlayers(players: RuleSet['players'], n: number): boolean {
  return Number.isInteger(n) && n >= players.min && (players.max === null || n <= players.max);
}

/** Throws when `n` players may not play by these rules (a caller's mistake: pages and the CLI check first). */
export function requirePlayers(game: string, players: RuleSet['players'], n: number): void {
  if (!allowsPlayers(players, n)) throw new Error(`${game}: ${n} players; these rules allow ${playerRange(players)}`);
}
