// Bounded memory (scaled down from the 1,000,000-goal benchmark): `cli import` of a 28 MB and
// a 112 MB file, each in a child process with the JavaScript heap capped at 96 MB (a reader
// that held the file, or its parse, could not finish), and its peak resident set size (VmHWM)
// read at exit. The larger file must cost about as much as the smaller one.
//
// The process has a fixed cost before it reads a byte (Node, the drivers; PGlite's
// WebAssembly instance besides), measured here as the peak of `cli migrate` in the same
// setup; the import's share is what it adds on top. On PGlite that share includes PostgreSQL's
// own buffer pool (shared_buffers, 16 MB) and the WebAssembly heap it grows, which fill as rows
// are written.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeGoalsFile } from '../../bench/dataset-file.js';
import { CLI_ENTRY } from '../support/paths.js';
import { ThrowawayDatabase } from '../support/database.js';
import { TempDirs } from '../support/temp-dirs.js';
import { preparedDataDir } from '../support/prepared-data-dir.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PRELOAD = join(ROOT, 'bench', 'peak-rss.mjs');
const MB = 1024; // VmHWM is in kB

const temps = new TempDirs('mentoring-api-memory');
let dir = '';
const files: { path: string; bytes: number }[] = [];

beforeAll(async () => {
  dir = temps.make();
  for (const goals of [25_000, 100_000]) {
    const path = join(dir, `goals-${goals}.json`);
    files.push({ path, bytes: await writeGoalsFile(path, goals) });
  }
}, 60_000);

afterAll(() => temps.removeAll());

/** Runs the CLI with a capped heap; its exit code, output and peak RSS in kB. */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string; peak: number }> {
  const peakFile = join(dir, `peak-${randomBytes(4).toString('hex')}`);
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'TIME_ZONE', 'TEST_DATABASE_URL']) delete base[name];
  const child = spawn(process.execPath, ['--max-old-space-size=96', '--import', PRELOAD, CLI_ENTRY, ...args], {
    cwd: ROOT,
    env: { ...base, LOG_LEVEL: 'warn', PEAK_RSS_FILE: peakFile, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      const peak = existsSync(peakFile) ? Number(readFileSync(peakFile, 'utf8')) : NaN;
      resolve({ code, stdout, stderr, peak });
    }),
  );
}

/** One run of a command that must print `stdout` and succeed; its peak RSS in kB. */
async function peakOf(args: string[], env: Record<string, string>, stdout: string): Promise<number> {
  const r = await run(args, env);
  expect(r.stdout).toBe(stdout);
  expect(r.code).toBe(0);
  return r.peak;
}

/** The import's share of the peak may not exceed `limitMb`; the larger file may add at most 45 MB to it. */
async function importBounded(env: Record<string, string>, limitMb: number) {
  const idle = await run(['migrate'], env); // the process's fixed cost
  expect(idle.stdout).toBe('nothing to apply\n');
  // Each import twice, the lower peak kept (the larger one's second run only when needed, below).
  // When the collectors run moves a peak by 10–30 MB from run to run on PGlite: the two files'
  // shares differed by −12 to +33 MB over sixteen runs with 45 and 90 MB files. So the larger file is four times the smaller: a reader
  // that held the extra 84 MB would be 39 MB past the bound below (and the 96 MB heap cap
  // stops a reader that held the file and its parse before that). Files of 45 and 180 MB
  // made this the suite's second-slowest file (90 s of a 17-minute CI run).
  const smallArgs = ['import', files[0].path, '--replace'];
  const smallOut = 'import: 25000 rows imported from ' + files[0].path + ' (smart_goals 25000)\n';
  const largeArgs = ['import', files[1].path, '--replace'];
  const largeOut = 'import: 100000 rows imported from ' + files[1].path + ' (smart_goals 100000)\n';
  const small = { peak: Math.min(await peakOf(smallArgs, env, smallOut), await peakOf(smallArgs, env, smallOut)) };
  // The larger file's second run is made only when its first fails the bounds below. The
  // assertions only ever need the larger file's peak to be low (a lower small peak makes its
  // bound harder, so that one always runs twice), and a second run only lowers the minimum: when
  // the first run passes, the minimum of two passes too, so skipping the second changes no
  // verdict (an import that misses the bounds still gets both runs, as before). It saves a
  // 100,000-row import a database, about a third of this file's CPU.
  const fits = (peak: number) => {
    const share = (peak - idle.peak) / MB;
    return share < limitMb && share - (small.peak - idle.peak) / MB < 45;
  };
  let largePeak = await peakOf(largeArgs, env, largeOut);
  if (!fits(largePeak)) largePeak = Math.min(largePeak, await peakOf(largeArgs, env, largeOut));
  const large = { peak: largePeak };
  const share = { small: (small.peak - idle.peak) / MB, large: (large.peak - idle.peak) / MB };
  // Logged for the record: fixed cost and the import's share, in MB.
  console.info(
    `peak RSS: idle ${(idle.peak / MB).toFixed(0)} MB; import share ${share.small.toFixed(0)} MB (${(files[0].bytes / 1e6).toFixed(0)} MB file), ${share.large.toFixed(0)} MB (${(files[1].bytes / 1e6).toFixed(0)} MB file)`,
  );
  expect(files[1].bytes).toBeGreaterThan(105e6);
  expect(share.small).toBeLessThan(limitMb);
  expect(share.large).toBeLessThan(limitMb);
  expect(share.large - share.small).toBeLessThan(45);
}

// Each case imports 150,000 rows in three child processes (250,000 in four when the first
// large import misses the bounds): minutes on a loaded 2-core machine, so its time limit is
// generous (it bounds memory, not time).
describe.skipIf(!existsSync('/proc/self/status'))('bounded memory of a large import', () => {
  it('on PGlite: a file four times as large costs about the same memory', async () => {
    // PostgreSQL's buffer pool and working memory live in this process with PGlite.
    // A migrated DATA_DIR (a copy of the template, as `cli migrate` leaves a new one): the
    // import is the subject, not PGlite's initdb (6–8 s of CPU in a `migrate` on a new one).
    await importBounded({ DATA_DIR: preparedDataDir(temps) }, 128 + 150);
  }, 300_000);

  const server = process.env.TEST_DATABASE_URL;
  it.skipIf(!server)(
    'on PostgreSQL: a file four times as large costs about the same memory',
    async () => {
      // A copy of the migrated template database, as on PGlite: the import is the subject, not
      // the migrations (a `cli migrate` process of its own on a new database).
      const throwaway = new ThrowawayDatabase('mentoring_memory');
      await throwaway.create(inject('templateDb'));
      try {
        await importBounded({ DATABASE_URL: throwaway.url, DATA_DIR: join(dir, 'never') }, 150);
        expect(existsSync(join(dir, 'never'))).toBe(false);
      } finally {
        await throwaway.drop();
      }
    },
    300_000,
  );
});
