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

  it('writes no sequence that could end the script or open its comment state, in any case, and reads back the very text', () => {
    const hostile = [
      'variant "x" extends g\n# <!--<script>\n# </SCRIPT >\n',
      '# </script\n# <ScRiPt src=x>\n# <!-- -->\n',
      // Text that looks like an escape already: it must come back as written, not unescaped.
      '# <\\/script> <\\!-- <\\\\script\n',
    ];
    for (const text of hostile) {
      const written = writeInline(text);
      expect(written).not.toMatch(/<(!--|\/?script)/i);
      expect(readInline(written)).toBe(text);
    }
  });

  it('reads a snippet written before <!-- was escaped (only </script was) as it was meant', () => {
    expect(readInline('# a <\\/script> b\n')).toBe('# a </script> b\n');
  });

  it('keeps a hostile comment inside the script when a page parses it, so the elements after it stay elements', () => {
    const text = 'variant "x" extends g\n# <!--<script>\n# </SCRIPT >\nset a on\n';
    const host = document.createElement('div');
    host.innerHTML = `<rw-x><script type="text/x-regelwerk">\n${writeInline(text)}</script></rw-x><p id="after">after</p>`;
    expect(host.querySelector('#after')?.textContent).toBe('after');
    expect(childRuleText(host.querySelector('rw-x')!)).toBe(text);
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
