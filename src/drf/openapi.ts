// The OpenAPI 3.1 document of the API, generated from the view definitions: their paths,
// allowed methods and serializer fields (the same descriptors that validate bodies and
// answer OPTIONS), ACCESS_POLICY, the throttles that are on, and the errors table's bodies.
// Nothing in it is written by hand per resource beyond what a view's `docs` says: a new
// view or field shows up here by itself. The server adds its own paths (probes, /metrics,
// this document) through the same builder (server/docs.ts).
import type { AccessPolicy } from '../config.js';
import { errors, type ApiError } from '../pipeline/errors.js';
import { PAGE_SIZE } from './pagination.js';
import { BODY_LIMIT_BYTES, PARSED_MEDIA_TYPES } from './parsers.js';
import type { Field, MetadataType } from './serializer.js';
import { allowHeader, type ViewDefinition } from './view.js';

export type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; [k: string]: unknown };
};

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
  license: { name: string; identifier: string };
  contact: { name: string; url?: string; email?: string };
}

export interface OpenApiOptions {
  info: OpenApiInfo;
  /** ACCESS_POLICY: which operations anonymous requests may call. */
  policy: AccessPolicy;
  /** RATE_LIMIT is on: every path may answer 429. */
  rateLimited: boolean;
}

/** Who may call an operation: `read` and `write` as ACCESS_POLICY says; `anyone` authenticates nobody. */
export type Access = 'read' | 'write' | 'anyone';

type Json = Record<string, unknown>;

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

// ---------------------------------------------------------------------------------------
// Names.

/** `Smart Goal List` → `SmartGoal`; a name that is no list keeps its words: `FeedbacksNeeded`. */
export function recordSchemaName(def: Pick<ViewDefinition, 'name'>): string {
  return def.name
    .replace(/ List$/, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

/** `/smart-goals/` → `smartGoals`. */
export function operationBase(path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('');
}

// ---------------------------------------------------------------------------------------
// Field descriptors → JSON Schema (2020-12, OpenAPI 3.1's dialect).

const bigToNumber = (v: number | bigint) => (typeof v === 'bigint' ? Number(v) : v);

/**
 * What DRF's DateTimeField reads (django.utils.dateparse.datetime_re, ASCII digits shown):
 * a naive value is taken in TIME_ZONE, so `format: date-time` (which wants an offset and
 * seconds) would refuse half of what is accepted.
 */
export const DATETIME_INPUT_PATTERN =
  '^\\d{4}-\\d{1,2}-\\d{1,2}[T ]\\d{1,2}:\\d{1,2}(:\\d{1,2}([.,]\\d{1,12})?)?\\s*(Z|[+-]\\d{2}(:?\\d{2})?)?$';

/**
 * Django's URLValidator takes internationalised host names and paths as sent (an IRI, RFC
 * 3987), and the value is stored and answered as sent: `format: uri` would call such a
 * stored value invalid. The scheme is http or https, in any case.
 */
const URL_SCHEMA = { format: 'iri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' };

function typeSchema(type: MetadataType, forInput: boolean): JsonSchema {
  switch (type) {
    case 'integer':
      return { type: 'integer' };
    case 'float':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'string':
      return { type: 'string' };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'url':
      return { type: 'string', ...URL_SCHEMA };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return forInput
        ? {
            type: 'string',
            pattern: DATETIME_INPUT_PATTERN,
            description:
              "ISO 8601 date-time, YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]; without an offset it is read in the service's TIME_ZONE (a time that does not exist there, or exists twice, is refused).",
          }
        : {
            type: 'string',
            format: 'date-time',
            description: "RFC 3339 in the service's TIME_ZONE, as Python's isoformat(): microseconds only when not zero, Z for UTC.",
          };
    case 'field':
    default:
      return {};
  }
}

function withNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return schema; // no type: null is allowed already
}

/**
 * One field's schema; `forInput` for request bodies (defaults, and limits that only
 * requests have), else the value as answered. Lengths hold for both: they are the
 * columns' own, except a limit the field keeps out of OPTIONS (`maxLengthInOptions:
 * false`), which is ours and newer than data imported from the recorded service.
 */
export function fieldSchema(f: Field, forInput: boolean, extra: JsonSchema = {}): JsonSchema {
  let s: JsonSchema = { title: f.label, ...typeSchema(f.type, forInput) };
  if (f.type === 'url') s.description = f.allowBlank ? 'An http or https URL, or empty.' : 'An http or https URL.';
  if (f.helpText) s.description = f.helpText;
  if (f.maxLength !== undefined && (forInput || f.maxLengthInOptions !== false)) s.maxLength = f.maxLength;
  if (forInput) {
    if (f.minLength !== undefined) s.minLength = f.minLength;
    else if ((f.kind === 'char' || f.kind === 'url') && !f.allowBlank) s.minLength = 1;
    if (f.minValue !== undefined) s.minimum = bigToNumber(f.minValue);
    if (f.maxValue !== undefined) s.maximum = bigToNumber(f.maxValue);
    if (f.default !== undefined && f.default !== null && ['string', 'boolean', 'number'].includes(typeof f.default)) s.default = f.default;
  } else if (f.kind === 'integer') {
    // Stored in the column the limits describe.
    if (f.minValue !== undefined) s.minimum = bigToNumber(f.minValue);
    if (f.maxValue !== undefined) s.maximum = bigToNumber(f.maxValue);
  }
  // A blank URL is allowed where the field says so: the format is the non-empty value's.
  if (f.type === 'url' && f.allowBlank) {
    const { format, pattern, ...rest } = s;
    s = { ...rest, anyOf: [{ format, pattern }, { maxLength: 0 }] };
  }
  s = { ...s, ...extra };
  if (f.allowNull) s = withNull(s);
  return s;
}

// ---------------------------------------------------------------------------------------
// The errors that concern the whole request, each with its body from the errors table.

interface ErrorDoc {
  status: number;
  description: string;
  examples: ApiError[];
  headers?: string[];
  /** The browsable page may render it too (an error met inside a collection's view). */
  html?: boolean;
  /** A collection's answer: it carries Allow and Vary. */
  collection?: boolean;
  /**
   * Who answers it: a route (the default; on a collection, with the view's Allow and Vary),
   * Node's parser before any route (no Allow, no Vary), or either.
   */
  answeredBy?: 'route' | 'parser' | 'either';
}

/** A collection's parts that its operations share. */
interface CollectionParts {
  base: string;
  record: string;
  recordRef: { $ref: string };
  tags: string[];
  format: { $ref: string };
  viewErrors: Record<string, unknown>;
}

/** Responses in the order of their status codes. */
const byStatus = (responses: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));

const ADMISSION_400 =
  'A malformed `Host` header or one not in ALLOWED_HOSTS (not on `/healthz`, `/readyz` and `/metrics`, which answer whatever the Host), or a `Host` or `Authorization` header sent twice; or a request that Node\'s parser refuses as malformed HTTP (a header line without a colon, `Content-Length` or `Transfer-Encoding` sent twice: "Bad request.").';

const COMMON_ERRORS: Record<string, ErrorDoc> = {
  BadRequest: {
    status: 400,
    description: ADMISSION_400,
    examples: [errors.invalidHost(), errors.repeatedHeader('Host'), errors.badRequest()],
    // Admission answers on the route (a collection's Allow and Vary); Node's parser before any.
    answeredBy: 'either',
  },
  RequestTimeout: {
    status: 408,
    description: 'The request (its head or its body) was not received in time; the connection is closed.',
    examples: [errors.requestTimeout()],
    answeredBy: 'parser',
  },
  UriTooLong: { status: 414, description: 'A request URL over 8 KiB.', examples: [errors.uriTooLong(8192)] },
  HeadersTooLarge: {
    status: 431,
    description: 'A request head over 16 KiB.',
    examples: [errors.headersTooLarge()],
    // Node's parser refuses names and values over the limit; admission counts whole lines.
    answeredBy: 'either',
  },
  TooManyRequests: {
    status: 429,
    description: 'More requests from this client address in a minute than RATE_LIMIT allows.',
    examples: [errors.throttled(42)],
    headers: ['Retry-After'],
  },
  UnauthorizedPlain: {
    status: 401,
    description:
      'Refused credentials (an `Authorization: Token …` or `Bearer …` header whose key is missing, malformed or no current token), or no token where ACCESS_POLICY wants one.',
    examples: [errors.authenticationFailed('Invalid token.'), errors.notAuthenticated()],
    headers: ['WWW-Authenticate'],
  },
  ServerError: {
    status: 500,
    description: 'An unexpected failure; the details are only in the log.',
    examples: [errors.internal()],
  },
  ServiceUnavailable: {
    status: 503,
    description: 'The service is shutting down (SIGTERM), or its database cannot be reached; try again after `Retry-After`.',
    examples: [errors.shuttingDown(), errors.databaseUnavailable()],
    headers: ['Retry-After'],
  },
};

const COLLECTION_ERRORS: Record<string, ErrorDoc> = {
  Unauthorized: {
    status: 401,
    description:
      'Refused credentials: an `Authorization: Token …` or `Bearer …` header without a key, with a key that has spaces or is not UTF-8, or with a key that is no current token (under every ACCESS_POLICY, as DRF); or no token where ACCESS_POLICY wants one.',
    examples: [errors.authenticationFailed('Invalid token.'), errors.notAuthenticated()],
    headers: ['WWW-Authenticate'],
    html: true,
    collection: true,
  },
  NotFound: {
    status: 404,
    description: 'An unknown `?format=` (only `json` and `api` exist).',
    examples: [errors.notFound()],
    collection: true,
  },
  NotAcceptable: {
    status: 406,
    description: 'Nothing in `Accept` can be rendered (JSON or HTML).',
    examples: [errors.notAcceptable()],
    collection: true,
  },
  Conflict: {
    status: 409,
    description: 'A request with this Idempotency-Key is still running.',
    examples: [errors.idempotencyKeyInProgress()],
    headers: ['Retry-After'],
    html: true,
    collection: true,
  },
  PayloadTooLarge: {
    status: 413,
    description: `A body over ${BODY_LIMIT_BYTES} bytes.`,
    examples: [errors.payloadTooLarge(BODY_LIMIT_BYTES)],
    html: true,
    collection: true,
  },
  UnsupportedMediaType: {
    status: 415,
    description: `A body that is not ${PARSED_MEDIA_TYPES.join(', ')}.`,
    examples: [errors.unsupportedMediaType('text/plain')],
    html: true,
    collection: true,
  },
  UnprocessableEntity: {
    status: 422,
    description: 'This Idempotency-Key was used with another body.',
    examples: [errors.idempotencyKeyReused()],
    html: true,
    collection: true,
  },
  WriteThrottled: {
    status: 429,
    description:
      "More POSTs to this path from this client address in a minute than its limit (GOAL_RATE_LIMIT, WRITE_RATE_LIMIT) allows, or more requests than RATE_LIMIT's.",
    examples: [errors.throttled(42)],
    headers: ['Retry-After'],
    html: true,
    collection: true,
  },
  GenerationUnavailable: {
    status: 503,
    description:
      'The goal generator failed (nothing was stored: try again after `Retry-After`), the database cannot be reached, or the service is shutting down.',
    examples: [errors.generatorUnavailable(30), errors.databaseUnavailable(), errors.shuttingDown()],
    headers: ['Retry-After'],
    html: true,
    collection: true,
  },
  GatewayTimeout: {
    status: 504,
    description: 'The goal generator did not answer within GOAL_TIMEOUT_MS; nothing was stored.',
    examples: [errors.generatorTimeout(5)],
    headers: ['Retry-After'],
    html: true,
    collection: true,
  },
};

/**
 * The headers a client acts on, each as the service sends it. All but Idempotent-Replayed
 * (a replay's only) are on every answer that lists them: `required`. The headers on every
 * answer that nobody acts on per operation (the security headers, a page's CSP, CORS) are
 * named once, in the info text (server/docs.ts), not on each of some 300 responses.
 */
const HEADERS: Record<string, Json> = {
  Allow: {
    description: 'The methods of the path, on every answer of it.',
    required: true,
    schema: { type: 'string', pattern: '^[A-Z]+(, [A-Z]+)*$' },
  },
  Vary: {
    description: '`Accept` (with CORS_ORIGINS set: `Accept, Origin`).',
    required: true,
    schema: { type: 'string', enum: ['Accept', 'Accept, Origin'] },
  },
  RetryAfter: { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 0 } },
  WwwAuthenticate: {
    description: 'The scheme to authenticate with: `Token`.',
    required: true,
    schema: { type: 'string', const: 'Token' },
  },
  IdempotentReplayed: {
    description: '`true` when this is the stored answer of an earlier request with the same Idempotency-Key (absent otherwise).',
    schema: { type: 'string', const: 'true' },
  },
  CacheControl: {
    description: 'How long the answer may be cached: `no-store`, `no-cache` (revalidate by `ETag`) or `max-age=<seconds>`.',
    required: true,
    schema: { type: 'string', pattern: '^(no-store|no-cache|max-age=[0-9]+)$' },
  },
  Expires: {
    description: 'When the cached answer goes stale (an HTTP date, IMF-fixdate).',
    required: true,
    schema: {
      type: 'string',
      pattern:
        '^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [0-9]{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [0-9]{4} [0-9]{2}:[0-9]{2}:[0-9]{2} GMT$',
    },
  },
  ETag: {
    description: 'The version of the file; send it back in `If-None-Match` to get a 304 while it is current.',
    required: true,
    schema: { type: 'string', pattern: '^"[!#-~]+"$' },
  },
  RequestId: {
    description:
      "The request's id, on every answer and in the service's log line: the request's own `X-Request-Id` when it sent exactly one of 1–200 characters of `[A-Za-z0-9._:@/+=-]`, else a new one.",
    required: true,
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:@/+=-]{1,200}$' },
  },
};

const HEADER_COMPONENT: Record<string, string> = {
  'Cache-Control': 'CacheControl',
  Expires: 'Expires',
  'Retry-After': 'RetryAfter',
  'Idempotent-Replayed': 'IdempotentReplayed',
  'WWW-Authenticate': 'WwwAuthenticate',
  'X-Request-Id': 'RequestId',
};

const PARAMETERS: Record<string, Json> = {
  Format: {
    name: 'format',
    in: 'query',
    description: '`json` forces JSON, `api` the browsable HTML page; anything else is a 404.',
    required: false,
    schema: { type: 'string', enum: ['json', 'api'] },
  },
  Limit: {
    name: 'limit',
    in: 'query',
    description: `Page size, at most ${PAGE_SIZE}; a missing, non-positive or non-integer value means ${PAGE_SIZE}, a larger one ${PAGE_SIZE}.`,
    required: false,
    schema: { type: 'integer', default: PAGE_SIZE },
  },
  Offset: {
    name: 'offset',
    in: 'query',
    description: 'How many records to skip; a negative or non-integer value means 0.',
    required: false,
    schema: { type: 'integer', default: 0 },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    description:
      'Makes a retry safe: the same key with the same body within 24 hours answers the first response again (with `Idempotent-Replayed: true`); with another body it is a 422, and while the first request still runs, a 409.',
    required: false,
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
  },
};

const SECURITY_SCHEMES: Record<string, Json> = {
  Token: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      "DRF's TokenAuthentication: the header `Authorization: Token <key>` (the keyword in any case). Keys come from `npm run cli -- token create USERNAME` or the console.",
  },
  Bearer: { type: 'http', scheme: 'bearer', description: 'The same key as `Authorization: Bearer <key>`.' },
};

/** The shared parts of the document: components are added when an operation first uses them. */
export class OpenApiBuilder {
  private readonly paths: Record<string, Record<string, unknown>> = {};
  private readonly schemas: Record<string, JsonSchema> = {};
  private readonly responses: Record<string, Json> = {};
  private readonly headers: Record<string, Json> = {};
  private readonly parameters: Record<string, Json> = {};
  private readonly tags: { name: string; description: string }[] = [];

  constructor(readonly options: OpenApiOptions) {}

  schema(name: string, schema: JsonSchema): { $ref: string } {
    this.schemas[name] = schema;
    return ref('schemas', name);
  }

  header(name: string): { $ref: string } {
    const component = HEADER_COMPONENT[name] ?? name;
    this.headers[component] = HEADERS[component];
    return ref('headers', component);
  }

  /** A header of the components that some answers of a response carry and others not: inline, not required. */
  optionalHeader(name: string): Json {
    const { required: _required, ...header } = HEADERS[HEADER_COMPONENT[name] ?? name];
    return header;
  }

  parameter(name: string): { $ref: string } {
    this.parameters[name] = PARAMETERS[name];
    return ref('parameters', name);
  }

  tag(name: string, description: string): string {
    if (!this.tags.some((t) => t.name === name)) this.tags.push({ name, description });
    return name;
  }

  addPath(path: string, item: Record<string, unknown>): void {
    this.paths[path] = item;
  }

  /** The security requirements of an operation: `{}` where anonymous requests are let in. */
  security(access: Access): Json[] {
    if (access === 'anyone') return [{}];
    const tokens = [{ Token: [] }, { Bearer: [] }];
    const { policy } = this.options;
    const anonymous = policy === 'open' || (policy === 'token-writes' && access === 'read');
    return anonymous ? [...tokens, {}] : tokens;
  }

  /** The headers of an answer: X-Request-Id (every answer has one) and `names`. */
  responseHeaders(...names: string[]): Json {
    const h: Json = { 'X-Request-Id': this.header('X-Request-Id') };
    for (const name of names) h[name] = this.header(name);
    return h;
  }

  /** The headers every answer of a collection carries, and more. */
  collectionHeaders(...more: string[]): Json {
    return this.responseHeaders('Allow', 'Vary', ...more);
  }

  /** The headers of a collection's answer that Node's parser may give instead: the view's Allow and Vary, not required. */
  collectionOrParserHeaders(...more: string[]): Json {
    const headers = this.responseHeaders(...more);
    for (const name of ['Allow', 'Vary']) headers[name] = this.optionalHeader(name);
    return headers;
  }

  private errorResponse(doc: ErrorDoc, collection: boolean): Json {
    const more = doc.headers ?? [];
    const headers = !collection
      ? this.responseHeaders(...more)
      : doc.answeredBy === 'either'
        ? this.collectionOrParserHeaders(...more)
        : this.collectionHeaders(...more);
    const examples = Object.fromEntries(
      doc.examples.map((e, i) => [
        i === 0 ? 'example' : `example${i + 1}`,
        { summary: typeof e.body.detail === 'string' ? e.body.detail : `${e.status}`, value: e.body },
      ]),
    );
    const json = { schema: this.detailSchema(), examples };
    const content: Json = { 'application/json': json };
    if (doc.html) content['text/html'] = { schema: this.browsablePage() };
    return { description: doc.description, headers, content };
  }

  /**
   * A response of the errors above by its name (COMMON_ERRORS, COLLECTION_ERRORS). A common
   * error a collection's view renders (with its Allow and Vary) is its own component,
   * `Collection<name>`, beside the plain paths' `<name>`.
   */
  error(name: string, collection = false): { $ref: string } {
    const doc = COMMON_ERRORS[name] ?? COLLECTION_ERRORS[name];
    const own = collection && !doc.collection && doc.answeredBy !== 'parser';
    const component = own ? `Collection${name}` : name;
    this.responses[component] ??= this.errorResponse(doc, own || doc.collection === true);
    return ref('responses', component);
  }

  /** An error of the tables above as one path answers it: inline, with `headers` beside its own. */
  errorWith(name: string, description: string, headers: Json): Json {
    const response = this.errorResponse(COMMON_ERRORS[name] ?? COLLECTION_ERRORS[name], false);
    return { ...response, description, headers: { ...(response.headers as Json), ...headers } };
  }

  /** The errors every request may meet before or beside its route (`collection`: a view's): status → response. */
  commonErrors(collection = false): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const name of [
      'BadRequest',
      'RequestTimeout',
      'UriTooLong',
      'TooManyRequests',
      'HeadersTooLarge',
      'ServerError',
      'ServiceUnavailable',
    ]) {
      if (name === 'TooManyRequests' && !this.options.rateLimited) continue;
      out[String(COMMON_ERRORS[name].status)] = this.error(name, collection);
    }
    return out;
  }

  detailSchema(): { $ref: string } {
    return this.schema('Detail', {
      type: 'object',
      title: 'Error',
      description: 'An error that concerns the whole request (DRF\'s `{"detail": …}`).',
      properties: { detail: { type: 'string' } },
      required: ['detail'],
      additionalProperties: false,
    });
  }

  browsablePage(): { $ref: string } {
    return this.schema('BrowsablePage', {
      type: 'string',
      description: "The browsable HTML page (`?format=api` or a browser's `Accept: text/html`) showing the same JSON.",
    });
  }

  /** HEAD: the GET's statuses and headers (a shared error's too), without a body. */
  headOf(get: Json, operationId: string, summary: string): Json {
    const responses: Record<string, unknown> = {};
    for (const [status, r] of Object.entries(get.responses as Record<string, Json>)) {
      const response = typeof r.$ref === 'string' ? this.responses[r.$ref.slice('#/components/responses/'.length)] : r;
      responses[status] = {
        description: `As the GET's ${status}, without a body.`,
        ...('headers' in response ? { headers: response.headers } : {}),
      };
    }
    return {
      operationId,
      summary,
      description: "The GET's status and headers, `Content-Length` included, without a body.",
      tags: get.tags,
      ...(get.parameters ? { parameters: get.parameters } : {}),
      security: get.security,
      responses,
    };
  }

  addView(def: ViewDefinition): void {
    this.addPath(def.path, this.describeView(def));
  }

  private describeView(def: ViewDefinition): Record<string, unknown> {
    const docs = def.docs ?? {};
    const { record, recordRef, listRef } = this.recordSchemas(def);
    const base = operationBase(def.path);
    const tags = [this.tag(def.name, `\`${def.path}\` (Allow: ${allowHeader(def)})`)];
    const format = this.parameter('Format');
    const getParams = docs.paginated ? [this.parameter('Limit'), this.parameter('Offset'), format] : [format];
    // Every answer of a collection: before the view, admission's; in the view, DRF's order
    // (negotiation, authentication and permissions, the method, the handler).
    const viewErrors = {
      ...this.commonErrors(true),
      '401': this.error('Unauthorized'),
      '404': this.error('NotFound'),
      '406': this.error('NotAcceptable'),
    };
    const get = {
      operationId: `${base}List`,
      summary: `List: ${def.name}`,
      description: docs.listDescription ?? `The records of ${def.path}.`,
      tags,
      parameters: getParams,
      security: this.security('read'),
      responses: byStatus({
        '200': { description: def.name, headers: this.collectionHeaders(...(docs.getHeaders ?? [])), content: this.jsonAndHtml(listRef) },
        ...viewErrors,
      }),
    };
    const item: Record<string, unknown> = { get, head: this.headOf(get, `${base}Head`, `Headers of the list: ${def.name}`) };
    if (def.post) item.post = this.createOperation(def, { base, record, recordRef, tags, format, viewErrors });
    const metadata = this.metadataSchema();
    item.options = {
      operationId: `${base}Options`,
      summary: `Describe: ${def.name}`,
      description: "The view's name, the media types it renders and parses, and (to whom may POST) the fields POST takes.",
      tags,
      parameters: [format],
      security: this.security('read'),
      responses: byStatus({
        '200': { description: 'The description.', headers: this.collectionHeaders(), content: this.jsonAndHtml(metadata) },
        ...viewErrors,
      }),
    };
    item.description = `Allow: ${allowHeader(def)}. Any other method is a 405 \`{"detail": "Method \\"PUT\\" not allowed."}\` (after authentication and permissions, before the body is read).`;
    return item;
  }

  /** A response's content: the JSON as the schema says, or the browsable page. */
  private jsonAndHtml(schema: unknown): Record<string, { schema: unknown }> {
    return { 'application/json': { schema }, 'text/html': { schema: this.browsablePage() } };
  }

  /** A collection's record (as GET answers it) and its list, or its page when paginated. */
  private recordSchemas(def: ViewDefinition): { record: string; recordRef: { $ref: string }; listRef: { $ref: string } } {
    const docs = def.docs ?? {};
    const record = recordSchemaName(def);
    const fields = docs.responseFields ?? def.postFields ?? [];
    const overrides = docs.fieldSchemas ?? {};
    const properties: Record<string, JsonSchema> = {};
    for (const f of fields) properties[f.name] = fieldSchema(f, false, overrides[f.name]);
    const recordRef = this.schema(record, {
      type: 'object',
      title: record,
      properties,
      required: fields.map((f) => f.name),
      additionalProperties: false,
    });
    let listRef: { $ref: string };
    if (docs.paginated) {
      listRef = this.schema(`${record}Page`, {
        type: 'object',
        title: `${record}Page`,
        description: `A page of ${def.name}: at most ${PAGE_SIZE} records, the links to the pages around it.`,
        properties: {
          count: { type: 'integer', minimum: 0, description: 'All records, on every page.' },
          next: { type: ['string', 'null'], format: 'uri', description: 'The following page, or null on the last one.' },
          previous: { type: ['string', 'null'], format: 'uri', description: `The preceding page; null while offset ≤ ${PAGE_SIZE}.` },
          results: { type: 'array', items: recordRef },
        },
        required: ['count', 'next', 'previous', 'results'],
        additionalProperties: false,
      });
    } else {
      listRef = this.schema(`${record}List`, { type: 'array', title: `${record}List`, items: recordRef });
    }
    return { record, recordRef, listRef };
  }

  /** A collection's POST: what it takes, the record it answers and every refusal. */
  private createOperation(def: ViewDefinition, view: CollectionParts): Record<string, unknown> {
    const { base, record, recordRef, tags, format, viewErrors } = view;
    const docs = def.docs ?? {};
    const writable = (def.postFields ?? []).filter((f) => !f.readOnly);
    const inputProperties: Record<string, JsonSchema> = {};
    for (const f of writable) inputProperties[f.name] = fieldSchema(f, true);
    const required = writable.filter((f) => f.required).map((f) => f.name);
    const input = this.schema(`${record}Input`, {
      type: 'object',
      title: `${record}Input`,
      properties: inputProperties,
      ...(required.length ? { required } : {}),
    });
    const invalidProperties: Record<string, unknown> = {};
    const errorList = this.schema('ErrorList', { type: 'array', items: { type: 'string' }, minItems: 1 });
    for (const f of writable) invalidProperties[f.name] = errorList;
    invalidProperties.non_field_errors = errorList;
    const invalid = this.schema(`${record}ValidationError`, {
      type: 'object',
      title: `${record}ValidationError`,
      properties: invalidProperties,
      minProperties: 1,
      additionalProperties: false,
    });
    const example = docs.requestExample;
    const postErrors: Record<string, unknown> = {
      ...viewErrors,
      '409': this.error('Conflict'),
      '413': this.error('PayloadTooLarge'),
      '415': this.error('UnsupportedMediaType'),
      '422': this.error('UnprocessableEntity'),
    };
    if (def.postThrottle?.enabled || this.options.rateLimited) postErrors['429'] = this.error('WriteThrottled');
    if (docs.generates) {
      postErrors['503'] = this.error('GenerationUnavailable');
      postErrors['504'] = this.error('GatewayTimeout');
    }
    return {
      operationId: `${base}Create`,
      summary: `Create: ${def.name}`,
      description: docs.createDescription ?? `Creates one record of ${def.path} and answers it.`,
      tags,
      parameters: [format, this.parameter('IdempotencyKey')],
      security: this.security('write'),
      requestBody: {
        required: true,
        content: Object.fromEntries(PARSED_MEDIA_TYPES.map((t) => [t, { schema: input, ...(example ? { example } : {}) }])),
      },
      responses: byStatus({
        ...postErrors,
        '201': {
          description: 'Created: the new record.',
          headers: this.collectionHeaders('Idempotent-Replayed'),
          content: this.jsonAndHtml(recordRef),
        },
        '400': {
          description: `Invalid fields (\`{"field": ["message", …]}\` in field order), a body that does not parse (\`{"detail": "JSON parse error - …"}\`), a body that is no object (\`non_field_errors\`), or a malformed Idempotency-Key; or, before the view: ${ADMISSION_400}`,
          headers: this.collectionOrParserHeaders(),
          content: {
            'application/json': { schema: { anyOf: [invalid, this.detailSchema()] } },
            'text/html': { schema: this.browsablePage() },
          },
        },
      }),
    };
  }

  private metadataSchema(): { $ref: string } {
    const field = this.schema('FieldMetadata', {
      type: 'object',
      description: "One field as OPTIONS describes it (DRF's SimpleMetadata).",
      properties: {
        type: { type: 'string', enum: ['integer', 'string', 'datetime', 'url', 'boolean', 'field', 'email', 'date', 'float'] },
        required: { type: 'boolean' },
        read_only: { type: 'boolean' },
        label: { type: 'string' },
        help_text: { type: 'string' },
        min_length: { type: 'integer' },
        max_length: { type: 'integer' },
        min_value: { type: 'integer' },
        max_value: { type: 'integer' },
        default: {},
      },
      required: ['type', 'required', 'read_only', 'label'],
      additionalProperties: false,
    });
    return this.schema('Metadata', {
      type: 'object',
      description: 'The OPTIONS answer: the view, what it renders and parses, and the fields POST takes.',
      properties: {
        name: { type: 'string' },
        description: { type: 'string' },
        renders: { type: 'array', items: { type: 'string' } },
        parses: { type: 'array', items: { type: 'string' } },
        actions: { type: 'object', properties: { POST: { type: 'object', additionalProperties: field } }, additionalProperties: false },
      },
      required: ['name', 'description', 'renders', 'parses'],
      additionalProperties: false,
    });
  }

  document(): OpenApiDocument {
    const { info } = this.options;
    const sortKeys = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
    return {
      openapi: '3.1.0',
      info: { title: info.title, version: info.version, description: info.description, contact: info.contact, license: info.license },
      servers: [{ url: '/', description: 'The service that serves this document (the paths are relative to its address).' }],
      tags: this.tags,
      paths: this.paths,
      components: {
        schemas: sortKeys(this.schemas),
        responses: sortKeys(this.responses),
        parameters: sortKeys(this.parameters),
        headers: sortKeys(this.headers),
        securitySchemes: SECURITY_SCHEMES,
      },
    };
  }
}
