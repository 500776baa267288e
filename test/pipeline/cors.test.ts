// CORS_ORIGINS: off by default (no header changes at all); with origins listed, a
// preflight from one of them is answered before the view and before authentication,
// and its requests get Access-Control-Allow-Origin; others get nothing.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';

const APP = 'https://app.example.org';
const preflight = {
  origin: APP,
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'authorization, content-type',
};

describe.each(databaseKinds())('CORS on %s', (kind) => {
  describe('with no CORS_ORIGINS (the default)', () => {
    const t = useTestApp(kind);

    it('adds nothing: a preflight is an ordinary OPTIONS and Vary stays "Accept"', async () => {
      const res = await t.app.inject({ method: 'OPTIONS', url: '/courses/', headers: preflight });
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe('Course List');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept');
    });
  });

  describe('with CORS_ORIGINS set', () => {
    const t = useTestApp(kind, { corsOrigins: [APP, 'http://localhost:3000'], accessPolicy: 'token' });

    it('answers a preflight from a listed origin with an empty 200, before authentication', async () => {
      const res = await t.app.inject({ method: 'OPTIONS', url: '/smart-goals/', headers: preflight });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
      expect(res.headers['access-control-allow-origin']).toBe(APP);
      expect(res.headers['access-control-allow-methods']).toBe('GET, POST, HEAD, OPTIONS');
      expect(res.headers['access-control-allow-headers']).toBe('accept, authorization, content-type, idempotency-key, x-request-id');
      expect(res.headers['access-control-max-age']).toBe('86400');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toBe('Origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    });

    it('marks the answers to a listed origin (errors too) and exposes the headers clients need', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/courses/', headers: { origin: APP } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['access-control-allow-origin']).toBe(APP);
      expect(res.headers['access-control-expose-headers']).toBe('Allow, Retry-After, Idempotent-Replayed, WWW-Authenticate, X-Request-Id');
      expect(res.headers.vary).toBe('Accept, Origin');
    });

    it('gives an unlisted origin nothing: its preflight is an ordinary OPTIONS (here a 401)', async () => {
      const res = await t.app.inject({ method: 'OPTIONS', url: '/courses/', headers: { ...preflight, origin: 'https://evil.example' } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept, Origin');
    });
  });
});
