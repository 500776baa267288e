// An answer as the routes hand it to the response writer (response-writer.ts): a status, the
// route's own header fields in order, and the body's bytes. The writer adds what every answer
// carries (the security headers and Content-Length, CORS, Connection while draining), so no
// route writes them itself.

/** Header fields as Node's writeHead takes them flat: name, value, name, value… */
export type HeaderFields = Array<string | number>;

export interface Answer {
  status: number;
  /** The route's header fields, before the security headers (Content-Type first, as Django sends). */
  head: HeaderFields;
  body: Buffer;
  /**
   * A body too large to hold (a million-row export): made as it is written, in chunks, each
   * written once the client has taken the last (backpressure), with no Content-Length (so
   * chunked). Called only when a body is sent (not for HEAD); `body` is then empty. A client
   * that goes away ends the iteration (its `return`); an error part-way cuts the connection,
   * since the status has gone out.
   */
  stream?: () => AsyncIterable<string>;
  /** Fields after the security headers: a page's Content-Security-Policy, set last by the recorded service's middleware. */
  tail?: HeaderFields;
  /**
   * Where Content-Length goes: among the security headers after X-Frame-Options, as DRF's
   * answers have it (the default), or before them, as Django's APPEND_SLASH redirect has it.
   */
  layout?: 'drf' | 'redirect';
  /**
   * The Referrer-Policy in place of the default same-origin: `no-referrer` on the public
   * feedback pages, whose URL holds a personal link (design §11).
   */
  referrerPolicy?: string;
  /** A cached list answered as every request of its kind is (counted as a fast-lane answer when it skipped routing). */
  shared?: boolean;
}

/** Header names as they go out: lower case, as Fastify wrote every name it was given. */
const lowerCase = new Map<string, string>();

export function headerName(name: string): string {
  let lower = lowerCase.get(name);
  if (lower === undefined) {
    lower = name.toLowerCase();
    // Names come from our code, not from clients: a small, fixed set.
    if (lowerCase.size < 256) lowerCase.set(name, lower);
  }
  return lower;
}

/** Collects a route's header fields in order. */
export class AnswerHead {
  readonly fields: HeaderFields = [];
  header(name: string, value: string | number): this {
    this.fields.push(headerName(name), value);
    return this;
  }
  headers(record: Readonly<Record<string, string>> | undefined): this {
    if (record !== undefined) for (const name in record) this.header(name, record[name]);
    return this;
  }
}
