/**
 * Work a page can leave until its games are playable (a rules table's odds, say): the game comes
 * first on the page's one thread (docs/embedding.md, its opening). `<rw-game>` calls `gameInteractive`
 * once its board takes decisions; `afterGames` resolves then, at once on a page without a game, and
 * after `limit` ms at the latest (a game that fails to load holds nothing back for long).
 */
let ready = false;
const waiting = new Set<() => void>();

export function gameInteractive(): void {
  ready = true;
  for (const done of [...waiting]) done();
}

export function afterGames(limit = 1500): Promise<void> {
  if (ready || typeof document === 'undefined' || document.querySelector('rw-game') === null) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, limit);
    waiting.add(done);
  });
}
