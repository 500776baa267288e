// A list's search, filters and sort as its query gives them (the list and its CSV export).
import { searchOf } from '../../error-pages.js';
import { idParam, query } from '../../http.js';
import type { ConsoleRequest } from '../../route.js';
import type { TableDefinition } from '../definitions.js';

/** Whether a column sorts by the text it shows: a reference, or a text typed freely (not a choice, a date or a colour). */
export function sortsByText(t: TableDefinition, column: string): boolean {
  if (column in t.references) return true;
  const f = t.fields.find((x) => x.name === column);
  const w = t.widgets[column]?.kind;
  return f?.kind === 'char' && (w === undefined || w === 'multiline');
}

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
  // A sort the query asks for, by a name or a reference, is by the text the list shows (a
  // table's own default order stays as its definition gives it: a round's questions by the round's id).
  const byText = !byDefault && sortsByText(t, sort);
  return { q, search, order, descending, sort, byText, then: byDefault?.then, filters };
}
