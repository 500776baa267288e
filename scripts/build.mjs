// npm run build: src/ as plain JavaScript in dist/ (same tree, the SQL migrations and page
// assets copied beside), which `npm start` and the bench run. The service then starts
// without compiling TypeScript in the process: tsx's loader and its transformed sources
// cost resident memory and start-up time (docs/performance.md). Only
// types are stripped (esbuild, as tsx itself does); `npm run typecheck` checks them.
//
// dist/ is rebuilt only when what it is built from changed (a hash of src/, this script and
// the lockfile, kept in dist/.source-hash), and a new build is written beside it and then
// put in its place: a service already running from dist/ (or starting from it) never finds
// it half-deleted or half-written because another `npm start` or `npm run bench` built.
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
// Another directory only for the build's own test (test/scripts/build.test.ts).
const OUT = process.argv[2] ?? join(ROOT, 'dist');
const HASH_FILE = '.source-hash';

const files = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => join(e.parentPath ?? e.path, e.name))
  .sort();
const isCode = (path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts');

const hash = createHash('sha256');
for (const path of [...files, fileURLToPath(import.meta.url), join(ROOT, 'package-lock.json')]) {
  hash
    .update(`${relative(ROOT, path)}\0`)
    .update(readFileSync(path))
    .update('\0');
}
const sourceHash = hash.digest('hex');

const built = join(OUT, HASH_FILE);
if (existsSync(built) && readFileSync(built, 'utf8') === sourceHash) process.exit(0);

const next = `${OUT}.${process.pid}.next`;
rmSync(next, { recursive: true, force: true });
await build({
  entryPoints: files.filter(isCode),
  outdir: next,
  outbase: SRC,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Stack traces in logs name dist/ lines; the maps lead back to src/ for a reader.
  sourcemap: 'linked',
  logLevel: 'warning',
});
for (const from of files.filter((f) => !f.endsWith('.ts'))) cpSync(from, join(next, relative(SRC, from)));
// package.json's bin: the CLI runs as a program (its shebang is kept by esbuild).
chmodSync(join(next, 'cli', 'index.js'), 0o755);
writeFileSync(join(next, HASH_FILE), sourceHash);

// Two renames put it in place (a directory cannot replace a non-empty one); a build running
// at the same time may slip its own in between, so this tries again until ours is there.
const replaced = [];
for (let attempt = 0; ; attempt++) {
  try {
    if (existsSync(OUT)) {
      const old = `${OUT}.${process.pid}.old${attempt}`;
      renameSync(OUT, old);
      replaced.push(old);
    }
    renameSync(next, OUT);
    break;
  } catch (e) {
    if (attempt >= 5 || !['ENOENT', 'ENOTEMPTY', 'EEXIST'].includes(e.code)) throw e;
  }
}
for (const old of replaced) rmSync(old, { recursive: true, force: true });
