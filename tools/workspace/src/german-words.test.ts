/**
 * A proofreader for every German text the project shows: the `de` tables of the elements, the
 * boards, the game modules, the CLI and the site's scripts, the `de` entries of the games' word
 * files (`texts.json`, `page.json`), and the `data-lang="de"` blocks of the site's pages. It reads the sources rather than running them, so that it reaches every text,
 * also those a game shows only in a rare moment; a template's `cond ? 'a' : 'b'` parts are spelled
 * out both ways (`Wurf${n === 1 ? '' : 'en'}` yields "Wurf" and "Wurfen"), anything else it cannot
 * know stands as "…". It fails on ASCII stand-ins for umlauts and ß and on English words left in
 * German text.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Stand-ins for umlauts and ß: a word as a careless keyboard spells it (whole words, any case).
 * Only words that are not German as they stand: "zahlt", "musst", "lange", "ausgelost", "niedrigste" are.
 */
const STAND_INS = [
  // a missing umlaut
  'fur', 'uber', 'wurfen', 'wurfe', 'wurfel', 'wurfeln', 'zuruck', 'mussen', 'konnen', 'wahlen', 'wahle', 'gewahlt',
  'nachste', 'nachsten', 'nachster', 'hochste', 'hochsten', 'spater', 'moglich', 'andern', 'geandert', 'anderung',
  'kase', 'mause', 'graten', 'stabchen', 'halfte', 'halften', 'fullen', 'uberspringen', 'schlussel', 'regelanderung',
  'grosse', 'grosser', 'gross',
  // ae/oe/ue spellings
  'fuer', 'ueber', 'wuerfe', 'wuerfen', 'wuerfel', 'wuerfeln', 'zurueck', 'muessen', 'koennen', 'waehlen', 'waehle', 'naechste',
  'naechsten', 'naechster', 'hoechste', 'spaeter', 'moeglich', 'aendern', 'geaendert', 'aenderung', 'zaehlt', 'zaehlen', 'kaese',
  'maeuse', 'graeten', 'staebchen', 'haelfte', 'haelften', 'schluessel', 'groesse', 'groesser', 'weiss', 'heisst', 'schliesslich',
  'strasse', 'massstab',
];

/** English words that have no business in German text (whole words, case kept: "Bot" is German too). */
const ENGLISH = ['star', 'tactician', 'tacticians', 'random', 'the', 'and', 'with', 'player', 'players', 'your', 'you', 'throw', 'throws', 'round', 'turn', 'not', 'none'];

/** Other slips a reader trips over: a gender-split word broken in two, a cell named as code. */
const SLIPS: readonly [RegExp, string][] = [
  [/\bSpieler innen\b/, 'a split "Spieler innen"'],
  [/\br\d+c\d+\b/, 'a cell named as code (r5c7)'],
  [/\bvon Du\b/, '"von Du"'],
];

function problems(text: string): string[] {
  const out: string[] = [];
  for (const word of text.match(/[\p{L}]+/gu) ?? []) {
    const lower = word.toLowerCase();
    if (STAND_INS.includes(lower)) out.push(`stand-in "${word}"`);
    if (ENGLISH.includes(word)) out.push(`English "${word}"`);
  }
  for (const [re, what] of SLIPS) if (re.test(text)) out.push(what);
  return out;
}

/** A table or value is German when its name says so: `de`, `DE`, `PHRASES_DE`, `sizeDe`, `timesWordDe`. */
const germanName = (name: string) => /^(de|DE)$|De$|_DE$/.test(name);

const MAX_SPELLINGS = 64;

/** Every text a string-ish expression can produce; what is not spelled out in the source stands as "…". */
function spellings(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return spellings(node.expression);
  if (ts.isConditionalExpression(node)) {
    const both = [...spellings(node.whenTrue), ...spellings(node.whenFalse)];
    return both.length > 0 ? both : ['…'];
  }
  if (ts.isTemplateExpression(node)) {
    let acc = [node.head.text];
    for (const span of node.templateSpans) {
      const parts = spellings(span.expression);
      const next: string[] = [];
      for (const a of acc) for (const p of parts.length > 0 ? parts : ['…']) next.push(a + p + span.literal.text);
      acc = next.slice(0, MAX_SPELLINGS);
    }
    return acc;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = spellings(node.left);
    const right = spellings(node.right);
    return left.flatMap((l) => right.map((r) => l + r)).slice(0, MAX_SPELLINGS);
  }
  return ['…'];
}

/** Code in prose (a house-rule file's name in `<code>`, as a page's texts carry it) is not German. */
const withoutCode = (text: string) => text.replace(/<code\b[^>]*>[\s\S]*?<\/code>/g, ' ');

/** The outermost string-ish expressions below a node (a template's parts belong to the template). */
function texts(node: ts.Node, out: string[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
    out.push(...spellings(node).map(withoutCode));
    // A template's expressions may hold texts of their own (`${n === 1 ? 'Wurf' : 'Würfe'}` is spelled above; a call's arguments are not).
    if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) texts(span.expression, out);
    return;
  }
  // Keys and imports are code, not text.
  if (ts.isImportDeclaration(node) || ts.isElementAccessExpression(node)) return;
  ts.forEachChild(node, (child) => texts(child, out));
}

/** The German texts of a TypeScript source: everything under a German-named property or variable. */
export function germanTextsOfSource(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    const named =
      (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) && node.initializer && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && germanName(node.name.text);
    if (named) texts(node.initializer!, out);
    else ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The German texts of a JSON word file: every string under a German-named key (`de`), at any depth. */
export function germanTextsOfJson(source: string): string[] {
  const out: string[] = [];
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [withoutCode(value)] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        if (germanName(k)) out.push(...strings(v));
        else visit(v);
      }
  };
  visit(JSON.parse(source));
  return out;
}

const decode = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)));

/** The German texts of a page: the `data-lang="de"` elements' text and the `data-de` / `data-label-de` attributes. */
export function germanTextsOfHtml(html: string): string[] {
  const out: string[] = [];
  const prose = withoutCode(html);
  for (const m of prose.matchAll(/<(\w+)\b[^>]*\bdata-lang="de"[^>]*>([\s\S]*?)<\/\1>/g)) out.push(decode(m[2]!.replace(/<[^>]*>/g, ' ')));
  for (const m of html.matchAll(/\bdata-(?:label-)?de="([^"]*)"/g)) out.push(decode(m[1]!));
  return out;
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => existsSync(join(ROOT, f)) && /^(packages|apps|tools)\//.test(f) && !/(^|\/)(dist|node_modules|test-support|fixtures)\//.test(f))
  .filter(
    (f) =>
      (/\/src\/.*\.ts$/.test(f) && !/\.(test|spec)\.ts$/.test(f) && !f.startsWith('apps/site-e2e/') && !f.startsWith('tools/workspace/')) ||
      /^apps\/site\/.*\.html$/.test(f) ||
      /^(packages\/games\/.*|apps\/site)\/src\/[^/]+\.json$/.test(f) ||
      // Words kept as data elsewhere: the site's page heads, the elements' storage notice.
      /^(apps\/site\/partials|packages\/elements\/src\/shared)\/[^/]+\.json$/.test(f),
  );

/** The German texts of a file, by its kind. */
const germanTexts = (file: string, source: string): string[] =>
  file.endsWith('.html') ? germanTextsOfHtml(source) : file.endsWith('.json') ? germanTextsOfJson(source) : germanTextsOfSource(file, source);

const findings = (file: string): string[] => {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const found = germanTexts(file, source);
  return [...new Set(found.flatMap((text) => problems(text).map((p) => `${file}: ${p} in "${text.slice(0, 120)}"`)))];
};

describe('German text is proofread', () => {
  it('would catch a missing umlaut, an English word and a code-like cell name, also in a spelled-out template', () => {
    const source = [
      "const TEXT = { en: { best: (k: number) => `best of ${k} throw${k === 1 ? '' : 's'}` },",
      "  de: { best: (k: number) => `bestes Spiel in ${k} Wurf${k === 1 ? '' : 'en'}`, face: '3, star', cell: 'Feld r5c7' } };",
    ].join('\n');
    const found = germanTextsOfSource('probe.ts', source);
    expect(found).toContain('bestes Spiel in … Wurfen');
    expect(found.some((t) => t.includes('throw'))).toBe(false);
    expect(found.flatMap(problems)).toEqual(['stand-in "Wurfen"', 'English "star"', 'a cell named as code (r5c7)']);
  });

  it('reads the German of a page and leaves its English alone', () => {
    const html = '<p data-lang="en">Roll the dice</p><p data-lang="de">Die <b>Wurfel</b> fur alle</p><option data-de="nachste Runde">next</option>';
    expect(germanTextsOfHtml(html).flatMap(problems)).toEqual(['stand-in "Wurfel"', 'stand-in "fur"', 'stand-in "nachste"']);
  });

  it("reads the German of a game's word file at any depth and leaves its English and its keys alone", () => {
    const json = JSON.stringify({ states: { wurfel: { label: { de: 'Wurfel', en: 'the dice' } } }, how: { de: ['fur <code>wuerfel</code>'], en: ['you'] } });
    expect(germanTextsOfJson(json).flatMap(problems)).toEqual(['stand-in "Wurfel"', 'stand-in "fur"']);
  });

  it('passes real German', () => {
    expect(problems('Größe, Würfe, für, über, zurück, nächste, in 2 Würfen, Stern, Taktiker, Zeile 5, Spalte 7')).toEqual([]);
  });

  it('finds German text in the boards, the game modules, the elements and the site', () => {
    const counted = (prefix: string) => files.filter((f) => f.startsWith(prefix)).flatMap((f) => {
      const source = readFileSync(join(ROOT, f), 'utf8');
      return germanTexts(f, source);
    }).length;
    for (const prefix of ['packages/games/', 'packages/elements/', 'apps/site/src/', 'apps/site/playground.html', 'apps/site/partials/']) expect(counted(prefix), prefix).toBeGreaterThan(5);
    // The games' word files: each game's module words and page words.
    const wordFiles = files.filter((f) => f.endsWith('.json'));
    expect(wordFiles.filter((f) => /\/src\/texts\.json$/.test(f)).length).toBeGreaterThanOrEqual(4);
    for (const f of wordFiles) expect(germanTextsOfJson(readFileSync(join(ROOT, f), 'utf8')).length, f).toBeGreaterThan(5);
  });

  it('finds no stand-in for an umlaut and no English word in any German text', () => {
    expect(files.flatMap(findings)).toEqual([]);
  });
});
