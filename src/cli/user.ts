// `user create USERNAME --role ROLE`, `user list`, `user set-password USERNAME`,
// `user disable USERNAME`: console accounts (design §7), run where the database is
// (control.ts). A password is read from standard input, its first line, as
// `docker login --password-stdin`: never from the command line, where `ps` shows it.
import type { Readable } from 'node:stream';
import { isRole } from '../accounts/users.js';
import type { Config } from '../config.js';
import type { ControlRequest } from '../control/protocol.js';
import type { UserCreated, UserList } from '../control/user-commands.js';
import { runControlRequest } from './control.js';
import { printTable } from './table.js';

export type UserCommand =
  | { action: 'create'; username: string; role: string }
  | { action: 'list' }
  | { action: 'set-password'; username: string }
  | { action: 'disable'; username: string };

export const USER_USAGE = `  user create USERNAME --role admin|manager|viewer
                           make a console account; its password is the first line of
                           standard input (printf '%s\\n' "$PASSWORD" | npm run cli -- …)
  user list                list the users: id, name, role, active, has a password
  user set-password USERNAME
                           set a password (from standard input); signs the user out
  user disable USERNAME    sign the user out everywhere and refuse their sign-ins and
                           API tokens (while the service runs too)`;

/** The arguments after `user`, or a usage message. */
export function parseUser([action, ...args]: string[]): UserCommand | string {
  if (action === 'create') {
    let role: string | undefined;
    const names: string[] = [];
    for (let i = 0; i < args.length; i++) {
      if (args[i] === '--role' && i + 1 < args.length) role = args[++i];
      else if (args[i].startsWith('--role=')) role = args[i].slice('--role='.length);
      else if (args[i].startsWith('-')) return `user create: unknown option ${args[i]}`;
      else names.push(args[i]);
    }
    if (names.length !== 1 || role === undefined) return 'user create: expected USERNAME --role admin|manager|viewer';
    if (!isRole(role)) return `user create: --role is admin, manager or viewer, got ${JSON.stringify(role)}`;
    return { action, username: names[0], role };
  }
  if (action === 'list' && args.length === 0) return { action };
  if ((action === 'set-password' || action === 'disable') && args.length === 1 && !args[0].startsWith('-'))
    return { action, username: args[0] };
  return action ? `user ${action}: wrong arguments` : 'user: expected create, list, set-password or disable';
}

/** The first line of `input` (without its line ending); undefined when there is none. */
export async function readFirstLine(input: Readable, maxBytes = 4096): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    const newline = chunk.indexOf(0x0a);
    chunks.push(newline === -1 ? chunk : chunk.subarray(0, newline));
    bytes += chunk.length;
    if (newline !== -1 || bytes > maxBytes) break;
  }
  if (!chunks.length) return undefined;
  const line = Buffer.concat(chunks).toString('utf8').replace(/\r$/, '');
  return line.length ? line : undefined;
}

export async function runUser(command: UserCommand, config: Config, stdin: Readable): Promise<number> {
  let req: ControlRequest;
  if (command.action === 'create' || command.action === 'set-password') {
    const password = await readFirstLine(stdin);
    if (password === undefined) {
      process.stderr.write(`user ${command.action}: no password: give it as the first line of standard input\n`);
      return 1;
    }
    req =
      command.action === 'create'
        ? { command: 'user.create', username: command.username, role: command.role, password }
        : { command: 'user.set-password', username: command.username, password };
  } else {
    req = command.action === 'list' ? { command: 'user.list' } : { command: 'user.disable', username: command.username };
  }
  const response = await runControlRequest(req, config);
  if (!response.ok) {
    process.stderr.write(`user ${command.action}: ${response.error}\n`);
    return 1;
  }
  if (command.action === 'create') {
    const u = response.result as UserCreated;
    process.stdout.write(`user create: user ${u.id} ${u.username} (${u.role}); sign in at /admin/\n`);
  } else if (command.action === 'list') {
    const rows = (response.result as UserList).users.map((u) => [
      String(u.id),
      u.username,
      u.role,
      u.isActive ? 'yes' : 'no',
      u.hasPassword ? 'yes' : 'no',
    ]);
    printTable(['ID', 'USERNAME', 'ROLE', 'ACTIVE', 'PASSWORD'], rows);
  } else {
    process.stdout.write(
      `user ${command.action}: ${command.username} ${command.action === 'disable' ? 'disabled' : 'has a new password'}\n`,
    );
  }
  return 0;
}
