// Signing in to the console (issue 29, docs/security.md): a place among the password checks
// in flight (refused at once when they are all taken), then the attempt's place in the
// throttle's budgets (refused, checking no password, when one is spent), then the
// password, then a new session. A wrong username, a user without a password and a
// disabled user all fail as a wrong password does, in about the same time.
import type { UserRepository } from '../store/repositories/users.js';
import type { LoginThrottle } from './login-throttle.js';
import type { PasswordHasher } from './passwords.js';
import type { SessionService } from './sessions.js';

export type SignInResult =
  | { ok: true; key: string }
  | { ok: false; reason: 'invalid' }
  /** Refused before any password was checked, for `retryAfterSeconds`. */
  | { ok: false; reason: 'throttled' | 'busy'; retryAfterSeconds: number };

/** How long a client refused for a full queue of checks is asked to wait. */
const BUSY_RETRY_SECONDS = 1;

export class SignIn {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
  ) {}

  /** `address`: the client's key for limits (pipeline/addresses.ts). */
  async attempt(typed: string, password: string, address: string): Promise<SignInResult> {
    // No username holds a NUL, which PostgreSQL's text cannot store: it is a wrong one, counted without it.
    const username = typed.replaceAll('\0', '');
    const check = this.hasher.admit();
    if (!check) return { ok: false, reason: 'busy', retryAfterSeconds: BUSY_RETRY_SECONDS };
    try {
      const admission = await this.throttle.admit(username, address);
      if (!admission.ok)
        return { ok: false, reason: 'throttled', retryAfterSeconds: Math.max(1, Math.ceil(Number(admission.retryAfterMicros) / 1e6)) };
      const user = username === typed && username.length <= 150 ? await this.users.byUsername(username) : undefined;
      const matches = await check.verify(password, user?.passwordHash);
      if (!user || !matches || !user.isActive) return { ok: false, reason: 'invalid' };
      await this.throttle.succeeded(admission.reservation);
      const { key } = await this.sessions.start(user.id);
      return { ok: true, key };
    } finally {
      check.release();
    }
  }
}
