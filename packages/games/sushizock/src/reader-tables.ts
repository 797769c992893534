import { countValues } from '@regelwerk/dsl';
import { formatPercent, type Lang, type LocalText, type ReaderTable, type TableParams } from '@regelwerk/engine';
import { oddsTargets } from './odds-table.js';
import { oddsFor } from './rules/odds.js';
import type { ActionRow, SushizockRules } from './schema/rules.js';

/** Readable names of the faces and tile groups the shipped rule files use; other names show as written. */
const NAMES: Readonly<Record<string, LocalText>> = {
  sushi: { de: 'Sushi', en: 'sushi' },
  bones: { de: 'Gräten', en: 'bones' },
  blue: { de: 'blaue Stäbchen', en: 'blue chopsticks' },
  red: { de: 'rote Stäbchen', en: 'red chopsticks' },
};
const ONE: Readonly<Record<string, LocalText>> = {
  sushi: { de: 'ein Sushi', en: 'a sushi' },
  bones: { de: 'eine Gräte', en: 'a bones tile' },
};

export const nameOf = (id: string, lang: Lang) => NAMES[id]?.[lang] ?? id;
const oneOf = (id: string, lang: Lang) => ONE[id]?.[lang] ?? id;

const TEXT = {
  en: {
    tiles: (t: string) => `${t}: the tiles`,
    group: 'Tiles',
    value: 'Value',
    count: 'Count',
    actions: (t: string) => `${t}: what the dice allow`,
    dice: 'Dice showing',
    what: 'Then you may',
    one: 'Chance, one throw',
    best: (k: number) => `Chance, best play in ${k} throw${k === 1 ? '' : 's'}`,
    odds: (t: string) => `${t}: exact odds of each face`,
    face: 'Face',
    exactly: (k: number) => `exactly ${k}`,
    atLeast: (k: number) => `at least ${k}`,
    howMany: 'How many dice',
    take: (a: ActionRow) =>
      a.position === 'nth'
        ? `take the n-th ${nameOf(a.group, 'en')} tile of the centre row, counted from the left`
        : a.position === 'upto'
          ? `take any of the first n ${nameOf(a.group, 'en')} tiles of the centre row, counted from the left`
          : `take ${oneOf(a.group, 'en')} from the centre`,
    steal: (a: ActionRow) => (a.position === 'any' ? `steal any ${nameOf(a.group, 'en')} tile of an opponent, named by its place from the top without looking` : a.position === 'upto' ? `steal any of the top n ${nameOf(a.group, 'en')} tiles of an opponent’s stack, named by place` : `steal the top ${nameOf(a.group, 'en')} tile of an opponent’s stack`),
    note: (r: SushizockRules) =>
      `Nothing fits after the last throw: take the ${r.forcedTake.map((f) => `${f.pick} ${nameOf(f.group, 'en')}`).join(', else the ')} of the centre. At the end, ${nameOf(r.worthless.group, 'en')} stacked higher than the ${nameOf(r.worthless.above, 'en')} stack score nothing.`,
  },
  de: {
    tiles: (t: string) => `${t}: die Portionen`,
    group: 'Portionen',
    value: 'Wert',
    count: 'Anzahl',
    actions: (t: string) => `${t}: was die Würfel erlauben`,
    dice: 'Würfel zeigen',
    what: 'Dann darfst du',
    one: 'Chance, ein Wurf',
    best: (k: number) => `Chance, bestes Spiel in ${k} ${k === 1 ? 'Wurf' : 'Würfen'}`,
    odds: (t: string) => `${t}: genaue Chancen jedes Symbols`,
    face: 'Symbol',
    exactly: (k: number) => `genau ${k}`,
    atLeast: (k: number) => `mindestens ${k}`,
    howMany: 'Wie viele Würfel',
    take: (a: ActionRow) =>
      a.position === 'nth'
        ? `die n-te ${nameOf(a.group, 'de')}-Portion der Reihe in der Mitte nehmen, von links gezählt`
        : a.position === 'upto'
          ? `eine der ersten n ${nameOf(a.group, 'de')}-Portionen der Reihe in der Mitte nehmen, von links gezählt`
          : `${oneOf(a.group, 'de')} aus der Mitte nehmen`,
    steal: (a: ActionRow) => (a.position === 'any' ? `eine beliebige ${nameOf(a.group, 'de')}-Portion eines Mitspielers klauen, blind nach ihrer Stelle von oben benannt` : a.position === 'upto' ? `eine der obersten n ${nameOf(a.group, 'de')}-Portionen vom Stapel eines Mitspielers klauen, nach ihrer Stelle benannt` : `die oberste ${nameOf(a.group, 'de')}-Portion vom Stapel eines Mitspielers klauen`),
    note: (r: SushizockRules) =>
      `Passt nach dem letzten Wurf nichts, nimmst du ${r.forcedTake.map((f) => `${f.pick === 'lowest' ? 'die niedrigste' : 'die höchste'} ${nameOf(f.group, 'de')}-Portion`).join(', sonst ')} aus der Mitte. Am Ende zählen ${nameOf(r.worthless.group, 'de')}, die höher als der ${nameOf(r.worthless.above, 'de')}-Stapel liegen, nichts.`,
  },
};

const signed = (v: number) => (v > 0 ? `+${v}` : String(v).replace('-', '−'));

/** The tiles, what the dice allow (with the chance of each), and the exact odds of every face. */
export function readerTables(rules: SushizockRules, { lang, params }: { readonly lang: Lang; readonly params: TableParams }): ReaderTable[] {
  const t = TEXT[lang];
  const pct = (p: number) => formatPercent(p, lang);
  const o = oddsFor(rules);
  const k = params.throws ?? rules.throws.max;
  const title = rules.variant ? `${rules.title} (${rules.variant.name})` : rules.title;
  const range = (a: ActionRow) => (a.min === a.max ? String(a.min) : `${a.min}–${a.max}`);
  return [
    {
      id: 'tiles',
      caption: t.tiles(title),
      columns: [{ label: t.group }, { label: t.value, numeric: true }, { label: t.count, numeric: true }],
      headerColumn: 1,
      rows: Object.values(rules.tiles).flatMap((g) => countValues(g.values).map((c) => ({ key: `${g.id}/${c.value}`, cells: [nameOf(g.id, lang), signed(c.value), String(c.count)] }))),
    },
    {
      id: 'actions',
      caption: t.actions(title),
      columns: [{ label: t.dice }, { label: t.what }, { label: t.one, numeric: true }, { label: t.best(k), numeric: true }],
      headerColumn: 0,
      rows: rules.actions.map((a) => ({
        key: a.id,
        cells: [a.effect === 'take' && (a.position === 'nth' || a.position === 'upto') ? `n × ${nameOf(a.face, lang)} (n = ${range(a)})` : `${range(a)} × ${nameOf(a.face, lang)}`, a.effect === 'take' ? t.take(a) : t.steal(a), pct(o.oneThrow(a.face, a.min, a.max)), pct(o.bestPlay(a.face, a.min, a.max, k))],
      })),
      note: t.note(rules),
    },
    {
      id: 'odds',
      caption: t.odds(title),
      columns: [{ label: t.face }, { label: t.howMany }, { label: t.one, numeric: true }, { label: t.best(k), numeric: true }],
      headerColumn: 1,
      rows: oddsTargets(rules, k).map((x) => ({
        key: `${x.face}/${x.kind}/${x.count}`,
        cells: [nameOf(x.face, lang), x.kind === 'exactly' ? t.exactly(x.count) : t.atLeast(x.count), pct(x.oneThrow), pct(x.bestPlay)],
      })),
    },
  ];
}
