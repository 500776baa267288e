// How `npm start` runs the service, for everything else that starts it the same way (the
// tests that spawn it, the bench). The one definition is package.json's start script,
// `node scripts/build.mjs && exec env <NAME=value…> node <flags> dist/main.js`, read here; a
// start script of another shape is refused rather than guessed at, so the copies cannot
// drift from it.
//
// Its node flags, and why each is there (docs/decisions.md; measured in docs/performance.md):
// - `--heap-growing-percent=100`: V8 lets the heap grow by up to 4× what survived the last
//   full collection before it collects again, and under load that is tens of MB of garbage
//   kept; 100 % keeps most of that memory back without collecting so often that
//   throughput suffers. A flag of the command, so that V8 has it before the heap exists.
// Its environment:
// - `MALLOC_MMAP_THRESHOLD_=4194304`: glibc's malloc serves a block of 4 MiB or more by its
//   own mapping, given back when freed. By default the threshold rises to the size of the
//   largest block freed, so after the first sign-in each 16 MiB scrypt buffer came from the
//   libuv thread's arena and stayed there: eight sign-ins kept 80 MB (5 MB with it). Read by
//   the C library when the process starts, so it can only be set by the command. Other C
//   libraries ignore it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const START =
  /^node scripts\/build\.mjs && exec (?:env((?: [A-Z][A-Z0-9_]*=[0-9A-Za-z_.-]+)+) )?node((?: --[a-z0-9-]+(?:=[^\s'"$`\\;&|]+)?)*) (dist\/main\.js)$/;

function startScript(root: string): RegExpExecArray {
  const start: unknown = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts?.start;
  const m = typeof start === 'string' ? START.exec(start) : null;
  if (!m)
    throw new Error(
      `package.json's start script is not "node scripts/build.mjs && exec [env NAME=value…] node [--flag…] dist/main.js": ${JSON.stringify(start)}`,
    );
  return m;
}

/** The node arguments of package.json's start script: its flags, then the entry point. */
export function serviceArgs(root = ROOT): string[] {
  const m = startScript(root);
  return [...m[2].split(' ').filter((a) => a !== ''), m[3]];
}

/** The variables package.json's start script gives the service (`exec env NAME=value… node`). */
export function serviceEnv(root = ROOT): Record<string, string> {
  const m = startScript(root);
  return Object.fromEntries(
    (m[1] ?? '')
      .split(' ')
      .filter((a) => a !== '')
      .map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]),
  );
}
