// How many bots sit at the table (O'kudos plays with two to four), and which of the rulebook's
// variants the second game plays. Each table and each variant keeps its own saved game; the
// choice of bots is remembered, so a reload comes back to the same table.
const KEY = 'regelwerk-site:okudos-bots';

const select = document.getElementById('opponents') as HTMLSelectElement | null;
const game = document.getElementById('game');

function remembered(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: the default table
  }
}

function seat(count: string): void {
  const n = Number(count);
  if (!game || !Number.isInteger(n) || n < 1 || n > 3) return;
  game.setAttribute('storage-key', `okudos-${n}-bots`);
  game.setAttribute('bots', Array.from({ length: n }, () => 'tactician').join(', '));
}

const stored = remembered();
if (select && stored !== null && [...select.options].some((o) => o.value === stored)) {
  select.value = stored;
  seat(stored);
} else if (select) seat(select.value);

select?.addEventListener('change', () => {
  try {
    localStorage.setItem(KEY, select.value);
  } catch {
    // nothing to remember it in
  }
  seat(select.value);
});

// The variant picker: the second game and its table follow the chosen variant.
const variant = document.getElementById('variant-select') as HTMLSelectElement | null;
function play(v: string): void {
  document.getElementById('variant-game')?.setAttribute('variant', v);
  document.getElementById('variant-game')?.setAttribute('storage-key', `okudos-${v}`);
  document.getElementById('variant-table')?.setAttribute('variant', v);
}
// A browser that restores the picker's choice on reload gets the game that goes with it.
if (variant) play(variant.value);
variant?.addEventListener('change', () => play(variant.value));

export {};
