// How `npm start` runs the service, for everything else that starts it the same way (the
// tests that spawn it, the bench). The one definition is package.json's start script,
// `node scripts/build.mjs && exec node <flags> dist/main.js`, read here; a start script of
// another shape is refused rather than guessed at, so the copies cannot drift from it.
//
// Its node flags, and why each is there (docs/decisions.md; measured in docs/performance.md):
// - `--heap-growing-percent=100`: V8 lets the heap grow by up to 4× what survived the last
//   full collection before it collects again, and under load that is tens of MB of garbage
//   kept; 100 % keeps most of that memory back without collecting so often that
//   throughput suffers. A flag of the command, so that V8 has it before the heap exists.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const START = /^node scripts\/build\.mjs && exec node((?: --[a-z0-9-]+(?:=[^\s'"$`\\;&|]+)?)*) (dist\/main\.js)$/;

/** The node arguments of package.json's start script: its flags, then the entry point. */
export function serviceArgs(root = ROOT): string[] {
  const start: unknown = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts?.start;
  const m = typeof start === 'string' ? START.exec(start) : null;
  if (!m)
    throw new Error(
      `package.json's start script is not "node scripts/build.mjs && exec node [--flag…] dist/main.js": ${JSON.stringify(start)}`,
    );
  return [...m[1].split(' ').filter((a) => a !== ''), m[2]];
}
