// Console accounts (design §10): made by the CLI's `user` commands or by an admin in the
// console; a role each (admin, manager, viewer), a password hash, an active flag.
import { USER_ROLES } from '../store/schema.js';
import type { Audited, Role, UserListing, UserRepository } from '../store/repositories/users.js';
import { passwordProblem, type PasswordHasher } from './passwords.js';
import { checkUsername } from './usernames.js';

export type { Role, UserListing };
export const ROLES = USER_ROLES;

export function isRole(s: unknown): s is Role {
  return (ROLES as readonly unknown[]).includes(s);
}

/** A request the accounts refuse; its message is the answer (CLI or form). */
export class AccountRefused extends Error {}

export class UserService {
  constructor(
    private readonly repo: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async create(username: string, role: string, password: string, audited?: Audited): Promise<{ id: number; username: string; role: Role }> {
    checkUsername(username);
    if (!isRole(role)) throw new AccountRefused(`a role is one of ${ROLES.join(', ')}; got ${JSON.stringify(role)}`);
    this.checkPassword(password, username);
    const created = await this.repo.create({ username, role, passwordHash: await this.hasher.hash(password) }, audited);
    if (!created) throw new AccountRefused(`a user named ${JSON.stringify(username)} already exists`);
    return { id: created.id, username, role };
  }

  list(): Promise<UserListing[]> {
    return this.repo.list();
  }

  /** Sets the password and signs the user out everywhere. */
  async setPassword(username: string, password: string, audited?: Audited): Promise<void> {
    this.checkPassword(password, username);
    if (!(await this.repo.setPassword(username, await this.hasher.hash(password), audited)))
      throw new AccountRefused(`there is no user named ${JSON.stringify(username)}`);
  }

  /** A user's role and whether they are active, if unchanged since `seen` (see UserRepository.change). */
  change(id: number, seen: { role: Role; isActive: boolean }, next: { role: Role; isActive: boolean }, audited: Audited) {
    return this.repo.change(id, seen, next, audited);
  }

  /** Disables the user: signed out everywhere, no sign-in, API tokens revoked for good. */
  async disable(username: string, audited?: Audited): Promise<void> {
    if (!(await this.repo.disable(username, audited))) throw new AccountRefused(`there is no user named ${JSON.stringify(username)}`);
  }

  /** Lets a disabled user sign in again (with no API token: disabling revoked them). */
  async enable(username: string, audited?: Audited): Promise<void> {
    if (!(await this.repo.enable(username, audited))) throw new AccountRefused(`there is no user named ${JSON.stringify(username)}`);
  }

  private checkPassword(password: string, username: string): void {
    const problem = passwordProblem(password, username);
    if (problem) throw new AccountRefused(problem);
  }
}
