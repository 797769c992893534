// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cdnScriptUrl, PACKAGE_VERSION } from './cdn-address.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; version: string; files: string[] };

describe('the published CDN address', () => {
  it('names the version of the package this build is', () => {
    expect(PACKAGE_VERSION).toBe(pkg.version);
  });

  it('points into the npm package at the CDN build the package ships', () => {
    const url = new URL(cdnScriptUrl());
    expect(url.pathname).toBe(`/npm/${pkg.name}@${pkg.version}/dist/cdn/regelwerk.js`);
    expect(pkg.files.some((f) => f === 'dist' || f.startsWith('dist/cdn'))).toBe(true);
  });
});
