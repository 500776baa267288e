// The answers the suite reads over real sockets, checked as inject's are (openapi-conformance.ts):
// each server a test listens on (an app of test/support/app.ts) or starts (a service of
// test/support/service.ts) is known here by its port, with the checker of the document it
// serves, built in process from its configuration (a request for /openapi.json would count in
// /metrics, the access log and RATE_LIMIT). `raw()` (raw-http.ts), `checkedFetch` and
// service.ts's `request` look the checker up by the port they spoke to.
import { mismatch, type DocumentConformance, type RecordedExchange } from './openapi-conformance.js';

type Checker = () => Promise<DocumentConformance | undefined>;

const listening = new Map<number, Checker>();

/**
 * Answers from `port` are checked against the document `conformance` gives (built at the
 * first answer, once) until the returned function is called. (The callers leave servers out
 * with OPENAPI_CONFORMANCE=off.)
 */
export function checkAnswersAt(port: number, conformance: () => Promise<DocumentConformance | undefined>): () => void {
  let built: Promise<DocumentConformance | undefined> | undefined;
  const checker: Checker = () => (built ??= conformance());
  listening.set(port, checker);
  return () => {
    if (listening.get(port) === checker) listening.delete(port);
  };
}

/**
 * The check of answers from `port`, with the checker it has now (taken when the request is
 * sent: a service may exit before its answer is judged): rejects with the mismatches when
 * the server is known here and the answer does not match its document.
 */
export function checkAt(port: number): (exchange: RecordedExchange) => Promise<void> {
  const checker = listening.get(port);
  return async (exchange) => {
    const problems = (await checker?.())?.problems(exchange) ?? [];
    if (problems.length) throw mismatch(problems);
  };
}

/** Header (name, value) pairs by lower-case name, a repeated one as an array of its values (as the checker reads them). */
export function headersByName(pairs: Iterable<readonly [string, string]>): Record<string, string | string[]> {
  const sent: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const lower = name.toLowerCase();
    const before = sent[lower];
    sent[lower] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return sent;
}

/**
 * The check of the answer `fetch` will get for `url` with `init` (called before sending, see
 * `checkAt`), given the answer and its body. An answer reached by a redirect is judged as the
 * GET of where it ended, and not judged after a redirect of another method (what method
 * fetch then sent is not known here).
 */
export function checkOfFetch(url: string | URL, init: RequestInit): (res: Response, body: Buffer) => Promise<void> {
  const sent = new URL(url);
  const check = checkAt(Number(sent.port || 80));
  const method = (init.method ?? 'GET').toUpperCase();
  return async (res, body) => {
    if (sent.protocol !== 'http:' || (res.redirected && method !== 'GET' && method !== 'HEAD')) return;
    const answered = new URL(res.url || sent);
    await check({
      method,
      url: answered.pathname + answered.search,
      requestHeaders: Object.fromEntries(new Headers(init.headers)),
      status: res.status,
      contentType: res.headers.get('content-type') ?? undefined,
      headers: headersByName(res.headers),
      body,
    });
  };
}

/**
 * `fetch`, its answer checked against the document of the server it came from (when the
 * server is one of the suite's, see above); a mismatch rejects. The body is read from a
 * clone, so the answer is returned unread.
 */
export async function checkedFetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
  const check = checkOfFetch(url, init);
  const res = await fetch(url, init);
  await check(res, Buffer.from(await res.clone().arrayBuffer()));
  return res;
}
