import { readdirSync } from 'node:fs';
import { rulesForPlayers } from '@regelwerk/dsl';
import { describe, expect, it } from 'vitest';
import { schockenConfig, schockenConfigFor, schockenFast, schockenFastFor } from './machine.js';
import { module } from './module.js';
import { loadRules } from './test-support/fixtures.js';

const variants = readdirSync(new URL('../../../../rules/variants/', import.meta.url)).filter((f) => f.startsWith('schocken-') && f.endsWith('.rules'));

describe('the Schocken machine config', () => {
  it('names only guards and actions Schocken implements: a typo is a type error', () => {
    const typo: typeof schockenConfig = {
      id: 'schocken',
      initial: 'a',
      // @ts-expect-error 'endAlowed' is not one of Schocken's guards
      states: { a: { on: { 'turn.end': { guard: 'endAlowed', target: 'a' } } } },
    };
    // @ts-expect-error 'throwDie' is not one of Schocken's actions
    const entry: (typeof schockenConfig)['entry'] = 'throwDie';
    expect([typo.id, entry]).toEqual(['schocken', 'throwDie']);
  });
});

describe('the chart per rule set', () => {
  const base = loadRules();

  it('has a transition to the end guarded by a row that ends the game only where a row does', () => {
    const guards = (config: unknown): string[] => JSON.stringify(config).match(/"guard":"gameEndedByRow"/g) ?? [];
    const endsGame = loadRules('variants/schocken-schock-out-verliert-das-spiel.rules');
    // Both phases of a half; the final ends the game anyway.
    expect(guards(schockenConfigFor(endsGame))).toHaveLength(2);
    expect(guards(schockenConfig)).toEqual([]);
    expect(guards(schockenConfigFor(loadRules('variants/schocken-stechen.rules')))).toEqual([]);
  });

  it('loops the halves guarded by the count of lost halves, with no final to reach, only under `match lost-at`', () => {
    const lostAt = JSON.stringify(schockenConfigFor(loadRules('variants/schocken-zwei-verlorene-haelften.rules')));
    expect(lostAt.match(/"guard":"lostAtReached"/g)).toHaveLength(2);
    expect(lostAt).not.toContain('"actions":"startFinal"');
    expect(JSON.stringify(schockenConfig)).not.toContain('lostAtReached');
  });

  it('gives the base rules the base chart, and the runtime interprets it', () => {
    expect(schockenConfigFor(base)).toBe(schockenConfig);
    expect(module.chart?.(base)).toBe(schockenConfig);
    expect(schockenFast.config).toBe(schockenConfig);
    expect(schockenFastFor(base).config).toBe(schockenConfig);
  });

  it('gives a rule set worked out for a table the chart of the rule set it came from', () => {
    const tiered = loadRules('variants/schocken-turnier-11-13-15.rules');
    expect(schockenConfigFor(rulesForPlayers(tiered, 4))).toBe(schockenConfigFor(tiered));
  });

  it.each(variants)('gives %s the base chart unless a house rule of it adds states', (file) => {
    const rules = loadRules(`variants/${file}`);
    const config = schockenConfigFor(rules);
    expect(schockenConfigFor(rules)).toBe(config);
    // A throw-off, a blind throw and an opening round are states, as are a row that ends the game and a
    // match's halves lost (`lost-at`; a match of several games is the engine's, not the chart's).
    // Who starts (`starter …`) changes no transition, and the chart carries no words.
    const flows = rules.ties?.some((t) => t.kind === 'throw-off') || rules.blind || rules.opening || rules.ranking.rows.some((r) => r.endsGame) || rules.match?.lostAt != null;
    if (flows) expect(config).not.toBe(schockenConfig);
    else expect(config).toBe(schockenConfig);
  });

  it('has a blind state, and a blind decision before the first throw, only where a rule set allows a blind throw', () => {
    const states = (config: typeof schockenConfig) => JSON.stringify(config);
    const blind = loadRules('variants/schocken-burgerwerk-blind-doppelt.rules');
    expect(states(schockenConfigFor(blind))).toContain('"blind":{');
    expect(states(schockenConfigFor(blind))).toContain('"dice.blind"');
    expect(states(schockenConfig)).not.toContain('blind');
    // With a throw-off too, both: the throw-off's own turn is never thrown blind.
    const both = schockenConfigFor(loadRules('variants/schocken-burgerwerk-blind-doppelt.rules', (t) => `${t}\nties throw-off\n`));
    const round = both.states!['playing']!.states!['half']!.states!['fromMiddle']!.states!;
    expect(Object.keys(round)).toEqual(['turn', 'turnOver', 'blind', 'throwOff', 'reveal']);
    expect(JSON.stringify(round['throwOff'])).not.toContain('dice.blind');
  });

  it('an opening round is a state of the chart only where a rule set has one', () => {
    const opening = loadRules('variants/schocken-eroeffnungsrunde.rules');
    expect(schockenConfigFor(opening).initial).toBe('opening');
    expect(Object.keys(schockenConfig.states ?? {})).toEqual(['playing', 'over']);
  });
});
