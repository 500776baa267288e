// npm run build (scripts/build.mjs): skipped when nothing it builds from changed, and a new
// build replaces the old one whole, also when several run at once. Built into a directory
// of the test's own: dist/ is what the other test files' services run.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/service.js';

const run = promisify(execFile);
const parent = mkdtempSync(join(tmpdir(), 'mentoring-build-'));
const out = join(parent, 'dist');
const build = () => run(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), out]);

describe('npm run build', () => {
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('builds the tree npm start runs, and leaves it alone while the sources are the same', async () => {
    await build();
    expect(existsSync(join(out, 'main.js'))).toBe(true);
    expect(existsSync(join(out, 'store', 'migrations'))).toBe(true);
    const hashed = statSync(join(out, '.source-hash')).mtimeMs;
    const main = statSync(join(out, 'main.js')).mtimeMs;
    await build();
    expect(statSync(join(out, '.source-hash')).mtimeMs).toBe(hashed);
    expect(statSync(join(out, 'main.js')).mtimeMs).toBe(main);
  });

  it('replaces an outdated build whole, also when builds run at once', async () => {
    writeFileSync(join(out, '.source-hash'), 'outdated');
    writeFileSync(join(out, 'left-over.js'), '');
    await Promise.all([build(), build(), build()]);
    expect(existsSync(join(out, 'main.js'))).toBe(true);
    expect(existsSync(join(out, 'left-over.js'))).toBe(false);
    // No build's working directories are left beside it.
    expect(readdirSync(dirname(out)).filter((n) => n.startsWith(`${basename(out)}.`))).toEqual([]);
  });
});
