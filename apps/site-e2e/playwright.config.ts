import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browser on these machines.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(`No Chromium at ${executablePath}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
}

// 4173 unless E2E_PORT says otherwise (several checkouts on one machine each need their own).
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './src',
  // E2E_WORKERS=2 splits the spec files between two workers (one per core of the CI machine): the
  // tests of a file still run in order on one worker, and every test has its own browser context.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --port ${port}`,
    cwd: '../site',
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
