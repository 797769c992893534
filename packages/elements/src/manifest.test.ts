import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The manifest the build writes (custom-elements.json), made here the same way into a temp folder.
const PROJECT = join(import.meta.dirname, '..');
const TAGS = ['rw-game', 'rw-statechart', 'rw-rules-table', 'rw-rules-editor'] as const;
const SOURCES: Record<(typeof TAGS)[number], string> = {
  'rw-game': 'rw-game/rw-game.component.ts',
  'rw-statechart': 'rw-statechart/rw-statechart.component.ts',
  'rw-rules-table': 'rw-rules-table/rw-rules-table.component.ts',
  'rw-rules-editor': 'rw-rules-editor/rw-rules-editor.component.ts',
};

interface Named {
  readonly name: string;
  readonly description?: string;
  readonly type?: { readonly text: string };
}
interface Declaration {
  readonly kind: string;
  readonly name: string;
  readonly tagName?: string;
  readonly customElement?: boolean;
  readonly attributes?: readonly (Named & { readonly fieldName?: string })[];
  readonly members?: readonly (Named & { readonly kind: string; readonly static?: boolean })[];
  readonly events?: readonly Named[];
  readonly cssParts?: readonly Named[];
  readonly cssProperties?: readonly Named[];
}
interface Manifest {
  readonly modules: readonly { readonly path: string; readonly declarations?: readonly Declaration[]; readonly exports?: readonly { kind: string; name: string }[] }[];
}

let out: string;
let manifest: Manifest;
const element = (tag: string) => manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag);

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'rw-cem-'));
  const cli = join(dirname(createRequire(import.meta.url).resolve('@custom-elements-manifest/analyzer/package.json')), 'cem.js');
  // The analyzer writes to --outdir taken relative to the folder it runs in.
  execFileSync(process.execPath, [cli, 'analyze', '--outdir', relative(PROJECT, out), '--quiet'], { cwd: PROJECT, stdio: 'pipe' });
  manifest = JSON.parse(readFileSync(join(out, 'custom-elements.json'), 'utf8')) as Manifest;
  await import('./index.js');
}, 60_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the Custom Elements Manifest', () => {
  it('declares each of the four tags once, as a custom element exported from its npm entry', () => {
    const tagged = manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.tagName).map((d) => [d.tagName, m.path, d.customElement]));
    expect(tagged.sort()).toEqual(TAGS.map((t) => [t, `dist/npm/${t}.js`, true]).sort());
    for (const tag of TAGS) {
      const module = manifest.modules.find((m) => m.path === `dist/npm/${tag}.js`)!;
      expect(module.exports).toContainEqual(expect.objectContaining({ kind: 'custom-element-definition', name: tag }));
    }
  });

  it.each(TAGS)('lists exactly the attributes <%s> observes, and a member for each public reactive property', (tag) => {
    const cls = customElements.get(tag) as unknown as { observedAttributes: string[]; properties: Record<string, { attribute?: string | boolean; state?: boolean }> };
    const declared = element(tag)!;
    expect(new Set(declared.attributes!.map((a) => a.name))).toEqual(new Set(cls.observedAttributes));
    const publicProps = Object.entries(cls.properties).filter(([, o]) => !o.state).map(([name]) => name);
    const members = new Set(declared.members!.filter((m) => m.kind === 'field' && !m.static).map((m) => m.name));
    expect(publicProps.filter((p) => !members.has(p))).toEqual([]);
    // Internal reactive state is not API.
    const state = Object.entries(cls.properties).filter(([, o]) => o.state).map(([name]) => name);
    expect(state.filter((s) => members.has(s))).toEqual([]);
    expect(declared.attributes!.find((a) => a.name === 'theme')?.description).toMatch(/light.*dark.*auto/);
  });

  it.each(TAGS)('lists every CSS part that <%s> writes into its template, and its CSS custom properties', (tag) => {
    // The element's own file and every part of it beside it (templates, controllers), tests left out.
    const folder = join(PROJECT, 'src', dirname(SOURCES[tag]));
    const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const source = files.map((f) => readFileSync(join(folder, f), 'utf8')).join('\n');
    const written = new Set([...source.matchAll(/\bpart="([\w-]+)"/g)].map((m) => m[1]!));
    expect(written.size).toBeGreaterThan(0);
    const listed = new Set(element(tag)!.cssParts!.map((p) => p.name));
    expect([...written].filter((p) => !listed.has(p))).toEqual([]);
    const props = element(tag)!.cssProperties!;
    expect(props.length).toBeGreaterThan(0);
    expect(props.every((p) => p.name.startsWith('--rw-') && (p.description ?? '').length > 0)).toBe(true);
  });

  it('names the events <rw-game> fires, with their classes', () => {
    expect(element('rw-game')!.events).toEqual([
      expect.objectContaining({ name: 'rw-state-change', type: { text: 'RwStateChangeEvent' } }),
      expect.objectContaining({ name: 'rw-game-over', type: { text: 'RwGameOverEvent' } }),
    ]);
  });
});
