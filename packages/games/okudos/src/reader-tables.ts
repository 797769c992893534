import { countValues } from '@regelwerk/dsl';
import type { Lang, ReaderTable } from '@regelwerk/engine';
import { checkedPlacement, keepsIrregular } from './rules/turn.js';
import type { OkudosRules } from './schema/rules.js';

const TEXT = {
  en: {
    deal: (t: string) => `${t}: the colours dealt`,
    players: 'Players',
    each: 'Colours each',
    game: 'Left to the game',
    scores: 'The game scores',
    all: 'all its sectors',
    none: 'nothing (no sector left)',
    best: (k: number) => `only its best ${k}`,
    dealNote: (sectors: number) => `${sectors} sectors, one colour each, dealt face down: nobody sees the others' colours until the end. "The game" scores like a player and can win.`,
    chips: (t: string) => `${t}: the chips`,
    number: 'Number',
    count: 'Chips',
    chipsNote: (r: OkudosRules) => `${r.chips.values.length} chips in all: ${r.discardAtStart} go face down to the discard pile before play, each player holds ${r.hand}.`,
    rules: (t: string) => `${t}: placing and scoring`,
    what: 'Rule',
    how: 'In these rules',
    placing: 'Placing a chip',
    checked: 'only where its number is not yet in the row, the column or the sector',
    unchecked: 'on any empty cell; a chip whose number is already in its row, column or sector is irregular',
    irregular: 'Irregular chips',
    collect: (b: number) => `the next player collects them one at a time, each only while it is still irregular, and keeps them: +${b} point each`,
    discard: 'the next player collects them one at a time onto the discard pile; they score nothing',
    never: 'cannot happen',
    sector: 'A sector scores',
    sectorHow: 'the printed numbers of its cells that no chip covers, for its owner',
    end: 'The game ends',
    endHow: 'when every player has passed in a row, or a player has no chips left and the supply is empty',
  },
  de: {
    deal: (t: string) => `${t}: die verteilten Farben`,
    players: 'Spieler',
    each: 'Farben je Spieler',
    game: 'Bleiben dem Spiel',
    scores: 'Das Spiel wertet',
    all: 'alle seine Sektoren',
    none: 'nichts (kein Sektor übrig)',
    best: (k: number) => `nur seine besten ${k}`,
    dealNote: (sectors: number) => `${sectors} Sektoren mit je einer Farbe, verdeckt verteilt: niemand sieht bis zum Schluss die Farben der anderen. Das „Spiel“ wird wie ein Spieler gewertet und kann gewinnen.`,
    chips: (t: string) => `${t}: die Chips`,
    number: 'Zahl',
    count: 'Chips',
    chipsNote: (r: OkudosRules) => `${r.chips.values.length} Chips insgesamt: ${r.discardAtStart} kommen vor dem Spiel verdeckt auf den Ablagestapel, jeder Spieler hält ${r.hand}.`,
    rules: (t: string) => `${t}: Legen und Wertung`,
    what: 'Regel',
    how: 'In diesen Regeln',
    placing: 'Einen Chip legen',
    checked: 'nur dort, wo seine Zahl in Zeile, Spalte und Sektor noch fehlt',
    unchecked: 'auf jedes leere Feld; liegt seine Zahl schon in Zeile, Spalte oder Sektor, ist der Chip irregulär',
    irregular: 'Irreguläre Chips',
    collect: (b: number) => `der nächste Spieler sammelt sie einzeln ein, jeden nur, solange er noch irregulär liegt, und behält sie: +${b} Punkt je Chip`,
    discard: 'der nächste Spieler sammelt sie einzeln auf den Ablagestapel; sie zählen nichts',
    never: 'kommen nicht vor',
    sector: 'Ein Sektor zählt',
    sectorHow: 'die aufgedruckten Zahlen seiner unbedeckten Felder, für seinen Besitzer',
    end: 'Das Spiel endet',
    endHow: 'wenn alle Spieler nacheinander gepasst haben oder ein Spieler keine Chips mehr hat und der Vorrat leer ist',
  },
};

/** The deal of colours by number of players, the chips, and how placing and scoring work under these rules. */
export function readerTables(rules: OkudosRules, { lang }: { readonly lang: Lang }): ReaderTable[] {
  const t = TEXT[lang];
  const title = rules.variant ? `${rules.title} (${rules.variant.name})` : rules.title;
  const sectors = rules.sectors.count;
  const checked = checkedPlacement(rules);
  return [
    {
      id: 'deal',
      caption: t.deal(title),
      columns: [{ label: t.players, numeric: true }, { label: t.each, numeric: true }, { label: t.game, numeric: true, computed: true }, { label: t.scores }],
      headerColumn: 0,
      rows: rules.deal.map((d) => {
        const left = sectors - d.players * d.colours;
        return { key: d.id, cells: [String(d.players), String(d.colours), String(left), left === 0 ? t.none : d.gameScoresBest === null ? t.all : t.best(d.gameScoresBest)] };
      }),
      note: t.dealNote(sectors),
    },
    {
      id: 'chips',
      caption: t.chips(title),
      columns: [{ label: t.number, numeric: true }, { label: t.count, numeric: true }],
      headerColumn: 0,
      rows: countValues(rules.chips.values)
        .sort((a, b) => a.value - b.value)
        .map((c) => ({ key: `chip/${c.value}`, cells: [String(c.value), String(c.count)] })),
      note: t.chipsNote(rules),
    },
    {
      id: 'rules',
      caption: t.rules(title),
      columns: [{ label: t.what }, { label: t.how }],
      headerColumn: 0,
      rows: [
        { key: 'placing', cells: [t.placing, checked ? t.checked : t.unchecked] },
        { key: 'irregular', cells: [t.irregular, checked ? t.never : keepsIrregular(rules) ? t.collect(rules.irregularBonus) : t.discard] },
        { key: 'sector', cells: [t.sector, t.sectorHow] },
        { key: 'end', cells: [t.end, t.endHow] },
      ],
    },
  ];
}
