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
 * The CLI as the tests run it: dist/cli/index.js, built from src/ by the global setup as
 * `npm start` builds the service. `npm run cli` runs the same sources through tsx, which
 * compiles them in the process first (0.4 s and 0.6 s of CPU more a run here, hundreds of
 * runs in the suite); test/cli/index.test.ts runs `npm run cli` itself once.
 */
export const CLI_ARGS = ['dist/cli/index.js'] as const;
