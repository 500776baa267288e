// Answers at hand, before Fastify: a GET or HEAD of a cached list (statuses, courses)
// whose versions are known without asking the database (the embedded one, between writes)
// is answered from the Node server's request listener, in JSON, with the bytes and headers
// Fastify's path would send. Fastify's routing, request and reply objects, hooks and
// child logger were about 40 % of such a request's CPU (docs/performance.md).
//
// Only where nothing in Fastify's path or DRF's order could answer otherwise: the app
// enables this only with no CORS origins and no RATE_LIMIT (their hooks act on every
// request), and a request is left to Fastify when the service is draining, its URL is too
// long, it carries credentials, reads are not open to anyone, it asks for the browsable
// page or for no acceptable format, or the cache has nothing current.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AccessPolicy } from '../config.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import { logAnswer, logsAnswers } from './access-log.js';
import { loggableError } from './error-log.js';
import { MAX_URL_BYTES } from './limits.js';
import { negotiate } from './negotiation.js';
import { isPermitted } from './permissions.js';
import { lastValue, parseQueryString } from './query.js';
import { JSON_CONTENT_TYPE, jsonBytes } from './renderers.js';
import { answerHeaders, type ViewDefinition } from './view.js';

export interface AtHandDeps {
  policy: AccessPolicy;
  metrics: ServiceMetrics;
  log: FastifyBaseLogger;
  /** Fastify's request ids, so that an access-log line reads the same from either path. */
  genReqId: (req: IncomingMessage) => string;
}

/** Header names as Fastify writes them (it lower-cases every name it is given). */
class Head {
  readonly fields: Record<string, string | number> = {};
  header(name: string, value: string | number): this {
    this.fields[name.toLowerCase()] = value;
    return this;
  }
}

interface Answer {
  def: ViewDefinition;
  status: number;
  head: Head;
  bytes: Buffer;
}

export class AtHand {
  private views = new Map<string, ViewDefinition>();
  private deps: AtHandDeps | null = null;

  /**
   * Puts this in front of the Fastify request listener of app's server (Node adds the
   * listener given to createServer to its 'request' event). Answers nothing until enable().
   */
  static install(app: FastifyInstance): AtHand {
    const atHand = new AtHand();
    const server: Server = app.server;
    const fastify = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (atHand.answer(req, res)) return;
      for (const listener of fastify) listener.call(server, req, res);
    });
    // From the start of a shutdown, Fastify's path answers (shutdown.ts: 503, Connection: close).
    app.addHook('preClose', (done) => {
      atHand.deps = null;
      done();
    });
    return atHand;
  }

  enable(views: readonly ViewDefinition[], deps: AtHandDeps): void {
    this.views = new Map(views.filter((v) => v.getCached).map((v) => [v.path, v]));
    this.deps = deps;
  }

  /** Sends the answer when it is at hand; false leaves the request to Fastify. */
  private answer(req: IncomingMessage, res: ServerResponse): boolean {
    const deps = this.deps;
    if (deps === null) return false;
    const started = performance.now();
    let answer: Answer | undefined;
    try {
      answer = this.find(req, deps.policy);
    } catch (e) {
      // Fastify's path answers the request and reports what went wrong there, if it recurs.
      deps.log.warn(loggableError(e as Error), 'answer at hand failed; left to the full path');
      return false;
    }
    if (answer === undefined) return false;
    res.writeHead(answer.status, answer.head.fields);
    res.end(answer.bytes);
    const ms = performance.now() - started;
    deps.metrics.recordRequest(req.method!, answer.def.path, answer.status, ms / 1000);
    deps.metrics.recordAtHand(req.method!, answer.def.path);
    if (logsAnswers(deps.log)) logAnswer(deps.log.child({ reqId: deps.genReqId(req) }), req.method!, req.url!, answer.status, ms);
    return true;
  }

  private find(req: IncomingMessage, policy: AccessPolicy): Answer | undefined {
    const method = req.method!;
    const url = req.url!;
    if ((method !== 'GET' && method !== 'HEAD') || url.length > MAX_URL_BYTES) return undefined;
    const q = url.indexOf('?');
    const def = this.views.get(q < 0 ? url : url.slice(0, q));
    if (def === undefined || req.headers.authorization !== undefined || !isPermitted(policy, method, null)) return undefined;
    let indent: number | null;
    try {
      const negotiated = negotiate(req.headers.accept, lastValue(parseQueryString(q < 0 ? '' : url.slice(q + 1)), 'format'));
      if (negotiated.renderer !== 'json') return undefined;
      indent = negotiated.indent;
    } catch {
      return undefined; // 404 or 406: Fastify's path renders them
    }
    const result = def.getCached!();
    if (result === undefined) return undefined;
    const bytes = jsonBytes(result.data, indent);
    return { def, status: result.status, head: answerHeaders(new Head(), def, result, JSON_CONTENT_TYPE, bytes.length), bytes };
  }
}
