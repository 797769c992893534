// Copies the generated parser (JS and its .d.ts) next to the compiled output: tsc does not
// emit files it did not compile.
import { cpSync, existsSync } from 'node:fs';

const [from, to] = process.argv.slice(2);
if (!from || !to || !existsSync(from)) {
  console.error(`copy-generated: nothing to copy from ${from ?? '(missing argument)'}; run the generate target first`);
  process.exit(1);
}
cpSync(from, to, { recursive: true });
