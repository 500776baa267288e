/**
 * The ratio guard for linear work on client data (issue 15, item 1), shared by every test that pins it:
 * the worst inputs known for a path at 100 kB must cost less than MAX_RATIO times the same inputs at
 * 10 kB (linear is about 10 times, quadratic about 100). A ratio, not a wall-clock bound: each size is
 * run several times, alternately, after a warm-up, and the cheapest run of each counts. Runs are
 * measured in the process's CPU time, not wall time: another process on the machine preempts a long
 * run more often than a short one, and a wall-clock bound fails whenever the machine is busy.
 * LINEAR_TIME_VERBOSE=1 prints the figures.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect } from 'vitest';

export const SMALL = 10_000;
export const LARGE = 100_000;
// Linear work still pays a step between the two sizes: a query string of 25,000 pairs
// outgrows what 2,500 left in the young generation and the caches, and costs 17 to 30 times
// the small one on this machine while 100 kB → 1 MB costs 10 to 12 times more
// (docs/performance.md, "Linear-time guards"). Quadratic work costs 100 times: 40 tells them apart.
export const MAX_RATIO = 40;
const RUNS = 12;
const WARM_UP = 3;
// After this many timed rounds a ratio under half the bound ends the measurement: more rounds
// only lower each size's best (a linear path's ratio by a little), and quadratic work, about
// 100 times, never comes near half of 40. Most paths end there, after 6 of the 15 rounds.
const DECIDED_AFTER = 3;
const BUDGET_MS = 10_000;
/** Room for one round of quadratic work at 100 kB (35 s for the old URL check), so that it fails on its ratio. */
export const TIMEOUT_MS = 90_000;

// A young-generation collection before each timed run: otherwise a large run may pay for the
// garbage of the runs before it, and 10 times the input costs 15 to 20 times the time.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as (options: { type: 'minor' }) => void;

/**
 * Least CPU time (ms) of `run` at each size, the sizes run alternately. The first WARM_UP rounds
 * (which also compile the path and its large-string variants) count only when the budget ran
 * out before any other: quadratic work at 100 kB takes seconds a run, enough to judge it.
 */
export async function bestTimes(run: (size: number) => unknown, small: number, large: number): Promise<[number, number]> {
  const all: [number[], number[]] = [[], []];
  const timed: [number[], number[]] = [[], []];
  const best = (i: 0 | 1) => Math.min(...(timed[i].length > 0 ? timed[i] : all[i]));
  await run(small); // the small size first: cheap, and its later runs are not the path's first
  const started = performance.now();
  for (let round = 0; round < WARM_UP + RUNS; round++) {
    for (const [i, size] of [
      [0, small],
      [1, large],
    ] as const) {
      collectGarbage({ type: 'minor' });
      const start = process.cpuUsage();
      await run(size);
      const used = process.cpuUsage(start);
      const ms = (used.user + used.system) / 1000;
      all[i].push(ms);
      if (round >= WARM_UP) timed[i].push(ms);
    }
    if (timed[1].length >= DECIDED_AFTER && ratioOf(best(0), best(1)) < MAX_RATIO / 2) break;
    if (performance.now() - started > BUDGET_MS) break;
  }
  return [best(0), best(1)];
}

// Below a tenth of a millisecond the clock's own noise decides the ratio: such work is
// linear enough whatever it is.
export const ratioOf = (small: number, large: number) => large / Math.max(small, 0.1);

export async function expectLinear(run: (size: number) => unknown, small = SMALL, large = LARGE): Promise<void> {
  const [a, b] = await bestTimes(run, small, large);
  const ratio = ratioOf(a, b);
  if (process.env.LINEAR_TIME_VERBOSE)
    console.log(`${expect.getState().currentTestName}: ${a.toFixed(2)} ms, ${b.toFixed(2)} ms, ×${ratio.toFixed(1)}`);
  expect(ratio, `${large} costs ${b.toFixed(2)} ms, ${small} costs ${a.toFixed(2)} ms`).toBeLessThan(MAX_RATIO);
}

/** The string `unit` repeated to n characters. */
export const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
