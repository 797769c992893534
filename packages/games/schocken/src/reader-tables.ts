import type { SchockenRules } from './schema/rules.js';
import { groupDice, rankingGroups } from './schema/tables.js';
import { formatPercent, oddsForRules, type Lang, type ReaderTable, type TableParams } from '@regelwerk/engine';

const TEXT = {
  en: {
    caption: (t: string) => `${t}: ranking of throws, best first`,
    rank: 'Rank',
    name: 'Name',
    dice: 'Dice',
    tokens: 'Tokens',
    one: 'Exactly this, one throw',
    best: (k: number) => `This or better, best play in ${k} throw${k === 1 ? '' : 's'}`,
    all: 'all',
    endsHalf: 'ends the half',
    endsGame: 'ends the game',
  },
  de: {
    caption: (t: string) => `${t}: Rangfolge der Würfe, bester zuerst`,
    rank: 'Rang',
    name: 'Bezeichnung',
    dice: 'Würfel',
    tokens: 'Strafsteine',
    one: 'Genau dieser, ein Wurf',
    best: (k: number) => `Dieser oder besser, bestes Spiel in ${k} ${k === 1 ? 'Wurf' : 'Würfen'}`,
    all: 'alle',
    endsHalf: 'beendet die Hälfte',
    endsGame: 'beendet das Spiel',
  },
};

/** The ranking of throws as a reader sees it: tokens, the chance in one throw, and with best play. */
export function readerTables(rules: SchockenRules, { lang, params }: { readonly lang: Lang; readonly params: TableParams }): ReaderTable[] {
  const t = TEXT[lang];
  const pct = (p: number) => formatPercent(p, lang);
  const odds = oddsForRules(rules);
  const ks = Array.from({ length: params.throws ?? rules.throws.max }, (_, i) => i + 1);
  return [
    {
      id: 'ranking',
      caption: t.caption(rules.variant ? `${rules.title} (${rules.variant.name})` : rules.title),
      columns: [
        { label: t.rank, numeric: true, computed: true },
        { label: t.name },
        { label: t.dice },
        { label: t.tokens, numeric: true },
        { label: t.one, numeric: true, computed: true },
        ...ks.map((k) => ({ label: t.best(k), numeric: true, computed: true })),
      ],
      headerColumn: 1,
      rows: rankingGroups(rules).map((g, i) => {
        const tokens = g.penalty === 'all' ? t.all : String(g.penalty);
        return {
          key: g.label,
          cells: [String(i + 1), g.label, groupDice(g), g.endsGame ? { text: tokens, note: t.endsGame } : g.endsHalf ? { text: tokens, note: t.endsHalf } : tokens, pct(g.probability), ...ks.map((k) => pct(odds.bestPlay(g.lastRank, k)))],
        };
      }),
    },
  ];
}
