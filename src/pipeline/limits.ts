// The sizes of a request's head that every path admits (admission.ts; Node's parser is set
// to the same head size, server/limits.ts).

/** The longest request target (path and query) we read; a longer one is a 414. */
export const MAX_URL_BYTES = 8 * 1024;
/** Request line and headers together (Node's parser limit); more is a 431. */
export const MAX_HEADER_BYTES = 16 * 1024;
