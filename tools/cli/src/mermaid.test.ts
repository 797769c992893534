/**
 * `regelwerk diagram GAME --mermaid`: the text is read back line by line with the rules of
 * Mermaid's state diagram lexer (ids, quoted names, labels to the end of the line) and compared
 * with the machine the game runs on: every state in its composite block, every transition with
 * its label, an initial `[*] -->` in every block that has one, `--> [*]` after every final state.
 * (Mermaid itself needs Node 22 and a DOM, so it is not a dependency; the text was also checked
 * once by hand with Mermaid's parser, see docs/cli.md.)
 */
import type { MachineConfig } from '@regelwerk/engine';
import { MODULES } from '@regelwerk/games/all';
import { chartOf, toGraph, type ChartTexts } from '@regelwerk/statechart';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Io } from './io.js';
import { run } from './main.js';
import { mermaidIds, mermaidText, toMermaid } from './mermaid.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Each layout takes ELK a moment: the same command line runs once per file. */
const memo = new Map<string, ReturnType<typeof runCli>>();
const cli = (args: string[]) => {
  const key = JSON.stringify(args);
  if (!memo.has(key)) memo.set(key, runCli(args));
  return memo.get(key)!;
};

async function runCli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: Io = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), color: false, tty: false, cwd: ROOT };
  return { code: await run(args, io), stdout, stderr };
}

/** What Mermaid's lexer accepts as a state id, a quoted name and a transition label. */
const ID = '[A-Za-z_][A-Za-z0-9_]*';
const LABEL = '(?:[^:\\n;]|:[^:\\n;])+';
const DECL = new RegExp(`^( *)state "([^"]*)" as (${ID})( \\{)?$`);
const ARROW = new RegExp(`^( *)(\\[\\*\\]|${ID}) --> (\\[\\*\\]|${ID})(?: :(${LABEL}))?$`);

const unhide = (s: string) => s.replace(/\ufb02\u00b0(\w+)\u00b6\u00df/g, '#$1;');

interface Parsed {
  readonly title: string | null;
  /** Declared states by Mermaid id: their shown name and the id of the block they are in ('' = top). */
  readonly states: Map<string, { name: string; parent: string; composite: boolean }>;
  /** `[*] --> x` by the block it is in. */
  readonly initials: Map<string, string>;
  readonly finals: string[];
  readonly transitions: { source: string; target: string; label: string }[];
}

/** Reads the text as Mermaid would, failing on any line it would not read or any unbalanced block. */
function parseMermaid(text: string): Parsed {
  const lines = text.split('\n');
  expect(lines.pop()).toBe('');
  let title: string | null = null;
  if (lines[0] === '---') {
    expect(lines[2]).toBe('---');
    title = JSON.parse(lines[1]!.replace(/^title: /, '')) as string;
    lines.splice(0, 3);
  }
  expect(lines.shift()).toBe('stateDiagram-v2');
  const parsed: Parsed = { title, states: new Map(), initials: new Map(), finals: [], transitions: [] };
  const stack: string[] = [''];
  for (const raw of lines) {
    // Mermaid hides entity codes from its lexer first (its encodeEntities); we read them back as written.
    const line = raw.replace(/#(\w+);/g, '\ufb02\u00b0$1\u00b6\u00df');
    const indent = 2 * stack.length;
    if (line.trim() === '}') {
      expect(stack.length, 'a `}` closes a block that is open').toBeGreaterThan(1);
      stack.pop();
      expect(line).toBe(`${' '.repeat(2 * stack.length)}}`);
      continue;
    }
    const decl = DECL.exec(line);
    if (decl) {
      expect(decl[1]!.length).toBe(indent);
      const [, , encoded, id, open] = decl;
      const name = unhide(encoded!);
      expect(parsed.states.has(id!), `${id} is declared once`).toBe(false);
      parsed.states.set(id!, { name: name!, parent: stack.at(-1)!, composite: open !== undefined });
      if (open) stack.push(id!);
      continue;
    }
    const arrow = ARROW.exec(line);
    expect(arrow, `Mermaid reads the line ${JSON.stringify(line)}`).not.toBeNull();
    const [, spaces, source, target, label] = arrow!;
    expect(spaces!.length).toBe(indent);
    if (source === '[*]') {
      expect(parsed.initials.has(stack.at(-1)!)).toBe(false);
      parsed.initials.set(stack.at(-1)!, target!);
    } else if (target === '[*]') parsed.finals.push(source!);
    else {
      // Transitions stand at the top level, where naming a state leaves it in its own block.
      expect(stack).toEqual(['']);
      expect(label, `the transition ${source} --> ${target} has a label`).toBeDefined();
      parsed.transitions.push({ source: source!, target: target!, label: unhide(label!.trim()) });
    }
  }
  expect(stack, 'every block is closed').toEqual(['']);
  return parsed;
}

/** The dotted state path of each Mermaid id, from the names in code mode (a state's key) and the blocks. */
function pathsOf(p: Parsed): Map<string, string> {
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const s = p.states.get(id)!;
    return s.parent === '' ? s.name : `${pathOf(s.parent)}.${s.name}`;
  };
  for (const id of p.states.keys()) paths.set(id, pathOf(id));
  return paths;
}

const schocken = MODULES.find((m) => m.id === 'schocken')!;
const config = schocken.runtime.fast.config as MachineConfig;

// Generous timeouts: ELK lays out the chart for each command line, beside other test files on shared machines.
describe('regelwerk diagram schocken --mermaid', { timeout: 30_000 }, () => {
  it('declares every state of the machine once, nested in the block of its parent state', async () => {
    const r = await cli(['diagram', 'schocken', '--mermaid']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const parsed = parseMermaid(r.stdout);
    const graph = toGraph(config);
    const paths = pathsOf(parsed);
    const states = graph.nodes.filter((n) => n.kind !== 'root');
    expect(states).toHaveLength(28);
    expect([...paths.values()].sort()).toEqual(states.map((n) => n.id).sort());
    // Composite exactly where the machine has child states.
    for (const [id, s] of parsed.states) expect(s.composite, id).toBe(states.find((n) => n.id === paths.get(id))!.kind === 'compound');
  });

  it('has every transition of the machine, labelled `event [guard]`, `[guard]` or `always`', async () => {
    const parsed = parseMermaid((await cli(['diagram', 'schocken', '--mermaid'])).stdout);
    const paths = pathsOf(parsed);
    const written = parsed.transitions.map((t) => `${paths.get(t.source)} -> ${paths.get(t.target)} : ${t.label}`).sort();
    const machine = toGraph(config).edges.map((e) => `${e.source} -> ${e.target} : ${e.label}`).sort();
    expect(machine).toHaveLength(38);
    expect(written).toEqual(machine);
    expect(written).toContain('playing.half.fromMiddle.turn.ready -> playing.half.fromMiddle.turn.thrown : dice.throw [throwAllowed]');
    expect(written).toContain('playing.half.fromMiddle.reveal -> over : [gameLostOutright]');
    expect(written).toContain('playing.half.fromMiddle.turnOver -> playing.half.fromMiddle.turn : always');
  });

  it('starts every block at its initial state and ends the final state in [*]', async () => {
    const parsed = parseMermaid((await cli(['diagram', 'schocken', '--mermaid'])).stdout);
    const paths = pathsOf(parsed);
    const idOf = new Map([...paths].map(([id, path]) => [path, id]));
    const graph = toGraph(config);
    for (const n of graph.nodes.filter((x) => x.initial !== null)) {
      const block = n.kind === 'root' ? '' : idOf.get(n.id)!;
      expect(paths.get(parsed.initials.get(block)!), `the initial state of ${n.id || 'the machine'}`).toBe(n.initial);
    }
    expect(parsed.initials.size).toBe(graph.nodes.filter((x) => x.initial !== null).length);
    expect(parsed.finals.map((id) => paths.get(id))).toEqual(graph.nodes.filter((x) => x.kind === 'final').map((x) => x.id));
  });

  it('shows the same states and transitions as --json', async () => {
    const parsed = parseMermaid((await cli(['diagram', 'schocken', '--mermaid'])).stdout);
    const json = JSON.parse((await cli(['diagram', 'schocken', '--json'])).stdout) as { nodes: { id: string }[]; edges: { source: string; target: string }[] };
    const paths = pathsOf(parsed);
    expect([...paths.values()].sort()).toEqual(json.nodes.map((n) => n.id).filter((id) => id !== '').sort());
    expect(parsed.transitions.map((t) => `${paths.get(t.source)} ${paths.get(t.target)}`)).toEqual(json.edges.map((e) => `${e.source} ${e.target}`));
  });

  it('writes state names and labels in the language of --lang, from the game texts', async () => {
    const de = parseMermaid((await cli(['diagram', 'schocken', '--mermaid', '--lang', 'de'])).stdout);
    expect(de.title).toBe('Schocken');
    expect(de.states.get('playing_half')!.name).toBe('Hälfte');
    expect(de.states.get('playing_half_passing')!.name).toBe('weitergeben');
    expect(de.transitions.map((t) => t.label)).toContain('würfeln wenn ein Wurf erlaubt ist');
    expect(de.transitions.map((t) => t.label)).toContain('sonst');
    const en = parseMermaid((await cli(['diagram', 'schocken', '--mermaid', '--lang', 'en'])).stdout);
    expect(en.states.get('playing_half_fromMiddle')!.name).toBe('from the middle');
    expect(en.transitions.map((t) => t.label)).toContain('stop if stopping is allowed');
    expect(en.transitions).toHaveLength(de.transitions.length);
  });

  it('draws the game of a rule file or variant without flow of its own: the same machine', async () => {
    const variant = await cli(['diagram', 'rules/variants/schocken-jule.rules', '--mermaid']);
    expect(variant.code).toBe(0);
    expect(variant.stdout).toBe((await cli(['diagram', 'schocken', '--mermaid'])).stdout);
  });

  it('draws a variant whose house rule adds states with those states, and only it', async () => {
    const base = parseMermaid((await cli(['diagram', 'schocken', '--mermaid'])).stdout);
    const stechen = parseMermaid((await cli(['diagram', 'rules/variants/schocken-stechen.rules', '--mermaid'])).stdout);
    const added = [...stechen.states.keys()].filter((k) => !base.states.has(k));
    expect(added).toContain('playing_half_fromMiddle_throwOff');
    expect(added).toContain('playing_final_passing_throwOff_turn_ready');
    expect([...base.states.keys()].every((k) => stechen.states.has(k))).toBe(true);
    expect(stechen.transitions.map((t) => t.label)).toContain('[tieForWorst]');
  });

  it.each([
    [['diagram', 'schocken', '--mermaid', '--lang', 'fr'], /--lang takes code, en, de, not "fr"/],
    [['diagram', 'schocken', '--mermaid', '--json'], /--json and --mermaid both print on stdout/],
    [['diagram', 'schocken'], /say what to write: --svg OUT, --mermaid or --json/],
  ])('refuses %j with exit code 2', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });
});

describe('regelwerk diagram --mermaid for every registered game', { timeout: 30_000 }, () => {
  it.each(MODULES.flatMap((m) => ['code', 'en', 'de'].map((lang) => [m.id, lang] as const)))('%s in %s', async (id, lang) => {
    const r = await cli(['diagram', id, '--mermaid', '--lang', lang]);
    expect(r.code).toBe(0);
    const parsed = parseMermaid(r.stdout);
    const graph = toGraph(MODULES.find((m) => m.id === id)!.runtime.fast.config as MachineConfig);
    expect(parsed.states.size).toBe(graph.nodes.length - 1);
    expect(parsed.transitions).toHaveLength(graph.edges.length);
  });
});

describe('toMermaid keeps what Mermaid would misread out of the text', () => {
  // States named like Mermaid keywords, names that collide once made ids, and texts with every
  // character a Mermaid line stops at or reads as a statement.
  const machine = {
    id: 'odd',
    initial: 'state',
    states: {
      state: { on: { 'go.on': { target: 'a-b' } } },
      'a-b': { always: [{ target: 'a_b', guard: 'ready' }, { target: 'end' }] },
      a_b: { initial: 'note', states: { note: { on: { 'x.y': { target: '#odd.end' } } } } },
      end: { type: 'final' },
    },
  } as unknown as MachineConfig;
  const texts: ChartTexts = {
    states: {
      state: { label: { en: 'He said "stop"\nthen', de: 'x' } },
      note: { label: { en: 'direction LR', de: 'x' } },
    },
    events: { 'go.on': { en: 'go; on::now', de: 'x' }, 'x.y': { en: 'ends with:', de: 'x' } },
    guards: { ready: { en: 'if <<choice>> is made', de: 'x' } },
  };
  const text = toMermaid(chartOf(machine, texts), { mode: 'en', texts, title: 'Odd "one"' });

  it('gives every state an id Mermaid reads as one, unique and no keyword', () => {
    const ids = mermaidIds(['state', 'a-b', 'a_b', 'a_b.note', 'end', '1st', 'Über.x', 'state.end']);
    expect([...ids.values()]).toEqual(['s_state', 'a_b', 'a_b_2', 'a_b_2_note', 's_end', 's_1st', 's__ber', 's__ber_x', 's_state_end']);
    expect(new Set(ids.values()).size).toBe(ids.size);
  });

  it('reads back line by line with the same states, blocks and transitions, the texts as entity codes', () => {
    const parsed = parseMermaid(text);
    expect(parsed.title).toBe('Odd "one"');
    expect([...parsed.states.keys()]).toEqual(['s_state', 'a_b', 'a_b_2', 'a_b_2_note', 's_end']);
    expect(parsed.states.get('a_b_2_note')).toEqual({ name: 'direction#32;LR', parent: 'a_b_2', composite: false });
    expect(parsed.states.get('s_state')!.name).toBe('He said #quot;stop#quot; then');
    expect(parsed.initials).toEqual(new Map([['', 's_state'], ['a_b_2', 'a_b_2_note']]));
    expect(parsed.finals).toEqual(['s_end']);
    expect(parsed.transitions).toEqual([
      { source: 's_state', target: 'a_b', label: 'go#59; on#58;:now' },
      { source: 'a_b', target: 'a_b_2', label: 'if #lt;#lt;choice#gt;#gt; is made' },
      { source: 'a_b', target: 's_end', label: 'otherwise' },
      { source: 'a_b_2_note', target: 's_end', label: 'ends with#58;' },
    ]);
  });

  it('writes texts so that Mermaid shows them as they are once it turns entity codes into characters', () => {
    const decode = (s: string) => s.replace(/#(\w+);/g, (_, code: string) => (/^\d+$/.test(code) ? String.fromCharCode(Number(code)) : ({ quot: '"', lt: '<', gt: '>' } as Record<string, string>)[code]!));
    for (const s of ['a #1; b;c "d" <e> & f', 'direction TB', 'x [[fork]] y', 'plain Wörter – ok', '#35;']) expect(decode(mermaidText(s))).toBe(s);
    expect(mermaidText('two\nlines\t here ')).toBe('two lines here');
  });
});
