// The commands of `token` and `user`, run where the database is.
//
// On the embedded database a running service holds DATA_DIR locked; the command then goes
// to that service over its control socket (src/control/), which runs it on its own
// database, so that it takes effect there at once (a revoked token or a disabled user is
// refused by the very next request). Otherwise (DATA_DIR free, or a PostgreSQL server) the
// CLI runs it itself, with the same commands: the output is the same either way.
import { PasswordHasher } from '../accounts/passwords.js';
import type { Config } from '../config.js';
import { ControlUnreachableError, sendControlRequest } from '../control/client.js';
import { runCommand } from '../control/commands.js';
import type { ControlRequest, ControlResponse } from '../control/protocol.js';
import { serviceCommands } from '../control/service-commands.js';
import { openDatabase } from '../store/connect.js';
import { DataDirLockedError } from '../store/lock.js';
import { migrate } from '../store/migrate.js';
import { systemClock } from '../time/clock.js';
import { noticeOn, type CliIo } from './io.js';

export async function runControlRequest(req: ControlRequest, config: Config, io: Pick<CliIo, 'stderr'>): Promise<ControlResponse> {
  let db;
  try {
    // Never a new database: a token or user made in a mistyped DATA_DIR would be lost to it.
    db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, mustExist: true, notice: noticeOn(io) });
  } catch (e) {
    if (!(e instanceof DataDirLockedError)) throw e;
    return viaService(req, e);
  }
  try {
    await migrate(db);
    return await runCommand(serviceCommands(db, systemClock(), new PasswordHasher()), req);
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
