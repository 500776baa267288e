// The process's and Node's own metrics, under the names prom-client's default metrics use
// (so that the usual Node.js dashboards and alerts read them), without prom-client: CPU,
// memory, file descriptors, event-loop delay, garbage collections, active resources, the Node
// version. Everything is read when /metrics is scraped (collect(), then render()); nothing
// runs on a request's path. Two things watch between scrapes, from start() to stop() (the
// app's life, server/app.ts): the event-loop delay histogram (a libuv timer every 10 ms) and
// the observer of garbage collections (one entry a collection).
import { readdir, readFile } from 'node:fs/promises';
import { constants, monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';
import { formatNumber, Histogram, renderLabels, type Metric } from './registry.js';

/** prom-client's buckets for nodejs_gc_duration_seconds. */
const GC_BUCKETS = [0.001, 0.01, 0.1, 1, 2, 5];

const GC_KINDS: ReadonlyArray<[number, string]> = [
  [constants.NODE_PERFORMANCE_GC_MAJOR, 'major'],
  [constants.NODE_PERFORMANCE_GC_MINOR, 'minor'],
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL, 'incremental'],
  [constants.NODE_PERFORMANCE_GC_WEAKCB, 'weakcb'],
];

/** The event-loop delay histogram's sampling interval, prom-client's. */
const EVENT_LOOP_RESOLUTION_MS = 10;

type Sample = [labels: Record<string, string>, value: number];

/** One metric family in the text format: HELP, TYPE and its samples. */
function family(name: string, type: 'counter' | 'gauge', help: string, samples: number | Sample[]): string {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
  if (typeof samples === 'number') lines.push(`${name} ${formatNumber(samples)}`);
  else for (const [labels, value] of samples) lines.push(`${name}${renderLabels(labels)} ${formatNumber(value)}`);
  return lines.join('\n');
}

/** Sizes in /proc/self/status (VmRSS, VmSize, VmData), in bytes; null off Linux. */
async function memoryStatus(): Promise<{ rss: number; virtual: number; data: number } | null> {
  let text: string;
  try {
    text = await readFile('/proc/self/status', 'utf8');
  } catch {
    return null;
  }
  const kib = (field: string) => {
    const at = text.indexOf(`\n${field}:`);
    return at < 0 ? NaN : parseInt(text.slice(at + field.length + 2).trimStart(), 10) * 1024;
  };
  return { rss: kib('VmRSS'), virtual: kib('VmSize'), data: kib('VmData') };
}

/** Open file descriptors (the entries of /proc/self/fd, less the one reading it); null off Linux. */
async function openFds(): Promise<number | null> {
  try {
    return (await readdir('/proc/self/fd')).length - 1;
  } catch {
    return null;
  }
}

/** The soft limit of open files (/proc/self/limits); null off Linux or when unlimited. */
async function maxFds(): Promise<number | null> {
  try {
    const text = await readFile('/proc/self/limits', 'utf8');
    const line = text.split('\n').find((l) => l.startsWith('Max open files'));
    const soft = line === undefined ? NaN : parseInt(line.slice('Max open files'.length).trimStart(), 10);
    return Number.isFinite(soft) ? soft : null;
  } catch {
    return null;
  }
}

/** How long a callback waits for its turn now: from here to the next check phase (prom-client's lag). */
function eventLoopLag(): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => setImmediate(() => resolve(Number(process.hrtime.bigint() - started) / 1e9)));
}

/** Active resources by kind: requests (…Req, …ReqWrap, …ReqCallback, …ReqPromise), timers, and handles (the rest). */
function activeResources(): { byType: Map<string, number>; handles: number; requests: number; total: number } {
  const byType = new Map<string, number>();
  let handles = 0;
  let requests = 0;
  const all = process.getActiveResourcesInfo();
  for (const type of all) {
    byType.set(type, (byType.get(type) ?? 0) + 1);
    if (/Req(?:Wrap|Callback|Promise)?$/.test(type)) requests++;
    else if (type !== 'Timeout' && type !== 'Immediate') handles++;
  }
  return { byType, handles, requests, total: all.length };
}

interface Collected {
  lag: number;
  delay: { min: number; max: number; mean: number; stddev: number; p50: number; p90: number; p99: number } | null;
  status: Awaited<ReturnType<typeof memoryStatus>>;
  fds: number | null;
  maxFds: number | null;
}

export class ProcessMetrics implements Metric {
  /** When the process started, in whole seconds since the epoch (prom-client rounds it too). */
  private readonly startTime = Math.round(Date.now() / 1000 - process.uptime());
  private readonly gc = new Histogram(
    'nodejs_gc_duration_seconds',
    'Garbage collection duration by kind, one of major, minor, incremental or weakcb.',
    GC_BUCKETS,
  );
  /** One observer a kind of collection, made at once: every kind's series is there from the first scrape. */
  private readonly gcByKind = new Map(GC_KINDS.map(([code, kind]) => [code, this.gc.handle({ kind })]));
  private observer: PerformanceObserver | undefined;
  private delay: IntervalHistogram | undefined;
  private collected: Collected | undefined;

  /** Starts watching the event loop and the garbage collector (the app's start). */
  start(): void {
    if (this.observer !== undefined) return;
    this.delay = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
    this.delay.enable();
    this.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // A gc entry's detail (Node ≥ 16): { kind, flags }.
        const kind = (entry as PerformanceEntry & { detail?: { kind?: number } | null }).detail?.kind;
        if (kind !== undefined) this.gcByKind.get(kind)?.(entry.duration / 1000);
      }
    });
    this.observer.observe({ entryTypes: ['gc'] });
  }

  /** Stops both (the app's close): nothing of the app's keeps running. */
  stop(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.delay?.disable();
    this.delay = undefined;
  }

  async collect(): Promise<void> {
    const [lag, status, fds, max] = await Promise.all([eventLoopLag(), memoryStatus(), openFds(), maxFds()]);
    const h = this.delay;
    // Since the last scrape, as prom-client reports it (the histogram starts again after each).
    const delay =
      h !== undefined && h.count > 0
        ? {
            min: h.min / 1e9,
            max: h.max / 1e9,
            mean: h.mean / 1e9,
            stddev: h.stddev / 1e9,
            p50: h.percentile(50) / 1e9,
            p90: h.percentile(90) / 1e9,
            p99: h.percentile(99) / 1e9,
          }
        : null;
    h?.reset();
    this.collected = { lag, delay, status, fds, maxFds: max };
  }

  render(): string {
    const c = this.collected ?? { lag: 0, delay: null, status: null, fds: null, maxFds: null };
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    const resources = activeResources();
    const [major, minor, patch] = process.versions.node.split('.');
    const out = [
      family('process_cpu_user_seconds_total', 'counter', 'Total user CPU time spent in seconds.', cpu.user / 1e6),
      family('process_cpu_system_seconds_total', 'counter', 'Total system CPU time spent in seconds.', cpu.system / 1e6),
      family('process_cpu_seconds_total', 'counter', 'Total user and system CPU time spent in seconds.', (cpu.user + cpu.system) / 1e6),
      family('process_start_time_seconds', 'gauge', 'Start time of the process since unix epoch in seconds.', this.startTime),
      family('process_resident_memory_bytes', 'gauge', 'Resident memory size in bytes.', c.status?.rss ?? memory.rss),
    ];
    if (c.status !== null) {
      out.push(
        family('process_virtual_memory_bytes', 'gauge', 'Virtual memory size in bytes.', c.status.virtual),
        family('process_heap_bytes', 'gauge', 'Process heap size in bytes.', c.status.data),
      );
    }
    if (c.fds !== null) out.push(family('process_open_fds', 'gauge', 'Number of open file descriptors.', c.fds));
    if (c.maxFds !== null) out.push(family('process_max_fds', 'gauge', 'Maximum number of open file descriptors.', c.maxFds));
    out.push(family('nodejs_eventloop_lag_seconds', 'gauge', 'Lag of event loop in seconds.', c.lag));
    const d = c.delay;
    for (const [name, help, value] of [
      ['min', 'The minimum recorded event loop delay.', d?.min],
      ['max', 'The maximum recorded event loop delay.', d?.max],
      ['mean', 'The mean of the recorded event loop delays.', d?.mean],
      ['stddev', 'The standard deviation of the recorded event loop delays.', d?.stddev],
      ['p50', 'The 50th percentile of the recorded event loop delays.', d?.p50],
      ['p90', 'The 90th percentile of the recorded event loop delays.', d?.p90],
      ['p99', 'The 99th percentile of the recorded event loop delays.', d?.p99],
    ] as const) {
      out.push(family(`nodejs_eventloop_lag_${name}_seconds`, 'gauge', help, value ?? 0));
    }
    out.push(
      family('nodejs_active_handles_total', 'gauge', 'Total number of active handles.', resources.handles),
      family('nodejs_active_requests_total', 'gauge', 'Total number of active requests.', resources.requests),
      family(
        'nodejs_active_resources',
        'gauge',
        'Number of active resources that are currently keeping the event loop alive, grouped by async resource type.',
        [...resources.byType].map(([type, n]): Sample => [{ type }, n]),
      ),
      family(
        'nodejs_active_resources_total',
        'gauge',
        'Total number of active resources that are currently keeping the event loop alive.',
        resources.total,
      ),
      family('nodejs_heap_size_total_bytes', 'gauge', 'Process heap size from Node.js in bytes.', memory.heapTotal),
      family('nodejs_heap_size_used_bytes', 'gauge', 'Process heap size used from Node.js in bytes.', memory.heapUsed),
      family('nodejs_external_memory_bytes', 'gauge', 'Node.js external memory size in bytes.', memory.external),
      family('nodejs_version_info', 'gauge', 'Node.js version info.', [[{ version: process.version, major, minor, patch }, 1]]),
      this.gc.render(),
    );
    return out.join('\n');
  }
}
