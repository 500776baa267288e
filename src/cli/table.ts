// A listing as the CLI prints it: a header row and aligned columns, two spaces apart.
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const table = [header, ...rows];
  const widths = header.map((_, i) => table.reduce((w, r) => Math.max(w, r[i].length), 0));
  for (const r of table)
    process.stdout.write(
      `${r
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd()}\n`,
    );
}
