// The CLI run in the test's own process (src/cli/run.ts, as Django's call_command runs a
// management command): the same command on the same database, with its standard streams
// and environment given here, without starting Node, importing the built tree and
// compiling PGlite's WebAssembly again for every call (~1–2 s of CPU each, hundreds of calls in
// the suite). The program itself (dist/cli/index.js as a child process) stays under test
// where the process is the subject: its exit status, its one-line failure, its standard
// input and output as pipes, a fresh start (each file keeps such cases).
import { Readable, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { programName } from '../../src/cli/args.js';
import { run } from '../../src/cli/run.js';
import { CLI_ARGS } from './paths.js';
import { CONFIG_VARS } from './service.js';

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A stream that appends what is written to it, as text, through `append`. */
function collector(append: (s: string) => void): Writable {
  const decoder = new StringDecoder('utf8');
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      append(typeof chunk === 'string' ? chunk : decoder.write(chunk));
      done();
    },
    final(done) {
      append(decoder.end());
      done();
    },
  });
}

/**
 * Runs the CLI in this process with `args`, the environment `env` over this process's one
 * without the configuration's variables (as a child would be given it), and `input` on its
 * standard input (none: an empty one, as a child's /dev/null). Its exit status and output.
 */
export async function cliInProcess(args: string[], env: Record<string, string>, input?: string | Buffer): Promise<CliResult> {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of CONFIG_VARS) delete base[name];
  let stdout = '';
  let stderr = '';
  const code = await run(args, {
    stdin: Readable.from(input === undefined ? [] : [Buffer.from(input)], { objectMode: false }),
    stdout: collector((s) => (stdout += s)),
    stderr: collector((s) => (stderr += s)),
    env: { ...base, LOG_LEVEL: 'warn', ...env },
    program: programName(CLI_ARGS[CLI_ARGS.length - 1]), // the entry point, after the flags
  });
  return { code, signal: null, stdout, stderr };
}
