// The access log: one line per answered request at info level (LOG_LEVEL), written by the
// response writer whichever way the request came.
import type { Log } from './exchange.js';

export class AccessLog {
  /** Whether info lines are written: pino's isLevelEnabled (Fastify's logger: false has none, and writes nothing). */
  readonly enabled: boolean;

  constructor(log: Log) {
    this.enabled = log.isLevelEnabled?.('info') ?? false;
  }

  write(log: Log, method: string, url: string, status: number, ms: number): void {
    log.info({ method, url, status, ms: Math.round(ms * 10) / 10 }, 'request');
  }
}
