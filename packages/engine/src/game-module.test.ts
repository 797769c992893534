import { describe, expect, it } from 'vitest';
import { gameModule, type GameModuleParts } from './game-module.js';
import { toyModule, toyRuntime } from './test-support/toy-game.js';

const texts = { title: { de: 'Spielzeug', en: 'Toy' }, summary: { de: 'Ein Testspiel.', en: 'A test game.' }, states: {} };

describe('gameModule', () => {
  it("takes the id from the runtime and keeps the game's words and parts as given", () => {
    const module = gameModule(toyRuntime, texts, { tables: toyModule.tables, machine: toyModule.machine });
    expect(module.id).toBe(toyRuntime.id);
    expect(module.runtime).toBe(toyRuntime);
    expect(module.texts).toBe(texts);
    expect(module.tables).toBe(toyModule.tables);
    expect(module.machine).toBe(toyModule.machine);
    expect(Object.keys(module).sort()).toEqual(['id', 'machine', 'runtime', 'tables', 'texts']);
  });

  it('lets no part name another id, runtime or words than its own', () => {
    const stray = { tables: toyModule.tables, machine: toyModule.machine, id: 'other', runtime: null, texts: null } as unknown as GameModuleParts<typeof toyRuntime>;
    const module = gameModule(toyRuntime, texts, stray);
    expect([module.id, module.runtime, module.texts]).toEqual([toyRuntime.id, toyRuntime, texts]);
  });
});
