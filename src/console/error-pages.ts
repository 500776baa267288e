// The console's error pages, in one table: a request the console refuses (a URL or a search
// over its limit, a form too large, a malformed request) answers a page in the console's look
// that says what happened and what to do — never bare JSON, and never a request cut short to
// fit (a search trimmed to its limit found something else than was asked, silently).
import type { Answer } from '../pipeline/answer.js';
import { plainErrorAnswer } from '../pipeline/error-answer.js';
import { ApiError } from '../pipeline/errors.js';
import { MAX_HEADER_BYTES, MAX_URL_BYTES } from '../pipeline/limits.js';
import { html, type Html } from '../http/html.js';
import { FORM_LIMIT_BYTES, pageAnswer } from './http.js';
import { page } from './layout.js';

/** The longest search a list takes, in characters (its box's maxlength): a longer one is refused. */
export const SEARCH_LIMIT = 200;

interface ErrorPage {
  title: string;
  content(error: ApiError): Html;
  headers?: Record<string, string>;
}

const bytes = (n: number) => n.toLocaleString('en');

const PAGES: ReadonlyMap<number, ErrorPage> = new Map<number, ErrorPage>([
  [
    400,
    {
      title: 'Bad request (400)',
      content: (e) =>
        html`<p>${e.message}</p>
          <p>Nothing was done. Go back and try again.</p>`,
    },
  ],
  [
    // Refused before anything is read past the limit, with the connection closed, so that the
    // rest of the body is never read (Node would otherwise read it all to find the next request).
    413,
    {
      title: 'Request too large (413)',
      content: () =>
        html`<p>The form sent more than ${bytes(FORM_LIMIT_BYTES)} bytes, more than any form of the console holds: nothing was saved.</p>
          <p>Go back, shorten what was typed and try again.</p>`,
      headers: { Connection: 'close' },
    },
  ],
  [
    414,
    {
      title: 'Address too long (414)',
      content: () =>
        html`<p>The address of this page is longer than ${bytes(MAX_URL_BYTES)} bytes, more than the console reads: nothing was done.</p>
          <p>Go back, shorten the search or remove some filters, and try again.</p>`,
    },
  ],
  [
    431,
    {
      title: 'Request headers too large (431)',
      content: () =>
        html`<p>The request’s headers are larger than ${bytes(MAX_HEADER_BYTES)} bytes: nothing was done.</p>
          <p>Clearing this site’s cookies in the browser and signing in again usually helps.</p>`,
    },
  ],
]);

/** A refused console request as the console's page for its status (plain JSON for a status the table has none for). */
export function consoleErrorPage(error: ApiError): Answer {
  const p = PAGES.get(error.status);
  if (!p) return plainErrorAnswer(error);
  return pageAnswer(error.status, page({ title: p.title, content: p.content(error) }), [], p.headers ?? {});
}

/** A list's search as its query gives it: NULs dropped (PostgreSQL's text holds none), trimmed; over SEARCH_LIMIT, refused (400). */
export function searchOf(given: string | undefined): string {
  const search = (given ?? '').replaceAll('\0', '').trim();
  if (search.length > SEARCH_LIMIT)
    throw new ApiError(400, {
      detail: `The search is ${search.length.toLocaleString('en')} characters long; a search may be ${SEARCH_LIMIT} at most. Shorten it and search again.`,
    });
  return search;
}
