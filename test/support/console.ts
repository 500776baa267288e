// A browser's part in console tests: a cookie jar, the CSRF token of the last page, and
// forms posted as a browser posts them (urlencoded), all through the real app and database.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { users } from '../../src/store/schema.js';
import type { Database } from '../../src/store/connect.js';
import { CHEAP_HASHER } from './app.js';

export const PASSWORD = 'correct horse battery';

export async function addUser(db: Database, username: string, role: 'admin' | 'manager' | 'viewer', password = PASSWORD): Promise<number> {
  const [row] = await db.orm
    .insert(users)
    .values({ username, role, passwordHash: await CHEAP_HASHER.hash(password) })
    .returning({ id: users.id });
  return row.id;
}

const TOKEN_FIELD = /name="csrfmiddlewaretoken" value="([0-9a-f]{64})"/;

export class Browser {
  readonly cookies = new Map<string, string>();
  /** The CSRF token of the last page that had a form. */
  csrf = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly headers: Record<string, string> = {},
    /** The address the browser's requests come from (light-my-request's default otherwise). */
    private readonly remoteAddress?: string,
  ) {}

  private from(): { remoteAddress?: string } {
    return this.remoteAddress === undefined ? {} : { remoteAddress: this.remoteAddress };
  }

  private cookieHeader(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }

  private keep(res: LightMyRequestResponse): LightMyRequestResponse {
    const set = res.headers['set-cookie'];
    for (const line of set === undefined ? [] : Array.isArray(set) ? set : [set]) {
      const [pair, ...attributes] = line.split('; ');
      const eq = pair.indexOf('=');
      if (attributes.includes('Max-Age=0')) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const token = TOKEN_FIELD.exec(res.body);
    if (token) this.csrf = token[1];
    return res;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.app.inject({ ...this.from(), method: 'GET', url, headers: { ...this.headers, ...this.cookieHeader(), ...headers } }),
    );
  }

  /** Posts the fields, with the page's CSRF token unless the fields name one. */
  async post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const body = new URLSearchParams({ csrfmiddlewaretoken: this.csrf, ...fields }).toString();
    return this.keep(
      await this.app.inject({
        ...this.from(),
        method: 'POST',
        url,
        payload: body,
        headers: { ...this.headers, ...this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      }),
    );
  }

  /** Posts an urlencoded body as written (a name may repeat), the page's CSRF token first. */
  async postRaw(url: string, body: string): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.app.inject({
        ...this.from(),
        method: 'POST',
        url,
        payload: `csrfmiddlewaretoken=${encodeURIComponent(this.csrf)}&${body}`,
        headers: { ...this.headers, ...this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
  }

  /** Opens the login page and signs in; expects it to work. */
  async signIn(username: string, password = PASSWORD): Promise<this> {
    await this.get('/admin/login/');
    const res = await this.post('/admin/login/', { username, password, next: '/admin/' });
    if (res.statusCode !== 302) throw new Error(`sign-in as ${username} answered ${res.statusCode}`);
    await this.get('/admin/');
    return this;
  }
}
