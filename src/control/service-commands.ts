// Every command of the control socket: what a running service takes, and what the CLI runs
// itself when it owns the database.
import { PasswordHasher } from '../accounts/passwords.js';
import type { Database } from '../store/connect.js';
import type { Clock } from '../time/clock.js';
import { tokenCommands, type Commands } from './commands.js';
import { userCommands } from './user-commands.js';

export function serviceCommands(db: Database, clock: Clock, hasher: PasswordHasher): Commands {
  return new Map([...tokenCommands(db, clock), ...userCommands(db, clock, hasher)]);
}
