// `user create USERNAME --role ROLE [--manager EMAIL]`, `user list`, `user set-password USERNAME`,
// `user disable USERNAME`, `user enable USERNAME`, `user unlock USERNAME`,
// `user link USERNAME MANAGER_EMAIL|--none`: console accounts (design §7), run where the database is
// (control.ts). A password is read from standard input, its first line, as
// `docker login --password-stdin`: never from the command line, where `ps` shows it.
import type { Readable } from 'node:stream';
import { isRole } from '../accounts/users.js';
import type { Config } from '../config.js';
import type { ControlRequest } from '../control/protocol.js';
import type { UserCreated, UserLinked, UserList, UserUnlocked } from '../control/user-commands.js';
import { runControlRequest } from './control.js';
import { printTable } from './table.js';
import type { CommandSpec } from './args.js';
import type { CliIo } from './io.js';

export type UserCommand =
  | { action: 'create'; username: string; role: string; manager?: string }
  | { action: 'link'; username: string; manager: string | null }
  | { action: 'list' }
  | { action: 'set-password'; username: string }
  | { action: 'disable' | 'enable'; username: string }
  | { action: 'unlock'; username: string };

/** `user create`, `user list`, `user set-password`, `user disable`, `user enable`, `user unlock`: their arguments and help. */
export const USER_COMMANDS: CommandSpec<UserCommand>[] = [
  {
    name: 'user create',
    args: 'USERNAME --role admin|manager|viewer',
    help: `make a console account; its password is the first line of
standard input (printf '%s\\n' "$PASSWORD" | npm run cli -- …);
--manager EMAIL links it to that manager (see user link)`,
    options: { role: { type: 'string' }, manager: { type: 'string' } },
    make: ({ role, manager }, names) => {
      if (names.length !== 1 || typeof role !== 'string') return 'user create: expected USERNAME --role admin|manager|viewer';
      if (!isRole(role)) return `user create: --role is admin, manager or viewer, got ${JSON.stringify(role)}`;
      if (manager === '') return "user create: --manager needs a manager's e-mail address";
      return { action: 'create', username: names[0], role, ...(typeof manager === 'string' ? { manager } : {}) };
    },
  },
  {
    name: 'user list',
    help: 'list the users: id, name, role, active, has a password',
    make: (_, args) => (args.length === 0 ? { action: 'list' } : 'user list: takes no arguments'),
  },
  {
    name: 'user set-password',
    args: 'USERNAME',
    help: 'set a password (from standard input); signs the user out',
    make: (_, args) => (args.length === 1 ? { action: 'set-password', username: args[0] } : 'user set-password: expected one USERNAME'),
  },
  {
    name: 'user disable',
    args: 'USERNAME',
    help: `sign the user out everywhere, refuse their sign-ins and revoke
their API tokens for good (while the service runs too)`,
    make: (_, args) => (args.length === 1 ? { action: 'disable', username: args[0] } : 'user disable: expected one USERNAME'),
  },
  {
    name: 'user enable',
    args: 'USERNAME',
    help: `let a disabled user sign in again; their old API tokens stay
revoked (make new ones with \`token create\`)`,
    make: (_, args) => (args.length === 1 ? { action: 'enable', username: args[0] } : 'user enable: expected one USERNAME'),
  },
  {
    name: 'user unlock',
    args: 'USERNAME',
    help: `lift the sign-in throttle on USERNAME, from every address
(its failed attempts are forgotten; while the service runs too)`,
    make: (_, args) => (args.length === 1 ? { action: 'unlock', username: args[0] } : 'user unlock: expected one USERNAME'),
  },
  {
    name: 'user link',
    args: 'USERNAME MANAGER_EMAIL|--none',
    help: `link the user to the manager with that e-mail address: the
console's home page opens on that manager's work; --none
removes the link`,
    options: { none: { type: 'boolean' } },
    make: ({ none }, args) => {
      if (none === true)
        return args.length === 1 ? { action: 'link', username: args[0], manager: null } : 'user link: expected USERNAME --none';
      return args.length === 2 && args[1] !== ''
        ? { action: 'link', username: args[0], manager: args[1] }
        : 'user link: expected USERNAME MANAGER_EMAIL (or USERNAME --none)';
    },
  },
];

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

const DONE = { 'set-password': 'has a new password', disable: 'disabled', enable: 'enabled' } as const;

export async function runUser(command: UserCommand, config: Config, io: CliIo): Promise<number> {
  let req: ControlRequest;
  if (command.action === 'create' || command.action === 'set-password') {
    const password = await readFirstLine(io.stdin);
    if (password === undefined) {
      io.stderr.write(`user ${command.action}: no password: give it as the first line of standard input\n`);
      return 1;
    }
    req =
      command.action === 'create'
        ? {
            command: 'user.create',
            username: command.username,
            role: command.role,
            password,
            ...(command.manager === undefined ? {} : { manager: command.manager }),
          }
        : { command: 'user.set-password', username: command.username, password };
  } else if (command.action === 'link') {
    req = { command: 'user.link', username: command.username, manager: command.manager };
  } else {
    req = command.action === 'list' ? { command: 'user.list' } : { command: `user.${command.action}`, username: command.username };
  }
  const response = await runControlRequest(req, config, io);
  if (!response.ok) {
    io.stderr.write(`user ${command.action}: ${response.error}\n`);
    return 1;
  }
  if (command.action === 'create') {
    const u = response.result as UserCreated;
    const linked = u.manager === undefined ? '' : `, linked to manager ${u.manager}`;
    io.stdout.write(`user create: user ${u.id} ${u.username} (${u.role})${linked}; sign in at /admin/\n`);
  } else if (command.action === 'link') {
    const { manager } = response.result as UserLinked;
    io.stdout.write(
      manager
        ? `user link: ${command.username} is linked to manager ${manager.name} <${manager.email}>\n`
        : `user link: ${command.username} is linked to no manager\n`,
    );
  } else if (command.action === 'list') {
    const rows = (response.result as UserList).users.map((u) => [
      String(u.id),
      u.username,
      u.role,
      u.isActive ? 'yes' : 'no',
      u.hasPassword ? 'yes' : 'no',
    ]);
    printTable(io.stdout, ['ID', 'USERNAME', 'ROLE', 'ACTIVE', 'PASSWORD'], rows);
  } else if (command.action === 'unlock') {
    const { lifted } = response.result as UserUnlocked;
    io.stdout.write(`user unlock: ${command.username} ${lifted ? 'may sign in again from every address' : 'was not throttled'}\n`);
  } else {
    io.stdout.write(`user ${command.action}: ${command.username} ${DONE[command.action]}\n`);
  }
  return 0;
}
