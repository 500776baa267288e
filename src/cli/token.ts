// `token create USERNAME`, `token list`, `token revoke ID`: API tokens, run where the
// database is (control.ts: here, or in the running service that holds it).
import type { Config } from '../config.js';
import type { TokenCreated, TokenList, TokenRevoked } from '../control/commands.js';
import type { ControlRequest } from '../control/protocol.js';
import { runControlRequest } from './control.js';
import { printTable } from './table.js';
import type { CommandSpec } from './args.js';
import type { CliIo } from './io.js';

export type TokenCommand = { action: 'create'; username: string } | { action: 'list' } | { action: 'revoke'; id: number };

/** `token create`, `token list`, `token revoke`: their arguments and help. */
export const TOKEN_COMMANDS: CommandSpec<TokenCommand>[] = [
  {
    name: 'token create',
    args: 'USERNAME',
    help: `make an API token for USERNAME (the user is created if new);
the token is printed once, on standard output, and only its
hash is kept`,
    make: (_, [username, ...extra]) =>
      username !== undefined && extra.length === 0 ? { action: 'create', username } : 'token create: expected one USERNAME',
  },
  {
    name: 'token list',
    help: 'list the tokens: id, user, first characters, created',
    make: (_, args) => (args.length === 0 ? { action: 'list' } : 'token list: takes no arguments'),
  },
  {
    name: 'token revoke',
    args: 'ID',
    help: `delete a token; requests using it are refused at once
(while the service runs too: through its control socket)`,
    make: (_, args) => {
      if (args.length !== 1) return 'token revoke: expected one ID';
      if (!/^[1-9][0-9]{0,9}$/.test(args[0]) || Number(args[0]) > 2 ** 31 - 1)
        return `token revoke: ID must be a token id from \`token list\`, got ${JSON.stringify(args[0])}`;
      return { action: 'revoke', id: Number(args[0]) };
    },
  },
];

const request = (command: TokenCommand): ControlRequest =>
  command.action === 'create'
    ? { command: 'token.create', username: command.username }
    : command.action === 'list'
      ? { command: 'token.list' }
      : { command: 'token.revoke', id: command.id };

/** Runs a token command, here or in the running service; prints its output; the exit status. */
export async function runToken(command: TokenCommand, config: Config, io: CliIo): Promise<number> {
  const response = await runControlRequest(request(command), config, io);
  if (!response.ok) {
    io.stderr.write(`token ${command.action}: ${response.error}\n`);
    return 1;
  }
  print(command, response.result, io);
  return 0;
}

function print(command: TokenCommand, result: unknown, io: CliIo): void {
  if (command.action === 'create') {
    const created = result as TokenCreated;
    // The key alone on standard output (for scripts); what it is, on standard error.
    io.stdout.write(`${created.key}\n`);
    io.stderr.write(
      `token create: token ${created.id} for ${created.user.username} (user ${created.user.id}); ` +
        'it is shown only this once: send it as "Authorization: Token <key>"\n',
    );
  } else if (command.action === 'list') {
    const rows = (result as TokenList).tokens.map((t) => [String(t.id), t.username, String(t.userId), `${t.keyPrefix}…`, t.createdAt]);
    printTable(io.stdout, ['ID', 'USER', 'USER ID', 'KEY', 'CREATED (UTC)'], rows);
  } else {
    io.stdout.write(`token revoke: token ${(result as TokenRevoked).id} revoked\n`);
  }
}
