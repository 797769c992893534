export { run, mainHelp } from './main.js';
export type { Io } from './io.js';
