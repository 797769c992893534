import { css } from 'lit';

/**
 * The list of seats a board shows beside the table: `<ul class="players">` with one `<li>` per
 * seat (`.current` for the seat to move), its `.name` and, for a bot, a `.bot` label.
 */
export const seatList = css`
  .players {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.3rem;
  }
  .players li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.3em 0.8em;
    padding: 0.3em 0.5em;
    border-radius: var(--_radius);
    border: 1px solid var(--_line);
  }
  .players li.current {
    outline: 2px solid var(--_accent);
  }
  .name {
    font-weight: 600;
  }
  .bot {
    color: var(--_muted);
    font-size: 0.9em;
  }
`;
