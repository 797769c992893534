import type { RuleSet } from '@regelwerk/dsl';
import type { EditorDiagnostic } from './blame.js';
import type { FixableDiagnostic } from './marks.js';
import type { Vocabulary } from './vocabulary.js';

/** What the compile worker answers for one text. */
export interface CompileOutcome {
  /** The document version it was made for. */
  readonly version: number;
  readonly ok: boolean;
  /**
   * The compiler's diagnostics (with quick fixes where it has them), all on the editor's text:
   * those the compiler placed in the base game's file sit on the line that caused them (`base`).
   */
  readonly diagnostics: readonly EditorDiagnostic[];
  /** The compiled variant when ok. */
  readonly rules: RuleSet | null;
  /** The base game's rules. */
  readonly base: RuleSet | null;
  /** What the editor may complete, from the base game. */
  readonly vocabulary: Vocabulary | null;
}

/** What formatting a text gave: the new text, or the problems that stop it (the text is kept). */
export type FormatOutcome =
  | { readonly version: number; readonly ok: true; readonly text: string }
  | { readonly version: number; readonly ok: false; readonly diagnostics: readonly FixableDiagnostic[] };

/** A message to the compile worker. */
export interface CodeRequest {
  readonly kind: 'compile' | 'format';
  readonly version: number;
  readonly game: string;
  readonly text: string;
}

/** The file name the editor's text is compiled as; its diagnostics carry it. */
export const EDITOR_FILE = 'editor.rules';
