/**
 * A game's words live in its module only (`texts`): its machine config carries none. Every
 * state, event and guard of every chart a game can play (the base chart and the charts its rule
 * files add states to) has its words in both languages, and `rounds.end` names a real state.
 */
import { describe, expect, it } from 'vitest';
import type { GameModule, LocalText, MachineConfig, StateConfig, TransitionConfig, TransitionsConfig } from '@regelwerk/engine';
import { MODULES } from './all.js';
import { ALL_RULE_FILES, compileRuleFile } from './test-support/rules.js';

interface ChartNames {
  readonly states: Set<string>;
  readonly events: Set<string>;
  readonly guards: Set<string>;
  /** State keys or transitions that still carry words of their own. */
  readonly worded: string[];
}

const list = (t: TransitionsConfig | undefined): readonly TransitionConfig[] => (t === undefined ? [] : Array.isArray(t) ? t : [t as TransitionConfig]);

/** The state keys (ids without parents), events and guards a config names. */
function namesOf(config: MachineConfig): ChartNames {
  const names: ChartNames = { states: new Set(), events: new Set(), guards: new Set(), worded: [] };
  const visit = (path: string, c: StateConfig) => {
    if (c.description !== undefined) names.worded.push(path || config.id);
    const transition = (t: TransitionConfig, on: string) => {
      if (t.guard) names.guards.add(t.guard);
      if (t.description !== undefined) names.worded.push(`${path} ${on}`);
    };
    for (const [event, ts] of Object.entries(c.on ?? {})) {
      names.events.add(event);
      for (const t of list(ts)) transition(t, event);
    }
    for (const t of list(c.always)) transition(t, 'always');
    for (const [k, child] of Object.entries(c.states ?? {})) {
      names.states.add(k);
      visit(path ? `${path}.${k}` : k, child);
    }
  };
  visit('', config);
  return names;
}

/** Every chart a game plays: the base chart and the chart of each of its rule files. */
function chartsOf(module: GameModule): MachineConfig[] {
  const charts = new Set<MachineConfig>([module.runtime.fast.config]);
  for (const path of ALL_RULE_FILES) {
    const rules = compileRuleFile(path);
    if (rules.game === module.id && module.chart) charts.add(module.chart(rules as never));
  }
  return [...charts];
}

const bothLanguages = (t: LocalText | undefined): boolean => t !== undefined && t.de.trim() !== '' && t.en.trim() !== '';

describe.each(MODULES.map((m) => [m.id, m] as const))('the words of %s', (_id, module) => {
  const charts = chartsOf(module);
  const { texts } = module;

  it('are in its module: no state or transition of its charts carries a description of its own', () => {
    for (const chart of charts) expect(namesOf(chart).worded).toEqual([]);
  });

  it('name every state of every chart it plays in German and English, with a label and a description', () => {
    for (const chart of charts)
      for (const key of namesOf(chart).states) {
        const own = texts.states[key];
        expect(own, `state ${key}`).toBeDefined();
        expect(bothLanguages(own?.label) && bothLanguages(own?.description), `state ${key}`).toBe(true);
      }
  });

  it('name every event and every guard of its charts in German and English', () => {
    for (const chart of charts) {
      const { events, guards } = namesOf(chart);
      for (const e of events) expect(bothLanguages(texts.events?.[e]), `event ${e}`).toBe(true);
      for (const g of guards) expect(bothLanguages(texts.guards?.[g]), `guard ${g}`).toBe(true);
    }
  });

  it('end its rounds, where it has any, in a state of its base chart', () => {
    if (!module.rounds) return;
    expect([...namesOf(module.runtime.fast.config).states]).toContain(module.rounds.end);
  });
});
