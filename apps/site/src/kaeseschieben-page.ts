// How many bots sit at the table (Käseschieben plays with two to four). Each count keeps its own
// saved game, and the choice is remembered, so a reload comes back to the same table.
const KEY = 'regelwerk-site:kaeseschieben-bots';

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
  game.setAttribute('storage-key', `kaeseschieben-${n}-bots`);
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

// A module of its own: its names do not meet other page scripts'.
export {};
