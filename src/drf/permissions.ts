// ACCESS_POLICY (design §6) as DRF permission classes: `open` is AllowAny (what the spec
// shows), `token-writes` is IsAuthenticatedOrReadOnly, `token` is IsAuthenticated.
// As in DRF, permissions are checked before the method is: a PUT without a token under
// `token-writes` is a 401, not a 405.
import type { AccessPolicy } from '../config.js';
import type { User } from './authentication.js';
import { errors } from '../pipeline/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isPermitted(policy: AccessPolicy, method: string, user: User | null): boolean {
  if (user || policy === 'open') return true;
  return policy === 'token-writes' && SAFE_METHODS.has(method);
}

/** DRF's NotAuthenticated (with its WWW-Authenticate) when the policy refuses the request. */
export function checkPermission(policy: AccessPolicy, method: string, user: User | null): void {
  if (!isPermitted(policy, method, user)) throw errors.notAuthenticated();
}
