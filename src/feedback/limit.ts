// The public pages' per-address limit (design §11). Anyone may open them, so each client
// address has a budget of requests a minute, every public page together: enough for a
// household or an office behind one address answering their forms (a form is a GET, perhaps
// a refused POST and a POST), far too few to flood the database with transactions. The
// tokens are 256 bits, so the limit is not what keeps them from being guessed. Fixed, not a
// setting: nobody has needed to tune it yet. Counted in the database (the budgets'
// repository), so it holds across instances and under a concurrent burst.
import type { IncomingMessage } from 'node:http';
import type { Answer } from '../pipeline/answer.js';
import type { Proxies } from '../pipeline/proxies.js';
import type { PublicPageBudgetRepository } from '../store/repositories/public-page-budgets.js';
import type { Clock } from '../time/clock.js';
import { tooManyPage } from './link-pages.js';

/** Requests a minute per client address on /feedback/… and /mail/unsubscribe/… together. */
export const PUBLIC_PAGE_LIMIT = 30;
const WINDOW_MICROS = 60_000_000n;
/** Every this many requests an instance deletes the windows that have passed. */
const FORGET_EVERY = 256;

export class PublicPageLimit {
  private taken = 0;

  constructor(
    private readonly budgets: PublicPageBudgetRepository,
    private readonly proxies: Proxies,
    private readonly clock: Clock,
  ) {}

  /** The 429 page when the client's budget is spent, else undefined (the request counted). */
  async overLimit(req: IncomingMessage): Promise<Answer | undefined> {
    const now = this.clock.nowMicros();
    if (++this.taken % FORGET_EVERY === 0) await this.budgets.forget(now - WINDOW_MICROS);
    const { requests, windowStart } = await this.budgets.take(this.proxies.clientKey(req), now, WINDOW_MICROS);
    if (requests <= PUBLIC_PAGE_LIMIT) return undefined;
    const waitMicros = windowStart + WINDOW_MICROS - now;
    return tooManyPage(Math.max(1, Math.ceil(Number(waitMicros) / 1e6)));
  }
}
