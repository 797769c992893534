import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { watch } from './support/problems.js';

// A blog on one origin, regelwerk.js on another (as from an npm CDN, which sends
// `Access-Control-Allow-Origin: *`): two ports of localhost are two origins.
const CDN_DIR = fileURLToPath(new URL('../../../packages/elements/dist/cdn/', import.meta.url));
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html' };

let cdn: Server;
let blog: Server;
let cdnOrigin = '';
let blogOrigin = '';
/** When set, the CDN answers 404 for the worker files (a worker that starts but cannot load). */
let workerFilesGone = false;
/** The worker files the CDN was asked for while they were gone. */
const goneAsked: string[] = [];
/** The blog's pages by path: their HTML and the CSP header they are served with. */
const pages = new Map<string, { html: string; csp?: string }>();

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

test.beforeAll(async () => {
  cdn = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^([/\\])+/, '');
    if (workerFilesGone && /\.worker-/.test(path)) {
      goneAsked.push(path);
      res.writeHead(404, { 'access-control-allow-origin': '*' });
      res.end();
      return;
    }
    readFile(join(CDN_DIR, path)).then(
      (body) => {
        res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
        res.end(body);
      },
      () => {
        res.writeHead(404, { 'access-control-allow-origin': '*' });
        res.end();
      },
    );
  });
  blog = createServer((req, res) => {
    const page = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!page) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(page.csp ? { 'content-security-policy': page.csp } : {}) });
    res.end(page.html);
  });
  cdnOrigin = await listen(cdn);
  blogOrigin = await listen(blog);
});

test.afterAll(async () => {
  await new Promise((r) => cdn.close(r));
  await new Promise((r) => blog.close(r));
});

const JULE = `variant "jule" extends schocken

insert ranking below schock-out
  jule  "Jule"  4 2 1  penalty 7
`;

/** Puts a blog post on the blog's origin that loads regelwerk.js from the CDN's. */
function post(path: string, body: string, csp?: string): string {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title><link rel="icon" href="data:,">
<script type="module" src="${cdnOrigin}/regelwerk.js"></script></head><body><h1>Our house rule</h1>${body}</body></html>`;
  pages.set(path, { html, ...(csp ? { csp } : {}) });
  return `${blogOrigin}${path}`;
}

/** The editor on the page compiles its text, shows the Jule row in its Tables tab, and simulates `games` games of random bots. */
async function editorWorks(page: Page, games: number): Promise<void> {
  const editor = page.locator('rw-rules-editor');
  await expect(editor.locator('[part="status"]')).toHaveAttribute('data-problems', '0', { timeout: 30_000 });
  await expect(editor.locator('[role="tabpanel"][data-panel="tables"] rw-rules-table tr[data-row="Jule"]')).toHaveAttribute('data-diff', 'new', { timeout: 20_000 });
  await editor.locator('[role="tab"][data-tab="simulate"]').click();
  const sim = editor.locator('[role="tabpanel"][data-panel="simulate"]');
  await sim.locator('select[data-field="bots"]').selectOption('random');
  await sim.locator('[data-action="simulate"]').click();
  await expect(sim.locator('table.report')).toHaveAttribute('data-games', String(games), { timeout: 60_000 });
}

const table = `<rw-rules-table game="schocken" compare="standard"><script type="text/x-regelwerk">${JULE}</script></rw-rules-table>`;

test.describe('regelwerk.js from another origin', () => {
  test('a rules table with inline rule text computes its tables in a worker started through a blob: trampoline', async ({ page }) => {
    const problems = watch(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(post('/table.html', table));
    const rows = page.locator('rw-rules-table tr[data-row="Jule"]');
    await expect(rows).toHaveAttribute('data-diff', 'new', { timeout: 20_000 });
    await expect(page.locator('rw-rules-table')).not.toContainText('Loading');
    // The worker ran on the page's origin, from a blob: module (a worker of the CDN's origin is refused).
    expect(workers.some((u) => u.startsWith(`blob:${blogOrigin}/`))).toBe(true);
    expect(problems).toEqual([]);
  });

  test('under a CSP that forbids workers, the table is computed on the page thread instead, with no uncaught error', async ({ page }) => {
    const problems = watch(page);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/.test(m.text())) violations.push(m.text());
    });
    await page.goto(post('/strict.html', table, `script-src 'self' ${cdnOrigin}; worker-src 'none'; style-src 'self'`));
    await expect(page.locator('rw-rules-table tr[data-row="Jule"]')).toHaveAttribute('data-diff', 'new', { timeout: 20_000 });
    // The policy did refuse the worker: the table came from the fallback.
    expect(violations.length).toBeGreaterThan(0);
    expect(problems.filter((p) => !/Content Security Policy/.test(p))).toEqual([]);
  });

  test('under a CSP that forbids workers, the rule editor compiles, shows its tables and simulates on the page thread', async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watch(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(post('/strict-editor.html', '<rw-rules-editor game="schocken" variant="jule" games="20" storage-key="strict"></rw-rules-editor>', `script-src 'self' ${cdnOrigin}; worker-src 'none'`));
    await editorWorks(page, 20);
    expect(workers).toEqual([]);
    expect(problems.filter((p) => !/Content Security Policy/.test(p))).toEqual([]);
  });

  test('a worker that starts but cannot load its file hands the work to the page thread: tables and a simulation', async ({ page }) => {
    test.setTimeout(90_000);
    workerFilesGone = true;
    try {
      const problems = watch(page);
      await page.goto(post('/gone.html', `${table}<rw-rules-editor game="schocken" variant="jule" games="20" storage-key="gone"></rw-rules-editor>`));
      await expect(page.locator('body > rw-rules-table tr[data-row="Jule"]')).toHaveAttribute('data-diff', 'new', { timeout: 20_000 });
      await editorWorks(page, 20);
      // The workers did start and asked for their files (tables, compile, simulation), in vain.
      expect(new Set(goneAsked.map((p) => /(\w+)\.worker-/.exec(p)![1]))).toEqual(new Set(['tables', 'compile', 'simulate']));
      expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
    } finally {
      workerFilesGone = false;
    }
  });

  test('the rule editor compiles, shows its Tables tab and runs a simulation', async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watch(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(post('/editor.html', '<rw-rules-editor game="schocken" variant="jule" games="40" storage-key="cross-origin"></rw-rules-editor>'));
    await editorWorks(page, 40);
    // Compile, tables and simulation workers: all through trampolines on the page's origin.
    expect(workers.filter((u) => u.startsWith(`blob:${blogOrigin}/`)).length).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
  });
});
