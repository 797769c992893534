export { compile, parse, PASSES, type CompileResult } from './compile.js';
export type { CompileOptions, GameResolver } from './context.js';
export { Diagnostics, renderDiagnostic, type Diagnostic, type Position, type Severity, type SourceRange } from './diagnostics.js';
export { format } from './format.js';
export { allThrows, throwProbability } from './passes/ranking.js';
export * from './ruleset.js';
export { STATEMENTS, VARIANT_USAGE } from './statements.js';
export { MAX_SOURCE_BYTES, type Line, type Statement, type SyntaxTree, type Word } from './syntax.js';
export { describeTables, groupDice, percent, rankingGroups, rankingTable, type RankingGroup, type TableColumn, type TableModel, type TablesDescription } from './tables.js';
