// The OpenAPI 3.1 document at /openapi.json: valid against the OpenAPI 3.1 schema, every
// path with exactly its allowed methods, request bodies that are the POST serializers'
// fields, and component schemas that accept what the service really answers (live
// responses of every kind, validated with a JSON Schema 2020-12 validator).
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { Response } from 'light-my-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { insertCourses, insertSmartGoals } from '../support/fixtures.js';
import { insertManagers, insertMentees, insertMentors, insertRelations } from '../support/programme.js';
import { MAX_INPUT_CHARACTERS } from '../../src/api/smart-goals/fields.js';

type Json = Record<string, any>;

const PATHS = ['/smart-goals/', '/courses/', '/pre-lead-statuses/', '/feedbacks_needed/'];
const OPERATIONAL_PATHS = ['/healthz', '/readyz', '/metrics', '/openapi.json', '/docs', '/assets/{file}'];
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

async function fetchDocument(t: TestApp): Promise<Json> {
  const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body);
}

/** Follows a local `$ref` ("#/components/…") inside the document. */
function resolve(doc: Json, node: Json): Json {
  let n = node;
  while (n && typeof n.$ref === 'string') {
    const parts = n.$ref.replace(/^#\//, '').split('/');
    n = parts.reduce((o: Json, p: string) => o?.[p.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (!n) throw new Error(`unresolved $ref ${node.$ref}`);
  }
  return n;
}

function allRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => allRefs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else allRefs(v, out);
    }
  }
  return out;
}

function schemaValidator(doc: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajvFormats.default(ajv);
  ajv.addFormat('iri', (v: string) => URL.canParse(v));
  ajv.addSchema({ $id: 'urn:mentoring-api:openapi', components: doc.components });
  return (schema: Json, data: unknown): string[] => {
    // The schema in the document refers to components with "#/components/…".
    const wrapped = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"urn:mentoring-api:openapi#/components/'));
    const validate = ajv.compile(wrapped);
    return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

describe.each(databaseKinds())('OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind);
  let doc: Json;
  let check: ReturnType<typeof schemaValidator>;

  beforeAll(async () => {
    doc = await fetchDocument(t);
    check = schemaValidator(doc);
  });

  /** The live answer against the document's declaration of it: status, headers and body. */
  function expectDeclared(method: string, path: string, res: Response): void {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    expect(operation, `${method} ${path} is documented`).toBeDefined();
    const declared = operation.responses[String(res.statusCode)];
    expect(declared, `${method} ${path} → ${res.statusCode} is documented`).toBeDefined();
    const response = resolve(doc, declared);
    for (const name of Object.keys(response.headers ?? {})) {
      if (name === 'Idempotent-Replayed') continue; // only on a replay
      expect(res.headers[name.toLowerCase()], `${method} ${path} → ${res.statusCode}: header ${name}`).toBeDefined();
    }
    const type = String(res.headers['content-type'] ?? '').split(';')[0];
    if (method === 'HEAD') {
      expect(res.body).toBe('');
      return;
    }
    const media = response.content?.[type];
    expect(media, `${method} ${path} → ${res.statusCode}: ${type} is documented`).toBeDefined();
    if (type !== 'application/json') return;
    const body = JSON.parse(res.body);
    expect(check(media.schema, body), `${method} ${path} → ${res.statusCode}: ${res.body.slice(0, 200)}`).toEqual([]);
    // Records: the schema's properties in the presenter's order.
    const schema = resolve(doc, media.schema);
    const record = Array.isArray(body) ? body[0] : body?.results ? body.results[0] : body;
    const recordSchema =
      schema.type === 'array'
        ? resolve(doc, schema.items)
        : schema.properties?.results
          ? resolve(doc, schema.properties.results.items)
          : schema;
    const allRequired = recordSchema.required?.length === Object.keys(recordSchema.properties ?? {}).length;
    if (record && allRequired && recordSchema.additionalProperties === false && res.statusCode < 300) {
      expect(Object.keys(record)).toEqual(Object.keys(recordSchema.properties));
    }
  }

  const send = (method: string, url: string, headers: Record<string, string> = {}, payload?: string | Buffer) =>
    t.app.inject({ method: method as 'GET', url, headers, payload });
  const json = { 'content-type': 'application/json' };

  it('is served as JSON with the security headers, revalidated by ETag, GET and HEAD only', async () => {
    const res = await send('GET', '/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = await send('HEAD', '/openapi.json');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
    const again = await send('GET', '/openapi.json', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const post = await send('POST', '/openapi.json', json, '{}');
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.body).toBe('{"detail":"Method \\"POST\\" not allowed."}');
  });

  it('validates against the OpenAPI 3.1 schema, every $ref resolving', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
    for (const r of new Set(allRefs(doc))) expect(() => resolve(doc, { $ref: r }), r).not.toThrow();
  });

  it('lists every path with exactly the methods of its Allow header', async () => {
    expect(Object.keys(doc.paths)).toEqual([...PATHS, ...OPERATIONAL_PATHS]);
    for (const path of PATHS) {
      const allow = (await send('GET', path)).headers.allow as string;
      const documented = Object.keys(doc.paths[path]).filter((k) => HTTP_METHODS.includes(k));
      expect(documented.map((m) => m.toUpperCase()).sort(), path).toEqual(allow.split(', ').sort());
      for (const m of documented) expect(doc.paths[path][m].operationId, `${m} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
    }
    for (const path of OPERATIONAL_PATHS) {
      const documented = Object.keys(doc.paths[path]).filter((k) => HTTP_METHODS.includes(k));
      expect(documented, path).toEqual(['get', 'head']);
    }
    const ids = [...PATHS, ...OPERATIONAL_PATHS].flatMap((p) =>
      Object.keys(doc.paths[p])
        .filter((k) => HTTP_METHODS.includes(k))
        .map((m) => doc.paths[p][m].operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents limit, offset and format on the paginated list, format on the others, Idempotency-Key on POST', () => {
    const names = (op: Json) => op.parameters.map((p: Json) => resolve(doc, p).name);
    expect(names(doc.paths['/smart-goals/'].get)).toEqual(['limit', 'offset', 'format']);
    for (const p of PATHS.slice(1)) expect(names(doc.paths[p].get)).toEqual(['format']);
    for (const p of ['/smart-goals/', '/courses/']) {
      expect(names(doc.paths[p].post)).toEqual(['format', 'Idempotency-Key']);
      expect(Object.keys(doc.paths[p].post.requestBody.content)).toEqual([
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ]);
    }
  });

  it('takes the POST bodies from the serializers: the writable fields, their required flags and limits as OPTIONS lists them', async () => {
    for (const path of ['/smart-goals/', '/courses/']) {
      const fields = JSON.parse((await send('OPTIONS', path)).body).actions.POST as Record<string, Json>;
      const body = resolve(doc, doc.paths[path].post.requestBody.content['application/json'].schema);
      const writable = Object.entries(fields).filter(([, f]) => !f.read_only);
      expect(Object.keys(body.properties)).toEqual(writable.map(([name]) => name));
      expect(body.required).toEqual(writable.filter(([, f]) => f.required).map(([name]) => name));
      for (const [name, f] of writable) {
        expect(body.properties[name].title).toBe(f.label);
        // input's limit is ours, documented here but not in OPTIONS (whose body is the recorded one).
        const documentedMax = path === '/smart-goals/' && name === 'input' ? MAX_INPUT_CHARACTERS : f.max_length;
        expect(body.properties[name].maxLength).toBe(documentedMax);
        expect(body.properties[name].minimum).toBe(f.min_value);
        expect(body.properties[name].maximum).toBe(f.max_value);
      }
      // The response record lists every field, the read-only ones too, in the same order.
      const record = resolve(doc, doc.paths[path].post.responses['201'].content['application/json'].schema);
      expect(Object.keys(record.properties)).toEqual(Object.keys(fields));
    }
  });

  it("gives every error answer a shared component whose examples are the errors table's own bodies", () => {
    const statuses = (op: Json) => Object.keys(op.responses);
    // GOAL_RATE_LIMIT and WRITE_RATE_LIMIT are off in this app, and so is RATE_LIMIT: no 429.
    expect(statuses(doc.paths['/smart-goals/'].post)).toEqual([
      '201',
      '400',
      '401',
      '404',
      '406',
      '408',
      '409',
      '413',
      '414',
      '415',
      '422',
      '431',
      '500',
      '503',
      '504',
    ]);
    expect(statuses(doc.paths['/courses/'].post)).toEqual([
      '201',
      '400',
      '401',
      '404',
      '406',
      '408',
      '409',
      '413',
      '414',
      '415',
      '422',
      '431',
      '500',
      '503',
    ]);
    for (const p of PATHS)
      expect(statuses(doc.paths[p].options)).toEqual(['200', '400', '401', '404', '406', '408', '414', '431', '500', '503']);
    expect(statuses(doc.paths['/metrics'].get)).toEqual(['200', '400', '401', '408', '414', '431', '500', '503']);
    expect(statuses(doc.paths['/openapi.json'].get)).toEqual(['200', '304', '400', '408', '414', '431', '500', '503']);
    for (const [name, response] of Object.entries(doc.components.responses as Record<string, Json>)) {
      const media = response.content['application/json'];
      for (const example of Object.values(media.examples as Record<string, Json>))
        expect(check(media.schema, example.value), name).toEqual([]);
    }
    const examples = (name: string) =>
      Object.values(doc.components.responses[name].content['application/json'].examples as Record<string, Json>).map((e) => e.value);
    expect(examples('Unauthorized')).toEqual([{ detail: 'Invalid token.' }, { detail: 'Authentication credentials were not provided.' }]);
    expect(examples('ServiceUnavailable')[0]).toEqual({ detail: 'The service is shutting down. Please try again.' });
  });

  it('accepts the live answers of /smart-goals/: pages, HTML, a created goal and every error', async () => {
    await insertSmartGoals(t.db, 35);
    const p = '/smart-goals/';
    expectDeclared('GET', p, await send('GET', p));
    expectDeclared('GET', p, await send('GET', `${p}?limit=5&offset=31`));
    expectDeclared('GET', p, await send('GET', `${p}?offset=1000`));
    expectDeclared('GET', p, await send('GET', `${p}?format=api`));
    expectDeclared('HEAD', p, await send('HEAD', p));
    expectDeclared('GET', p, await send('GET', `${p}?format=xml`));
    expectDeclared('GET', p, await send('GET', p, { accept: 'application/xml' }));
    expectDeclared('GET', p, await send('GET', p, { host: 'bad host' }));
    expectDeclared('OPTIONS', p, await send('OPTIONS', p));
    expectDeclared('POST', p, await send('POST', p, json, '{"input": "Learn Spanish to B1 level by June"}'));
    expectDeclared('POST', p, await send('POST', p, { 'content-type': 'application/x-www-form-urlencoded' }, 'input=Run+a+marathon'));
    expectDeclared('POST', p, await send('POST', p, json, '{}'));
    expectDeclared('POST', p, await send('POST', p, json, '{"input": '));
    expectDeclared('POST', p, await send('POST', p, json, '[1]'));
    expectDeclared('POST', p, await send('POST', p, { 'content-type': 'text/plain' }, 'hello'));
    expectDeclared('POST', p, await send('POST', p, json, Buffer.alloc(1024 * 1024 + 1, 0x20)));
    expectDeclared('POST', p, await send('POST', p, { ...json, 'idempotency-key': 'with space' }, '{"input": "x"}'));
    const first = await send('POST', p, { ...json, 'idempotency-key': 'k-1' }, '{"input": "Learn to swim"}');
    expectDeclared('POST', p, first);
    const replay = await send('POST', p, { ...json, 'idempotency-key': 'k-1' }, '{"input": "Learn to swim"}');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expectDeclared('POST', p, replay);
    expectDeclared('POST', p, await send('POST', p, { ...json, 'idempotency-key': 'k-1' }, '{"input": "Learn to dive"}'));
  });

  it('accepts the live answers of /courses/', async () => {
    await insertCourses(t.db, 3);
    const p = '/courses/';
    expectDeclared('GET', p, await send('GET', p));
    expectDeclared('OPTIONS', p, await send('OPTIONS', p));
    const full = {
      title: 'Public speaking',
      code: 2701,
      gsheet_name: 'Speaking',
      date_w1: '2027-01-12T18:00:00+01:00',
      date_w2: '2027-01-19T18:00',
      date_w3: null,
      event_w1: 'abc',
      recording_w1: 'https://example.org/rec/1',
      recording_w2: '',
      deactivated: true,
    };
    expectDeclared('POST', p, await send('POST', p, json, JSON.stringify(full)));
    expectDeclared('POST', p, await send('POST', p, json, '{"title": "x", "code": 1, "gsheet_name": "y"}'));
    expectDeclared('POST', p, await send('POST', p, json, '{"title": "", "code": "abc", "recording_w1": "ftp://x"}'));
    expectDeclared('GET', p, await send('GET', p));
  });

  it('accepts the live answers of /pre-lead-statuses/ (cache headers included) and /feedbacks_needed/', async () => {
    expectDeclared('GET', '/pre-lead-statuses/', await send('GET', '/pre-lead-statuses/'));
    expectDeclared('HEAD', '/pre-lead-statuses/', await send('HEAD', '/pre-lead-statuses/'));
    expectDeclared('OPTIONS', '/pre-lead-statuses/', await send('OPTIONS', '/pre-lead-statuses/'));
    await insertManagers(t.db, { id: 1, firstName: 'Jana', lastName: 'Nová' });
    await insertMentors(t.db, { id: 1, firstName: 'Petr', lastName: 'Svoboda' });
    await insertMentees(t.db, { id: 1, firstName: 'Anna', lastName: "O'Brien" });
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: '2026-05-01' });
    const res = await send('GET', '/feedbacks_needed/');
    expect(JSON.parse(res.body).length).toBeGreaterThan(0);
    expectDeclared('GET', '/feedbacks_needed/', res);
    expectDeclared('OPTIONS', '/feedbacks_needed/', await send('OPTIONS', '/feedbacks_needed/'));
  });

  it("describes the 405 of any other method with the shared error shape, and lists the path's methods in its description", async () => {
    const res = await send('PUT', '/courses/', json, '{}');
    expect(res.statusCode).toBe(405);
    expect(check(doc.components.schemas.Detail, JSON.parse(res.body))).toEqual([]);
    expect(check(doc.components.schemas.Detail, JSON.parse((await send('POST', '/pre-lead-statuses/', json, '{}')).body))).toEqual([]);
    expect(doc.paths['/courses/'].description).toMatch(/^Allow: GET, POST, HEAD, OPTIONS\. Any other method is a 405/);
  });

  it('rejects bodies that do not match (the schemas are not vacuous)', () => {
    const record = doc.components.schemas.SmartGoal;
    const good = { id: 1, created_at: '2026-06-30T19:31:39.826865+02:00', input: 'a', output: 'b', input_tokens: 240, output_tokens: 12 };
    expect(check(record, good)).toEqual([]);
    expect(check(record, { ...good, id: '1' })).not.toEqual([]);
    expect(check(record, { ...good, extra: 1 })).not.toEqual([]);
    const { output: _o, ...missing } = good;
    expect(check(record, missing)).not.toEqual([]);
    expect(check(doc.components.schemas.Detail, { detail: 1 })).not.toEqual([]);
    expect(check(doc.components.schemas.SmartGoalValidationError, { input: 'not a list' })).not.toEqual([]);
    expect(check(doc.components.schemas.CourseValidationError, { created_by: ['read-only'] })).not.toEqual([]);
  });
});
