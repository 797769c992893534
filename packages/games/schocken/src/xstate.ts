// The XState machine on its own entry, so that loading the runtime does not load XState.
export { schockenMachine } from './machine.js';
