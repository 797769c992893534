/**
 * Every game refuses every other registered game's decisions as data: the conformance suite tries
 * near misses of a game's own decision types, and this test the real ones of every other game,
 * taken from their statecharts, so that no list of games' event names is kept by hand.
 */
import { applyEvent, startGame, type FastSnapshot } from '@regelwerk/engine';
import { eventTypesOf, foreignTypes } from '@regelwerk/engine/testing';
import { describe, expect, it } from 'vitest';
import { MODULES } from './all.js';
import { compileRuleFile } from './test-support/rules.js';

const TYPES = new Map(MODULES.map((m) => [m.id, eventTypesOf(m.runtime.fast.config)]));

describe('a game and the decisions of the other games', () => {
  it('each game listens to decision types of its own', () => {
    for (const m of MODULES) expect(TYPES.get(m.id)!.size, m.id).toBeGreaterThan(0);
  });

  it.each(MODULES.map((m) => [m.id, m] as const))('%s refuses every other game’s decision types, and their near misses, at the first steps of a game', (id, module) => {
    const own = TYPES.get(id)!;
    const others = [...new Set(MODULES.filter((m) => m.id !== id).flatMap((m) => [...TYPES.get(m.id)!]))].filter((t) => !own.has(t));
    expect(others.length).toBeGreaterThan(0);
    const runtime = module.runtime;
    const rules = compileRuleFile(`${id}.rules`);
    const players = [0, 1, 2].map((i) => ({ name: `P${i + 1}`, bot: null }));
    let snapshot: FastSnapshot<unknown> = startGame(runtime, { rules, players, seed: 'foreign' });
    for (let step = 0; step < 6 && snapshot.status === 'active'; step++) {
      const seat = runtime.toMove(snapshot)[0]!;
      const legal = runtime.legalEvents(snapshot, seat);
      const before = runtime.serialize(snapshot);
      for (const type of [...others, ...foreignTypes(own)]) {
        const event = { ...legal[0]!, type };
        expect(runtime.check(snapshot, event), `${id} took ${type}`).not.toBeNull();
        expect(applyEvent(runtime, snapshot, event).ok, `${id} applied ${type}`).toBe(false);
      }
      expect(runtime.serialize(snapshot)).toBe(before);
      const next = applyEvent(runtime, snapshot, legal[step % legal.length]!);
      if (!next.ok) throw new Error(next.error.message);
      snapshot = next.value;
    }
  });
});
