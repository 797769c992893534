#!/usr/bin/env node
// The `regelwerk` command. In the repository it runs the TypeScript sources compiled by
// `npm install` (prepare) or `npm run build` (dist/); the published package runs its bundle
// (bundle/, built by `npm run pack:all`). Without either there is nothing to run, and we say how to fix that.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = [new URL('../dist/main.js', import.meta.url), new URL('../bundle/main.js', import.meta.url)].find((u) => existsSync(fileURLToPath(u)));
if (!main) {
  process.stderr.write('regelwerk: the command is not built yet; run `npm install` or `npm run build` in the repository\n');
  process.exit(2);
}
const { runMain } = await import(main.href);
await runMain();
