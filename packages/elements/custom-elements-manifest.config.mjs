// The Custom Elements Manifest (custom-elements.json) of the published package, made by
// `custom-elements-manifest analyze` in the build. The analyzer reads the classes' JSDoc
// (@csspart, @cssproperty, @fires, @attr) and Lit's `static properties`; the plugin below adds
// what it cannot see on its own in our code, such as the spreads of src/shared/properties.ts in
// `static properties` (src/manifest.test.ts checks the result).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export default {
  globs: ['src/rw-*/rw-*.component.ts', 'src/rw-*/rw-*.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.styles.ts', 'src/**/*.file.ts', 'src/**/test-support/**'],
  outdir: '.',
  litelement: true,
  // package.json names the manifest already (customElements); the analyzer would write its outdir there.
  packagejson: false,
  plugins: [regelwerkElements()],
};

/** `lang` and `theme`, observed by every element through the shared base class. */
const BASE_ATTRIBUTES = [
  { name: 'lang', description: '`de` or `en`; without it the page\'s language', type: { text: 'string' } },
  { name: 'theme', description: '`light`, `dark` or `auto` (default): auto matches the page the element sits on', type: { text: "'light' | 'dark' | 'auto'" } },
];

function regelwerkElements() {
  /** tag → class name, from `define('rw-x', RwX)` (our guarded registration, which the analyzer does not know). */
  const tags = new Map();
  /** class name → names of its internal reactive state (`state: true`) and of properties without an attribute. */
  const internal = new Map();
  return {
    name: 'regelwerk-elements',
    analyzePhase({ ts, node, moduleDoc }) {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'define') {
        const [tag, cls] = node.arguments;
        if (tag && cls && ts.isStringLiteral(tag) && ts.isIdentifier(cls)) tags.set(tag.text, cls.text);
      }
      if (ts.isClassDeclaration(node) && node.name) {
        const props = node.members.find((m) => ts.isPropertyDeclaration(m) && m.name.getText() === 'properties' && m.initializer && ts.isObjectLiteralExpression(m.initializer));
        if (!props) return;
        const entries = propertyEntries(ts, props.initializer);
        const option = (e, key) => e.options?.properties.find((o) => ts.isPropertyAssignment(o) && o.name.getText() === key)?.initializer;
        const state = new Set(entries.filter((e) => e.state || option(e, 'state')?.kind === ts.SyntaxKind.TrueKeyword).map((e) => e.name));
        const noAttribute = new Set(entries.filter((e) => state.has(e.name) || option(e, 'attribute')?.kind === ts.SyntaxKind.FalseKeyword).map((e) => e.name));
        internal.set(node.name.text, { state, noAttribute });
        // The analyzer's Lit support reads only the properties written out; those of a spread get
        // their attribute here the same way, in their place in the order of `static properties`.
        const cls = moduleDoc.declarations.find((d) => d.name === node.name.text);
        entries.forEach((e, i) => {
          if (!e.spread || noAttribute.has(e.name) || !cls) return;
          const name = option(e, 'attribute')?.kind === ts.SyntaxKind.StringLiteral ? option(e, 'attribute').text : e.name;
          const type = option(e, 'type')?.getText().toLowerCase();
          const reflects = option(e, 'reflect')?.kind === ts.SyntaxKind.TrueKeyword;
          const at = cls.members.findIndex((m) => m.name === e.name);
          const member = { kind: 'field', name: e.name, privacy: 'public', ...(type ? { type: { text: type } } : {}), ...cls.members[at], attribute: name, ...(reflects ? { reflects } : {}) };
          if (at >= 0) cls.members[at] = member;
          else cls.members.push(member);
          // An attribute is its field less what belongs to a member only.
          const attribute = { ...member, name, fieldName: e.name };
          for (const key of ['kind', 'static', 'privacy', 'reflects', 'attribute']) delete attribute[key];
          const own = cls.attributes.findIndex((a) => a.name === name);
          const later = new Set(entries.slice(i + 1).filter((x) => !x.spread).map((x) => x.name));
          const before = cls.attributes.findIndex((a) => later.has(a.fieldName));
          if (own >= 0) cls.attributes[own] = { ...cls.attributes[own], ...attribute };
          else if (before >= 0) cls.attributes.splice(before, 0, attribute);
          else cls.attributes.push(attribute);
        });
      }
    },
    packageLinkPhase({ customElementsManifest: manifest }) {
      const classes = new Map(manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.kind === 'class').map((d) => [d.name, { module: m, declaration: d }])));
      for (const [tag, name] of tags) {
        const found = classes.get(name);
        if (!found) throw new Error(`custom-elements manifest: define('${tag}', ${name}) names a class the analyzer did not find`);
        const { declaration: d } = found;
        d.tagName = tag;
        d.customElement = true;
        const { state, noAttribute } = internal.get(name) ?? { state: new Set(), noAttribute: new Set() };
        // Internal state is no API: neither an attribute nor a member; a property without an attribute keeps its member.
        d.attributes = (d.attributes ?? []).filter((a) => !noAttribute.has(a.fieldName));
        d.members = (d.members ?? []).filter((m) => !state.has(m.name)).map((m) => (noAttribute.has(m.name) ? { ...m, attribute: undefined } : m));
        for (const a of BASE_ATTRIBUTES) {
          const own = d.attributes.find((x) => x.name === a.name);
          if (own) Object.assign(own, { ...a, ...own });
          else d.attributes.push(a);
        }
        // A dispatch of an event class is found without a name; the class's @fires names it (with its type).
        d.events = (d.events ?? []).filter((e) => e.name);
      }
      // The published package exports each element from dist/npm/<tag>.js (and all from dist/npm/index.js).
      for (const module of manifest.modules) {
        const own = (module.declarations ?? []).filter((d) => d.tagName);
        if (own.length !== 1 || !module.path.endsWith('.component.ts')) continue;
        const path = `dist/npm/${own[0].tagName}.js`;
        module.path = path;
        // What the entry exports: the classes (the analyzer also lists a module's private variables).
        module.declarations = module.declarations.filter((d) => d.kind === 'class');
        module.exports = [
          ...module.declarations.map((d) => ({ kind: 'js', name: d.name, declaration: { name: d.name, module: path } })),
          { kind: 'custom-element-definition', name: own[0].tagName, declaration: { name: own[0].name, module: path } },
        ];
      }
      // The registration modules only re-export: their content is now in the element's module.
      manifest.modules = manifest.modules.filter((m) => !/^src\/rw-[\w-]+\/rw-[\w-]+\.ts$/.test(m.path) || m.path.endsWith('.component.ts'));
    },
  };
}

/**
 * The entries of a class's `static properties` literal, spreads expanded: `...states('a', 'b')`
 * (src/shared/properties.ts) gives state `a` and `b`; `...NAME` of an object imported from one of
 * our modules gives its entries. Each is `{ name, options (the literal of its options), spread, state }`.
 */
function propertyEntries(ts, literal) {
  return literal.properties.flatMap((p) => {
    if (ts.isPropertyAssignment(p)) return [{ name: p.name.getText(), options: ts.isObjectLiteralExpression(p.initializer) ? p.initializer : undefined, spread: false }];
    if (ts.isSpreadAssignment(p) && ts.isCallExpression(p.expression) && p.expression.expression.getText() === 'states' && p.expression.arguments.every(ts.isStringLiteral)) {
      return p.expression.arguments.map((a) => ({ name: a.text, spread: true, state: true }));
    }
    if (ts.isSpreadAssignment(p) && ts.isIdentifier(p.expression)) {
      return propertyEntries(ts, importedLiteral(ts, p.getSourceFile(), p.expression.text)).map((e) => ({ ...e, spread: true }));
    }
    throw new Error(`custom-elements manifest: cannot read \`${p.getText()}\` in static properties (${p.getSourceFile().fileName})`);
  });
}

/** The object literal of `const name = { … }` in the module that `file` imports `name` from (our own .ts sources). */
function importedLiteral(ts, file, name) {
  const from = file.statements.find((s) => ts.isImportDeclaration(s) && s.importClause?.namedBindings && ts.isNamedImports(s.importClause.namedBindings) && s.importClause.namedBindings.elements.some((e) => e.name.text === name));
  if (!from) throw new Error(`custom-elements manifest: ${name} in ${file.fileName} is not imported from one of our modules`);
  const path = resolve(dirname(file.fileName), from.moduleSpecifier.text.replace(/\.js$/, '.ts'));
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const declaration = source.statements.filter(ts.isVariableStatement).flatMap((s) => s.declarationList.declarations).find((d) => d.name.getText() === name);
  let value = declaration?.initializer;
  while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
  if (!value || !ts.isObjectLiteralExpression(value)) throw new Error(`custom-elements manifest: ${name} in ${path} is not an object literal`);
  return value;
}
