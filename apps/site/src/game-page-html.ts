// Every game's page, from this one template: the build (and the dev server) writes `<id>.html` for
// each game of the registry (vite.config.ts), filled from the game's declaration, its module's
// texts and its page data (`page` in its `defineGame`, docs/adding-a-game.md). No game is named
// here. The page's script, src/game-page.ts, is the same for every game.
import type { GamePage, LocalText, LocalTexts, PageAttributes } from '@regelwerk/engine';
import { escapeAttr, pageHeadLines, pageHtml } from './page-head.js';

/** What the template needs of one game. */
export interface GamePageInput {
  readonly id: string;
  /** The page's heading and title (the module's title, else the declaration's name). */
  readonly title: LocalText;
  /** The module's one-line summary: the page's introduction when the game has no page data. */
  readonly summary?: LocalText;
  readonly page?: GamePage;
}

const LANGS = ['en', 'de'] as const;
type Lang = (typeof LANGS)[number];

/** The template's own words, the same on every game's page. */
const WORDS = {
  how: { en: 'How it plays', de: 'So wird gespielt' },
  play: { en: 'Play', de: 'Spielen' },
  playText: { en: 'You play against bots; every control works with the keyboard.', de: 'Du spielst gegen Bots; alles geht auch mit der Tastatur.' },
  opponents: { en: 'Bots at the table', de: 'Bots am Tisch' },
  chart: { en: 'The statechart the game runs on', de: 'Das Zustandsdiagramm, nach dem das Spiel läuft' },
  chartText: {
    en: 'This is the machine the game executes, not a drawing of it: the states it is in light up as you play, and the arrows it can take next are marked. Select a state to read about it.',
    de: 'Das ist die Maschine, die das Spiel ausführt, keine Zeichnung davon: Die Zustände, in denen es gerade ist, leuchten beim Spielen auf, und die Übergänge, die als Nächstes möglich sind, sind hervorgehoben. Wähle einen Zustand aus, um mehr über ihn zu lesen.',
  },
  table: { en: 'The rule file in tables', de: 'Die Regeldatei in Tabellen' },
  tableText: { en: 'The tables come from the rule file.', de: 'Die Tabellen kommen aus der Regeldatei.' },
  decisions: (rulebook = 'die Spielregel') => ({ en: 'Decisions where the rulebook is silent', de: `Entscheidungen, wo ${rulebook} schweigt` }),
  change: { en: 'Change these rules', de: 'Diese Regeln ändern' },
  changeText: {
    en: '— write your own house rule, starting from this one, and see what it changes.',
    de: '– schreib deine eigene Hausregel, ausgehend von dieser, und sieh, was sie ändert.',
  },
} as const;

const attrs = (a: PageAttributes) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
const indent = (lines: readonly string[], by: number) => lines.map((l) => `${' '.repeat(by)}${l}`);

/** A paragraph (or other block) per language; the page's switch shows one. */
const both = (text: LocalText, tag = 'p') => LANGS.map((l) => `<${tag} data-lang="${l}">${text[l]}</${tag}>`);
/** Inline text in both languages. */
const spans = (text: LocalText) => LANGS.map((l) => `<span data-lang="${l}">${text[l]}</span>`).join('');
/** Paragraphs in pairs, each followed by its translation. */
const paragraphs = (texts: LocalTexts) =>
  Array.from({ length: Math.max(texts.en.length, texts.de.length) }, (_, i) => LANGS.flatMap((l) => (texts[l][i] === undefined ? [] : [`<p data-lang="${l}">${texts[l][i]}</p>`]))).flat();
const list = (texts: LocalTexts) => LANGS.flatMap((l) => [`<ul data-lang="${l}">`, ...texts[l].map((t) => `  <li>${t}</li>`), '</ul>']);
const heading = (id: string, text: LocalText) => `<h2 id="${id}">${spans(text)}</h2>`;
const section = (id: string, body: readonly string[], cls?: string) => [`<section aria-labelledby="${id}"${cls ? ` class="${cls}"` : ''}>`, ...indent(body, 2), '</section>'];

const bots = (n: number) => Array.from({ length: n }, () => 'tactician').join(', ');
const botWords: Record<Lang, (n: number) => string> = { en: (n) => `${n} bot${n === 1 ? '' : 's'}`, de: (n) => `${n} Bot${n === 1 ? '' : 's'}` };

function playSection(id: string, page: GamePage | undefined): string[] {
  const play = page?.play;
  const opponents = play?.opponents;
  const game = { ...(opponents ? { bots: bots(opponents.selected), 'storage-key': `${id}-${opponents.selected}-bots` } : { bots: bots(2) }), ...play?.game };
  const picker = opponents
    ? [
        `<label for="opponents">${spans(WORDS.opponents)}</label>`,
        '<select id="opponents">',
        ...Array.from({ length: opponents.most }, (_, i) => i + 1).map(
          (n) => `  <option value="${n}"${n === opponents.selected ? ' selected' : ''} data-de="${botWords.de(n)}">${botWords.en(n)}</option>`,
        ),
        '</select>',
      ]
    : [];
  return section('play', [heading('play', WORDS.play), ...both(play?.text ?? WORDS.playText), ...picker, `<rw-game id="game" game="${id}"${attrs(game)}></rw-game>`], page?.wide ? 'full-bleed' : undefined);
}

function variantsSection(id: string, page: GamePage): string[] {
  const v = page.variants;
  const first = v.options[0]?.value;
  if (first === undefined) return [];
  const table = v.table ?? {};
  return section('variants', [
    heading('variants', v.heading),
    ...both(v.text),
    `<label for="variant-select">${spans(v.label)}</label>`,
    '<select id="variant-select">',
    ...v.options.map((o) => `  <option value="${escapeAttr(o.value)}" data-de="${escapeAttr(o.de)}">${o.en}</option>`),
    '</select>',
    `<div id="variant-area" class="compare${page.wide ? ' full-bleed' : ''}">`,
    `  <rw-game id="variant-game" game="${id}" variant="${first}" storage-key="${id}-${first}"${attrs(v.game)}></rw-game>`,
    '  <div class="tables">',
    `    <rw-rules-table id="variant-table" game="${id}" variant="${first}" compare="standard"${attrs(table)}></rw-rules-table>`,
    ...(v.beside ? [`    <rw-rules-table game="${id}"${attrs(table)}></rw-rules-table>`] : []),
    '  </div>',
    '</div>',
    '<p class="playground-link">',
    `  <a id="playground-link" href="/playground.html?game=${id}&amp;variant=${first}">${spans(WORDS.change)}</a>`,
    ...indent(both(WORDS.changeText, 'span'), 2),
    '</p>',
  ]);
}

/** The page of one game: the site's partials (`<!-- site:head -->`, `<!-- site:nav -->`) go in after. */
export function gamePageHtml({ id, title, summary, page }: GamePageInput): string {
  const intro = page?.intro ?? summary;
  const description = page?.description ?? summary ?? title;
  const main = [
    ...(page ? section('how', [heading('how', WORDS.how), ...paragraphs(page.how)]) : []),
    '<div class="side-by-side">',
    ...indent([...playSection(id, page), ...section('chart', [heading('chart', WORDS.chart), ...both(page?.chart ?? WORDS.chartText), `<rw-statechart game="${id}" for="game"></rw-statechart>`])], 2),
    '</div>',
    ...section('table', [heading('table', page?.table.heading ?? WORDS.table), ...both(page?.table.text ?? WORDS.tableText), `<rw-rules-table game="${id}" for="game"></rw-rules-table>`]),
    ...(page ? section('decisions', [heading('decisions', WORDS.decisions(page.decisions.rulebook)), ...list(page.decisions)]) : []),
    ...(page ? variantsSection(id, page) : []),
  ];
  return pageHtml({
    head: ['<!-- site:head -->', ...pageHeadLines({ title: { en: `${title.en} — regelwerk`, de: `${title.de} — regelwerk` }, description, scripts: ['/cdn/regelwerk.js', '/src/game-page.ts'] })],
    body: [
      '<header>',
      '  <!-- site:nav -->',
      `  <h1>${title.en === title.de ? escapeAttr(title.en) : spans(title)}</h1>`,
      ...indent(intro ? both(intro) : [], 2),
      '</header>',
      '<main>',
      ...indent(main, 2),
      '</main>',
    ],
  });
}
