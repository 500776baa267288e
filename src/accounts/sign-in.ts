// Signing in to the console: the throttle first (a refused attempt checks no password), then
// the password, then a new session. A wrong username, a user without a password and a
// disabled user all fail as a wrong password does, in about the same time.
import type { UserRepository } from '../store/repositories/users.js';
import type { LoginThrottle } from './login-throttle.js';
import type { PasswordHasher } from './passwords.js';
import type { SessionService } from './sessions.js';

export type SignInResult = { ok: true; key: string } | { ok: false; reason: 'throttled' | 'invalid' };

export class SignIn {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionService,
  ) {}

  async attempt(typed: string, password: string, address: string): Promise<SignInResult> {
    // No username holds a NUL, which PostgreSQL's text cannot store: it is a wrong one, recorded without it.
    const username = typed.replaceAll('\0', '');
    if (await this.throttle.blocked(username, address)) return { ok: false, reason: 'throttled' };
    const user = username === typed && username.length <= 150 ? await this.users.byUsername(username) : undefined;
    const matches = await this.hasher.verify(password, user?.passwordHash);
    if (!user || !matches || !user.isActive) {
      await this.throttle.failed(username, address);
      return { ok: false, reason: 'invalid' };
    }
    const { key } = await this.sessions.start(user.id);
    return { ok: true, key };
  }
}
