// user.create, user.link, user.list, user.set-password, user.disable, user.enable and user.unlock: console accounts (design §7),
// run by the CLI itself or, while the service holds the embedded database, by the service.
import { LoginThrottle } from '../accounts/login-throttle.js';
import { PasswordHasher } from '../accounts/passwords.js';
import { AccountRefused, UserService, type UserListing } from '../accounts/users.js';
import { InvalidUsernameError } from '../accounts/usernames.js';
import type { Database } from '../store/connect.js';
import { LoginThrottleRepository } from '../store/repositories/login-throttles.js';
import { UserRepository } from '../store/repositories/users.js';
import type { Clock } from '../time/clock.js';
import { command, CommandRefused, only, type Commands } from './commands.js';

export interface UserCreated {
  id: number;
  username: string;
  role: string;
  /** The linked manager's name, when --manager was given. */
  manager?: string;
}
/** What user.link left: the manager's name and e-mail, or null (unlinked). */
export interface UserLinked {
  manager: { name: string; email: string } | null;
}
export interface UserList {
  users: UserListing[];
}
/** Whether user.unlock found a throttle to lift. */
export interface UserUnlocked {
  lifted: boolean;
}

const text = (given: Record<string, unknown>, name: string): string => {
  if (typeof given[name] !== 'string') throw new CommandRefused(`${name} must be a string`);
  return given[name];
};

function byUsername(given: Record<string, unknown>): string {
  only(given, ['username']);
  return text(given, 'username');
}

/** Account refusals are the operator's answers. */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AccountRefused || e instanceof InvalidUsernameError) throw new CommandRefused(e.message);
    throw e;
  }
}

export function userCommands(db: Database, clock: Clock, hasher: PasswordHasher): Commands {
  const users = new UserService(new UserRepository(db), hasher);
  const throttle = new LoginThrottle(new LoginThrottleRepository(db), clock);
  return new Map([
    [
      'user.create',
      command({
        parameters(given) {
          only(given, ['username', 'role', 'password', ...('manager' in given ? ['manager'] : [])]);
          const manager = given.manager === undefined ? undefined : text(given, 'manager');
          return { username: text(given, 'username'), role: text(given, 'role'), password: text(given, 'password'), manager };
        },
        run: (p: { username: string; role: string; password: string; manager?: string }): Promise<UserCreated> =>
          refusing(async () => {
            // The manager is found first: an unknown address makes no user.
            const manager = p.manager === undefined ? undefined : await users.managerByEmail(p.manager);
            const created = await users.create(p.username, p.role, p.password, undefined, manager?.id ?? null);
            return manager ? { ...created, manager: manager.name } : created;
          }),
      }),
    ],
    [
      'user.link',
      command({
        parameters(given) {
          only(given, ['username', 'manager']);
          return { username: text(given, 'username'), manager: given.manager === null ? null : text(given, 'manager') };
        },
        run: (p: { username: string; manager: string | null }): Promise<UserLinked> =>
          refusing(async () => {
            const m = await users.link(p.username, p.manager);
            return { manager: m && { name: m.name, email: m.email } };
          }),
      }),
    ],
    [
      'user.list',
      command({
        parameters: (given) => only(given, []),
        run: async (): Promise<UserList> => ({ users: await users.list() }),
      }),
    ],
    [
      'user.set-password',
      command({
        parameters(given) {
          only(given, ['username', 'password']);
          return { username: text(given, 'username'), password: text(given, 'password') };
        },
        run: (p: { username: string; password: string }) => refusing(async () => (await users.setPassword(p.username, p.password), {})),
      }),
    ],
    [
      'user.disable',
      command({
        parameters: byUsername,
        run: (username: string) => refusing(async () => (await users.disable(username), {})),
      }),
    ],
    [
      'user.enable',
      command({
        parameters: byUsername,
        run: (username: string) => refusing(async () => (await users.enable(username), {})),
      }),
    ],
    [
      'user.unlock',
      command({
        parameters: byUsername,
        // Any username: the throttle counts typed names, so one that no user has may be throttled too.
        run: async (username: string): Promise<UserUnlocked> => ({ lifted: await throttle.unlock(username) }),
      }),
    ],
  ]);
}
