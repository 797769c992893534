import { theme } from '@regelwerk/board-kit';
import { css } from 'lit';

export const styles = [
  theme,
  css`
    .board {
      display: grid;
      gap: 0.75rem;
      padding: 0.75rem;
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
    }
    .rules-name {
      margin: 0;
      font-size: 0.85em;
      color: var(--_muted);
    }
    .toolbar,
    .viewer,
    .ff {
      display: flex;
      gap: 0.5rem;
      flex-wrap: wrap;
      align-items: center;
    }
    .toolbar {
      border-top: 1px solid var(--_line);
      padding-top: 0.6rem;
    }
    .match table {
      border-collapse: collapse;
    }
    .match th,
    .match td {
      padding: 0.15rem 0.75rem 0.15rem 0;
      text-align: left;
    }
    .match tr.out {
      color: var(--_muted);
    }
    .match p {
      margin: 0;
    }
    .rounds summary {
      cursor: pointer;
      padding: 0.25rem 0;
    }
    .rounds ol {
      margin: 0.25rem 0 0;
      padding-left: 1.25rem;
    }
    .round-no {
      font-weight: 600;
    }
    .import {
      position: relative;
      display: inline-flex;
      align-items: center;
    }
    .import input {
      position: absolute;
      inset: 0;
      opacity: 0;
      width: 100%;
      cursor: pointer;
    }
  `,
];
