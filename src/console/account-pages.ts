// What the accounts' pages (users and API tokens, admins only, design §10) share: their
// breadcrumbs, who a change is audited as, and the user a path names.
import type { UserListing } from '../accounts/users.js';
import type { Answer } from '../pipeline/answer.js';
import { microsToUtcIso } from '../time/iso.js';
import type { ConsoleContext } from './context.js';
import { html } from '../http/html.js';
import { idParam, pageAnswer } from './http.js';
import { page } from './layout.js';
import type { ConsoleRequest } from './route.js';

/** Home, then the accounts' page, then (when given) the page under it. */
export const crumbs = (label: string, href?: string, last?: string) => [
  { label: 'Home', href: '/admin/' },
  last === undefined ? { label } : { label, href },
  ...(last === undefined ? [] : [{ label: last }]),
];

/** Who makes the change and when, as the accounts' services audit it. */
export const audited = (ctx: ConsoleContext, r: ConsoleRequest) => ({
  who: { userId: r.session.userId, username: r.session.username },
  now: microsToUtcIso(ctx.clock.nowMicros()),
});

/** The user the path names, as the accounts' list has them. */
export async function namedUser(ctx: ConsoleContext, r: ConsoleRequest): Promise<UserListing | undefined> {
  const id = idParam(r.exchange.params.id);
  return (await ctx.reads.users()).find((x) => x.id === id);
}

export const noSuchUser = (r: ConsoleRequest): Answer =>
  pageAnswer(404, page({ title: 'Not found', user: r.session, content: html`<p>There is no such user.</p>` }));
