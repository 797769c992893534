import { StringStream } from '@codemirror/language';
import { describe, expect, it } from 'vitest';
import { tags } from '@lezer/highlight';
import { ruleHighlight, ruleParser, type LineState } from './language.js';

/** The tokens of some lines as [text, style] pairs (spaces left out). */
function tokens(...lines: string[]): [string, string][] {
  const state: LineState = ruleParser.startState!(2);
  const out: [string, string][] = [];
  for (const line of lines) {
    const stream = new StringStream(line, 4, 2);
    while (!stream.eol()) {
      stream.start = stream.pos;
      const style = ruleParser.token(stream, state);
      if (stream.pos === stream.start) throw new Error(`no progress at ${stream.pos} in ${line}`);
      if (style) out.push([line.slice(stream.start, stream.pos), style]);
    }
  }
  return out;
}

describe('the rule tokenizer', () => {
  it('reads a variant header: keyword, string, extends, base game', () => {
    expect(tokens('variant "jule" extends schocken  # house rule')).toEqual([
      ['variant', 'keyword'],
      ['"jule"', 'string'],
      ['extends', 'keyword'],
      ['schocken', 'name'],
      ['# house rule', 'comment'],
    ]);
  });

  it('tells a statement line from a row: the first word of a row is its id', () => {
    expect(tokens('insert ranking below schock-out', '  jule  "Jule"  4  2  1  penalty 7')).toEqual([
      ['insert', 'keyword'],
      ['ranking', 'propertyName'],
      ['below', 'keyword'],
      ['schock-out', 'name'],
      ['jule', 'variableName.definition'],
      ['"Jule"', 'string'],
      ['4', 'number'],
      ['2', 'number'],
      ['1', 'number'],
      ['penalty', 'name'],
      ['7', 'number'],
    ]);
  });

  it('reads ranges, counts, expressions, on/off and escaped quotes', () => {
    expect(tokens('players 2..', 'tiles bones -1 x4', '  schock "Schock {n}" 1 1 n for n in 6..2', 'reuse-set-aside off', 'option a on "say \\"hi\\" # not a comment"')).toEqual([
      ['players', 'keyword'],
      ['2..', 'number'],
      ['tiles', 'keyword'],
      ['bones', 'name'],
      ['-1', 'number'],
      ['x4', 'number'],
      ['schock', 'variableName.definition'],
      ['"Schock {n}"', 'string'],
      ['1', 'number'],
      ['1', 'number'],
      ['n', 'name'],
      ['for', 'name'],
      ['n', 'name'],
      ['in', 'name'],
      ['6..2', 'number'],
      ['reuse-set-aside', 'keyword'],
      ['off', 'bool'],
      ['option', 'keyword'],
      ['a', 'name'],
      ['on', 'bool'],
      ['"say \\"hi\\" # not a comment"', 'string'],
    ]);
    expect(tokens('  strasse "Straße" n n-1 n-2').slice(3)).toEqual([
      ['n-1', 'variableName.special'],
      ['n-2', 'variableName.special'],
    ]);
  });

  it('marks what the grammar cannot read as a word, up to the next space', () => {
    expect(tokens('dice 3 D6!', 'dice 3x')).toEqual([
      ['dice', 'keyword'],
      ['3', 'number'],
      ['D6!', 'invalid'],
      ['dice', 'keyword'],
      ['3x', 'invalid'],
    ]);
  });
});

describe('the highlighting', () => {
  it('underlines only what cannot be read, so no valid word looks like a problem mark', () => {
    const underlined = ruleHighlight.specs.filter((s) => /underline/.test(String(s['textDecoration'] ?? '')));
    expect(underlined.map((s) => s.tag)).toEqual([tags.invalid]);
  });
});
