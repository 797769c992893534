import { defineConfig } from 'vitest/config';

// Several tests simulate or replay whole games and matches through the command: a second or so
// alone, several times that on a busy two-core machine. The limit guards against a hang.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
