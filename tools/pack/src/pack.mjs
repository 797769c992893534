#!/usr/bin/env node
// Packs every publishable package of the workspace (every one without "private") into
// dist/packages/, in dependency order, after checking what an npm user relies on: no dependency
// on a package that is not published, real version ranges, the fields a registry page shows, and
// a tarball that holds every file its exports and bin name. `npm run pack:all` builds first
// (nx run pack:pack); this script packs what is built. Exit code 1 with one line per problem.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OUT = join(ROOT, 'dist/packages');
const REQUIRED = ['version', 'description', 'license', 'repository', 'files'];

/** The workspace's packages, by name: their folder and package.json. */
function workspaces() {
  const found = JSON.parse(execFileSync('npm', ['query', '.workspace'], { cwd: ROOT, encoding: 'utf8' }));
  return new Map(found.map((w) => [w.name, { dir: join(ROOT, w.location), json: JSON.parse(readFileSync(join(ROOT, w.location, 'package.json'), 'utf8')) }]));
}

/** What is wrong with a package as published, before packing. */
export function problemsOf(name, json, all) {
  const problems = REQUIRED.filter((k) => json[k] === undefined).map((k) => `${name}: package.json has no "${k}" (pack/missing-field)`);
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dep, range] of Object.entries(json[field] ?? {})) {
      if (all.get(dep)?.json.private) problems.push(`${name}: ${field} names ${dep}, which is private and never published; bundle it in or make it a devDependency (pack/private-dependency)`);
      if (/^(\*|latest|workspace:|file:|link:)/.test(String(range)) || range === '') problems.push(`${name}: ${field} ${dep}@"${range}" is no version range a registry can resolve (pack/range)`);
    }
  }
  return problems;
}

/** Every file a package's exports and bin point to (patterns with `*` only by their folder). */
export function entryFiles(json) {
  const leaves = (v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(leaves) : []);
  const bins = typeof json.bin === 'string' ? [json.bin] : Object.values(json.bin ?? {});
  return [...leaves(json.exports), ...bins].filter((f) => !f.includes('*')).map((f) => f.replace(/^\.\//, ''));
}

/** Publishable packages, each after the publishable packages it depends on. */
export function inDependencyOrder(names, dependsOn) {
  const done = [];
  const visit = (name, path) => {
    if (done.includes(name)) return;
    if (path.includes(name)) throw new Error(`pack: a cycle of dependencies: ${[...path, name].join(' → ')}`);
    for (const dep of dependsOn(name).filter((d) => names.includes(d))) visit(dep, [...path, name]);
    done.push(name);
  };
  for (const name of [...names].sort()) visit(name, []);
  return done;
}

function main() {
  const all = workspaces();
  const publishable = [...all].filter(([, w]) => !w.json.private).map(([name]) => name);
  const order = inDependencyOrder(publishable, (n) => Object.keys({ ...all.get(n).json.dependencies, ...all.get(n).json.peerDependencies }));
  const problems = order.flatMap((n) => problemsOf(n, all.get(n).json, all));
  if (problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n`);
    process.exit(1);
  }
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const name of order) {
    const { dir, json } = all.get(name);
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', OUT], { cwd: dir, encoding: 'utf8' }));
    const files = new Set(packed.files.map((f) => f.path));
    const missing = [...entryFiles(json), 'README.md', 'LICENSE'].filter((f) => !files.has(f));
    if (missing.length > 0) problems.push(`${name}: the tarball lacks ${missing.join(', ')} (pack/missing-file); is it built?`);
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    process.stdout.write(`${relative(ROOT, join(OUT, packed.filename))}  ${packed.entryCount} files, ${kb(packed.size)} packed, ${kb(packed.unpackedSize)} unpacked\n`);
  }
  if (problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
