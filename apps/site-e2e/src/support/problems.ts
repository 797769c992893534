import type { Page } from '@playwright/test';

/** Collects page errors and console errors (a CSP violation is one). */
export function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  return problems;
}
