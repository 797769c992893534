import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The first lint call builds Nx's project graph: seconds on a busy two-core machine.
  test: { include: ['src/**/*.test.ts', 'fixtures/**/*.test.ts'], testTimeout: 60_000 },
});
