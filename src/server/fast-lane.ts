// The fast lane: a GET or HEAD of a cached list (statuses, courses) in JSON is answered
// from the Node server's request listener, before Fastify routes it, with the bytes and
// headers Fastify's path would send. Fastify's routing, request and reply objects, hooks
// and per-request logger were about 40 % of such a request's CPU (docs/performance.md).
//
// The list is as fresh as on the full path, because it comes from the same cached read:
// on the embedded database, between writes, it is at hand and goes out in the same call;
// otherwise (after a write, and always on PostgreSQL) the read first learns the tables'
// versions from the database, as the full path does.
//
// Only where nothing in Fastify's path or DRF's order could answer otherwise: the app
// enables the lane only with no CORS origins and no RATE_LIMIT (their hooks act on every
// request), and a request is left to Fastify when the service is draining, its URL is too
// long, it carries credentials, reads are not open to anyone, or it asks for the browsable
// page or for no acceptable format. A read that fails is answered as the error handler
// answers it (error-handler.ts: 503 in the contract's shape when the database is gone).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AccessPolicy } from '../config.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import { logAnswer, logsAnswers } from '../pipeline/access-log.js';
import type { Admission } from '../pipeline/admission.js';
import type { AnswerBatch } from '../pipeline/answer-batching.js';
import { errorResult } from './error-handler.js';
import { loggableError } from '../pipeline/error-log.js';
import { negotiate } from '../drf/negotiation.js';
import { isPermitted } from '../drf/permissions.js';
import { lastValue, parseQueryString } from '../django/query.js';
import { JSON_CONTENT_TYPE, jsonBytes } from '../pipeline/json.js';
import type { ViewResult } from '../drf/response.js';
import { answerHeaders, type ViewDefinition } from '../drf/view.js';

export interface FastLaneDeps {
  policy: AccessPolicy;
  /** The admission step Fastify's path runs first (admission.ts): a request it refuses is left to that path. */
  admission: Admission;
  metrics: ServiceMetrics;
  log: FastifyBaseLogger;
  /** Fastify's request ids, so that an access-log line reads the same from either path. */
  genReqId: (req: IncomingMessage) => string;
  /** Where answers at hand wait for the end of the event loop's turn. */
  batch: AnswerBatch;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Header names as Fastify writes them: it lower-cases every name it is given. */
const lowerCase = new Map<string, string>();

/** The headers as Node's writeHead takes them flat: name, value, name, value… */
class Head {
  readonly fields: Array<string | number> = [];
  header(name: string, value: string | number): this {
    let lower = lowerCase.get(name);
    if (lower === undefined) lowerCase.set(name, (lower = name.toLowerCase()));
    this.fields.push(lower, value);
    return this;
  }
}

interface Lane {
  def: ViewDefinition;
  indent: number | null;
  started: number;
}

export class FastLane {
  private views = new Map<string, ViewDefinition>();
  private deps: FastLaneDeps | null = null;
  private closing = false;

  private constructor(private readonly fastify: Listener) {}

  /**
   * Puts the lane in front of the Fastify request listener of app's server (Node adds the
   * listener given to createServer to its 'request' event). It takes nothing until enable().
   */
  static install(app: FastifyInstance): FastLane {
    const server: Server = app.server;
    const listeners = server.listeners('request') as Listener[];
    const lane = new FastLane((req, res) => {
      for (const listener of listeners) listener.call(server, req, res);
    });
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!lane.take(req, res)) lane.fastify(req, res);
    });
    // From the start of a shutdown, Fastify's path answers new requests (shutdown.ts: 503).
    app.addHook('preClose', (done) => {
      lane.closing = true;
      done();
    });
    return lane;
  }

  enable(views: readonly ViewDefinition[], deps: FastLaneDeps): void {
    this.views = new Map(views.filter((v) => v.getShared).map((v) => [v.path, v]));
    this.deps = deps;
  }

  /** Takes the request when it belongs in the lane; false leaves it to Fastify. */
  private take(req: IncomingMessage, res: ServerResponse): boolean {
    const deps = this.deps;
    if (deps === null || this.closing) return false;
    const lane = this.lane(req, deps);
    if (lane === undefined) return false;
    let result: ViewResult | Promise<ViewResult>;
    try {
      result = lane.def.getShared!();
    } catch (e) {
      return this.leave(e, deps);
    }
    if (!(result instanceof Promise)) return this.sendSoon(req, res, lane, result, deps);
    result
      .then(
        (r) => this.send(req, res, lane, r, deps),
        // Answered here, as the error handler would: handing the request to Fastify's path
        // would wait for the database a second time (2 s more when it does not answer).
        (e: Error) => this.send(req, res, { ...lane, indent: null }, errorResult(e, deps.log), deps),
      )
      .then((sent) => {
        if (!sent) this.fastify(req, res);
      })
      .catch((e: Error) => {
        // Not expected (send writes valid headers once); never an unhandled rejection.
        deps.log.error(loggableError(e), 'fast lane: answer failed');
        res.destroy();
      });
    return true;
  }

  private lane(req: IncomingMessage, { policy, admission }: FastLaneDeps): Lane | undefined {
    const method = req.method!;
    const url = req.url!;
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const q = url.indexOf('?');
    const def = this.views.get(q < 0 ? url : url.slice(0, q));
    if (def === undefined || req.headers.authorization !== undefined || !isPermitted(policy, method, null)) return undefined;
    // Refused on admission: Fastify's path answers it (and logs and counts it) as it does any refusal.
    if (admission.check(req) !== undefined) return undefined;
    try {
      const negotiated = negotiate(req.headers.accept, lastValue(parseQueryString(q < 0 ? '' : url.slice(q + 1)), 'format'));
      // The browsable page (rare, and rendered per request) takes the full path.
      return negotiated.renderer === 'json' ? { def, indent: negotiated.indent, started: performance.now() } : undefined;
    } catch {
      return undefined; // 404 or 406: Fastify's path renders them
    }
  }

  /** An answer at hand goes out with the others of this turn of the event loop (answer-batching.ts). */
  private sendSoon(req: IncomingMessage, res: ServerResponse, lane: Lane, result: ViewResult, deps: FastLaneDeps): true {
    deps.batch.later(() => {
      if (!this.send(req, res, lane, result, deps)) this.fastify(req, res);
    });
    return true;
  }

  /** Writes the answer; false (nothing written) when it could not be made. */
  private send(req: IncomingMessage, res: ServerResponse, lane: Lane, result: ViewResult, deps: FastLaneDeps): boolean {
    let bytes: Buffer;
    let head: Head;
    try {
      bytes = jsonBytes(result.data, lane.indent);
      head = answerHeaders(new Head(), lane.def, result, JSON_CONTENT_TYPE, bytes.length);
    } catch (e) {
      return this.leave(e, deps);
    }
    // Answered while draining (the read was waited for): close the connection, as
    // shutdown.ts does on the full path, so that it does not hold the drain open.
    if (this.closing) head.header('Connection', 'close');
    res.writeHead(result.status, head.fields);
    res.end(bytes);
    const ms = performance.now() - lane.started;
    const method = req.method!;
    deps.metrics.recordRequest(method, lane.def.path, result.status, ms / 1000, true);
    if (logsAnswers(deps.log)) logAnswer(deps.log.child({ reqId: deps.genReqId(req) }), method, req.url!, result.status, ms);
    return true;
  }

  /** Leaves a request to Fastify's path, which answers it and reports what went wrong. */
  private leave(e: unknown, deps: FastLaneDeps): false {
    deps.log.debug(loggableError(e as Error), 'fast lane: left to the full path');
    return false;
  }
}
