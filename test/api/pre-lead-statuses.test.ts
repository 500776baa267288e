// /pre-lead-statuses/ through HTTP: the fixed list of spec §3 (migration data), a day's
// cache lifetime on successful GET/HEAD only, and no writes.
import { describe, expect, it } from 'vitest';
import { TEST_NOW_MICROS, useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';

// Spec §3, in `order`.
const STATUSES: [string, string][] = [
  ['call_scheduled', 'Call scheduled'],
  ['call_done', 'Call done'],
  ['no_show_on_call', 'No show on call'],
  ['cancelled_the_call', 'Cancelled the call'],
  ['fup_email_sent', 'FUP email sent'],
  ['rescheduling_call', 'Rescheduling call'],
  ['no_response', 'No response'],
  ['not_interested', 'Not interested'],
  ['app_incomplete_fu', 'App incomplete FU'],
];
const FIELDS = ['id', 'name', 'value', 'order', 'background', 'disabled'];
const ALLOW = 'GET, HEAD, OPTIONS';

/** Epoch microseconds of a UTC wall time. */
const utcMicros = (y: number, mo: number, d: number, h: number, mi: number, s: number, us = 0) =>
  BigInt(Date.UTC(y, mo - 1, d, h, mi, s)) * 1000n + BigInt(us);

function expectNoCacheHeaders(res: { headers: Record<string, unknown> }) {
  expect(res.headers['cache-control']).toBeUndefined();
  expect(res.headers.expires).toBeUndefined();
}

describe.each(databaseKinds())('/pre-lead-statuses/ on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists exactly the nine statuses of spec §3, ids and order 1..9, as a bare array', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pre-lead-statuses/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers.allow).toBe(ALLOW);
    const body = JSON.parse(res.body);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(9);
    expect(body.map((s: { value: string; name: string }) => [s.value, s.name])).toEqual(STATUSES);
    body.forEach((s: Record<string, unknown>, i: number) => {
      expect(Object.keys(s)).toEqual(FIELDS);
      expect(s.id).toBe(i + 1);
      expect(s.order).toBe(i + 1);
      expect(s.background).toMatch(/^#[0-9A-F]{6}$/);
      expect(s.disabled).toBe(false);
      expect(s.value).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
    });
  });

  it('keeps the statuses through a reset of the data tables (they are migration data)', async () => {
    await t.reset();
    const res = await t.app.inject({ method: 'GET', url: '/pre-lead-statuses/' });
    expect(JSON.parse(res.body)).toHaveLength(9);
  });

  it('sends Cache-Control max-age=86400 and Expires one day after the clock on GET', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pre-lead-statuses/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('max-age=86400');
    // The clock: 2026-11-22T04:10:29.562886Z.
    expect(res.headers.expires).toBe('Mon, 23 Nov 2026 04:10:29 GMT');
  });

  it.each([
    ['across a month end in a non-leap year', utcMicros(2027, 2, 28, 23, 59, 59, 999_999), 'Mon, 01 Mar 2027 23:59:59 GMT'],
    ['across a year end', utcMicros(2026, 12, 31, 0, 0, 0), 'Fri, 01 Jan 2027 00:00:00 GMT'],
    ['on a leap day', utcMicros(2028, 2, 28, 12, 5, 9), 'Tue, 29 Feb 2028 12:05:09 GMT'],
    ['in Prague summer time (still GMT)', utcMicros(2026, 7, 1, 22, 30, 0), 'Thu, 02 Jul 2026 22:30:00 GMT'],
  ])('follows the clock for Expires %s, in IMF-fixdate', async (_name, now, expires) => {
    t.clock.set(now);
    const res = await t.app.inject({ method: 'GET', url: '/pre-lead-statuses/' });
    expect(res.headers.expires).toBe(expires);
    expect(res.headers['cache-control']).toBe('max-age=86400');
  });

  it('answers HEAD with the GET headers, cache headers included, and no body', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/pre-lead-statuses/' });
    t.clock.set(TEST_NOW_MICROS);
    const head = await t.app.inject({ method: 'HEAD', url: '/pre-lead-statuses/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-type']).toBe('application/json');
    expect(head.headers.allow).toBe(ALLOW);
    expect(head.headers['cache-control']).toBe('max-age=86400');
    expect(head.headers.expires).toBe('Mon, 23 Nov 2026 04:10:29 GMT');
  });

  it('sends ?format=json with the cache headers too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pre-lead-statuses/?format=json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('max-age=86400');
    expect(res.headers.expires).toBe('Mon, 23 Nov 2026 04:10:29 GMT');
  });

  it('answers OPTIONS without actions and without cache headers (transcript #85)', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/pre-lead-statuses/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.allow).toBe(ALLOW);
    expect(res.body).toBe(
      '{"name":"Pre Lead Status List","description":"","renders":["application/json","text/html"],"parses":["application/json","application/x-www-form-urlencoded","multipart/form-data"]}',
    );
    expectNoCacheHeaders(res);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers %s with 405, Allow GET, HEAD, OPTIONS and no cache headers',
    async (method) => {
      const res = await t.app.inject({
        method,
        url: '/pre-lead-statuses/',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "x"}',
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(ALLOW);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.body).toBe(`{"detail":"Method \\"${method}\\" not allowed."}`);
      expectNoCacheHeaders(res);
    },
  );

  it('answers a POST with malformed JSON with 405: the body is never read (transcript #90)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/pre-lead-statuses/',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(405);
    expect(res.body).toBe('{"detail":"Method \\"POST\\" not allowed."}');
    expectNoCacheHeaders(res);
  });

  it('writes nothing on a rejected POST', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/pre-lead-statuses/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"x","value":"x","order":10,"background":"#000000"}',
    });
    const res = await t.app.inject({ method: 'GET', url: '/pre-lead-statuses/' });
    expect(JSON.parse(res.body)).toHaveLength(9);
  });

  it('answers an unsatisfiable Accept with 406 and no cache headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pre-lead-statuses/', headers: { accept: 'application/xml' } });
    expect(res.statusCode).toBe(406);
    expect(res.headers.allow).toBe(ALLOW);
    expect(res.body).toBe('{"detail":"Could not satisfy the request Accept header."}');
    expectNoCacheHeaders(res);
  });

  it('answers an unknown ?format= with 404 and no cache headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pre-lead-statuses/?format=xml' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('{"detail":"Not found."}');
    expectNoCacheHeaders(res);
  });
});
