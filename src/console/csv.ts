// CSV as RFC 4180 writes it (CRLF, quotes doubled), for spreadsheets: a UTF-8 byte order
// mark so that Excel reads the names' accents; a cell that a spreadsheet would run as a
// formula (= + - @, tab, CR at its start) prefixed with ' (OWASP's CSV injection advice);
// and a cell quoted when it holds a comma, a semicolon (the separator of spreadsheets in
// locales whose decimal mark is a comma: unquoted, it split the cell there), a quote or a
// line break, the neutralised text included. One pass over each cell: linear.
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
const NEEDS_QUOTES = /[",;\r\n]/;

export const CSV_START = '\ufeff';

export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value as string);
  if (s.length && FORMULA_START.has(s[0])) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** What separates a record's cells: a comma, or a semicolon for the spreadsheets of locales whose decimal mark is a comma. */
export type CsvSeparator = ',' | ';';

/** One record, its line ending included (a cell holding either separator is quoted: the file reads right in both). */
export function csvLine(cells: readonly unknown[], separator: CsvSeparator = ','): string {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}
