import { describe, expect, it } from 'vitest';
import { MODULES, SCHEMAS } from './all.js';
import { GAME_IDS, GAMES, gameEntry } from './index.js';

describe('the registry', () => {
  it('lists every playable module once, under its own id, lazily and at once', async () => {
    expect(GAMES.filter((g) => g.load).map((g) => g.id)).toEqual(MODULES.map((m) => m.id));
    for (const entry of GAMES) if (entry.load) expect((await entry.load()).id).toBe(entry.id);
  });

  it('gives a board only to a game with an engine', () => {
    for (const entry of GAMES) if (entry.board) expect(entry.load).toBeDefined();
  });

  it('lists the schema of every game, with rules or with an engine, lazily and at once', async () => {
    expect(SCHEMAS.map((s) => s.id)).toEqual(GAME_IDS);
    for (const entry of GAMES) expect(await entry.schema()).toBe(SCHEMAS.find((s) => s.id === entry.id));
  });

  it('lists a schema for every playable module', () => {
    for (const m of MODULES) expect(SCHEMAS.map((s) => s.id)).toContain(m.id);
  });

  it('treats names of object properties as unknown games', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(gameEntry(name)).toBeUndefined();
  });
});

describe('the rule files of the registry games', () => {
  it('are every rule file in rules/, each one under the game it extends', async () => {
    const { readdirSync } = await import('node:fs');
    const { ALL_RULE_FILES, ruleText } = await import('./test-support/rules.js');
    const rules = new URL('../../../../rules/', import.meta.url);
    const onDisk = [...readdirSync(rules).filter((f) => f.endsWith('.rules')), ...readdirSync(new URL('variants/', rules)).map((f) => `variants/${f}`)];
    expect([...ALL_RULE_FILES].sort()).toEqual(onDisk.sort());
    // A file's first line names its game: `game <id>` or `variant "…" extends <id>`.
    for (const file of ALL_RULE_FILES) expect(file.replace(/^variants\//, '').startsWith(`${/^(?:game (\S+)|variant "[^"]*" extends (\S+))/m.exec(ruleText(file))!.slice(1).find(Boolean)}`)).toBe(true);
  });
});
