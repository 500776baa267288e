// The one response writer: every answer of every route, whichever way the request came,
// leaves through write(). It adds what every answer carries (the security headers and
// Content-Length, CORS for the listed origins, Connection: close while draining), writes
// the bytes with the other answers of the event loop's turn (answer-batching.ts), and
// counts the answer in /metrics and in the access log. Every answer names its request in
// X-Request-Id (request-id.ts), as the access log line does.
import type { ServerResponse } from 'node:http';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import type { AccessLog } from './access-log.js';
import type { Answer, HeaderFields } from './answer.js';
import type { AnswerBatch } from './answer-batching.js';
import type { Cors } from './cors.js';
import type { Drain } from './drain.js';
import { loggableError } from './error-log.js';
import { errors } from './errors.js';
import type { Exchange } from './exchange.js';
import { appendSecurityHeaders } from './headers.js';
import { JSON_CONTENT_TYPE, jsonBytes } from './json.js';
import { REQUEST_ID } from './request-id.js';

/** Resolves when `res` takes more, or is closed. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

export interface ResponseWriterOptions {
  batch: AnswerBatch;
  metrics: ServiceMetrics;
  accessLog: AccessLog;
  drain: Drain;
  cors: Cors;
}

function hasField(fields: HeaderFields, name: string): boolean {
  for (let i = 0; i < fields.length; i += 2) if (fields[i] === name) return true;
  return false;
}

export class ResponseWriter {
  constructor(private readonly o: ResponseWriterOptions) {}

  write(exchange: Exchange, answer: Answer): void {
    // A new array: a route may hand out the same head again (a cached answer).
    const fields = answer.head.slice();
    appendSecurityHeaders(fields, answer.stream ? undefined : answer.body.length, answer.layout, answer.referrerPolicy);
    if (answer.tail !== undefined) for (const field of answer.tail) fields.push(field);
    if (this.o.cors.enabled) this.o.cors.decorate(fields, exchange.req);
    // Last, as a proxy in front would add it: the recorded service's headers keep their order.
    fields.push(REQUEST_ID, exchange.id);
    this.o.batch.later(() => this.send(exchange, answer, fields));
  }

  private send(exchange: Exchange, answer: Answer, fields: HeaderFields): void {
    const { res, req } = exchange;
    // Checked as the answer goes out: a shutdown that began while it waited closes it too.
    if (this.o.drain.closing) {
      // Fastify sets its own Connection: close on what it routes while closing; ours is in order.
      res.removeHeader('connection');
      if (!hasField(fields, 'connection')) fields.push('connection', 'close');
    }
    try {
      res.writeHead(answer.status, fields);
      if (answer.stream && req.method !== 'HEAD') {
        void this.pump(exchange, answer, answer.stream);
        return;
      }
      res.end(answer.body);
    } catch (e) {
      this.failed(exchange, e);
      return;
    }
    this.counted(exchange, answer);
  }

  /**
   * Writes a streamed body a chunk at a time, the next made only once the socket has taken
   * the last (so memory holds one chunk, whatever the size, and the event loop is free while
   * the client reads). Counted when it ends, with its whole time.
   */
  private async pump(exchange: Exchange, answer: Answer, stream: () => AsyncIterable<string>): Promise<void> {
    const { res } = exchange;
    const chunks = stream()[Symbol.asyncIterator]();
    let gone = false;
    const onClose = () => (gone = true);
    res.once('close', onClose);
    try {
      for (;;) {
        const next = await chunks.next();
        if (next.done) break;
        if (gone) break;
        if (!res.write(next.value)) await drained(res);
        // The event loop's turn ends between chunks, always: the embedded database answers
        // within the turn, and a client on the loopback takes each chunk at once ('drain'
        // comes on the same tick), so without it a million-row export kept every other request
        // waiting until its last row (/healthz: 19 s).
        await new Promise((resolve) => setImmediate(resolve));
        if (gone) break;
      }
      if (gone) await chunks.return?.();
      else res.end();
    } catch (e) {
      // The status and part of the body have gone out: only cutting the connection tells the
      // client. A client already gone missed nothing (a shutdown closing the database after it left).
      if (!gone) exchange.log.error(loggableError(e), 'a streamed answer failed part-way');
      res.destroy();
      await chunks.return?.().catch(() => {});
    } finally {
      res.off('close', onClose);
    }
    this.counted(exchange, answer);
  }

  /** The answer in /metrics and the access log. */
  private counted(exchange: Exchange, answer: Answer): void {
    const { req } = exchange;
    const ms = performance.now() - exchange.started;
    const method = req.method!;
    this.o.metrics.recordRequest(
      method,
      exchange.route.label,
      answer.status,
      ms / 1000,
      answer.shared === true && exchange.entry === 'lane',
    );
    if (this.o.accessLog.enabled) this.o.accessLog.write(exchange.log, method, req.url!, exchange.route, answer.status, ms);
  }

  /** Headers Node refused (never expected: they are ours): a plain 500 if nothing went out yet, else the connection is cut. */
  private failed(exchange: Exchange, e: unknown): void {
    exchange.log.error(loggableError(e), 'an answer could not be written');
    const { res } = exchange;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const error = errors.internal();
    const body = jsonBytes(error.body);
    const fields: HeaderFields = ['content-type', JSON_CONTENT_TYPE];
    appendSecurityHeaders(fields, body.length);
    fields.push(REQUEST_ID, exchange.id);
    res.writeHead(error.status, fields);
    res.end(body);
  }
}
