#!/usr/bin/env node
// The `regelwerk` command. The TypeScript sources are compiled by `npm install` (prepare) or
// `npm run build`; without them there is nothing to run, and we say how to fix that.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = new URL('../dist/main.js', import.meta.url);
if (!existsSync(fileURLToPath(main))) {
  process.stderr.write('regelwerk: the command is not built yet; run `npm install` or `npm run build` in the repository\n');
  process.exit(2);
}
const { runMain } = await import(main.href);
await runMain();
