/** Waits until `get` gives a value (checked every 10 ms), or fails after `ms`: for elements that render asynchronously. */
export async function until<T>(get: () => T | null | undefined | false, ms = 10_000): Promise<T> {
  for (let t = 0; t < ms; t += 10) {
    const v = get();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}
