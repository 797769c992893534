/**
 * What `check`, `table`, `odds` and `fmt` print, byte for byte, compared with the output recorded
 * in fixtures/output/ before the rule language moved each game's statements into its package.
 * `REGELWERK_UPDATE_FIXTURES=1 npx vitest run src/output.test.ts` rewrites the recordings.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Io } from './io.js';
import { run } from './main.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURES = new URL('./fixtures/output/', import.meta.url);

/** Broken files whose diagnostics are part of the recording: every pass has something to say. */
const BROKEN: Readonly<Record<string, string>> = {
  'broken-schocken.rules': [
    'game schocken "S"',
    'players 5..2',
    'dise 3 d6',
    'throws 1..3 set-by starter keep 2',
    'tokens many',
    'halves 2 final',
    'option aus-der-hand off "Only in one throw"',
    'set aus-der-hnd on',
    'turn 6 6 into 7 when sechsen',
    'ranking best-first',
    '  schock-out  "Schock out"  1 1 1  penalty all  ends half',
    '  schock  "Schock {k}"  1 1 n  for n in 6..2  penalty n',
    '  pasch  "Pasch"  1 1 6  penalty 1',
    '  strasse  "Straße"  n n-1 n-2  for n in 6..2  penalty 2  from-hand when aus-der-hnd',
    '',
  ].join('\n'),
  'broken-variant.rules': 'variant "x" extends schocken\ninsert ranking below schock-ot\n  j "J" 4 2 1 penalty 7\nreplace rankings schock\nremove ranking admiral\n  extra 1\n',
  'broken-sushizock.rules': 'game sushizock "S"\nplayers 2..5\ndie sushi-die faces sushi sushi bones bones blue red\ndice 5 sushi-die\nthrows 1..3 keep-at-least 1\nreuse-set-aside off\ntiles sushi n x2 for n in 1..6 total 13\ntiles bones -1 x4 total 4\ntiles-order shuffled\nactions\n  take "A" sushi 1..5 take sushi nth\n  steal "B" green 3 steal sushi top\n  more "C" sushi 5 take bones nth\nforced-take bones lowest then sashimi lowest\nends-when centre-empty\nworthless sushi above sushi\nwinner most-points ties share\n',
  'broken-okudos.rules': 'game okudos "O"\nplayers 2..5\nboard 9 by 9 sudoku\nsectors 3 by 3\nchips n x9 for n in 1..10 total 81\ndiscard-at-start 9\nhand 3\ndeal\n  two players 2 colours 3\n  four players 4 colours 3\nirregular-bonus 1\nends-when all-pass\nwinner most-points\ntokens 3\n',
  'messy.rules': 'game schocken   "S"   # head\nplayers 2..\ndice 3 d6 # three\nranking best-first\n  a "A" 1 1 1 penalty all ends half\n  bb "Bee" 1 1 n for n in 6..2 penalty n\n  c "C" any by number desc penalty 1 # rest\n',
};

const COMMANDS: readonly (readonly string[])[] = [
  ['check', 'rules/schocken.rules', 'rules/sushizock.rules', 'rules/kaeseschieben.rules', 'rules/okudos.rules', 'rules/variants/schocken-jule.rules', 'rules/variants/schocken-sechsen-umdrehen.rules', 'rules/variants/schocken-aus-der-hand.rules', 'rules/variants/sushizock-graeten-5-4-2-1.rules', 'rules/variants/kaeseschieben-blind.rules', 'rules/variants/okudos-variante-1.rules', 'rules/variants/okudos-variante-2.rules', 'rules/variants/okudos-variante-3.rules', 'rules/variants/schocken-sechsen-doppelt.rules', 'rules/variants/schocken-sechsen-erster-wurf.rules', 'rules/variants/schocken-nur-einsen-raus.rules', 'rules/variants/schocken-nrw-jusos.rules', 'rules/variants/schocken-bvb-dortmund.rules', 'rules/variants/schocken-jule-greher.rules', 'rules/variants/schocken-turnier-11-13-15.rules', 'rules/variants/schocken-zehn-deckel-je-spieler.rules', 'rules/variants/schocken-offen-bellinghoven.rules', 'rules/variants/schocken-werl-herausgelegt.rules', 'rules/variants/schocken-strasse-aus-der-hand.rules', 'rules/variants/schocken-general-ueber-schock-2.rules', 'rules/variants/schocken-drei-wuerfe-fuer-alle.rules', 'rules/variants/kaeseschieben-werte-1-2-3.rules', 'rules/variants/sushizock-erste-n-steine.rules', 'rules/variants/sushizock-eine-reihe-leer.rules', 'rules/variants/schocken-stechen.rules', 'rules/variants/schocken-stechen-augensumme.rules', 'rules/variants/schocken-ein-wurf-aus-der-mitte.rules', 'rules/variants/schocken-summe-der-runde.rules', 'rules/variants/schocken-deckel-aus-dem-spiel.rules', 'rules/variants/schocken-zu-zweit-in-die-mitte.rules', 'rules/variants/schocken-knobelklub-tingtingting.rules', 'rules/variants/schocken-drei-sechsen-kosten-einen-wurf.rules', 'rules/variants/schocken-deutsche-meisterschaft.rules', 'rules/variants/schocken-eroeffnungsrunde.rules', 'rules/variants/schocken-eroeffnung-augensumme.rules', 'rules/variants/schocken-jule-catweazle.rules', 'rules/variants/schocken-jule-casinospiegel.rules', 'rules/variants/schocken-max-und-moritz-unitopia.rules', 'rules/variants/schocken-juengster-beginnt.rules', 'rules/variants/schocken-finale-erste-haelfte.rules', 'rules/variants/schocken-burgerwerk-blind-doppelt.rules', 'rules/variants/schocken-schock-out-verliert-das-spiel.rules', 'rules/variants/schocken-zwei-verlorene-haelften.rules', 'rules/variants/schocken-drei-leben.rules', 'rules/variants/schocken-fiebel-turnier.rules'],
  ['check', '@/broken-schocken.rules', '@/broken-variant.rules', '@/broken-sushizock.rules', '@/broken-okudos.rules'],
  ['check', '--json', '@/broken-schocken.rules'],
  ['table', 'rules/schocken.rules'],
  ['table', '--json', 'rules/schocken.rules'],
  ['table', 'rules/variants/schocken-jule.rules'],
  ['table', 'rules/variants/schocken-aus-der-hand.rules'],
  ['table', '--json', 'rules/variants/schocken-aus-der-hand.rules'],
  ['table', 'rules/sushizock.rules'],
  ['table', '--json', 'rules/sushizock.rules'],
  ['table', 'rules/kaeseschieben.rules'],
  ['table', '--json', 'rules/kaeseschieben.rules'],
  ['table', 'rules/okudos.rules'],
  ['table', '--json', 'rules/okudos.rules'],
  ['table', '@/broken-variant.rules'],
  ['odds', 'rules/schocken.rules'],
  ['odds', '--json', 'schocken'],
  ['odds', 'rules/variants/schocken-sechsen-umdrehen.rules', '--throws', '2'],
  ['odds', 'rules/variants/schocken-aus-der-hand.rules', '--json'],
  ['odds', 'rules/okudos.rules'],
  ['fmt', 'rules/schocken.rules', 'rules/variants/schocken-jule.rules'],
  ['fmt', '@/messy.rules'],
  ['fmt', '--check', '@/messy.rules', 'rules/schocken.rules'],
  ['table', 'rules/variants/schocken-turnier-11-13-15.rules'],
  ['odds', 'rules/variants/schocken-sechsen-doppelt.rules'],
  ['odds', 'rules/variants/schocken-nur-einsen-raus.rules', '--throws', '2'],
  ['table', 'rules/variants/schocken-general-ueber-schock-2.rules'],
  ['table', 'rules/variants/kaeseschieben-werte-1-2-3.rules'],
  ['table', 'rules/variants/sushizock-erste-n-steine.rules'],
  ['table', 'rules/variants/schocken-summe-der-runde.rules'],
];

async function cli(args: readonly string[], dir: string) {
  let stdout = '';
  let stderr = '';
  const io: Io = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), color: false, tty: false, cwd: ROOT };
  const code = await run(
    args.map((a) => (a.startsWith('@/') ? join(dir, a.slice(2)) : a)),
    io,
  );
  // Temporary paths differ between runs; the recording names them `@`.
  const clean = (s: string) => s.split(dir).join('@');
  return `$ regelwerk ${args.join(' ')}\nexit ${code}\n--- stdout\n${clean(stdout)}--- stderr\n${clean(stderr)}`;
}

describe('the output of the CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'regelwerk-output-'));
  for (const [name, text] of Object.entries(BROKEN)) writeFileSync(join(dir, name), text);

  it.each(COMMANDS.map((args, i) => [i, args] as const))('%i: regelwerk %j prints what it printed before', async (i, args) => {
    const out = await cli(args, dir);
    const file = new URL(`${String(i).padStart(2, '0')}-${args[0]}.txt`, FIXTURES);
    if (process.env.REGELWERK_UPDATE_FIXTURES) writeFileSync(file, out);
    expect(out).toBe(readFileSync(file, 'utf8'));
  });
});
