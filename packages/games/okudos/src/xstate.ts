// The XState machine on its own entry: loading the runtime does not load XState, and a page
// loads this chunk only when it asks a module for its machine.
import { createXStateMachine, type GameDefinition, type GameInput } from '@regelwerk/engine';
import type { OkudosContext, OkudosEvent } from './context.js';
import { createContext, implementations, okudosConfig, type ActionName, type GuardName } from './machine.js';
import { okudosRuntime } from './runtime.js';
import type { OkudosRules } from './schema/rules.js';
import type { OkudosView } from './view.js';

export const okudosMachine = /* @__PURE__ */ createXStateMachine<OkudosContext, OkudosEvent, GameInput<OkudosRules>, GuardName, ActionName>(okudosConfig, implementations, createContext);

/** O'kudos with its XState machine. */
export const okudos: GameDefinition<OkudosRules, OkudosContext, OkudosEvent, OkudosView> = { ...okudosRuntime, machine: okudosMachine };
