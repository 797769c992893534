// The XState machine on its own entry: loading the runtime does not load XState, and a page
// loads this chunk only when it asks a module for its machine.
import type { SchockenRules } from './schema/rules.js';
import { createXStateMachine, type GameDefinition, type GameInput } from '@regelwerk/engine';
import type { SchockenContext, SchockenEvent } from './context.js';
import { createContext, implementations, schockenConfig, type ActionName, type GuardName } from './machine.js';
import { schockenRuntime } from './runtime.js';
import type { SchockenView } from './view.js';

export const schockenMachine = /* @__PURE__ */ createXStateMachine<SchockenContext, SchockenEvent, GameInput<SchockenRules>, GuardName, ActionName>(schockenConfig, implementations, createContext);

/** Schocken with its XState machine. */
export const schocken: GameDefinition<SchockenRules, SchockenContext, SchockenEvent, SchockenView> = { ...schockenRuntime, machine: schockenMachine };
