export { BoardElement, setBoardProps } from './board-element.js';
export { define } from './define.js';
export { theme } from './theme.js';
