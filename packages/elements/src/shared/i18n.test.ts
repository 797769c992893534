import { describe, expect, it } from 'vitest';
import { texts } from './i18n.js';

const you = (name: string) => ({ name, you: true });
const other = (name: string) => ({ name, you: false });

describe('the match sentences', () => {
  it('address the one person at the screen under the default name, never "Du gewinnt" or "You wins"', () => {
    expect(texts('de').matchWon(you('Du'))).toBe('Du gewinnst die Partie.');
    expect(texts('en').matchWon(you('You'))).toBe('You win the match.');
    expect(texts('de').matchShared([you('Du'), other('Taktiker 2')])).toBe('Du und Taktiker 2 teilt euch den Sieg der Partie.');
    expect(texts('en').matchShared([other('tactician 2'), you('You')])).toBe('tactician 2 and you share the match.');
  });

  it('name everyone else in the third person', () => {
    expect(texts('de').matchWon(other('Anna'))).toBe('Anna gewinnt die Partie.');
    expect(texts('de').matchShared([other('Anna'), other('Ben')])).toBe('Anna und Ben teilen sich den Sieg der Partie.');
    expect(texts('en').matchWon(other('random 2'))).toBe('random 2 wins the match.');
  });
});
