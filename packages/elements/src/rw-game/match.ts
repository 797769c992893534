// The match code of the engine, on its own: <rw-game> loads it only for rules with a `match` statement.
export { matchOutcome, nextGame, playsMatch, recordGame, restoreMatch, serializeMatch, startMatch } from '@regelwerk/engine';
