export { define } from '@regelwerk/board-kit';
