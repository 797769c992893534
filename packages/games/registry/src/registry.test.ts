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
