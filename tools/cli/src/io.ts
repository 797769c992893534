import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { GameResolver, Source } from '@regelwerk/dsl';
import { GAME_IDS } from '@regelwerk/games';

/** Where the command writes; tests pass their own. */
export interface Io {
  readonly stdout: (s: string) => void;
  readonly stderr: (s: string) => void;
  /** Whether stderr is a terminal that understands colours. */
  readonly color: boolean;
  /** Whether stderr is a terminal (progress output). */
  readonly tty: boolean;
  /** Whether stdout is a terminal: text printed there is escaped, not written as it is. */
  readonly stdoutTty?: boolean;
  readonly cwd: string;
}

export function nodeIo(): Io {
  const tty = Boolean(process.stderr.isTTY);
  return {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    color: tty && !process.env.NO_COLOR && process.env.TERM !== 'dumb',
    tty,
    stdoutTty: Boolean(process.stdout.isTTY),
    cwd: process.cwd(),
  };
}

/** A problem with how the command was called: exit code 2. */
export class UsageError extends Error {}

/**
 * The rule files shipped with regelwerk, used for `extends` when no closer file is found: the
 * published package's bundle carries a copy beside its modules; compiled in the repository
 * (dist/), the command reads the repository's rules/.
 */
const PACKAGED_RULES = new URL('./rules/', import.meta.url);
export const BUILTIN_RULES_DIR = fileURLToPath(existsSync(PACKAGED_RULES) ? PACKAGED_RULES : new URL('../../../rules/', import.meta.url));

/** Reads a rule file, or explains why it cannot be read. */
export function readRuleFile(io: Io, path: string): { file: string; text: string } {
  const full = resolve(io.cwd, path);
  let size: number;
  try {
    const st = statSync(full);
    if (st.isDirectory()) throw new UsageError(`${path} is a folder; name the rule files in it, e.g. ${join(path, '*.rules')}`);
    size = st.size;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
  if (size > 64 * 1024 * 1024) throw new UsageError(`${path} is ${size} bytes; a rule file is a few kilobytes`);
  return { file: displayPath(io, full), text: readFileSync(full, 'utf8') };
}

export function displayPath(io: Io, full: string): string {
  const rel = relative(io.cwd, full);
  return rel.startsWith('..') ? full : rel;
}

/**
 * Finds a base game for `extends <id>`: next to the variant, one folder up (rules/variants →
 * rules), in folders given with --rules, then among the rule files shipped with regelwerk.
 */
export function resolverFor(io: Io, file: string, extraDirs: readonly string[] = []): GameResolver {
  const dir = dirname(resolve(io.cwd, file));
  const dirs = [dir, join(dir, '..'), ...extraDirs.map((d) => resolve(io.cwd, d)), BUILTIN_RULES_DIR];
  return (id: string): Source | undefined => {
    if (!/^[a-z][a-z0-9-]*$/.test(id)) return undefined;
    for (const d of dirs) {
      const candidate = join(d, `${id}.rules`);
      try {
        return { file: displayPath(io, candidate), text: readFileSync(candidate, 'utf8') };
      } catch {
        // try the next folder
      }
    }
    return undefined;
  };
}

/** A resolver that also keeps the texts it found, so problems in a base file can show its lines. */
export function recordingResolver(io: Io, file: string, extraDirs: readonly string[] | undefined, texts: Map<string, string>): GameResolver {
  const resolveGame = resolverFor(io, file, extraDirs);
  return (id) => {
    const found = resolveGame(id);
    if (found) texts.set(found.file, found.text);
    return found;
  };
}

export const KNOWN_GAMES: readonly string[] = GAME_IDS;

type Options = NonNullable<ParseArgsConfig['options']>;
const HELP = { help: { type: 'boolean', short: 'h' } } as const;
type Parsed<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: O & typeof HELP }>>;

/**
 * A command's arguments: its own options, positionals, and `--help` (`-h`), which prints the
 * command's help. Null once the help is printed: the command then exits 0.
 */
export function commandArgs<const O extends Options>(args: string[], io: Io, help: string, options: O): Parsed<O> | null {
  const parsed = parseArgs({ args, allowPositionals: true, options: { ...options, ...HELP } });
  if ((parsed.values as { help?: boolean }).help) {
    io.stdout(help);
    return null;
  }
  return parsed as Parsed<O>;
}
