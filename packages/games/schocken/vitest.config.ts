import { defineConfig } from 'vitest/config';

// The conformance suite plays whole games per test: a second or so alone, several times that on a
// busy two-core machine. The limit guards against a hang, it measures nothing.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
