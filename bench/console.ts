// The console scenario (issue 17, item 8): on the bench data set every console page answers
// with p99 ≤ 50 ms under 8 concurrent signed-in users. Eight users (admins and managers) are
// written into the bench database before the service starts; each signs in once through the
// real login form (GET /admin/login/ for the csrftoken cookie and the form's token, then the
// POST with the cookie and this site's Origin), and then every kind of console page is loaded
// by 8 keep-alive connections, one per user, each sending its next request as soon as the
// last one is answered (a closed loop with no pause: harder than 8 people reading pages).
//
// Page names are what BENCH_SCENARIOS matches (`console` selects them all). Row ids, names
// and search words are read from the console's own pages, not assumed from the seed.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { PasswordHasher } from '../src/accounts/passwords.js';
import type { Database } from '../src/store/connect.js';

export const CONSOLE_TARGET_P99_MS = 50;
const USERS = 8;
const PASSWORD = 'bench console pass 17';
const USERNAME_PREFIX = 'bench-console-';
/** Seconds of each page's warm-up (JIT, the page's statements) before it is measured. */
const WARM_UP_SECONDS = 2;
/**
 * A page that takes longer than this alone is not loaded by the 8 users: each of their
 * requests would queue behind the others' on the service (on PGlite, behind every other
 * request's statements too) and keep it busy long after the run, and the target is missed
 * either way. Its figures are then the one request's.
 */
const ALONE_LIMIT_MS = 1_000;

export const userAt = (i: number) => ({ username: `${USERNAME_PREFIX}${i + 1}`, role: i % 2 === 0 ? 'admin' : 'manager' });

/** Every page the scenario loads, in order (names for BENCH_SCENARIOS). */
export const CONSOLE_PAGES = [
  'console: login form',
  'console: home',
  'console: dashboard',
  'console: list managers',
  'console: list mentors',
  'console: list mentees',
  'console: list mentoring-relations',
  'console: list feedback-rounds',
  'console: list feedback-submissions',
  'console: list courses',
  'console: list pre-lead-statuses',
  'console: list smart-goals',
  'console: search mentees',
  'console: search mentoring-relations by a name',
  'console: search smart-goals, a word of one goal',
  'console: search smart-goals, a word of every goal',
  'console: search mentees, a new name each request',
  'console: search mentoring-relations, a new mentor each request',
  'console: search smart-goals, a new goal number each request',
  'console: sort mentees by -last_name',
  'console: search mentees, last name then first name',
  'console: picker choices of mentees',
  'console: sort mentoring-relations by mentee',
  'console: home, all managers',
  'console: smart-goals page 50',
  'console: change managers',
  'console: change mentors',
  'console: change mentees',
  'console: change mentoring-relations',
  'console: change feedback-rounds',
  'console: change feedback-submissions',
  'console: change courses',
  'console: change pre-lead-statuses',
  'console: view smart-goals',
  'console: add mentoring-relations',
  'console: history of a mentee',
  'console: export courses as CSV',
  'console: filter mentoring-relations by status',
  'console: delete confirmation of a mentor',
  'console: list users',
  'console: list api-tokens',
  'console: save a mentee (POST)',
  'console: log',
] as const;

type PageName = (typeof CONSOLE_PAGES)[number];

/**
 * Before the service starts (PGlite is one process's): the bench's users with a password
 * hashed at the production cost, and nothing left of earlier runs (their sessions, failed
 * sign-ins and audit entries), so that every run's log and history pages are alike.
 */
export async function prepareConsoleUsers(db: Database): Promise<void> {
  const hasher = new PasswordHasher();
  const hashes = await Promise.all(Array.from({ length: USERS }, () => hasher.hash(PASSWORD)));
  for (let i = 0; i < USERS; i++) {
    const { username, role } = userAt(i);
    await db.rows(sql`
      INSERT INTO users (username, password_hash, role, is_active) VALUES (${username}, ${hashes[i]}, ${role}, true)
      ON CONFLICT (username) DO UPDATE SET password_hash = excluded.password_hash, role = excluded.role, is_active = true`);
  }
  const prefix = `${USERNAME_PREFIX}%`;
  await db.rows(sql`DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE username LIKE ${prefix})`);
  await db.rows(sql`DELETE FROM login_throttles WHERE username LIKE ${prefix}`);
  await db.rows(sql`DELETE FROM audit_log WHERE username LIKE ${prefix}`);
}

export interface SignedIn {
  username: string;
  /** The Cookie header of the user's requests. */
  cookie: string;
  /** The session's CSRF token, as its forms carry it. */
  csrfToken: string;
  signInMs: number;
}

export interface ConsolePageFigures {
  page: PageName;
  /** The path loaded (the first user's, for the POST). */
  path: string;
  /** Size of one answer's body (of the form, for the POST). */
  kB: number;
  /** Median of five requests of the page alone, one at a time, before the load (of its GET, for the POST). */
  aloneMs: number;
  /** Loaded by the 8 users; false when one request alone took more than ALONE_LIMIT_MS (then the figures are its). */
  loaded: boolean;
  requests: number;
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
  /** Answers by status code; every one is the page's expected status unless `unexpected` > 0. */
  statuses: Record<string, number>;
  unexpected: number;
  errors: number;
  /** p99 ≤ CONSOLE_TARGET_P99_MS, with no error and no unexpected status. */
  meetsTarget: boolean;
}

export interface ConsoleFigures {
  users: number;
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  targetP99Ms: number;
  /** Each user's sign-in POST (scrypt at the production cost: not a page, and no target). */
  signInMs: number[];
  pages: ConsolePageFigures[];
}

const unescapeHtml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" })[e] ?? '');

/** The named inputs of a page's forms, as a browser would send them (hidden fields included). */
function inputs(page: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [tag] of page.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    if (name !== undefined) out.set(unescapeHtml(name), unescapeHtml(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? ''));
  }
  return out;
}

function cookieValue(res: Response, name: string): string | undefined {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return undefined;
}

async function expectStatus(res: Response, status: number, what: string): Promise<string> {
  const body = await res.text();
  if (res.status !== status) throw new Error(`console bench: ${what} answered ${res.status}, expected ${status}: ${body.slice(0, 300)}`);
  return body;
}

/** Signs in through the login form, as a browser does: one correct attempt (the throttle counts failures). */
export async function signIn(base: string, username: string): Promise<SignedIn> {
  const form = await fetch(`${base}/admin/login/?next=/admin/`);
  const page = await expectStatus(form, 200, 'GET /admin/login/');
  const cookieToken = cookieValue(form, 'csrftoken');
  const formToken = inputs(page).get('csrfmiddlewaretoken');
  if (!cookieToken || cookieToken !== formToken)
    throw new Error('console bench: the login form has no csrftoken cookie matching its token');
  const started = performance.now();
  const res = await fetch(`${base}/admin/login/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${cookieToken}`, origin: base },
    body: new URLSearchParams({ csrfmiddlewaretoken: formToken, username, password: PASSWORD, next: '/admin/' }).toString(),
  });
  const signInMs = Math.round(performance.now() - started);
  await expectStatus(res, 302, `POST /admin/login/ as ${username}`);
  const session = cookieValue(res, 'sessionid');
  if (!session || res.headers.get('location') !== '/admin/') throw new Error(`console bench: ${username} was not signed in`);
  const cookie = `csrftoken=${cookieToken}; sessionid=${session}`;
  const home = await expectStatus(await fetch(`${base}/admin/`, { headers: { cookie } }), 200, 'GET /admin/ after signing in');
  const csrfToken = inputs(home).get('csrfmiddlewaretoken'); // the Log out form's: the session's token
  if (!csrfToken) throw new Error('console bench: the signed-in home page has no CSRF token');
  return { username, cookie, csrfToken, signInMs };
}

interface PageLoad {
  page: PageName;
  path: string;
  /** The requests each user's connection sends in turn. */
  requests(user: SignedIn, i: number): autocannon.Request[];
  expect: number;
  /** Puts the data back as the requests expect it (before the warm-up and before the measurement). */
  reset?(): Promise<void>;
  /**
   * A page whose every request, alone or under load, asks for something not asked for before
   * (a search for a new word), so that the console's cached reads miss: the next such path.
   */
  nextPath?(): string;
}

const ids = (page: string, slug: string) => [...page.matchAll(new RegExp(`href="/admin/${slug}/(\\d+)/change/"`, 'g'))].map((m) => m[1]);

/** Runs the pages `selected` names against the service at `base`; undefined when it names none. */
export async function consoleScenario(
  base: string,
  o: { duration: number; selected: (name: string) => boolean; log: (line: string) => void },
): Promise<ConsoleFigures | undefined> {
  const chosen = CONSOLE_PAGES.filter(o.selected);
  if (!chosen.length) return undefined;
  o.log(`console: signing ${USERS} users in through /admin/login/…`);
  const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signIn(base, userAt(i).username)));
  const [first] = users;
  const get = async (path: string, user = first) =>
    expectStatus(await fetch(`${base}${path}`, { headers: { cookie: user.cookie }, redirect: 'manual' }), 200, `GET ${path}`);
  const post = async (path: string, user: SignedIn, fields: Map<string, string>, status = 302) =>
    expectStatus(
      await fetch(`${base}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: user.cookie, origin: base },
        body: new URLSearchParams([...fields]).toString(),
      }),
      status,
      `POST ${path}`,
    );

  // What the pages name, read from the console itself.
  const slugs = [
    'managers',
    'mentors',
    'mentees',
    'mentoring-relations',
    'feedback-rounds',
    'feedback-submissions',
    'courses',
    'pre-lead-statuses',
    'smart-goals',
  ];
  const rowIds = new Map<string, string[]>();
  for (const slug of slugs) rowIds.set(slug, ids(await get(`/admin/${slug}/`), slug));
  /** A row of page 1 of the table, past its first ones where it has them. */
  const rowOf = (slug: string, at = 41) => {
    const list = rowIds.get(slug)!;
    if (!list.length) throw new Error(`console bench: /admin/${slug}/ lists no rows`);
    return list[Math.min(at, list.length - 1)];
  };
  const mentor = inputs(await get(`/admin/mentors/${rowOf('mentors')}/change/`));
  const mentee = inputs(await get(`/admin/mentees/${rowOf('mentees')}/change/`));
  const goalWord = /Goal (\d+)\./.exec(await get(`/admin/smart-goals/${rowOf('smart-goals')}/change/`))?.[1];
  if (!goalWord) throw new Error('console bench: no bench goal text ("Goal N.") on a smart goal’s page');

  // The POST: each user saves a mentee of its own, its e-mail changed and changed back in
  // turn, each save with the version its form carries (read here once for both states).
  const saved = users.map((user, i) => ({ user, id: rowOf('mentees', 10 + i) }));
  if (new Set(saved.map((s) => s.id)).size < USERS) throw new Error(`console bench: fewer than ${10 + USERS} mentees to save`);
  const formOf = async (user: SignedIn, id: string) => inputs(await get(`/admin/mentees/${id}/change/`, user));
  const edits = await Promise.all(
    saved.map(async ({ user, id }) => {
      const path = `/admin/mentees/${id}/change/`;
      const original = await formOf(user, id);
      const fields = (from: Map<string, string>, email: string) =>
        new Map([
          ['csrfmiddlewaretoken', user.csrfToken],
          ['_version', from.get('_version') ?? ''],
          ['first_name', from.get('first_name') ?? ''],
          ['last_name', from.get('last_name') ?? ''],
          ['email', email],
        ]);
      const email = original.get('email') ?? '';
      const other = email === `${user.username}@example.org` ? '' : `${user.username}@example.org`;
      await post(path, user, fields(original, other));
      const changed = await formOf(user, id);
      await post(path, user, fields(changed, email));
      return {
        path,
        email,
        /** Back to the original e-mail if a run stopped between the two saves. */
        async reset() {
          const now = await formOf(user, id);
          if (now.get('email') !== email) await post(path, user, fields(now, email));
        },
        bodies: [fields(original, other), fields(changed, email)].map((f) => new URLSearchParams([...f]).toString()),
      };
    }),
  );

  /**
   * A GET by each user; `admins`: a page of the accounts area, which only admins see, by the
   * four admins' sessions (two connections each); `anonymous`: without a session.
   */
  const getPage = (page: PageName, path: string, who: 'users' | 'admins' | 'anonymous' = 'users'): PageLoad => ({
    page,
    path,
    expect: 200,
    requests: (user, i) => {
      const as = who === 'admins' ? users[i - (i % 2)] : user;
      return [{ method: 'GET', path, headers: who === 'anonymous' ? {} : { cookie: as.cookie } }];
    },
  });
  /** A page asked for with a new path every request (see PageLoad.nextPath), by each user. */
  const newEachRequest = (page: PageName, pathAt: (n: number) => string): PageLoad => {
    let n = 0;
    const nextPath = () => pathAt(n++);
    return {
      page,
      path: pathAt(0),
      expect: 200,
      nextPath,
      requests: (user) => [
        { method: 'GET', path: pathAt(0), headers: { cookie: user.cookie }, setupRequest: (req) => ({ ...req, path: nextPath() }) },
      ],
    };
  };
  /** A number from 1,000 to 4,999 for the n-th request: a name that matches a few people, never one asked before in a run. */
  const personNumber = (n: number) => 1000 + ((n * 7919) % 4000);
  const loads: PageLoad[] = [
    getPage('console: login form', '/admin/login/', 'anonymous'),
    getPage('console: home', '/admin/'),
    getPage('console: dashboard', '/admin/dashboard/'),
    ...slugs.map((slug) => getPage(`console: list ${slug}` as PageName, `/admin/${slug}/`)),
    getPage('console: search mentees', `/admin/mentees/?q=${encodeURIComponent(mentee.get('first_name') ?? '')}`),
    getPage(
      'console: search mentoring-relations by a name',
      `/admin/mentoring-relations/?q=${encodeURIComponent(`${mentor.get('first_name')} ${mentor.get('last_name')}`)}`,
    ),
    getPage('console: search smart-goals, a word of one goal', `/admin/smart-goals/?q=${goalWord}`),
    getPage('console: search smart-goals, a word of every goal', '/admin/smart-goals/?q=English'),
    newEachRequest('console: search mentees, a new name each request', (n) => `/admin/mentees/?q=Mentee${personNumber(n)}`),
    newEachRequest(
      'console: search mentoring-relations, a new mentor each request',
      (n) => `/admin/mentoring-relations/?q=Mentor${personNumber(n)}`,
    ),
    newEachRequest(
      'console: search smart-goals, a new goal number each request',
      (n) => `/admin/smart-goals/?q=${1 + ((n * 104_729) % 999_983)}`,
    ),
    getPage('console: sort mentees by -last_name', '/admin/mentees/?o=-last_name'),
    getPage(
      'console: search mentees, last name then first name',
      `/admin/mentees/?q=${encodeURIComponent(`${mentee.get('last_name') ?? ''} ${mentee.get('first_name') ?? ''}`)}`,
    ),
    getPage('console: picker choices of mentees', `/admin/mentees/choices/?q=${encodeURIComponent(mentee.get('last_name') ?? '')}`),
    getPage('console: sort mentoring-relations by mentee', '/admin/mentoring-relations/?o=mentee_id'),
    getPage('console: home, all managers', '/admin/?manager=all'),
    getPage('console: smart-goals page 50', '/admin/smart-goals/?p=50'),
    ...slugs.map((slug) =>
      getPage(`console: ${slug === 'smart-goals' ? 'view' : 'change'} ${slug}` as PageName, `/admin/${slug}/${rowOf(slug)}/change/`),
    ),
    getPage('console: add mentoring-relations', '/admin/mentoring-relations/add/'),
    getPage('console: history of a mentee', `${edits[0].path.replace(/change\/$/, '')}history/`),
    getPage('console: export courses as CSV', '/admin/courses/export/'),
    getPage('console: filter mentoring-relations by status', '/admin/mentoring-relations/?status=matched'),
    getPage('console: delete confirmation of a mentor', `/admin/mentors/${rowOf('mentors')}/delete/`),
    getPage('console: list users', '/admin/users/', 'admins'),
    getPage('console: list api-tokens', '/admin/api-tokens/', 'admins'),
    {
      page: 'console: save a mentee (POST)',
      path: edits[0].path,
      expect: 302,
      requests: (user, i) =>
        edits[i].bodies.map((body) => ({
          method: 'POST',
          path: edits[i].path,
          headers: { cookie: user.cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
          body,
        })),
      reset: async () => void (await Promise.all(edits.map((e) => e.reset()))),
    },
    getPage('console: log', '/admin/log/'),
  ];

  const pages: ConsolePageFigures[] = [];
  for (const load of loads) {
    if (!chosen.includes(load.page)) continue;
    o.log(`bench: ${load.page} (${load.path})…`);
    // A cheap page first: it is answered once the service has finished the previous page's
    // last requests (those in flight when the load stopped).
    await get('/admin/feedback-rounds/');
    const alone: number[] = [];
    let kB = 0;
    while (alone.length < 5 && !(alone.length && alone[0] > ALONE_LIMIT_MS)) {
      const started = performance.now();
      const path = load.nextPath?.() ?? load.path;
      const res = await fetch(`${base}${path}`, { headers: path === '/admin/login/' ? {} : { cookie: first.cookie } });
      kB = Number(((await res.arrayBuffer()).byteLength / 1024).toFixed(1));
      alone.push(Math.round((performance.now() - started) * 10) / 10);
    }
    const aloneMs = alone.sort((a, b) => a - b)[alone.length >> 1];
    if (alone.length === 1) {
      o.log(`bench: ${load.page}: one request alone took ${aloneMs} ms; not loaded by ${USERS} users`);
      pages.push({
        page: load.page,
        path: load.path,
        kB,
        aloneMs,
        loaded: false,
        requests: 1,
        reqPerSec: 0,
        p50ms: aloneMs,
        p99ms: aloneMs,
        maxMs: aloneMs,
        statuses: {},
        unexpected: 0,
        errors: 0,
        meetsTarget: false,
      });
      continue;
    }
    const run = async (duration: number) => {
      await load.reset?.();
      let next = 0;
      return autocannon({
        url: base,
        connections: users.length,
        pipelining: 1,
        duration,
        timeout: 30,
        setupClient: (client) => {
          const i = next++ % users.length;
          client.setRequests(load.requests(users[i], i));
        },
      });
    };
    // Each run stops with up to 8 requests still being answered: the next starts once they are.
    const settle = (r: autocannon.Result) => new Promise((resolve) => setTimeout(resolve, Math.min(r.latency.max, 30_000)));
    await settle(await run(WARM_UP_SECONDS));
    const r = await run(o.duration);
    await settle(r);
    const statuses: Record<string, number> = Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
    );
    const unexpected = Object.entries(statuses).reduce((n, [code, count]) => n + (Number(code) === load.expect ? 0 : count), 0);
    const errors = r.errors + r.timeouts;
    pages.push({
      page: load.page,
      path: load.path,
      kB,
      aloneMs,
      loaded: true,
      requests: r.requests.total,
      reqPerSec: Math.round(r.requests.average),
      p50ms: r.latency.p50,
      p99ms: r.latency.p99,
      maxMs: r.latency.max,
      statuses,
      unexpected,
      errors,
      meetsTarget: r.latency.p99 <= CONSOLE_TARGET_P99_MS && errors === 0 && unexpected === 0,
    });
  }
  await Promise.all(edits.map((e) => e.reset()));
  return {
    users: USERS,
    connections: users.length,
    durationSeconds: o.duration,
    warmUpSeconds: WARM_UP_SECONDS,
    targetP99Ms: CONSOLE_TARGET_P99_MS,
    signInMs: users.map((u) => u.signInMs),
    pages,
  };
}
