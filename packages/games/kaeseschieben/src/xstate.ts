// The XState machine on its own entry: loading the runtime does not load XState, and a page
// loads this chunk only when it asks a module for its machine.
import { createXStateMachine, type GameDefinition, type GameInput } from '@regelwerk/engine';
import type { KaeseschiebenContext, KaeseschiebenEvent } from './context.js';
import { createContext, implementations, kaeseschiebenConfig, type ActionName, type GuardName } from './machine.js';
import { kaeseschiebenRuntime } from './runtime.js';
import type { KaeseschiebenRules } from './schema/rules.js';
import type { KaeseschiebenView } from './view.js';

export const kaeseschiebenMachine = /* @__PURE__ */ createXStateMachine<KaeseschiebenContext, KaeseschiebenEvent, GameInput<KaeseschiebenRules>, GuardName, ActionName>(kaeseschiebenConfig, implementations, createContext);

/** Käseschieben with its XState machine. */
export const kaeseschieben: GameDefinition<KaeseschiebenRules, KaeseschiebenContext, KaeseschiebenEvent, KaeseschiebenView> = { ...kaeseschiebenRuntime, machine: kaeseschiebenMachine };
