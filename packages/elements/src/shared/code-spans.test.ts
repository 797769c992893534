import { render } from 'lit';
import { describe, expect, it } from 'vitest';
import { codeSpans } from './code-spans.js';

const rendered = (text: string) => {
  const box = document.createElement('div');
  render(codeSpans(text), box);
  return box;
};

describe('rule text in a sentence of the differ', () => {
  it('sets the text between backticks as code and keeps the words around it', () => {
    const box = rendered('`ties` changed: (not there) → `throw-off`');
    expect([...box.querySelectorAll('code')].map((c) => c.textContent)).toEqual(['ties', 'throw-off']);
    expect(box.textContent).toBe('ties changed: (not there) → throw-off');
  });

  it('leaves a sentence with an unpaired backtick as written, and never reads markup from it', () => {
    expect(rendered('a ` alone').textContent).toBe('a ` alone');
    const box = rendered('`<b>x</b>` here');
    expect(box.querySelector('b')).toBeNull();
    expect(box.querySelector('code')?.textContent).toBe('<b>x</b>');
  });
});
