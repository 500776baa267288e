// The one write path: a course made by POST /courses/ with an API token goes through the
// programme's service as a console form does, so its console History names the token's
// user; an anonymous one is recorded too, with no user.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApiTokenService } from '../../src/accounts/tokens.js';
import { ApiTokenRepository } from '../../src/store/repositories/api-tokens.js';
import { useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { databaseKinds } from '../support/database.js';

const COURSE = { title: 'Storytelling', code: 2601, gsheet_name: 'Story', recording_w1: 'https://example.org/r/1' };

describe.each(databaseKinds())('the programme service on %s', (kind) => {
  const t = useTestApp(kind);

  it('records a course made by POST /courses/ with a token in its History, with the token’s user', async () => {
    const { key } = await new ApiTokenService(new ApiTokenRepository(t.db)).create('robot', t.clock);
    const res = await t.app.inject({
      method: 'POST',
      url: '/courses/',
      headers: { 'content-type': 'application/json', authorization: `Token ${key}` },
      payload: JSON.stringify(COURSE),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = JSON.parse(res.body) as { id: number };

    const b = await new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
    const history = await b.get(`/admin/courses/${id}/history/`);
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('Change history: Storytelling (2601)');
    expect(history.body).toMatch(/<td>robot<\/td>/);
    expect(history.body).not.toContain('doesn’t have a change history');
    const [entry] = await t.db.rows<{ action: string; username: string; user_id: number | null }>(
      sql`SELECT action, username, user_id FROM audit_log WHERE table_name = 'courses' AND object_id = ${id}`,
    );
    expect(entry).toMatchObject({ action: 'add', username: 'robot' });
    expect(entry.user_id).not.toBeNull();
  });

  it('audits an anonymous POST /courses/ with no user, and answers it as before', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/courses/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(COURSE),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ created_by: null, title: 'Storytelling', recording_w1: 'https://example.org/r/1' });
    const entries = await t.db.rows<{ username: string; user_id: number | null }>(
      sql`SELECT username, user_id FROM audit_log WHERE table_name = 'courses'`,
    );
    expect(entries).toEqual([{ username: '', user_id: null }]);
  });

  it('refuses an invalid body with DRF’s messages, stores and audits nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/courses/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...COURSE, code: 'x' }),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: ['A valid integer is required.'] });
    const [{ n }] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`);
    expect(n).toBe(0);
  });
});
