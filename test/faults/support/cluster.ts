// A private PostgreSQL cluster that a test starts, stops and starts again itself, in a
// temporary directory on a free port, with the machine's Debian binaries
// (/usr/lib/postgresql/<version>/bin). Run as root it runs them as the postgres user,
// as CI (.ci/run) does; as another user, as that user.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest version's bin directory holding initdb and pg_ctl, if any. */
export function findPgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
    if (!line) return undefined;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return undefined;
  }
}

/**
 * Why the tests with a private cluster cannot run here, or undefined when they can:
 * they run where PostgreSQL is (TEST_DATABASE_URL is set, as CI does) and its binaries
 * are found.
 */
export function privateClusterUnavailable(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (no PostgreSQL on this machine)';
  if (!findPgBin()) return 'no PostgreSQL binaries in /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0 && !postgresUser()) return 'running as root and there is no postgres user to run PostgreSQL as';
  return undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type StopMode = 'smart' | 'fast' | 'immediate';

export class PrivateCluster {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
    private readonly asPostgres: string[],
  ) {}

  /** initdb in a temporary directory, then started (about a second). */
  static async create(): Promise<PrivateCluster> {
    const bin = findPgBin();
    if (!bin) throw new Error('no PostgreSQL binaries');
    const dir = mkdtempSync(join(tmpdir(), 'mentoring-api-pg-'));
    const root = process.getuid?.() === 0;
    if (root) {
      const pgUser = postgresUser()!;
      chownSync(dir, pgUser.uid, pgUser.gid);
    }
    const cluster = new PrivateCluster(bin, dir, await freePort(), root ? ['runuser', '-u', 'postgres', '--'] : []);
    await cluster.pg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    await cluster.start();
    return cluster;
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    await this.pg('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  }

  /** pg_ctl stop -m MODE, waiting until the server is gone. */
  async stop(mode: StopMode): Promise<void> {
    await this.pg('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', '-t', '30', 'stop']);
  }

  /** Stops the server if it runs and removes its directory. */
  async destroy(): Promise<void> {
    await this.stop('immediate').catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async pg(program: string, args: string[]): Promise<void> {
    const [cmd, ...rest] = [...this.asPostgres, join(this.bin, program), ...args];
    try {
      await run(cmd, rest, { cwd: '/', timeout: 60_000 });
    } catch (e) {
      const { stderr, stdout } = e as { stderr?: string; stdout?: string };
      throw new Error(`${program} ${args.at(-1)} failed (${userInfo().username}): ${stderr || stdout || (e as Error).message}`);
    }
  }
}
