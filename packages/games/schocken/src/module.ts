import type { GameModule } from '@regelwerk/engine';
import { playModule } from './play.js';
import { schockenRuntime } from './runtime.js';

/** Schocken as one module: what the registry lists and the CLI and site read; pages load `./play`. */
export const module: GameModule<typeof schockenRuntime> = { ...playModule, runtime: schockenRuntime };
