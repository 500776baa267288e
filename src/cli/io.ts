// What a CLI command reads and writes besides the database: its standard streams, its
// environment and the name it was run under. The entry (index.ts) passes the process's
// own; the tests pass their own streams and environment and run the command in their
// process (as Django's call_command does), keeping a few runs of the real program for
// what only a process shows (its exit status, its one-line failure).
import type { Readable, Writable } from 'node:stream';

export interface CliIo {
  stdin: Readable;
  /** `isTTY` and `columns` are read when present (the progress bar). */
  stdout: Writable & { isTTY?: boolean; columns?: number };
  stderr: Writable & { isTTY?: boolean; columns?: number };
  /** The configuration's variables (loadConfig). */
  env: Record<string, string | undefined>;
  /** The program's name in the help (args.ts programName). */
  program: string;
}

/** A notice about DATA_DIR as the service prints its own: one line on standard error. */
export const noticeOn =
  (io: Pick<CliIo, 'stderr'>) =>
  (line: string): void => {
    io.stderr.write(`mentoring-api: ${line}\n`);
  };
