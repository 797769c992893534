import { playGame, readParams } from '@regelwerk/engine';
import { describe, expect, it } from 'vitest';
import { GAMES } from './index.js';
import { compileRuleFile } from './test-support/rules.js';

// A page loads a game's `play()` module, the CLI its whole module (`load()`): both must be one game.
describe('a game’s module for pages', () => {
  const withPlay = GAMES.filter((g) => g.play);

  it('is the whole module without save and restore, for Schocken at least', async () => {
    expect(withPlay.map((g) => g.id)).toContain('schocken');
    for (const entry of withPlay) {
      const [play, whole] = await Promise.all([entry.play!(), entry.load!()]);
      expect(play.id).toBe(entry.id);
      expect('restore' in play.runtime || 'serialize' in play.runtime).toBe(false);
      expect(typeof whole.runtime.restore).toBe('function');
      const rules = compileRuleFile(`${entry.id}.rules`);
      const params = readParams(whole.params, rules);
      if (!params.ok) throw new Error(params.error.message.en);
      expect(play.params).toEqual(whole.params);
      expect(play.tables(rules, { lang: 'de', params: params.value })).toEqual(whole.tables(rules, { lang: 'de', params: params.value }));
    }
  });

  it('plays the same game as the whole module from the same seed and bots', async () => {
    for (const entry of withPlay) {
      const [play, whole] = await Promise.all([entry.play!(), entry.load!()]);
      const rules = compileRuleFile(`${entry.id}.rules`);
      const botId = Object.keys(whole.runtime.bots).find((b) => b !== 'random') ?? 'random';
      const players = [0, 1, 2].map((i) => ({ name: `Bot ${i + 1}`, bot: botId }));
      const game = (runtime: typeof play.runtime) =>
        playGame({ game: runtime, rules, players, seed: 'play-entry', record: true, bots: { [botId]: runtime.bots[botId]!(rules) } });
      const a = game(play.runtime);
      const b = game(whole.runtime);
      expect(a.log).toEqual(b.log);
      expect(a.outcome).toEqual(b.outcome);
      // The whole module can save the page's final state and restore it.
      expect(whole.runtime.restore(whole.runtime.serialize(a.snapshot), rules)).toEqual({ ok: true, value: b.snapshot });
    }
  });
});
