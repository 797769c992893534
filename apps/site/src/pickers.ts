// The pickers a game page may carry: how many bots sit at the main table, and which house rule
// the second game and its table play. Each table and each house rule keeps its own saved game.

function remembered(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the default table
  }
}

/**
 * `#opponents` seats 1…`most` tactician bots at `#game`. The choice is remembered, so a reload
 * comes back to the same table, and each count keeps its own saved game (`<game>-<n>-bots`).
 */
export function botPicker(gameId: string, most: number): void {
  const key = `regelwerk-site:${gameId}-bots`;
  const select = document.getElementById('opponents') as HTMLSelectElement | null;
  const game = document.getElementById('game');
  const seat = (count: string): void => {
    const n = Number(count);
    if (!game || !Number.isInteger(n) || n < 1 || n > most) return;
    game.setAttribute('storage-key', `${gameId}-${n}-bots`);
    game.setAttribute('bots', Array.from({ length: n }, () => 'tactician').join(', '));
  };
  if (!select) return;
  const stored = remembered(key);
  if (stored !== null && [...select.options].some((o) => o.value === stored)) select.value = stored;
  seat(select.value);
  select.addEventListener('change', () => {
    try {
      localStorage.setItem(key, select.value);
    } catch {
      // nothing to remember it in
    }
    seat(select.value);
  });
}

/** The house rule the address asks for (`?variant=`, from the house-rule picker), or null. */
export function variantAsked(search: string): string | null {
  const v = new URLSearchParams(search).get('variant');
  return v && /^[a-z0-9-]{1,80}$/.test(v) ? v : null;
}

/**
 * `#variant-select` sets the house rule of `#variant-game` (with a save slot of its own) and
 * `#variant-table`, and of the `#playground-link` that opens it in the house-rule editor.
 * `?variant=` in the address picks the house rule first; one the select does not list yet is
 * added to it (a name the game does not have gets the element's own message).
 */
export function variantPicker(storagePrefix: string): void {
  const select = document.getElementById('variant-select') as HTMLSelectElement | null;
  const asked = variantAsked(location.search);
  if (!select) {
    if (asked) playVariant(storagePrefix, asked);
    return;
  }
  if (asked) {
    if (![...select.options].some((o) => o.value === asked)) select.append(new Option(asked, asked));
    select.value = asked;
  }
  const play = (v: string): void => playVariant(storagePrefix, v);
  // A browser that restores the picker's choice on reload gets the game that goes with it.
  if (document.getElementById('variant-game')?.getAttribute('variant') !== select.value) play(select.value);
  select.addEventListener('change', () => play(select.value));
}

function playVariant(storagePrefix: string, v: string): void {
  const game = document.getElementById('variant-game');
  game?.setAttribute('variant', v);
  game?.setAttribute('storage-key', `${storagePrefix}${v}`);
  document.getElementById('variant-table')?.setAttribute('variant', v);
  const link = document.getElementById('playground-link') as HTMLAnchorElement | null;
  if (link) {
    const url = new URL(link.href);
    url.searchParams.set('variant', v);
    link.href = url.href;
  }
}
