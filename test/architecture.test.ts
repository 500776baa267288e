// The shape of src/ (docs/architecture.md): no top-level folder holds more than a quarter of
// the code, so that each stays one job a reader can take in. (The direction of imports is
// dependency-cruiser's to check: `npm run lint:deps`.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/service.js';

const SRC = join(ROOT, 'src');

function linesUnder(path: string): number {
  let n = 0;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts')) n += readFileSync(join(entry.parentPath, entry.name), 'utf8').split('\n').length;
  }
  return n;
}

describe('src/', () => {
  it('has no top-level folder over a quarter of its lines', () => {
    const total = linesUnder(SRC);
    const folders = readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory());
    const shares = Object.fromEntries(folders.map((f) => [f.name, Math.round((1000 * linesUnder(join(SRC, f.name))) / total) / 10]));
    expect(folders.length).toBeGreaterThan(4);
    for (const [name, share] of Object.entries(shares)) expect(share, `src/${name}: ${share} % of ${total} lines`).toBeLessThanOrEqual(25);
  });
});
