// A small Prometheus registry: counters and histograms with labels, rendered in the text
// exposition format (version 0.0.4). Label sets are few and fixed by our routes, so series
// live in plain maps keyed by their rendered labels.

type Labels = Record<string, string>;

export function renderLabels(labels: Labels): string {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
}

export const formatNumber = (n: number) => (Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(12))));

export interface Metric {
  render(): string;
  /** Reads what render() reports, when that needs waiting (files, a turn of the event loop): before each scrape. */
  collect?(): Promise<void>;
}

export class Counter implements Metric {
  private readonly series = new Map<string, number>();

  constructor(
    readonly name: string,
    private readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    this.handle(labels)(by);
  }

  /** An incrementer for one label set, for hot paths (labels rendered once). */
  handle(labels: Labels): (by?: number) => void {
    const key = renderLabels(labels);
    if (!this.series.has(key)) this.series.set(key, 0);
    return (by = 1) => this.series.set(key, this.series.get(key)! + by);
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const [labels, v] of this.series) lines.push(`${this.name}${labels} ${formatNumber(v)}`);
    return lines.join('\n');
  }
}

export class Gauge implements Metric {
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly read: () => number,
  ) {}

  render(): string {
    return [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} gauge`, `${this.name} ${formatNumber(this.read())}`].join('\n');
  }
}

interface HistogramSeries {
  labels: Labels;
  counts: number[];
  sum: number;
  count: number;
}

export class Histogram implements Metric {
  private readonly series = new Map<string, HistogramSeries>();

  constructor(
    readonly name: string,
    private readonly help: string,
    /** Upper bounds in ascending order; +Inf is implied. */
    private readonly buckets: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    this.handle(labels)(value);
  }

  /** An observer for one label set, for hot paths (labels rendered once). */
  handle(labels: Labels): (value: number) => void {
    const key = renderLabels(labels);
    let s = this.series.get(key);
    if (!s) this.series.set(key, (s = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 }));
    const series = s;
    const buckets = this.buckets;
    return (value) => {
      // Stored per bucket, made cumulative when rendered.
      let i = 0;
      while (i < buckets.length && value > buckets[i]) i++;
      if (i < buckets.length) series.counts[i]++;
      series.sum += value;
      series.count++;
    };
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const s of this.series.values()) {
      let cumulative = 0;
      this.buckets.forEach((b, i) => {
        cumulative += s.counts[i];
        lines.push(`${this.name}_bucket${renderLabels({ ...s.labels, le: formatNumber(b) })} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket${renderLabels({ ...s.labels, le: '+Inf' })} ${s.count}`);
      lines.push(`${this.name}_sum${renderLabels(s.labels)} ${formatNumber(s.sum)}`);
      lines.push(`${this.name}_count${renderLabels(s.labels)} ${s.count}`);
    }
    return lines.join('\n');
  }
}

export class Registry {
  private readonly metrics: Metric[] = [];

  add<M extends Metric>(metric: M): M {
    this.metrics.push(metric);
    return metric;
  }

  render(): string {
    return `${this.metrics.map((m) => m.render()).join('\n')}\n`;
  }

  /** What a scrape sees: every metric collected, then rendered. */
  async scrape(): Promise<string> {
    const collecting: Array<Promise<void>> = [];
    for (const m of this.metrics) if (m.collect !== undefined) collecting.push(m.collect());
    await Promise.all(collecting);
    return this.render();
  }
}
