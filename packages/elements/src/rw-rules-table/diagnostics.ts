// The compiler's problem printer, on its own: the rules table loads it only for rules with problems.
export { renderDiagnostic } from '@regelwerk/dsl';
