/** The same server, another database. */
export function serverUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    /** The migrated template database of this run (one per run: runs may share a server). */
    templateDb: string;
  }
}
