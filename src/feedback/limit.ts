// The public pages' per-address limit (design §11). Anyone may open them, so each client
// address has a budget of requests a minute, every public page together: enough for a
// household or an office behind one address answering their forms (a form is a GET, perhaps
// a refused POST and a POST), far too few to flood the database with transactions. The
// tokens are 256 bits, so the limit is not what keeps them from being guessed. Fixed, not a
// setting: nobody has needed to tune it yet. Per instance, as every rate limit of the service
// (design §9): N instances allow N times the budget.
import type { IncomingMessage } from 'node:http';
import type { Answer } from '../pipeline/answer.js';
import { ApiError } from '../pipeline/errors.js';
import type { Proxies } from '../pipeline/proxies.js';
import { RateThrottle } from '../pipeline/throttling.js';
import { tooManyPage } from './link-pages.js';

/** Requests a minute per client address on /feedback/… and /mail/unsubscribe/… together. */
export const PUBLIC_PAGE_LIMIT = 30;

export function publicPageThrottle(nowMs: () => number): RateThrottle {
  return new RateThrottle(PUBLIC_PAGE_LIMIT, nowMs);
}

/** The 429 page when the client's budget is spent, else undefined (the request counted). */
export function overLimit(limit: RateThrottle, proxies: Proxies, req: IncomingMessage): Answer | undefined {
  try {
    limit.check(proxies.clientKey(req));
    return undefined;
  } catch (e) {
    if (e instanceof ApiError && e.status === 429) return tooManyPage(Number(e.headers['Retry-After'] ?? 60));
    throw e;
  }
}
