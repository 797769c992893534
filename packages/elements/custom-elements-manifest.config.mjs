// The Custom Elements Manifest (custom-elements.json) of the published package, made by
// `custom-elements-manifest analyze` in the build. The analyzer reads the classes' JSDoc
// (@csspart, @cssproperty, @fires, @attr) and Lit's `static properties`; the plugin below adds
// what it cannot see on its own in our code (src/manifest.test.ts checks the result).
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
    analyzePhase({ ts, node }) {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'define') {
        const [tag, cls] = node.arguments;
        if (tag && cls && ts.isStringLiteral(tag) && ts.isIdentifier(cls)) tags.set(tag.text, cls.text);
      }
      if (ts.isClassDeclaration(node) && node.name) {
        const props = node.members.find((m) => ts.isPropertyDeclaration(m) && m.name.getText() === 'properties' && m.initializer && ts.isObjectLiteralExpression(m.initializer));
        if (!props) return;
        const option = (p, key) => (ts.isPropertyAssignment(p) && ts.isObjectLiteralExpression(p.initializer) ? p.initializer.properties.find((o) => ts.isPropertyAssignment(o) && o.name.getText() === key)?.initializer.kind : undefined);
        const names = (test) => new Set(props.initializer.properties.filter(test).map((p) => p.name.getText()));
        const state = names((p) => option(p, 'state') === ts.SyntaxKind.TrueKeyword);
        const noAttribute = names((p) => state.has(p.name.getText()) || option(p, 'attribute') === ts.SyntaxKind.FalseKeyword);
        internal.set(node.name.text, { state, noAttribute });
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
