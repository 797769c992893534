import { css } from 'lit';

export const boardStyles = css`
  :host {
    display: grid;
    gap: 0.75rem;
    background: transparent;
  }
  .status {
    font-weight: 600;
  }
  .players {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  .players li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4em 0.8em;
    align-items: center;
    padding: 0.3em 0.5em;
    border-radius: var(--_radius);
  }
  .players li.current {
    outline: 2px solid var(--_accent);
  }
  .players li.out {
    color: var(--_muted);
  }
  .name {
    font-weight: 600;
  }
  .bot,
  .out-note,
  .covered {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .mini-die {
    font-size: 1.4em;
    line-height: 1;
  }
  .dice {
    display: flex;
    gap: 0.6rem;
    flex-wrap: wrap;
  }
  .die {
    width: var(--rw-die-size, 3.5rem);
    height: var(--rw-die-size, 3.5rem);
    font-size: calc(var(--rw-die-size, 3.5rem) * 0.6);
    line-height: 1;
    display: grid;
    place-items: center;
    padding: 0;
  }
  .die .value {
    font-size: 0.3em;
    color: var(--_muted);
  }
  .die.aside {
    border: 3px solid var(--_accent);
    transform: translateY(-4px);
  }
  .actions {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
    align-items: center;
  }
  .game-over {
    font-size: 1.15em;
    font-weight: 700;
  }
  .turn-head,
  .last-round {
    margin: 0.2em 0;
  }
`;
