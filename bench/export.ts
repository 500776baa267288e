// The export scenario (issue 29 item 2): a signed-in viewer exports every smart goal as CSV
// (the bench's 1,000,000 by default) while another client asks /healthz every 50 ms over
// keep-alive, and the service's resident memory is sampled every 100 ms. Targets: health
// p99 ≤ 100 ms and max ≤ 500 ms while the export runs, RSS growth ≤ 300 MB, every row in
// the file.
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';
import { signIn, userAt } from './console.js';

export interface ExportFigures {
  rows: number;
  expectedRows: number;
  megabytes: number;
  seconds: number;
  healthRequests: number;
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  met: boolean;
}

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function exportScenario(base: string, pid: number, expectedRows: number): Promise<ExportFigures> {
  const user = await signIn(base, userAt(0).username);
  const url = new URL(base);
  const health: number[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  let running = true;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 100);
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      await new Promise<void>((resolve, reject) =>
        request({ host: url.hostname, port: url.port, path: '/healthz', agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
          .on('error', reject)
          .end(),
      );
      const ms = performance.now() - started;
      health.push(ms);
      await new Promise((r) => setTimeout(r, Math.max(0, 50 - ms)));
    }
  })();
  const started = performance.now();
  let records = 0;
  let bytes = 0;
  await new Promise<void>((resolve, reject) =>
    request({ host: url.hostname, port: url.port, path: '/admin/smart-goals/export/', headers: { cookie: user.cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`export bench: the export answered ${res.statusCode}`));
      // Records counted by their CRLF ends (a goal's text holds bare LFs) with Buffer.indexOf:
      // a loop in JavaScript over every byte held this process's event loop for seconds, and
      // the health poller beside it with it.
      let lastByte = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1))
          if ((at > 0 ? chunk[at - 1] : lastByte) === 0x0d) records++;
        lastByte = chunk[chunk.length - 1];
      });
      res.on('end', resolve);
      res.on('error', reject);
    })
      .on('error', reject)
      .end(),
  );
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await poll;
  clearInterval(sampler);
  agent.destroy();
  const sorted = [...health].sort((a, b) => a - b);
  const rows = records - 1; // the header
  const figures = {
    rows,
    expectedRows,
    megabytes: Math.round(bytes / 1e6),
    seconds: Number(seconds.toFixed(1)),
    healthRequests: health.length,
    healthP50Ms: Number(percentile(sorted, 50).toFixed(1)),
    healthP99Ms: Number(percentile(sorted, 99).toFixed(1)),
    healthMaxMs: Number((sorted.at(-1) ?? 0).toFixed(1)),
    rssBeforeMb,
    rssPeakMb,
    rssGrowthMb: rssPeakMb - rssBeforeMb,
  };
  return {
    ...figures,
    met: rows === expectedRows && figures.healthP99Ms <= 100 && figures.healthMaxMs <= 500 && figures.rssGrowthMb <= 300,
  };
}
