// The commands a running service takes on its control socket, and the CLI runs itself
// when it owns the database: one table, so both give the same answers. Each command
// checks its own parameters and answers a plain JSON value.
import type { Database } from '../store/connect.js';
import { oneLine } from '../failure.js';
import { ApiTokenRepository, type TokenListing } from '../store/repositories/api-tokens.js';
import { ApiTokenService, InvalidUsernameError } from '../accounts/tokens.js';
import type { Clock } from '../time/clock.js';
import type { ControlRequest, ControlResponse } from './protocol.js';

/** A request the command refuses; its message is the operator's answer. */
export class CommandRefused extends Error {}

export interface Command<P, R> {
  /** The parameters, checked: throws CommandRefused when they are not what it takes. */
  parameters(given: Record<string, unknown>): P;
  run(parameters: P): Promise<R>;
}

export type Commands = ReadonlyMap<string, Command<unknown, unknown>>;

/** What a token command answers (token.create's key is shown once, by the CLI). */
export interface TokenCreated {
  id: number;
  key: string;
  user: { id: number; username: string };
}
export interface TokenList {
  tokens: TokenListing[];
}
export interface TokenRevoked {
  id: number;
}

/** Parameters with exactly these names, else refused. */
export function only(given: Record<string, unknown>, names: readonly string[]): void {
  const extra = Object.keys(given).filter((k) => !names.includes(k));
  if (extra.length)
    throw new CommandRefused(`unknown parameter${extra.length > 1 ? 's' : ''} ${extra.map((k) => JSON.stringify(k)).join(', ')}`);
  const missing = names.filter((k) => !(k in given));
  if (missing.length)
    throw new CommandRefused(`missing parameter${missing.length > 1 ? 's' : ''} ${missing.map((k) => JSON.stringify(k)).join(', ')}`);
}

export const command = <P, R>(c: Command<P, R>) => c as Command<unknown, unknown>;

/** token.create, token.list and token.revoke on this database. */
export function tokenCommands(db: Database, clock: Clock): Commands {
  const tokens = new ApiTokenService(new ApiTokenRepository(db));
  return new Map([
    [
      'token.create',
      command({
        parameters(given) {
          only(given, ['username']);
          if (typeof given.username !== 'string') throw new CommandRefused('username must be a string');
          return given.username;
        },
        async run(username: string): Promise<TokenCreated> {
          try {
            return await tokens.create(username, clock);
          } catch (e) {
            if (e instanceof InvalidUsernameError) throw new CommandRefused(`${e.message}; got ${JSON.stringify(username)}`);
            throw e;
          }
        },
      }),
    ],
    [
      'token.list',
      command({
        parameters: (given) => only(given, []),
        async run(): Promise<TokenList> {
          return { tokens: await tokens.list() };
        },
      }),
    ],
    [
      'token.revoke',
      command({
        parameters(given) {
          only(given, ['id']);
          if (!Number.isSafeInteger(given.id) || (given.id as number) < 1) throw new CommandRefused('id must be a positive integer');
          return given.id as number;
        },
        async run(id: number): Promise<TokenRevoked> {
          // An id past the column's range names no token either.
          if (id > 2 ** 31 - 1 || !(await tokens.revoke(id))) throw new CommandRefused(`there is no token ${id}`);
          return { id };
        },
      }),
    ],
  ]);
}

/**
 * Runs a request (any JSON value, as it came) with these commands. A refusal or a failure
 * is an answer too, never a throw: `onError` hears of failures that are not refusals.
 */
export async function runCommand(commands: Commands, request: unknown, onError?: (e: unknown) => void): Promise<ControlResponse> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return { ok: false, error: 'a request is a JSON object' };
  const { command: name, ...given } = request as ControlRequest;
  if (typeof name !== 'string') return { ok: false, error: 'a request names its "command"' };
  const target = commands.get(name);
  if (!target) return { ok: false, error: `unknown command ${JSON.stringify(name)} (known: ${[...commands.keys()].join(', ')})` };
  try {
    return { ok: true, result: await target.run(target.parameters(given)) };
  } catch (e) {
    if (e instanceof CommandRefused) return { ok: false, error: e.message };
    onError?.(e);
    return { ok: false, error: `${name} failed: ${oneLine(e)}` };
  }
}
