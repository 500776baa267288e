/** The same server, another database. */
export function serverUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    /** A DATA_DIR holding the migrated template, as `cli migrate` leaves a new one (prepared-data-dir.ts). */
    templateDataDir: string;
    /** The migrated template database of this run (one per run: runs may share a server). */
    templateDb: string;
  }
}

/**
 * V8 flags of the CLI processes the tests start (before CLI_ARGS's entry point). A CLI process
 * lives a second or a few, and on PGlite V8 spends much of that optimising the WebAssembly
 * functions the start-up made hot (TurboFan, on the machine's other core): `--liftoff-only`
 * keeps PGlite's 9 MB of WebAssembly on the baseline compiler, which runs the same code.
 * `cli migrate` on a migrated DATA_DIR took 1.9 s of CPU, 1.0 s with it; on a new one
 * (initdb) 9.7 s and 6.4 s. A service the tests start (service.ts) takes them before npm
 * start's own: a PGlite service idle for 6 s cost 5.1 s of CPU, 3.9 s with them. `npm start`
 * and `npm run cli` (the README's lines) run as written, and the import's memory bound runs CLI_ENTRY without
 * them (its subject is the process's memory, and V8's compiles are part of it).
 */
export const TEST_NODE_FLAGS = ['--liftoff-only'] as const;

/**
 * The CLI as the tests run it: dist/cli/index.js, built from src/ by the global setup as
 * `npm start` builds the service, after TEST_NODE_FLAGS. `npm run cli` runs the same sources
 * through tsx, which compiles them in the process first (0.4 s and 0.6 s of CPU more a run
 * here, hundreds of runs in the suite); test/cli/index.test.ts runs `npm run cli` itself once.
 */
export const CLI_ENTRY = 'dist/cli/index.js';
export const CLI_ARGS = [...TEST_NODE_FLAGS, CLI_ENTRY] as const;
