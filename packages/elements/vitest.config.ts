import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Generous: tests that wait for a chunk to load (the compiler, rule texts) must not fail on a busy machine.
  test: { include: ['src/**/*.test.ts'], environment: 'happy-dom', testTimeout: 30_000 },
});
