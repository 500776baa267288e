// The unsubscribe link through HTTP on a real database (design §11, RFC 8058): its GET
// shows the (masked) address and a button and changes nothing; a POST — the button's, or a
// mail provider's one-click with no cookie, no CSRF field, no Origin — suppresses the
// address as `unsubscribed`; an unknown link is a 404 page; every answer has the public
// pages' headers.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/http/html-page.js';
import { maskedAddress } from '../../src/feedback/unsubscribe.js';
import { useTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { newToken } from '../../src/store/repositories/feedback-invitations.js';
import { sentMail, tableState, Visitor } from '../support/feedback-links.js';
import type { LightMyRequestResponse } from 'fastify';

async function suppressions(t: TestApp) {
  return t.db.rows<{ email: string; reason: string }>(sql`SELECT email, reason FROM mail_suppressions ORDER BY email`);
}

function expectPublicHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
}

describe.each(databaseKinds())('the unsubscribe link on %s', (kind) => {
  const t = useTestApp(kind);

  it('GET shows the masked address and a button, and changes nothing however often it is opened', async () => {
    const token = await sentMail(t.db, 'Anna.Obrien@Example.org');
    const visitor = new Visitor(t.app);
    const before = await tableState(t.db);
    const first = await visitor.get(`/mail/unsubscribe/${token}/`);
    await visitor.get(`/mail/unsubscribe/${token}/`);
    expect(await tableState(t.db)).toBe(before);
    expect(first.statusCode).toBe(200);
    expectPublicHeaders(first);
    expect(first.body).toContain('A•••@Example.org');
    expect(first.body).not.toContain('Anna.Obrien');
    expect(first.body).toContain(`<form method="post" action="/mail/unsubscribe/${token}/">`);
    expect(await suppressions(t)).toEqual([]);
  });

  it('the confirmation button’s POST suppresses the address, lower-case, as unsubscribed', async () => {
    const token = await sentMail(t.db, 'Anna.Obrien@Example.org');
    const res = await new Visitor(t.app).post(`/mail/unsubscribe/${token}/`, { 'List-Unsubscribe': 'One-Click' });
    expect(res.statusCode).toBe(200);
    expectPublicHeaders(res);
    expect(res.body).toContain('will get no more mail');
    expect(await suppressions(t)).toEqual([{ email: 'anna.obrien@example.org', reason: 'unsubscribed' }]);
    // Opened again: says so; POSTed again: nothing more.
    expect((await new Visitor(t.app).get(`/mail/unsubscribe/${token}/`)).body).toContain('already gets no more mail');
    expect((await new Visitor(t.app).post(`/mail/unsubscribe/${token}/`, {})).statusCode).toBe(200);
    expect(await suppressions(t)).toHaveLength(1);
    // The suppression's History says who made it, once (the second POST added nothing).
    const entries = await t.db.rows<{ username: string; action: string; object_repr: string }>(
      sql`SELECT username, action, object_repr FROM audit_log WHERE table_name = 'mail_suppressions'`,
    );
    expect(entries).toEqual([{ username: '(unsubscribe link)', action: 'add', object_repr: 'anna.obrien@example.org' }]);
  });

  it('takes an RFC 8058 one-click POST with no cookie, no CSRF field and no Origin, urlencoded or multipart', async () => {
    const one = await sentMail(t.db, 'one@example.org');
    const two = await sentMail(t.db, 'two@example.org');
    const visitor = new Visitor(t.app);
    const urlencoded = await visitor.send({
      method: 'POST',
      url: `/mail/unsubscribe/${one}/`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.statusCode).toBe(200);
    const boundary = 'xYzZY';
    const multipart = await visitor.send({
      method: 'POST',
      url: `/mail/unsubscribe/${two}/`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: 'https://mail.example.com' },
    });
    expect(multipart.statusCode).toBe(200);
    expect(await suppressions(t)).toEqual([
      { email: 'one@example.org', reason: 'unsubscribed' },
      { email: 'two@example.org', reason: 'unsubscribed' },
    ]);
  });

  it('answers an unknown or odd link 404 with the public headers, suppressing nothing', async () => {
    await sentMail(t.db, 'one@example.org');
    for (const url of [
      `/mail/unsubscribe/${newToken()}/`,
      '/mail/unsubscribe/',
      '/mail/unsubscribe/%zz/',
      `/mail/unsubscribe/${'a'.repeat(5000)}/`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await new Visitor(t.app).send({ method, url, payload: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expectPublicHeaders(res);
      }
    }
    expect(await suppressions(t)).toEqual([]);
  });

  it('masks an address to its first character and its domain', () => {
    expect(maskedAddress('jana@example.org')).toBe('j•••@example.org');
    expect(maskedAddress('odd')).toBe('•••');
  });
});
