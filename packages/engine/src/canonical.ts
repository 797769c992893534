/**
 * Canonical JSON: object keys sorted and undefined fields left out, so equal values compare equal.
 * Written without recursion, so a value nested however deep (a hostile log) cannot overflow the stack.
 */
export function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  let out = '';
  // Either a piece of text to write or a value to write out.
  const stack: ({ t: string } | { v: unknown })[] = [{ v }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if ('t' in next) {
      out += next.t;
      continue;
    }
    const x = next.v;
    if (Array.isArray(x)) {
      stack.push({ t: ']' });
      for (let i = x.length - 1; i >= 0; i--) {
        stack.push({ v: x[i] });
        if (i > 0) stack.push({ t: ',' });
      }
      stack.push({ t: '[' });
    } else if (x !== null && typeof x === 'object') {
      const record = x as Record<string, unknown>;
      const keys = Object.keys(record)
        .sort()
        .filter((k) => record[k] !== undefined);
      stack.push({ t: '}' });
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push({ v: record[keys[i]!] });
        stack.push({ t: `${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:` });
      }
      stack.push({ t: '{' });
    } else {
      out += JSON.stringify(x) ?? '';
    }
  }
  return out;
}
