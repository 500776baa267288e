#!/usr/bin/env node
// `npm run cli -- <command>` (`mentoring-api <command>` once installed: package.json's bin):
// the CLI (run.ts) on this process's arguments, standard streams and environment. The
// shebang lets the built file (dist/cli/index.js) run as a program.
import { programName } from './args.js';
import { oneLine } from '../failure.js';
import { run } from './run.js';

run(process.argv.slice(2), {
  // Read only by the commands that take standard input (import -, user create and
  // set-password): Node makes process.stdin's stream the first time it is asked for.
  get stdin() {
    return process.stdin;
  },
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  program: programName(),
}).then(
  (code) => process.exit(code),
  (e: unknown) => {
    // run() answers every failure itself; this is the last resort, still one line.
    process.stderr.write(`mentoring-api: ${oneLine(e)}\n`);
    process.exit(1);
  },
);
