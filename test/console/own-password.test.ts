// A console user changes their own password (design §10a, Django admin's password change):
// the old password checked through the sign-in throttle, the new one twice by the project's
// rules, every other session of the user ended and this one kept; audited.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../support/database.js';
import { TEST_NOW_MICROS, useTestApp } from '../support/app.js';
import { addUser, Browser, PASSWORD } from '../support/console.js';

const NEW = 'a much better passphrase';
const MINUTE = 60n * 1_000_000n;

describe.each(databaseKinds())('changing one’s own password on %s', (kind) => {
  const t = useTestApp(kind);

  it('refuses a wrong old password, two new ones that differ and a weak one; then changes it and ends the other sessions', async () => {
    await addUser(t.db, 'vera', 'viewer');
    const b = await new Browser(t.app).signIn('vera');
    const other = await new Browser(t.app).signIn('vera');
    const form = await b.get('/admin/password_change/');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<a href="/admin/password_change/">Change password</a>');
    const wrong = await b.post('/admin/password_change/', { old_password: 'nope', new_password1: NEW, new_password2: NEW });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('Your old password was entered incorrectly. Please enter it again.');
    expect(wrong.body).toMatch(/name="old_password"[^>]*aria-invalid="true"[^>]*autofocus/);
    const differ = await b.post('/admin/password_change/', { old_password: PASSWORD, new_password1: NEW, new_password2: `${NEW}!` });
    expect(differ.body).toContain('The two password fields didn’t match.');
    const weak = await b.post('/admin/password_change/', { old_password: PASSWORD, new_password1: 'vera', new_password2: 'vera' });
    expect(weak.body).toMatch(/<ul class="errorlist" id="id_new_password1_errors">/);
    expect((await other.get('/admin/')).statusCode).toBe(200); // nothing changed yet

    const done = await b.post('/admin/password_change/', { old_password: PASSWORD, new_password1: NEW, new_password2: NEW });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/admin/password_change/?done=1');
    expect((await b.get('/admin/password_change/?done=1')).body).toContain(
      'Your password was changed. Your other sessions were signed out.',
    );
    expect((await b.get('/admin/')).statusCode).toBe(200); // still signed in here
    expect((await other.get('/admin/')).headers.location).toMatch(/^\/admin\/login\//); // signed out there
    expect((await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions`))[0].n).toBe(1);
    await new Browser(t.app).signIn('vera', NEW);
    await expect(new Browser(t.app).signIn('vera')).rejects.toThrow();
  });

  it('counts wrong old passwords in the sign-in throttle: after five, refused (429) even with the right one', async () => {
    await addUser(t.db, 'ana', 'manager');
    const b = await new Browser(t.app).signIn('ana');
    await b.get('/admin/password_change/');
    for (let i = 0; i < 5; i++) {
      t.clock.set(TEST_NOW_MICROS + BigInt(i) * MINUTE);
      expect(
        (await b.post('/admin/password_change/', { old_password: `wrong ${i}`, new_password1: NEW, new_password2: NEW })).statusCode,
      ).toBe(200);
    }
    const refused = await b.post('/admin/password_change/', { old_password: PASSWORD, new_password1: NEW, new_password2: NEW });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many failed login attempts.');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
