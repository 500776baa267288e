// The command line of `npm run cli -- …` (or `mentoring-api …` once installed): which
// command, its options and arguments, and the help, all from one table of commands, read
// with node:util's parseArgs.
//
// `--help`/`-h` prints usage on standard output and exits 0: the whole list at the top, a
// group's commands after `user`/`token`, one command's after its name. A wrong command line
// (an unknown command or option, a missing or extra argument) is a usage error: exit 2, the
// reason and the whole list on standard error, as most Unix tools do (a failure of the
// command itself exits 1).
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

export class UsageError extends Error {}

type OptionValues = Record<string, string | boolean | undefined>;

export interface CommandSpec<C> {
  /** Its words: 'migrate', 'user create'. */
  name: string;
  /** Its arguments as the help shows them: 'USERNAME --role admin|manager|viewer'. */
  args?: string;
  /** What it does, for the help: lines of at most 60 characters. */
  help: string;
  /** Its options (help is every command's). */
  options?: Record<string, { type: 'string' | 'boolean' }>;
  /** The command from its option values and positional arguments, or why they are wrong. */
  make(values: OptionValues, positionals: string[]): C | string;
}

/** What a command line asks for: a command to run, or help to print. */
export type Parsed<C> = { command: C } | { help: string };

/**
 * The program's name in the help: `npm run cli --` when run as the project's script (the
 * entry file itself), the name it was installed under otherwise (package.json's bin).
 */
export function programName(argv1 = process.argv[1] ?? ''): string {
  const name = basename(argv1);
  return /^index\.[cm]?[jt]s$/.test(name) ? 'npm run cli --' : name;
}

const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;
const COLUMN = 25; // the width of a command's synopsis in the list, its two-space indent included

/** One command in the list: its synopsis, then its help beside it (below it when longer). */
function entry(spec: CommandSpec<unknown>): string {
  const synopsis = `  ${spec.name}${spec.args ? ` ${spec.args}` : ''}`;
  const lines = spec.help.split('\n');
  const pad = ' '.repeat(COLUMN + 2);
  const rest = lines.slice(1).map((l) => `${pad}${l}`);
  if (synopsis.length <= COLUMN) return [`${synopsis.padEnd(COLUMN)}  ${lines[0]}`, ...rest].join('\n');
  return [synopsis, `${pad}${lines[0]}`, ...rest].join('\n');
}

const HELP_LINE = `  -h, --help               this list; after a command, that command's help`;
const COMMAND_HELP_LINE = `  -h, --help               this help`;

/** The whole list: what a usage error and a plain `--help` print. */
export function usage(specs: readonly CommandSpec<unknown>[], footer: string, program = programName()): string {
  return `usage: ${program} <command>\n${specs.map(entry).join('\n')}\n${HELP_LINE}\n\n${footer}\n`;
}

/** The help of the commands whose name starts with `prefix` ('token', 'user create'). */
function commandHelp(specs: readonly CommandSpec<unknown>[], prefix: string, program: string): string {
  const chosen = specs.filter((s) => s.name === prefix || s.name.startsWith(`${prefix} `));
  const synopses = chosen.map((s, i) => `${i === 0 ? 'usage: ' : '       '}${program} ${s.name}${s.args ? ` ${s.args}` : ''}`);
  return `${synopses.join('\n')}\n\n${chosen.map(entry).join('\n')}\n${COMMAND_HELP_LINE}\n`;
}

/**
 * Reads argv (the arguments after the program) against `specs`: the command it names with
 * its options, or the help it asks for. Throws UsageError (its message: what is wrong,
 * empty when nothing was given) for anything else.
 */
export function parseCommandLine<C>(
  argv: readonly string[],
  specs: readonly CommandSpec<C>[],
  footer: string,
  program = programName(),
): Parsed<C> {
  const all = specs as readonly CommandSpec<unknown>[];
  const [first, ...rest] = argv;
  if (first === undefined) throw new UsageError('');
  if (first === '--help' || first === '-h') return { help: usage(all, footer, program) };
  if (first.startsWith('-')) throw new UsageError(`unknown option ${first}`);
  const groups = new Set(specs.filter((s) => s.name.includes(' ')).map((s) => s.name.split(' ')[0]));
  let name = first;
  let args = rest;
  if (groups.has(first)) {
    const actions = specs.filter((s) => s.name.startsWith(`${first} `)).map((s) => s.name.split(' ')[1]);
    const [action, ...after] = rest;
    if (action === '--help' || action === '-h') return { help: commandHelp(all, first, program) };
    if (action === undefined) throw new UsageError(`${first}: expected ${actions.slice(0, -1).join(', ')} or ${actions.at(-1)}`);
    if (!actions.includes(action)) throw new UsageError(`${first}: unknown command ${action}`);
    name = `${first} ${action}`;
    args = after;
  }
  const spec = specs.find((s) => s.name === name);
  if (!spec) throw new UsageError(`unknown command: ${first}`);
  // Not strict: parseArgs's own messages name its API ("To specify a positional argument
  // starting with a '-', place it at the end of the command after '--'…"); ours name the
  // command, and come from the tokens it reads.
  const { values, positionals, tokens } = parseArgs({
    args: [...args],
    options: { ...spec.options, ...HELP_OPTION },
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  if (values.help === true) return { help: commandHelp(all, name, program) };
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (token.name === 'help') throw new UsageError(`${name}: ${token.rawName} takes no value`);
    const known = spec.options?.[token.name];
    if (!known) throw new UsageError(`${name}: unknown option ${token.rawName}`);
    if (known.type === 'string' && token.value === undefined) throw new UsageError(`${name}: ${token.rawName} needs a value`);
    if (known.type === 'boolean' && token.inlineValue) throw new UsageError(`${name}: ${token.rawName} takes no value`);
  }
  const made = spec.make(values, positionals);
  if (typeof made === 'string') throw new UsageError(made);
  return { command: made };
}
