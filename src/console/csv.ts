// CSV as RFC 4180 writes it (CRLF, quotes doubled, a field quoted when it holds a comma, a
// quote or a line break), for spreadsheets: a UTF-8 byte order mark so that Excel reads the
// names' accents, and a cell that a spreadsheet would run as a formula (= + - @, tab, CR at
// its start) prefixed with ' (OWASP's CSV injection advice).
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value as string);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function csvDocument(rows: readonly (readonly unknown[])[]): Buffer {
  return Buffer.from(`\ufeff${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
