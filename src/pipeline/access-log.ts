// The access log: one line per answered request at info level (LOG_LEVEL), written by the
// response writer whichever way the request came.
import type { Log, Route } from './exchange.js';

/** Where the console lives: its routes' labels (their path patterns) begin with it. */
const CONSOLE = '/admin';

/**
 * The URL as the access log writes it. A console URL's query holds what its users typed
 * (a search for a person's name, a filter): it stays out of the logs, which are kept longer
 * and read by more people than the console's data. A console URL is one that reached a
 * console route (however its path was spelled: `/%61dmin/` reaches the console too) or whose
 * path begins with /admin (a redirect to the slash path, a 404). The API's queries are
 * logged as they came. A route whose path holds a secret is logged as its loggedPath.
 */
export function loggedUrl(url: string, route: Route): string {
  if (route.loggedPath !== undefined) return route.loggedPath;
  const q = url.indexOf('?');
  if (q === -1) return url;
  return route.label.startsWith(CONSOLE) || url.startsWith(CONSOLE) ? url.slice(0, q) : url;
}

export class AccessLog {
  /** Whether info lines are written: pino's isLevelEnabled (Fastify's logger: false has none, and writes nothing). */
  readonly enabled: boolean;

  constructor(log: Log) {
    this.enabled = log.isLevelEnabled?.('info') ?? false;
  }

  write(log: Log, method: string, url: string, route: Route, status: number, ms: number): void {
    log.info({ method, url: loggedUrl(url, route), status, ms: Math.round(ms * 10) / 10 }, 'request');
  }
}
