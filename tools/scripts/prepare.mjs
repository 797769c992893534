// Runs after `npm install`: builds the rule-language package and the CLI, so that
// `npx regelwerk` works right away. Skipped when installing as a dependency of something else.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('nx.json') || process.env.REGELWERK_SKIP_PREPARE) process.exit(0);
try {
  execSync('npx nx run cli:build --outputStyle=static', {
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
} catch {
  console.error('prepare: building the CLI failed; run `npm run build` to see why');
  process.exit(1);
}
