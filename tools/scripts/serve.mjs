// `npm start` (nx run site:serve, after site:build): serves the built demo rule wiki and prints
// its address. A busy port is said plainly, with how to free it or choose another (PORT=4180
// npm start), instead of a stack trace or another port picked silently.
//
//   node tools/scripts/serve.mjs [SITE_DIR]     SITE_DIR defaults to apps/site (serves its dist/)
//   PORT=4180 node tools/scripts/serve.mjs
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_PORT = 4173;
const root = fileURLToPath(new URL('../../', import.meta.url));
const site = resolve(process.argv[2] ?? join(root, 'apps/site'));
const rel = relative(process.cwd(), site);
const shown = rel === '' ? '.' : rel.startsWith('..') ? site : rel;

function fail(message, code = 1) {
  process.stderr.write(`npm start: ${message}\n`);
  process.exit(code);
}

const given = process.env.PORT;
if (given !== undefined && !/^\d{1,5}$/.test(given.trim())) fail(`PORT must be a port number such as ${DEFAULT_PORT} or 4180, not "${given}"`, 2);
const port = given === undefined ? DEFAULT_PORT : Number(given.trim());
if (port < 1 || port > 65535) fail(`PORT must be from 1 to 65535, not ${port}`, 2);
if (!existsSync(join(site, 'dist', 'index.html'))) fail(`there is no built site in ${join(shown, 'dist')}; build it with \`npx nx run site:build\` (npm start does this first)`);

const busyMessage = () =>
  [
    `port ${port} is already in use, so the site cannot be served at http://localhost:${port}/.`,
    `  Another \`npm start\` or preview may still be running: stop it (Ctrl+C in its terminal; \`lsof -i :${port}\` or \`ss -ltnp 'sport = :${port}'\` shows which process holds the port),`,
    `  or choose another port: PORT=${port === 4180 ? 4181 : 4180} npm start`,
  ].join('\n');

/** Whether something already listens on the port, on IPv4 or IPv6 loopback (what `localhost` may be). */
function inUse(host) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', (e) => done(e.code === 'EADDRINUSE' ? true : e.code === 'EACCES' ? 'denied' : false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => done(false)));
  });
}

for (const host of ['127.0.0.1', '::1']) {
  const state = await inUse(host);
  if (state === true) fail(busyMessage());
  if (state === 'denied') fail(`port ${port} needs more rights than this user has (ports below 1024 usually do); choose another: PORT=4180 npm start`);
}

const { preview } = await import('vite');
let server;
try {
  server = await preview({ root: site, logLevel: 'warn', preview: { port, strictPort: true, host: 'localhost', open: false } });
} catch (e) {
  // The port can be taken between the check and the start.
  if (e?.code === 'EADDRINUSE' || /already in use/i.test(String(e?.message))) fail(busyMessage());
  fail(`the site could not be served: ${e?.message ?? e}`);
}
const url = server.resolvedUrls?.local?.[0] ?? `http://localhost:${port}/`;
process.stdout.write(`regelwerk demo site: ${url}\n(Ctrl+C stops it; PORT=4180 npm start serves on another port)\n`);
