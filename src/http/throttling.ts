// A per-client request rate limit with DRF's SimpleRateThrottle algorithm: a sliding
// window of request times per client; when full, the wait is the time until the oldest
// request leaves the window, spread over the requests that will then be available.
// Kept in process memory, as DRF's default cache is: with N instances a client gets N times
// the limit (docs/decisions.md).
import { errors } from './errors.js';

/** Clients tracked before idle ones are swept out (bounds memory under address churn). */
const SWEEP_AT = 10_000;

/**
 * One client's request times, oldest first: a queue that drops from the front by moving
 * an index (DRF's list with insert(0)/pop() would cost O(limit) a request at a large limit).
 */
class History {
  private times: number[] = [];
  private start = 0;

  get length(): number {
    return this.times.length - this.start;
  }

  oldest(): number {
    return this.times[this.start];
  }

  newest(): number {
    return this.times[this.times.length - 1];
  }

  dropBefore(cutoff: number): void {
    while (this.start < this.times.length && this.times[this.start] <= cutoff) this.start++;
    if (this.start > 64 && this.start * 2 > this.times.length) {
      this.times = this.times.slice(this.start);
      this.start = 0;
    }
  }

  add(time: number): void {
    this.times.push(time);
  }
}

export class RateThrottle {
  private readonly history = new Map<string, History>();

  constructor(
    private readonly requestsPerWindow: number,
    private readonly nowMs: () => number,
    private readonly windowMs = 60_000,
  ) {}

  /** Records a request by `client`, or throws DRF's 429 when the window is full. */
  check(client: string): void {
    if (this.requestsPerWindow <= 0) return;
    const now = this.nowMs();
    let history = this.history.get(client);
    if (!history) {
      if (this.history.size >= SWEEP_AT) this.sweep(now);
      history = new History();
      this.history.set(client, history);
    }
    history.dropBefore(now - this.windowMs);
    if (history.length >= this.requestsPerWindow) {
      const remaining = this.windowMs - (now - history.oldest());
      const available = this.requestsPerWindow - history.length + 1;
      throw errors.throttled(Math.ceil(remaining / available / 1000));
    }
    history.add(now);
  }

  private sweep(now: number): void {
    for (const [client, h] of this.history) if (h.length === 0 || h.newest() <= now - this.windowMs) this.history.delete(client);
  }
}
