// Which database failures mean "the database cannot be reached right now" (answered 503,
// retried by the client) rather than a fault in our own code (500, logged as a bug).

// SQLSTATE classes and codes of a server that is gone, going or refusing sessions:
// 08 connection exception, 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
// connect now, 53300 too many connections; and 53100 disk full (the server's, or
// DATA_DIR's below its reserve, data-dir.ts): the write was refused, nothing was stored.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|53100)$/;
// Node socket errors met while connecting or talking to the server.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres reports a lost or timed-out connection with plain Errors.
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly|Client was closed and is not queryable)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_SQLSTATES.test(code) || SOCKET_CODES.has(code)) return true;
    if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
    // Drizzle wraps driver errors ("Failed query: …") with the driver's error as the cause.
    e = e.cause as typeof e;
  }
  return false;
}
