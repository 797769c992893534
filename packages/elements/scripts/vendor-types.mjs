// Makes dist/types self-contained for the published package. The npm build bundles the
// @regelwerk packages in (they are not published), so the declarations may not import them
// either: every @regelwerk declaration file the elements' declarations reach is copied to
// dist/types/vendor/<package>/ and the import rewritten to a relative path. Imports of registry
// packages (lit, xstate, CodeMirror) stay as they are: they are the package's dependencies.
// tools/pack's install test checks that the declarations import nothing else.
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const types = join(root, 'dist/types');
const vendor = join(types, 'vendor');
// `from '…'`, `import('…')` and `export … from '…'`: every way a declaration file names a module.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*)(['"])([^'"]+)\2/g;

/** The declaration file a package's export names, and where that package's declarations start. */
function resolvePackage(specifier) {
  const [scope, name, ...rest] = specifier.split('/');
  let dir = root;
  while (!existsSync(join(dir, 'node_modules', scope, name))) {
    if (dirname(dir) === dir) throw new Error(`vendor-types: ${specifier} is not installed`);
    dir = dirname(dir);
  }
  dir = realpathSync(join(dir, 'node_modules', scope, name));
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entry = pkg.exports?.[rest.length ? `./${rest.join('/')}` : '.'];
  if (!entry?.types) throw new Error(`vendor-types: ${specifier} exports no types (${join(dir, 'package.json')})`);
  return { file: join(dir, entry.types), base: join(dir, 'dist'), name };
}

/** A relative import of a declaration file: `./x.js` is `./x.d.ts`, a folder its index. */
function resolveRelative(from, specifier) {
  const target = join(dirname(from), specifier);
  for (const candidate of [target.replace(/\.js$/, '.d.ts'), `${target}.d.ts`, join(target, 'index.d.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`vendor-types: ${from} imports ${specifier}, which has no declaration file`);
}

const toImport = (from, to) => {
  const path = relative(dirname(from), to).split(sep).join(posix.sep).replace(/\.d\.ts$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
};

/** Where a file is written: the elements' own stay, a package's go under vendor/<name>/. */
const copies = new Map();
const queue = [];
function place(source, target) {
  if (!copies.has(source)) {
    copies.set(source, target);
    queue.push(source);
  }
  return copies.get(source);
}

rmSync(vendor, { recursive: true, force: true });
const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'vendor' ? [] : walk(join(dir, e.name))) : e.name.endsWith('.d.ts') ? [join(dir, e.name)] : []));
for (const file of walk(types)) place(file, file);

while (queue.length > 0) {
  const source = queue.shift();
  const target = copies.get(source);
  const text = readFileSync(source, 'utf8').replace(SPECIFIER, (all, lead, quote, specifier) => {
    if (specifier.startsWith('.')) {
      // A vendored package keeps its layout under vendor/<name>/, so its relative imports stay right.
      const resolved = resolveRelative(source, specifier);
      const placed = place(resolved, join(dirname(target), relative(dirname(source), resolved)));
      return `${lead}${quote}${toImport(target, placed)}${quote}`;
    }
    // lit-html is lit's own dependency, not the package's (strict installs such as pnpm's would not
    // find it): lit re-exports all of it.
    if (specifier === 'lit-html') return `${lead}${quote}lit${quote}`;
    // lit re-exports lit-html's modules under the same paths (`lit/directive.js` and so on).
    if (specifier.startsWith('lit-html/')) return `${lead}${quote}lit/${specifier.slice('lit-html/'.length)}${quote}`;
    if (!specifier.startsWith('@regelwerk/')) return all;
    const { file, base, name } = resolvePackage(specifier);
    const placed = place(file, join(vendor, name, relative(base, file)));
    return `${lead}${quote}${toImport(target, placed)}${quote}`;
  });
  mkdirSync(dirname(target), { recursive: true });
  // A copied file's source map would point into the repository: left out.
  writeFileSync(target, source === target ? text : text.replace(/\n\/\/# sourceMappingURL=.*$/m, ''));
}

const vendored = [...copies].filter(([s, t]) => s !== t).length;
console.log(`vendor-types: ${vendored} declaration files of @regelwerk packages copied to dist/types/vendor/`);
