// Every answer the suite gets through `app.inject` (test/support/app.ts) against the
// OpenAPI document that app serves: an answer of a documented path must have a documented
// status and content type, a JSON body must match the documented schema (ajv, JSON Schema
// 2020-12 with formats), every header the response declares `required` must be there, once,
// and every declared header sent must match its schema; a header sent but not declared is
// one of those the document names once for every answer (CROSS_CUTTING). A mismatch fails
// the request's test, so the document is checked by everything the suite does, not only by
// the tests written for it.
//
// Left out, on purpose: paths the document does not list (the console, unknown paths, the
// 301 of a path without its slash), and a CORS preflight (answered on admission before any
// route). A method the path does not document is judged by what it shares with the path's
// GET (the same status's headers, X-Request-Id, and a 405's Allow), not for undeclared headers.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

type Json = Record<string, any>;

export interface RecordedExchange {
  method: string;
  url: string;
  requestHeaders: Record<string, unknown>;
  status: number;
  contentType: string | undefined;
  /** The answer's headers by lower-case name (a header sent twice: its values in an array). */
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
}

/**
 * Statuses any method of a documented path may answer when the document lists no such
 * operation: a 405 above all, or what DRF checks before the method (negotiation, credentials).
 */
const ANY_METHOD = new Set([400, 401, 404, 405, 406, 408, 413, 414, 429, 431, 500, 503]);

/**
 * Headers sent but declared on no response, on purpose (the info text names them once):
 * HTTP's own framing (Content-Type is the media type's, OpenAPI ignores it as a header),
 * the security headers of every answer, a page's CSP, CORS. `vary` is in the list for CORS's
 * `Vary: Origin` on answers that declare no Vary; where Vary is declared, its schema judges it.
 */
const CROSS_CUTTING = new Set([
  'content-type',
  'content-length',
  'connection',
  'keep-alive',
  'date',
  'transfer-encoding',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'content-security-policy',
  'access-control-allow-origin',
  'access-control-expose-headers',
]);

/** An IRI (RFC 3987): what Django's URLValidator takes and the course links keep as sent. */
function isIri(value: string): boolean {
  return URL.canParse(value) && /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(value);
}

const cache = new Map<string, DocumentConformance>();

export class DocumentConformance {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: [RegExp, string][];

  /** One checker per distinct document (the apps of a file mostly serve the same one). */
  static of(documentText: string): DocumentConformance {
    let c = cache.get(documentText);
    if (!c) cache.set(documentText, (c = new DocumentConformance(JSON.parse(documentText))));
    return c;
  }

  private constructor(readonly doc: Json) {
    ajvFormats.default(this.ajv);
    this.ajv.addFormat('iri', isIri);
    this.ajv.addSchema({ $id: 'https://openapi.invalid/document', components: doc.components });
    this.templates = Object.keys(doc.paths)
      .filter((p) => p.includes('{'))
      .map((p) => [new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^?#]+)')}$`), p]);
  }

  private resolve(node: Json): Json {
    let n = node;
    while (n && typeof n.$ref === 'string') {
      n = n.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((o: Json, p: string) => o?.[p.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc);
    }
    return n;
  }

  private validator(key: string, schema: Json): ValidateFunction {
    let v = this.validators.get(key);
    if (!v) {
      const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"https://openapi.invalid/document#/components/'));
      this.validators.set(key, (v = this.ajv.compile(rebased)));
    }
    return v;
  }

  /**
   * The documented path a request path is an instance of: itself, or a template whose
   * parameters (as the router decodes them) are values their schemas allow. Another value
   * (`/assets/%2e%2e/openapi.json`, which the router resolves elsewhere) is no instance.
   */
  private documentedPath(path: string): string | undefined {
    if (this.doc.paths[path]) return path;
    for (const [re, template] of this.templates) {
      const m = re.exec(path);
      if (!m) continue;
      const item = this.doc.paths[template];
      const parameters = Object.values(item)
        .flatMap((op: any) => op?.parameters ?? [])
        .map((p: Json) => this.resolve(p))
        .filter((p: Json) => p.in === 'path');
      const names = [...template.matchAll(/\{([^}]+)\}/g)].map((n) => n[1]);
      const fits = names.every((name, i) => {
        let value: string;
        try {
          value = decodeURIComponent(m[i + 1]);
        } catch {
          return false;
        }
        const schema = parameters.find((p: Json) => p.name === name)?.schema;
        return schema === undefined || this.validator(`${template} {${name}}`, schema)(value);
      });
      if (fits) return template;
    }
    return undefined;
  }

  /** What is wrong with this exchange by the document; empty when it conforms or is not documented. */
  problems(x: RecordedExchange): string[] {
    const q = x.url.indexOf('?');
    const path = this.documentedPath(q < 0 ? x.url : x.url.slice(0, q));
    if (path === undefined) return [];
    const method = x.method.toLowerCase();
    if (method === 'options' && x.requestHeaders['access-control-request-method'] !== undefined) return [];
    const at = `${x.method} ${x.url} → ${x.status}`;
    const type = x.contentType?.split(';')[0].trim().toLowerCase();
    const operation = this.doc.paths[path][method];
    if (!operation) {
      if (!ANY_METHOD.has(x.status)) return [`${at}: ${x.method} is not documented on ${path}, and ${x.status} is no answer of any method`];
      const problems = this.headerProblems(`${path} any ${x.status}`, this.anyMethodHeaders(path, x.status), x.headers, at, false);
      if (type === 'application/json')
        problems.push(...this.bodyProblems(`any ${x.status}`, this.doc.components.schemas.Detail, x.body, at));
      return problems;
    }
    const declared = operation.responses[String(x.status)] ?? operation.responses.default;
    if (!declared) return [`${at}: status ${x.status} is not documented (${Object.keys(operation.responses).join(', ')})`];
    const response = this.resolve(declared);
    const problems = this.headerProblems(`${path} ${method} ${x.status}`, response.headers ?? {}, x.headers, at, true);
    if (method === 'head' || x.body.length === 0) {
      if (x.body.length > 0) problems.push(`${at}: HEAD answered a body`);
      return problems;
    }
    const media = type === undefined ? undefined : response.content?.[type];
    if (!media) {
      problems.unshift(
        `${at}: content type ${x.contentType} is not documented (${Object.keys(response.content ?? {}).join(', ') || 'none'})`,
      );
      return problems;
    }
    if (type === 'application/json') problems.push(...this.bodyProblems(`${path} ${method} ${x.status} ${type}`, media.schema, x.body, at));
    return problems;
  }

  /**
   * What an answer of a method the path does not document must carry: the headers of the
   * GET's answer of that status (what comes before the method check is the same for every
   * method), or for a 405, X-Request-Id and the Allow it names the path's methods in.
   */
  private anyMethodHeaders(path: string, status: number): Json {
    const get = this.doc.paths[path].get?.responses?.[String(status)];
    if (get) return this.resolve(get).headers ?? {};
    const headers: Json = { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };
    if (status === 405) headers.Allow = { $ref: '#/components/headers/Allow' };
    return headers;
  }

  /**
   * The declared headers against those sent: a required one missing, one sent twice, a value
   * its schema refuses (the value as its schema's type reads it: `Retry-After: 5` is the
   * integer 5); with `strict`, a header sent that is neither declared nor cross-cutting.
   */
  private headerProblems(key: string, declared: Json, sent: RecordedExchange['headers'], at: string, strict: boolean): string[] {
    const problems: string[] = [];
    const names = new Set<string>();
    for (const [name, node] of Object.entries(declared)) {
      const lower = name.toLowerCase();
      names.add(lower);
      if (lower === 'content-type') continue; // OpenAPI ignores a Content-Type header declaration
      const header = this.resolve(node);
      const value = sent[lower];
      if (value === undefined) {
        if (header.required === true) problems.push(`${at}: header ${name} is required but missing`);
        continue;
      }
      if (Array.isArray(value)) {
        problems.push(`${at}: header ${name} sent ${value.length} times`);
        continue;
      }
      if (!header.schema) continue;
      const validate = this.validator(`${key} header ${lower}`, header.schema);
      if (!validate(this.headerValue(header.schema, String(value)))) {
        for (const e of validate.errors ?? [])
          problems.push(`${at}: header ${name}: ${JSON.stringify(value)} ${e.message} ${JSON.stringify(e.params)}`);
      }
    }
    if (strict) {
      for (const [lower, value] of Object.entries(sent)) {
        if (value === undefined || names.has(lower) || CROSS_CUTTING.has(lower)) continue;
        if (lower === 'vary' && value === 'Origin') continue; // CORS's, where no Vary is declared
        problems.push(`${at}: header ${lower} is sent but not declared on this response`);
      }
    }
    return problems;
  }

  /** A header's text as its schema's type reads it (OpenAPI's `simple` style). */
  private headerValue(schema: Json, text: string): unknown {
    const type = this.resolve(schema).type;
    if ((type === 'integer' || type === 'number') && /^-?[0-9]+(\.[0-9]+)?$/.test(text)) return Number(text);
    if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
    return text;
  }

  private bodyProblems(key: string, schema: Json, body: Buffer, at: string): string[] {
    let data: unknown;
    try {
      data = JSON.parse(body.toString('utf8'));
    } catch {
      return [`${at}: the body is not JSON: ${body.toString('utf8').slice(0, 100)}`];
    }
    const validate = this.validator(key, schema);
    if (validate(data)) return [];
    return (validate.errors ?? []).map((e) => `${at}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`);
  }
}

interface InjectOptions {
  method?: string;
  url?: string | { pathname?: string };
  path?: string | { pathname?: string };
  headers?: Record<string, unknown>;
}

/** Method, URL and lower-cased headers of what a test gave `inject`. */
function requestOf(opts: string | InjectOptions): Pick<RecordedExchange, 'method' | 'url' | 'requestHeaders'> {
  if (typeof opts === 'string') return { method: 'GET', url: opts, requestHeaders: {} };
  const target = opts.url ?? opts.path ?? '/';
  const url = typeof target === 'string' ? target : (target.pathname ?? '/');
  const requestHeaders = Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return { method: (opts.method ?? 'GET').toUpperCase(), url, requestHeaders };
}

/** Whether the suite checks answers (OPENAPI_CONFORMANCE=off leaves them alone, to measure its cost). */
export const CONFORMANCE_ON = process.env.OPENAPI_CONFORMANCE !== 'off';

/** The error an answer that does not match is refused with. */
export function mismatch(problems: string[]): Error {
  return new Error(`The answer does not match the OpenAPI document:\n${problems.join('\n')}`);
}

/**
 * Makes `app.inject` check every answer against `document` (the document this app serves,
 * or its checker) and reject with the mismatches. The document is given, not fetched: a
 * request for it would count in /metrics, the access log and RATE_LIMIT.
 */
export function checkAnswersOf(app: { inject: (...args: any[]) => any }, document: string | DocumentConformance): void {
  const inject = app.inject.bind(app);
  const conformance = typeof document === 'string' ? DocumentConformance.of(document) : document;
  app.inject = (opts?: string | InjectOptions, callback?: unknown) => {
    if (opts === undefined || callback !== undefined) return inject(opts, callback);
    const request = requestOf(opts);
    return (inject(opts) as Promise<any>).then((res) => {
      const problems = conformance.problems({
        ...request,
        status: res.statusCode,
        contentType: res.headers['content-type'] as string | undefined,
        headers: res.headers,
        body: res.rawPayload as Buffer,
      });
      if (problems.length) throw mismatch(problems);
      return res;
    });
  };
}
