// The match code of the engine and the match's panel, on their own: <rw-game> loads them only for rules with a `match` statement.
export { matchOutcome, nextGame, playsMatch, recordGame, restoreMatch, serializeMatch, startMatch } from '@regelwerk/engine';
export { matchPanel } from './match-panel.js';
