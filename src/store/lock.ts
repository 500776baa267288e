// An exclusive lock on DATA_DIR. PGlite lets a second process open the same data
// directory and then silently loses that process's writes, so a second process is refused.
//
// The lock is the kernel's, on DATA_DIR/mentoring-api.lock: on Linux an open-file-description
// lock (fcntl F_OFD_SETLK), elsewhere flock() or LockFileEx, through fs-native-extensions.
// The kernel drops it when the process ends, however it ends (kill -9 included), and it
// holds between processes that cannot see each other's pids: two containers with their own
// PID namespaces on one volume. A pid in a file, checked for liveness, did neither: a second
// container could not see the first one's pid, took the lock over, and both wrote.
//
// The file keeps the owner's pid for a human to read; it proves nothing. It is never
// deleted: a process that opened it just before a deletion would lock the deleted file
// while a later one locks a new file of the same name, and both would own DATA_DIR.
import { closeSync, constants, fstatSync, ftruncateSync, openSync, readFileSync, statSync, writeSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { because, DataDirError } from './data-dir.js';

export class DataDirLockedError extends Error {
  constructor(
    message: string,
    /** DATA_DIR, absolute. */
    readonly dir: string,
    /** The pid the owner wrote in the lock file (in its own PID namespace), if any. */
    readonly pid?: number,
  ) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

export const LOCK_FILE = 'mentoring-api.lock';

interface NativeLocks {
  tryLock(fd: number): boolean;
}

let native: NativeLocks | undefined;

/** The native module, loaded on first use: a PostgreSQL deployment never needs it. */
function nativeLocks(dir: string): NativeLocks {
  if (!native) {
    try {
      native = createRequire(import.meta.url)('fs-native-extensions') as NativeLocks;
    } catch (e) {
      throw new DataDirError(
        `DATA_DIR ${dir} cannot be locked: the file-lock module fs-native-extensions did not load (${(e as Error).message.split('\n')[0]})`,
      );
    }
  }
  return native;
}

function recordedPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes DATA_DIR's lock or throws DataDirLockedError (held) or DataDirError (cannot try). */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE);
  const locks = nativeLocks(dir);
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      // Not truncated on open: a refused process must not wipe the owner's pid.
      fd = openSync(path, constants.O_RDWR | constants.O_CREAT | constants.O_NOFOLLOW, 0o644);
    } catch (e) {
      throw new DataDirError(`DATA_DIR ${dir}: its lock file ${LOCK_FILE} cannot be opened: ${because(e)}`);
    }
    let held = false;
    try {
      if (!tryLock(locks, fd, dir)) {
        const pid = recordedPid(path);
        throw new DataDirLockedError(
          `DATA_DIR ${dir} is in use by another mentoring-api process${pid ? ` (pid ${pid} in its lock file)` : ''}; stop it or choose another DATA_DIR`,
          dir,
          pid,
        );
      }
      // Someone deleted or replaced the file between our open and our lock: what we hold
      // is not what the next process will open. Try again with the file now at the path.
      if (identity(statOrUndefined(path)) !== identity(fstatSync(fd))) continue;
      ftruncateSync(fd, 0);
      writeSync(fd, `${process.pid}\n`, 0);
      held = true;
      return releaser(fd);
    } finally {
      if (!held) closeSync(fd);
    }
  }
  throw new DataDirError(`DATA_DIR ${dir}: its lock file ${LOCK_FILE} keeps being replaced; is something deleting it?`);
}

/** false when another open file holds the lock; a file system that has no locks is refused. */
function tryLock(locks: NativeLocks, fd: number, dir: string): boolean {
  try {
    return locks.tryLock(fd);
  } catch (e) {
    // POSIX lets fcntl() answer a conflicting lock with EACCES as well as EAGAIN.
    if ((e as NodeJS.ErrnoException).code === 'EACCES') return false;
    // ENOLCK (an NFS mount without its lock daemon), EINVAL (a file system without locks):
    // without the lock nothing stops a second process, so the directory is not used.
    throw new DataDirError(`DATA_DIR ${dir} cannot be locked: ${because(e)}`);
  }
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

const identity = (s: Stats | undefined) => (s ? `${s.dev}:${s.ino}` : 'none');

function releaser(fd: number): DataDirLock {
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        ftruncateSync(fd, 0); // names nobody once the owner stopped cleanly
      } catch {
        /* the pid stays: harmless, it proves nothing */
      }
      closeSync(fd); // the kernel lock goes with the file description
    },
  };
}
