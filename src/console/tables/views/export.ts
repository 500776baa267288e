// The CSV export of a list: /admin/<table>/export/, as the list is searched, filtered and
// sorted, streamed a batch at a time. It reads as the list does: a header of labels, a row
// of another table by its name, yes/no, times in TIME_ZONE to the minute; `sep=semicolon`
// separates the cells with ';', as spreadsheets expect where the decimal mark is a comma.
import { refKey, type Row } from '../../../store/repositories/console-rows.js';
import { html, type Html } from '../../../http/html.js';
import { CSV_START, csvLine, type CsvSeparator } from '../../csv.js';
import { isInstantColumn, minuteInZone } from '../../local-time.js';
import { consoleRoute, type ConsoleRoute } from '../../route.js';
import type { TableDefinition } from '../definitions.js';
import { listQuery } from './list-query.js';
import { label, notFound, tableOf, type ViewContext } from './shared.js';

/** The list's export links: `query` is the list's own ('' or '?…'), so that the file holds what the list shows. */
export function exportLinks(slug: string, query: string): Html {
  const semicolon = `${query}${query ? '&' : '?'}sep=semicolon`;
  return html`<a href="/admin/${slug}/export/${query}">Export as CSV</a> ·
    <a href="/admin/${slug}/export/${semicolon}">CSV with semicolons (for spreadsheets that expect ;)</a>`;
}

/** A cell's value as the file gives it (csvLine quotes and neutralises it). */
function csvValue(t: TableDefinition, row: Row, column: string, timeZone: string): unknown {
  const v = row[column];
  if (v === null || v === undefined) return '';
  if (column in t.references) return row[refKey(column)] ?? `#${String(v)}`;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return typeof v === 'string' && isInstantColumn(t, column) ? minuteInZone(v, timeZone) : v;
}

/** Rows an export reads at a time: one short query on the event loop between the client's reads (docs/performance.md). */
const EXPORT_BATCH = 250;

export function exportView(ctx: ViewContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/:table/export/',
      area: 'programme',
      async get(r) {
        const t = tableOf(r);
        if (!t) return notFound(r);
        const { q, search, sort, descending, byText, filters } = listQuery(r, t);
        const separator: CsvSeparator = q.get('sep') === 'semicolon' ? ';' : ',';
        const columns = [...t.readOnly.map((c) => c.column), ...t.fields.map((f) => f.name)];
        const line = (row: Row) => csvLine([row.id, ...columns.map((c) => csvValue(t, row, c, ctx.timeZone))], separator);
        // Streamed a batch at a time (issue 29: a 300,000-row export built one string, held
        // the event loop 82 s and grew the process by 2.3 GB): one chunk a batch, made when
        // the client has taken the last. The first batch is read before the answer goes
        // out, so that a database that cannot be read answers 503 rather than a 200 cut short.
        const batches = ctx.rows.batches(t, { search, filters, sort, descending, byText }, EXPORT_BATCH);
        const first = r.exchange.req.method === 'HEAD' ? undefined : await batches.next();
        const header = CSV_START + csvLine(['ID', ...columns.map((c) => label(t, c))], separator);
        async function* body(): AsyncGenerator<string> {
          try {
            yield header;
            if (first === undefined || first.done) return;
            yield first.value.map(line).join('');
            for (let next = await batches.next(); !next.done; next = await batches.next()) yield next.value.map(line).join('');
          } finally {
            await batches.return(undefined); // a client that left
          }
        }
        return {
          status: 200,
          head: [
            'content-type',
            'text/csv; charset=utf-8',
            'content-disposition',
            `attachment; filename="${t.slug}.csv"`,
            'cache-control',
            'no-store',
            'vary',
            'Cookie',
          ],
          body: Buffer.alloc(0),
          stream: body,
        };
      },
    },
    ctx,
  );
}
