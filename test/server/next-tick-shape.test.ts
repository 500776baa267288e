// keepNextTickShape (src/server/next-tick-shape.ts): a full collection while no tick is pending turns
// process.nextTick's computed-key sites megamorphic for good (every tick then built through
// V8's runtime), unless a tick object is kept. Read from V8's own feedback in a child process
// (--allow-natives-syntax); timing it here would only measure this machine's noise.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepNextTickShape } from '../../src/server/next-tick-shape.js';
import { ROOT } from '../support/service.js';

const CHILD = join(ROOT, 'test', 'fixtures', 'next-tick-shape-child.mjs');

/**
 * The state V8 recorded at each computed-key site of nextTick's tick literal, and the async id
 * a promise reaction ran with at the end (0 when no async hook is enabled).
 */
async function run(...args: string[]): Promise<{ sites: string[]; promiseAsyncId: number }> {
  // V8 prints with C stdio, which drops what a non-blocking pipe will not take at once:
  // the child writes to a file.
  const dir = mkdtempSync(join(tmpdir(), 'mentoring-api-tick-'));
  const out = join(dir, 'stdout');
  const fd = openSync(out, 'w');
  try {
    const child = spawn(process.execPath, ['--expose-gc', '--allow-natives-syntax', '--import', 'tsx', CHILD, ...args], {
      cwd: ROOT,
      stdio: ['ignore', fd, 'inherit'],
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    const stdout = readFileSync(out, 'utf8');
    const sites = [...stdout.matchAll(/slot #\d+ DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]);
    return { sites, promiseAsyncId: Number(/promise reaction async id: (\d+)/.exec(stdout)?.[1]) };
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the shape of tick objects', () => {
  it('without a tick kept, a collection between ticks leaves the literal megamorphic (the cost the module removes)', async () => {
    const { sites } = await run();
    expect(sites).toHaveLength(4); // async id, trigger id, callback, args
    expect(sites).toContain('MEGAMORPHIC');
  }, 30_000);

  it('with a tick kept, every site of the literal stays monomorphic across the collection, and no async hook is left on', async () => {
    const { sites, promiseAsyncId } = await run('keep');
    expect(sites).toEqual(['MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC']);
    expect(promiseAsyncId).toBe(0);
  }, 30_000);

  it('keeps one tick object, the same on every call', () => {
    const tick = keepNextTickShape();
    expect(tick).not.toBeNull();
    expect(Object.keys(tick!)).toEqual(['callback', 'args']);
    expect(keepNextTickShape()).toBe(tick);
  });
});
