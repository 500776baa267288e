// npm run bench:compare -- DIR_A DIR_B: two checkouts of the service (each built, with its
// node_modules), measured interleaved on one machine: both services run side by side on
// embedded in-memory databases with the demo data, and each round drives one scenario
// against A then B (B then A the next round) with autocannon from this process. Per
// scenario it prints the median req/s and the median CPU time the service spent a request
// (utime + stime from /proc, so a machine that is slower for a while moves both sides'
// req/s but much less their CPU a request), and B's ratio to A.
//
// Environment: COMPARE_ROUNDS (default 5), COMPARE_SECONDS a measurement (default 5),
// COMPARE_CONNECTIONS (default 32), COMPARE_SCENARIOS (comma-separated parts of names).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { serviceArgs, serviceEnv } from '../scripts/service-command.js';

const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 5);
const SECONDS = Number(process.env.COMPARE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.COMPARE_CONNECTIONS ?? 32);
const ONLY = process.env.COMPARE_SCENARIOS?.split(',').map((s) => s.trim());
const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's times

const POST = {
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: '{"input":"I want to learn Spanish to B1 and run a half marathon by June."}',
};
interface Scenario {
  path: string;
  method?: 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const SCENARIOS: Array<[string, Scenario]> = [
  ['GET /pre-lead-statuses/', { path: '/pre-lead-statuses/' }],
  ['GET /courses/', { path: '/courses/' }],
  ['GET /feedbacks_needed/', { path: '/feedbacks_needed/' }],
  ['GET /smart-goals/ page 1', { path: '/smart-goals/' }],
  ['GET /smart-goals/?format=api', { path: '/smart-goals/?format=api' }],
  ['GET /courses/ 404 format', { path: '/courses/?format=xml' }],
  ['POST /smart-goals/ (offline)', { path: '/smart-goals/', ...POST }],
];

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
}

interface Side {
  name: string;
  child: ChildProcess;
  url: string;
}

async function start(name: string, dir: string): Promise<Side> {
  const port = await freePort();
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: 'memory://',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    GOAL_RATE_LIMIT: '0',
    WRITE_RATE_LIMIT: '0',
  };
  const child = spawn(process.execPath, serviceArgs(dir), {
    cwd: dir,
    env: { ...serviceEnv(dir), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name}: the service exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/pre-lead-statuses/`)).ok) return { name, child, url };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function measure(side: Side, scenario: Scenario): Promise<{ rps: number; cpuUs: number }> {
  const { path, ...rest } = scenario;
  const url = `${side.url}${path}`;
  await autocannon({ ...rest, url, connections: CONNECTIONS, duration: 1 } as autocannon.Options); // warm-up
  const before = cpuTicks(side.child.pid!);
  const r = await autocannon({ ...rest, url, connections: CONNECTIONS, duration: SECONDS } as autocannon.Options);
  if (r.non2xx > 0 && !path.includes('format=xml')) throw new Error(`${side.name} ${path}: ${r.non2xx} answers not 2xx`);
  const ticks = cpuTicks(side.child.pid!) - before;
  const answered = r.requests.total;
  return { rps: Math.round(r.requests.average), cpuUs: (ticks / TICKS_PER_SECOND / answered) * 1e6 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const range = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;

async function main() {
  const [dirA, dirB] = process.argv.slice(2).map((d) => resolve(d));
  if (!dirA || !dirB) {
    process.stderr.write('usage: npm run bench:compare -- DIR_A DIR_B (two built checkouts)\n');
    process.exit(2);
  }
  const sides = [await start('A', dirA), await start('B', dirB)];
  const results = new Map<string, { A: Array<{ rps: number; cpuUs: number }>; B: Array<{ rps: number; cpuUs: number }> }>();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, scenario] of SCENARIOS) {
        if (ONLY && !ONLY.some((o) => name.includes(o))) continue;
        const order = round % 2 === 0 ? sides : [...sides].reverse();
        for (const side of order) {
          process.stderr.write(`compare: round ${round + 1}/${ROUNDS} ${name} ${side.name}\n`);
          const entry = results.get(name) ?? { A: [], B: [] };
          entry[side.name as 'A' | 'B'].push(await measure(side, scenario));
          results.set(name, entry);
        }
      }
    }
  } finally {
    for (const side of sides) side.child.kill('SIGTERM');
  }
  console.log(
    `\nA ${dirA}\nB ${dirB}\n${ROUNDS} rounds, ${SECONDS} s a measurement, ${CONNECTIONS} connections, alternating which side goes first`,
  );
  console.table(
    [...results].map(([scenario, { A, B }]) => {
      const [ra, rb] = [median(A.map((x) => x.rps)), median(B.map((x) => x.rps))];
      const [ca, cb] = [median(A.map((x) => x.cpuUs)), median(B.map((x) => x.cpuUs))];
      return {
        scenario,
        'A req/s': ra,
        'B req/s': rb,
        'B/A req/s': Number((rb / ra).toFixed(3)),
        'A CPU µs/req': Number(ca.toFixed(1)),
        'B CPU µs/req': Number(cb.toFixed(1)),
        'B/A CPU': Number((cb / ca).toFixed(3)),
        'A CPU range': range(A.map((x) => x.cpuUs)),
        'B CPU range': range(B.map((x) => x.cpuUs)),
      };
    }),
  );
}

main().catch((e) => {
  process.stderr.write(`compare: ${(e as Error).message}\n`);
  process.exit(1);
});
