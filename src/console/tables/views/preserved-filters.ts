// A list's place (its search, filters, sort and page) carried through the forms it opens and
// back (Django admin's preserved filters, `_changelist_filters`): the list's links give it to
// the add, change and delete pages and to the actions' form, each of those carries it in its
// links, hidden fields and redirects, and the list comes back as it was. What travels is only
// ever a query of the list's own names and values, checked here and rebuilt: a redirect built
// from it stays on the list's own path (never an open redirect), and nothing else rides along.
import { html, type Html } from '../../../http/html.js';
import { idParam, query } from '../../http.js';
import type { ConsoleRequest } from '../../route.js';
import type { TableDefinition } from '../definitions.js';
import { listQuery } from './list-query.js';

/** The name of the parameter and hidden field that carries a list's place (Django's). */
export const PRESERVED = '_changelist_filters';

/** A list's query with only the names a list reads and values it accepts, as query text ('' when none). */
export function preservedOf(t: TableDefinition, q: ReadonlyMap<string, string>): string {
  const out = new URLSearchParams();
  const search = (q.get('q') ?? '').replaceAll('\0', '').trim().slice(0, 200);
  if (search) out.set('q', search);
  for (const f of t.filters) {
    const v = q.get(f.column);
    if (v === undefined) continue;
    if (f.reference ? idParam(v) !== undefined : f.choices.some(([value]) => value === v)) out.set(f.column, v);
  }
  const order = q.get('o');
  if (order !== undefined && [...(t.sortColumns ?? t.listColumns), 'id'].includes(order.replace(/^-/, ''))) out.set('o', order);
  const p = idParam(q.get('p'));
  if (p !== undefined && p > 1) out.set('p', String(p));
  return out.toString();
}

/**
 * The place a request carries: a form's hidden field, else the query's parameter, else (a
 * form opened from the list: its links stay as they were) the list in the Referer, which
 * the console's Referrer-Policy (same-origin) sends; only the list's own path counts, and
 * only its query's checked names are kept.
 */
export function preservedIn(r: ConsoleRequest, t: TableDefinition): string {
  const carried = r.form.get(PRESERVED) ?? query(r.exchange.req).get(PRESERVED);
  if (carried !== undefined) return preservedOf(t, new Map(new URLSearchParams(carried.slice(0, 2000))));
  return r.exchange.req.method === 'GET' ? fromReferer(t, r.exchange.req.headers.referer) : '';
}

function fromReferer(t: TableDefinition, referer: string | undefined): string {
  if (!referer || referer.length > 2000) return '';
  try {
    const url = new URL(referer);
    return url.pathname === `/admin/${t.slug}/` ? preservedOf(t, new Map(url.searchParams)) : '';
  } catch {
    return '';
  }
}

/** The list at its place, with `extra` (a message's names and counts) after it. */
export function listUrl(t: TableDefinition, preserved: string, extra: Record<string, string | number> = {}): string {
  const p = new URLSearchParams(preserved);
  for (const [k, v] of Object.entries(extra)) p.set(k, String(v));
  const s = p.toString();
  return `/admin/${t.slug}/${s ? `?${s}` : ''}`;
}

/** A page's URL (the add, change or delete form) that carries the list's place on. */
export function carrying(path: string, preserved: string, extra: Record<string, string | number> = {}): string {
  const p = new URLSearchParams(Object.entries(extra).map(([k, v]) => [k, String(v)]));
  if (preserved) p.set(PRESERVED, preserved);
  const s = p.toString();
  return `${path}${s ? `?${s}` : ''}`;
}

/** The hidden field a form carries the place in ('' when there is none). */
export function preservedField(preserved: string): Html | '' {
  return preserved ? html`<input type="hidden" name="${PRESERVED}" value="${preserved}" />` : '';
}

/** The list query (search, filters, sort) a carried place names, as the list reads it. */
export function listQueryOf(t: TableDefinition, preserved: string) {
  // The list's own reading of a query, so that an action on "all rows" takes the rows the list showed.
  const req = { url: `/admin/${t.slug}/?${preserved}`, headers: {} };
  return listQuery({ exchange: { req } } as unknown as ConsoleRequest, t);
}
