/**
 * Every help text reads as columns: a command or option, at least two spaces, then what it does,
 * every description of a list starting in the same column and wrapped lines indented to it.
 * This is what caught `simulateplay` in the top-level help (a name as wide as its column).
 */
import { describe, expect, it } from 'vitest';
import type { Io } from './io.js';
import { run } from './main.js';

const COMMANDS = ['check', 'fmt', 'table', 'odds', 'simulate', 'replay', 'diff', 'diagram', 'render', 'games'];

async function help(args: string[]): Promise<string> {
  let stdout = '';
  const io: Io = { stdout: (s) => (stdout += s), stderr: () => undefined, color: false, tty: false, cwd: process.cwd() };
  expect(await run(args, io)).toBe(0);
  return stdout;
}

/** What is wrong with the layout of a help text; empty when nothing is. */
export function helpProblems(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  if (lines.pop() !== '') problems.push('the text does not end with a line break');
  let column: number | null = null;
  let inList = false;
  for (const [i, line] of lines.entries()) {
    const at = `line ${i + 1} ${JSON.stringify(line)}`;
    if (/[\t\r]/.test(line)) problems.push(`${at}: a tab or carriage return`);
    if (/ $/.test(line)) problems.push(`${at}: trailing space`);
    if (i > 0 && line.length > 100) problems.push(`${at}: longer than 100 characters`);
    if (line === '') {
      inList = false;
      continue;
    }
    if (/^[A-Z][a-z ]*:$/.test(line)) {
      // `Commands:` or `Options:` starts a list of entries.
      inList = true;
      column = null;
      continue;
    }
    if (!inList) continue;
    const entry = /^ {2}(\S(?:\S| (?! ))*) {2,}(?=\S)/.exec(line);
    if (entry) {
      const start = entry[0].length;
      if (column === null) column = start;
      else if (start !== column) problems.push(`${at}: the description starts in column ${start}, the others in ${column}`);
    } else if (column !== null && /^ +\S/.test(line) && line.search(/\S/) >= column) {
      // A wrapped description, indented at least to its column.
    } else problems.push(`${at}: not a name, two spaces and a description, nor a wrapped description`);
  }
  return problems;
}

describe('help texts', () => {
  it('the check finds words run together and columns out of line', () => {
    // The top-level help as it was: names padded to 8 columns, `simulate` as wide as that.
    expect(helpProblems('Commands:\n  check   check files\n  simulateplay bot games\n  diagram draw a chart\n')).toEqual([
      'line 3 "  simulateplay bot games": not a name, two spaces and a description, nor a wrapped description',
      'line 4 "  diagram draw a chart": not a name, two spaces and a description, nor a wrapped description',
    ]);
    expect(helpProblems('Commands:\n  check     check files\n  simulate  play\n  odds   odds\n')[0]).toMatch(/column 9, the others in 12/);
    expect(helpProblems('Options:\n  --svg OUT   write\n  --json  print\n')[0]).toMatch(/column 10, the others in 14/);
    expect(helpProblems('Options:\n  --svg OUT   write a file,\n   wrapped too far left\n')[0]).toMatch(/nor a wrapped description/);
    expect(helpProblems('Usage: x\n\nText \n')).toEqual(['line 3 "Text ": trailing space']);
  });

  it('the top-level help lists every command as a name, two spaces and its summary', async () => {
    const text = await help(['--help']);
    expect(helpProblems(text)).toEqual([]);
    for (const name of COMMANDS) expect(text).toMatch(new RegExp(`\\n  ${name} {2,}[a-z]`));
    expect(await help(['help'])).toBe(text);
  });

  it.each(COMMANDS)('regelwerk %s --help is laid out in columns and names every option', async (name) => {
    const text = await help([name, '--help']);
    expect(text).toMatch(new RegExp(`^Usage: regelwerk ${name} `));
    expect(helpProblems(text)).toEqual([]);
    // Every option in the usage line is explained below it.
    const usage = text.split('\n')[0]!;
    for (const option of usage.match(/--[a-z-]+/g) ?? []) expect(text.split('\n').slice(1).join('\n')).toMatch(new RegExp(`\\n  (-\\w, )?${option}\\b`));
  });
});
