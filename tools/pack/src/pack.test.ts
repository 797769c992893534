import { describe, expect, it } from 'vitest';
import { entryFiles, inDependencyOrder, problemsOf } from './pack.mjs';

const complete = { version: '1.0.0', description: 'd', license: 'MIT', repository: 'r', files: ['dist'] };

describe('what the pack script refuses', () => {
  it('names a dependency on a private workspace package, a range no registry resolves, and a missing field', () => {
    const all = new Map([['@x/internal', { json: { private: true } }], ['@x/public', { json: {} }]]);
    const json = { ...complete, description: undefined, dependencies: { '@x/internal': '0.1.0', '@x/public': '*', lit: '^3.3.3' } };
    expect(problemsOf('@x/pkg', json, all)).toEqual([
      '@x/pkg: package.json has no "description" (pack/missing-field)',
      '@x/pkg: dependencies names @x/internal, which is private and never published; bundle it in or make it a devDependency (pack/private-dependency)',
      '@x/pkg: dependencies @x/public@"*" is no version range a registry can resolve (pack/range)',
    ]);
    expect(problemsOf('@x/pkg', { ...complete, dependencies: { lit: '^3.3.3' }, devDependencies: { '@x/internal': '0.1.0' } }, all)).toEqual([]);
  });

  it('lists the files that exports and bin point to, leaving patterns aside', () => {
    const json = { bin: { tool: './bin/tool.js' }, exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' }, './cdn/*': './dist/cdn/*', './m.json': './m.json' } };
    expect(entryFiles(json)).toEqual(['dist/index.d.ts', 'dist/index.js', 'm.json', 'bin/tool.js']);
  });

  it('packs a package after those it depends on, and stops at a cycle', () => {
    const deps: Record<string, string[]> = { a: ['b', 'lit'], b: ['c'], c: [] };
    expect(inDependencyOrder(['a', 'b', 'c'], (n: string) => deps[n] ?? [])).toEqual(['c', 'b', 'a']);
    expect(() => inDependencyOrder(['a', 'b'], (n: string) => (n === 'a' ? ['b'] : ['a']))).toThrow('pack: a cycle of dependencies: a → b → a');
  });
});
