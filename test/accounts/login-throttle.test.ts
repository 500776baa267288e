// The sign-in throttle (issue 29, items 1 and 4; src/accounts/login-throttle.ts), through the
// login form on a real database: budgets reserved before the password is checked, so that a
// burst of guesses, on one instance or two, is counted before any is answered; per
// (username, address) pair, per address and per username, so that nobody can lock a
// colleague out; a bounded queue of checks.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PasswordHasher } from '../../src/accounts/passwords.js';
import { usernameDelay, USERNAME_FREE } from '../../src/accounts/login-throttle.js';
import { BUSY_LOGIN, INVALID_LOGIN, THROTTLED_LOGIN } from '../../src/console/login.js';
import { databaseKinds } from '../support/database.js';
import { TEST_NOW_MICROS, useSecondInstance, useTestApp } from '../support/app.js';
import { addUser, Browser, PASSWORD } from '../support/console.js';

const SECOND = 1_000_000n;
/** A millisecond: the test clock moves a microsecond at each reading. */
const MS = 1_000n;
const MINUTE = 60n * SECOND;
const A = '203.0.113.7';
const B = '198.51.100.20';

/** A browser at `address` with the login page open (its CSRF cookie and token). */
async function at(app: FastifyInstance, address: string): Promise<Browser> {
  const b = new Browser(app, {}, address);
  await b.get('/admin/login/');
  return b;
}
const login = (b: Browser, username: string, password: string) => b.post('/admin/login/', { username, password, next: '/admin/' });
const evaluated = (r: LightMyRequestResponse) => r.statusCode === 200 && r.body.includes('Please enter the correct username and password');
const signedIn = (r: LightMyRequestResponse) => r.statusCode === 302;
const throttled = (r: LightMyRequestResponse) =>
  r.statusCode === 429 && r.body.includes(THROTTLED_LOGIN) && Number(r.headers['retry-after']) > 0;
/** Refused at once, checking no password: by the throttle, or for a full queue of checks. */
const refused = (r: LightMyRequestResponse) => throttled(r) || (r.statusCode === 429 && r.body.includes(BUSY_LOGIN));

describe('a username budget', () => {
  it('is free for the first attempts, then doubles a delay from a second up to five minutes', () => {
    expect(usernameDelay(USERNAME_FREE - 1)).toBe(0n);
    expect(usernameDelay(USERNAME_FREE)).toBe(SECOND);
    expect(usernameDelay(USERNAME_FREE + 3)).toBe(8n * SECOND);
    expect(usernameDelay(USERNAME_FREE + 8)).toBe(256n * SECOND);
    expect(usernameDelay(USERNAME_FREE + 9)).toBe(5n * MINUTE);
    expect(usernameDelay(10_000)).toBe(5n * MINUTE);
  });
});

describe.each(databaseKinds())('the sign-in throttle on %s', (kind) => {
  const t = useTestApp(kind);
  const other = useSecondInstance(t);

  it('checks at most 5 of 20 concurrent wrong guesses for one user from one address, then refuses the right password there', async () => {
    await addUser(t.db, 'alice', 'manager');
    // More guesses than the 5 of the budget and the 10 password checks admitted at once (the
    // queue's limit): a budget read before the checks and written after them would let up to
    // 10 be checked.
    const browsers = await Promise.all(Array.from({ length: 20 }, () => at(t.app, A)));
    const answers = await Promise.all(browsers.map((b, i) => login(b, 'alice', `guess ${i}`)));
    expect(answers.filter(evaluated).length).toBeLessThanOrEqual(5);
    expect(answers.filter(evaluated).length + answers.filter(refused).length).toBe(20);
    const right = await login(browsers[0], 'alice', PASSWORD);
    expect(throttled(right)).toBe(true);
    expect(right.headers['set-cookie']).toBeUndefined();
    // The block runs 15 minutes from the fifth attempt; then the right password works.
    t.clock.set(TEST_NOW_MICROS + 15n * MINUTE + MS);
    expect(signedIn(await login(browsers[0], 'alice', PASSWORD))).toBe(true);
  });

  it('holds the same budget across two instances on one database', async () => {
    await addUser(t.db, 'alice', 'manager');
    // 10 guesses on each: a budget of each instance's own would let 5 through on each.
    const browsers = await Promise.all(Array.from({ length: 20 }, (_, i) => at(i % 2 ? other.app : t.app, A)));
    const answers = await Promise.all(browsers.map((b, i) => login(b, 'alice', `guess ${i}`)));
    expect(answers.filter(evaluated).length).toBeLessThanOrEqual(5);
    expect(throttled(await login(browsers[1], 'alice', PASSWORD))).toBe(true);
  });

  it("does not let mallory's 5 bad guesses from A stop bob at A or alice at B; a sixth for alice at A is refused", async () => {
    await addUser(t.db, 'alice', 'manager');
    await addUser(t.db, 'bob', 'manager');
    const mallory = await at(t.app, A);
    for (let i = 0; i < 5; i++) expect(evaluated(await login(mallory, 'alice', `guess ${i}`))).toBe(true);
    expect(signedIn(await login(await at(t.app, A), 'bob', PASSWORD))).toBe(true);
    expect(signedIn(await login(await at(t.app, B), 'alice', PASSWORD))).toBe(true);
    expect(throttled(await login(mallory, 'alice', 'guess 6'))).toBe(true);
    expect(throttled(await login(await at(t.app, A), 'alice', PASSWORD))).toBe(true);
  });

  it('slows guesses for one username spread over many addresses with growing delays, and lets the right password in after one', async () => {
    await addUser(t.db, 'alice', 'manager');
    for (let i = 0; i < USERNAME_FREE; i++)
      expect(evaluated(await login(await at(t.app, `192.0.2.${i + 1}`), 'alice', `guess ${i}`))).toBe(true);
    const refused = await login(await at(t.app, '192.0.2.100'), 'alice', 'guess 11');
    expect(throttled(refused)).toBe(true);
    expect(refused.headers['retry-after']).toBe('1');
    t.clock.set(TEST_NOW_MICROS + SECOND + MS);
    expect(evaluated(await login(await at(t.app, '192.0.2.101'), 'alice', 'guess 11'))).toBe(true);
    // The next delay is two seconds; then alice, from yet another address, is in.
    t.clock.set(TEST_NOW_MICROS + 2n * SECOND + MS);
    expect((await login(await at(t.app, '192.0.2.102'), 'alice', PASSWORD)).headers['retry-after']).toBe('1');
    t.clock.set(TEST_NOW_MICROS + 3n * SECOND + 2n * MS);
    expect(signedIn(await login(await at(t.app, '192.0.2.103'), 'alice', PASSWORD))).toBe(true);
  });

  it('gives an address 50 attempts across usernames, then refuses everyone there for 15 minutes', async () => {
    await addUser(t.db, 'bob', 'manager');
    const office = await at(t.app, A);
    for (let i = 0; i < 50; i++) expect(evaluated(await login(office, `user${i}`, 'wrong'))).toBe(true);
    expect(throttled(await login(office, 'bob', PASSWORD))).toBe(true);
    expect(signedIn(await login(await at(t.app, B), 'bob', PASSWORD))).toBe(true);
  });

  it('does not count successful sign-ins against anyone', async () => {
    await addUser(t.db, 'ana', 'manager');
    for (let i = 0; i < 8; i++) expect(signedIn(await login(await at(t.app, A), 'ana', PASSWORD))).toBe(true);
    expect(await t.db.rows(sql`SELECT scope, attempts FROM login_throttles ORDER BY scope`)).toEqual([
      { scope: 'a', attempts: 0 },
      { scope: 'p', attempts: 0 },
      { scope: 'u', attempts: 0 },
    ]);
  });
});

describe.each(databaseKinds())('the queue of password checks on %s', (kind) => {
  // OWASP's cost: each check takes a good part of a second, so a burst is in flight at once.
  const t = useTestApp(kind, { hasher: new PasswordHasher() });

  it('refuses sign-ins beyond 10 in flight at once with 429 and Retry-After, checking no password', async () => {
    const browsers = await Promise.all(Array.from({ length: 30 }, () => at(t.app, A)));
    const answers = await Promise.all(browsers.map((b, i) => login(b, `user${i}`, 'wrong')));
    const busy = answers.filter((r) => r.statusCode === 429 && r.body.includes(BUSY_LOGIN));
    expect(answers.filter(evaluated).length).toBe(10);
    expect(busy.length).toBe(20);
    expect(busy.every((r) => r.headers['retry-after'] === '1')).toBe(true);
    // Nothing was reserved for the refused ones: the address holds the 10 checked.
    expect(await t.db.rows(sql`SELECT attempts FROM login_throttles WHERE scope = 'a'`)).toEqual([{ attempts: 10 }]);
    expect(INVALID_LOGIN).toContain('Please enter the correct username and password');
  });
});
