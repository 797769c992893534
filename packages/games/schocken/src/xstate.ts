// The XState machine on its own entry: loading the runtime does not load XState, and a page
// loads this chunk only when it asks a module for its machine.
import type { SchockenRules } from './schema/rules.js';
import { createXStateMachine, memoByObject, type GameDefinition, type GameInput } from '@regelwerk/engine';
import type { AnyStateMachine } from 'xstate';
import type { SchockenContext, SchockenEvent } from './context.js';
import { createContext, implementations, schockenConfig, schockenConfigFor, type ActionName, type GuardName } from './machine.js';
import { schockenRuntime } from './runtime.js';
import type { SchockenView } from './view.js';

const machineOf = (config: typeof schockenConfig): AnyStateMachine =>
  createXStateMachine<SchockenContext, SchockenEvent, GameInput<SchockenRules>, GuardName, ActionName>(config, implementations, createContext);

/** The XState machine of the base chart. */
export const schockenMachine = /* @__PURE__ */ machineOf(schockenConfig);

/** One XState machine per chart (rule sets with the same flow share it). */
const byConfig = /* @__PURE__ */ memoByObject((config: typeof schockenConfig): AnyStateMachine => (config === schockenConfig ? schockenMachine : machineOf(config)));

/** The XState machine of a rule set's chart (see `schockenConfigFor`). */
export function schockenMachineFor(rules: SchockenRules): AnyStateMachine {
  return byConfig(schockenConfigFor(rules));
}

/** Schocken with its XState machine (the base chart). */
export const schocken: GameDefinition<SchockenRules, SchockenContext, SchockenEvent, SchockenView> = { ...schockenRuntime, machine: schockenMachine };
