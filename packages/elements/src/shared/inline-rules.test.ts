import { describe, expect, it } from 'vitest';
import { childRuleText, readInline, textKey, watchChildRuleText, writeInline } from './inline-rules.js';

describe('rule text written into a page', () => {
  it('drops the indentation the markup gave it and blank lines at either end, and keeps inner indentation', () => {
    const raw = '\n      variant "x" extends g\n\n      insert ranking below a\n        b  "B"  4 2 1\n    ';
    expect(readInline(raw)).toBe('variant "x" extends g\n\ninsert ranking below a\n  b  "B"  4 2 1\n');
  });

  it('reads back what a snippet wrote, including a </script in a comment', () => {
    const text = 'variant "x" extends g\n# not the end: </script>\n';
    const written = writeInline(text);
    expect(written).not.toContain('</script');
    expect(readInline(written)).toBe(text);
  });

  it('finds the first x-regelwerk script child and ignores other scripts', () => {
    const host = document.createElement('div');
    host.innerHTML = '<script type="text/plain">no</script><script type="text/x-regelwerk">\n  set a on\n</script>';
    expect(childRuleText(host)).toBe('set a on\n');
    expect(childRuleText(document.createElement('div'))).toBeNull();
  });

  it('tells when the child script is added or edited', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const seen: (string | null)[] = [];
    const stop = watchChildRuleText(host, (t) => seen.push(t));
    const script = document.createElement('script');
    script.type = 'text/x-regelwerk';
    script.textContent = 'one';
    host.append(script);
    await new Promise((r) => setTimeout(r, 0));
    script.textContent = 'two';
    await new Promise((r) => setTimeout(r, 0));
    stop();
    script.textContent = 'three';
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.at(-1)).toBe('two\n');
    expect(seen).not.toContain('three\n');
    host.remove();
  });

  it('gives different texts different keys', () => {
    expect(textKey('set a on\n')).toBe(textKey('set a on\n'));
    expect(textKey('set a on\n')).not.toBe(textKey('set a off\n'));
  });
});
