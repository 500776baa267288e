// The access log: one line per answered request at info level (LOG_LEVEL), written by
// Fastify's onResponse hook, or by fast-lane.ts for an answer sent before Fastify.
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export function logAnswer(log: FastifyBaseLogger, method: string, url: string, status: number, ms: number): void {
  log.info({ method, url, status, ms: Math.round(ms * 10) / 10 }, 'request');
}

/** Whether info lines are written: pino's isLevelEnabled (Fastify's logger: false has none, and writes nothing). */
export function logsAnswers(log: FastifyBaseLogger): boolean {
  return (log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? false;
}

export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    logAnswer(request.log, request.method, request.url, reply.statusCode, reply.elapsedTime);
    done();
  });
}

/**
 * Request ids as Fastify makes them by default (req-1, req-2, … in base 36, wrapping at
 * 2³¹), given to Fastify as its genReqId and used by fast-lane.ts: one sequence in the log.
 */
export function requestIds(): (req: IncomingMessage) => string {
  let next = 0;
  return () => {
    next = (next + 1) & 0x7fffffff;
    return `req-${next.toString(36)}`;
  };
}
