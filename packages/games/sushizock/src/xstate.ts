// The XState machine on its own entry: loading the runtime does not load XState, and a page
// loads this chunk only when it asks a module for its machine.
import { createXStateMachine, type GameDefinition, type GameInput } from '@regelwerk/engine';
import type { SushizockContext, SushizockEvent } from './context.js';
import { createContext, implementations, sushizockConfig, type ActionName, type GuardName } from './machine.js';
import { sushizockRuntime } from './runtime.js';
import type { SushizockRules } from './schema/rules.js';
import type { SushizockView } from './view.js';

export const sushizockMachine = /* @__PURE__ */ createXStateMachine<SushizockContext, SushizockEvent, GameInput<SushizockRules>, GuardName, ActionName>(sushizockConfig, implementations, createContext);

/** Sushizock with its XState machine. */
export const sushizock: GameDefinition<SushizockRules, SushizockContext, SushizockEvent, SushizockView> = { ...sushizockRuntime, machine: sushizockMachine };
