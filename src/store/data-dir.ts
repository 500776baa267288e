// DATA_DIR, the embedded database's directory: checked before the database is opened,
// and its free space watched while the service writes.
//
// Why: PGlite (PostgreSQL in WebAssembly) does not fail well on a bad directory. A full
// disk while it creates its data directory leaves a half-written one and an error with
// no message; a full disk when it needs a new write-ahead-log segment (16 MB each) leaves
// the instance spinning in WebAssembly, blocking the event loop for good (measured with
// PGlite 0.5: every later query, the HTTP server and even timers stop). So:
//  - at start-up, checkDataDir() refuses a directory that is not a directory, cannot be
//    created or written, or has less than MIN_FREE_BYTES free, with one clear sentence;
//  - while running, FreeSpace.assertWritable() refuses a write (as SQLSTATE 53100
//    disk_full, which the HTTP layer answers 503) while less than MIN_FREE_BYTES is free,
//    so the log never runs out of room because of the service's own writes.
import { randomBytes } from 'node:crypto';
import fs, {
  chmodSync,
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  statfsSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Free space DATA_DIR's file system must keep: room for a new data directory (≈40 MB:
 * one 16 MB log segment and the catalogue) or, on an existing one, for the next log
 * segments and a checkpoint, with a margin for the writes in between two checks.
 */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

/** What the embedded database's files may be: the owner's alone (issue 29 item 3). */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIRECTORY = 0o700;

/** A DATA_DIR the embedded database cannot use; the message is one sentence for the operator. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/** A write refused because DATA_DIR is (nearly) full: nothing was written. */
export class DataDirFullError extends Error {
  /** PostgreSQL's disk_full, so that callers treat it as the server's own. */
  readonly code = '53100';
  constructor(message: string) {
    super(message);
    this.name = 'DataDirFullError';
  }
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** What an errno means for a directory we want to write in, in words. */
export function because(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  switch (err.code) {
    case 'EROFS':
      return 'it is on a read-only file system (EROFS)';
    case 'EACCES':
    case 'EPERM':
      return `this user (uid ${process.getuid?.() ?? '?'}) may not write there (${err.code})`;
    case 'ENOSPC':
      return 'its file system is full (ENOSPC)';
    case 'EDQUOT':
      return 'the disk quota is used up (EDQUOT)';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a directory (ENOTDIR)';
    case 'EEXIST':
      return 'a file of that name is in the way (EEXIST)';
    default:
      return err.code ? `${err.code}: ${err.message}` : String(err.message ?? e);
  }
}

/** Free bytes for an unprivileged writer on the file system holding `dir`. */
export function freeBytes(dir: string): number {
  const s = statfsSync(dir);
  return Number(s.bavail) * Number(s.bsize);
}

/**
 * Makes sure DATA_DIR exists, is a directory, takes a write and has MIN_FREE_BYTES
 * free; throws DataDirError naming DATA_DIR and the cause otherwise. Returns the
 * absolute path.
 */
export function checkDataDir(dataDir: string, minFreeBytes = MIN_FREE_BYTES): string {
  const dir = resolve(dataDir);
  let isDirectory: boolean | undefined;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new DataDirError(`DATA_DIR ${dir} cannot be used: ${because(e)}`);
    }
  }
  if (isDirectory === false) throw new DataDirError(`DATA_DIR ${dir} is not a directory`);
  if (isDirectory === undefined) {
    try {
      mkdirSync(dir, { recursive: true, mode: PRIVATE_DIRECTORY });
    } catch (e) {
      throw new DataDirError(`DATA_DIR ${dir} cannot be created: ${because(e)}`);
    }
  }
  // A real write, flushed: permissions, a read-only mount and a full disk all show here
  // (access() would not see a read-only mount's contents as root, nor a full disk).
  // Not named by the pid alone: two containers on one volume can both be pid 1.
  const probe = join(dir, `.write-probe.${process.pid}.${randomBytes(6).toString('hex')}`);
  let fd: number | undefined;
  try {
    fd = openSync(probe, 'w', 0o600);
    writeSync(fd, Buffer.alloc(4096, 0x2e));
    fsyncSync(fd);
  } catch (e) {
    throw new DataDirError(`DATA_DIR ${dir} is not writable: ${because(e)}`);
  } finally {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(probe);
    } catch {
      /* never created */
    }
  }
  const free = freeBytes(dir);
  if (free < minFreeBytes) {
    throw new DataDirError(`DATA_DIR ${dir} has only ${mb(free)} free; the embedded database needs at least ${mb(minFreeBytes)} free`);
  }
  return dir;
}

/** Directories whose entries PGlite may not make readable to others (keepPrivate). */
const privateDirs = new Set<string>();
let chmodGuarded = false;

/**
 * Keeps every mode PGlite sets under `dir` the owner's alone. The umask is not enough for
 * it: Emscripten's file system chmods each file it creates to the mode PostgreSQL asked for
 * under Emscripten's own umask (022: pg_internal.init came out 0644, and a new data
 * directory's files 0666 under `umask 000`), through node:fs's chmodSync, which no process
 * umask masks. So that call is wrapped, once, to drop the group's and others' bits for
 * paths under a directory named here; every other path is left as it was asked.
 */
function keepPrivate(dir: string): void {
  privateDirs.add(dir.endsWith('/') ? dir : `${dir}/`);
  if (chmodGuarded) return;
  chmodGuarded = true;
  const chmod = fs.chmodSync;
  fs.chmodSync = (path: Parameters<typeof chmod>[0], mode: Parameters<typeof chmod>[1]) => {
    const numeric = typeof mode === 'string' ? parseInt(mode, 8) : mode;
    const under = typeof path === 'string' && [...privateDirs].some((d) => path.startsWith(d));
    chmod(path, under ? numeric & 0o700 : mode);
  };
}

/**
 * From now on every file this process creates in `dir` is made 0600 and every directory
 * 0700, whatever the umask it was started with: the umask for what it creates itself, and
 * keepPrivate for what PGlite chmods (under `umask 000` 969 of 1,059 files, the write-ahead
 * log with the password hashes among them, were 0666).
 */
export function keepDataDirPrivate(dir: string): void {
  process.umask(0o077);
  keepPrivate(dir);
}

/**
 * Tightens what is already in DATA_DIR to 0700/0600 (a directory made by an earlier version,
 * or under a looser umask); returns how many entries were tightened (the caller says so in
 * one line). Called with DATA_DIR's lock held. A file of another user is refused in one
 * sentence: the service could read but not write it, and answered 500s where it should not
 * have started.
 */
export function tightenDataDir(dir: string): number {
  const uid = process.getuid?.();
  let tightened = 0;
  const visit = (path: string, isDirectory: boolean, mode: number, owner: number) => {
    if (uid !== undefined && uid !== 0 && owner !== uid)
      throw new DataDirError(
        `DATA_DIR ${dir} cannot be used: ${path} belongs to another user (uid ${owner}), not to this one (uid ${uid})`,
      );
    const wanted = isDirectory ? PRIVATE_DIRECTORY : PRIVATE_FILE;
    if ((mode & 0o777) !== wanted) {
      try {
        chmodSync(path, wanted);
      } catch (e) {
        throw new DataDirError(`DATA_DIR ${dir} cannot be made private: ${path}: ${because(e)}`);
      }
      tightened++;
    }
  };
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      // Symbolic links are not followed (their target's mode is not the directory's business);
      // sockets are made 0600 by their server.
      if (entry.isSymbolicLink() || entry.isSocket()) continue;
      const st = lstatSync(child);
      visit(child, entry.isDirectory(), st.mode, st.uid);
      if (entry.isDirectory()) walk(child);
    }
  };
  const top = lstatSync(dir);
  visit(dir, true, top.mode, top.uid);
  walk(dir);
  return tightened;
}

/** Watches DATA_DIR's free space for the embedded database's writes. */
export class FreeSpace {
  constructor(
    private readonly dir: string,
    private readonly minFreeBytes = MIN_FREE_BYTES,
  ) {}

  /** Throws DataDirFullError unless MIN_FREE_BYTES are free (one statfs, ≈3 µs). */
  assertWritable(): void {
    let free: number;
    try {
      free = freeBytes(this.dir);
    } catch {
      return; // cannot tell (the directory vanished?): let the write itself report
    }
    if (free < this.minFreeBytes) {
      throw new DataDirFullError(
        `DATA_DIR ${this.dir} has only ${mb(free)} free, less than the ${mb(this.minFreeBytes)} kept in reserve; nothing was written`,
      );
    }
  }
}

// Statements that write nothing themselves (reads, session settings, transaction
// control): they go on while space is short. Anything else counts as a write.
const READ_ONLY =
  /^\s*(select|show|set|reset|begin|start|commit|end|rollback|release|savepoint|listen|unlisten|explain|values|table|fetch|declare|close|move)\b/i;
const DATA_CHANGE = /\b(insert|update|delete|merge)\s/i;

/** Whether a statement may write (errs towards yes). */
export function mayWrite(statement: string): boolean {
  const text = statement.replace(/^(\s*--[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*/, '');
  if (/^\s*with\b/i.test(text)) return DATA_CHANGE.test(text);
  return !READ_ONLY.test(text);
}
