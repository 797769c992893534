/**
 * Page figures for the embed: gzip bytes of the JS and CSS a page with one game, its statechart
 * and its table loads; time to the statechart's first paint and to the game being interactive.
 * Serves the built site (apps/site/dist) on a port of its own and loads it in Debian's Chromium.
 * `npm run bench:page` prints these alone, with what each file is (from the CDN build's
 * dist/cdn-chunks.json) and the modules bundled into more than one of the files loaded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { withSiteBrowser } from './site-browser.js';

const CHUNK_MAP = new URL('../../../packages/elements/dist/cdn-chunks.json', import.meta.url);
/** The preview server's port: BENCH_PAGE_PORT where several checkouts bench at once (each its own site). */
const PORT = Number(process.env['BENCH_PAGE_PORT'] ?? 4179);

interface Chunk {
  readonly file: string;
  readonly modules: Readonly<Record<string, number>>;
}

interface Run {
  readonly elements: number;
  readonly page: number;
  readonly paint: number;
  readonly interactive: number;
  readonly own: number;
  /** Each JS/CSS response: its path and gzip bytes, in the order they arrived. */
  readonly files: readonly { readonly path: string; readonly gzip: number }[];
}

/** Of one script the page loaded: its length (minified characters) and how many of them ran. */
interface Coverage {
  readonly path: string;
  readonly length: number;
  readonly ran: number;
}

/**
 * How much of each script ran, from Chromium's block coverage: the ranges of a function are
 * nested, each inner one overriding the outer, and a range with count 0 never ran.
 */
export function ranLength(length: number, functions: readonly { readonly ranges: readonly { readonly startOffset: number; readonly endOffset: number; readonly count: number }[] }[]): number {
  const ran = new Uint8Array(length);
  // Outer ranges first (a function's first range is its whole body), so the inner ones override them.
  const ranges = functions.flatMap((f) => f.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, Math.min(length, r.endOffset));
  return ran.reduce((n, x) => n + x, 0);
}

/** The part of the code a module belongs to: a library, one of our packages, or a folder of the elements. */
export function owner(module: string): string {
  const lib = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (lib) return lib[1]!;
  const game = /^packages\/games\/([^/]+)\/(board\/)?/.exec(module);
  if (game) return game[2] ? `${game[1]} board` : game[1] === 'registry' ? 'games registry' : `${game[1]} game`;
  const element = /^packages\/elements\/src\/([^/]+)\//.exec(module);
  if (element) return `elements/${element[1]}`;
  const pkg = /^packages\/([^/]+)\//.exec(module);
  if (pkg) return pkg[1]!;
  return module.replace(/\?.*$/, '');
}

/** A chunk's owners with their minified lengths, largest first, and the chunk's whole minified length. */
function owners(chunk: Chunk): { readonly by: [string, number][]; readonly total: number } {
  const by = new Map<string, number>();
  let total = 0;
  for (const [id, length] of Object.entries(chunk.modules)) {
    by.set(owner(id), (by.get(owner(id)) ?? 0) + length);
    total += length;
  }
  return { by: [...by].sort((a, b) => b[1] - a[1]), total };
}

/** What a chunk holds, as its largest owners with their share of its minified length. */
function describe(chunk: Chunk | undefined): string {
  if (!chunk) return '';
  const { by, total } = owners(chunk);
  return by
    .slice(0, 4)
    .map(([name, length]) => `${name} ${Math.round((100 * length) / total)}%`)
    .join(', ');
}

/**
 * Every owner's share of one loaded file: minified length, percent, and the gzip bytes that
 * share stands for (gzip of the whole file split by minified length: an estimate, as gzip
 * compresses some code better than other).
 */
function shares(chunk: Chunk, gzip: number): string[] {
  const { by, total } = owners(chunk);
  return by.map(([name, length]) => `      ${(length / 1024).toFixed(1).padStart(6)} KB min ${`${((100 * length) / total).toFixed(1)}%`.padStart(6)} ≈ ${kb((gzip * length) / total).padStart(8)} gzip  ${name}`);
}

/** Waits until the page has fetched nothing for a second (what loads after the game is interactive counts too). */
async function settle(page: import('@playwright/test').Page, fetched: () => number): Promise<void> {
  let seen = -1;
  while (seen !== fetched()) {
    seen = fetched();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  }
}

async function load(runs: number, coverage = false): Promise<{ readonly runs: Run[]; readonly coverage: readonly Coverage[] }> {
  return withSiteBrowser(PORT, 'BENCH_PAGE_PORT', 'embed.html', async (browser) => {
    const out: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const files: { path: string; gzip: number }[] = [];
      const sizes: Promise<void>[] = [];
      page.on('response', (r) => {
        const type = r.headers()['content-type'] ?? '';
        if (!/javascript|css/.test(type)) return;
        sizes.push(r.body().then((body) => void files.push({ path: new URL(r.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
      });
      await page.goto(`http://localhost:${PORT}/embed.html`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => performance.getEntriesByName('rw-game:interactive').length > 0 && performance.getEntriesByName('rw-statechart:painted').length > 0);
      // What loads after the game is interactive (the table's odds, …) counts too.
      await settle(page, () => sizes.length);
      const [paint, interactive, connected] = await page.evaluate(() =>
        ['rw-statechart:painted', 'rw-game:interactive', 'rw-statechart:connected'].map((n) => performance.getEntriesByName(n)[0]!.startTime),
      );
      await Promise.all(sizes);
      const sum = (fs: typeof files) => fs.reduce((s, f) => s + f.gzip, 0);
      out.push({ elements: sum(files.filter((f) => f.path.includes('/cdn/'))), page: sum(files), paint: paint!, interactive: interactive!, own: paint! - connected!, files });
      await context.close();
    }
    // One more load, not timed (coverage slows the scripts): how much of each script ran before the page went quiet.
    const covered: Coverage[] = [];
    if (coverage) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let responses = 0;
      page.on('response', () => void responses++);
      await page.coverage.startJSCoverage({ resetOnNavigation: false });
      await page.goto(`http://localhost:${PORT}/embed.html`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => performance.getEntriesByName('rw-game:interactive').length > 0 && performance.getEntriesByName('rw-statechart:painted').length > 0);
      await settle(page, () => responses);
      for (const c of await page.coverage.stopJSCoverage()) {
        const length = c.source?.length ?? 0;
        if (length > 0) covered.push({ path: new URL(c.url).pathname, length, ran: ranLength(length, c.functions) });
      }
      await context.close();
    }
    return { runs: out, coverage: covered };
  });
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The headline figures of `npm run bench`: sizes and times, medians of `runs` loads. */
export async function pageFigures(runs = 5, breakdown = false): Promise<string[]> {
  const { runs: loads, coverage } = await load(runs, breakdown);
  const lines = [
    `embed page (one game, its statechart, its table), median of ${loads.length} loads from localhost:`,
    `  JS+CSS of the elements (CDN build): ${kb(median(loads.map((r) => r.elements)))} gzip; whole page incl. site script and CSS: ${kb(median(loads.map((r) => r.page)))} gzip`,
    `  statechart first paint: ${median(loads.map((r) => r.paint)).toFixed(0)} ms after navigation start; ${median(loads.map((r) => r.own)).toFixed(0)} ms from the element's connection (loading its chart chunk and the first render)`,
    `  game interactive: ${median(loads.map((r) => r.interactive)).toFixed(0)} ms after navigation start (runs: ${loads.map((r) => r.interactive.toFixed(0)).join(', ')})`,
  ];
  if (breakdown) lines.push('', ...fileBreakdown(loads[0]!.files), ...coverageLines(coverage));
  return lines;
}

/**
 * How much of the elements' scripts ran by the time the page went quiet (one more load, with
 * Chromium's coverage): what never ran is code the page loads for later or never, the candidates
 * for loading on first use.
 */
function coverageLines(coverage: readonly Coverage[]): string[] {
  const ours = coverage.filter((c) => c.path.includes('/cdn/')).sort((a, b) => b.length - b.ran - (a.length - a.ran));
  if (ours.length === 0) return [];
  const length = ours.reduce((s, c) => s + c.length, 0);
  const ran = ours.reduce((s, c) => s + c.ran, 0);
  const pct = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`;
  return [
    `code that ran before the page went quiet (Chromium coverage, one more load): ${kb(ran)} of ${kb(length)} minified (${pct(ran, length)}); never ran, largest first:`,
    ...ours.slice(0, 8).map((c) => `  ${kb(c.length - c.ran).padStart(8)} of ${kb(c.length).padStart(8)} (${pct(c.length - c.ran, c.length).padStart(4)})  ${c.path}`),
  ];
}

/** Each file one load fetched, largest first, with what it holds; then modules bundled twice. */
function fileBreakdown(files: Run['files']): string[] {
  const chunks: Chunk[] = existsSync(CHUNK_MAP) ? (JSON.parse(readFileSync(CHUNK_MAP, 'utf8')) as Chunk[]) : [];
  const chunkOf = (path: string) => chunks.find((c) => path.endsWith(`/cdn/${c.file}`));
  const lines = [`files loaded (gzip -9 each${chunks.length ? '' : '; no packages/elements/dist/cdn-chunks.json, so no contents'}):`];
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) lines.push(`  ${kb(f.gzip).padStart(8)}  ${f.path.padEnd(44)} ${describe(chunkOf(f.path))}`);
  const entry = files.find((f) => f.path.endsWith('/cdn/regelwerk.js'));
  const entryChunk = entry && chunkOf(entry.path);
  if (entry && entryChunk) lines.push(`what regelwerk.js holds (${kb(entry.gzip)} gzip), by package or library:`, ...shares(entryChunk, entry.gzip));
  const seen = new Map<string, string[]>();
  for (const f of files) {
    const chunk = chunkOf(f.path);
    for (const id of Object.keys(chunk?.modules ?? {})) seen.set(id, [...(seen.get(id) ?? []), chunk!.file]);
  }
  const twice = [...seen].filter(([, where]) => where.length > 1);
  lines.push(twice.length ? `modules in more than one loaded file: ${twice.length}` : 'modules in more than one loaded file: none');
  for (const [id, where] of twice.slice(0, 20)) lines.push(`  ${id}: ${where.join(', ')}`);
  return lines;
}
