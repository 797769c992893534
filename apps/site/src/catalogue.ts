// The catalogue of house rules shipped in rules/variants, for the site's house-rule picker:
// grouped by region or source, each with a line in our own words in both languages and its
// source (the survey in docs/house-rules.md lists them all). A variant file the list does not
// name yet is shown too, under "more", with the first line of its own comment.
import type { SiteLang } from './lang.js';

type Words = Readonly<Record<SiteLang, string>>;

export interface CatalogueGroup {
  readonly id: string;
  readonly title: Words;
}

export interface CatalogueEntry {
  /** The file name below rules/variants without `.rules`: `<game>-<variant>`. */
  readonly file: string;
  readonly group: string;
  readonly text: Words;
  /** The public page the rule comes from; null for the rulebook's own variants. */
  readonly source: string | null;
}

export const GROUPS: readonly CatalogueGroup[] = [
  { id: 'rhineland', title: { en: 'Schocken in the Rhineland and Westphalia: clubs and tournaments', de: 'Schocken im Rheinland und in Westfalen: Vereine und Turniere' } },
  { id: 'hesse', title: { en: 'Jule in Hesse', de: 'Jule in Hessen' } },
  { id: 'sites', title: { en: 'Schocken as rule sites, apps and clubs elsewhere write it', de: 'Schocken nach Regelseiten, Apps und weiteren Vereinen' } },
  { id: 'classic', title: { en: 'Schocken: the common house rules', de: 'Schocken: die verbreiteten Hausregeln' } },
  { id: 'reviews', title: { en: 'Sushizock and Käseschieben: from reviews', de: 'Sushizock und Käseschieben: aus Rezensionen' } },
  { id: 'rulebook', title: { en: 'Variants the rulebooks give', de: 'Varianten aus den Spielregeln' } },
  { id: 'more', title: { en: 'More house rules', de: 'Weitere Hausregeln' } },
];

export const CATALOGUE: readonly CatalogueEntry[] = [
  { file: 'schocken-offen-bellinghoven', group: 'rhineland', source: 'https://scbnev.bellinghoven-online.de/index.php?url=Schockerregeln.Html', text: { en: 'Everything is played open: no throw stays under the cup (Schockerclub Bellinghoven).', de: 'Alles wird offen gespielt: Kein Wurf bleibt unter dem Becher (Schockerclub Bellinghoven).' } },
  { file: 'schocken-werl-herausgelegt', group: 'rhineland', source: 'https://3kompanie.de/content/schockertunier-werl/spielregeln.html?nglayout=plain', text: { en: 'Dice set aside stay aside for the rest of the turn (Schockturnier Werl).', de: 'Herausgelegte Würfel bleiben liegen (Schockturnier Werl).' } },
  { file: 'schocken-general-ueber-schock-2', group: 'rhineland', source: 'http://tuspuetzchen.com/schockregeln.html', text: { en: 'Three of a kind, the General, ranks between Schock 3 and Schock 2 (Deutsche Schockmeisterschaft).', de: 'Drei Gleiche, der General, stehen zwischen Schock 3 und Schock 2 (Deutsche Schockmeisterschaft).' } },
  { file: 'schocken-bvb-dortmund', group: 'rhineland', source: 'https://www.bvb.de/de/en/general/campaign/schocken.html', text: { en: 'Dice set aside stay aside, sixes may be turned into ones, the General above Schock 2 (Borussia Dortmund).', de: 'Herausgelegtes bleibt liegen, Sechsen werden zu Einsen, der General über Schock 2 (Borussia Dortmund).' } },
  { file: 'schocken-nrw-jusos', group: 'rhineland', source: 'https://wiki.nrwjusos.de/wiki/schocken-heisst-der-antrag/', text: { en: 'General and Straße only in one throw; two sixes of one throw become a one (NRW Jusos).', de: 'General und Straße nur aus der Hand; zwei Sechsen eines Wurfs werden zur Eins (NRW Jusos).' } },
  { file: 'schocken-turnier-11-13-15', group: 'rhineland', source: 'http://sackjeseech.com/web/html/index2d13.html?page=Thread&threadID=1788', text: { en: 'Three to five at a table, with 11, 13 or 15 tokens (a club tournament).', de: 'Drei bis fünf am Tisch, mit 11, 13 oder 15 Deckeln (ein Vereinsturnier).' } },
  { file: 'schocken-drei-wuerfe-fuer-alle', group: 'hesse', source: 'https://www.kerweborsch-biebesheim.de/juleturnier/juleregeln/', text: { en: 'Everyone may throw three times, whatever the starter did (Kerweborsch Biebesheim).', de: 'Jeder darf dreimal würfeln, egal wie oft der Anfänger warf (Kerweborsch Biebesheim).' } },
  { file: 'schocken-jule-greher', group: 'hesse', source: 'http://greher.de/jule/jule-spielregeln.htm', text: { en: 'Fifteen tokens, 1-1-1 "Chicago" costs all fifteen, 4-2-1 "Jule" seven, sixes turned.', de: 'Fünfzehn Deckel, 1-1-1 „Chicago“ kostet alle fünfzehn, 4-2-1 „Jule“ sieben, Sechsen drehen.' } },
  { file: 'schocken-zehn-deckel-je-spieler', group: 'hesse', source: 'http://www.casinospiegel.net/die-jule.html', text: { en: 'Ten tokens per player in the middle (an old games-book text of Jule).', de: 'Zehn Deckel je Spieler in der Mitte (ein alter Spielbuchtext zur Jule).' } },
  { file: 'schocken-sechsen-doppelt', group: 'sites', source: 'http://schockenohnetheke.de/de/regeln', text: { en: 'Two sixes of one throw become a one, three sixes two ones.', de: 'Zwei Sechsen eines Wurfs werden eine Eins, drei Sechsen zwei Einsen.' } },
  { file: 'schocken-sechsen-erster-wurf', group: 'sites', source: 'http://schockaus.de/seite4.html', text: { en: 'Sixes may be turned only right after the first throw (Knobelclub Schockaus).', de: 'Sechsen umdrehen nur direkt nach dem ersten Wurf (Knobelclub Schockaus).' } },
  { file: 'schocken-nur-einsen-raus', group: 'sites', source: 'https://h2g2.com/edited_entry/A593183', text: { en: 'Only dice showing a one may be set aside.', de: 'Nur Einsen dürfen herausgelegt werden.' } },
  { file: 'schocken-schock-out-verliert-das-spiel', group: 'sites', source: 'http://schockaus.de/seite4.html', text: { en: 'A Schock out loses the whole game for the worst, not only the half (Knobelclub Schockaus).', de: 'Ein Schock out verliert für den Schlechtesten das ganze Spiel, nicht nur die Hälfte (Knobelclub Schockaus).' } },
  { file: 'schocken-strasse-aus-der-hand', group: 'sites', source: 'http://schockaus.de/seite4.html', text: { en: 'Only the Straße must come in one throw; a General may be built.', de: 'Nur die Straße muss aus der Hand fallen; ein General darf gebaut werden.' } },
  { file: 'schocken-knobelklub-tingtingting', group: 'rhineland', source: 'http://knobelklub-tingtingting.de/seite/spielregeln.html', text: { en: 'General above Schock 2, only in one throw; sixes turned; 1-1-1 in one go is a "Hand out" (Knobelklub Ting Ting Ting).', de: 'General über Schock 2, nur aus der Hand; Sechsen drehen; 1-1-1 aus der Hand ist ein „Hand out“ (Knobelklub Ting Ting Ting).' } },
  { file: 'schocken-drei-sechsen-kosten-einen-wurf', group: 'rhineland', source: 'https://schocken-liga.blogspot.com/2019/11/schockturnier-im-alexander-duisdorf-26.html', text: { en: 'Turning three sixes into two ones costs a throw (a tournament in Bonn-Duisdorf).', de: 'Drei Sechsen zu zwei Einsen drehen kostet einen Wurf (ein Turnier in Bonn-Duisdorf).' } },
  { file: 'schocken-stechen', group: 'rhineland', source: 'http://monopoly-duesseldorf.de/knobeln.html', text: { en: 'Players tied for the worst throw settle it with one more throw each (Knobeln in Düsseldorf).', de: 'Wer gleich schlecht geworfen hat, sticht mit einem weiteren Wurf (Knobeln in Düsseldorf).' } },
  { file: 'schocken-stechen-augensumme', group: 'hesse', source: 'https://www.kerweborsch-biebesheim.de/juleturnier/juleregeln/', text: { en: 'A tie for the worst throw is thrown off, one throw each, the lower sum of pips loses (Kerweborsch Biebesheim).', de: 'Gleichstand beim schlechtesten Wurf wird ausgestochen, ein Wurf je Spieler, die kleinere Augensumme verliert (Kerweborsch Biebesheim).' } },
  { file: 'schocken-zwei-verlorene-haelften', group: 'hesse', source: 'https://www.kerweborsch-biebesheim.de/juleturnier/juleregeln/', text: { en: 'Halves go on until somebody has lost two: that player has lost the game, no final (Kerweborsch Biebesheim).', de: 'Hälften bis einer zwei verloren hat: Der hat das Spiel verloren, kein Finale (Kerweborsch Biebesheim).' } },
  { file: 'schocken-drei-leben', group: 'rhineland', source: 'https://schocken.ffw-dattenberg.de', text: { en: 'Three lives: each lost game costs one, a player without lives leaves, the last with lives wins (Dattenberg, Velen, Kamen).', de: 'Drei Leben: Jedes verlorene Spiel kostet eins, wer keins mehr hat, scheidet aus, der Letzte mit Leben gewinnt (Dattenberg, Velen, Kamen).' } },
  { file: 'schocken-fiebel-turnier', group: 'sites', source: 'http://schocken.org/Inhalt/Fiebel/Fiebel_Turnier.html', text: { en: 'A match of thirteen games at tables of three to five; each game costs its loser five points (schocken.org).', de: 'Ein Turnier aus dreizehn Spielen an Tischen zu dritt bis fünft; jedes Spiel kostet seinen Verlierer fünf Punkte (schocken.org).' } },
  { file: 'schocken-deckel-aus-dem-spiel', group: 'hesse', source: 'https://www.kerweborsch-biebesheim.de/juleturnier/juleregeln/', text: { en: 'Once the middle is empty, the best puts tokens out of play; whoever still holds tokens last loses.', de: 'Ist die Mitte leer, legt der Beste Deckel aus dem Spiel; wer zuletzt noch Deckel hat, verliert.' } },
  { file: 'schocken-ein-wurf-aus-der-mitte', group: 'sites', source: 'https://www.weizhaoxiang.com/2020/10/23/app-571000955/', text: { en: 'While tokens come from the middle, everyone throws exactly once.', de: 'Solange Deckel aus der Mitte kommen, würfelt jeder genau einmal.' } },
  { file: 'schocken-summe-der-runde', group: 'sites', source: 'http://www.casinospiegel.net/die-jule.html', text: { en: 'From the middle, the worst receives the penalties of every throw of the round added up.', de: 'Aus der Mitte bekommt der Schlechteste die Werte aller Würfe der Runde zusammen.' } },
  { file: 'schocken-zu-zweit-in-die-mitte', group: 'sites', source: 'https://github.com/redspottedbittern/maxen', text: { en: 'Down to two players, tokens go out of play until one has none (Maxen).', de: 'Zu zweit gehen die Deckel aus dem Spiel, bis einer keine mehr hat (Maxen).' } },
  { file: 'schocken-deutsche-meisterschaft', group: 'rhineland', source: 'http://tuspuetzchen.com/schockregeln.html', text: { en: 'General above Schock 2 and only in one throw, sixes turned, and an opening round that already counts (Deutsche Schockmeisterschaft).', de: 'General über Schock 2 und nur aus der Hand, Sechsen umdrehen, und eine Eröffnungsrunde, die schon zählt (Deutsche Schockmeisterschaft).' } },
  { file: 'schocken-eroeffnungsrunde', group: 'rhineland', source: 'http://tuspuetzchen.com/schockregeln.html', text: { en: 'An opening round already counts: everyone throws once, the worst takes tokens and starts ("geladen").', de: 'Die Eröffnungsrunde zählt schon: jeder wirft einmal, der Schlechteste bekommt Deckel und beginnt („geladen“).' } },
  { file: 'schocken-eroeffnung-augensumme', group: 'sites', source: 'http://bjoerntanneberger.de/schock.htm', text: { en: 'An opening round by pips: the lowest sum takes one token and starts.', de: 'Eröffnungsrunde nach Augen: die niedrigste Summe bekommt einen Deckel und beginnt.' } },
  { file: 'schocken-finale-erste-haelfte', group: 'sites', source: 'http://bjoerntanneberger.de/schock.htm', text: { en: 'The loser of the first half starts the final.', de: 'Wer die erste Hälfte verloren hat, beginnt das Finale.' } },
  { file: 'schocken-juengster-beginnt', group: 'sites', source: 'https://das-burgerwerk.de/schocken/', text: { en: 'The youngest starts the first game: seat the youngest first (pub Burgerwerk).', de: 'Der Jüngste beginnt das erste Spiel: den Jüngsten zuerst setzen (Burgerwerk).' } },
  { file: 'schocken-max-und-moritz-unitopia', group: 'sites', source: 'http://gazelle.bplaced.net/games/unitopia/spiele/mm.html', text: { en: 'Max & Moritz: fifteen tokens each, two throws from the middle, the round’s sum, tokens out of play, the best starts the next round.', de: 'Max & Moritz: fünfzehn Deckel je Spieler, zwei Würfe aus der Mitte, die Summe der Runde, Deckel aus dem Spiel, der Beste beginnt die nächste Runde.' } },
  { file: 'schocken-jule-catweazle', group: 'hesse', source: 'https://www.catweazle-heidesheim.de/juleturnier/jule-spielregeln.html', text: { en: 'Jule at the Catweazle: 1-1-1 "Mohr" costs eight, 4-2-1 seven, "3 Dicke" above "Mit 2", the player after the loser starts.', de: 'Jule im Catweazle: 1-1-1 „Mohr“ kostet acht, 4-2-1 sieben, „3 Dicke“ über „Mit 2“, der Nächste nach dem Verlierer beginnt.' } },
  { file: 'schocken-jule-casinospiegel', group: 'hesse', source: 'http://www.casinospiegel.net/die-jule.html', text: { en: 'The old Jule: ten tokens each, one throw and the round’s sum from the middle, the old table, the fewest tokens start the second phase.', de: 'Die alte Jule: zehn Deckel je Spieler, aus der Mitte ein Wurf und die Summe der Runde, die alte Tafel, die wenigsten Deckel beginnen die zweite Phase.' } },
  { file: 'schocken-burgerwerk-blind-doppelt', group: 'sites', source: 'https://das-burgerwerk.de/schocken/', text: { en: 'A first throw may be thrown blind, the cup never lifted: it counts double, except a Schock out (pub Burgerwerk).', de: 'Der erste Wurf darf blind fallen, der Becher bleibt zu: er zählt doppelt, außer beim Schock out (Burgerwerk).' } },
  { file: 'schocken-jule', group: 'classic', source: 'http://greher.de/jule/jule-spielregeln.htm', text: { en: 'Jule: 4-2-1 right below Schock out, seven tokens.', de: 'Jule: 4-2-1 direkt unter Schock out, sieben Deckel.' } },
  { file: 'schocken-sechsen-umdrehen', group: 'classic', source: 'https://www.bvb.de/de/en/general/campaign/schocken.html', text: { en: 'Two sixes may be turned into a single one.', de: 'Zwei Sechsen dürfen zu einer Eins umgedreht werden.' } },
  { file: 'schocken-aus-der-hand', group: 'classic', source: 'http://tuspuetzchen.com/schockregeln.html', text: { en: 'General and Straße count only when thrown in one go.', de: 'General und Straße zählen nur aus der Hand.' } },
  { file: 'sushizock-erste-n-steine', group: 'reviews', source: 'http://michas-spielmitmir.de/spieletests.php?id=sushizock', text: { en: 'Sushizock: with n sushi any of the first n tiles of the row, not only the n-th.', de: 'Sushizock: Mit n Sushi eine der ersten n Portionen der Reihe, nicht nur die n-te.' } },
  { file: 'sushizock-eine-reihe-leer', group: 'reviews', source: 'http://ejf.cside.ne.jp/review/sushizockimgockelwok.html', text: { en: 'Sushizock: the game ends as soon as one row in the middle is empty.', de: 'Sushizock: Das Spiel endet, sobald eine Reihe in der Mitte leer ist.' } },
  { file: 'sushizock-graeten-5-4-2-1', group: 'reviews', source: null, text: { en: 'Sushizock: another count of the bones tiles, five −1 down to one −4.', de: 'Sushizock: eine andere Verteilung der Gräten, fünfmal −1 bis einmal −4.' } },
  { file: 'kaeseschieben-werte-1-2-3', group: 'reviews', source: 'http://www.luding.org/reviews/bpk/Kaeseschieben.html', text: { en: 'Käseschieben: cheese scores 1, 2 and 3 instead of 2, 3 and 4.', de: 'Käseschieben: Käse zählt 1, 2 und 3 statt 2, 3 und 4.' } },
  { file: 'kaeseschieben-blind', group: 'rulebook', source: null, text: { en: 'Käseschieben: nobody looks at their own cheese until the end.', de: 'Käseschieben: Niemand schaut vor dem Ende in seinen eigenen Käse.' } },
  { file: 'okudos-variante-1', group: 'rulebook', source: null, text: { en: "O'kudos, variant 1: with three players only the two best sectors score.", de: "O'kudos, Variante 1: Zu dritt zählen nur die zwei besten Sektoren." } },
  { file: 'okudos-variante-2', group: 'rulebook', source: null, text: { en: "O'kudos, variant 2: with three players everyone gets three colours.", de: "O'kudos, Variante 2: Zu dritt bekommt jeder drei Farben." } },
  { file: 'okudos-variante-3', group: 'rulebook', source: null, text: { en: "O'kudos, variant 3: an irregular chip goes to the discard pile.", de: "O'kudos, Variante 3: Ein irregulärer Chip kommt auf den Ablagestapel." } },
];

/** What a variant file is: its game and its name, from the file name `<game>-<variant>`. */
export function splitFile(file: string, games: readonly string[]): { readonly game: string; readonly variant: string } | null {
  const game = games.find((g) => file.startsWith(`${g}-`));
  return game ? { game, variant: file.slice(game.length + 1) } : null;
}

/** The first comment line of a rule text, as its description (for files the catalogue does not name). */
export function firstComment(text: string): string {
  const line = text.split('\n').find((l) => l.startsWith('#'));
  return line ? line.replace(/^#\s*/, '') : '';
}

/** The source address a rule file cites in its comment (`# Source: …` or `# Sources: …`), or null. */
export function citedSource(text: string): string | null {
  return /^#\s*Sources?\b[^:]*:\s*([^\s,]+)/m.exec(text)?.[1] ?? null;
}

export interface PickerEntry extends CatalogueEntry {
  readonly game: string;
  readonly variant: string;
  /** The game's page with this house rule in its house-rule section. */
  readonly play: string;
  /** The playground, starting from this house rule. */
  readonly playground: string;
}

/**
 * Every shipped variant file, grouped: the catalogue's entries in its order (those without a file
 * left out), then files the catalogue does not name, under `more`.
 */
export function pickerGroups(files: ReadonlyMap<string, string>, games: readonly string[]): { readonly group: CatalogueGroup; readonly entries: readonly PickerEntry[] }[] {
  const shipped = [...files.keys()].filter((p) => p.startsWith('variants/') && p.endsWith('.rules')).map((p) => p.slice('variants/'.length, -'.rules'.length));
  const named = new Set(CATALOGUE.map((e) => e.file));
  const entries: CatalogueEntry[] = [
    ...CATALOGUE.filter((e) => shipped.includes(e.file)),
    ...shipped
      .filter((f) => !named.has(f))
      .sort()
      .map((file): CatalogueEntry => {
        const text = files.get(`variants/${file}.rules`) ?? '';
        const line = firstComment(text);
        return { file, group: 'more', source: citedSource(text), text: { en: line, de: line } };
      }),
  ];
  const withLinks = entries.flatMap((e): PickerEntry[] => {
    const at = splitFile(e.file, games);
    if (!at) return [];
    const q = `game=${encodeURIComponent(at.game)}&variant=${encodeURIComponent(at.variant)}`;
    return [{ ...e, ...at, play: `/${at.game}.html?variant=${encodeURIComponent(at.variant)}#variants`, playground: `/playground.html?${q}` }];
  });
  return GROUPS.map((group) => ({ group, entries: withLinks.filter((e) => e.group === group.id) })).filter((g) => g.entries.length > 0);
}
