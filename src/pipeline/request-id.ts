// Request ids (issue 18): every answer carries one in X-Request-Id and the access log line
// names it (reqId), so that a client, a proxy and our logs can speak of the same request.
// A proxy or a client in front may bring its own: one well-formed X-Request-Id is kept;
// none, a malformed one or more than one, and the service makes a fresh id. An id is only
// a label for the logs: nothing is decided by it (no cache, no idempotency, no permission).

/** The longest id kept: room for a UUID, a W3C trace id or a proxy's composite ids. */
export const MAX_REQUEST_ID_LENGTH = 200;

/** Characters an id kept may hold: visible ASCII without quotes, spaces, commas, `\` or HTML's `<>&`. */
const ID_CHARACTERS = (() => {
  const table = new Uint8Array(128);
  const allowed = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._:@/+=-';
  for (let i = 0; i < allowed.length; i++) table[allowed.charCodeAt(i)] = 1;
  return table;
})();

/** 1–200 characters of `[A-Za-z0-9._:@/+=-]`, checked in one pass. */
export function isWellFormedRequestId(value: string): boolean {
  const n = value.length;
  if (n === 0 || n > MAX_REQUEST_ID_LENGTH) return false;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c > 127 || ID_CHARACTERS[c] === 0) return false;
  }
  return true;
}

/** The header's name as it goes out (lower case, as every name we send). */
export const REQUEST_ID = 'x-request-id';
const NAME = REQUEST_ID;

/** Whether a 12-character header name is X-Request-Id in any case, without making a lower-case copy. */
function isRequestIdName(name: string): boolean {
  // Setting 0x20 lower-cases a letter and leaves `-` alone (a header name holds no control character).
  for (let i = 0; i < NAME.length; i++) if ((name.charCodeAt(i) | 0x20) !== NAME.charCodeAt(i)) return false;
  return true;
}

/**
 * The value of the request's one X-Request-Id header when it is well formed; undefined when
 * there is none, more than one (whichever a server would pick, two ids name no one request),
 * or it is malformed. One pass over the names, comparing only those of the right length.
 */
export function incomingRequestId(rawHeaders: readonly string[]): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i];
    if (name.length !== NAME.length || !isRequestIdName(name)) continue;
    if (found !== undefined) return undefined;
    found = rawHeaders[i + 1];
  }
  return found !== undefined && isWellFormedRequestId(found) ? found : undefined;
}

/**
 * The ids the service makes: a random prefix per app (so that instances behind one balancer
 * and a restarted process do not repeat each other) and a counter in base 36, `3f9a0c1e-1`,
 * `3f9a0c1e-2`, …: one string a request, nothing random per request. They are well formed
 * themselves, so another service of ours that receives one keeps it.
 */
export class RequestIds {
  private next = 0;

  constructor(private readonly prefix: string) {
    if (!isWellFormedRequestId(`${prefix}-0`)) throw new Error(`not a request id prefix: ${prefix}`);
  }

  /** A new id. */
  fresh(): string {
    return `${this.prefix}-${(++this.next).toString(36)}`;
  }

  /** The id of a request: its own when it brought one well formed, else a new one. */
  of(rawHeaders: readonly string[]): string {
    return incomingRequestId(rawHeaders) ?? this.fresh();
  }
}
