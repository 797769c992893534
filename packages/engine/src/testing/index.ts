// The engine's testing entry (`@regelwerk/engine/testing`): imports vitest, for test files only.
export { describeGameConformance, eventTypesOf, foreignTypes, type ConformanceGame, type CrossFieldCorruption, type SavedStateJson, type ConformanceOptions, type ConformanceStep, type Playthrough } from './conformance.js';
export { checkFrozenSteps, checkListedDecisionsTaken, checkMemosSeeEveryField, checkNothingHandedOutIsShared, type RecordedGame } from './shared-state.js';
export { expectRecordedChoices } from './recorded-choices.js';
