import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Installing the tarballs into an empty project takes seconds (from the npm cache) on a busy machine.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
