// A collection endpoint in the manner of DRF's APIView: negotiation first (404 for an
// unknown ?format=, 406 for an unsatisfiable Accept), then the method check (405 with
// Allow, before any body is read), then the handler; every answer, errors included,
// goes out through the negotiated renderer with the same headers.
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedRead } from '../cache/cached-read.js';
import type { AccessPolicy } from '../config.js';
import { authenticate, type KeyLookup, type User } from './authentication.js';
import { parseBody, readBody } from './parsers.js';
import { CONTENT_SECURITY_POLICY, renderBrowsable } from './browsable.js';
import { ApiError, errors } from '../pipeline/errors.js';
import { withSecurityHeaders } from '../pipeline/headers.js';
import { optionsMetadata } from './metadata.js';
import { checkPermission, isPermitted } from './permissions.js';
import { Idempotency } from './idempotency.js';
import { negotiate, type Negotiated } from './negotiation.js';
import type { Proxies } from '../pipeline/proxies.js';
import { lastValue, parseQueryString, type QueryPairs } from '../django/query.js';
import { HTML_CONTENT_TYPE, JSON_CONTENT_TYPE, jsonBytes } from '../pipeline/json.js';
import type { ViewResult } from './response.js';
import type { Field, SerializerInput } from './serializer.js';
import type { RateThrottle } from '../pipeline/throttling.js';

export interface RequestContext {
  readonly request: FastifyRequest;
  readonly method: string;
  readonly query: QueryPairs;
  /** The token's user; null for an anonymous request. */
  readonly user: User | null;
  /** scheme://host as the client addressed us (Host, or a trusted proxy's X-Forwarded-*; admitted). */
  origin(): string;
  /** The client's address (proxies.ts). */
  clientAddress(): string;
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
   * the answer itself when it is at hand, else a promise of it. fast-lane.ts sends it
   * before Fastify routes the request.
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
  /** GET answers the limit/offset page envelope instead of a bare array. */
  paginated?: boolean;
  /** Error statuses POST may answer beyond the common ones (e.g. 503, 504 of a generator). */
  postErrors?: readonly number[];
  /** Headers of a successful GET beyond Allow and Vary (e.g. Cache-Control, Expires). */
  getHeaders?: readonly string[];
}

export interface ViewServices {
  /** Idempotency-Key handling for POST. */
  idempotency: Idempotency;
  /** ACCESS_POLICY and who a token belongs to. */
  access: { policy: AccessPolicy; owners: KeyLookup };
  /** Who is asking, and by which scheme and host. */
  proxies: Proxies;
}

const JSON_ONLY: Negotiated = { renderer: 'json', indent: null };

export function allowHeader(def: Pick<ViewDefinition, 'post'>): string {
  return def.post ? 'GET, POST, HEAD, OPTIONS' : 'GET, HEAD, OPTIONS';
}

export function rawQueryString(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
}

function context(request: FastifyRequest, query: QueryPairs, user: User | null, proxies: Proxies): RequestContext {
  let raw: Promise<Buffer> | undefined;
  const rawBody = () => (raw ??= readBody(request.raw));
  return {
    request,
    method: request.method,
    query,
    user,
    origin() {
      // The host was checked against ALLOWED_HOSTS on admission (admission.ts); Django
      // validates it lower-cased but builds links from it as sent.
      return `${proxies.scheme(request.raw)}://${proxies.host(request.raw)}`;
    },
    clientAddress: () => proxies.clientAddress(request.raw),
    rawBody,
    body: async () => parseBody(request.headers['content-type'], await rawBody()),
  };
}

interface SendOptions {
  def: ViewDefinition;
  negotiated: Negotiated;
  result: ViewResult;
  request: FastifyRequest;
  /** Whether the browsable page offers the POST forms (DRF shows a form only to whom may use it). */
  canPost: boolean;
}

/** Headers as sent to a view's answer, in the order the recorded service sends them. */
export function answerHeaders<R extends { header(name: string, value: string | number): R }>(
  sink: R,
  def: Pick<ViewDefinition, 'post'>,
  result: ViewResult,
  contentType: string,
  contentLength: number,
): R {
  sink.header('Content-Type', contentType).header('Vary', 'Accept').header('Allow', allowHeader(def));
  for (const [k, v] of Object.entries(result.headers ?? {})) sink.header(k, v);
  return withSecurityHeaders(sink, contentLength);
}

export function sendResult(reply: FastifyReply, { def, negotiated, result, request, canPost }: SendOptions): FastifyReply {
  const allow = allowHeader(def);
  const extra = result.headers ?? {};
  let bytes: Buffer;
  let contentType: string;
  // Buffers, because Fastify appends "; charset=utf-8" to a JSON type sent as a string,
  // and the recorded service sends plain "application/json".
  if (negotiated.renderer === 'html') {
    contentType = HTML_CONTENT_TYPE;
    const page = renderBrowsable({
      viewName: def.name,
      viewPath: def.path,
      postFields: def.post && canPost ? def.postFields : undefined,
      method: request.method,
      path: request.url,
      status: result.status,
      statusText: STATUS_CODES[result.status] ?? '',
      headers: { Allow: allow, 'Content-Type': JSON_CONTENT_TYPE, Vary: 'Accept', ...extra },
      data: result.data,
      allow,
    });
    bytes = Buffer.from(page);
  } else {
    contentType = JSON_CONTENT_TYPE;
    bytes = jsonBytes(result.data, negotiated.indent);
  }
  answerHeaders(reply.code(result.status), def, result, contentType, bytes.length);
  if (negotiated.renderer === 'html') reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  return reply.send(bytes);
}

async function post(def: ViewDefinition, ctx: RequestContext, services: ViewServices): Promise<ViewResult> {
  const handler = def.post!;
  if (def.postThrottle?.enabled) def.postThrottle.check(ctx.clientAddress());
  const key = ctx.request.headers['idempotency-key'];
  if (key === undefined) return handler(ctx);
  const fingerprint = Idempotency.fingerprint(ctx.request.headers['content-type'], await ctx.rawBody());
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

export function registerView(app: FastifyInstance, def: ViewDefinition, methods: string[], services: ViewServices): void {
  app.route({
    method: methods,
    url: def.path,
    config: { view: def },
    handler: respond,
  });

  async function respond(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { policy, owners } = services.access;
    let negotiated = JSON_ONLY;
    let canPost = false;
    try {
      const query = parseQueryString(rawQueryString(request.url));
      negotiated = negotiate(request.headers.accept, lastValue(query, 'format'));
      // DRF's order: negotiation, authentication, permissions, then the method.
      // Most requests carry no credentials: no await (a microtask) for them.
      const authorization = request.headers.authorization;
      const user = authorization === undefined ? null : await authenticate(authorization, owners);
      checkPermission(policy, request.method, user);
      canPost = isPermitted(policy, 'POST', user);
      const ctx = context(request, query, user, services.proxies);
      let result: ViewResult;
      if (request.method === 'GET' || request.method === 'HEAD') result = await def.get(ctx);
      else if (request.method === 'POST' && def.post) result = await post(def, ctx, services);
      // SimpleMetadata describes POST only to whom the permissions would let POST.
      else if (request.method === 'OPTIONS') result = { status: 200, data: optionsMetadata(def.name, canPost ? def.postFields : undefined) };
      else throw errors.methodNotAllowed(request.method);
      return sendResult(reply, { def, negotiated, result, request, canPost });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const result = { status: e.status, data: e.body, headers: e.headers };
      return sendResult(reply, { def, negotiated, result, request, canPost });
    }
  }
}
