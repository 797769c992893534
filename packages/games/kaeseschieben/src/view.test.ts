/**
 * What each seat may see (seed 002, "Das Hinausschieben von Würfeln" and "Spielvariante"; docs/kaeseschieben.md, decisions):
 * nobody knows the worms of the cubes on the board or held by others; a player knows the worms of
 * their own cubes, unless the variant `blind` is played; every worm is revealed on the round's sheet.
 */
import { describe, expect, it } from 'vitest';
import { playGame, type FastSnapshot } from '@regelwerk/engine';
import type { KaeseschiebenContext } from './context.js';
import { kaeseschieben, kaeseschiebenBots } from './index.js';
import { loadRules, players } from './test-support/fixtures.js';

type Snap = FastSnapshot<KaeseschiebenContext>;

/** Snapshots of a played game in which every seat holds cubes. */
function played(file: string, n: number): Snap[] {
  const rules = loadRules(file);
  const seen: Snap[] = [];
  playGame({ game: kaeseschieben, rules, players: players(n, 'random'), seed: `view-${file}-${n}`, bots: { random: kaeseschiebenBots.random() as never }, onStep: (before) => void seen.push(before as Snap) });
  return seen;
}

/** The same game with every worm that `seat` may not know flipped among cubes of that size. */
function otherSecrets(s: Snap, known: (id: number) => boolean): Snap {
  const cubes = s.context.cubes.map((c, id) => (known(id) ? c : { ...c, worm: !c.worm }));
  return { ...s, context: { ...s.context, cubes, rng: [9, 9, 9, 9] } };
}

describe.each([2, 3, 4])('views with %i players', (n) => {
  const snaps = played('kaeseschieben.rules', n).filter((s) => s.context.won.some((w) => w.length > 0));

  it('a seat’s view is the same whatever the worms it may not know (others’ cubes, the board, cubes out) and the generator', () => {
    expect(snaps.length).toBeGreaterThan(10);
    for (const s of snaps.filter((_, i) => i % 7 === 0)) {
      for (const seat of [...Array.from({ length: n }, (_, i) => i), 'spectator'] as const) {
        const mine = new Set(typeof seat === 'number' ? s.context.won[seat] : []);
        const a = JSON.stringify(kaeseschieben.view(s, seat));
        const b = JSON.stringify(kaeseschieben.view(otherSecrets(s, (id) => mine.has(id)), seat));
        expect(b, `seat ${seat}`).toBe(a);
      }
    }
  });

  it('a seat sees the worms of its own cubes, and nobody else’s: the serialised view names a worm only for its own cubes', () => {
    let checked = 0;
    for (const s of snaps.filter((_, i) => i % 5 === 0)) {
      for (let seat = 0; seat < n; seat++) {
        const v = kaeseschieben.view(s, seat);
        expect(JSON.stringify(v)).not.toMatch(/rng|"cubes":/);
        v.won.forEach((cubes, owner) => {
          for (const [k, c] of cubes.entries()) {
            const real = s.context.cubes[s.context.won[owner]![k]!]!;
            expect(c.worm).toBe(owner === seat ? real.worm : null);
            checked += 1;
          }
        });
        expect(v.out.every((c) => c.worm === null)).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('the blind variant', () => {
  const snaps = played('variants/kaeseschieben-blind.rules', 3).filter((s) => s.context.won.some((w) => w.length > 0));
  it('hides every worm from every seat, their own included, until the sheet', () => {
    for (const s of snaps.filter((_, i) => i % 5 === 0)) {
      for (const seat of [0, 1, 2, 'spectator'] as const) {
        const v = kaeseschieben.view(s, seat);
        expect(v.blind).toBe(true);
        expect([...v.won.flat(), ...v.out].every((c) => c.worm === null)).toBe(true);
        expect(JSON.stringify(kaeseschieben.view(otherSecrets(s, () => false), seat))).toBe(JSON.stringify(v));
      }
    }
  });
});

describe('the end of a round', () => {
  it('reveals every worm on the sheet and, once the match is over, in the cubes won', () => {
    const rules = loadRules('variants/kaeseschieben-blind.rules');
    let final: Snap | null = null;
    playGame({ game: kaeseschieben, rules, players: players(2, 'random'), seed: 'view-end', bots: { random: kaeseschiebenBots.random() as never }, onStep: (_b, _e, after) => void (final = after as Snap) });
    if (final === null) throw new Error('no step was played');
    expect((final as Snap).status).toBe('done');
    const v = kaeseschieben.view(final as Snap, 1);
    const sheet = v.sheets[0]!;
    const worms = [...sheet.lines.flatMap((l) => l.cubes), ...sheet.out].filter((c) => c.worm);
    expect(worms).toHaveLength(6);
    expect(v.won.flat().every((c) => c.worm !== null)).toBe(true);
  });
});

describe('the step just taken (`last`)', () => {
  /** Every step of a played game, with the snapshots before and after it. */
  function steps(n: number): { before: Snap; event: { type: string; seat: number; dir?: string }; after: Snap }[] {
    const out: { before: Snap; event: { type: string; seat: number; dir?: string }; after: Snap }[] = [];
    playGame({ game: kaeseschieben, rules: loadRules(), players: players(n, 'random'), seed: `last-${n}`, bots: { random: kaeseschiebenBots.random() as never }, onStep: (before, event, after) => void out.push({ before: before as Snap, event: event as never, after: after as Snap }) });
    return out;
  }
  const played3 = steps(3);

  it('names whose mouse stepped, from where, which way and to where, and the squares the pushed cubes lie on now', () => {
    let pushes = 0;
    for (const { before, event, after } of played3.filter((x) => x.event.type === 'mouse.step' && x.after.context.receiver === null && x.after.context.sheets.length === x.before.context.sheets.length)) {
      const offered = kaeseschieben.view(before, event.seat).steps.find((s) => s.dir === event.dir)!;
      const last = kaeseschieben.view(after, 'spectator').last;
      expect(last).toMatchObject({ type: 'step', seat: event.seat, dir: event.dir, from: before.context.mice[event.seat], to: offered.to });
      const moved = last?.type === 'step' ? last.moved : [];
      // A cube pushed over the edge lies on no square; every other pushed cube lies one square on.
      expect(moved).toHaveLength(offered.pushes.length - (offered.over ? 1 : 0));
      for (const sq of moved) expect(after.context.board[sq]).not.toBe(-1);
      pushes += moved.length;
    }
    expect(pushes).toBeGreaterThan(0);
  });

  it('is the same for every seat and a spectator (it holds nothing hidden)', () => {
    for (const { after } of played3.filter((_, i) => i % 11 === 0)) {
      const spectator = JSON.stringify(kaeseschieben.view(after, 'spectator').last);
      for (const seat of [0, 1, 2]) expect(JSON.stringify(kaeseschieben.view(after, seat).last)).toBe(spectator);
    }
  });

  it('is cleared by a roll that leaves a move to make, and records a turn passed for want of a complete move', () => {
    const rolls = played3.filter((x) => x.event.type === 'die.roll');
    const moved = rolls.filter((x) => x.after.context.passes === x.before.context.passes);
    const passed = rolls.filter((x) => x.after.context.passes > x.before.context.passes);
    expect(moved.length).toBeGreaterThan(0);
    for (const { after } of moved) expect(kaeseschieben.view(after, 'spectator').last).toBeNull();
    for (const { event, after } of passed) expect(kaeseschieben.view(after, 'spectator').last).toEqual({ type: 'pass', seat: event.seat });
  });
});
