/** The editor's own words, English and German; CodeMirror's are translated through its phrases. */
export const TEXTS = {
  en: {
    keys: 'Esc then Tab leaves the editor · Ctrl-Space completes · Ctrl-Shift-M lists the problems · Shift-Alt-F formats',
    notFormatted: (line: number, message: string) => `Not formatted, nothing changed: line ${line} cannot be read (${message}).`,
    compilerFailed: (why: string) => `The compiler stopped: ${why}`,
  },
  de: {
    keys: 'Esc, dann Tab verlässt den Editor · Strg-Leertaste ergänzt · Strg-Umschalt-M listet die Probleme · Umschalt-Alt-F formatiert',
    notFormatted: (line: number, message: string) => `Nicht formatiert, nichts geändert: Zeile ${line} ist nicht lesbar (${message}).`,
    compilerFailed: (why: string) => `Der Compiler ist ausgestiegen: ${why}`,
  },
} as const;

/** CodeMirror's words in German (its lint panel, completion list and folding). */
export const PHRASES_DE: Readonly<Record<string, string>> = {
  Completions: 'Vorschläge',
  'Control character': 'Steuerzeichen',
  Diagnostics: 'Probleme',
  'No diagnostics': 'Keine Probleme',
  'Selection deleted': 'Auswahl gelöscht',
  close: 'schließen',
};
