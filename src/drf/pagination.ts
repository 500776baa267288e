// Limit/offset pagination of DRF's LimitOffsetPagination with the spec's page size of 30
// and the spec's `previous` rule (null while offset <= 30; stock DRF differs there).
// Numbers are read with Python's int(): " 5 ", "+5" and "1_0" are integers, "5.0" is not.
import { parsePyInt } from '../django/python.js';
import { lastValue, replaceQueryParams, type QueryPairs } from '../django/query.js';

export const PAGE_SIZE = 30;

export interface PageRequest {
  limit: number;
  /** bigint: Python accepts any size; an offset past the end simply yields no rows. */
  offset: bigint;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export function readPageRequest(query: QueryPairs): PageRequest {
  const limitRaw = lastValue(query, 'limit');
  const offsetRaw = lastValue(query, 'offset');
  const limit = limitRaw === undefined ? null : parsePyInt(limitRaw);
  const offset = offsetRaw === undefined ? null : parsePyInt(offsetRaw);
  return {
    limit: limit === null || limit <= 0n ? PAGE_SIZE : limit > BigInt(PAGE_SIZE) ? PAGE_SIZE : Number(limit),
    offset: offset === null || offset < 0n ? 0n : offset,
  };
}

/**
 * `baseUrl` gives scheme://host/path of the request; links keep the other query keys,
 * sorted. It is only called when there is a link to build (Django validates the Host
 * header at that moment, not before).
 */
export function pageLinks(
  baseUrl: () => string,
  query: QueryPairs,
  page: PageRequest,
  count: number,
): { next: string | null; previous: string | null } {
  const limit = BigInt(page.limit);
  const link = (offset: bigint) => `${baseUrl()}?${replaceQueryParams(query, { limit: String(page.limit), offset: String(offset) })}`;
  return {
    next: page.offset + limit >= BigInt(count) ? null : link(page.offset + limit),
    // The spec: null on the first page, i.e. while offset <= 30. Past that, offset - limit
    // is always positive (limit <= 30), so DRF's "drop offset" branch never applies.
    previous: page.offset <= BigInt(PAGE_SIZE) ? null : link(page.offset - limit),
  };
}
