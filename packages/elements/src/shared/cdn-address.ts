/**
 * Where a page loads the published elements from: the CDN build inside the npm package
 * `@regelwerk/elements`, as an npm CDN serves it (with `Access-Control-Allow-Origin: *`, so it
 * works from any origin: docs/embedding.md). Pinned to a version, so a page never changes under
 * its author. A unit test keeps the version that of packages/elements/package.json.
 */
export const PACKAGE_VERSION = '0.1.0';

/** The script tag's address of the published CDN build, `version` defaulting to this build's. */
export function cdnScriptUrl(version: string = PACKAGE_VERSION): string {
  return `https://cdn.jsdelivr.net/npm/@regelwerk/elements@${version}/dist/cdn/regelwerk.js`;
}
