// The temporary directories of one test file (DATA_DIRs, files to import, builds), removed
// together when its tests are done: after the processes using them have stopped, which is
// why the file calls `removeAll` in its own afterAll rather than this module registering one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class TempDirs {
  private readonly made: string[] = [];

  /** `prefix` names the file's directories ("mentoring-api-lock"), for whoever finds one left over. */
  constructor(private readonly prefix: string) {}

  /** A new empty directory under the system's temporary directory. */
  make(): string {
    const dir = mkdtempSync(join(tmpdir(), `${this.prefix}-`));
    this.made.push(dir);
    return dir;
  }

  removeAll(): void {
    for (const dir of this.made.splice(0)) rmSync(dir, { recursive: true, force: true });
  }
}
