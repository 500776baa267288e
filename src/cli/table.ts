// A listing as the CLI prints it: a header row and aligned columns, two spaces apart.
import type { Writable } from 'node:stream';

export function printTable(out: Writable, header: readonly string[], rows: readonly (readonly string[])[]): void {
  const table = [header, ...rows];
  const widths = header.map((_, i) => table.reduce((w, r) => Math.max(w, r[i].length), 0));
  for (const r of table)
    out.write(
      `${r
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd()}\n`,
    );
}
