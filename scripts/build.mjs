// npm run build: src/ as plain JavaScript in dist/ (same tree, the SQL migrations and page
// assets copied beside), which `npm start` and the bench run. The service then starts
// without compiling TypeScript in the process: tsx's loader and its transformed sources
// cost ~80 MB of resident memory and ~0.5 s of start-up (docs/performance.md). Only
// types are stripped (esbuild, as tsx itself does); `npm run typecheck` checks them.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
const OUT = join(ROOT, 'dist');

const files = readdirSync(SRC, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
const isCode = (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts');

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: files.filter((e) => isCode(e.name)).map((e) => join(e.parentPath ?? e.path, e.name)),
  outdir: OUT,
  outbase: SRC,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Stack traces in logs name dist/ lines; the maps lead back to src/ for a reader.
  sourcemap: 'linked',
  logLevel: 'warning',
});
for (const e of files.filter((f) => !f.name.endsWith('.ts'))) {
  const from = join(e.parentPath ?? e.path, e.name);
  cpSync(from, join(OUT, relative(SRC, from)));
}
