// A list's search, filters and sort as its query gives them (the list and its CSV export).
import { searchOf } from '../../error-pages.js';
import { idParam, query } from '../../http.js';
import type { ConsoleRequest } from '../../route.js';
import type { TableDefinition } from '../definitions.js';

/** The list's search and sort as the query gives them (a sort by anything else is by id; none, the table's default order). */
export function listQuery(r: ConsoleRequest, t: TableDefinition) {
  const q = query(r.exchange.req);
  // PostgreSQL's text holds no NUL: a search for one looks for the rest. Over its limit: refused, not cut.
  const search = searchOf(q.get('q'));
  const given = q.get('o');
  const order = given ?? '';
  const byDefault = given === undefined ? t.defaultOrder : undefined;
  const descending = byDefault ? byDefault.descending : order.startsWith('-');
  const sort = byDefault
    ? byDefault.sort
    : (t.sortColumns ?? t.listColumns).includes(order.replace(/^-/, ''))
      ? order.replace(/^-/, '')
      : 'id';
  // A filter's value counts only when it is one of its choices (a reference's: an id).
  const filters: Record<string, string> = {};
  for (const f of t.filters) {
    const v = q.get(f.column);
    if (v === undefined) continue;
    if (f.reference ? idParam(v) !== undefined : f.choices.some(([value]) => value === v)) filters[f.column] = v;
  }
  return { q, search, order, descending, sort, then: byDefault?.then, filters };
}
