export { BOARD_HOLD, BoardElement, setBoardProps } from './board-element.js';
export { define } from './define.js';
export { theme } from './theme.js';
export { cssProps } from './css-props.js';
export { coveredCup, dieFace } from './dice.js';
export { FocusKeeper } from './focus.js';
export { seatList } from './seat-list.js';
export { srOnly } from './screen-reader.js';
export { DEFAULT_YOU_NAMES, seatsWho, seatWho, whoList, youFaults, type Who } from './who.js';
