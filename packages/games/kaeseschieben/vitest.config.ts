import { defineConfig } from 'vitest/config';

// A random game of Käseschieben is a few hundred decisions; the conformance suite checks each
// in several ways, which takes seconds on a busy machine.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
