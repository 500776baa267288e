// Signing in to a started service's console over HTTP, as a browser does: the login form's
// CSRF cookie, then the form posted with it.
import { checkedFetch } from './listening.js';

/** The session id the service gives `username`, or undefined when it refuses. `url` ends with a slash. */
export async function signInOverHttp(url: string, username: string, password: string): Promise<string | undefined> {
  const form = await checkedFetch(`${url}admin/login/`);
  const csrf = /csrftoken=([0-9a-f]{64})/.exec(form.headers.get('set-cookie') ?? '')![1];
  const res = await checkedFetch(`${url}admin/login/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${csrf}` },
    body: new URLSearchParams({ csrfmiddlewaretoken: csrf, username, password }).toString(),
  });
  return /sessionid=([0-9a-f]{64})/.exec(res.headers.get('set-cookie') ?? '')?.[1];
}
