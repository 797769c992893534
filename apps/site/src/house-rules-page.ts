// The house-rule picker: every shipped variant file, grouped by region or source, in both
// languages (the site's switch shows one), each with its source and links to play it and to
// open it in the playground.
import { GAME_IDS } from '@regelwerk/games';
import { pickerGroups, type PickerEntry } from './catalogue.js';
import { el } from './dom.js';
import type { SiteLang } from './lang.js';
import { ruleFiles } from './rules.js';

const LANGS: readonly SiteLang[] = ['en', 'de'];
const WORDS = {
  en: { play: 'Play', playground: 'Change in the playground', source: 'Source', rulebook: 'the rulebook', file: 'File' },
  de: { play: 'Spielen', playground: 'In der Werkstatt ändern', source: 'Quelle', rulebook: 'die Spielregel', file: 'Datei' },
} satisfies Record<SiteLang, unknown>;

/** One text per language, shown by the site's switch. */
const both = (tag: 'span' | 'p', text: (lang: SiteLang) => string, attrs: Record<string, string> = {}) => LANGS.map((lang) => el(tag, { 'data-lang': lang, ...attrs }, text(lang)));

function entry(e: PickerEntry): HTMLElement {
  const host = e.source ? new URL(e.source).host.replace(/^www\./, '') : null;
  return el(
    'li',
    { class: 'house-rule', 'data-variant': e.file },
    el('p', { class: 'what' }, ...both('span', (l) => e.text[l])),
    el(
      'p',
      { class: 'links' },
      el('a', { href: e.play, class: 'play', 'data-action': 'play' }, ...both('span', (l) => WORDS[l].play)),
      el('a', { href: e.playground, class: 'open', 'data-action': 'playground' }, ...both('span', (l) => WORDS[l].playground)),
      host
        ? el('a', { href: e.source!, class: 'source', rel: 'external noopener', 'data-action': 'source' }, ...both('span', (l) => `${WORDS[l].source}: `), host)
        : el('span', { class: 'source' }, ...both('span', (l) => `${WORDS[l].source}: ${WORDS[l].rulebook}`)),
      el('code', { class: 'file', title: `rules/variants/${e.file}.rules` }, `${e.file}.rules`),
    ),
  );
}

const main = document.getElementById('catalogue')!;
main.replaceChildren(
  ...pickerGroups(ruleFiles, GAME_IDS).map(({ group, entries }) =>
    el('section', { class: 'house-rule-group', 'aria-labelledby': `group-${group.id}` }, el('h2', { id: `group-${group.id}` }, ...both('span', (l) => group.title[l])), el('ul', { class: 'house-rules' }, ...entries.map(entry))),
  ),
);
document.documentElement.dataset.ready = 'true';
