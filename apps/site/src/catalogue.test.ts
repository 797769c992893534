// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, citedSource, GROUPS, pickerGroups } from './catalogue.js';
import { variantAsked } from './pickers.js';

const rules = new URL('../../../rules/', import.meta.url);
const files = new Map(readdirSync(new URL('variants/', rules)).map((f) => [`variants/${f}`, readFileSync(new URL(`variants/${f}`, rules), 'utf8')]));
const GAMES = ['schocken', 'sushizock', 'kaeseschieben', 'okudos'];

describe('the house-rule catalogue of the site', () => {
  it.each(CATALOGUE.map((e) => [e.file, e] as const))('%s is a shipped file, and its source is the one the file cites', (file, e) => {
    const text = files.get(`variants/${file}.rules`);
    expect(text).toBeDefined();
    if (e.source) expect(text).toContain(e.source.replace(/^https?:\/\//, ''));
    expect(e.text.en.length).toBeGreaterThan(10);
    expect(e.text.de).not.toEqual(e.text.en);
  });

  it('lists every shipped variant file exactly once, with links to play it and to open it in the playground', () => {
    const listed = pickerGroups(files, GAMES).flatMap((g) => g.entries);
    expect(listed.map((e) => `variants/${e.file}.rules`).sort()).toEqual([...files.keys()].sort());
    const jule = listed.find((e) => e.file === 'schocken-jule-greher')!;
    expect(jule).toMatchObject({ game: 'schocken', variant: 'jule-greher', play: '/schocken.html?variant=jule-greher#variants', playground: '/playground.html?game=schocken&variant=jule-greher' });
  });

  it('shows a file the catalogue does not name under "more", with its own first comment line and cited source', () => {
    const more = new Map(files);
    more.set('variants/schocken-probe.rules', '# A probe house rule.\n# Source: https://example.org/probe, https://example.org/other\nvariant "probe" extends schocken\n');
    const groups = pickerGroups(more, GAMES);
    expect(groups.at(-1)).toMatchObject({ group: { id: 'more' }, entries: [{ file: 'schocken-probe', variant: 'probe', text: { en: 'A probe house rule.' }, source: 'https://example.org/probe' }] });
    expect(GROUPS.map((g) => g.id)).toContain('more');
  });

  it('reads a cited source from a comment, and none where there is none', () => {
    expect(citedSource('# Sources: http://a.example/x, http://b.example/y\n')).toBe('http://a.example/x');
    expect(citedSource('# Variant from the rulebook.\n')).toBeNull();
  });

  it('a game page takes a house rule from ?variant=, and nothing that is not a name', () => {
    expect(variantAsked('?variant=erste-n-steine')).toBe('erste-n-steine');
    expect(variantAsked('?variant=%3Cscript%3E')).toBeNull();
    expect(variantAsked('?seed=1')).toBeNull();
  });
});
