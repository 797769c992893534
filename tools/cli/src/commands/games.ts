import { GAMES } from '@regelwerk/games';
import { PLAYABLE, ruleFileName } from '../games.js';
import { commandArgs, UsageError, type Io } from '../io.js';
import { jsonText, safe } from '../render.js';

export const gamesHelp = `Usage: regelwerk games [--json]

Lists the games regelwerk knows, in the registry's order: each game's id (what the other commands
take), its name and its own rule file. A game is known when its folder declares it
(docs/adding-a-game.md); nothing else lists it.

Options:
  --json      print the list as JSON: [{ id, name, rules, playable }]
  -h, --help  show this help

Exit codes: 0 done, 2 bad usage.
`;

export function games(args: string[], io: Io): number {
  const parsed = commandArgs(args, io, gamesHelp, { json: { type: 'boolean' } });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw new UsageError(`regelwerk games takes no arguments, found ${positionals.join(' ')}`);
  const rows = GAMES.map((g) => ({ id: g.id, name: g.name, rules: ruleFileName(io, g.id), playable: PLAYABLE.includes(g.id) }));
  if (values.json) {
    io.stdout(`${jsonText(rows)}\n`);
    return 0;
  }
  const width = (k: 'id' | 'name') => Math.max(...rows.map((r) => r[k].length)) + 2;
  for (const r of rows) io.stdout(`${safe(r.id).padEnd(width('id'))}${safe(r.name).padEnd(width('name'))}${safe(r.rules)}${r.playable ? '' : '  (rules only, no engine yet)'}\n`);
  return 0;
}
