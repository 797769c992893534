// The schema's plain tables, on their own: the rules table loads them only for a game with rules alone.
export { describeTables } from '@regelwerk/dsl';
