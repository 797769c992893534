import { compile, renderDiagnostic, type CompileResult, type GameSchema, type Source } from '@regelwerk/dsl';
import { GAME_IDS } from '@regelwerk/games';

// The rule files are bundled as text at build time and compiled in the page.
const files = import.meta.glob<string>('../../../rules/**/*.rules', { query: '?raw', import: 'default', eager: true });

/** The rule file texts by path below rules/, `<game>.rules`, `variants/<game>-<variant>.rules`. */
export const ruleFiles: ReadonlyMap<string, string> = new Map(
  Object.entries(files).map(([path, text]) => [path.replace(/^.*\/rules\//, ''), text]),
);

export function resolveGame(id: string): Source | undefined {
  const text = ruleFiles.get(`${id}.rules`);
  return text === undefined ? undefined : { file: `rules/${id}.rules`, text };
}

export function compileRuleFile(path: string, schemas: readonly GameSchema[]): CompileResult {
  const text = ruleFiles.get(path) ?? '';
  return compile(text, { schemas, file: `rules/${path}`, resolveGame, knownGames: GAME_IDS });
}

export function diagnosticsText(result: CompileResult): string {
  return result.diagnostics
    .map((d) => renderDiagnostic(d, d.range.file.startsWith('rules/') ? ruleFiles.get(d.range.file.slice('rules/'.length)) : undefined))
    .join('\n');
}
