// Every error the API answers with, in one table: its HTTP status and its body in
// Django REST Framework's shape ({"detail": …} or {"field": [messages]}).
// One handler (view.ts) renders them through the negotiated renderer.

export type ErrorBody = Record<string, unknown>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

const detail = (status: number, text: string, headers?: Record<string, string>) => new ApiError(status, { detail: text }, headers);

export const errors = {
  /** A validation failure: {"field": ["message", …]} in field order (DRF ValidationError). */
  validation: (fields: Record<string, string[]>) => new ApiError(400, fields),
  /** DRF ParseError for a body that does not decode. */
  jsonParse: (message: string) => detail(400, `JSON parse error - ${message}`),
  multipartParse: (message: string) => detail(400, `Multipart form parse error - ${message}`),
  /** DRF's NotAuthenticated and AuthenticationFailed; the challenge names TokenAuthentication's keyword. */
  notAuthenticated: () => detail(401, 'Authentication credentials were not provided.', { 'WWW-Authenticate': 'Token' }),
  authenticationFailed: (message: string) => detail(401, message, { 'WWW-Authenticate': 'Token' }),
  /** DRF NotFound, also what an unknown ?format= answers. */
  notFound: () => detail(404, 'Not found.'),
  methodNotAllowed: (method: string) => detail(405, `Method "${method}" not allowed.`),
  notAcceptable: () => detail(406, 'Could not satisfy the request Accept header.'),
  /** DRF quotes the Content-Type header whole, parameters included. */
  unsupportedMediaType: (contentType: string) => detail(415, `Unsupported media type "${contentType}" in request.`),
  /** Beyond DRF (Django would answer its own 413 page): the contract's shape instead. */
  payloadTooLarge: (limitBytes: number) => detail(413, `Request body is larger than ${limitBytes} bytes.`),
  /** The client stopped sending before the body was complete (nobody is left to read this). */
  incompleteBody: () => detail(400, 'The request body was not completely received.'),
  /** Beyond DRF, for limits a proxy would usually enforce: the contract's shape. */
  uriTooLong: (limit: number) => detail(414, `Request URL is longer than ${limit} bytes.`),
  headersTooLarge: () => detail(431, 'Request header fields are too large.'),
  requestTimeout: () => detail(408, 'The request was not received in time.'),
  badRequest: () => detail(400, 'Bad request.'),
  /** The process is stopping (SIGTERM): requests in flight finish, new ones go elsewhere. */
  shuttingDown: () => detail(503, 'The service is shutting down. Please try again.', { 'Retry-After': '1', Connection: 'close' }),
  /** Django's DisallowedHost: a malformed Host, or one not in ALLOWED_HOSTS. */
  invalidHost: () => detail(400, 'Invalid Host header.'),
  /** As nginx: a header that must be single was sent more than once. */
  repeatedHeader: (name: string) => detail(400, `Request has more than one ${name} header.`),
  /** DRF's APIException default; no internals leak into the body. */
  internal: () => detail(500, 'A server error occurred.'),
  /** The database cannot be reached (stopped, restarting, refusing connections): retry shortly. */
  databaseUnavailable: () =>
    detail(503, 'The database is unavailable. Please try again shortly (a POST sent with an Idempotency-Key is safe to repeat).', {
      'Retry-After': '1',
    }),
  /** The goal generator failed: nothing was stored, the client keeps its text. */
  generatorUnavailable: (retryAfterSeconds: number) =>
    detail(503, 'The goal generator is unavailable; nothing was stored. Please try again later.', {
      'Retry-After': String(retryAfterSeconds),
    }),
  generatorTimeout: (retryAfterSeconds: number) =>
    detail(504, 'The goal generator did not answer in time; nothing was stored. Please try again.', {
      'Retry-After': String(retryAfterSeconds),
    }),
  /** DRF's Throttled, its singular/plural wording and its Retry-After. */
  throttled: (waitSeconds: number) =>
    detail(429, `Request was throttled. Expected available in ${waitSeconds} second${waitSeconds === 1 ? '' : 's'}.`, {
      'Retry-After': String(waitSeconds),
    }),
  invalidIdempotencyKey: () => detail(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters.'),
  idempotencyKeyReused: () => detail(422, 'This Idempotency-Key was already used with a different request body.'),
  idempotencyKeyInProgress: () => detail(409, 'A request with this Idempotency-Key is still being processed.', { 'Retry-After': '1' }),
} as const;
