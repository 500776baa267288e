// The OpenAPI 3.1 document of the API, generated from the view definitions: their paths,
// allowed methods and serializer fields (the same descriptors that validate bodies and
// answer OPTIONS), and the errors table's bodies. Nothing in it is written by hand per
// resource: a new view or field shows up here by itself.
import { BODY_LIMIT_BYTES, PARSED_MEDIA_TYPES } from './parsers.js';
import { errors } from '../pipeline/errors.js';
import { PAGE_SIZE } from './pagination.js';
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
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const schemaRef = (name: string) => ref('schemas', name);

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
function operationBase(path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('');
}

// ---------------------------------------------------------------------------------------
// Field descriptors → JSON Schema (2020-12, OpenAPI 3.1's dialect).

const bigToNumber = (v: number | bigint) => (typeof v === 'bigint' ? Number(v) : v);

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
      return { type: 'string', format: 'uri' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      // Output is always RFC 3339 with an offset; input also takes a naive time (read in
      // TIME_ZONE), which `format: date-time` would refuse.
      return forInput
        ? {
            type: 'string',
            description:
              "ISO 8601 date-time, YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]; without an offset it is read in the service's TIME_ZONE.",
          }
        : { type: 'string', format: 'date-time' };
    case 'field':
    default:
      return {};
  }
}

function withNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return schema; // no type: null is allowed already
}

/** One field's schema; `forInput` for request bodies (constraints, defaults), else the wire value. */
export function fieldSchema(f: Field, forInput: boolean): JsonSchema {
  let s: JsonSchema = { title: f.label, ...typeSchema(f.type, forInput) };
  if (f.type === 'url') {
    s.description = f.allowBlank ? 'An http or https URL, or empty.' : 'An http or https URL.';
    // A blank value is allowed there, which `format: uri` would refuse.
    if (f.allowBlank) delete s.format;
  }
  if (f.helpText) s.description = f.helpText;
  if (forInput) {
    if (f.maxLength !== undefined) s.maxLength = f.maxLength;
    if (f.minLength !== undefined) s.minLength = f.minLength;
    else if ((f.kind === 'char' || f.kind === 'url') && !f.allowBlank) s.minLength = 1;
    if (f.minValue !== undefined) s.minimum = bigToNumber(f.minValue);
    if (f.maxValue !== undefined) s.maximum = bigToNumber(f.maxValue);
    if (f.default !== undefined && f.default !== null && ['string', 'boolean', 'number'].includes(typeof f.default)) s.default = f.default;
  }
  if (f.allowNull) s = withNull(s);
  return s;
}

/** The record as the presenter writes it: every field, in wire order. */
function recordSchema(fields: readonly Field[], title: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of fields) properties[f.name] = fieldSchema(f, false);
  return { type: 'object', title, properties, required: fields.map((f) => f.name), additionalProperties: false };
}

/** A POST body: the writable fields (read-only ones are ignored if sent). */
function inputSchema(fields: readonly Field[], title: string): JsonSchema {
  const writable = fields.filter((f) => !f.readOnly);
  const properties: Record<string, JsonSchema> = {};
  for (const f of writable) properties[f.name] = fieldSchema(f, true);
  const required = writable.filter((f) => f.required).map((f) => f.name);
  return { type: 'object', title, properties, ...(required.length ? { required } : {}) };
}

/** The 400 of the serializer: the failing fields' messages, in field order. */
function validationErrorSchema(fields: readonly Field[], title: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of fields) if (!f.readOnly) properties[f.name] = schemaRef('ErrorList');
  properties.non_field_errors = schemaRef('ErrorList');
  return { type: 'object', title, properties, minProperties: 1, additionalProperties: false };
}

// ---------------------------------------------------------------------------------------
// Shared components.

function sharedSchemas(): Record<string, JsonSchema> {
  return {
    Detail: {
      type: 'object',
      title: 'Error',
      description: 'An error that concerns the whole request (DRF\'s `{"detail": …}`).',
      properties: { detail: { type: 'string' } },
      required: ['detail'],
      additionalProperties: false,
    },
    ErrorList: { type: 'array', items: { type: 'string' }, minItems: 1 },
    FieldMetadata: {
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
    },
    Metadata: {
      type: 'object',
      description: 'The OPTIONS answer: the view, what it renders and parses, and the fields POST takes.',
      properties: {
        name: { type: 'string' },
        description: { type: 'string' },
        renders: { type: 'array', items: { type: 'string' } },
        parses: { type: 'array', items: { type: 'string' } },
        actions: {
          type: 'object',
          properties: { POST: { type: 'object', additionalProperties: schemaRef('FieldMetadata') } },
          additionalProperties: false,
        },
      },
      required: ['name', 'description', 'renders', 'parses'],
      additionalProperties: false,
    },
    BrowsablePage: { type: 'string', description: "The browsable HTML page (`?format=api` or a browser's Accept) showing the same JSON." },
  };
}

const HEADERS: Record<string, Record<string, unknown>> = {
  Allow: { description: 'The methods of the path, on every answer of it.', schema: { type: 'string' } },
  Vary: { description: 'Always `Accept`.', schema: { type: 'string', const: 'Accept' } },
  RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
  IdempotentReplayed: {
    description: '`true` when this is the stored answer of an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', const: 'true' },
  },
  CacheControl: { description: 'How long the answer may be cached.', schema: { type: 'string' } },
  Expires: { description: 'When the cached answer goes stale (HTTP date).', schema: { type: 'string' } },
  RequestId: {
    description:
      "The request's id, also in the service's log line: the request's own `X-Request-Id` when it sent exactly one of 1–200 characters of `[A-Za-z0-9._:@/+=-]`, else a new one.",
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:@/+=-]{1,200}$' },
  },
};

const HEADER_COMPONENT: Record<string, string> = {
  'Cache-Control': 'CacheControl',
  Expires: 'Expires',
  'Retry-After': 'RetryAfter',
  'Idempotent-Replayed': 'IdempotentReplayed',
};

const commonHeaders = (...more: string[]) => {
  const h: Record<string, unknown> = {
    Allow: ref('headers', 'Allow'),
    Vary: ref('headers', 'Vary'),
    'X-Request-Id': ref('headers', 'RequestId'),
  };
  for (const name of more) h[name] = ref('headers', HEADER_COMPONENT[name] ?? name);
  return h;
};

const detailResponse = (description: string, example: { detail: string }, ...headers: string[]) => ({
  description,
  headers: commonHeaders(...headers),
  content: { 'application/json': { schema: schemaRef('Detail'), example } },
});

// The error answers, their bodies taken from the errors table itself.
const ERROR_RESPONSES: Record<number, [string, Record<string, unknown>]> = {
  404: ['NotFound', detailResponse('An unknown `?format=` (only `json` and `api` exist).', errors.notFound().body as { detail: string })],
  405: [
    'MethodNotAllowed',
    detailResponse(
      'Any method not in `Allow` (checked before the body is read).',
      errors.methodNotAllowed('PUT').body as { detail: string },
    ),
  ],
  406: [
    'NotAcceptable',
    detailResponse('Nothing in `Accept` can be rendered (JSON or HTML).', errors.notAcceptable().body as { detail: string }),
  ],
  409: [
    'Conflict',
    detailResponse(
      'A request with this Idempotency-Key is still running.',
      errors.idempotencyKeyInProgress().body as { detail: string },
      'Retry-After',
    ),
  ],
  413: [
    'PayloadTooLarge',
    detailResponse(`A body over ${BODY_LIMIT_BYTES} bytes.`, errors.payloadTooLarge(BODY_LIMIT_BYTES).body as { detail: string }),
  ],
  415: [
    'UnsupportedMediaType',
    detailResponse(
      `A body that is not ${PARSED_MEDIA_TYPES.join(', ')}.`,
      errors.unsupportedMediaType('text/plain').body as { detail: string },
    ),
  ],
  422: [
    'UnprocessableEntity',
    detailResponse('This Idempotency-Key was used with another body.', errors.idempotencyKeyReused().body as { detail: string }),
  ],
  429: [
    'TooManyRequests',
    detailResponse('Too many POSTs from this client address in a minute.', errors.throttled(42).body as { detail: string }, 'Retry-After'),
  ],
  503: [
    'ServiceUnavailable',
    detailResponse(
      'The goal generator failed; nothing was stored. Try again after `Retry-After`.',
      errors.generatorUnavailable(30).body as { detail: string },
      'Retry-After',
    ),
  ],
  504: [
    'GatewayTimeout',
    detailResponse(
      'The goal generator did not answer in time; nothing was stored.',
      errors.generatorTimeout(5).body as { detail: string },
      'Retry-After',
    ),
  ],
};

const errorRef = (status: number) => ref('responses', ERROR_RESPONSES[status][0]);

const PARAMETERS: Record<string, Record<string, unknown>> = {
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

const paramRef = (name: string) => ref('parameters', name);

// ---------------------------------------------------------------------------------------
// Operations.

function jsonAndHtml(schema: Record<string, unknown>) {
  return { 'application/json': { schema }, 'text/html': { schema: schemaRef('BrowsablePage') } };
}

function errorResponses(statuses: number[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of statuses) out[String(s)] = errorRef(s);
  return out;
}

function describeView(def: ViewDefinition, schemas: Record<string, JsonSchema>): Record<string, unknown> {
  const docs = def.docs ?? {};
  const record = recordSchemaName(def);
  const fields = docs.responseFields ?? def.postFields ?? [];
  schemas[record] = recordSchema(fields, record);
  let listName: string;
  if (docs.paginated) {
    listName = `${record}Page`;
    schemas[listName] = {
      type: 'object',
      title: listName,
      description: `A page of ${def.name}: at most ${PAGE_SIZE} records, the links to the pages around it.`,
      properties: {
        count: { type: 'integer', minimum: 0, description: 'All records, on every page.' },
        next: { type: ['string', 'null'], format: 'uri', description: 'The following page, or null on the last one.' },
        previous: { type: ['string', 'null'], format: 'uri', description: `The preceding page; null while offset ≤ ${PAGE_SIZE}.` },
        results: { type: 'array', items: schemaRef(record) },
      },
      required: ['count', 'next', 'previous', 'results'],
      additionalProperties: false,
    };
  } else {
    listName = `${record}List`;
    schemas[listName] = { type: 'array', title: listName, items: schemaRef(record) };
  }

  const base = operationBase(def.path);
  const tags = [def.name];
  const getParams = docs.paginated ? [paramRef('Limit'), paramRef('Offset'), paramRef('Format')] : [paramRef('Format')];
  // Every request is admitted by its Host first (admission.ts), as Django's CommonMiddleware does.
  const hostError = {
    '400': detailResponse('A malformed Host header, or one not in ALLOWED_HOSTS.', errors.invalidHost().body as { detail: string }),
  };
  const getErrors: Record<string, unknown> = hostError;
  const getHeaders = commonHeaders(...(docs.getHeaders ?? []));
  const item: Record<string, unknown> = {
    get: {
      operationId: `${base}List`,
      summary: `List: ${def.name}`,
      tags,
      parameters: getParams,
      responses: {
        '200': { description: def.name, headers: getHeaders, content: jsonAndHtml(schemaRef(listName)) },
        ...getErrors,
        ...errorResponses([404, 406]),
      },
    },
    head: {
      operationId: `${base}Head`,
      summary: `Headers of the list: ${def.name}`,
      description: "The GET's status and headers, `Content-Length` included, without a body.",
      tags,
      parameters: getParams,
      responses: {
        '200': { description: 'The headers of the GET.', headers: getHeaders },
        ...Object.fromEntries(Object.keys(getErrors).map((s) => [s, { description: 'As the GET, without a body.' }])),
        '404': { description: 'An unknown `?format=`, without a body.' },
        '406': { description: 'Nothing in `Accept` can be rendered, without a body.' },
      },
    },
  };
  if (def.post) {
    const input = `${record}Input`;
    const invalid = `${record}ValidationError`;
    schemas[input] = inputSchema(def.postFields ?? [], input);
    schemas[invalid] = validationErrorSchema(def.postFields ?? [], invalid);
    const postErrors = [404, 406, 409, 413, 415, 422];
    if (def.postThrottle) postErrors.push(429);
    postErrors.push(...(docs.postErrors ?? []));
    item.post = {
      operationId: `${base}Create`,
      summary: `Create: ${def.name}`,
      tags,
      parameters: [paramRef('Format'), paramRef('IdempotencyKey')],
      requestBody: {
        required: true,
        content: Object.fromEntries(PARSED_MEDIA_TYPES.map((t) => [t, { schema: schemaRef(input) }])),
      },
      responses: {
        '201': {
          description: 'Created: the new record.',
          headers: commonHeaders('Idempotent-Replayed'),
          content: jsonAndHtml(schemaRef(record)),
        },
        '400': {
          description:
            'Invalid fields (`{"field": ["message", …]}` in field order), a body that does not parse (`{"detail": "JSON parse error - …"}`), a body that is no object (`non_field_errors`), a malformed Idempotency-Key, or a Host header that is malformed or not in ALLOWED_HOSTS.',
          headers: commonHeaders(),
          content: { 'application/json': { schema: { anyOf: [schemaRef(invalid), schemaRef('Detail')] } } },
        },
        ...errorResponses([...new Set(postErrors)].sort((a, b) => a - b)),
      },
    };
  }
  item.options = {
    operationId: `${base}Options`,
    summary: `Describe: ${def.name}`,
    description: "The view's name, the media types it renders and parses, and the fields POST takes.",
    tags,
    parameters: [paramRef('Format')],
    responses: {
      '200': { description: 'The description.', headers: commonHeaders(), content: jsonAndHtml(schemaRef('Metadata')) },
      ...hostError,
      ...errorResponses([404, 406]),
    },
  };
  return item;
}

const DESCRIPTION = `The backend of a mentoring programme, answering as its Django REST Framework 3.14 original did.

- Every path answers JSON by default; \`?format=api\` (or a browser's \`Accept: text/html\`) shows the browsable page: [smart goals](/smart-goals/?format=api), [courses](/courses/?format=api), [pre-lead statuses](/pre-lead-statuses/?format=api), [feedbacks needed](/feedbacks_needed/?format=api).
- A method not in a path's \`Allow\` header is a 405 \`{"detail": "Method \\"PUT\\" not allowed."}\`, whatever the body.
- A path without its trailing slash is a 301 to the slash path; an unknown path is a 404 HTML page.
- Errors that concern the whole request are \`{"detail": "…"}\`; invalid fields are \`{"field": ["message", …]}\`.`;

export function buildOpenApi(views: readonly ViewDefinition[], info: OpenApiInfo): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of views) {
    const item = describeView(def, schemas);
    item.description = `Allow: ${allowHeader(def)}`;
    paths[def.path] = item;
  }
  const responses: Record<string, unknown> = {};
  for (const [name, response] of Object.values(ERROR_RESPONSES)) responses[name] = response;
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: DESCRIPTION },
    tags: views.map((v) => ({ name: v.name, description: `\`${v.path}\`` })),
    paths,
    components: {
      schemas: { ...schemas, ...sharedSchemas() },
      responses,
      parameters: PARAMETERS,
      headers: HEADERS,
    },
  };
}
