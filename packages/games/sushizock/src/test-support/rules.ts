import { readFileSync } from 'node:fs';
import { ruleFileHelpers } from '@regelwerk/dsl/testing';
import { schema } from '../schema/index.js';

const RULES = new URL('../../../../../rules/', import.meta.url);

/** Rule files of rules/ read and compiled with this game's schema only. */
export const { ruleText, resolveGame, compileText, compileRuleFile } = ruleFileHelpers([schema], (path) => readFileSync(new URL(path, RULES), 'utf8'));
