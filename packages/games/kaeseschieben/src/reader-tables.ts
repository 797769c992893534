import { formatPercent, type Lang, type LocalText, type ReaderTable } from '@regelwerk/engine';
import { stepOdds } from './rules/odds.js';
import type { KaeseschiebenRules } from './schema/rules.js';

/** Readable names of the cube sizes the shipped rule files use; other sizes show their label. */
const NAMES: Readonly<Record<string, LocalText>> = {
  small: { de: 'klein', en: 'small' },
  medium: { de: 'mittel', en: 'medium' },
  large: { de: 'groß', en: 'large' },
};

/** Readable names of the die's symbols (the rulebook's star); a number reads as itself. */
const FACES: Readonly<Record<string, LocalText>> = {
  star: { de: 'Stern', en: 'star' },
};

const faceName = (face: number | string, lang: Lang) => (typeof face === 'number' ? String(face) : (FACES[face]?.[lang] ?? face));
const faceList = (r: KaeseschiebenRules, lang: Lang) => r.dice.die.faces.map((f) => faceName(f, lang)).join(', ');

export const sizeName = (rules: KaeseschiebenRules, id: string, lang: Lang) => NAMES[id]?.[lang] ?? rules.cubes.find((c) => c.id === id)?.label ?? id;

const TEXT = {
  en: {
    cubes: (t: string) => `${t}: the cheese cubes`,
    size: 'Size',
    count: 'Count',
    worms: 'With a worm',
    value: 'Points',
    cubesNote: (r: KaeseschiebenRules) =>
      `A cube with a worm scores ${r.wormyValue}. Which cubes carry the worms is drawn anew each round; nobody knows it for the cubes on the board or held by others${r.options.blind ? ', and in this variant not even for their own' : '; each player knows it for their own'}.`,
    layout: (t: string) => `${t}: the cheese at the start`,
    column: (k: number) => `Column ${k}`,
    row: (k: number) => `Row ${k}`,
    layoutNote: (r: KaeseschiebenRules) =>
      `The block lies in the middle of the ${r.board.width}×${r.board.height} board. Each mouse starts on the ${r.startFromRight}th square from the right of the row in front of its player.`,
    steps: (t: string) => `${t}: how far a turn moves`,
    howMany: 'Steps',
    chance: 'Chance',
    stepsNote: (r: KaeseschiebenRules) =>
      r.joker ? `The die shows ${faceList(r, 'en')}. On ${faceName(r.joker.face, 'en')} it is thrown again and the number counts ×${r.joker.times}, once, however many ${faceName(r.joker.face, 'en')} come first.` : `The die shows ${faceList(r, 'en')}.`,
  },
  de: {
    cubes: (t: string) => `${t}: die Käsewürfel`,
    size: 'Größe',
    count: 'Anzahl',
    worms: 'Mit Wurm',
    value: 'Punkte',
    cubesNote: (r: KaeseschiebenRules) =>
      `Ein Würfel mit Wurm zählt ${r.wormyValue}. Welche Würfel einen Wurm haben, wird jede Runde neu ausgelost; bei Würfeln auf dem Brett oder bei anderen weiß es niemand${r.options.blind ? ', in dieser Variante auch nicht bei den eigenen' : '; bei den eigenen darf man nachsehen'}.`,
    layout: (t: string) => `${t}: der Käse zu Beginn`,
    column: (k: number) => `Spalte ${k}`,
    row: (k: number) => `Reihe ${k}`,
    layoutNote: (r: KaeseschiebenRules) =>
      `Der Block liegt in der Mitte des ${r.board.width}×${r.board.height}-Bretts. Jede Maus beginnt auf dem ${r.startFromRight}. Feld von rechts in der Reihe vor ihrem Spieler.`,
    steps: (t: string) => `${t}: wie weit ein Zug geht`,
    howMany: 'Schritte',
    chance: 'Chance',
    stepsNote: (r: KaeseschiebenRules) =>
      r.joker
        ? `Der Würfel zeigt ${faceList(r, 'de')}. Bei ${faceName(r.joker.face, 'de')} wird noch einmal gewürfelt und die Zahl zählt ×${r.joker.times}, nur einmal, egal wie oft ${faceName(r.joker.face, 'de')} vorher fiel.`
        : `Der Würfel zeigt ${faceList(r, 'de')}.`,
  },
};

/** The cubes (count, value, worms), the layout at the start, and how far a turn moves. */
export function readerTables(rules: KaeseschiebenRules, { lang }: { readonly lang: Lang }): ReaderTable[] {
  const t = TEXT[lang];
  const pct = (p: number) => formatPercent(p, lang);
  const title = rules.variant ? `${rules.title} (${rules.variant.name})` : rules.title;
  const width = rules.layout[0]?.length ?? 0;
  return [
    {
      id: 'cubes',
      caption: t.cubes(title),
      columns: [{ label: t.size }, { label: t.count, numeric: true }, { label: t.worms, numeric: true }, { label: t.value, numeric: true }],
      headerColumn: 0,
      rows: rules.cubes.map((c) => ({ key: c.id, cells: [sizeName(rules, c.id, lang), String(c.count), String(c.worms), String(c.value)] })),
      note: t.cubesNote(rules),
    },
    {
      id: 'layout',
      caption: t.layout(title),
      columns: [{ label: '' }, ...Array.from({ length: width }, (_, k) => ({ label: t.column(k + 1) }))],
      headerColumn: 0,
      rows: rules.layout.map((row, y) => ({ key: `row-${y + 1}`, cells: [t.row(y + 1), ...row.map((id) => sizeName(rules, id, lang))] })),
      note: t.layoutNote(rules),
    },
    {
      id: 'steps',
      caption: t.steps(title),
      columns: [{ label: t.howMany, numeric: true }, { label: t.chance, numeric: true, computed: true }],
      headerColumn: 0,
      rows: stepOdds(rules).map((o) => ({ key: `steps-${o.steps}`, cells: [String(o.steps), pct(o.probability)] })),
      note: t.stepsNote(rules),
    },
  ];
}
