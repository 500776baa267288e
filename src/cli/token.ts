// `token create USERNAME`, `token list`, `token revoke ID`: API tokens.
//
// On the embedded database a running service holds DATA_DIR locked; the command then goes
// to that service over its control socket (src/control/), which runs it on its own
// database, so that it takes effect there at once (a revoked token is refused by the very
// next request). Otherwise (DATA_DIR free, or a PostgreSQL server) the CLI runs it itself,
// with the same commands: the output is the same either way.
import type { Config } from '../config.js';
import { openDatabase } from '../store/connect.js';
import { DataDirLockedError } from '../store/lock.js';
import { migrate } from '../store/migrate.js';
import { runCommand, tokenCommands, type TokenCreated, type TokenList, type TokenRevoked } from '../control/commands.js';
import { ControlUnreachableError, sendControlRequest } from '../control/client.js';
import type { ControlRequest, ControlResponse } from '../control/protocol.js';
import { systemClock } from '../time/clock.js';

export type TokenCommand = { action: 'create'; username: string } | { action: 'list' } | { action: 'revoke'; id: number };

export const TOKEN_USAGE = `  token create USERNAME    make an API token for USERNAME (the user is created if new);
                           the token is printed once, on standard output, and only its
                           hash is kept
  token list               list the tokens: id, user, first characters, created
  token revoke ID          delete a token; requests using it are refused at once
                           (while the service runs too: through its control socket)`;

/** The arguments after `token`, or a usage message. */
export function parseToken([action, ...args]: string[]): TokenCommand | string {
  if (action === 'create' && args.length === 1) return { action, username: args[0] };
  if (action === 'list' && args.length === 0) return { action };
  if (action === 'revoke' && args.length === 1) {
    if (!/^[1-9][0-9]{0,9}$/.test(args[0]) || Number(args[0]) > 2 ** 31 - 1)
      return `token revoke: ID must be a token id from \`token list\`, got ${JSON.stringify(args[0])}`;
    return { action, id: Number(args[0]) };
  }
  return action ? `token ${action}: wrong arguments` : 'token: expected create, list or revoke';
}

const request = (command: TokenCommand): ControlRequest =>
  command.action === 'create'
    ? { command: 'token.create', username: command.username }
    : command.action === 'list'
      ? { command: 'token.list' }
      : { command: 'token.revoke', id: command.id };

/** Runs a token command, here or in the running service; prints its output; the exit status. */
export async function runToken(command: TokenCommand, config: Config): Promise<number> {
  const response = await execute(request(command), config);
  if (!response.ok) {
    process.stderr.write(`token ${command.action}: ${response.error}\n`);
    return 1;
  }
  print(command, response.result);
  return 0;
}

async function execute(req: ControlRequest, config: Config): Promise<ControlResponse> {
  let db;
  try {
    db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (e) {
    if (!(e instanceof DataDirLockedError)) throw e;
    return viaService(req, e);
  }
  try {
    await migrate(db);
    return await runCommand(tokenCommands(db, systemClock()), req);
  } finally {
    await db.close();
  }
}

/** DATA_DIR is held: ask its owner, which is a running service if it answers. */
async function viaService(req: ControlRequest, locked: DataDirLockedError): Promise<ControlResponse> {
  try {
    return await sendControlRequest(locked.dir, req);
  } catch (e) {
    if (!(e instanceof ControlUnreachableError)) throw e;
    const owner = `DATA_DIR ${locked.dir} is in use by another mentoring-api process${locked.pid ? ` (pid ${locked.pid} in its lock file)` : ''}`;
    // One line: the lock's owner and why it cannot take the command.
    throw new DataDirLockedError(
      e.nobody
        ? `${owner}, which takes no commands (a service still starting, or another CLI command such as import): try again once it is done`
        : `${owner}, and ${e.message}`,
      locked.dir,
      locked.pid,
    );
  }
}

function print(command: TokenCommand, result: unknown): void {
  if (command.action === 'create') {
    const created = result as TokenCreated;
    // The key alone on standard output (for scripts); what it is, on standard error.
    process.stdout.write(`${created.key}\n`);
    process.stderr.write(
      `token create: token ${created.id} for ${created.user.username} (user ${created.user.id}); ` +
        'it is shown only this once: send it as "Authorization: Token <key>"\n',
    );
  } else if (command.action === 'list') {
    const rows = (result as TokenList).tokens.map((t) => [String(t.id), t.username, String(t.userId), `${t.keyPrefix}…`, t.createdAt]);
    const table = [['ID', 'USER', 'USER ID', 'KEY', 'CREATED (UTC)'], ...rows];
    const widths = table[0].map((_, i) => table.reduce((w, r) => Math.max(w, r[i].length), 0));
    for (const r of table)
      process.stdout.write(
        `${r
          .map((c, i) => c.padEnd(widths[i]))
          .join('  ')
          .trimEnd()}\n`,
      );
  } else {
    process.stdout.write(`token revoke: token ${(result as TokenRevoked).id} revoked\n`);
  }
}
