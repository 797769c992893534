import type { GameSchema } from '@regelwerk/dsl';
import type { GameModule } from '@regelwerk/engine';
import { module as kaeseschieben, schema as kaeseschiebenSchema } from '@regelwerk/kaeseschieben';
import { module as okudos, schema as okudosSchema } from '@regelwerk/okudos';
import { module as schocken, schema as schockenSchema } from '@regelwerk/schocken';
import { module as sushizock, schema as sushizockSchema } from '@regelwerk/sushizock';

/** Every game module, loaded at once: for the CLI, build scripts and tests (not for pages). */
export const MODULES: readonly GameModule[] = [schocken, sushizock, kaeseschieben, okudos];

/** The rule schema of every game, those with an engine and those with rules only, loaded at once. */
export const SCHEMAS: readonly GameSchema[] = [schockenSchema, sushizockSchema, kaeseschiebenSchema, okudosSchema];

const byId = new Map(MODULES.map((m) => [m.id, m]));

export function gameModule(id: string): GameModule | undefined {
  return byId.get(id);
}
