/**
 * `npm start` ends in tools/scripts/serve.mjs (the site's serve target): it prints the address,
 * and a busy port is said plainly with what to do, never a stack trace or another port.
 * Served here from a small folder of its own, so the test does not need the site built.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url));

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'regelwerk-serve-'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>served by the test</title>\n');
  return dir;
}

/** A server holding a port on the IPv4 loopback, as another `npm start` would. */
function holdPort(): Promise<Server> {
  return new Promise((done) => {
    const s = createServer();
    s.listen({ port: 0, host: '127.0.0.1' }, () => done(s));
  });
}

const portOf = (s: Server) => (s.address() as { port: number }).port;

const held: Server[] = [];
afterEach(() => {
  for (const s of held.splice(0)) s.close();
});

const run = (dir: string, port: string) => spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8', env: { ...process.env, PORT: port }, timeout: 30_000 });

describe('npm start (tools/scripts/serve.mjs)', { timeout: 40_000 }, () => {
  it('says which port is busy, how to free it and how to choose another, and exits 1', async () => {
    const busy = await holdPort();
    held.push(busy);
    const port = portOf(busy);
    const r = run(site(), String(port));
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`npm start: port ${port} is already in use, so the site cannot be served at http://localhost:${port}/.`);
    expect(r.stderr).toContain(`lsof -i :${port}`);
    expect(r.stderr).toContain('or choose another port: PORT=4180 npm start');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('serves the built site on the port given and prints its address', async () => {
    const probe = await holdPort();
    const port = portOf(probe);
    await new Promise((done) => probe.close(done));
    const child = spawn(process.execPath, [SCRIPT, site()], { env: { ...process.env, PORT: String(port) } });
    try {
      const line = await new Promise<string>((done, failed) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('\n')) done(out);
        });
        child.on('exit', (code) => failed(new Error(`serve.mjs exited with ${code} before serving`)));
      });
      expect(line.split('\n')[0]).toBe(`regelwerk demo site: http://localhost:${port}/`);
      const page = await fetch(`http://localhost:${port}/`);
      expect(await page.text()).toContain('served by the test');
    } finally {
      child.kill();
    }
  });

  it.each([
    ['abc', 2, 'PORT must be a port number such as 4173 or 4180, not "abc"'],
    ['70000', 2, 'PORT must be from 1 to 65535, not 70000'],
  ])('refuses PORT=%s with exit code %i', (port, code, message) => {
    const r = run(site(), port);
    expect(r.status).toBe(code);
    expect(r.stderr).toBe(`npm start: ${message}\n`);
  });

  it('says how to build the site when there is nothing to serve', () => {
    const empty = mkdtempSync(join(tmpdir(), 'regelwerk-serve-'));
    const r = run(empty, '4199');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^npm start: there is no built site in .*dist; build it with `npx nx run site:build`/);
  });
});
