// A collection endpoint in the manner of DRF's APIView, as a route of the pipeline
// (pipeline/pipeline.ts): negotiation first (404 for an unknown ?format=, 406 for an
// unsatisfiable Accept), then authentication and permissions, then the method (405 with
// Allow, before any body is read), then the handler; every answer, errors included, is
// rendered as negotiated with the same headers.
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { CachedRead } from '../cache/cached-read.js';
import type { AccessPolicy } from '../config.js';
import { CONTENT_SECURITY_POLICY, HTML_CONTENT_TYPE } from '../http/html-page.js';
import { lastValue, parseQueryString, type QueryPairs } from '../django/query.js';
import { AnswerHead, type Answer } from '../pipeline/answer.js';
import { ApiError, errors } from '../pipeline/errors.js';
import type { Exchange, Log, Route } from '../pipeline/exchange.js';
import { JSON_CONTENT_TYPE, jsonBytes } from '../pipeline/json.js';
import type { Proxies } from '../pipeline/proxies.js';
import type { RateThrottle } from '../pipeline/throttling.js';
import { authenticate, type KeyLookup, type User } from './authentication.js';
import { renderBrowsable } from './browsable.js';
import { Idempotency } from './idempotency.js';
import { optionsMetadata } from './metadata.js';
import { negotiate, type Negotiated } from './negotiation.js';
import { parseBody, readBody } from './parsers.js';
import { checkPermission, isPermitted } from './permissions.js';
import type { ViewResult } from './response.js';
import type { Field, SerializerInput } from './serializer.js';

export interface RequestContext {
  readonly req: IncomingMessage;
  /** The request's logger (its lines carry the request id). */
  readonly log: Log;
  readonly method: string;
  readonly query: QueryPairs;
  /** The token's user; null for an anonymous request. */
  readonly user: User | null;
  /** scheme://host as the client addressed us (Host, or a trusted proxy's X-Forwarded-*; admitted). */
  origin(): string;
  /** The key per-address limits count the client by (proxies.ts). */
  clientKey(): string;
  /** The raw body, read once (up to the size limit). */
  rawBody(): Promise<Buffer>;
  /** The parsed body; throws the 415/400 parse errors. */
  body(): Promise<SerializerInput>;
}

export type Handler = (ctx: RequestContext) => Promise<ViewResult>;

export interface ViewDefinition {
  path: string;
  /** DRF's view name: the title of OPTIONS and of the browsable page. */
  name: string;
  get: Handler;
  /**
   * The GET answer when nothing in the request but its format shapes it (a cached list):
   * the answer itself when it is at hand, else a promise of it. Such a GET is answered
   * without building a request context, in the same call when the list is at hand.
   */
  getShared?: () => ViewResult | Promise<ViewResult>;
  post?: Handler;
  /** Serializer fields of POST, for OPTIONS. */
  postFields?: readonly Field[];
  /** A per-client rate limit on POST (checked before the body is read, as DRF throttles first). */
  postThrottle?: RateThrottle;
  /** What the OpenAPI document (openapi.ts) needs beyond the above. */
  docs?: ViewDocs;
}

export interface ViewDocs {
  /** Fields of one record of the GET answer, in wire order; the postFields when absent. */
  responseFields?: readonly Field[];
  /** What the answered values are beyond their fields' types (from the columns: lengths, patterns, enums). */
  fieldSchemas?: Readonly<Record<string, Record<string, unknown>>>;
  /** GET answers the limit/offset page envelope instead of a bare array. */
  paginated?: boolean;
  /** POST generates text with the goal generator (its 503 and 504). */
  generates?: boolean;
  /** Headers of a successful GET beyond Allow and Vary (e.g. Cache-Control, Expires). */
  getHeaders?: readonly string[];
  /** What GET answers, in a sentence or two. */
  listDescription?: string;
  /** What POST does, in a sentence or two. */
  createDescription?: string;
  /** A body POST takes (valid for every media type it parses). */
  requestExample?: Readonly<Record<string, unknown>>;
}

export interface ViewServices {
  /** Idempotency-Key handling for POST. */
  idempotency: Idempotency;
  /** ACCESS_POLICY and who a token belongs to. */
  access: { policy: AccessPolicy; owners: KeyLookup };
  /** Who is asking, and by which scheme and host. */
  proxies: Proxies;
}

export function allowHeader(def: Pick<ViewDefinition, 'post'>): string {
  return def.post ? 'GET, POST, HEAD, OPTIONS' : 'GET, HEAD, OPTIONS';
}

export function rawQueryString(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
}

function context(exchange: Exchange, query: QueryPairs, user: User | null, proxies: Proxies): RequestContext {
  const req = exchange.req;
  let raw: Promise<Buffer> | undefined;
  const rawBody = () => (raw ??= readBody(req));
  return {
    req,
    get log() {
      return exchange.log;
    },
    method: req.method!,
    query,
    user,
    origin() {
      // The host was checked against ALLOWED_HOSTS on admission (admission.ts); Django
      // validates it lower-cased but builds links from it as sent.
      return `${proxies.scheme(req)}://${proxies.host(req)}`;
    },
    clientKey: () => proxies.clientKey(req),
    rawBody,
    body: async () => parseBody(req.headers['content-type'], await rawBody()),
  };
}

/** The view's headers, in the order the recorded service sends them (the writer adds the security headers after). */
export function viewHead(def: Pick<ViewDefinition, 'post'>, result: ViewResult, contentType: string): AnswerHead {
  return new AnswerHead()
    .header('Content-Type', contentType)
    .header('Vary', 'Accept')
    .header('Allow', allowHeader(def))
    .headers(result.headers);
}

/** A view's result as JSON (DRF's JSONRenderer; `shared`: a cached list, every such request's answer). */
function jsonAnswer(def: ViewDefinition, indent: number | null, result: ViewResult, shared = false): Answer {
  // Bytes, as the recorded service sends plain "application/json" (no charset).
  return { status: result.status, head: viewHead(def, result, JSON_CONTENT_TYPE).fields, body: jsonBytes(result.data, indent), shared };
}

/** A view's result as the browsable page. `canPost`: it offers the POST forms (DRF shows a form only to whom may use it). */
function htmlAnswer(def: ViewDefinition, result: ViewResult, req: IncomingMessage, canPost: boolean): Answer {
  const allow = allowHeader(def);
  const page = renderBrowsable({
    viewName: def.name,
    viewPath: def.path,
    postFields: def.post && canPost ? def.postFields : undefined,
    method: req.method!,
    path: req.url!,
    status: result.status,
    statusText: STATUS_CODES[result.status] ?? '',
    headers: { Allow: allow, 'Content-Type': JSON_CONTENT_TYPE, Vary: 'Accept', ...result.headers },
    data: result.data,
    allow,
  });
  return {
    status: result.status,
    head: viewHead(def, result, HTML_CONTENT_TYPE).fields,
    body: Buffer.from(page),
    tail: ['content-security-policy', CONTENT_SECURITY_POLICY],
  };
}

function render(def: ViewDefinition, negotiated: Negotiated, result: ViewResult, req: IncomingMessage, canPost: boolean): Answer {
  return negotiated.renderer === 'html' ? htmlAnswer(def, result, req, canPost) : jsonAnswer(def, negotiated.indent, result);
}

const errorResult = (e: ApiError): ViewResult => ({ status: e.status, data: e.body, headers: e.headers });

async function post(def: ViewDefinition, ctx: RequestContext, services: ViewServices): Promise<ViewResult> {
  const handler = def.post!;
  if (def.postThrottle?.enabled) def.postThrottle.check(ctx.clientKey());
  const key = ctx.req.headers['idempotency-key'];
  if (key === undefined) return handler(ctx);
  const fingerprint = Idempotency.fingerprint(ctx.req.headers['content-type'], await ctx.rawBody());
  // A key is one client's: a user's keys never meet another user's (or anonymous ones).
  const scope = ctx.user ? `${def.path} user:${ctx.user.id}` : def.path;
  return services.idempotency.run(scope, String(key), fingerprint, () => handler(ctx));
}

/**
 * get and getShared of a collection whose GET answers one cached read: the same answer,
 * at hand when the read has it (peek), else awaited.
 */
export function cachedGet<V>(read: CachedRead<V>, answer: (data: V) => ViewResult): Pick<ViewDefinition, 'get' | 'getShared'> {
  const getShared = () => {
    const data = read.peek();
    return data === undefined ? read().then(answer) : answer(data);
  };
  return { get: async () => getShared(), getShared };
}

/** A collection as a route of the pipeline. */
export function viewRoute(def: ViewDefinition, services: ViewServices): Route {
  const { policy, owners } = services.access;

  async function dispatch(exchange: Exchange, query: QueryPairs, negotiated: Negotiated): Promise<Answer> {
    const req = exchange.req;
    const method = req.method!;
    let canPost = false;
    try {
      // DRF's order: negotiation (done), authentication, permissions, then the method.
      const authorization = req.headers.authorization;
      const user = authorization === undefined ? null : await authenticate(authorization, owners);
      checkPermission(policy, method, user);
      canPost = isPermitted(policy, 'POST', user);
      const ctx = context(exchange, query, user, services.proxies);
      let result: ViewResult;
      if (method === 'GET' || method === 'HEAD') result = await def.get(ctx);
      else if (method === 'POST' && def.post) result = await post(def, ctx, services);
      // SimpleMetadata describes POST only to whom the permissions would let POST.
      else if (method === 'OPTIONS') result = { status: 200, data: optionsMetadata(def.name, canPost ? def.postFields : undefined) };
      else throw errors.methodNotAllowed(method);
      return render(def, negotiated, result, req, canPost);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      return render(def, negotiated, errorResult(e), req, canPost);
    }
  }

  return {
    label: def.path,
    answer(exchange) {
      const req = exchange.req;
      const method = req.method!;
      let negotiated: Negotiated;
      let query: QueryPairs;
      try {
        query = parseQueryString(rawQueryString(req.url!));
        negotiated = negotiate(req.headers.accept, lastValue(query, 'format'));
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        return jsonAnswer(def, null, errorResult(e));
      }
      // A cached list read anonymously in JSON: DRF's order has nothing to refuse (no
      // credentials, reads open to anyone), and nothing of the request shapes the answer,
      // so no request context is built and a list at hand is answered in this call.
      if (
        def.getShared !== undefined &&
        negotiated.renderer === 'json' &&
        (method === 'GET' || method === 'HEAD') &&
        req.headers.authorization === undefined &&
        isPermitted(policy, method, null)
      ) {
        const result = def.getShared();
        const indent = negotiated.indent;
        return result instanceof Promise ? result.then((r) => jsonAnswer(def, indent, r, true)) : jsonAnswer(def, indent, result, true);
      }
      return dispatch(exchange, query, negotiated);
    },
    // Errors that reach here (admission's refusals, a database that is gone) go out as JSON,
    // unindented, with the view's headers: what was negotiated is not known here.
    answerError: (_exchange, error) => jsonAnswer(def, null, errorResult(error)),
  };
}
