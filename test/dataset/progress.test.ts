import { describe, expect, it } from 'vitest';
import { Progress } from '../../src/dataset/progress.js';

function fake(isTTY: boolean) {
  const out: string[] = [];
  let now = 0;
  const stream = { isTTY, columns: 100, write: (s: string) => out.push(s) };
  return { out, stream, tick: (ms: number) => (now += ms), clock: () => now };
}

describe('progress on standard error', () => {
  it('prints a line every few seconds when not on a terminal', () => {
    const f = fake(false);
    const p = new Progress(f.stream, { label: 'import', verb: 'read', now: f.clock });
    p.update({ rows: 0, bytes: 0, fraction: 0 }); // starts the clock
    f.tick(1000);
    p.update({ rows: 1000, bytes: 1_000_000, fraction: 0.1 });
    expect(f.out).toEqual([]);
    f.tick(4000);
    p.update({ rows: 50_000, bytes: 52_000_000, fraction: 0.52 });
    f.tick(5000);
    p.update({ rows: 90_000, bytes: 95_500_000 });
    p.done();
    expect(f.out).toEqual(['import: 50000 rows, 10000 rows/s, 52.0 MB read (52%)\n', 'import: 90000 rows, 9000 rows/s, 95.5 MB read\n']);
  });

  it('redraws a bar in place on a terminal and clears it at the end', () => {
    const f = fake(true);
    const p = new Progress(f.stream, { label: 'export', verb: 'written', now: f.clock });
    p.update({ rows: 0, bytes: 0, fraction: 0 });
    f.tick(50);
    p.update({ rows: 10, bytes: 10, fraction: 0.01 });
    f.tick(950);
    p.update({ rows: 250_000, bytes: 300_000_000, fraction: 0.5 });
    p.done();
    expect(f.out).toEqual(['\r\x1b[Kexport [##########..........]  50%  250,000 rows  250,000/s  300.0 MB', '\r\x1b[K']);
  });
});
