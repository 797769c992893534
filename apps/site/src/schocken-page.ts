// The house-rule picker: one game and one table follow the chosen variant.
const select = document.getElementById('variant-select') as HTMLSelectElement | null;
select?.addEventListener('change', () => {
  const game = document.getElementById('variant-game');
  const table = document.getElementById('variant-table');
  game?.setAttribute('variant', select.value);
  game?.setAttribute('storage-key', `variant-${select.value}`);
  table?.setAttribute('variant', select.value);
});
