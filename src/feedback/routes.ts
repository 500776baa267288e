// The public pages (design §11): the feedback form and the unsubscribe link, beside the
// collections and the console and apart from both.
import type { FeedbackContext } from './context.js';
import { feedbackFormRoute } from './form.js';
import type { PublicRoute } from './route.js';
import { unsubscribeRoute } from './unsubscribe.js';

export type { FeedbackContext } from './context.js';
export { PublicPageLimit } from './limit.js';

export function feedbackRoutes(ctx: FeedbackContext): PublicRoute[] {
  return [feedbackFormRoute(ctx), unsubscribeRoute(ctx)];
}
