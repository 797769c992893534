import { readFileSync } from 'node:fs';
import { ruleFileHelpers } from '@regelwerk/dsl/testing';
import { SCHEMAS } from '../all.js';

const RULES = new URL('../../../../../rules/', import.meta.url);

/** Rule files of rules/ read and compiled with every game's schema, as the CLI does. */
export const { ruleText, resolveGame, compileText, compileRuleFile } = ruleFileHelpers(SCHEMAS, (path) => readFileSync(new URL(path, RULES), 'utf8'));

export const ALL_RULE_FILES = [
  'schocken.rules',
  'sushizock.rules',
  'kaeseschieben.rules',
  'okudos.rules',
  'variants/schocken-jule.rules',
  'variants/schocken-sechsen-umdrehen.rules',
  'variants/schocken-aus-der-hand.rules',
  'variants/schocken-turnier-11-13-15.rules',
  'variants/schocken-zehn-deckel-je-spieler.rules',
  'variants/schocken-sechsen-doppelt.rules',
  'variants/schocken-sechsen-erster-wurf.rules',
  'variants/schocken-nur-einsen-raus.rules',
  'variants/schocken-nrw-jusos.rules',
  'variants/schocken-bvb-dortmund.rules',
  'variants/schocken-jule-greher.rules',
  'variants/schocken-stechen.rules',
  'variants/schocken-stechen-augensumme.rules',
  'variants/schocken-offen-bellinghoven.rules',
  'variants/schocken-werl-herausgelegt.rules',
  'variants/schocken-strasse-aus-der-hand.rules',
  'variants/schocken-general-ueber-schock-2.rules',
  'variants/schocken-drei-wuerfe-fuer-alle.rules',
  'variants/schocken-ein-wurf-aus-der-mitte.rules',
  'variants/schocken-summe-der-runde.rules',
  'variants/schocken-deckel-aus-dem-spiel.rules',
  'variants/schocken-zu-zweit-in-die-mitte.rules',
  'variants/schocken-knobelklub-tingtingting.rules',
  'variants/schocken-drei-sechsen-kosten-einen-wurf.rules',
  'variants/schocken-deutsche-meisterschaft.rules',
  'variants/schocken-eroeffnungsrunde.rules',
  'variants/schocken-eroeffnung-augensumme.rules',
  'variants/schocken-jule-catweazle.rules',
  'variants/schocken-jule-casinospiegel.rules',
  'variants/schocken-max-und-moritz-unitopia.rules',
  'variants/schocken-juengster-beginnt.rules',
  'variants/schocken-finale-erste-haelfte.rules',
  'variants/schocken-burgerwerk-blind-doppelt.rules',
  'variants/schocken-schock-out-verliert-das-spiel.rules',
  'variants/schocken-zwei-verlorene-haelften.rules',
  'variants/sushizock-graeten-5-4-2-1.rules',
  'variants/sushizock-erste-n-steine.rules',
  'variants/sushizock-eine-reihe-leer.rules',
  'variants/kaeseschieben-blind.rules',
  'variants/kaeseschieben-werte-1-2-3.rules',
  'variants/okudos-variante-1.rules',
  'variants/okudos-variante-2.rules',
  'variants/okudos-variante-3.rules',
];
