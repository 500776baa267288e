// Console accounts (design §10): made by the CLI's `user` commands or by an admin in the
// console; a role each (admin, manager, viewer), a password hash, an active flag.
import { USER_ROLES } from '../store/schema.js';
import type { Audited, ManagerChoice, Role, UserListing, UserRepository } from '../store/repositories/users.js';
import { passwordProblem, type PasswordHasher } from './passwords.js';
import { checkUsername } from './usernames.js';

export type { ManagerChoice, Role, UserListing };
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

  /** A new user, linked to the manager `managerId` when given (the home page opens on their work). */
  async create(
    username: string,
    role: string,
    password: string,
    audited?: Audited,
    managerId: number | null = null,
  ): Promise<{ id: number; username: string; role: Role }> {
    checkUsername(username);
    if (!isRole(role)) throw new AccountRefused(`a role is one of ${ROLES.join(', ')}; got ${JSON.stringify(role)}`);
    this.checkPassword(password, username);
    const created = await this.repo.create({ username, role, passwordHash: await this.hasher.hash(password), managerId }, audited);
    if (!created) throw new AccountRefused(`a user named ${JSON.stringify(username)} already exists`);
    return { id: created.id, username, role };
  }

  list(): Promise<UserListing[]> {
    return this.repo.list();
  }

  /** The one manager with this e-mail address (any case); refused when none or several have it. */
  async managerByEmail(email: string): Promise<ManagerChoice> {
    const found = await this.repo.managersByEmail(email.trim());
    if (found.length === 0) throw new AccountRefused(`there is no manager with the e-mail ${JSON.stringify(email)}`);
    if (found.length > 1)
      throw new AccountRefused(
        `${found.length} of them have the e-mail ${JSON.stringify(email)} (ids ${found.map((m) => m.id).join(', ')}): link in the console`,
      );
    return found[0];
  }

  /** Links a user to the manager with this e-mail address, or unlinks them (null). */
  async link(username: string, managerEmail: string | null, audited?: Audited): Promise<ManagerChoice | null> {
    const manager = managerEmail === null ? null : await this.managerByEmail(managerEmail);
    if (!(await this.repo.link(username, manager?.id ?? null, audited)))
      throw new AccountRefused(`there is no user named ${JSON.stringify(username)}`);
    return manager;
  }

  /** Every manager by name: the user form's choice. */
  managerChoices(): Promise<ManagerChoice[]> {
    return this.repo.managerChoices();
  }

  /** The manager a user is linked to, if any. */
  managerOf(userId: number): Promise<{ id: number; name: string } | undefined> {
    return this.repo.managerOf(userId);
  }

  /** Sets the password and signs the user out everywhere. */
  async setPassword(username: string, password: string, audited?: Audited): Promise<void> {
    this.checkPassword(password, username);
    if (!(await this.repo.setPassword(username, await this.hasher.hash(password), audited)))
      throw new AccountRefused(`there is no user named ${JSON.stringify(username)}`);
  }

  /** A user's role and whether they are active, if unchanged since `seen` (see UserRepository.change). */
  change(
    id: number,
    seen: { role: Role; isActive: boolean; managerId?: number | null },
    next: { role: Role; isActive: boolean; managerId?: number | null },
    audited: Audited,
  ) {
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
