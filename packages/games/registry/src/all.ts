import type { GameModule } from '@regelwerk/engine';
import { module as schocken } from '@regelwerk/schocken';

/** Every game module, loaded at once: for the CLI, build scripts and tests (not for pages). */
export const MODULES: readonly GameModule[] = [schocken];

const byId = new Map(MODULES.map((m) => [m.id, m]));

export function gameModule(id: string): GameModule | undefined {
  return byId.get(id);
}
