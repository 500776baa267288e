// The console's refusals (src/console/error-pages.ts, issue 32 item 8): a search or a URL over
// its limit is refused with a page in the console's look saying what to do, never cut to fit
// (a search trimmed to 200 characters looked for something else, silently); a link over its
// limit in a form is refused beside the field, what was pasted kept, never cut by maxlength.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_URL_BYTES } from '../../src/pipeline/limits.js';
import { useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { addUser, Browser } from '../support/console.js';
import { insertMentors } from '../support/programme.js';

describe.each(databaseKinds())('the console’s refusals on %s', (kind) => {
  const t = useTestApp(kind);
  const signedIn = async () => new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));

  it('refuses a search over 200 characters with a 400 page that says so, on the list and its export; 200 are searched', async () => {
    await insertMentors(t.db, { id: 1, firstName: 'Mira', lastName: 'a'.repeat(150) });
    const b = await signedIn();
    for (const url of [`/admin/mentors/?q=${'a'.repeat(201)}`, `/admin/mentors/export/?q=${'a'.repeat(201)}`]) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>Bad request (400) | Mentoring console</title>');
      expect(res.body).toContain('The search is 201 characters long; a search may be 200 at most.');
      expect(res.body).toContain('href="/assets/console.css"');
    }
    // A search a character past the row's name found it when cut to 200 (silently another search); at 200 it is searched whole.
    expect((await b.get(`/admin/mentors/?q=${'a'.repeat(200)}`)).body).toContain('0 mentors');
    expect((await b.get(`/admin/mentors/?q=${'a'.repeat(150)}`)).body).toContain('1 mentor');
  });

  it('answers a console URL over the limit with the console’s 414 page, not JSON', async () => {
    const b = await signedIn();
    const res = await b.get(`/admin/mentors/?q=${'a'.repeat(MAX_URL_BYTES)}`);
    expect(res.statusCode).toBe(414);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>Address too long (414) | Mentoring console</title>');
    expect(res.body).toContain('longer than 8,192 bytes');
  });

  it('refuses a recording link over 200 characters beside the field, the link kept whole (no maxlength to cut it)', async () => {
    const b = await signedIn();
    const form = (await b.get('/admin/courses/add/')).body;
    expect(form).toMatch(/<input\s+type="url"\s+name="recording_w1"/);
    expect(form).not.toMatch(/name="recording_w1"[^>]*maxlength/);
    const link = `https://drive.google.com/file/d/${'x'.repeat(200)}/view`;
    const res = await b.post('/admin/courses/add/', { title: 'Data', code: '42', gsheet_name: 'data', recording_w1: link });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Ensure this field has no more than 200 characters.');
    expect(res.body).toContain(`value="${link}"`);
    expect((await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM courses`))[0].n).toBe(0);
  });
});
