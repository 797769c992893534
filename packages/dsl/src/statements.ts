/**
 * The statements of the rule language: how each one is written and what it reads into.
 * The grammar only splits lines into words; this table gives them meaning, so that every
 * problem in a file is reported with the statement's own usage line.
 */
import type { SourceRange } from './diagnostics.js';
import { MAX_NUMBER, Reader } from './reader.js';
import type { Face, GameId, OptionValue, Winner } from './ruleset.js';
import type { Line, Statement, Word } from './syntax.js';

export interface Located<T> {
  readonly value: T;
  readonly range: SourceRange;
}

export type Term =
  | { readonly kind: 'num'; readonly value: number; readonly range: SourceRange }
  | { readonly kind: 'var'; readonly name: string; readonly offset: number; readonly range: SourceRange }
  | { readonly kind: 'any'; readonly range: SourceRange };

export interface Generator {
  readonly name: string;
  readonly from: number;
  readonly to: number;
  readonly range: SourceRange;
}

export interface RankRowDecl {
  readonly id: Located<string>;
  readonly label: Located<string>;
  readonly terms: readonly Term[];
  readonly gen: Generator | null;
  readonly by: { readonly key: 'number' | 'sum'; readonly desc: boolean } | null;
  readonly penalty: Term | { readonly kind: 'all'; readonly range: SourceRange } | null;
  readonly endsHalf: boolean;
  readonly fromHand: { readonly when: Located<string> | null } | null;
}

export interface ActionRowDecl {
  readonly id: Located<string>;
  readonly label: string;
  readonly face: Located<string>;
  readonly count: Located<{ from: number; to: number }>;
  readonly effect: 'take' | 'steal';
  readonly group: Located<string>;
  readonly position: 'nth' | 'top' | 'any';
}

export interface CubeRowDecl {
  readonly id: Located<string>;
  readonly label: string;
  readonly count: number;
  readonly value: number;
  readonly worms: Located<number>;
}

export interface DealRowDecl {
  readonly id: Located<string>;
  readonly players: Located<number>;
  readonly colours: Located<number>;
  readonly gameScoresBest: Located<number> | null;
}

export type LayoutRowDecl = readonly Located<string>[];

export interface PiecesDecl {
  readonly group: string;
  readonly values: readonly number[];
  readonly total: Located<number> | null;
}

export interface OptionDecl {
  readonly id: string;
  readonly kind: 'flag' | 'number' | 'choice';
  readonly default: OptionValue;
  readonly description: string;
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

/** What each statement's head reads into. */
export interface HeadValues {
  game: { id: string; title: string };
  variant: { name: string; base: Located<string> };
  players: { min: number; max: number | null };
  die: { id: string; faces: readonly Located<Face>[] };
  dice: { count: number; die: Located<string> };
  throws: { min: number; max: number; setByStarter: boolean; keepAtLeast: number };
  'reuse-set-aside': boolean;
  'last-throw': 'covered' | 'open';
  tokens: number;
  halves: { count: number; final: boolean };
  option: OptionDecl;
  set: { id: Located<string>; word: Word };
  turn: { from: readonly number[]; to: readonly number[]; when: Located<string> | null };
  ranking: null;
  tiles: PiecesDecl;
  chips: PiecesDecl;
  'tiles-order': 'shuffled' | 'sorted';
  actions: null;
  'forced-take': readonly { group: Located<string>; pick: 'lowest' | 'highest' }[];
  'ends-when': readonly string[];
  worthless: { group: Located<string>; above: Located<string> };
  winner: Winner;
  joker: { face: Located<string>; times: number };
  board: { width: number; height: number; sudoku: boolean };
  start: number;
  'two-players': 'opposite' | 'adjacent';
  cubes: null;
  worms: { total: number; spare: number };
  'wormy-value': number;
  layout: null;
  steps: { exact: boolean; orthogonal: boolean };
  'last-cube': number;
  'next-round': 'lowest-points' | 'winner' | 'next';
  sectors: { width: number; height: number };
  'discard-at-start': number;
  hand: number;
  deal: null;
  'irregular-bonus': number;
}

export interface RowValues {
  ranking: RankRowDecl;
  actions: ActionRowDecl;
  cubes: CubeRowDecl;
  deal: DealRowDecl;
  layout: LayoutRowDecl;
}

export type Keyword = keyof HeadValues;

export interface StatementDef<K extends Keyword = Keyword> {
  readonly keyword: K;
  readonly usage: string;
  readonly summary: string;
  /** The games that use this statement; `all` for every game. */
  readonly games: readonly GameId[] | 'all';
  /** Whether a game that uses it must have it. */
  readonly required: boolean;
  /** Statements with a second word as key (`option <id>`) may appear once per key. */
  readonly keyed?: boolean;
  readonly read: (r: Reader, s: Statement) => HeadValues[K] | undefined;
  readonly rows?: {
    readonly usage: string;
    /** Whether rows start with an id that variants can refer to. */
    readonly named: boolean;
    readonly read: (r: Reader, row: Line) => (K extends keyof RowValues ? RowValues[K] : never) | undefined;
  };
}

const located = <T>(value: T, range: SourceRange): Located<T> => ({ value, range });

function nameAt(r: Reader, what: string): Located<string> | undefined {
  const range = r.here();
  const v = r.name(what);
  return v === undefined ? undefined : located(v, range);
}

function intAt(r: Reader, what: string, min = 0, max = MAX_NUMBER): Located<number> | undefined {
  const range = r.here();
  const v = r.int(what, { min, max });
  return v === undefined ? undefined : located(v, range);
}

function onOff(r: Reader, what: string): boolean | undefined {
  const v = r.oneOf(what, ['on', 'off'] as const);
  return v === undefined ? undefined : v === 'on';
}

function whenClause(r: Reader): Located<string> | null | undefined {
  if (!r.keyword('when')) return null;
  return nameAt(r, 'the option that switches this on');
}

/** A pattern or penalty term: a number, a name (a variable, or `any`), or `n-1`. */
function term(w: Word): Term | undefined {
  switch (w.kind) {
    case 'number':
      return { kind: 'num', value: w.value, range: w.range };
    case 'name':
      return w.value === 'any' ? { kind: 'any', range: w.range } : { kind: 'var', name: w.value, offset: 0, range: w.range };
    case 'expr':
      return { kind: 'var', name: w.name, offset: w.offset, range: w.range };
    default:
      return undefined;
  }
}

const RANK_CLAUSES = new Set(['for', 'by', 'penalty', 'ends', 'from-hand']);

/** Reads `<n> in <a>..<b>` after a `for` that the caller has just read. */
function generator(r: Reader): Generator | undefined {
  const start = r.previous()?.range ?? r.here();
  const name = r.name('the variable of `for`');
  if (!r.expect('in')) return undefined;
  const range = r.range('the values of the variable', { min: -MAX_NUMBER, max: MAX_NUMBER });
  if (name === undefined || range === undefined || range.to === null) return undefined;
  if (Math.abs(range.to - range.from) >= 1000) {
    return r.fail('a `for` may run over at most 1000 values', start, 'value/out-of-range');
  }
  const end = r.previous()?.range.end ?? start.end;
  return { name, from: range.from, to: range.to, range: { file: start.file, start: start.start, end } };
}

function pieces(r: Reader, what: string, group: string): PiecesDecl | undefined {
  const items: { value: Term; times: number }[] = [];
  while (!r.atEnd()) {
    const w = r.peek()!;
    if (w.kind === 'name' && (w.value === 'for' || w.value === 'total')) break;
    const t = term(w);
    if (!t || t.kind === 'any') return r.fail(`expected a ${what} value such as \`-2\` or \`n\`, found \`${w.text}\``);
    r.take();
    let times = 1;
    const next = r.peek();
    if (next?.kind === 'times') {
      r.take();
      const n = r.checkInt(next.value, 'a count', { min: 1, max: 10_000 }, next.range);
      if (n === undefined) return undefined;
      times = n;
    }
    items.push({ value: t, times });
  }
  if (r.failed) return undefined;
  if (items.length === 0) return r.fail(`expected at least one ${what} value`);
  let gen: Generator | null = null;
  if (r.keyword('for')) {
    gen = generator(r) ?? null;
    if (!gen) return undefined;
  }
  let total: Located<number> | null = null;
  if (r.keyword('total')) total = intAt(r, 'the total', 0, 100_000) ?? null;
  r.end();
  if (r.failed) return undefined;
  const values: number[] = [];
  const bindings = gen ? steps(gen.from, gen.to) : [undefined];
  for (const n of bindings) {
    for (const item of items) {
      const t = item.value;
      let v: number;
      if (t.kind === 'num') v = t.value;
      else if (t.kind === 'var' && gen && t.name === gen.name && n !== undefined) v = n + t.offset;
      else if (t.kind === 'var') {
        return r.fail(
          gen ? `\`${t.name}\` is not the variable of \`for\` (\`${gen.name}\`)` : `\`${t.name}\` is not defined; add \`for ${t.name} in 1..6\``,
          t.range,
          'name/unknown-variable',
        );
      } else continue;
      for (let i = 0; i < item.times; i++) values.push(v);
    }
    if (values.length > 100_000) return r.fail(`too many ${what}s: at most 100000`, r.here(), 'value/out-of-range');
  }
  return { group, values, total };
}

/** The values from `from` to `to`, either way round. */
export function steps(from: number, to: number): number[] {
  const out: number[] = [];
  const d = to >= from ? 1 : -1;
  for (let v = from; d > 0 ? v <= to : v >= to; v += d) out.push(v);
  return out;
}

function winner(r: Reader): Winner | undefined {
  const by = r.oneOf('who wins', ['most-points', 'fewest-points'] as const);
  let ties: Winner['ties'] = 'none';
  if (r.keyword('ties')) {
    const t = r.oneOf('how ties end', ['share', 'none'] as const);
    if (t) ties = t;
  }
  r.end();
  return by === undefined || r.failed ? undefined : { by, ties };
}

function single<T>(r: Reader, read: () => T | undefined): T | undefined {
  const v = read();
  r.end();
  return r.failed ? undefined : v;
}

const ALL = 'all' as const;

export const STATEMENTS: { readonly [K in Keyword]: StatementDef<K> } = {
  game: {
    keyword: 'game',
    usage: 'game <id> "<title>"',
    summary: 'The first line of a game file: its id and its title.',
    games: ALL,
    required: false,
    read: (r) => {
      const id = r.name('the game id');
      const title = r.string('the title');
      r.end();
      return id === undefined || title === undefined || r.failed ? undefined : { id, title };
    },
  },
  variant: {
    keyword: 'variant',
    usage: 'variant "<name>" extends <game>',
    summary: 'The first line of a house rule: its name and the game it changes.',
    games: ALL,
    required: false,
    read: (r) => {
      const name = r.string('the variant name');
      r.expect('extends');
      const base = nameAt(r, 'the game it extends');
      r.end();
      return name === undefined || base === undefined || r.failed ? undefined : { name, base };
    },
  },
  players: {
    keyword: 'players',
    usage: 'players <min>..<max>',
    summary: 'How many people can play; `2..` has no upper limit.',
    games: ALL,
    required: true,
    read: (r) =>
      single(r, () => {
        const range = r.range('the number of players', { min: 1, max: 100, open: true, ascending: true });
        return range && { min: range.from, max: range.to };
      }),
  },
  die: {
    keyword: 'die',
    usage: 'die <id> faces <face> <face> …',
    summary: 'A die with its faces, numbers or names; a face may repeat. `d6` and the like need no statement.',
    games: ALL,
    required: false,
    keyed: true,
    read: (r) => {
      const id = r.name('the die');
      r.expect('faces');
      const faces: Located<Face>[] = [];
      while (!r.atEnd()) {
        const w = r.take()!;
        if (w.kind === 'number') faces.push(located<Face>(w.value, w.range));
        else if (w.kind === 'name') faces.push(located<Face>(w.value, w.range));
        else return r.fail(`a face is a number or a name, not \`${w.text}\``, w.range);
      }
      if (r.failed || id === undefined) return undefined;
      if (faces.length < 2 || faces.length > 100) return r.fail('a die has between 2 and 100 faces', r.here(), 'value/out-of-range');
      return { id, faces };
    },
  },
  dice: {
    keyword: 'dice',
    usage: 'dice <count> <die>',
    summary: 'How many dice are thrown together, and which die (`d6` or one declared with `die`).',
    games: ['schocken', 'sushizock', 'kaeseschieben'],
    required: true,
    read: (r) => {
      const count = r.int('the number of dice', { min: 1, max: 10 });
      const die = nameAt(r, 'the die');
      r.end();
      return count === undefined || die === undefined || r.failed ? undefined : { count, die };
    },
  },
  throws: {
    keyword: 'throws',
    usage: 'throws <min>..<max> [set-by starter] [keep-at-least <n>]',
    summary: 'How many times a player may throw in a turn; who sets the limit; dice to set aside between throws.',
    games: ['schocken', 'sushizock'],
    required: true,
    read: (r) => {
      const range = r.range('the number of throws', { min: 1, max: 20, ascending: true });
      let setByStarter = false;
      let keepAtLeast = 0;
      while (!r.atEnd()) {
        if (r.keyword('set-by')) {
          r.expect('starter');
          setByStarter = true;
        } else if (r.keyword('keep-at-least')) {
          keepAtLeast = r.int('the dice to keep', { min: 0, max: 10 }) ?? 0;
        } else r.fail(`expected \`set-by starter\` or \`keep-at-least <n>\`, found \`${r.peek()!.text}\``);
      }
      return range === undefined || range.to === null || r.failed
        ? undefined
        : { min: range.from, max: range.to, setByStarter, keepAtLeast };
    },
  },
  'reuse-set-aside': {
    keyword: 'reuse-set-aside',
    usage: 'reuse-set-aside on|off',
    summary: 'Whether dice set aside may be thrown again later in the turn.',
    games: ['schocken', 'sushizock'],
    required: true,
    read: (r) => single(r, () => onOff(r, 'whether set-aside dice may be thrown again')),
  },
  'last-throw': {
    keyword: 'last-throw',
    usage: 'last-throw covered|open',
    summary: 'Whether a throw that is the last possible one stays hidden until every cup is lifted.',
    games: ['schocken'],
    required: true,
    read: (r) => single(r, () => r.oneOf('how the last throw is shown', ['covered', 'open'] as const)),
  },
  tokens: {
    keyword: 'tokens',
    usage: 'tokens <count>',
    summary: 'Penalty tokens in the middle at the start of each half.',
    games: ['schocken'],
    required: true,
    read: (r) => single(r, () => r.int('the number of tokens', { min: 1, max: 1000 })),
  },
  halves: {
    keyword: 'halves',
    usage: 'halves <count> [final]',
    summary: 'How many halves a game has, and whether their losers play a final.',
    games: ['schocken'],
    required: true,
    read: (r) => {
      const count = r.int('the number of halves', { min: 1, max: 10 });
      const final = r.keyword('final');
      r.end();
      return count === undefined || r.failed ? undefined : { count, final };
    },
  },
  option: {
    keyword: 'option',
    usage: 'option <id> <default> "<description>" [one-of <a> <b> …] [range <min>..<max>]',
    summary: 'Declares an option with its default and a one-line description; `set` changes it.',
    games: ALL,
    required: false,
    keyed: true,
    read: (r) => {
      const id = r.name('the option');
      const dw = r.take();
      const description = r.string('the one-line description');
      if (r.failed || id === undefined || !dw || description === undefined) {
        if (!dw) r.fail('expected the default value (`on`, `off`, a number or a name)');
        return undefined;
      }
      let decl: OptionDecl | undefined;
      if (dw.kind === 'name' && (dw.value === 'on' || dw.value === 'off')) {
        decl = { id, kind: 'flag', default: dw.value === 'on', description };
      } else if (dw.kind === 'number') {
        let min = -MAX_NUMBER;
        let max = MAX_NUMBER;
        if (r.keyword('range')) {
          const range = r.range('the allowed values', { ascending: true });
          if (range && range.to !== null) ({ from: min, to: max } = { from: range.from, to: range.to });
        }
        decl = { id, kind: 'number', default: dw.value, description, min, max };
      } else if (dw.kind === 'name') {
        r.expect('one-of');
        const choices: string[] = [];
        while (!r.atEnd()) {
          const c = r.name('a choice');
          if (c !== undefined) choices.push(c);
        }
        decl = { id, kind: 'choice', default: dw.value, description, choices };
      } else {
        return r.fail(`the default is \`on\`, \`off\`, a number or a name, not \`${dw.text}\``, dw.range);
      }
      r.end();
      if (r.failed) return undefined;
      if (description.trim().length === 0) return r.fail('the description must say what the option does');
      return decl;
    },
  },
  set: {
    keyword: 'set',
    usage: 'set <option> <value>',
    summary: 'Sets an option declared by the game.',
    games: ALL,
    required: false,
    keyed: true,
    read: (r) => {
      const id = nameAt(r, 'the option');
      const word = r.take();
      if (!word) r.fail('expected the value to set');
      r.end();
      return id === undefined || !word || r.failed ? undefined : { id, word };
    },
  },
  turn: {
    keyword: 'turn',
    usage: 'turn <face> … into <face> … [when <option>]',
    summary: 'Dice set aside showing some faces may be turned to show others.',
    games: ['schocken'],
    required: false,
    read: (r) => {
      const from: number[] = [];
      const to: number[] = [];
      while (!r.atEnd() && !r.keyword('into')) from.push(r.int('a face to turn', { min: 0, max: 1000 }) ?? 0);
      while (!r.atEnd() && r.peek()?.text !== 'when') to.push(r.int('a face to turn to', { min: 0, max: 1000 }) ?? 0);
      const when = whenClause(r);
      r.end();
      if (r.failed) return undefined;
      if (from.length === 0 || to.length === 0) return r.fail('name the faces before and after `into`');
      return { from, to, when: when ?? null };
    },
  },
  ranking: {
    keyword: 'ranking',
    usage: 'ranking best-first',
    summary: 'The ranking of throws, best first; one row per kind of throw.',
    games: ['schocken'],
    required: true,
    read: (r) => single(r, () => (r.expect('best-first') ? null : undefined)),
    rows: {
      usage: '<id> "<label>" <pattern> [for <n> in <a>..<b>] [by number|sum desc|asc] penalty <n>|all [ends half] [from-hand [when <option>]]',
      named: true,
      read: (r) => {
        const idRange = r.here();
        const id = r.name('the row id');
        const labelRange = r.here();
        const label = r.string('the label');
        const terms: Term[] = [];
        while (!r.atEnd()) {
          const w = r.peek()!;
          if (w.kind === 'name' && RANK_CLAUSES.has(w.value)) break;
          const t = term(w);
          if (!t) return r.fail(`a pattern is made of numbers, names and \`n-1\`, not \`${w.text}\``, w.range);
          terms.push(t);
          r.take();
        }
        if (!r.failed && terms.length === 0) r.fail('expected a pattern such as `1 1 n` or `any`');
        let gen: Generator | null = null;
        let by: RankRowDecl['by'] = null;
        let penalty: RankRowDecl['penalty'] = null;
        let endsHalf = false;
        let fromHand: RankRowDecl['fromHand'] = null;
        while (!r.atEnd()) {
          if (r.keyword('for')) gen = generator(r) ?? null;
          else if (r.keyword('by')) {
            const key = r.oneOf('what to order by', ['number', 'sum'] as const);
            const dir = r.oneOf('the direction', ['desc', 'asc'] as const);
            if (key && dir) by = { key, desc: dir === 'desc' };
          } else if (r.keyword('penalty')) {
            const w = r.take();
            if (!w) r.fail('expected the penalty: a number, `all` or the variable');
            else if (w.kind === 'name' && w.value === 'all') penalty = { kind: 'all', range: w.range };
            else {
              const t = term(w);
              if (!t || t.kind === 'any') r.fail(`a penalty is a number, \`all\` or the variable, not \`${w.text}\``, w.range);
              else penalty = t;
            }
          } else if (r.keyword('ends')) {
            r.expect('half');
            endsHalf = true;
          } else if (r.keyword('from-hand')) {
            const when = whenClause(r);
            fromHand = { when: when ?? null };
          } else r.fail(`expected \`for\`, \`by\`, \`penalty\`, \`ends half\` or \`from-hand\`, found \`${r.peek()!.text}\``);
        }
        if (r.failed || id === undefined || label === undefined) return undefined;
        return {
          id: located(id, idRange),
          label: located(label, labelRange),
          terms,
          gen,
          by,
          penalty,
          endsHalf,
          fromHand,
        };
      },
    },
  },
  tiles: {
    keyword: 'tiles',
    usage: 'tiles <group> <value>[ x<count>] … [for <n> in <a>..<b>] [total <count>]',
    summary: 'A group of tiles with their values; `x4` repeats a value; `total` is checked.',
    games: ['sushizock'],
    required: true,
    keyed: true,
    read: (r) => {
      const group = r.name('the tile group');
      return group === undefined ? undefined : pieces(r, 'tile', group);
    },
  },
  chips: {
    keyword: 'chips',
    usage: 'chips <value>[ x<count>] … [for <n> in <a>..<b>] [total <count>]',
    summary: 'The numbered chips; `x9` repeats a value; `total` is checked.',
    games: ['okudos'],
    required: true,
    read: (r) => pieces(r, 'chip', 'chips'),
  },
  'tiles-order': {
    keyword: 'tiles-order',
    usage: 'tiles-order shuffled|sorted',
    summary: 'How each row of tiles is laid out at the start.',
    games: ['sushizock'],
    required: true,
    read: (r) => single(r, () => r.oneOf('the order', ['shuffled', 'sorted'] as const)),
  },
  actions: {
    keyword: 'actions',
    usage: 'actions',
    summary: 'What a throw allows: a face count lets a player take or steal a tile.',
    games: ['sushizock'],
    required: true,
    read: (r) => single(r, () => null),
    rows: {
      usage: '<id> "<label>" <face> <count>|<a>..<b> take|steal <group> nth|top|any',
      named: true,
      read: (r) => {
        const id = nameAt(r, 'the row id');
        const label = r.string('the label');
        const face = nameAt(r, 'the die face counted');
        const countRange = r.here();
        const count = r.range('how many dice must show the face', { min: 1, max: 10, ascending: true });
        const effect = r.oneOf('the effect', ['take', 'steal'] as const);
        const group = nameAt(r, 'the tile group');
        const position = r.oneOf('which tile', ['nth', 'top', 'any'] as const);
        r.end();
        if (r.failed || !id || label === undefined || !face || !count || count.to === null || !effect || !group || !position) {
          return undefined;
        }
        return { id, label, face, count: located({ from: count.from, to: count.to }, countRange), effect, group, position };
      },
    },
  },
  'forced-take': {
    keyword: 'forced-take',
    usage: 'forced-take <group> lowest|highest [then <group> lowest|highest …]',
    summary: 'The tile a player must take when no throw is left and nothing else is possible.',
    games: ['sushizock'],
    required: true,
    read: (r) => {
      const out: { group: Located<string>; pick: 'lowest' | 'highest' }[] = [];
      do {
        const group = nameAt(r, 'the tile group');
        const pick = r.oneOf('which tile', ['lowest', 'highest'] as const);
        if (group && pick) out.push({ group, pick });
      } while (r.keyword('then'));
      r.end();
      return r.failed ? undefined : out;
    },
  },
  'ends-when': {
    keyword: 'ends-when',
    usage: 'ends-when <condition> …',
    summary: 'When the game is over.',
    games: ['sushizock', 'kaeseschieben', 'okudos'],
    required: true,
    read: (r) => {
      const out: string[] = [];
      const allowed = ['centre-empty', 'board-empty', 'all-pass', 'out-of-chips'] as const;
      do {
        const c = r.oneOf('a condition', allowed);
        if (c) out.push(c);
      } while (!r.atEnd());
      return r.failed ? undefined : out;
    },
  },
  worthless: {
    keyword: 'worthless',
    usage: 'worthless <group> above <group>',
    summary: 'Pieces of one stack higher than another stack score nothing.',
    games: ['sushizock'],
    required: true,
    read: (r) => {
      const group = nameAt(r, 'the group that loses value');
      r.expect('above');
      const above = nameAt(r, 'the group whose height counts');
      r.end();
      return !group || !above || r.failed ? undefined : { group, above };
    },
  },
  winner: {
    keyword: 'winner',
    usage: 'winner most-points|fewest-points [ties share|none]',
    summary: 'Who wins, and what happens on a tie.',
    games: ['sushizock', 'kaeseschieben', 'okudos'],
    required: true,
    read: (r) => winner(r),
  },
  joker: {
    keyword: 'joker',
    usage: 'joker <face> throw-again times <n>',
    summary: 'A face that means: throw again and multiply the next number.',
    games: ['kaeseschieben'],
    required: false,
    read: (r) => {
      const face = nameAt(r, 'the joker face');
      r.expect('throw-again');
      r.expect('times');
      const times = r.int('the multiplier', { min: 1, max: 10 });
      r.end();
      return !face || times === undefined || r.failed ? undefined : { face, times };
    },
  },
  board: {
    keyword: 'board',
    usage: 'board <width> by <height> [sudoku]',
    summary: 'The board size in squares; `sudoku` fills it with a solved sudoku.',
    games: ['kaeseschieben', 'okudos'],
    required: true,
    read: (r) => {
      const width = r.int('the width', { min: 1, max: 100 });
      r.expect('by');
      const height = r.int('the height', { min: 1, max: 100 });
      const sudoku = r.keyword('sudoku');
      r.end();
      return width === undefined || height === undefined || r.failed ? undefined : { width, height, sudoku };
    },
  },
  start: {
    keyword: 'start',
    usage: 'start <n> from-right',
    summary: "Where each player's piece starts in the first row in front of them.",
    games: ['kaeseschieben'],
    required: true,
    read: (r) => {
      const n = r.int('the square', { min: 1, max: 100 });
      r.expect('from-right');
      r.end();
      return r.failed ? undefined : n;
    },
  },
  'two-players': {
    keyword: 'two-players',
    usage: 'two-players opposite|adjacent',
    summary: 'Which edges two players take.',
    games: ['kaeseschieben'],
    required: true,
    read: (r) => single(r, () => r.oneOf('the edges', ['opposite', 'adjacent'] as const)),
  },
  cubes: {
    keyword: 'cubes',
    usage: 'cubes',
    summary: 'The cube sizes: how many, their value, and how many carry a worm.',
    games: ['kaeseschieben'],
    required: true,
    read: (r) => single(r, () => null),
    rows: {
      usage: '<id> "<label>" count <n> value <n> worms <n>',
      named: true,
      read: (r) => {
        const id = nameAt(r, 'the cube size');
        const label = r.string('the label');
        r.expect('count');
        const count = r.int('the number of cubes', { min: 0, max: 1000 });
        r.expect('value');
        const value = r.int('the value', { min: -1000, max: 1000 });
        r.expect('worms');
        const worms = intAt(r, 'the number of wormy cubes', 0, 1000);
        r.end();
        return r.failed || !id || label === undefined || count === undefined || value === undefined || !worms
          ? undefined
          : { id, label, count, value, worms };
      },
    },
  },
  worms: {
    keyword: 'worms',
    usage: 'worms <total> spare <n>',
    summary: 'Worms in the box, and how many of them stay spare.',
    games: ['kaeseschieben'],
    required: true,
    read: (r) => {
      const total = r.int('the number of worms', { min: 0, max: 1000 });
      r.expect('spare');
      const spare = r.int('the spare worms', { min: 0, max: 1000 });
      r.end();
      return total === undefined || spare === undefined || r.failed ? undefined : { total, spare };
    },
  },
  'wormy-value': {
    keyword: 'wormy-value',
    usage: 'wormy-value <n>',
    summary: 'What a cube with a worm scores.',
    games: ['kaeseschieben'],
    required: true,
    read: (r) => single(r, () => r.int('the value', { min: -1000, max: 1000 })),
  },
  layout: {
    keyword: 'layout',
    usage: 'layout centre',
    summary: 'The block of pieces at the start, one row per line, centred on the board.',
    games: ['kaeseschieben'],
    required: true,
    read: (r) => single(r, () => (r.expect('centre') ? null : undefined)),
    rows: {
      usage: '<size> <size> …',
      named: false,
      read: (r) => {
        const cells: Located<string>[] = [];
        while (!r.atEnd()) {
          const c = nameAt(r, 'a cube size');
          if (c) cells.push(c);
        }
        return r.failed ? undefined : cells;
      },
    },
  },
  steps: {
    keyword: 'steps',
    usage: 'steps exact|up-to orthogonal|any-direction',
    summary: 'How a piece moves the thrown number.',
    games: ['kaeseschieben'],
    required: true,
    read: (r) => {
      const exact = r.oneOf('how many steps', ['exact', 'up-to'] as const);
      const dir = r.oneOf('the directions', ['orthogonal', 'any-direction'] as const);
      r.end();
      return !exact || !dir || r.failed ? undefined : { exact: exact === 'exact', orthogonal: dir === 'orthogonal' };
    },
  },
  'last-cube': {
    keyword: 'last-cube',
    usage: 'last-cube steal <n>',
    summary: 'Who receives the last cube takes this many cubes from other players.',
    games: ['kaeseschieben'],
    required: true,
    read: (r) => {
      r.expect('steal');
      return single(r, () => r.int('the cubes to take', { min: 0, max: 100 }));
    },
  },
  'next-round': {
    keyword: 'next-round',
    usage: 'next-round starter lowest-points|winner|next',
    summary: 'Who starts the next round of a match.',
    games: ['kaeseschieben'],
    required: true,
    read: (r) => {
      r.expect('starter');
      return single(r, () => r.oneOf('who starts', ['lowest-points', 'winner', 'next'] as const));
    },
  },
  sectors: {
    keyword: 'sectors',
    usage: 'sectors <width> by <height>',
    summary: 'The size of a sector; the board is split into sectors of this size.',
    games: ['okudos'],
    required: true,
    read: (r) => {
      const width = r.int('the width', { min: 1, max: 100 });
      r.expect('by');
      const height = r.int('the height', { min: 1, max: 100 });
      r.end();
      return width === undefined || height === undefined || r.failed ? undefined : { width, height };
    },
  },
  'discard-at-start': {
    keyword: 'discard-at-start',
    usage: 'discard-at-start <n>',
    summary: 'Chips put face down on the discard pile before play.',
    games: ['okudos'],
    required: true,
    read: (r) => single(r, () => r.int('the number of chips', { min: 0, max: 10_000 })),
  },
  hand: {
    keyword: 'hand',
    usage: 'hand <n>',
    summary: 'Chips each player holds.',
    games: ['okudos'],
    required: true,
    read: (r) => single(r, () => r.int('the hand size', { min: 1, max: 100 })),
  },
  deal: {
    keyword: 'deal',
    usage: 'deal',
    summary: 'How many sector colours each player is dealt, by number of players.',
    games: ['okudos'],
    required: true,
    read: (r) => single(r, () => null),
    rows: {
      usage: '<id> players <n> colours <n> [game-scores-best <n>]',
      named: true,
      read: (r) => {
        const id = nameAt(r, 'the row id');
        r.expect('players');
        const players = intAt(r, 'the number of players', 1, 100);
        r.expect('colours');
        const colours = intAt(r, 'the colours per player', 0, 1000);
        let gameScoresBest: Located<number> | null = null;
        if (r.keyword('game-scores-best')) gameScoresBest = intAt(r, 'the sectors the game scores', 0, 1000) ?? null;
        r.end();
        return r.failed || !id || !players || !colours ? undefined : { id, players, colours, gameScoresBest };
      },
    },
  },
  'irregular-bonus': {
    keyword: 'irregular-bonus',
    usage: 'irregular-bonus <points>',
    summary: 'Points for each irregular chip a player collects.',
    games: ['okudos'],
    required: true,
    read: (r) => single(r, () => r.int('the points', { min: -1000, max: 1000 })),
  },
};

/** Statements only a variant may use; they change the base game's tables. */
export const VARIANT_OPERATIONS = ['insert', 'replace', 'remove'] as const;
export const VARIANT_USAGE: Readonly<Record<(typeof VARIANT_OPERATIONS)[number], string>> = {
  insert: 'insert <table> above|below <row>',
  replace: 'replace <table> <row>',
  remove: 'remove <table> <row>',
};

export function isKeyword(k: string): k is Keyword {
  return Object.prototype.hasOwnProperty.call(STATEMENTS, k);
}

/** The key that makes two statements "the same" for duplicates and for variant restatement. */
export function statementKey(s: Statement): string {
  if (isKeyword(s.keyword) && STATEMENTS[s.keyword].keyed) {
    const second = s.words[1];
    return `${s.keyword} ${second?.kind === 'name' ? second.value : ''}`;
  }
  return s.keyword;
}
